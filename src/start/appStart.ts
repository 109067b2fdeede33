/**
 * The app's scripts run once the first screen is on screen (includes/Storefront/AppStart.php prints this
 * file's build inline at the end of the page).
 *
 * The server draws the first screen (includes/Storefront/ServerMarkup.php); the app then takes it over.
 * The bundle and the WordPress scripts it needs (React, wp-element, wp-api-fetch, …) are printed inert
 * (`<script type="text/x-cosmetics-storefront" data-src="…">`, their inline scripts too); they are
 * fetched and run, in the page's order, only after the browser has presented the first screen: its
 * first photo when it has one (`elementtiming="cs-first-screen"`, the page's largest paint), else its
 * first text. Until then the main thread belongs to the parser, the layout and the first paint. Where
 * the server drew only a placeholder (a search, the account, …) they start at once. The account
 * dialogs' chunks (`<link data-cs-prefetch>`) are prefetched after the bundle ran.
 */

/** The type that keeps a script tag inert (includes/Storefront/AppStart.php writes it). */
export const HELD_TYPE = 'text/x-cosmetics-storefront';

/** The `elementtiming` name of the first screen's photo (the server's markup). */
export const FIRST_SCREEN = 'cs-first-screen';

/** A photo that is never presented (hidden, failed) holds the app this long after the page's load. */
export const PHOTO_WAIT_MS = 1000;

/** Nothing holds the app longer than this after the loader ran (a photo that stalls, say). */
export const START_AT_LATEST_MS = 3000;

/**
 * The server's placeholder for a screen only the app draws: in the shell's main (ServerMarkup) or
 * alone in the mount (Mount). Nowhere deeper: a product description may hold an element of that class.
 */
const PLACEHOLDER =
	'#cosmetics-storefront > .cs-boot, #cosmetics-storefront #cs-main > .cs-boot';

/** What a shopper reads when a file of the app could not be loaded. */
export const FAILED_TEXT = 'Nie udało się wczytać sklepu. Odśwież stronę.';

interface Timing {
	readonly name: string;
	readonly identifier?: string;
}

/** Calls `then` in the second frame from now (the frame before has been drawn by then). */
function afterFrames( win: typeof window, then: () => void ): void {
	win.requestAnimationFrame( () => win.requestAnimationFrame( then ) );
}

function afterLoad( win: typeof window, then: () => void ): void {
	if ( win.document.readyState === 'complete' ) {
		then();
	} else {
		win.addEventListener( 'load', then, { once: true } );
	}
}

/**
 * Calls `then` once, in a task of its own, after the first screen was presented: the browser's own
 * report of that paint (Element Timing for the photo, the first contentful paint otherwise), which
 * comes after the frame is on screen. Browsers without that report: two frames after the page's load.
 * At once where the server drew only a placeholder (the app draws that screen: waiting would only
 * delay it) or the page loads in a tab nobody sees (nothing is painted there), and at the latest
 * START_AT_LATEST_MS after this call.
 */
export function afterFirstScreen(
	then: () => void,
	win: typeof window = window
): void {
	let started = false;
	const go = () => {
		if ( ! started ) {
			started = true;
			win.setTimeout( then, 0 );
		}
	};
	if (
		win.document.querySelector( PLACEHOLDER ) ||
		win.document.visibilityState === 'hidden'
	) {
		go();
		return;
	}
	win.setTimeout( go, START_AT_LATEST_MS );
	const photo = win.document.querySelector< HTMLImageElement >(
		`img[elementtiming="${ FIRST_SCREEN }"]`
	);
	const kind = photo ? 'element' : 'paint';
	const Observer = win.PerformanceObserver;
	if ( ! Observer?.supportedEntryTypes?.includes( kind ) ) {
		afterLoad( win, () => afterFrames( win, go ) );
		return;
	}
	const observer = new Observer( ( list ) => {
		const entries = list.getEntries() as unknown as Timing[];
		if (
			entries.some( ( entry ) =>
				photo
					? entry.identifier === FIRST_SCREEN
					: entry.name === 'first-contentful-paint'
			)
		) {
			observer.disconnect();
			go();
		}
	} );
	observer.observe( { type: kind, buffered: true } );
	if ( photo ) {
		photo.addEventListener( 'error', () => afterFrames( win, go ), {
			once: true,
		} );
		afterLoad( win, () => win.setTimeout( go, PHOTO_WAIT_MS ) );
	}
}

/**
 * Runs the inert scripts in the page's order: the files are all fetched at once (preloads at low
 * priority), then each inert script is replaced by a live one with the same attributes, the next after
 * its load; an inline one runs as it is inserted. Then `done`. A file that fails stops there (what comes after needs it):
 * the server's first screen stays as it is, and `failed` is told.
 */
export function runHeldScripts(
	doc: Document,
	done: () => void,
	failed: ( src: string ) => void
): void {
	const held = Array.from(
		doc.querySelectorAll< HTMLScriptElement >(
			`script[type="${ HELD_TYPE }"]`
		)
	);
	for ( const inert of held ) {
		const src = inert.getAttribute( 'data-src' );
		if ( src ) {
			const preload = doc.createElement( 'link' );
			preload.rel = 'preload';
			preload.as = 'script';
			// The priority a script the page inserts gets anyway: the first screen's photos and styles go
			// first (a preload's default, high, made Lighthouse count the scripts in the first paint).
			preload.setAttribute( 'fetchpriority', 'low' );
			preload.href = src;
			doc.head.appendChild( preload );
		}
	}
	const next = ( index: number ): void => {
		const inert = held[ index ];
		if ( ! inert ) {
			done();
			return;
		}
		const script = doc.createElement( 'script' );
		for ( const { name, value } of Array.from( inert.attributes ) ) {
			if ( name !== 'type' && name !== 'data-src' ) {
				script.setAttribute( name, value );
			}
		}
		const src = inert.getAttribute( 'data-src' );
		if ( src ) {
			script.async = false;
			script.onload = () => next( index + 1 );
			script.onerror = () => failed( src );
			script.src = src;
			inert.replaceWith( script );
			return;
		}
		script.text = inert.text;
		inert.replaceWith( script );
		next( index + 1 );
	};
	next( 0 );
}

/** The inert prefetch links become prefetches. */
export function prefetchLater( doc: Document ): void {
	doc.querySelectorAll( 'link[data-cs-prefetch]' ).forEach( ( link ) =>
		link.setAttribute( 'rel', 'prefetch' )
	);
}

/**
 * A file of the app failed: said in the console, and in place of the placeholder where there is one.
 * The mount is marked `cs-no-app`: the server's tabs' panels then stand one below the other, as without
 * JavaScript (only the app works the strip; storefront.css).
 */
export function startFailed( doc: Document, src: string ): void {
	// eslint-disable-next-line no-console
	console.error( `Sklep: nie udało się wczytać ${ src }.` );
	doc.getElementById( 'cosmetics-storefront' )?.classList.add( 'cs-no-app' );
	const placeholder = doc.querySelector( PLACEHOLDER );
	if ( placeholder ) {
		placeholder.textContent = FAILED_TEXT;
	}
}

export function start( win: typeof window = window ): void {
	const doc = win.document;
	afterFirstScreen(
		() =>
			runHeldScripts(
				doc,
				() => prefetchLater( doc ),
				( src ) => startFailed( doc, src )
			),
		win
	);
}
