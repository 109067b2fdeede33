#!/usr/bin/env node
/**
 * Builds PayU's WooCommerce plugin into the offline cache as PayU builds it for wordpress.org (its
 * scripts/build.sh: the repository with `composer install --no-dev --optimize-autoloader`), from two
 * public repositories already on this machine as git directories (any clone or bare mirror):
 *
 *   node scripts/site/cache-payu.mjs <PayU-EMEA/woo-payu-payment-gateway git dir> <PayU-EMEA/openpayu_php git dir>
 *
 * → ~/.cache/cosmetics-storefront/woo-payu-payment-gateway-<version>: the plugin's tree at PAYU_SOURCE
 * (nothing changed) with vendor/ holding its PHP SDK at the version its composer.lock pins, installed by
 * Debian's composer through a path repository (offline: no Packagist). The block-checkout scripts
 * (build/) are not built: the storefront does not use WooCommerce's checkout block, and the plugin
 * registers them only when their files exist.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CACHE_DIR, PAYU_VERSION } from '../lib/sources.mjs';

/** The commits of PAYU_VERSION: the plugin (2.10.1 with its SDK update) and the SDK its lock pins. */
export const PAYU_SOURCE = { repo: 'PayU-EMEA/woo-payu-payment-gateway', commit: '53f4affd814c06ac287914173eb7712f47f24df7' };
export const PAYU_SDK_SOURCE = { repo: 'PayU-EMEA/openpayu_php', commit: 'f6fb871d373b5b2f451608206771d2da7a2cd67d', version: '2.4.2' };

const [ pluginGit, sdkGit ] = process.argv.slice( 2 );
if ( ! pluginGit || ! sdkGit ) {
	console.error( 'usage: node scripts/site/cache-payu.mjs <woo-payu-payment-gateway git dir> <openpayu_php git dir>' );
	process.exit( 2 );
}
if ( spawnSync( 'composer', [ '--version' ] ).error ) {
	console.error( "composer is missing: apt-get install -y composer (Debian's)." );
	process.exit( 2 );
}
const unpack = ( gitDir, commit, into ) => {
	mkdirSync( into, { recursive: true } );
	const tar = execFileSync( 'git', [ `--git-dir=${ gitDir }`, 'archive', commit ], { maxBuffer: 1 << 30 } );
	execFileSync( 'tar', [ '-x', '-C', into ], { input: tar } );
};

const target = join( CACHE_DIR, `woo-payu-payment-gateway-${ PAYU_VERSION }` );
const work = mkdtempSync( join( tmpdir(), 'cache-payu-' ) );
try {
	rmSync( target, { recursive: true, force: true } );
	unpack( pluginGit, PAYU_SOURCE.commit, target );
	const header = readFileSync( join( target, 'woocommerce-gateway-payu.php' ), 'utf8' );
	if ( ! header.includes( `Version: ${ PAYU_VERSION }` ) ) {
		throw new Error( `${ PAYU_SOURCE.commit } is not PayU ${ PAYU_VERSION }` );
	}
	const sdk = join( work, 'openpayu' );
	unpack( sdkGit, PAYU_SDK_SOURCE.commit, sdk );
	// The plugin's composer.json with the SDK's folder as its only repository, beside it (removed after).
	const composer = JSON.parse( readFileSync( join( target, 'composer.json' ), 'utf8' ) );
	composer.repositories = [ { type: 'path', url: sdk, options: { symlink: false } }, { 'packagist.org': false } ];
	writeFileSync( join( target, 'composer.offline.json' ), JSON.stringify( composer, null, 2 ) );
	execFileSync( 'composer', [ 'update', '--no-dev', '--no-interaction', '--optimize-autoloader' ], {
		cwd: target,
		env: { ...process.env, COMPOSER: 'composer.offline.json', COMPOSER_ALLOW_SUPERUSER: '1', COMPOSER_HOME: join( work, 'composer-home' ) },
		stdio: 'inherit',
	} );
	rmSync( join( target, 'composer.offline.json' ) );
	rmSync( join( target, 'composer.offline.lock' ) );
	if ( ! existsSync( join( target, 'vendor', 'openpayu', 'openpayu', 'lib', 'openpayu.php' ) ) ) {
		throw new Error( 'the SDK did not land in vendor/' );
	}
	console.log( `PayU ${ PAYU_VERSION } with openpayu ${ PAYU_SDK_SOURCE.version } in ${ target }` );
} finally {
	rmSync( work, { recursive: true, force: true } );
}
