/**
 * Starts the storefront in the element the shortcode/block printed: the API layer, the state the
 * server's preloaded answers fill, the session, and React's first render.
 */
import { createRoot, startTransition } from '@wordpress/element';
import type { Root } from 'react-dom/client';
import { getDefaultStore } from 'jotai';
import { setupApi } from './api';
import { App } from './App';
import { CONFIG_ELEMENT_ID, hasPageConfig } from './config';
import { watchServerFields } from './components/serverFields';
import {
	forgetCatalogueOnLogout,
	primeCatalogueFromPreload,
} from './state/catalogue';
import { ensureSessionStarted } from './state/session';

/** Returns React's root of the storefront (a test unmounts it). */
export function mount( element: HTMLElement ): Root {
	if ( ! hasPageConfig() ) {
		// For the developer or the shop's staff reading the console: the app runs, without the shop's data.
		// eslint-disable-next-line no-console
		console.warn(
			`Sklep kosmetyczny: brak konfiguracji strony (#${ CONFIG_ELEMENT_ID }) albo nie jest poprawnym JSON-em; sklep działa bez danych sklepu. Sprawdź, czy wtyczka optymalizująca nie usuwa ani nie zmienia bloku <script type="application/json">.`
		);
	}
	// What the shopper types into the server's first screen until React replaces it is kept.
	watchServerFields( element );
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
	return root;
}
