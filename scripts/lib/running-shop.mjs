/**
 * A local shop to test or measure against: reuses one already answering at `baseUrl` (e.g. `npm start`
 * in another terminal), otherwise starts `scripts/site/start.mjs` on that port and stops it on `stop()`.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve( dirname( fileURLToPath( import.meta.url ) ), '../..' );

export const DEFAULT_BASE_URL = 'http://127.0.0.1:8888';

async function answers( url ) {
	try {
		const response = await fetch( url, { redirect: 'manual', signal: AbortSignal.timeout( 5000 ) } );
		return response.status > 0;
	} catch {
		return false;
	}
}

/**
 * A shop found running may belong to another checkout (ports are shared): testing it would test
 * other code. Its storefront page must serve this checkout's build (the version in build/*.asset.php).
 */
async function assertServesThisBuild( baseUrl ) {
	const asset = join( root, 'build/storefront.asset.php' );
	const local = existsSync( asset ) ? /'version' => '([^']+)'/.exec( readFileSync( asset, 'utf8' ) )?.[ 1 ] : null;
	const html = await ( await fetch( `${ baseUrl }/sklep`, { signal: AbortSignal.timeout( 30000 ) } ) ).text();
	const served = /build\/storefront\.js\?ver=([^"'&]+)/.exec( html )?.[ 1 ] ?? null;
	if ( ! local || served !== local ) {
		throw new Error(
			`The shop at ${ baseUrl } serves storefront.js version ${ served ?? '(none)' }, this checkout built ${ local ?? '(nothing)' }: ` +
				'it is another checkout or an older build. Stop it (or restart `npm start` here), or set E2E_BASE_URL / BENCH_BASE_URL.'
		);
	}
}

/**
 * @param {{ timeoutMs?: number, env?: object, reuse?: boolean }} [o] env: the started shop's environment
 *   on top of this process's (e.g. SITE_TOPOLOGY=cluster); reuse false: never test a shop found running
 *   (its topology is not known), say the port is taken instead.
 * @returns {Promise<{ baseUrl: string, started: boolean, stop: () => Promise<void> }>}
 */
export async function ensureRunningShop( baseUrl = DEFAULT_BASE_URL, { timeoutMs = 15 * 60 * 1000, env = {}, reuse = true } = {} ) {
	if ( ! reuse && ( await answers( baseUrl ) ) ) {
		throw new Error( `Something already answers at ${ baseUrl }: stop it, or pick another port.` );
	}
	if ( await answers( baseUrl ) ) {
		await assertServesThisBuild( baseUrl );
		console.log( `Using the shop already running at ${ baseUrl }` );
		return { baseUrl, started: false, stop: async () => {} };
	}

	console.log( `Starting the local shop on ${ baseUrl }…` );
	const site = spawn( process.execPath, [ 'scripts/site/start.mjs' ], {
		cwd: root,
		env: { ...process.env, ...env, SITE_PORT: new URL( baseUrl ).port || '80' },
		stdio: [ 'ignore', 'inherit', 'inherit' ],
	} );
	const exited = new Promise( ( done ) => site.on( 'exit', done ) );
	let hasExited = false;
	exited.then( () => ( hasExited = true ) );

	const stop = async () => {
		if ( site.exitCode === null && site.signalCode === null ) {
			site.kill( 'SIGTERM' );
			await exited;
		}
	};
	for ( const signal of [ 'SIGINT', 'SIGTERM' ] ) {
		process.once( signal, () => stop().then( () => process.exit( 130 ) ) );
	}

	const deadline = Date.now() + timeoutMs;
	while ( ! ( await answers( baseUrl ) ) ) {
		if ( hasExited || Date.now() > deadline ) {
			await stop();
			throw new Error( 'The local shop did not start (see its output above).' );
		}
		await new Promise( ( r ) => setTimeout( r, 1000 ) );
	}
	return { baseUrl, started: true, stop };
}
