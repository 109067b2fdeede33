// The benchmark site: a SECOND WordPress + WooCommerce + this plugin under .site/bench/ (gitignored),
// with its own MariaDB data (.site/bench/db) and its own port, holding the generated benchmark catalogue
// (scripts/bench/catalogue.php: 10 000 products, 1 000 000 price-history rows). The demo shop (.site/db,
// .site/wordpress) is never touched; `rm -rf .site/bench` removes everything this made. Another `dir`
// (e.g. bench-100k, the search benchmark's 100 000 products without price history) is another such site.
//
//   const site = await startBenchSite();   // assembles/installs/generates on the first run (minutes), then seconds
//   ... site.url ...
//   await site.stop();                     // stops its PHP server and MariaDB

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, cpSync, existsSync, lstatSync, mkdirSync, openSync, readlinkSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMariaDB, sql, freePort } from './mariadb.mjs';
import { checkPhp, findWooCommerce, findWordPress } from './sources.mjs';
import { sleep } from './processes.mjs';
import { siteDir } from './site-dir.mjs';
import { startNginxStack } from './web-stack.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const BENCH_PRO = { email: 'bench.pro@example.com', password: 'Haslo!2345' };

function link(target, path) {
	try {
		if (lstatSync(path).isSymbolicLink() && readlinkSync(path) === target) return;
		unlinkSync(path);
	} catch {}
	mkdirSync(dirname(path), { recursive: true });
	symlinkSync(target, path);
}

