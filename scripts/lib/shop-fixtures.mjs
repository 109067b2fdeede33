/**
 * Fixtures on the local dev shop for the benchmarks and E2E tests: runs scripts/shop-fixtures.php
 * (its header lists the actions) against this checkout's site and returns its JSON answer.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve( dirname( fileURLToPath( import.meta.url ) ), '../..' );

/** @returns {any} the fixture's answer (the last line of its output, parsed). */
export function fixture( baseUrl, ...args ) {
	const out = execFileSync( 'php', [ join( root, 'scripts/shop-fixtures.php' ), ...args.map( String ) ], {
		env: { ...process.env, COSMETICS_WP_DIR: join( root, '.site/wordpress' ), COSMETICS_SITE_HOST: new URL( baseUrl ).host },
		encoding: 'utf8',
	} );
	return JSON.parse( out.trim().split( '\n' ).pop() );
}
