/**
 * Search engines: what a crawler reads. For every published product (every page of the Store
 * API's listing), every product category and every static storefront page of the running shop, the
 * HTML is fetched with plain fetch (no JavaScript, 4 at a time) and checked:
 *
 * 1. status 200 (404 for addresses naming nothing), one <title>, one canonical naming the address itself
 *    (`/sklep?category=x` its clean form), a meta description on indexable pages, `<html lang="pl-PL">`,
 *    `noindex` only where due;
 * 2. JSON-LD present and parseable where due (Product + BreadcrumbList on products, BreadcrumbList on
 *    categories and /sklep, Organization + WebSite on the home page), the Product's price being the
 *    price a guest gets from the Store API (AggregateOffer from the cheapest for a variable product);
 *    every JSON-LD object type-checked against schema.org with `schema-dts` (TypeScript, strict, 0
 *    diagnostics), and a wrong document shown to fail that check;
 * 3. unknown product, category and order addresses answer 404;
 * 5. before any script: a product's name as the h1, its price as the app writes it ("129,00 zł"), its
 *    availability in the app's words, its description, its main photo with alt text and breadcrumb
 *    links; the shop and each category link to their products and to the next page, and following
 *    those links reaches every product of the list.
 *
 * Whatever is published when the test runs is checked (other tests add products): nothing here
 * depends on the demo data being pristine.
 */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { parse } from 'parse5';
import ts from 'typescript';
import { BASE_URL } from './support.mjs';

const CONCURRENCY = 4;
const STORE = `${ BASE_URL }/wp-json/wc/store/v1`;
/** The storefront's pages without data of their own, and whether a search engine may index them. */
const STATIC_PAGES = {
	'/kontakt': true,
	'/regulamin': true,
	'/polityka-zwrotow': true,
	'/polityka-prywatnosci': true,
	'/odstapienie-od-umowy': true,
	'/checkout': false,
	'/profil': false,
	'/reset_hasla': false,
};
const LEGAL_PAGES = [ '/regulamin', '/polityka-zwrotow', '/polityka-prywatnosci' ];

// ---------------------------------------------------------------------------------------------------
// Fetching.

async function pool( items, worker ) {
	const results = new Array( items.length );
	let next = 0;
	await Promise.all(
		Array.from( { length: Math.min( CONCURRENCY, items.length ) }, async () => {
			while ( next < items.length ) {
				const index = next++;
				results[ index ] = await worker( items[ index ] );
			}
		} )
	);
	return results;
}

async function json( url ) {
	const response = await fetch( url );
	assert.equal( response.status, 200, url );
	return { body: await response.json(), headers: response.headers };
}

/** Every item of a Store API collection, all pages. */
async function all( path ) {
	const first = await json( `${ STORE }${ path }${ path.includes( '?' ) ? '&' : '?' }per_page=100&page=1` );
	const pages = Number( first.headers.get( 'x-wp-totalpages' ) ?? 1 );
	const rest = await pool( Array.from( { length: Math.max( 0, pages - 1 ) }, ( _, i ) => i + 2 ), ( page ) => json( `${ STORE }${ path }${ path.includes( '?' ) ? '&' : '?' }per_page=100&page=${ page }` ) );
	return [ first, ...rest ].flatMap( ( answer ) => answer.body );
}

/** The page as a crawler gets it: status and parsed document, no redirect followed. */
async function crawl( path ) {
	const response = await fetch( `${ BASE_URL }${ path }`, { redirect: 'manual' } );
	const html = await response.text();
	return { path, status: response.status, html, doc: parse( html ) };
}

// ---------------------------------------------------------------------------------------------------
// Reading the document (parse5's tree).

function* walk( node ) {
	yield node;
	for ( const child of node.childNodes ?? [] ) {
		yield* walk( child );
	}
	if ( node.content ) {
		yield* walk( node.content );
	}
}
const attr = ( node, name ) => node.attrs?.find( ( a ) => a.name === name )?.value ?? null;
const hasClass = ( node, name ) => ( attr( node, 'class' ) ?? '' ).split( /\s+/ ).includes( name );
const all$ = ( root, match ) => [ ...walk( root ) ].filter( ( node ) => node.tagName && match( node ) );
const first$ = ( root, match ) => all$( root, match )[ 0 ] ?? null;
const text = ( node ) =>
	[ ...walk( node ) ]
		.filter( ( n ) => n.nodeName === '#text' )
		.map( ( n ) => n.value )
		.join( '' )
		.replace( /\s+/g, ' ' )
		.trim();
