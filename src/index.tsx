/**
 * Entry of the storefront bundle: mounts the app into the element the shortcode/block printed.
 */
// Up front only what the first screen (shell, home, listing, product page, legal pages the server
// draws, cart panel, account menu) shows; each lazy screen and the account dialogs import their own
// CSS, which comes with their chunk.
import './styles/storefront.css';
import './styles/account.css';
import './styles/cart.css';

const MOUNT_ID = 'cosmetics-storefront';

/** Lets the browser run what waits (input, a paint) before the next step: a task of its own. */
function nextTask(): Promise< void > {
	return new Promise( ( resolve ) => window.setTimeout( resolve, 0 ) );
}

/**
 * The bundle's code runs in three tasks instead of one: the script's own start, the first run of
 * the app's modules (which compiles them), and the mount (API setup, the preloaded state, React's
 * root). In one go they made a task of ~35 ms on a fast machine, four times that on a mid-range
 * phone, while the shopper already sees the server's first screen. The `eager` import adds no file
 * and no request: the modules are in this bundle, only their first run waits for its task.
 */
async function start(): Promise< void > {
	const element = document.getElementById( MOUNT_ID );
	if ( ! element ) {
		return;
	}
	await nextTask();
	const { mount } = await import( /* webpackMode: "eager" */ './mount' );
	await nextTask();
	mount( element );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () => void start() );
} else {
	void start();
}
