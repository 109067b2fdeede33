/**
 * Works with Yoast SEO: with Yoast active on the dev shop, each storefront page's
 * HTML (as a crawler gets it, no JavaScript) has exactly one <title>, canonical, description, robots
 * tag and set of Open Graph / Twitter tags, with the storefront's values, and one Product in its
 * JSON-LD; Yoast's XML sitemap lists /sklep/product/{id} and /sklep/category/{slug}, not WooCommerce's
 * addresses, and leaves a hidden product out.
 *
 * Yoast is not part of the repository: its folder comes from the cache (scripts/lib/sources.mjs
 * findYoast, see docs/local-shop.md). Without it the test skips with the reason printed. With it, the test switches
 * Yoast on for its run (a link into the dev shop's plugins, then activation) and the site public, and
 * puts both back after — unless the shop already ran with Yoast (COSMETICS_WITH=yoast npm start).
 * Plain HTTP requests only: no browser.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { findYoast } from '../../scripts/lib/sources.mjs';
import { switchYoast } from '../../scripts/lib/site.mjs';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { BASE_URL } from './support.mjs';

const yoastDir = findYoast();
const skip = yoastDir ? false : 'Yoast SEO is not in ~/.cache/cosmetics-storefront/wordpress-seo-<version> (nor YOAST_DIR): see docs/local-shop.md, "Where WordPress and WooCommerce come from"';
if ( skip ) {
	console.log( `yoast.test.mjs skipped: ${ skip }` );
}

const host = new URL( BASE_URL ).host;
let restore = null;
let product;
let category;
let hidden;

/** The tags of a page's <head> that must each be there once. */
function headOf( html ) {
	const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec( html )?.[ 1 ] ?? '';
	const all = ( re ) => [ ...head.matchAll( re ) ].map( ( m ) => m[ 1 ] );
	const meta = ( attribute, name ) => all( new RegExp( `<meta ${ attribute }=["']${ name.replace( /[.:]/g, '\\$&' ) }["'] content=["']([^"']*)["']`, 'g' ) );
	const graph = all( /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g ).flatMap( ( json ) => {
		const data = JSON.parse( json );
		return data[ '@graph' ] ?? [ data ];
	} );
	return {
		titles: all( /<title>([\s\S]*?)<\/title>/g ),
		canonicals: all( /<link rel=["']canonical["'] href=["']([^"']*)["']/g ),
		descriptions: meta( 'name', 'description' ),
		robots: meta( 'name', 'robots' ),
		og: ( name ) => meta( 'property', name ),
		twitterCards: meta( 'name', 'twitter:card' ),
		graph,
		yoast: head.includes( 'This site is optimized with the Yoast SEO plugin' ),
	};
}

async function page( path ) {
	const response = await fetch( `${ BASE_URL }${ path }`, { redirect: 'manual' } );
	assert.equal( response.status, 200, `${ path } answers 200` );
	return headOf( await response.text() );
}

const decode = ( text ) => text.replace( /&#0?39;|&apos;/g, "'" ).replace( /&quot;/g, '"' ).replace( /&amp;/g, '&' ).replace( /&#8211;/g, '–' );

/** One of each, and the storefront's values. */
function assertOneHead( head, { path, title, canonical, type = 'website', indexable = true } ) {
	assert.ok( head.yoast, `${ path }: Yoast printed its head (it runs)` );
	assert.equal( head.titles.length, 1, `${ path }: one <title>, saw ${ JSON.stringify( head.titles ) }` );
	if ( title ) {
		assert.equal( decode( head.titles[ 0 ] ), title, `${ path }: the storefront's title` );
	}
	assert.deepEqual( head.canonicals, [ canonical ], `${ path }: one canonical, to the storefront's address` );
	assert.equal( head.descriptions.length, 1, `${ path }: one meta description, saw ${ JSON.stringify( head.descriptions ) }` );
	assert.equal( head.robots.length, 1, `${ path }: one robots tag, saw ${ JSON.stringify( head.robots ) }` );
	assert.equal( /\bnoindex\b/.test( head.robots[ 0 ] ), ! indexable, `${ path }: robots "${ head.robots[ 0 ] }"` );
	for ( const property of [ 'og:title', 'og:type', 'og:url', 'og:description', 'og:site_name', 'og:locale' ] ) {
		assert.equal( head.og( property ).length, 1, `${ path }: one ${ property }, saw ${ JSON.stringify( head.og( property ) ) }` );
	}
	assert.deepEqual( head.og( 'og:url' ), [ canonical ], `${ path }: og:url is the canonical` );
	assert.deepEqual( head.og( 'og:type' ), [ type ] );
	assert.deepEqual( head.og( 'og:locale' ), [ 'pl_PL' ] );
	assert.equal( head.twitterCards.length, 1, `${ path }: one twitter:card` );
	assert.deepEqual( head.og( 'article:modified_time' ), [], `${ path }: no date of the WordPress page` );
	for ( const node of head.graph ) {
		if ( [ 'WebPage', 'CollectionPage', 'ItemPage' ].includes( node[ '@type' ] ) ) {
			assert.equal( node.url, canonical, `${ path }: a WebPage in the JSON-LD names this address` );
		}
	}
	assert.equal( head.graph.filter( ( node ) => node[ '@type' ] === 'BreadcrumbList' ).length <= 1, true, `${ path }: at most one BreadcrumbList` );
}

describe( 'with Yoast SEO active', { skip }, () => {
	before( async () => {
		const active = fixture( BASE_URL, 'option', 'active_plugins' ).value;
		const wasOn = Object.values( active ?? {} ).includes( 'wordpress-seo/wp-seo.php' );
		const { before: wasPublic } = fixture( BASE_URL, 'blog-public', 1 );
		if ( ! wasOn ) {
			switchYoast( true, { host, yoastDir } );
		}
		restore = () => {
			fixture( BASE_URL, 'blog-public', wasPublic === '1' ? 1 : 0 );
			if ( ! wasOn ) {
				switchYoast( false, { host } );
			}
		};
		// Picked by what they are: a simple product of the catalogue, a top category with products, and
		// a hidden product of the fixtures.
		[ product ] = await ( await fetch( `${ BASE_URL }/wp-json/wc/store/v1/products?per_page=1&catalog_visibility=catalog&type=simple` ) ).json();
		const categories = await ( await fetch( `${ BASE_URL }/wp-json/wc/store/v1/products/categories?per_page=100` ) ).json();
		category = categories.filter( ( c ) => c.parent === 0 ).sort( ( a, b ) => b.count - a.count )[ 0 ];
		hidden = fixture( BASE_URL, 'product', 'E2E Yoast: ukryty produkt', 'unlimited' ).id;
	} );
	after( () => restore?.() );

	test( 'product, category, /sklep and / have one head each, the storefront’s', async () => {
		const shopName = decode( fixture( BASE_URL, 'option', 'blogname' ).value );
		const productUrl = `${ BASE_URL }/sklep/product/${ product.id }`;
		const productHead = await page( `/sklep/product/${ product.id }` );
		assertOneHead( productHead, { path: 'product', title: `${ decode( product.name ) } – ${ shopName }`, canonical: productUrl, type: 'product' } );
		assert.equal( productHead.og( 'og:image' ).length, 1, 'one og:image: the product’s' );
		assert.equal( productHead.twitterCards[ 0 ], 'summary_large_image' );
		const products = productHead.graph.filter( ( node ) => node[ '@type' ] === 'Product' );
		assert.equal( products.length, 1, 'exactly one Product in the JSON-LD' );
		assert.equal( products[ 0 ].url, productUrl );
		assert.equal( products[ 0 ].offers.url, productUrl );

		const categoryUrl = `${ BASE_URL }/sklep/category/${ category.slug }`;
		assertOneHead( await page( `/sklep/category/${ category.slug }` ), {
			path: 'category',
			title: `${ decode( category.name ) } – ${ shopName }`,
			canonical: categoryUrl,
		} );
		// The spec's query form of a category: canonical to the clean address.
		assertOneHead( await page( `/sklep?category=${ category.slug }` ), { path: '/sklep?category', canonical: categoryUrl } );
		assertOneHead( await page( '/sklep' ), { path: '/sklep', title: `Sklep – ${ shopName }`, canonical: `${ BASE_URL }/sklep` } );
		const home = await page( '/' );
		assertOneHead( home, { path: '/', title: shopName, canonical: `${ BASE_URL }/` } );
		const sites = home.graph.filter( ( node ) => node[ '@type' ] === 'WebSite' );
		assert.equal( sites.length, 1, 'one WebSite' );
		assert.equal( sites[ 0 ].potentialAction.target.urlTemplate, `${ BASE_URL }/sklep?search={search_term_string}`, 'the search is the storefront’s' );

		// A search result: followed, never indexed (one robots tag saying so).
		const search = await page( '/sklep?search=krem' );
		assert.equal( search.robots.length, 1 );
		assert.match( search.robots[ 0 ], /noindex, follow/ );
		// Yoast prints no canonical on a noindex page (its rule); never another address than the clean one.
		assert.ok( search.canonicals.length === 0 || ( search.canonicals.length === 1 && search.canonicals[ 0 ] === `${ BASE_URL }/sklep` ), `search canonical: ${ search.canonicals }` );
	} );

	test( 'Yoast’s sitemap lists the storefront’s addresses', async () => {
		const xml = async ( path ) => {
			const response = await fetch( `${ BASE_URL }${ path }` );
			assert.equal( response.status, 200, `${ path } answers 200` );
			return ( await response.text() ).match( /<loc>[^<]*<\/loc>/g )?.map( ( loc ) => loc.slice( 5, -6 ) ) ?? [];
		};
		const sitemaps = await xml( '/sitemap_index.xml' );
		assert.ok( sitemaps.includes( `${ BASE_URL }/product-sitemap.xml` ), `the index lists the products' sitemap: ${ sitemaps.join( ' ' ) }` );
		assert.ok( sitemaps.includes( `${ BASE_URL }/product_cat-sitemap.xml` ) );

		const pages = ( await xml( '/product-sitemap.xml' ) ).filter( ( loc ) => ! loc.includes( '/wp-content/' ) );
		assert.ok( pages.includes( `${ BASE_URL }/sklep/product/${ product.id }` ), `the product is listed at its storefront address: ${ pages.slice( 0, 5 ).join( ' ' ) }` );
		assert.ok( ! pages.includes( `${ BASE_URL }/sklep/product/${ hidden }` ), 'a hidden product is not listed' );
		assert.deepEqual( pages.filter( ( loc ) => ! /\/sklep(\/product\/\d+)?$/.test( loc ) ), [], 'only storefront addresses' );

		const categories = await xml( '/product_cat-sitemap.xml' );
		assert.ok( categories.includes( `${ BASE_URL }/sklep/category/${ category.slug }` ) );
		assert.deepEqual( categories.filter( ( loc ) => ! /\/sklep\/category\/[^/]+$/.test( loc ) ), [], 'only storefront addresses' );

		const wordpressPages = await xml( '/page-sitemap.xml' );
		assert.ok( ! wordpressPages.some( ( loc ) => /\/(koszyk|zamowienie|moje-konto)\/$/.test( loc ) ), `no cart, checkout or account page: ${ wordpressPages.join( ' ' ) }` );
		// The same rules as the core sitemap (Seo\Listing): storefront pages at their canonical (no trailing
		// slash), no author sitemap, none of the theme's product tag and brand pages.
		assert.ok( wordpressPages.includes( `${ BASE_URL }/regulamin` ), `/regulamin at its canonical: ${ wordpressPages.join( ' ' ) }` );
		assert.ok( ! wordpressPages.some( ( loc ) => /\/(regulamin|polityka-zwrotow|polityka-prywatnosci)\/$/.test( loc ) ), 'no trailing slash' );
		assert.deepEqual( sitemaps.filter( ( loc ) => /\/(author|product_tag|product_brand)-sitemap/.test( loc ) ), [], `no author, tag or brand sitemap: ${ sitemaps.join( ' ' ) }` );
	} );
} );