/** Text with Intl's no-break spaces as plain ones. */
const plain = ( value ) => value.replace( /[\u00a0\u202f]/g, ' ' );
const decode = ( html ) => text( parse( `<p>${ html }</p>` ) );
const head = ( doc ) => first$( doc, ( n ) => n.tagName === 'head' );
const body = ( doc ) => first$( doc, ( n ) => n.tagName === 'body' );
const mount = ( doc ) => first$( doc, ( n ) => attr( n, 'id' ) === 'cosmetics-storefront' );
const links = ( root ) => all$( root, ( n ) => n.tagName === 'a' ).map( ( a ) => attr( a, 'href' ) );
const absolute = ( href ) => new URL( href, BASE_URL ).href;

const money = ( minor, prices ) => plain( new Intl.NumberFormat( 'pl-PL', { style: 'currency', currency: prices.currency_code || 'PLN' } ).format( Number( minor ) / 10 ** prices.currency_minor_unit ) );

/** src/domain/stock.ts stockState(): the availability in the app's words. */
function stockLabel( product ) {
	if ( product.is_on_backorder ) {
		return 'Przedsprzedaż';
	}
	if ( ! product.is_in_stock ) {
		return 'Brak w magazynie';
	}
	const ours = product.extensions?.[ 'cosmetics-storefront' ] ?? {};
	const left = 'low_stock_remaining' in ours ? ours.low_stock_remaining : product.low_stock_remaining;
	return typeof left === 'number' && left > 0 && left <= 5 ? `Tylko ${ left } szt.` : 'Dostępny';
}

// ---------------------------------------------------------------------------------------------------
// Points 1 to 3 on one page.

const jsonLd = [];
/** Whether the site lets search engines index it (WordPress's blog_public), read from the home page. */
let sitePublic = true;

/** Head checks of every page; returns the page's JSON-LD graph (objects). */
function checkHead( page, { canonical, indexable = true, structured = false, described = indexable } ) {
	const where = page.path;
	const html = first$( page.doc, ( n ) => n.tagName === 'html' );
	assert.equal( attr( html, 'lang' ), 'pl-PL', `${ where }: <html lang="pl-PL">` );
	const titles = all$( page.doc, ( n ) => n.tagName === 'title' );
	assert.equal( titles.length, 1, `${ where }: one <title>` );
	assert.ok( text( titles[ 0 ] ).length > 0, `${ where }: a title` );
	const canonicals = all$( page.doc, ( n ) => n.tagName === 'link' && attr( n, 'rel' ) === 'canonical' );
	if ( canonical === null ) {
		assert.equal( canonicals.length, 0, `${ where }: no canonical` );
	} else {
		assert.equal( canonicals.length, 1, `${ where }: one canonical` );
		assert.equal( attr( canonicals[ 0 ], 'href' ), absolute( canonical ), `${ where }: canonical` );
	}
	const descriptions = all$( head( page.doc ), ( n ) => n.tagName === 'meta' && attr( n, 'name' ) === 'description' );
	assert.ok( descriptions.length <= 1, `${ where }: at most one description` );
	if ( described ) {
		assert.equal( descriptions.length, 1, `${ where }: a meta description` );
		assert.ok( attr( descriptions[ 0 ], 'content' ).trim().length > 0, `${ where }: the description says something` );
	}
	const robots = all$( head( page.doc ), ( n ) => n.tagName === 'meta' && attr( n, 'name' ) === 'robots' ).map( ( n ) => attr( n, 'content' ) ).join( ',' );
	// A site that asks search engines not to index it (Ustawienia → Czytanie, as the dev shop does) says
	// noindex everywhere; otherwise exactly the pages that must not be indexed say it.
	assert.equal( /noindex/.test( robots ), ! indexable || ! sitePublic, `${ where }: robots "${ robots }"` );
	assert.equal( all$( head( page.doc ), ( n ) => n.tagName === 'meta' && attr( n, 'property' ) === 'og:title' ).length, 1, `${ where }: one og:title` );

	const scripts = all$( page.doc, ( n ) => n.tagName === 'script' && attr( n, 'type' ) === 'application/ld+json' );
	const graph = [];
	for ( const script of scripts ) {
		let data;
		assert.doesNotThrow( () => ( data = JSON.parse( text( script ) ) ), `${ where }: JSON-LD parses` );
		assert.equal( data[ '@context' ], 'https://schema.org', `${ where }: JSON-LD context` );
		graph.push( ...( data[ '@graph' ] ?? [ data ] ) );
	}
	if ( structured ) {
		assert.ok( graph.length > 0, `${ where }: JSON-LD present` );
	}
	for ( const item of graph ) {
		jsonLd.push( { where, item } );
	}
	return graph;
}

