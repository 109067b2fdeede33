/**
 * Fixtures on the local dev shop for the benchmarks and E2E tests: runs scripts/site/shop-fixtures.php
 * (its header lists the actions) against this checkout's site and returns its JSON answer.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve( dirname( fileURLToPath( import.meta.url ) ), '../..' );

/** @returns {any} the fixture's answer (the last line of its output, parsed). */
export function fixture( baseUrl, ...args ) {
	// The dev shop's test CA (scripts/lib/test-tls.mjs), as its web server trusts it: a fixture that calls a
	// local double of an HTTPS service (a refund through PayU) reaches it as the shop would.
	const bundle = join( root, '.site/run/tls/ca-bundle.pem' );
	const ini = existsSync( bundle ) ? [ '-d', `curl.cainfo=${ bundle }` ] : [];
	const out = execFileSync( 'php', [ ...ini, join( root, 'scripts/site/shop-fixtures.php' ), ...args.map( String ) ], {
		env: { ...process.env, COSMETICS_WP_DIR: join( root, '.site/wordpress' ), COSMETICS_SITE_HOST: new URL( baseUrl ).host },
		encoding: 'utf8',
	} );
	return JSON.parse( out.trim().split( '\n' ).pop() );
}
