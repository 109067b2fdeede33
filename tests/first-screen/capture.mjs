#!/usr/bin/env node
/**
 * Writes a first-screen parity case (tests/first-screen/cases/NAME.json) from a page of a running shop:
 * the REST answers the page preloaded (its config block), the shop's name and settings, the address.
 * The shop's origin becomes https://sklep.example, so a case reads the same wherever it was captured.
 * A case may then be edited by hand (a professional's tier, a low stock): it is the answers the two
 * sides are given, not a record of the shop.
 *
 *   node tests/first-screen/capture.mjs http://127.0.0.1:8888 /sklep/product/82 simple
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [ base, address, name ] = process.argv.slice( 2 );
if ( ! base || ! address || ! name ) {
	console.error(
		'usage: node tests/first-screen/capture.mjs SHOP_URL /address CASE_NAME'
	);
	process.exit( 2 );
}
const html = await ( await fetch( new URL( address, base ) ) ).text();
const block =
	/<script id="cosmetics-storefront-config" type="application\/json">([\s\S]*?)<\/script>/.exec(
		html
	);
if ( ! block ) {
	console.error( `no storefront config on ${ address }` );
	process.exit( 1 );
}
const origin = new URL( base ).origin;
const config = JSON.parse(
	block[ 1 ]
		.split( origin )
		.join( 'https://sklep.example' )
		.split( origin.replace( /\//g, '\\/' ) )
		.join( 'https:\\/\\/sklep.example' )
);
const url = new URL( address, base );
const testCase = {
	address: url.pathname + url.search,
	siteName: config.siteName,
	settings: {
		shopCategoryIds: config.settings.shopCategoryIds,
		shopInfo: config.settings.shopInfo,
	},
	preload: config.preload,
};
const file = join(
	dirname( fileURLToPath( import.meta.url ) ),
	'cases',
	`${ name }.json`
);
writeFileSync( file, JSON.stringify( testCase, null, '\t' ) + '\n' );
console.log(
	`${ file }: ${ Object.keys( config.preload ).length } preloaded answers`
);
