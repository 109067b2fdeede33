import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

export const LAYER_ID = 'cosmetics-storefront-layer';

/**
 * The element the storefront's drawers and dialogs render into: a child of <body>, outside the app.
 * A `position: fixed` box is laid out against the viewport only while no ancestor has a filter,
 * backdrop filter or transform; the translucent navigation bar has a backdrop filter, and any theme may
 * wrap the shortcode in a transformed block, so inside the app a fixed drawer could shrink to its
 * ancestor's box. The host carries the mount point's class, so the storefront's scoped styles and
 * variables still apply.
 */
export function layerHost(): HTMLElement {
	let host = document.getElementById( LAYER_ID );
	if ( ! host ) {
		host = document.createElement( 'div' );
		host.id = LAYER_ID;
		host.className = 'cosmetics-storefront cs-layer';
		document.body.appendChild( host );
	}
	return host;
}

/** Renders `children` into the layer host (React events still bubble through the component tree). */
export function Layer( { children }: { children: ReactNode } ) {
	return createPortal( children, layerHost() );
}