function checkBreadcrumbs( where, graph, last ) {
	const list = graph.find( ( item ) => item[ '@type' ] === 'BreadcrumbList' );
	assert.ok( list, `${ where }: BreadcrumbList` );
	const items = list.itemListElement;
	assert.deepEqual( items.map( ( item ) => item.position ), items.map( ( _, i ) => i + 1 ), `${ where }: positions` );
	assert.equal( items.at( -1 ).item, absolute( last ), `${ where }: the trail ends here` );
}

// ---------------------------------------------------------------------------------------------------

test( 'a crawler without JavaScript finds every product, category and storefront page with its head, content and structured data', { timeout: 120_000 }, async ( t ) => {
	const started = Date.now();
	const homeRobots = all$( head( ( await crawl( '/' ) ).doc ), ( n ) => n.tagName === 'meta' && attr( n, 'name' ) === 'robots' ).map( ( n ) => attr( n, 'content' ) ).join( ',' );
	sitePublic = ! /noindex/.test( homeRobots );
	if ( ! sitePublic ) {
		t.diagnostic( `the site asks search engines not to index it (home: robots "${ homeRobots }"): indexable pages are not told apart by robots` );
	}
	const [ products, categories ] = await Promise.all( [ all( '/products' ), all( '/products/categories?hide_empty=false' ) ] );
	assert.ok( products.length > 0 && categories.length > 0, 'the shop has products and categories' );
	const catalogue = new Set( ( await all( '/products?catalog_visibility=catalog' ) ).map( ( product ) => product.id ) );

	// --- products -----------------------------------------------------------------------------------
	await pool( products, async ( product ) => {
		const path = `/sklep/product/${ product.id }`;
		const page = await crawl( path );
		assert.equal( page.status, 200, path );
		// A product another test made without any description has none to put in the head.
		const described = decode( product.short_description || product.description || '' ).length > 0;
		const graph = checkHead( page, { canonical: path, structured: true, described } );
		const name = decode( product.name );

		// JSON-LD: a Product whose price is the guest's.
		const item = graph.find( ( entry ) => entry[ '@type' ] === 'Product' );
		assert.ok( item, `${ path }: Product` );
		assert.equal( item.name, name, `${ path }: Product name` );
		assert.equal( item.url, absolute( path ), `${ path }: Product url` );
		const prices = product.prices;
		const range = prices.price_range;
		const low = range ? range.min_amount : prices.price;
		const high = range ? range.max_amount : prices.price;
		if ( prices.price === '' ) {
			assert.equal( item.offers, undefined, `${ path }: no offer without a price` );
			return;
		}
		const guest = ( minor ) => ( Number( minor ) / 10 ** prices.currency_minor_unit ).toFixed( prices.currency_minor_unit );
		if ( low !== high ) {
			assert.equal( item.offers[ '@type' ], 'AggregateOffer', `${ path }: AggregateOffer` );
			assert.equal( item.offers.lowPrice, guest( low ), `${ path }: lowPrice = the guest's Store API price` );
			assert.equal( item.offers.highPrice, guest( high ), `${ path }: highPrice` );
		} else {
			assert.equal( item.offers[ '@type' ], 'Offer', `${ path }: Offer` );
			assert.equal( item.offers.price, guest( low ), `${ path }: price = the guest's Store API price` );
		}
		assert.equal( item.offers.priceCurrency, prices.currency_code, `${ path }: currency` );
		checkBreadcrumbs( path, graph, path );

		// Point 5: the content before any script.
		const root = mount( page.doc );
		assert.ok( root, `${ path }: the mount element` );
		const h1s = all$( body( page.doc ), ( n ) => n.tagName === 'h1' );
		assert.equal( h1s.length, 1, `${ path }: one h1` );
		assert.equal( text( h1s[ 0 ] ), name, `${ path }: the name is the heading` );
		const price = plain( text( first$( root, ( n ) => hasClass( n, 'cs-product__price' ) ) ?? { childNodes: [] } ) );
		assert.ok( price.includes( money( low, prices ) ), `${ path }: price "${ price }" shows ${ money( low, prices ) }` );
		const stock = text( first$( root, ( n ) => hasClass( n, 'cs-product__stock' ) ) ?? { childNodes: [] } );
		// A variable product before a choice says what the app says (its default choice: that variation's stock).
		if ( product.type === 'variable' ) {
			assert.ok( stock === 'Wybierz wariant, aby zobaczyć dostępność' || /^(Dostępny|Tylko \d+ szt\.|Brak w magazynie|Przedsprzedaż)$/.test( stock ), `${ path }: availability "${ stock }"` );
		} else {
			assert.equal( stock, stockLabel( product ), `${ path }: availability` );
		}
		const description = decode( product.description ).slice( 0, 40 );
		if ( description ) {
			assert.ok( text( first$( root, ( n ) => hasClass( n, 'cs-prose' ) ) ?? { childNodes: [] } ).includes( description ), `${ path }: the description` );
		}
		if ( product.images.length ) {
			const img = first$( root, ( n ) => n.tagName === 'img' && hasClass( n, 'is-current' ) );
			assert.ok( img && attr( img, 'src' ), `${ path }: the main photo` );
			assert.ok( ( attr( img, 'alt' ) ?? '' ).trim().length > 0, `${ path }: the photo's alt text` );
		}
		const crumbs = first$( root, ( n ) => n.tagName === 'nav' && hasClass( n, 'cs-breadcrumb' ) );
		assert.ok( crumbs && links( crumbs ).map( absolute ).includes( absolute( '/sklep' ) ), `${ path }: breadcrumb links` );
		if ( product.categories.length ) {
			assert.ok( links( crumbs ).some( ( href ) => href.startsWith( '/sklep/category/' ) ), `${ path }: breadcrumb to its category` );
		}
		// Review finding 14: the JSON-LD trail is the visible one (home, then the breadcrumb's links, then the product).
		const trail = graph.find( ( item ) => item[ '@type' ] === 'BreadcrumbList' ).itemListElement.map( ( item ) => item.item );
		assert.deepEqual( trail, [ absolute( '/' ), ...links( crumbs ).map( absolute ), absolute( path ) ], `${ path }: JSON-LD breadcrumbs = the visible ones` );
	} );

	// --- the shop and the categories: product links and the next page --------------------------------
	/** Follows the list's next-page links from `path`; returns the product ids linked on the way. */
	async function listed( path, canonical, graphCheck ) {
		const ids = new Set();
		let next = path;
		for ( let pages = 0; next && pages < 10; pages++ ) {
			const page = await crawl( next );
			assert.equal( page.status, 200, next );
			// The next pages (?page=N: pages 1 to N, as after 'Załaduj więcej') are followed, not indexed.
			const graph = checkHead( page, { canonical: pages === 0 ? canonical : next, indexable: pages === 0, structured: pages === 0 } );
			if ( pages === 0 ) {
				graphCheck?.( graph );
			}
			const root = mount( page.doc );
			assert.equal( all$( body( page.doc ), ( n ) => n.tagName === 'h1' ).length, 1, `${ next }: one h1` );
			for ( const href of links( first$( root, ( n ) => hasClass( n, 'cs-shop__results' ) ) ?? { childNodes: [] } ) ) {
				const match = /^\/sklep\/product\/(\d+)$/.exec( href );
				if ( match ) {
					ids.add( Number( match[ 1 ] ) );
				}
			}
			const more = first$( root, ( n ) => n.tagName === 'a' && hasClass( n.parentNode ?? {}, 'cs-load-more' ) );
			// The link lands at the next page's first card (#cs-page-N): a crawler drops the fragment.
			next = more ? attr( more, 'href' ).split( '#' )[ 0 ] : null;
		}
		return ids;
	}

	const shopIds = await listed( '/sklep', '/sklep', ( graph ) => checkBreadcrumbs( '/sklep', graph, '/sklep' ) );
	assert.deepEqual( [ ...shopIds ].sort(), [ ...catalogue ].sort(), '/sklep and its next pages link every catalogue product' );

	// /sklep?category=x is the same screen as /sklep/category/x: checked for a few categories (time).
	const queryForm = new Set( categories.slice( 0, 3 ).map( ( category ) => category.id ) );
	await pool( categories, async ( category ) => {
		const path = `/sklep/category/${ category.slug }`;
		const expected = new Set( ( await all( `/products?catalog_visibility=catalog&category=${ category.id }` ) ).map( ( product ) => product.id ) );
		const ids = await listed( path, path, ( graph ) => checkBreadcrumbs( path, graph, path ) );
		assert.deepEqual( [ ...ids ].sort(), [ ...expected ].sort(), `${ path } and its next pages link the category's products` );
		if ( ! queryForm.has( category.id ) ) {
			return;
		}
		// The query form is the same page; its canonical is the clean address.
		const query = await crawl( `/sklep?category=${ category.slug }` );
		assert.equal( query.status, 200 );
		checkHead( query, { canonical: path, structured: true } );
		assert.ok( links( mount( query.doc ) ).some( ( href ) => /^\/sklep\/product\/\d+$/.test( href ) ) || expected.size === 0, `/sklep?category=${ category.slug }: product links` );
	} );

	// --- home and the static pages --------------------------------------------------------------------
	const home = await crawl( '/' );
	assert.equal( home.status, 200 );
	const homeGraph = checkHead( home, { canonical: '/', structured: true } );
	assert.ok( homeGraph.some( ( item ) => item[ '@type' ] === 'Organization' ) && homeGraph.some( ( item ) => item[ '@type' ] === 'WebSite' ), '/: Organization and WebSite' );

	await pool( Object.entries( STATIC_PAGES ), async ( [ path, indexable ] ) => {
		const page = await crawl( path );
		assert.equal( page.status, 200, path );
		checkHead( page, { canonical: path, indexable } );
		if ( LEGAL_PAGES.includes( path ) ) {
			const root = mount( page.doc );
			assert.equal( all$( root, ( n ) => n.tagName === 'h1' ).length, 1, `${ path }: its heading` );
			assert.ok( text( first$( root, ( n ) => hasClass( n, 'cs-legal__text' ) ) ?? { childNodes: [] } ).length > 200, `${ path }: its text` );
		}
	} );

	// --- point 3: addresses naming nothing ------------------------------------------------------------
	const missingId = Math.max( ...products.map( ( product ) => product.id ) ) + 100000;
	for ( const path of [ `/sklep/product/${ missingId }`, '/sklep/category/nie-ma-takiej-kategorii-12', `/zamowienie/${ missingId }`, '/nie-ma-takiej-strony', '/?page=2' ] ) {
		const page = await crawl( path );
		assert.equal( page.status, 404, path );
		assert.equal( all$( page.doc, ( n ) => n.tagName === 'title' ).length, 1, `${ path }: one <title>` );
		assert.equal( attr( first$( page.doc, ( n ) => n.tagName === 'html' ), 'lang' ), 'pl-PL' );
		// The 404 head: no canonical (never the home page's), not indexed.
		assert.equal( all$( head( page.doc ), ( n ) => n.tagName === 'link' && attr( n, 'rel' ) === 'canonical' ).length, 0, `${ path }: no canonical` );
		assert.match( all$( head( page.doc ), ( n ) => n.tagName === 'meta' && attr( n, 'name' ) === 'robots' ).map( ( n ) => attr( n, 'content' ) ).join( ',' ), /noindex/, `${ path }: noindex` );
	}

	t.diagnostic( `${ products.length } products, ${ categories.length } categories, ${ Object.keys( STATIC_PAGES ).length + 1 } static pages, ${ jsonLd.length } JSON-LD objects in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s` );

	// --- the JSON-LD types against schema.org (schema-dts) ---------------------------------------------
	const shapes = distinctShapes( jsonLd );
	const diagnostics = typeCheck( shapes );
	assert.deepEqual( diagnostics.good, [], 'every JSON-LD object type-checks against schema-dts' );
	assert.ok( diagnostics.wrongPrice.some( ( d ) => /amount/.test( d ) ), `a Product whose offers.price is an object fails the check: ${ diagnostics.wrongPrice }` );
	assert.ok( diagnostics.unknownProperty.some( ( d ) => /cena/.test( d ) ), `a Product with an unknown property fails the check: ${ diagnostics.unknownProperty }` );
	t.diagnostic( `schema-dts: ${ jsonLd.length } objects (${ shapes.length } distinct shapes), 0 diagnostics; the wrong documents: ${ diagnostics.wrongPrice.length } and ${ diagnostics.unknownProperty.length }` );
} );

