import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { listLockers, type ParcelLocker } from '../../../api/orders';
import { LockerPicker } from '../LockerPicker';

jest.mock( '../../../api/orders', () => ( {
	...jest.requireActual( '../../../api/orders' ),
	listLockers: jest.fn(),
} ) );
// Leaflet needs a real layout engine: the map is a list of marker buttons here.
jest.mock( '../LockerMap', () => ( {
	__esModule: true,
	default: ( {
		lockers,
		onFocus,
	}: {
		lockers: ParcelLocker[];
		onFocus: ( l: ParcelLocker ) => void;
	} ) => (
		<div data-testid="map">
			{ lockers.map( ( l ) => (
				<button
					type="button"
					key={ l.name }
					onClick={ () => onFocus( l ) }
				>
					marker { l.name }
				</button>
			) ) }
		</div>
	),
} ) );
const mocked = listLockers as jest.MockedFunction< typeof listLockers >;

const locker = (
	name: string,
	city: string,
	postcode: string
): ParcelLocker => ( {
	name,
	address: { line1: 'ul. Testowa 1', line2: `${ postcode } ${ city }` },
	location: { latitude: 52, longitude: 21 },
	location_description: 'Przy sklepie',
	city,
	postcode,
} );
const LOCKERS = [
	locker( 'WAW01M', 'Warszawa', '00-017' ),
	locker( 'KRA01M', 'Kraków', '31-019' ),
];

function renderPicker() {
	const onPick = jest.fn();
	render(
		<LockerPicker
			open
			onClose={ () => undefined }
			onPick={ onPick }
			returnFocus={ createRef< HTMLElement >() }
		/>
	);
	return onPick;
}

describe( 'LockerPicker', () => {
	afterEach( () => {
		delete window.cosmeticsStorefront;
		jest.useRealTimers();
	} );

	it( 'searches by city, postcode or code; a marker shows the locker; picking it hands it over', async () => {
		mocked.mockResolvedValueOnce( LOCKERS );
		const onPick = renderPicker();
		await screen.findByText( 'marker KRA01M' );
		await userEvent.type(
			screen.getByLabelText( 'Szukaj paczkomatu' ),
			'krakow'
		);
		expect( screen.queryByText( 'marker WAW01M' ) ).not.toBeInTheDocument();
		await userEvent.clear( screen.getByLabelText( 'Szukaj paczkomatu' ) );
		await userEvent.type(
			screen.getByLabelText( 'Szukaj paczkomatu' ),
			'00-017'
		);
		await userEvent.click( await screen.findByText( 'marker WAW01M' ) );
		expect( screen.getByTestId( 'locker-focused' ) ).toHaveTextContent(
			'WAW01M — ul. Testowa 1, 00-017 Warszawa'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Wybierz ten paczkomat' } )
		);
		expect( onPick ).toHaveBeenCalledWith( LOCKERS[ 0 ] );
		await userEvent.type(
			screen.getByLabelText( 'Szukaj paczkomatu' ),
			'x'
		);
		expect(
			screen.getByText( 'Nie znaleziono paczkomatów' )
		).toBeInTheDocument();
	} );

	it( 'with a Geowidget token whose script cannot load: a console warning, then the storefront map', async () => {
		jest.useFakeTimers();
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => undefined );
		window.cosmeticsStorefront = {
			restRoot: '/wp-json/',
			restNonce: '',
			storeApiNonce: '',
			siteName: '',
			basePath: '/',
			wooCommerceActive: true,
			preload: {},
			settings: {
				shopCategoryIds: [],
				homeCards: [],
				shipping: {
					geowidgetToken: 'abc',
					tilesUrl: '',
					defaultCenter: [ 52.2297, 21.0122 ],
				},
			},
		};
		mocked.mockResolvedValueOnce( LOCKERS );
		renderPicker();
		expect(
			document.querySelector( 'script[src*="geowidget.inpost.pl"]' )
		).not.toBeNull();
		await act( async () => {
			jest.advanceTimersByTime( 8000 );
		} );
		jest.useRealTimers();
		expect(
			await screen.findByText( 'marker WAW01M' )
		).toBeInTheDocument();
		expect( warn ).toHaveBeenCalledWith(
			'Geowidget InPost jest niedostępny; używam mapy sklepu.'
		);
		warn.mockRestore();
	} );
} );
