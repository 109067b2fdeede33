#!/usr/bin/env node
/**
 * `npm run test:cluster` (and the `cluster` tier of `npm test`): the multi-server topology (what a shop
 * behind a load balancer runs),
 * started for the run and stopped after — nginx with the guest page cache, round-robin over two PHP-FPM
 * web nodes, one MariaDB, one Redis object cache (scripts/lib/site.mjs topology()) — and the scenarios
 * of tests/cluster/ against it (node:test, fetch, one Playwright browser).
 *
 * Ports: CLUSTER_PORT (default 8897) for nginx, CLUSTER_REDIS_PORT (default: a free one),
 * SITE_DB_PORT as for `npm start`. CLUSTER_PAGE_CACHE_TTL: the page cache's lifetime in the run (default
 * 8 s, so the "a price change reaches guests within the TTL" scenario is quick; a shop keeps 60 s).
 * The local shop must not be running (one checkout has one shop). Without WooCommerce, the Redis Object
 * Cache plugin or Chromium the tier is skipped with the reason printed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { debugLogSize, exitWithPluginLogVerdict } from '../lib/debug-log.mjs';
import { ensureMachine } from '../lib/machine.mjs';
import { freePort } from '../lib/mariadb.mjs';
import { ensureRunningShop } from '../lib/running-shop.mjs';
import { findRedisCache, findWooCommerce } from '../lib/sources.mjs';

const root = resolve( dirname( fileURLToPath( import.meta.url ) ), '../..' );
ensureMachine( 'cluster' );

function skip( reason ) {
	console.log( `Cluster tier skipped: ${ reason }` );
	process.exit( 0 );
}
if ( ! findWooCommerce() ) {
	skip( 'WooCommerce not found — set WOOCOMMERCE_DIR or fill ~/.cache/cosmetics-storefront/woocommerce (see docs/local-shop.md).' );
}
if ( ! findRedisCache() ) {
	skip( 'the Redis Object Cache plugin was not found (~/.cache/cosmetics-storefront/redis-cache-<version>, see docs/local-shop.md).' );
}
if ( ! existsSync( process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' ) ) {
	skip( 'Chromium not found — apt-get install -y chromium (or set CHROMIUM_PATH).' );
}

const baseUrl = `http://127.0.0.1:${ process.env.CLUSTER_PORT || 8897 }`;
const redisPort = String( process.env.CLUSTER_REDIS_PORT || ( await freePort() ) );
const ttl = String( process.env.CLUSTER_PAGE_CACHE_TTL || 8 );
const shop = await ensureRunningShop( baseUrl, { reuse: false, env: { SITE_TOPOLOGY: 'cluster', SITE_REDIS_PORT: redisPort, SITE_PAGE_CACHE_TTL: ttl } } );
const logStart = debugLogSize();
const files = process.argv.slice( 2 ).filter( ( arg ) => ! arg.startsWith( '--' ) );
const result = spawnSync( process.execPath, [ '--test', '--test-concurrency=1', '--test-timeout=300000', ...( files.length ? files : [ 'tests/cluster/' ] ) ], {
	cwd: root,
	stdio: 'inherit',
	env: { ...process.env, E2E_BASE_URL: baseUrl, CLUSTER_BASE_URL: baseUrl, CLUSTER_REDIS_PORT: redisPort, CLUSTER_PAGE_CACHE_TTL: ttl },
} );
await shop.stop();
exitWithPluginLogVerdict( logStart, result.status );
