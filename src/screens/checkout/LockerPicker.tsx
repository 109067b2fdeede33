import {
	lazy,
	Suspense,
	useCallback,
	useEffect,
	useMemo,
	useState,
} from 'react';
import { errorMessage } from '../../api';
import { listLockers, type ParcelLocker } from '../../api';
import { Drawer } from '../../components/Drawer';
import { Field } from '../../components/forms/Field';
import { getConfig } from '../../config';
import { Geowidget } from './Geowidget';
import {
	filterLockers,
	LOCKER_TEXTS,
	lockerAddress,
} from '../../domain/lockers';

/** Leaflet (and its CSS) load only when the picker opens: a chunk of its own. */
const LockerMap = lazy( () => import( './LockerMap' ) );

/**
 * The parcel-locker picker: a dialog with a search (city, postcode or locker code), the list of lockers
 * found and a Leaflet map (OpenStreetMap-type tiles from the settings, default Warsaw) with one marker
 * per locker. Picking a marker or a list entry shows the locker; 'Wybierz ten paczkomat' picks it.
 * Markers are vector circles, so the picker works even where map tiles cannot load.
 */
export function LockerPicker( {
	open,
	onClose,
	onPick,
	returnFocus,
}: {
	open: boolean;
	onClose: () => void;
	onPick: ( locker: ParcelLocker ) => void;
	returnFocus: React.RefObject< HTMLElement >;
} ) {
	return (
		<Drawer
			open={ open }
			onClose={ onClose }
			title={ LOCKER_TEXTS.title }
			returnFocus={ returnFocus }
			className="cs-drawer--locker"
		>
			{ open ? <PickerChoice onPick={ onPick } /> : null }
		</Drawer>
	);
}

/** InPost's Geowidget when a token is set and its script loads; the storefront's own map otherwise. */
function PickerChoice( {
	onPick,
}: {
	onPick: ( locker: ParcelLocker ) => void;
} ) {
	const token = getConfig().settings.shipping?.geowidgetToken ?? '';
	const [ fallback, setFallback ] = useState( false );
	const unavailable = useCallback( () => setFallback( true ), [] );
	if ( token && ! fallback ) {
		return (
			<Geowidget
				token={ token }
				onPick={ onPick }
				onUnavailable={ unavailable }
			/>
		);
	}
	return <LockerPickerBody onPick={ onPick } />;
}

function LockerPickerBody( {
	onPick,
}: {
	onPick: ( locker: ParcelLocker ) => void;
} ) {
	const [ lockers, setLockers ] = useState< ParcelLocker[] | null >( null );
	const [ error, setError ] = useState< string | null >( null );
	const [ query, setQuery ] = useState( '' );
	const [ focused, setFocused ] = useState< ParcelLocker | null >( null );

	useEffect( () => {
		let live = true;
		listLockers()
			.then( ( list ) => live && setLockers( list ) )
			.catch( ( e: unknown ) => live && setError( errorMessage( e ) ) );
		return () => {
			live = false;
		};
	}, [] );

	const found = useMemo(
		() => filterLockers( lockers ?? [], query ),
		[ lockers, query ]
	);

	return (
		<div className="cs-locker-picker">
			<Field
				label="Szukaj paczkomatu"
				look="shop"
				type="search"
				placeholder={ LOCKER_TEXTS.search }
				value={ query }
				onChange={ ( e ) => setQuery( e.target.value ) }
				data-testid="locker-search"
			/>
			{ error ? <p className="cs-form-error">{ error }</p> : null }
			<Suspense
				fallback={
					<div
						className="cs-locker-picker__map"
						data-testid="locker-map-loading"
					/>
				}
			>
				<LockerMap
					lockers={ found }
					focused={ focused }
					onFocus={ setFocused }
				/>
			</Suspense>
			{ focused ? (
				<div
					className="cs-locker-picker__chosen"
					data-testid="locker-focused"
				>
					<p>
						<strong>{ focused.name }</strong> —{ ' ' }
						{ lockerAddress( focused ) }
					</p>
					{ focused.location_description ? (
						<p className="cs-locker-picker__details">
							{ focused.location_description }
						</p>
					) : null }
					<button
						type="button"
						className="cs-button cs-button--primary"
						onClick={ () => onPick( focused ) }
					>
						Wybierz ten paczkomat
					</button>
				</div>
			) : null }
			{ lockers === null && ! error ? (
				<p role="status">Ładowanie...</p>
			) : null }
			{ lockers !== null && ! found.length ? (
				<p role="status">{ LOCKER_TEXTS.none }</p>
			) : null }
			<ul className="cs-locker-picker__list" aria-label="Paczkomaty">
				{ found.slice( 0, 50 ).map( ( locker ) => (
					<li key={ locker.name }>
						<button
							type="button"
							className={ `cs-locker-picker__item${
								focused?.name === locker.name
									? ' is-active'
									: ''
							}` }
							aria-pressed={ focused?.name === locker.name }
							onClick={ () => setFocused( locker ) }
						>
							<strong>{ locker.name }</strong>{ ' ' }
							<span>{ lockerAddress( locker ) }</span>
						</button>
					</li>
				) ) }
			</ul>
		</div>
	);
}
