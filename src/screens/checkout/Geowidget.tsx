import { useEffect, useRef, useState } from 'react';
import type { ParcelLocker } from '../../api';

/**
 * InPost's Geowidget (v5), used only when a token is set in the settings. Its script and stylesheet
 * load from geowidget.inpost.pl; when they cannot (offline, blocked, 8 s), `onUnavailable` runs and the
 * storefront's own map takes over (spec: a missing widget is a console warning only).
 */
const SCRIPT = 'https://geowidget.inpost.pl/inpost-geowidget.js';
const STYLE = 'https://geowidget.inpost.pl/inpost-geowidget.css';
const LOAD_TIMEOUT_MS = 8000;

let loading: Promise< void > | null = null;

function loadGeowidget(): Promise< void > {
	if ( customElements.get( 'inpost-geowidget' ) ) {
		return Promise.resolve();
	}
	loading ??= new Promise< void >( ( resolve, reject ) => {
		const style = document.createElement( 'link' );
		style.rel = 'stylesheet';
		style.href = STYLE;
		document.head.appendChild( style );
		const script = document.createElement( 'script' );
		script.src = SCRIPT;
		script.defer = true;
		script.onload = () => resolve();
		script.onerror = () => reject( new Error( 'Geowidget script failed' ) );
		document.head.appendChild( script );
		setTimeout(
			() => reject( new Error( 'Geowidget timeout' ) ),
			LOAD_TIMEOUT_MS
		);
	} ).catch( ( error: unknown ) => {
		loading = null;
		throw error;
	} );
	return loading;
}

interface GeowidgetPoint {
	name: string;
	address?: { line1?: string; line2?: string };
	address_details?: { city?: string; post_code?: string };
	location?: { latitude: number; longitude: number };
	location_description?: string;
}

let callbacks = 0;

export function Geowidget( {
	token,
	onPick,
	onUnavailable,
}: {
	token: string;
	onPick: ( locker: ParcelLocker ) => void;
	onUnavailable: () => void;
} ) {
	const host = useRef< HTMLDivElement >( null );
	const [ ready, setReady ] = useState( false );
	const onPickRef = useRef( onPick );
	onPickRef.current = onPick;

	useEffect( () => {
		let live = true;
		loadGeowidget().then(
			() => live && setReady( true ),
			() => {
				// eslint-disable-next-line no-console
				console.warn(
					'Geowidget InPost jest niedostępny; używam mapy sklepu.'
				);
				if ( live ) {
					onUnavailable();
				}
			}
		);
		return () => {
			live = false;
		};
	}, [ onUnavailable ] );

	useEffect( () => {
		if ( ! ready || ! host.current ) {
			return;
		}
		const name = `cosmeticsGeowidgetPoint${ ++callbacks }`;
		const registry = window as unknown as Record< string, unknown >;
		registry[ name ] = ( point: GeowidgetPoint ) =>
			onPickRef.current( {
				name: point.name,
				address: {
					line1: point.address?.line1 ?? '',
					line2: point.address?.line2 ?? '',
				},
				location: point.location ?? { latitude: 0, longitude: 0 },
				location_description: point.location_description ?? '',
				city: point.address_details?.city ?? '',
				postcode: point.address_details?.post_code ?? '',
			} );
		const widget = document.createElement( 'inpost-geowidget' );
		widget.setAttribute( 'token', token );
		widget.setAttribute( 'language', 'pl' );
		widget.setAttribute( 'config', 'parcelcollect' );
		widget.setAttribute( 'onpoint', name );
		host.current.appendChild( widget );
		return () => {
			widget.remove();
			delete registry[ name ];
		};
	}, [ ready, token ] );

	return (
		<div
			ref={ host }
			className="cs-locker-picker__geowidget"
			role="status"
			aria-busy={ ! ready }
		>
			{ ready ? null : 'Ładowanie...' }
		</div>
	);
}
