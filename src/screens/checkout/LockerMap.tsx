import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import type { ParcelLocker } from '../../api';
import { getConfig } from '../../config';
import { lockerAddress, lockersCentre, WARSAW } from '../../domain/lockers';

/** The locker map: OpenStreetMap-type tiles (settings), one vector marker per locker (no images needed). */
export default function LockerMap( {
	lockers,
	focused,
	onFocus,
}: {
	lockers: ParcelLocker[];
	focused: ParcelLocker | null;
	onFocus: ( locker: ParcelLocker ) => void;
} ) {
	const element = useRef< HTMLDivElement >( null );
	const map = useRef< L.Map | null >( null );
	const layer = useRef< L.LayerGroup | null >( null );
	const onFocusRef = useRef( onFocus );
	onFocusRef.current = onFocus;

	useEffect( () => {
		if ( ! element.current ) {
			return;
		}
		const shipping = getConfig().settings.shipping;
		const centre = shipping?.defaultCenter ?? WARSAW;
		const instance = L.map( element.current, {
			center: centre,
			zoom: 12,
			zoomAnimation: false,
			fadeAnimation: false,
			markerZoomAnimation: false,
		} );
		L.tileLayer(
			shipping?.tilesUrl ||
				'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
			{
				attribution: '&copy; OpenStreetMap',
				maxZoom: 19,
			}
		).addTo( instance );
		layer.current = L.layerGroup().addTo( instance );
		map.current = instance;
		return () => {
			instance.stop();
			instance.off();
			instance.remove();
			map.current = null;
		};
	}, [] );

	useEffect( () => {
		const group = layer.current;
		const instance = map.current;
		if ( ! group || ! instance ) {
			return;
		}
		group.clearLayers();
		for ( const locker of lockers ) {
			const active = focused?.name === locker.name;
			const marker = L.circleMarker(
				[ locker.location.latitude, locker.location.longitude ],
				{
					radius: active ? 11 : 8,
					weight: 2,
					className: `cs-locker-marker${
						active ? ' is-active' : ''
					}`,
				}
			);
			marker.bindTooltip(
				`${ locker.name }: ${ lockerAddress( locker ) }`
			);
			marker.on( 'click', () => onFocusRef.current( locker ) );
			marker.addTo( group );
			const path = marker.getElement();
			if ( path ) {
				path.setAttribute( 'data-locker', locker.name );
			}
		}
	}, [ lockers, focused ] );

	useEffect( () => {
		const instance = map.current;
		if ( ! instance ) {
			return;
		}
		if ( focused ) {
			instance.setView(
				[ focused.location.latitude, focused.location.longitude ],
				Math.max( instance.getZoom(), 14 ),
				{ animate: false }
			);
		} else if ( lockers.length ) {
			instance.setView(
				lockersCentre( lockers ),
				lockers.length > 15 ? 6 : 12,
				{ animate: false }
			);
		}
	}, [ focused, lockers ] );

	return (
		<div
			ref={ element }
			className="cs-locker-picker__map"
			data-testid="locker-map"
			role="application"
			aria-label="Mapa paczkomatów"
		/>
	);
}
