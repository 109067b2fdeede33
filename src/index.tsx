/**
 * Entry of the storefront bundle: mounts the app into the element the shortcode/block printed.
 */
import { createRoot, startTransition } from '@wordpress/element';
import { getDefaultStore } from 'jotai';
import { setupApi } from './api/setup';
import { App } from './App';
import {
	forgetCatalogueOnLogout,
	primeCatalogueFromPreload,
} from './state/catalogue';
// Accounts.
import { ensureSessionStarted } from './state/session';
// Up front only what the first screen (shell, home, listing, product page, legal pages the server
// draws, cart panel, account menu) shows; each lazy screen and the account dialogs import their own
// CSS, which comes with their chunk.
import './styles/storefront.css';
import './styles/account.css';
import './styles/cart.css';

const MOUNT_ID = 'cosmetics-storefront';

function start(): void {
	const element = document.getElementById( MOUNT_ID );
	if ( ! element ) {
		return;
	}
	setupApi();
	forgetCatalogueOnLogout( getDefaultStore() );
	// The first render shows the preloaded catalogue answers the server rendered already: no request,
	// and the same screen as the server's markup, so nothing jumps.
	primeCatalogueFromPreload( getDefaultStore() );
	// Accounts: the stored token is checked before any request carries it.
	void ensureSessionStarted( getDefaultStore() );
	// The first render is a transition, so React renders in slices of a few milliseconds that
	// yield to the browser (no long task blocking input while 50 cards render); the server's markup of
	// the same screen stays on show until React commits.
	const root = createRoot( element );
	startTransition( () => root.render( <App /> ) );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}
