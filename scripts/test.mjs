#!/usr/bin/env node
/**
 * `npm test`: every tier that can run here, in order — type check, bundle build, jest, PHPUnit,
 * Playwright E2E. Each runner prints its own summary; this exits non-zero if any tier failed.
 * `--only=js,php,e2e` runs a subset.
 */
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve( dirname( fileURLToPath( import.meta.url ) ), '..' );
const only = ( process.argv.find( ( a ) => a.startsWith( '--only=' ) ) ?? '' ).slice( 7 ).split( ',' ).filter( Boolean );
const wanted = ( tier ) => only.length === 0 || only.includes( tier );

const tiers = [
	[ 'types', 'TypeScript (tsc --noEmit)', [ 'npx', [ 'tsc', '--noEmit' ] ] ],
	[ 'build', 'Bundle (npm run build)', [ 'npm', [ 'run', '--silent', 'build' ] ] ],
	[ 'js', 'jest', [ 'npx', [ 'jest', '--ci' ] ] ],
	[ 'php', 'PHPUnit', [ 'node', [ 'scripts/test-php.mjs' ] ] ],
	[ 'e2e', 'Playwright E2E', [ 'node', [ 'scripts/test-e2e.mjs' ] ] ],
];

const failed = [];
for ( const [ id, label, [ command, args ] ] of tiers ) {
	// The E2E tier needs a build; a subset run including e2e builds first.
	if ( ! wanted( id ) && ! ( id === 'build' && wanted( 'e2e' ) ) ) {
		continue;
	}
	process.stdout.write( `\n=== ${ label } ===\n` );
	const started = Date.now();
	const result = spawnSync( command, args, { cwd: root, stdio: 'inherit', env: process.env } );
	const seconds = ( ( Date.now() - started ) / 1000 ).toFixed( 1 );
	if ( result.status !== 0 ) {
		failed.push( label );
		process.stdout.write( `=== ${ label }: FAILED (${ seconds } s) ===\n` );
	} else {
		process.stdout.write( `=== ${ label }: ok (${ seconds } s) ===\n` );
	}
}

if ( failed.length ) {
	process.stdout.write( `\nFailed tiers: ${ failed.join( ', ' ) }\n` );
	process.exit( 1 );
}
