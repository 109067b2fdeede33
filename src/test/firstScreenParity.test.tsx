/**
 * One first screen, not two (issue 31): for each case of tests/first-screen/cases (an address, the
 * shop's name and settings, the REST answers the page preloads), the page as the server sends it
 * (tests/first-screen/server/NAME.html, kept current by tests/php/FirstScreenParityTest.php) is put in
 * the mount element, the app is started on it as on the real page (src/mount.tsx: the same preloaded
 * answers, nothing else answered) and, once the app has drawn its screen, the two are compared as
 * normalised DOM: elements, classes, text, image addresses and links, one line each. A markup change on
 * one side only fails here. The deliberate differences are listed below (DIFFERENCES), each with its
 * reason; nothing else may differ.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { StorefrontConfig } from '../config';
import { installResponsePolyfill } from '../api/test/support/http';

const DIR = join( __dirname, '../../tests/first-screen' );

interface ParityCase {
	address: string;
	siteName: string;
	settings: Pick<
		StorefrontConfig[ 'settings' ],
		'shopCategoryIds' | 'shopInfo'
	> &
		Partial< Pick< StorefrontConfig[ 'settings' ], 'homeCards' > >;
	preload: Record< string, unknown >;
}

/**
 * A deliberate difference: on one side, the elements `selector` matches are left out (`remove`), or
 * read as the other side's element (`tag`, and without the `classes` only that side has), and why.
 */
interface Difference {
	side: 'server' | 'app';
	selector: string;
	remove?: true;
	tag?: string;
	classes?: string[];
	reason: string;
}

const DIFFERENCES: Difference[] = [
	{
		side: 'server',
		selector: 'script, noscript, style',
		remove: true,
		reason: 'the mount’s first script and the notes for a browser without JavaScript: the app runs',
	},
	{
		side: 'server',
		selector: 'a.cs-menu-button, a.cs-cart-button',
		tag: 'button',
		reason: 'without the app the menu button leads to the footer’s links and the cart button to the checkout; the app’s open its drawers',
	},
	{
		side: 'server',
		selector: '.cs-server-placeholder',
		tag: 'button',
		classes: [ 'cs-server-placeholder' ],
		reason: 'a control that needs JavaScript (the account’s login, the home page’s login and pause): its room is kept, unseen',
	},
	{
		side: 'server',
		selector: 'span.cs-gallery__thumb',
		tag: 'button',
		reason: 'the gallery’s thumbnails are drawn, not yet buttons (nothing to switch without the app)',
	},
	{
		side: 'app',
		selector: '.cs-gallery__nav, .cs-gallery__position',
		remove: true,
		reason: 'the gallery’s previous/next buttons and position, over the photo: they need the app',
	},
	{
		side: 'server',
		selector: 'form.cs-product__buy',
		tag: 'div',
		reason: 'the add-to-cart form posts to WooCommerce’s form handler without the app',
	},
	{
		side: 'server',
		selector: '.cs-product__buy input[type="hidden"]',
		remove: true,
		reason: 'the form’s fields for WooCommerce’s form handler',
	},
	{
		side: 'app',
		selector: '.cs-combobox__list, .cs-combobox > [role="status"]',
		remove: true,
		reason: 'the search box’s suggestions and their announcement: they come with the app',
	},
	{
		side: 'server',
		selector: 'a.cs-shop__filters-button',
		tag: 'button',
		reason: 'without JavaScript “Filtry” is a link to the filters below the list (a phone); before the app the page’s first script opens them in place, the app its drawer',
	},
	{
		side: 'server',
		selector:
			'.cs-no-results__words a.cs-chip, .cs-no-results__unfiltered a',
		tag: 'button',
		reason: 'a search that found nothing: its words and “Szukaj bez filtrów” are links to the addresses the app’s buttons go to',
	},
	{
		side: 'server',
		selector: '.cs-load-more a',
		tag: 'button',
		reason: 'without the app “Załaduj więcej” is a link to the next page’s address; the app’s button adds it below',
	},
	{
		side: 'server',
		selector: 'h2.cs-tabs__heading',
		remove: true,
		reason: 'without JavaScript the tabs’ panels stand one below the other under these headings',
	},
	{
		side: 'server',
		selector: '.cs-server-tabs .cs-tabs__tab',
		tag: 'button',
		classes: [ 'is-current' ],
		reason: 'the tab strip is drawn, not yet buttons; the first is marked current by a class, the app’s by aria-selected',
	},
	{
		side: 'server',
		selector: '.cs-server-tabs, .cs-server-later',
		classes: [ 'cs-server-tabs', 'cs-server-later' ],
		reason: 'the style’s hooks for the tabs with and without JavaScript',
	},
];

/** Stands for the footer's year on both sides (the server's kept markup has `{year}`). */
const YEAR = '{year}';
const ORIGIN = 'https://sklep.example';

function address( value: string | null ): string {
	if ( value === null ) {
		return '';
	}
	return value.startsWith( ORIGIN ) ? value.slice( ORIGIN.length ) : value;
}

