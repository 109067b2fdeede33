/**
 * The page's configuration comes from the JSON data block the plugin prints before the bundle
 * (includes/Storefront/Assets.php), read once.
 */
import { CONFIG_ELEMENT_ID, getConfig, hasPageConfig } from '../config';

function printBlock( text: string ): void {
	const block = document.createElement( 'script' );
	block.type = 'application/json';
	block.id = CONFIG_ELEMENT_ID;
	block.textContent = text;
	document.body.append( block );
}

afterEach( () => {
	document.getElementById( CONFIG_ELEMENT_ID )?.remove();
	delete window.cosmeticsStorefront;
} );

test( 'the data block is parsed once and kept as window.cosmeticsStorefront', () => {
	printBlock(
		'{"restRoot":"https://sklep.test/wp-json/","siteName":"Sklep \\u003Cb\\u003E","basePath":"/","preload":{},"settings":{"shopCategoryIds":[20],"homeCards":[]}}'
	);
	const config = getConfig();
	expect( config.restRoot ).toBe( 'https://sklep.test/wp-json/' );
	expect( config.siteName ).toBe( 'Sklep <b>' );
	expect( window.cosmeticsStorefront ).toBe( config );
	document.getElementById( CONFIG_ELEMENT_ID )!.textContent =
		'{"siteName":"inny"}';
	expect( getConfig().siteName ).toBe( 'Sklep <b>' );
} );

test( 'an element whose id is cosmeticsStorefront (a product description may hold one) does not hide the block', () => {
	const named = document.createElement( 'a' );
	named.id = 'cosmeticsStorefront';
	document.body.append( named );
	// As browsers name an element on window by its id.
	Object.defineProperty( window, 'cosmeticsStorefront', {
		configurable: true,
		writable: true,
		value: named,
	} );
	printBlock(
		'{"siteName":"Sklep","preload":{},"settings":{"shopCategoryIds":[],"homeCards":[]}}'
	);
	expect( getConfig().siteName ).toBe( 'Sklep' );
	expect( window.cosmeticsStorefront ).not.toBe( named );
	named.remove();
} );

test( "an element of the shop's content with the block's id (before it in the page) is not the configuration", () => {
	const planted = document.createElement( 'pre' );
	planted.id = CONFIG_ELEMENT_ID;
	planted.textContent =
		'{"siteName":"PRZEJĘTY","preload":{},"settings":{"shopCategoryIds":[],"homeCards":[]}}';
	document.body.append( planted );
	printBlock(
		'{"siteName":"Sklep","preload":{},"settings":{"shopCategoryIds":[],"homeCards":[]}}'
	);
	expect( getConfig().siteName ).toBe( 'Sklep' );
	planted.remove();
} );

test( 'a block without the preloaded answers or the settings is not a configuration (the mount would fail on it)', () => {
	printBlock( '{"siteName":"Sklep"}' );
	expect( hasPageConfig() ).toBe( false );
	expect( getConfig().preload ).toEqual( {} );
} );

test( 'a page without the block, or with a broken one, gets the harmless fallback', () => {
	expect( getConfig().restNonce ).toBe( '' );
	expect( hasPageConfig() ).toBe( false );
	printBlock( '{"restRoot": ' );
	expect( getConfig() ).toMatchObject( { restNonce: '', preload: {} } );
	expect( hasPageConfig() ).toBe( false );
	expect( window.cosmeticsStorefront ).toBeUndefined();
	document.getElementById( CONFIG_ELEMENT_ID )!.textContent =
		'{"siteName":"Sklep","preload":{},"settings":{}}';
	expect( hasPageConfig() ).toBe( true );
} );