// ---------------------------------------------------------------------------------------------------
// schema-dts: the JSON-LD objects as typed TypeScript constants, checked by the project's TypeScript.

const TYPES = {
	Product: 'Product',
	BreadcrumbList: 'BreadcrumbList',
	Organization: 'Organization',
	WebSite: 'WebSite',
};

/**
 * One constant per object, typed `WithContext<Product>` etc. by its @type. schema.org's `query-input`
 * annotation of a SearchAction (https://schema.org/docs/actions.html) is not in schema-dts: the
 * WebSite's potentialAction is checked as `SearchAction & { 'query-input': string }`.
 */
function source( objects ) {
	const lines = [ `import type { ${ Object.values( TYPES ).join( ', ' ) }, SearchAction, WithContext } from 'schema-dts';`, 'type SearchActionWithInput = SearchAction & { "query-input": string };' ];
	objects.forEach( ( { where, item }, i ) => {
		const type = TYPES[ item[ '@type' ] ];
		assert.ok( type, `${ where }: a JSON-LD type this test knows (${ item[ '@type' ] })` );
		const { potentialAction, ...rest } = item;
		lines.push( `// ${ where.replace( /[\r\n]/g, ' ' ) }` );
		lines.push( `export const item${ i }: WithContext< ${ type } > = ${ JSON.stringify( { '@context': 'https://schema.org', ...rest } ) };` );
		if ( potentialAction ) {
			lines.push( `export const action${ i }: SearchActionWithInput = ${ JSON.stringify( potentialAction ) };` );
		}
	} );
	return lines.join( '\n' ) + '\n';
}