function wpConfig(socket, LOGS) {
	const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];
	return `<?php
// Written by scripts/lib/bench-site.mjs: the LOCAL benchmark site. Not the shop, not for production.
define( 'DB_NAME', 'bench' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:${socket}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${keys.map((k) => `define( '${k}', '${randomBytes(32).toString('hex')}' );`).join('\n')}
$table_prefix = 'wp_';
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_MEMORY_LIMIT', '512M' );
define( 'WP_DEBUG', true ); // scripts/bench/timing.php reports route timings and query counts only then.
define( 'WP_DEBUG_LOG', '${join(LOGS, 'debug.log')}' );
define( 'WP_DEBUG_DISPLAY', false );
if ( isset( $_SERVER['HTTP_HOST'] ) ) {
	define( 'WP_HOME', 'http://' . $_SERVER['HTTP_HOST'] );
	define( 'WP_SITEURL', 'http://' . $_SERVER['HTTP_HOST'] );
}
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

function runPhp(php, script, args, env) {
	return new Promise((res, rej) => {
		const child = spawn(php, ['-d', 'memory_limit=2048M', script, ...args], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
		child.on('error', rej);
		child.on('close', (code) => res(code));
	});
}

/**
 * @param {object} [o]
 * @param {number} [o.port=8891]
 * @param {number} [o.products=10000]
 * @param {number} [o.rows=1000000]
 * @param {number} [o.variable] variable products among them (default 5 %)
 * @param {string} [o.dir='bench'] its folder under .site/
 * @returns {Promise<{url:string, stop:()=>Promise<void>, wordpress:string, dir:string, server:string}>} served through
 *   nginx + PHP-FPM with OPcache when SITE_SERVER=nginx (the shop's production stack), else PHP's built-in server
 */
export async function startBenchSite({ port = Number(process.env.BENCH_SITE_PORT || 8891), products = 10000, rows = 1000000, variable, dir = 'bench', log = console.log } = {}) {
	const BENCH = join(siteDir(ROOT), dir);
	const WP = join(BENCH, 'wordpress');
	const STATE = join(BENCH, 'state');
	const LOGS = join(BENCH, 'logs');
	const php = checkPhp();
	if (!php.ok) throw new Error(php.message);
	const wordpressDir = findWordPress({ download: false });
	const wooDir = findWooCommerce({ download: false });
	if (!wordpressDir || !wooDir) throw new Error('The benchmark site needs WordPress and WooCommerce (see docs/local-shop.md: where they come from).');

	for (const dir of [BENCH, STATE, LOGS]) mkdirSync(dir, { recursive: true });
	if (!existsSync(join(WP, 'wp-settings.php'))) {
		log(`bench site: copying WordPress core into ${WP} ...`);
		const tmp = `${WP}.tmp-${process.pid}`;
		rmSync(tmp, { recursive: true, force: true });
		cpSync(wordpressDir, tmp, { recursive: true, filter: (src) => !src.endsWith('/wp-config.php') && !src.includes('/wp-content/') });
		renameSync(tmp, WP);
	}
	for (const d of ['plugins', 'themes', 'mu-plugins', 'uploads']) mkdirSync(join(WP, 'wp-content', d), { recursive: true });
	link(wooDir, join(WP, 'wp-content', 'plugins', 'woocommerce'));
	link(ROOT, join(WP, 'wp-content', 'plugins', 'cosmetics-storefront'));
	link(join(ROOT, 'scripts', 'site', 'theme'), join(WP, 'wp-content', 'themes', 'cosmetics-dev'));
	link(join(ROOT, 'scripts', 'bench', 'timing.php'), join(WP, 'wp-content', 'mu-plugins', 'cosmetics-bench-timing.php'));

	const db = await startMariaDB({ dataDir: join(BENCH, 'db'), port: await freePort(), quiet: true });
	let server = null;
	let web = null; // nginx + PHP-FPM (SITE_SERVER=nginx, as `npm run bench` sets it): the shop's stack.
	const stop = async () => {
		await web?.stop();
		if (server && server.exitCode === null && server.signalCode === null) {
			const gone = new Promise((r) => server.once('exit', r));
			try {
				process.kill(-server.pid, 'SIGTERM');
			} catch {}
			await gone;
		}
		await db.stop();
	};
	try {
		await sql(db, 'CREATE DATABASE IF NOT EXISTS bench CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
		writeFileSync(join(WP, 'wp-config.php'), wpConfig(db.socket, LOGS), { mode: 0o600 });
		const env = { ...process.env, COSMETICS_WP_DIR: WP, COSMETICS_SITE_HOST: `127.0.0.1:${port}` };
		const steps = [
			['core', join(ROOT, 'scripts', 'site', 'install.php'), ['core']],
			['woocommerce', join(ROOT, 'scripts', 'site', 'install.php'), ['woocommerce']],
			['plugin', join(ROOT, 'scripts', 'site', 'install.php'), ['plugin']],
			['settings', join(ROOT, 'scripts', 'site', 'install.php'), ['settings']],
			[`catalogue-${products}-${rows}`, join(ROOT, 'scripts', 'bench', 'catalogue.php'), [String(products), String(rows), ...(variable === undefined ? [] : [String(variable)])]],
			// The search's index of the generated catalogue (the products were written in SQL, past the hooks).
			[`search-${products}`, join(ROOT, 'scripts', 'site', 'install.php'), ['search']],
		];
		for (const [name, script, args] of steps) {
			const marker = join(STATE, `${name}.done`);
			if (existsSync(marker)) continue;
			log(`bench site: ${name} ...`);
			const started = performance.now();
			const code = await runPhp(php.php, script, args, env);
			if (code !== 0) throw new Error(`bench site: step ${name} failed (exit ${code}); see ${join(LOGS, 'debug.log')}`);
			const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
			log(`bench site: ${name} done in ${seconds} s`);
			// When and how long (the search benchmark prints how long indexing the catalogue took).
			writeFileSync(marker, JSON.stringify({ at: new Date().toISOString(), seconds }) + '\n');
		}

		const url = `http://127.0.0.1:${port}`;
		// A server left on the port (an earlier run killed before its stop) would answer in this one's place.
		const busy = await fetch(`${url}/`, { signal: AbortSignal.timeout(2000) }).then((r) => r.arrayBuffer().then(() => true), () => false);
		if (busy) throw new Error(`bench site: something already answers on ${url} (a server an interrupted run left?); stop it or set BENCH_SITE_PORT`);
		if (process.env.SITE_SERVER === 'nginx') {
			web = startNginxStack({ port, docroot: WP, run: join(BENCH, 'run'), logs: LOGS, serverLog: join(LOGS, 'server.log') });
			await web.ready();
			return { url, stop, wordpress: WP, dir: BENCH, server: 'nginx + PHP-FPM' };
		}
		const logFd = openSync(join(LOGS, 'php-server.log'), 'a');
		server = spawn(
			php.php,
			['-d', 'memory_limit=512M', '-d', 'opcache.enable_cli=1', '-d', 'opcache.validate_timestamps=0', '-S', `127.0.0.1:${port}`, '-t', WP, join(ROOT, 'scripts', 'site', 'router.php')],
			{ cwd: WP, env: { ...process.env, PHP_CLI_SERVER_WORKERS: '2' }, stdio: ['ignore', logFd, logFd], detached: true }
		);
		closeSync(logFd);
		const deadline = Date.now() + 60000;
		for (;;) {
			try {
				const r = await fetch(`${url}/wp-json/`, { signal: AbortSignal.timeout(20000) });
				await r.arrayBuffer();
				if (r.ok) break;
			} catch {}
			if (Date.now() > deadline || server.exitCode !== null) throw new Error(`bench site did not answer on ${url}; see ${join(LOGS, 'php-server.log')}`);
			await sleep(200);
		}
		return { url, stop, wordpress: WP, dir: BENCH, server: "PHP's built-in server" };
	} catch (e) {
		await stop();
		throw e;
	}
}
