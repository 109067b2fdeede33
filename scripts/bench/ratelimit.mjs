/**
 * Rate limits under parallel requests: PROCESSES PHP processes on the local dev shop each count HITS
 * hits on one bucket at the same time (real MariaDB, no HTTP in between); every hit must be counted,
 * or parallel failed logins would slip past the limit. Then the same processes ask take() (count,
 * then check) under a limit of 5: exactly 5 requests may pass in all.
 */
import { execFile, execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify( execFile );
const PROCESSES = Number( process.env.BENCH_RATELIMIT_PROCESSES ?? 8 );
const HITS = Number( process.env.BENCH_RATELIMIT_HITS ?? 50 );

function helperEnv( baseUrl ) {
	return { ...process.env, COSMETICS_WP_DIR: resolve( '.site/wordpress' ), COSMETICS_SITE_HOST: new URL( baseUrl ).host };
}

function helper( baseUrl, ...args ) {
	const out = execFileSync( 'php', [ resolve( 'scripts/bench/ratelimit.php' ), ...args ], { env: helperEnv( baseUrl ), encoding: 'utf8' } );
	return JSON.parse( out.trim().split( '\n' ).pop() );
}

export async function benchRateLimit( baseUrl ) {
	const bucket = `run-${ Date.now() }`;
	const started = performance.now();
	await Promise.all(
		Array.from( { length: PROCESSES }, () => run( 'php', [ resolve( 'scripts/bench/ratelimit.php' ), 'hit', bucket, String( HITS ) ], { env: helperEnv( baseUrl ) } ) )
	);
	const ms = performance.now() - started;
	const { hits } = helper( baseUrl, 'count', bucket );
	helper( baseUrl, 'clear', bucket );
	console.log( `\nRate-limit counter under parallel hits (${ PROCESSES } PHP processes × ${ HITS } hits on one bucket):` );
	console.log( `  counted ${ hits } of ${ PROCESSES * HITS }${ hits === PROCESSES * HITS ? '' : ' — HITS LOST' }; ${ ms.toFixed( 0 ) } ms in all, WordPress start-up of each process included` );

	const limited = `${ bucket }-take`;
	const answers = await Promise.all(
		Array.from( { length: PROCESSES }, () => run( 'php', [ resolve( 'scripts/bench/ratelimit.php' ), 'take', limited, '10', '5' ], { env: helperEnv( baseUrl ) } ) )
	);
	const allowed = answers.reduce( ( sum, { stdout } ) => sum + JSON.parse( stdout.trim().split( '\n' ).pop() ).allowed, 0 );
	helper( baseUrl, 'clear', limited );
	console.log( `  take() with a limit of 5, ${ PROCESSES } processes × 10 requests at once: ${ allowed } allowed${ allowed === 5 ? '' : ' — NOT THE LIMIT' }` );
}
