#!/usr/bin/env node
/**
 * E2E tier: Playwright (playwright-core + Debian's Chromium) against the local shop (reused when one
 * answers at E2E_BASE_URL, default http://127.0.0.1:8888; otherwise started for the run).
 * Without WooCommerce or Chromium the tier is skipped with the reason printed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { debugLogSize, exitWithPluginLogVerdict } from '../lib/debug-log.mjs';
import { DEFAULT_BASE_URL, ensureRunningShop } from '../lib/running-shop.mjs';
import { findWooCommerce } from '../lib/sources.mjs';

const root = resolve( dirname( fileURLToPath( import.meta.url ) ), '../..' );
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function skip( reason ) {
	console.log( `E2E skipped: ${ reason }` );
	process.exit( 0 );
}

if ( ! findWooCommerce() ) {
	skip( 'WooCommerce not found — set WOOCOMMERCE_DIR or fill ~/.cache/cosmetics-storefront/woocommerce (see docs/local-shop.md).' );
}
if ( ! existsSync( chromium ) ) {
	skip( `Chromium not found at ${ chromium } — apt-get install -y chromium (or set CHROMIUM_PATH).` );
}

const shop = await ensureRunningShop( process.env.E2E_BASE_URL ?? DEFAULT_BASE_URL );
// `node scripts/test/e2e.mjs tests/e2e/cart.test.mjs …` runs only those files.
const files = process.argv.slice( 2 ).filter( ( arg ) => ! arg.startsWith( '--' ) );
const logStart = debugLogSize();
// A test that hangs fails after 10 minutes instead of holding the whole run (and CI) until its limit.
const result = spawnSync( process.execPath, [ '--test', '--test-concurrency=1', '--test-timeout=600000', ...( files.length ? files : [ 'tests/e2e/' ] ) ], {
	cwd: root,
	stdio: 'inherit',
	env: { ...process.env, E2E_BASE_URL: shop.baseUrl },
} );
await shop.stop();
// Whatever the tests asserted: a notice, warning, deprecation or database error of the plugin during
// the run fails the tier.
exitWithPluginLogVerdict( logStart, result.status );
