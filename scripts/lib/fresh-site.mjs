// A throwaway WordPress + WooCommerce shop WITHOUT this plugin, built from scratch under .site/<name>/
// (gitignored) on every start: its own copy of core (with core's default themes), WooCommerce linked
// from the cache, its own MariaDB data, its own PHP server. For trying the installable zip as a shop
// owner would (tests/e2e/plugin-zip.test.mjs). The demo shop (.site/db, .site/wordpress) is never touched.
//
//   const site = await startFreshSite({ name: 'plugin-zip', port });
//   ... site.url, site.shop.product_id, await site.query('SELECT …') ...
//   await site.stop();          // stops its PHP server and MariaDB; the folder stays for a look
//
// The shop: install.php's core, woocommerce and settings steps (PL / PLN, HPOS), then
// scripts/site/fresh-shop.php (one product, zone "Polska" with a flat rate, bank transfer). No demo
// seed, no dev mu-plugin, no theme of ours; wp-config like the dev shop's minus its JWT secret and mail
// capture (wpConfig({ dev: false })).

import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findBinary, freePort, sql, startMariaDB } from './mariadb.mjs';
import { checkPhp, findWooCommerce, findWordPress } from './sources.mjs';
import { ADMIN, SITE, SiteError, copyCore, runPhp, startPhpServer, tail, wpConfig } from './site.mjs';

/** Why a fresh site cannot be built here, or null. Never downloads anything. */
export function freshSiteMissing() {
	const php = checkPhp();
	if (!php.ok) return php.message;
	if (!findBinary('mariadbd', 'mysqld')) return 'MariaDB is not installed (apt-get install -y mariadb-server).';
	if (!findWordPress({ download: false })) return 'WordPress core not found (WORDPRESS_DIR, ~/.cache/cosmetics-storefront; see docs/local-shop.md).';
	if (!findWooCommerce({ download: false })) return 'WooCommerce not found (WOOCOMMERCE_DIR, ~/.cache/cosmetics-storefront; see docs/local-shop.md).';
	return null;
}

/**
 * @param {object} [o]
 * @param {string} [o.name='fresh']  folder under .site/ (deleted and rebuilt)
 * @param {number} [o.port]          web port (default: a free one)
 * @param {(msg:string)=>void} [o.log]
 * @returns {Promise<{ url: string, dir: string, wordpress: string, debugLog: string, admin: {user:string,password:string},
 *   shop: { product_id:number, price:string, flat_cost:string, woocommerce:string, wordpress:string },
 *   query: (statement:string) => Promise<string[][]>, stop: () => Promise<void> }>}
 */
/** Symbolic links under `dir` (not followed). */
function listLinks(dir) {
	const found = [];
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		if (entry.isSymbolicLink()) found.push(path);
		else if (entry.isDirectory()) found.push(...listLinks(path));
	}
	return found;
}

export async function startFreshSite({ name = 'fresh', port, log = console.log } = {}) {
	const missing = freshSiteMissing();
	if (missing) throw new SiteError(missing);
	const php = checkPhp().php;
	const dir = join(SITE, name);
	const wordpress = join(dir, 'wordpress');
	const logs = join(dir, 'logs');
	const debugLog = join(logs, 'debug.log');
	const serverLog = join(logs, 'php-server.log');
	port ??= await freePort();

	rmSync(dir, { recursive: true, force: true });
	mkdirSync(logs, { recursive: true });
	copyCore(findWordPress({ download: false }), wordpress, { content: true, log });
	for (const d of ['plugins', 'uploads', 'upgrade']) mkdirSync(join(wordpress, 'wp-content', d), { recursive: true });
	// A copy, not a link: this site's wp-admin uploads and deletes plugins, and WordPress deletes
	// through links. Nothing of the storefront may be there before the upload.
	cpSync(findWooCommerce({ download: false }), join(wordpress, 'wp-content', 'plugins', 'woocommerce'), { recursive: true, filter: (src) => !lstatSync(src).isSymbolicLink() });
	const links = listLinks(join(wordpress, 'wp-content'));
	if (links.length || existsSync(join(wordpress, 'wp-content', 'plugins', 'cosmetics-storefront'))) {
		throw new SiteError(`The fresh site must hold no link and no cosmetics-storefront before the upload: ${links.join(', ') || 'plugins/cosmetics-storefront'}`);
	}

	let db = null;
	let web = null;
	const stop = async () => {
		await web?.stop();
		await db?.stop();
	};
	try {
		db = await startMariaDB({ dataDir: join(dir, 'db'), port: await freePort(), quiet: true });
		await sql(db, 'CREATE DATABASE wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
		writeFileSync(join(wordpress, 'wp-config.php'), wpConfig({ socket: db.socket, port, debugLog, dev: false }), { mode: 0o600 });

		const env = { ...process.env, COSMETICS_WP_DIR: wordpress, COSMETICS_SITE_HOST: `127.0.0.1:${port}`, COSMETICS_ADMIN_PASSWORD: ADMIN.password };
		const shopFile = join(dir, 'fresh-shop.json');
		const steps = [
			['install.php', ['core']],
			['install.php', ['woocommerce']],
			['install.php', ['settings']],
			['fresh-shop.php', [shopFile]],
		];
		for (const [script, args] of steps) {
			let output = '';
			const code = await runPhp(php, script, args, { env, write: (chunk) => (output += chunk) });
			if (code !== 0) {
				throw new SiteError(`${script} ${args[0]} failed (exit ${code}):\n${output}\n${tail(debugLog)}`);
			}
			log(`fresh site: ${output.trim().split('\n').pop()}`);
		}
		const shop = JSON.parse(readFileSync(shopFile, 'utf8'));

		web = startPhpServer({ php, port, docroot: wordpress, serverLog, debugLog, workers: 4 });
		await web.ready();
		log(`fresh site: WordPress ${shop.wordpress} + WooCommerce ${shop.woocommerce} on ${web.url} (${dir})`);
		return {
			url: web.url,
			dir,
			wordpress,
			debugLog,
			admin: ADMIN,
			shop,
			query: async (statement) =>
				(await sql(db, statement, { database: 'wordpress' }))
					.split('\n')
					.filter((line) => line !== '')
					.map((line) => line.split('\t')),
			stop,
		};
	} catch (e) {
		await stop();
		throw e;
	}
}
