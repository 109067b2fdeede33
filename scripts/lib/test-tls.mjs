/**
 * The dev shop's own test certificate authority, for local doubles of HTTPS services (the PayU double,
 * scripts/lib/payu-double.mjs). Made once per site with Debian's openssl under `.site/run/tls/`:
 *   ca.pem / ca.key           the authority (never leaves the site folder; regenerated when missing)
 *   <name>.pem / <name>.key   a server certificate for the names a double answers, signed by it
 *   ca-bundle.pem             the system's CAs plus this one: PHP's `curl.cainfo` on the dev shop, so
 *                             an HTTPS library that trusts the system (the PayU SDK's cURL) also trusts
 *                             a double — WordPress's own HTTP API keeps its bundled CAs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SYSTEM_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

function openssl( args, cwd ) {
	const r = spawnSync( 'openssl', args, { cwd, encoding: 'utf8' } );
	if ( r.error || r.status !== 0 ) {
		throw new Error(
			`openssl ${ args[ 0 ] } failed: ${
				r.error ? r.error.message : r.stderr
			}`
		);
	}
}

/** The site's test CA (made when missing) and the bundle PHP trusts: { dir, caFile, bundleFile }. */
export function ensureTestCa( dir ) {
	mkdirSync( dir, { recursive: true } );
	const caFile = join( dir, 'ca.pem' );
	const caKey = join( dir, 'ca.key' );
	if ( ! existsSync( caFile ) || ! existsSync( caKey ) ) {
		openssl(
			[
				'req',
				'-x509',
				'-newkey',
				'rsa:2048',
				'-nodes',
				'-keyout',
				'ca.key',
				'-out',
				'ca.pem',
				'-days',
				'3650',
				'-subj',
				'/CN=cosmetics-storefront dev shop test CA',
			],
			dir
		);
	}
	const bundleFile = join( dir, 'ca-bundle.pem' );
	const system = existsSync( SYSTEM_BUNDLE )
		? readFileSync( SYSTEM_BUNDLE, 'utf8' )
		: '';
	const bundle = `${ system }\n${ readFileSync( caFile, 'utf8' ) }`;
	if (
		! existsSync( bundleFile ) ||
		readFileSync( bundleFile, 'utf8' ) !== bundle
	) {
		writeFileSync( bundleFile, bundle );
	}
	return { dir, caFile, bundleFile };
}

/** A server certificate for `hosts`, signed by the site's test CA: { key, cert } (PEM strings). */
export function serverCertificate( dir, name, hosts ) {
	ensureTestCa( dir );
	const keyFile = join( dir, `${ name }.key` );
	const certFile = join( dir, `${ name }.pem` );
	const sanFile = join( dir, `${ name }.ext` );
	const san = `subjectAltName=${ hosts
		.map( ( h ) => `DNS:${ h }` )
		.join( ',' ) }\nextendedKeyUsage=serverAuth\n`;
	if (
		! existsSync( certFile ) ||
		! existsSync( sanFile ) ||
		readFileSync( sanFile, 'utf8' ) !== san
	) {
		writeFileSync( sanFile, san );
		openssl(
			[
				'req',
				'-newkey',
				'rsa:2048',
				'-nodes',
				'-keyout',
				`${ name }.key`,
				'-out',
				`${ name }.csr`,
				'-subj',
				`/CN=${ hosts[ 0 ] }`,
			],
			dir
		);
		openssl(
			[
				'x509',
				'-req',
				'-in',
				`${ name }.csr`,
				'-CA',
				'ca.pem',
				'-CAkey',
				'ca.key',
				'-CAcreateserial',
				'-out',
				`${ name }.pem`,
				'-days',
				'825',
				'-sha256',
				'-extfile',
				`${ name }.ext`,
			],
			dir
		);
	}
	return {
		key: readFileSync( keyFile, 'utf8' ),
		cert: readFileSync( certFile, 'utf8' ),
	};
}
