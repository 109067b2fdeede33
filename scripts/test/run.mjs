#!/usr/bin/env node
/**
 * `npm test`: every tier that can run here, in order — type check with lint beside it, bundle build, jest, PHPUnit,
 * Playwright E2E. Each runner prints its own summary; this exits non-zero if any tier failed.
 * `--only=lint,types,js,php,php-oldest,e2e,cluster` runs a subset. Everything runs on the current WordPress + WooCommerce
 * (scripts/lib/sources.mjs PLATFORMS); PHPUnit runs once more on the oldest supported pair.
 */
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureMachine } from '../lib/machine.mjs';

const root = resolve( dirname( fileURLToPath( import.meta.url ) ), '../..' );
// A fresh machine: the Debian packages and npm dependencies first (installed when root, else the command).
ensureMachine( 'test' );

const only = ( process.argv.find( ( a ) => a.startsWith( '--only=' ) ) ?? '' ).slice( 7 ).split( ',' ).filter( Boolean );
const wanted = ( tier ) => only.length === 0 || only.includes( tier );

const tiers = [
	[ 'types', 'TypeScript (tsc --noEmit)', [ 'npx', [ 'tsc', '--noEmit' ] ] ],
	// Code standards (npm run lint: ESLint, Stylelint, Prettier, phpcs), first and beside the type check:
	// neither needs a build or a database, and a standards error fails the run like a failing test.
	[ 'lint', 'Lint (ESLint, Stylelint, Prettier check, phpcs)', [ 'node', [ 'scripts/test/lint.mjs' ] ], {}, 'types' ],
	[ 'build', 'Bundle (npm run build)', [ 'npm', [ 'run', '--silent', 'build' ] ] ],
	[ 'js', 'jest', [ 'npx', [ 'jest', '--ci' ] ] ],
	[ 'php', 'PHPUnit', [ 'node', [ 'scripts/test/php.mjs' ] ] ],
	// The oldest WordPress + WooCommerce the plugin supports (plugin header), at the same time as the
	// current pair: each has its own test site and database (scripts/test/php.mjs), and PHPUnit uses
	// one core, so together they take little longer than one of them.
	[ 'php-oldest', 'PHPUnit on the oldest supported pair', [ 'node', [ 'scripts/test/php.mjs' ] ], { COSMETICS_PLATFORM: 'oldest' }, 'php' ],
	[ 'e2e', 'Playwright E2E', [ 'node', [ 'scripts/test/e2e.mjs' ] ] ],
	// Several servers: the shop on two web nodes behind nginx's page cache, with Redis (scripts/test/cluster.mjs).
	// After the E2E tier: both use this checkout's shop (.site), which runs once at a time.
	[ 'cluster', 'Several servers (two web nodes, page cache, Redis)', [ 'node', [ 'scripts/test/cluster.mjs' ] ] ],
];

/**
 * Counts from a runner's own summary lines: jest ("Tests: 1 failed, 2 skipped, 3 passed, 6 total"),
 * PHPUnit ("OK (87 tests, …)" or "Tests: 87, Assertions: 398, Failures: 1, Skipped: 12."),
 * node's test runner ("# pass 9", "# fail 0", "# skipped 0"), the lint tier (one per check).
 */