/**
 * One object per shape: what a type check can tell apart is an object's structure, its `@type`s and
 * its enumerated values (availability); names, URLs and prices of the same structure are all `Text` /
 * `URL` / `Number` to it. Checking 160 objects against schema-dts's unions took half a minute; their
 * shapes, a second.
 */
function distinctShapes( objects ) {
	const shape = ( value, key = '' ) => {
		if ( Array.isArray( value ) ) {
			return [ ...new Set( value.map( ( item ) => JSON.stringify( shape( item ) ) ) ) ].sort();
		}
		if ( value && typeof value === 'object' ) {
			return Object.fromEntries( Object.keys( value ).sort().map( ( k ) => [ k, shape( value[ k ], k ) ] ) );
		}
		return key === '@type' || key === 'availability' || key === '@context' ? value : typeof value;
	};
	const seen = new Map();
	for ( const object of objects ) {
		const signature = JSON.stringify( shape( object.item ) );
		if ( ! seen.has( signature ) ) {
			seen.set( signature, object );
		}
	}
	return [ ...seen.values() ];
}

function typeCheck( objects ) {
	const dir = resolve( 'test-results/crawler' );
	mkdirSync( dir, { recursive: true } );
	const sample = objects.find( ( { item } ) => item[ '@type' ] === 'Product' ).item;
	const files = {
		good: source( objects ),
		wrongPrice: source( [ { where: 'offers.price an object', item: { ...sample, offers: { '@type': 'Offer', price: { amount: 129 }, priceCurrency: 'PLN' } } } ] ),
		unknownProperty: source( [ { where: 'an unknown property', item: { ...sample, cena: '129,00 zł' } } ] ),
	};
	const paths = Object.fromEntries( Object.entries( files ).map( ( [ name, content ] ) => {
		const file = join( dir, `jsonld-${ name }.ts` );
		writeFileSync( file, content );
		return [ name, file ];
	} ) );
	const program = ts.createProgram( Object.values( paths ), {
		strict: true,
		noEmit: true,
		skipLibCheck: true,
		target: ts.ScriptTarget.ES2020,
		module: ts.ModuleKind.ESNext,
		moduleResolution: ts.ModuleResolutionKind.Bundler,
		types: [],
	} );
	const result = {};
	for ( const [ name, file ] of Object.entries( paths ) ) {
		const diagnostics = [ ...program.getSyntacticDiagnostics( program.getSourceFile( file ) ), ...program.getSemanticDiagnostics( program.getSourceFile( file ) ) ];
		result[ name ] = diagnostics.map( ( d ) => {
			const line = d.file ? d.file.getLineAndCharacterOfPosition( d.start ?? 0 ).line : 0;
			return `${ name }:${ line + 1 } ${ ts.flattenDiagnosticMessageText( d.messageText, '\n' ) }`.slice( 0, 600 );
		} );
	}
	return result;
}

