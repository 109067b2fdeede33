/**
 * Entry of the storefront bundle: mounts the app into the element the shortcode/block printed.
 */
import { createRoot } from '@wordpress/element';
import { setupApi } from './api/setup';
import { App } from './App';
import './styles/storefront.css';

const MOUNT_ID = 'cosmetics-storefront';

function start(): void {
	const element = document.getElementById( MOUNT_ID );
	if ( ! element ) {
		return;
	}
	setupApi();
	createRoot( element ).render( <App /> );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}