function countsFrom( output ) {
	const number = ( re ) => Number( re.exec( output )?.[ 1 ] ?? 0 );
	const jest = /^Tests:\s+(.*\d+ total)$/m.exec( output );
	if ( jest ) {
		const part = ( word ) => Number( new RegExp( `(\\d+) ${ word }` ).exec( jest[ 1 ] )?.[ 1 ] ?? 0 );
		return { passed: part( 'passed' ), failed: part( 'failed' ), skipped: part( 'skipped' ) + part( 'todo' ) };
	}
	const phpOk = /^OK \((\d+) tests?,/m.exec( output );
	if ( phpOk ) {
		return { passed: Number( phpOk[ 1 ] ), failed: 0, skipped: 0 };
	}
	const php = /^Tests: (\d+), Assertions: \d+(.*)\.$/m.exec( output );
	if ( php ) {
		const part = ( word ) => Number( new RegExp( `${ word }: (\\d+)` ).exec( php[ 2 ] )?.[ 1 ] ?? 0 );
		const failed = part( 'Errors' ) + part( 'Failures' );
		const skipped = part( 'Skipped' ) + part( 'Incomplete' );
		return { passed: Number( php[ 1 ] ) - failed - skipped, failed, skipped };
	}
	// scripts/test/lint.mjs: "Lint: 0 errors, 0 warnings (4 checks passed, 0 failed)"; each check counts as one.
	const lint = /^Lint: \d+ errors, \d+ warnings \((\d+) checks passed, (\d+) failed\)$/m.exec( output );
	if ( lint ) {
		return { passed: Number( lint[ 1 ] ), failed: Number( lint[ 2 ] ), skipped: 0 };
	}
	if ( /^# pass \d+$/m.test( output ) ) {
		return { passed: number( /^# pass (\d+)$/m ), failed: number( /^# fail (\d+)$/m ) + number( /^# cancelled (\d+)$/m ), skipped: number( /^# skipped (\d+)$/m ) };
	}
	return null;
}

/**
 * Runs a tier and keeps its output for the counts; the output is passed through live, or (for a tier
 * running beside another) kept until the caller prints it.
 */
function run( command, args, env = {}, live = true ) {
	return new Promise( ( done ) => {
		const child = spawn( command, args, { cwd: root, env: { ...process.env, ...env }, stdio: [ 'ignore', 'pipe', 'pipe' ] } );
		let output = '';
		child.stdout.on( 'data', ( chunk ) => {
			output += chunk;
			if ( live ) {
				process.stdout.write( chunk );
			}
		} );
		child.stderr.on( 'data', ( chunk ) => {
			output += chunk;
			if ( live ) {
				process.stderr.write( chunk );
			}
		} );
		child.on( 'close', ( status ) => done( { status, output } ) );
	} );
}

/** Starts a tier; resolves to its label, output, status and time. */
async function start( [ , label, [ command, args ], env ], live ) {
	const started = Date.now();
	const result = await run( command, args, env, live );
	return { label, ...result, seconds: ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) };
}

const failed = [];
const total = { passed: 0, failed: 0, skipped: 0 };
function finish( { label, status, output, seconds } ) {
	const counts = countsFrom( output );
	if ( counts ) {
		total.passed += counts.passed;
		total.failed += counts.failed;
		total.skipped += counts.skipped;
	}
	if ( status !== 0 ) {
		failed.push( label );
	}
	process.stdout.write( `=== ${ label }: ${ status === 0 ? 'ok' : 'FAILED' } (${ seconds } s) ===\n` );
}

// The E2E and cluster tiers need a build; a subset run including either builds first.
const chosen = tiers.filter( ( [ id ] ) => wanted( id ) || ( id === 'build' && ( wanted( 'e2e' ) || wanted( 'cluster' ) ) ) );
for ( const tier of chosen ) {
	const [ id, label, , , alongside ] = tier;
	if ( alongside && chosen.some( ( [ other ] ) => other === alongside ) ) {
		continue; // started with the tier it runs beside
	}
	const companions = chosen.filter( ( other ) => other[ 4 ] === id );
	process.stdout.write( `\n=== ${ label } ===\n` );
	const beside = companions.map( ( other ) => start( other, false ) );
	if ( companions.length ) {
		process.stdout.write( `(running at the same time: ${ companions.map( ( other ) => other[ 1 ] ).join( ', ' ) }; printed below when done)\n` );
	}
	finish( await start( tier, true ) );
	for ( const result of await Promise.all( beside ) ) {
		process.stdout.write( `\n=== ${ result.label } ===\n${ result.output }` );
		finish( result );
	}
}

if ( failed.length ) {
	process.stdout.write( `\nFailed tiers: ${ failed.join( ', ' ) }\n` );
}
process.stdout.write( `\nTotal: ${ total.passed } passed, ${ total.failed } failed, ${ total.skipped } skipped\n` );
process.exit( failed.length ? 1 : 0 );
