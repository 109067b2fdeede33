/**
 * Nothing secret reaches the browser: the pages of the storefront and the built bundle hold no
 * WooCommerce consumer key/secret, no JWT secret or WordPress salt, no password or password hash.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { BASE_URL, pageConfig } from './support.mjs';

const SECRET_PATTERNS = [
	[ 'WooCommerce consumer key', /ck_[0-9a-f]{40}/ ],
	[ 'WooCommerce consumer secret', /cs_[0-9a-f]{40}/ ],
	[ 'WordPress password hash', /\$(P|wp)\$[./0-9A-Za-z]{20,}/ ],
	[ 'demo customer password', /Haslo!2345/ ],
];

/** Values of the local site's secret constants (salts, JWT secret, DB password) from its wp-config.php. */
function siteSecrets() {
	const config = resolve( '.site/wordpress/wp-config.php' );
	if ( ! existsSync( config ) ) {
		return [];
	}
	const names = /^(AUTH|SECURE_AUTH|LOGGED_IN|NONCE)_(KEY|SALT)$|^COSMETICS_JWT_SECRET$|^DB_PASSWORD$/;
	return [ ...readFileSync( config, 'utf8' ).matchAll( /define\(\s*'([A-Z_]+)'\s*,\s*'([^']*)'\s*\)/g ) ]
		.filter( ( [ , name, value ] ) => names.test( name ) && value.length >= 8 )
		.map( ( [ , name, value ] ) => [ name, value ] );
}

function assertClean( label, text, secrets ) {
	for ( const [ name, pattern ] of SECRET_PATTERNS ) {
		assert.doesNotMatch( text, pattern, `${ label } contains a ${ name }` );
	}
	for ( const [ name, value ] of secrets ) {
		assert.ok( ! text.includes( value ), `${ label } contains the value of ${ name }` );
	}
}

test( 'the storefront pages carry no secret', async () => {
	const secrets = siteSecrets();
	assert.ok( secrets.length > 0 || ! existsSync( '.site/wordpress' ), 'the local site has salts and a JWT secret to look for' );
	for ( const path of [ '/', '/sklep', '/checkout', '/profil', '/nie-ma-takiej-strony' ] ) {
		const html = await ( await fetch( `${ BASE_URL }${ path }` ) ).text();
		assert.match( html, /id="cosmetics-storefront"/, `${ path } serves the storefront` );
		assert.ok( pageConfig( html )?.restRoot, `${ path } carries the config` );
		assertClean( path, html, secrets );
	}
} );

test( 'the built bundle carries no secret', () => {
	const secrets = siteSecrets();
	const files = [];
	const walk = ( dir ) => {
		for ( const name of readdirSync( dir ) ) {
			const path = join( dir, name );
			statSync( path ).isDirectory() ? walk( path ) : files.push( path );
		}
	};
	walk( resolve( 'build' ) );
	assert.ok( files.length > 0, 'build/ exists' );
	for ( const file of files ) {
		assertClean( file, readFileSync( file, 'utf8' ), secrets );
	}
} );