/** One line per element (depth, tag, classes, link, image) and per text run; whitespace collapsed. */
function outline( root: Element ): string[] {
	const lines: string[] = [];
	const walk = ( node: Node, depth: number ) => {
		// React writes "NIP {nip}" as two text nodes, the server as one: adjacent texts are one run.
		let run = '';
		const endRun = () => {
			const text = run.replace( /[ \t\n\r]+/g, ' ' ).trim();
			if ( text ) {
				lines.push( `${ '  '.repeat( depth ) }"${ text }"` );
			}
			run = '';
		};
		for ( const child of Array.from( node.childNodes ) ) {
			if ( child.nodeType === child.TEXT_NODE ) {
				run += child.textContent ?? '';
				continue;
			}
			if ( child.nodeType !== child.ELEMENT_NODE ) {
				continue;
			}
			endRun();
			const element = child as Element;
			const classes = Array.from( element.classList ).sort().join( '.' );
			const tag =
				element.getAttribute( 'data-parity-tag' ) ??
				element.tagName.toLowerCase();
			let line = `${ '  '.repeat( depth ) }${ tag }${
				classes ? '.' + classes : ''
			}`;
			if ( element.hasAttribute( 'href' ) && tag === 'a' ) {
				line += ` href=${ address( element.getAttribute( 'href' ) ) }`;
			}
			if ( tag === 'img' ) {
				line += ` src=${ address( element.getAttribute( 'src' ) ) }`;
			}
			lines.push( line );
			if ( tag !== 'svg' ) {
				walk( element, depth + 1 );
			}
		}
		endRun();
	};
	walk( root, 0 );
	return lines;
}

function without( root: Element, side: Difference[ 'side' ] ): Element {
	const copy = root.cloneNode( true ) as Element;
	for ( const difference of DIFFERENCES ) {
		if ( difference.side !== side ) {
			continue;
		}
		copy.querySelectorAll( difference.selector ).forEach( ( element ) => {
			if ( difference.remove ) {
				element.remove();
				return;
			}
			if ( difference.tag ) {
				element.setAttribute( 'data-parity-tag', difference.tag );
			}
			element.classList.remove( ...( difference.classes ?? [] ) );
		} );
	}
	return copy;
}

const cases = readdirSync( join( DIR, 'cases' ) )
	.filter( ( file ) => file.endsWith( '.json' ) )
	.map( ( file ) => file.slice( 0, -'.json'.length ) );

/** Resolves once `ready` holds (polled between the app's renders and its answers). */
async function until( ready: () => boolean, what: string ): Promise< void > {
	for ( let i = 0; i < 400; i++ ) {
		if ( ready() ) {
			return;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 5 ) );
	}
	throw new Error( `the app never ${ what }` );
}

/** The case's app, unmounted before the next case's modules are loaded afresh. */
let unmount: () => void = () => undefined;

afterEach( () => {
	unmount();
	unmount = () => undefined;
} );

beforeEach( () => {
	jest.resetModules();
	installResponsePolyfill();
	document.body.innerHTML = '';
	window.localStorage.clear();
	window.sessionStorage.clear();
	// Nothing but the preloaded answers is answered (the cart, the session): as on a slow network.
	window.fetch = jest.fn( () => new Promise< Response >( () => undefined ) );
} );

describe( 'the server’s first screen is the app’s (tests/first-screen)', () => {
	it.each( cases )( '%s', async ( name ) => {
		const testCase = JSON.parse(
			readFileSync( join( DIR, 'cases', `${ name }.json` ), 'utf8' )
		) as ParityCase;
		const server = readFileSync(
			join( DIR, 'server', `${ name }.html` ),
			'utf8'
		);
		window.history.replaceState( null, '', testCase.address );
		window.cosmeticsStorefront = {
			restRoot: `${ ORIGIN }/wp-json/`,
			restNonce: '',
			storeApiNonce: '',
			siteName: testCase.siteName,
			basePath: '/',
			wooCommerceActive: true,
			preload: testCase.preload,
			settings: { homeCards: [], ...testCase.settings },
		} satisfies StorefrontConfig;

		const element = document.createElement( 'div' );
		element.id = 'cosmetics-storefront';
		element.innerHTML = server;
		document.body.append( element );
		const serverRoot = element.querySelector( '.cs-app--server' );
		if ( ! serverRoot ) {
			throw new Error( `${ name }: no server screen` );
		}
		const expected = outline( without( serverRoot, 'server' ) );

		const { mount } = await import( '../mount' );
		const root = mount( element );
		unmount = () => root.unmount();
		await until(
			() =>
				!! element.querySelector( '.cs-app:not(.cs-app--server) h1' ) &&
				! element.querySelector( '.cs-boot, [aria-busy="true"]' ),
			'drew its screen'
		);
		const appRoot = element.querySelector( '.cs-app' )!;
		const actual = outline( without( appRoot, 'app' ) ).map( ( line ) =>
			line.replace( /© \d{4} /, `© ${ YEAR } ` )
		);
		expect( actual.join( '\n' ) ).toBe( expected.join( '\n' ) );
	} );
} );