// ---------------------------------------------------------------------------------------------------
// Review findings 10, 11 and 13 (plain fetch, a few requests).

test( 'a storefront address names no WordPress page links, any search is noindex and WooCommerce’s page N keeps its number', async () => {
	const shop = await fetch( `${ BASE_URL }/sklep`, { redirect: 'manual' } );
	const html = await shop.text();
	const links = shop.headers.get( 'link' ) ?? '';
	assert.doesNotMatch( html, /rel=['"]shortlink['"]|oembed|\/wp-json\/wp\/v2\/pages\//, '/sklep: no shortlink, oEmbed or REST alternate link of the WordPress page' );
	assert.doesNotMatch( links, /shortlink|alternate/, `/sklep: Link header "${ links }"` );

	for ( const asked of [ `/sklep?search=${ encodeURIComponent( '"><script>alert(1)</script> krem' ) }`, `/sklep?search=${ 'a'.repeat( 5000 ) }` ] ) {
		// A search is addressed as the shop writes it (markup out, at most 100 characters): a 301 there first.
		const first = await fetch( `${ BASE_URL }${ asked }`, { redirect: 'manual' } );
		assert.equal( first.status, 301, asked.slice( 0, 60 ) );
		const target = new URL( first.headers.get( 'location' ), BASE_URL );
		const searched = target.searchParams.get( 'search' ) ?? '';
		assert.ok( searched.length > 0 && searched.length <= 100 && ! /[<>]/.test( searched ), `${ asked.slice( 0, 60 ) } → ${ target.search.slice( 0, 60 ) }` );
		const path = target.pathname + target.search;
		const page = await crawl( path );
		assert.equal( page.status, 200, path.slice( 0, 60 ) );
		const robots = all$( head( page.doc ), ( n ) => n.tagName === 'meta' && attr( n, 'name' ) === 'robots' ).map( ( n ) => attr( n, 'content' ) ).join( ',' );
		assert.match( robots, /noindex/, `${ path.slice( 0, 60 ) }: robots "${ robots }"` );
		const title = text( first$( page.doc, ( n ) => n.tagName === 'title' ) );
		assert.ok( title.length < 200, `${ path.slice( 0, 60 ) }: the title is capped (${ title.length } characters)` );
	}

	for ( const [ from, to ] of [ [ '/sklep/page/2/', '/sklep?page=2' ], [ '/?post_type=product&paged=2', '/sklep?page=2' ], [ '/kategoria-produktu/makijaz/page/2/', '/sklep/category/makijaz?page=2' ] ] ) {
		const response = await fetch( `${ BASE_URL }${ from }`, { redirect: 'manual' } );
		assert.equal( response.status, 301, from );
		assert.equal( response.headers.get( 'location' ), `${ BASE_URL }${ to }`, from );
	}
} );
