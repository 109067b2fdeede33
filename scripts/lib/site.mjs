// The local shop behind `npm start` (scripts/site/start.mjs), as a function other scripts can call too.
//
//   const site = await startSite({ port: 8888 });   // builds, installs/seeds on first run, serves
//   ... site.url, site.adminUrl ...
//   await site.stop();                              // stops the PHP server and MariaDB it started
//
// Layout (all gitignored): .site/db (MariaDB data), .site/wordpress (a COPY of core; plugins symlinked),
// .site/mail (captured e-mails), .site/logs (debug.log, php-server.log), .site/state (install markers).
// PHPUnit's .site/test-* folders belong to scripts/test/php.mjs and are never touched here.

import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
	cpSync,
	copyFileSync,
	existsSync,
	lstatSync,
	mkdirSync,
	openSync,
	closeSync,
	readFileSync,
	readdirSync,
	readlinkSync,
	renameSync,
	rmSync,
	statSync,
	symlinkSync,
	unlinkSync,
	utimesSync,
	writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMariaDB, sql, freePort } from './mariadb.mjs';
import { SITE_LOCALE, checkPhp, findLanguagePack, findFlexibleInvoices, findPayu, findPluginLanguagePack, findRedisCache, findWooCommerce, findWordPress, findYoast, newestMtime, optionalPlugins, pluginVersion, wordpressVersion } from './sources.mjs';
import { startPayuDouble } from './payu-double.mjs';
import { startVatRegisterDouble } from './vat-register-double.mjs';
import { ensureTestCa } from './test-tls.mjs';
import { pidAlive, untilAnswers } from './processes.mjs';
import { siteDir } from './site-dir.mjs';
import { startNginxStack } from './web-stack.mjs';
import { installDropIn, removeDropIn, startRedis } from './redis.mjs';

/** The local shop's web server: 'php' (PHP's built-in server, the default) or 'nginx' (SITE_SERVER=nginx). */
export const webServer = () => (process.env.SITE_SERVER === 'nginx' || topology().cluster ? 'nginx' : 'php');

/**
 * The shop's topology. SITE_TOPOLOGY=cluster (`npm run cluster`): nginx with the guest page
 * cache in front of two PHP-FPM web nodes, one MariaDB, one Redis object cache, one WordPress folder
 * (shared uploads). COSMETICS_OBJECT_CACHE=redis: the Redis object cache on any topology.
 * SITE_PAGE_CACHE_TTL: the page cache's lifetime in seconds (default 60: the bound within which a price
 * or stock change reaches guests). SITE_REDIS_PORT: Redis's port (default: a free one).
 */
export function topology() {
	const cluster = process.env.SITE_TOPOLOGY === 'cluster';
	return {
		cluster,
		nodes: cluster ? 2 : 1,
		redis: cluster || process.env.COSMETICS_OBJECT_CACHE === 'redis',
		pageCache: cluster ? { ttl: Number(process.env.SITE_PAGE_CACHE_TTL || 60) } : null,
	};
}

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SITE = siteDir(ROOT);
const SCRIPTS = join(ROOT, 'scripts', 'site');

export const paths = {
	site: SITE,
	db: join(SITE, 'db'),
	wordpress: join(SITE, 'wordpress'),
	mail: join(SITE, 'mail'),
	logs: join(SITE, 'logs'),
	state: join(SITE, 'state'),
	debugLog: join(SITE, 'logs', 'debug.log'),
	serverLog: join(SITE, 'logs', 'php-server.log'),
};

export const ADMIN = { user: 'admin', password: 'admin' };

/** A user-facing problem: printed as one message, exit code 1, no stack. */
export class SiteError extends Error {}


function portFree(port) {
	return new Promise((res) => {
		const srv = createServer();
		srv.once('error', () => res(false));
		srv.listen(port, '127.0.0.1', () => srv.close(() => res(true)));
	});
}

/** PID of a MariaDB server running on the site's datadir, or 0. */
export function runningSiteDbPid() {
	const pidFile = join(paths.db, 'mysqld.pid');
	if (!existsSync(pidFile)) return 0;
	const pid = Number(readFileSync(pidFile, 'utf8').trim());
	return pid && pidAlive(pid) ? pid : 0;
}

/** Delete what `npm start` built (not PHPUnit's .site/test-*). Refuses while its database runs. */
export function resetSite(log = console.log) {
	const pid = runningSiteDbPid();
	if (pid) {
		throw new SiteError(
			`The local shop seems to be running (its MariaDB has PID ${pid}). Stop that \`npm start\` first, then reset.`
		);
	}
	for (const p of [paths.db, paths.wordpress, paths.mail, paths.logs, paths.state]) {
		rmSync(p, { recursive: true, force: true });
	}
	log('Removed .site/db, .site/wordpress, .site/mail, .site/logs, .site/state.');
}

/** Make `link` a symlink to `target` (replacing a wrong link). */
export function ensureSymlink(target, link) {
	let current = null;
	try {
		if (lstatSync(link).isSymbolicLink()) current = readlinkSync(link);
		else throw new SiteError(`${link} exists and is not a symlink; remove it or run with --reset.`);
	} catch (e) {
		if (e instanceof SiteError) throw e;
	}
	if (current === target) return;
	if (current !== null) unlinkSync(link);
	mkdirSync(dirname(link), { recursive: true });
	symlinkSync(target, link);
}

/** Run `npm run build` when build/storefront.js is missing or older than the newest file in src/. */
export async function maybeBuild(log = console.log) {
	const bundle = join(ROOT, 'build', 'storefront.js');
	const built = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
	// The bundle's inputs: the sources and what the build is made with.
	const buildInputs = ['webpack.config.js', 'babel.config.js', 'tsconfig.json', 'package-lock.json']
		.map((file) => join(ROOT, file))
		.filter((file) => existsSync(file))
		.map((file) => statSync(file).mtimeMs);
	const newestSrc = Math.max(newestMtime(join(ROOT, 'src')), ...buildInputs);
	if (built && built >= newestSrc) {
		log('Bundle build/storefront.js is up to date.');
		return;
	}
	log(built ? 'src/ or the build set-up changed since the last build: npm run build ...' : 'No build/storefront.js yet: npm run build ...');
	const t = Date.now();
	const code = await new Promise((res) => {
		const child = spawn('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
		child.on('exit', (c) => res(c));
		child.on('error', () => res(-1));
	});
	if (code === 0 && existsSync(bundle)) {
		// webpack leaves an unchanged file untouched (compareBeforeEmit): mark it as fresh, or every run rebuilds.
		const now = new Date();
		if (statSync(bundle).mtimeMs < newestSrc) utimesSync(bundle, now, now);
		log(`Bundle built in ${((Date.now() - t) / 1000).toFixed(1)} s.`);
	}
	else log(`WARNING: the bundle build failed (exit ${code}); continuing — the storefront page may be empty.`);
}

function phpString(s) {
	return `'${String(s).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function salt() {
	// 64 printable characters without quotes/backslashes.
	const chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_{|}~';
	return Array.from(randomBytes(64), (b) => chars[b % chars.length]).join('');
}

/**
 * wp-config.php of a site served by PHP's built-in server over a MariaDB socket. `dev` (the local shop)
 * adds what only the dev shop has: a JWT secret in wp-config and the mail capture folder; without it
 * the site is configured like a plain shop (scripts/lib/fresh-site.mjs).
 */
export function wpConfig({ socket, port, debugLog = paths.debugLog, dev = true }) {
	const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];
	return `<?php
/**
 * Written by scripts/lib/site.mjs for a LOCAL ${dev ? 'development shop (npm start)' : 'throwaway test site'}. Not committed, not for production.
 */

// Database: the MariaDB server npm start runs, over its socket.
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', ${phpString(`localhost:${socket}`)} ); // cosmetics-site:db-host
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

${keys.map((k) => `define( '${k}', ${phpString(salt())} );`).join('\n')}

$table_prefix = 'wp_';

// Local and offline.
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true ); // scripts/site/start.mjs calls wp-cron.php every minute instead.
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'DISALLOW_FILE_EDIT', true ); // the plugin folder may be the repository (symlink).
define( 'FS_METHOD', 'direct' ); // plugin uploads and deletions write straight to wp-content.
define( 'WP_MEMORY_LIMIT', '256M' );

// Debugging: everything goes to .site/logs/debug.log (site.mjs prints its tail when an install step fails).
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', ${phpString(debugLog)} );
define( 'WP_DEBUG_DISPLAY', false );
define( 'SCRIPT_DEBUG', false );

${dev ? `// The storefront plugin's JWT secret, random per local site.
define( 'COSMETICS_JWT_SECRET', ${phpString(randomBytes(48).toString('base64url'))} );

// scripts/site/mu-plugins/cosmetics-dev-site.php writes every e-mail here.
define( 'COSMETICS_DEV_MAIL_DIR', ${phpString(paths.mail)} );
` : ''}
// Served on 127.0.0.1 / localhost on whatever port (SITE_PORT); ${port} by default.
if ( isset( $_SERVER['HTTP_HOST'] ) && preg_match( '/^(127\\.0\\.0\\.1|localhost)(:\\d+)?$/', $_SERVER['HTTP_HOST'] ) ) {
	define( 'WP_HOME', 'http://' . $_SERVER['HTTP_HOST'] );
	define( 'WP_SITEURL', 'http://' . $_SERVER['HTTP_HOST'] );
} else {
	define( 'WP_HOME', 'http://127.0.0.1:${port}' );
	define( 'WP_SITEURL', 'http://127.0.0.1:${port}' );
}

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

/**
 * Copy WordPress core from `wordpressDir` into `dest` (once: an existing copy is kept). `content`: with
 * core's own wp-content (default themes, Akismet, Hello Dolly) as a fresh download has it.
 */
export function copyCore(wordpressDir, dest, { content = false, log = console.log } = {}) {
	if (existsSync(join(dest, 'wp-settings.php'))) return;
	log(`Copying WordPress core from ${wordpressDir} ...`);
	const tmp = `${dest}.tmp-${process.pid}`;
	rmSync(tmp, { recursive: true, force: true });
	// A real copy: PHP's __DIR__ resolves symlinks, so a symlinked core would load the wrong wp-config.
	// Never a symlink, and of wp-content only core's own themes and plugins: a copied link (say a
	// plugins/cosmetics-storefront left in a source folder that once served as a site) points out of
	// the copy, and WordPress deletes THROUGH links (WP_Filesystem_Direct::delete recurses into a linked
	// folder) — a plugin upload replacing it once emptied the repository and WooCommerce's cached copy.
	cpSync(wordpressDir, tmp, {
		recursive: true,
		filter: (src) => {
			if (src.endsWith('/wp-config.php') || lstatSync(src).isSymbolicLink()) return false;
			const rel = relative(wordpressDir, src).split(sep).join('/');
			if (!rel.startsWith('wp-content/')) return true;
			return content && /^wp-content\/(index\.php|themes|plugins)(\/|$)/.test(rel) && !/^wp-content\/plugins\/(cosmetics-storefront|woocommerce)(\/|$)/.test(rel);
		},
	});
	rmSync(dest, { recursive: true, force: true });
	renameSync(tmp, dest);
}

/**
 * The Polish language packs the site runs with: WordPress core's (pl_PL, admin, …) into
 * wp-content/languages, WooCommerce's into wp-content/languages/plugins. The site is Polish when core's
 * pack is there (`locale` pl_PL), else English ('' = en_US) and the banner says why.
 */
export function languagePacks(wordpressDir, wooDir) {
	const wordpress = findLanguagePack('wordpress', wordpressVersion(wordpressDir));
	const woocommerce = findLanguagePack('woocommerce', pluginVersion(join(wooDir, 'woocommerce.php')));
	const locale = wordpress ? SITE_LOCALE : '';
	const missing = [!wordpress && 'WordPress', !woocommerce && 'WooCommerce'].filter(Boolean);
	const summary = locale
		? `Polish (${SITE_LOCALE}; language packs WordPress ${wordpress.version}` +
			(woocommerce ? `, WooCommerce ${woocommerce.version})` : '; WooCommerce has no Polish pack: its own texts stay English)')
		: `English: no Polish language pack of ${missing.join(' and ')} in ~/.cache/cosmetics-storefront/languages-<wordpress|woocommerce>-<version>-${SITE_LOCALE} (see docs/local-shop.md)`;
	return { wordpress, woocommerce, locale, summary };
}

/** Copy the files of the language packs in (each start: a pack in the cache may have been replaced). */
function copyLanguagePacks(packs, content) {
	const targets = [
		[packs.wordpress, join(content, 'languages')],
		[packs.woocommerce, join(content, 'languages', 'plugins')],
	];
	for (const [pack, dest] of targets) {
		if (!pack) continue;
		mkdirSync(dest, { recursive: true });
		for (const name of readdirSync(pack.dir)) {
			const from = join(pack.dir, name);
			const to = join(dest, name);
			if (!statSync(from).isFile()) continue;
			if (existsSync(to) && statSync(to).size === statSync(from).size) continue;
			cpSync(from, to);
		}
	}
}

/** Copy core into .site/wordpress (once) and link WooCommerce, this plugin, the mu-plugin and the theme. */
function assembleFiles({ wordpressDir, wooDir, packs, log }) {
	for (const p of [paths.site, paths.mail, paths.logs, paths.state]) mkdirSync(p, { recursive: true });
	copyCore(wordpressDir, paths.wordpress, { log });
	const content = join(paths.wordpress, 'wp-content');
	for (const d of ['plugins', 'themes', 'mu-plugins', 'uploads', 'upgrade', 'languages']) {
		mkdirSync(join(content, d), { recursive: true });
	}
	ensureSymlink(wooDir, join(content, 'plugins', 'woocommerce'));
	ensureSymlink(ROOT, join(content, 'plugins', 'cosmetics-storefront'));
	ensureSymlink(join(SCRIPTS, 'theme'), join(content, 'themes', 'cosmetics-dev'));
	ensureSymlink(join(SCRIPTS, 'mu-plugins', 'cosmetics-dev-site.php'), join(content, 'mu-plugins', 'cosmetics-dev-site.php'));
	if (!existsSync(join(content, 'index.php'))) writeFileSync(join(content, 'index.php'), '<?php\n// Silence is golden.\n');
	copyLanguagePacks(packs, content);
}

/** Write wp-config.php the first time; afterwards only keep DB_HOST pointing at the current socket. */
function ensureWpConfig({ socket, port }) {
	const file = join(paths.wordpress, 'wp-config.php');
	if (!existsSync(file)) {
		writeFileSync(`${file}.tmp`, wpConfig({ socket, port }), { mode: 0o600 });
		renameSync(`${file}.tmp`, file);
		return;
	}
	const text = readFileSync(file, 'utf8');
	const line = `define( 'DB_HOST', ${phpString(`localhost:${socket}`)} ); // cosmetics-site:db-host`;
	const updated = text.replace(/^define\( 'DB_HOST'.*\/\/ cosmetics-site:db-host$/m, line);
	if (updated !== text) writeFileSync(file, updated);
}

/**
 * Run a PHP helper script in its own process (WordPress loads fresh each time).
 * Resolves with the exit code; its output is forwarded to this process's stdout/stderr (or to `write`).
 */
export function runPhp(phpBinary, script, args, { env, track, write = (chunk, stream) => stream.write(chunk) }) {
	return new Promise((res, rej) => {
		const child = spawn(phpBinary, ['-d', 'memory_limit=1024M', join(SCRIPTS, script), ...args], {
			cwd: ROOT,
			env,
			// Forwarded through this process: several writers on one inherited regular file lose lines.
			stdio: ['ignore', 'pipe', 'pipe'],
			detached: true, // own process group: stop() ends it together with the image workers it starts
		});
		child.stdout.on('data', (d) => write(d, process.stdout));
		child.stderr.on('data', (d) => write(d, process.stderr));
		track?.add(child);
		child.on('error', rej);
		child.on('close', (code, signal) => {
			track?.delete(child);
			res(signal ? 128 : code);
		});
	});
}

/**
 * An optional plugin on or off on this checkout's dev shop (its database must run): on links `dir` as
 * wp-content/plugins/<folder> (a link, like WooCommerce: the dev mu-plugin refuses deleting it) and runs
 * `php install.php <step> on [...args]` (activation and the plugin's settings); off runs `<step> off`
 * (deactivated, its settings kept as on a shop that switched it off) and removes the link.
 * @param {boolean} on
 * @param {{ name: string, folder: string, step: string, dir?: string|null, args?: string[], host: string, php?: string }} o
 */
function switchPlugin(on, { name, folder, step, dir = null, args = [], host, php = process.env.PHP_BINARY || 'php' }) {
	const link = join(paths.wordpress, 'wp-content', 'plugins', folder);
	if (on) {
		if (!dir) throw new SiteError(`${name} was not found in ~/.cache/cosmetics-storefront (see docs/local-shop.md, "Where WordPress and WooCommerce come from").`);
		ensureSymlink(dir, link);
	}
	const said = installStep([step, on ? 'on' : 'off', ...(on ? args : [])], { host, php, failure: `Switching ${name} ${on ? 'on' : 'off'} failed` });
	if (!on) {
		try {
			if (lstatSync(link).isSymbolicLink()) unlinkSync(link);
		} catch {}
	}
	return said;
}

/** Runs `php scripts/site/install.php ...args` on this checkout's dev shop; returns what it said. */
export function installStep(args, { host, php = process.env.PHP_BINARY || 'php', failure = `install.php ${args[0]} failed` }) {
	const r = spawnSync(php, ['-d', 'memory_limit=1024M', join(SCRIPTS, 'install.php'), ...args], {
		cwd: ROOT,
		env: { ...process.env, COSMETICS_WP_DIR: paths.wordpress, COSMETICS_SITE_HOST: host },
		encoding: 'utf8',
	});
	if (r.status !== 0) throw new SiteError(`${failure}: ${(r.stdout + r.stderr).trim().slice(-2000)}`);
	return r.stdout.trim();
}

/** Whether an optional plugin's folder is linked into the dev shop (it was switched on before). */
function pluginLinked(folder) {
	try {
		return lstatSync(join(paths.wordpress, 'wp-content', 'plugins', folder)).isSymbolicLink();
	} catch {
		return false;
	}
}

/**
 * Yoast SEO on or off (switchPlugin). `npm start` calls it with COSMETICS_WITH=yoast (on) or without
 * (off); tests/e2e/yoast.test.mjs switches it on for its run and back after.
 * @param {boolean} on
 * @param {{ host: string, yoastDir?: string|null, php?: string }} o host "127.0.0.1:8888"
 */
export const switchYoast = (on, { host, yoastDir = null, php }) =>
	switchPlugin(on, { name: 'Yoast SEO', folder: 'wordpress-seo', step: 'yoast', dir: yoastDir, host, php });

/**
 * Flexible Invoices on or off (switchPlugin), with the shop's invoice settings (scripts/site/install.php).
 * `npm start` calls it with COSMETICS_WITH=invoices (on) or without (off); the invoices tests switch it
 * on for their run and back after (scripts/lib/invoices-shop.mjs).
 * @param {boolean} on
 * @param {{ host: string, invoicesDir?: string|null, php?: string }} o
 */
export function switchInvoices(on, { host, invoicesDir = null, php }) {
	// The plugin's Polish language pack (translate.wordpress.org's, from the cache: docs/local-shop.md), so its
	// invoices and screens are Polish like the shop.
	const pack = findPluginLanguagePack('flexible-invoices');
	if (on && pack) {
		const dest = join(paths.wordpress, 'wp-content', 'languages', 'plugins');
		mkdirSync(dest, { recursive: true });
		for (const file of readdirSync(pack).filter((name) => name.endsWith('.mo'))) copyFileSync(join(pack, file), join(dest, file));
	}
	return switchPlugin(on, { name: 'Flexible Invoices', folder: 'flexible-invoices', step: 'invoices', dir: invoicesDir, host, php });
}

export function tail(file, lines = 20) {
	try {
		return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
	} catch {
		return '';
	}
}

/** The dev shop's test CA folder (scripts/lib/test-tls.mjs): doubles of HTTPS services sign with it. */
export const TEST_TLS_DIR = join(SITE, 'run', 'tls');

/**
 * PayU's plugin on or off on this checkout's dev shop (its database must run), like switchYoast: on links
 * `payuDir` as wp-content/plugins/woo-payu-payment-gateway and activates it pointed at the local double
 * `double` ({ port, credentials } of scripts/lib/payu-double.mjs; `methods`: the gateway ids to enable);
 * off deactivates it and removes the link. `npm start` calls it with COSMETICS_WITH=payu (on, its own
 * double) or without (off); tests/e2e/payments.test.mjs switches it on with its double and back after.
 * @param {boolean} on
 * @param {{ host: string, payuDir?: string|null, double?: { port: number, credentials: object }|null, methods?: string[], php?: string }} o
 */
export function switchPayu(on, { host, payuDir = null, double = null, methods = undefined, php }) {
	if (on && payuDir && !double) throw new SiteError('switchPayu: no double of PayU to point the plugin at.');
	const config = on && double ? JSON.stringify({ ...double.credentials, proxy: `127.0.0.1:${double.port}`, ...(methods ? { methods } : {}) }) : '{}';
	return switchPlugin(on, { name: "PayU's plugin", folder: 'woo-payu-payment-gateway', step: 'payu', dir: payuDir, args: [config], host, php });
}

/**
 * PHP's built-in server with workers serving the WordPress in `docroot` through scripts/site/router.php,
 * in its own process group. `await ready(check)` waits until `/` answers below 500 (`check()` may
 * throw to give up early); `stop()` ends the server and its workers.
 *
 * @returns {{ url: string, server: import('node:child_process').ChildProcess, exited: Promise<number>,
 *   ready: (check?: () => void) => Promise<void>, stop: () => Promise<void> }}
 */
export function startPhpServer({ php, port, docroot, serverLog, debugLog, workers = process.env.PHP_CLI_SERVER_WORKERS || '4', caBundle = null }) {
	const url = `http://127.0.0.1:${port}`;
	const logFd = openSync(serverLog, 'a');
	const server = spawn(
		php,
		[
			'-d', 'memory_limit=512M',
			'-d', 'upload_max_filesize=64M',
			'-d', 'post_max_size=64M',
			'-d', 'max_execution_time=120',
			'-d', 'opcache.enable_cli=1',
			'-d', 'opcache.validate_timestamps=1',
			'-d', 'opcache.revalidate_freq=0',
			...(caBundle ? ['-d', `curl.cainfo=${caBundle}`] : []),
			'-S', `127.0.0.1:${port}`,
			'-t', docroot,
			join(SCRIPTS, 'router.php'),
		],
		{
			cwd: docroot,
			env: { ...process.env, PHP_CLI_SERVER_WORKERS: String(workers) },
			stdio: ['ignore', logFd, logFd],
			detached: true, // own process group, so stop() ends the workers too
		}
	);
	closeSync(logFd);
	const exited = new Promise((res) => server.once('exit', (code, signal) => res(signal ? 0 : code ?? 0)));
	let serverGone = false;
	exited.then(() => (serverGone = true));

	const ready = (check = () => {}) =>
		untilAnswers(url, {
			isDown: () => serverGone,
			check,
			error: (message) => new SiteError(message),
			say: {
				down: () => `The PHP server stopped during start-up. ${serverLog}:\n${tail(serverLog)}`,
				status: (status) => `${url}/ answers HTTP ${status}. ${debugLog}:\n${tail(debugLog)}`,
				timeout: () => `${url}/ did not answer within 60 s. See ${serverLog}.`,
			},
		});

	const stop = async () => {
		if (server.exitCode !== null || server.signalCode !== null) return;
		try {
			process.kill(-server.pid, 'SIGTERM'); // its process group: the master and its workers
		} catch {}
		const t = setTimeout(() => {
			try {
				process.kill(-server.pid, 'SIGKILL');
			} catch {}
		}, 5000);
		await exited;
		clearTimeout(t);
	};
	return { url, server, exited, ready, stop };
}

/**
 * Build, assemble, install/seed (first run) and serve the local shop.
 *
 * @param {object} [o]
 * @param {number} [o.port]       web port (default env SITE_PORT or 8888)
 * @param {number} [o.dbPort]     MariaDB TCP port on 127.0.0.1 (default env SITE_DB_PORT or a free one)
 * @param {boolean} [o.serve=true]  false: install/seed, stop MariaDB and return
 * @param {boolean} [o.build=true]  run the bundle build when stale
 * @param {boolean} [o.reset=false] delete the site first
 * @param {(msg:string)=>void} [o.log]
 * @param {AbortSignal} [o.signal]  abort = stop everything started so far; startSite then rejects
 * @returns {Promise<{url:string, adminUrl:string, mailDir:string, mailUrl:string, debugLog:string,
 *   serverLog:string, db:object, firstRun:boolean, stop:()=>Promise<void>, exited:Promise<number>}>}
 */
export async function startSite({
	port = Number(process.env.SITE_PORT || 8888),
	dbPort = process.env.SITE_DB_PORT ? Number(process.env.SITE_DB_PORT) : undefined,
	serve = true,
	build = true,
	reset = false,
	log = console.log,
	signal,
} = {}) {
	// What the machine must have.
	const php = checkPhp();
	if (!php.ok) throw new SiteError(php.message);
	const wordpressDir = findWordPress();
	const wooDir = findWooCommerce();
	if (!wordpressDir || !wooDir) {
		const lines = [];
		if (!wordpressDir) {
			lines.push(
				'WordPress core was not found (WORDPRESS_DIR, ~/.cache/cosmetics-storefront/wordpress) and could not be downloaded (offline?).',
				'  Set WORDPRESS_DIR=/path/to/wordpress (the folder with wp-settings.php), or unzip https://wordpress.org/latest.zip into ~/.cache/cosmetics-storefront/.'
			);
		}
		if (!wooDir) {
			lines.push(
				'WooCommerce was not found (WOOCOMMERCE_DIR, ~/.cache/cosmetics-storefront/woocommerce) and could not be downloaded (offline?).',
				'  Set WOOCOMMERCE_DIR=/path/to/woocommerce (the folder with woocommerce.php), or unzip https://downloads.wordpress.org/plugin/woocommerce.latest-stable.zip into ~/.cache/cosmetics-storefront/.'
			);
		}
		throw new SiteError(lines.join('\n'));
	}

	// Optional plugins (COSMETICS_WITH=yoast): known before anything starts.
	let optional;
	try {
		optional = optionalPlugins();
	} catch (e) {
		throw new SiteError(e.message);
	}
	const yoastDir = optional.yoast ? findYoast() : null;
	const payuDir = optional.payu ? findPayu() : null;
	const invoicesDir = optional.invoices ? findFlexibleInvoices() : null;
	if (optional.invoices && !invoicesDir) {
		throw new SiteError(
			'COSMETICS_WITH=invoices: Flexible Invoices was not found (FLEXIBLE_INVOICES_DIR, ~/.cache/cosmetics-storefront/flexible-invoices-<version>).\n' +
				'  Unpack it there as docs/local-shop.md ("Where WordPress and WooCommerce come from") says, or start without COSMETICS_WITH.'
		);
	}
	if (optional.payu && !payuDir) {
		throw new SiteError(
			"COSMETICS_WITH=payu: PayU's plugin was not found (PAYU_DIR, ~/.cache/cosmetics-storefront/woo-payu-payment-gateway-<version>).\n" +
				'  Build it there as docs/local-shop.md ("Where WordPress and WooCommerce come from") says, or start without COSMETICS_WITH.'
		);
	}
	if (optional.yoast && !yoastDir) {
		throw new SiteError(
			'COSMETICS_WITH=yoast: Yoast SEO was not found (YOAST_DIR, ~/.cache/cosmetics-storefront/wordpress-seo-<version>).\n' +
				'  Unpack wp-content/plugins/wordpress-seo of the snapshot named in docs/local-shop.md ("Where WordPress and WooCommerce come from") there, or start without COSMETICS_WITH.'
		);
	}

	const shape = topology();
	const redisCacheDir = shape.redis ? findRedisCache() : null;
	if (shape.redis && !redisCacheDir) {
		throw new SiteError(
			'The Redis object cache was asked for (SITE_TOPOLOGY=cluster or COSMETICS_OBJECT_CACHE=redis), but the Redis Object Cache plugin was not found\n' +
				'  (REDIS_CACHE_DIR, ~/.cache/cosmetics-storefront/redis-cache-<version>). Unpack it there as docs/local-shop.md "Where WordPress and WooCommerce come from" says.'
		);
	}

	if (runningSiteDbPid()) {
		throw new SiteError(`The local shop already runs (MariaDB PID ${runningSiteDbPid()} on .site/db). Stop it first.`);
	}
	// A shop built on other versions is built again: its copied core and database belong to those.
	// The site's language is part of what it was built on: WordPress and WooCommerce write their pages,
	// categories and e-mail settings in it when they install.
	const packs = languagePacks(wordpressDir, wooDir);
	const platformNow = `WordPress ${wordpressVersion(wordpressDir)}, WooCommerce ${pluginVersion(join(wooDir, 'woocommerce.php'))}, ${packs.locale || 'en_US'}`;
	const platformFile = join(paths.state, 'platform');
	const builtCore = existsSync(join(paths.wordpress, 'wp-settings.php'));
	const platformBefore = existsSync(platformFile)
		? readFileSync(platformFile, 'utf8').trim()
		: builtCore
			? `WordPress ${wordpressVersion(paths.wordpress)}, WooCommerce of an earlier checkout`
			: null;
	if (reset || (platformBefore !== null && platformBefore !== platformNow)) {
		if (!reset) log(`The local shop was built on ${platformBefore}; building it again on ${platformNow}.`);
		resetSite(log);
	}
	if (serve && !(await portFree(port))) {
		throw new SiteError(`Port ${port} on 127.0.0.1 is in use. Stop what uses it, or pick another: SITE_PORT=8890 npm start`);
	}

	if (build) await maybeBuild(log);
	assembleFiles({ wordpressDir, wooDir, packs, log });

	// Everything started from here on is tracked so stop() can end it.
	const children = new Set();
	let db = null;
	let web = null;
	let redis = null;
	let payuDouble = null;
	let vatRegister = null;
	let cronTimer = null;
	let stopping = null;

	const stop = () => {
		if (stopping) return stopping;
		stopping = (async () => {
			if (cronTimer) clearInterval(cronTimer);
			const running = [...children].map((child) => new Promise((r) => child.once('close', r)));
			for (const child of children) {
				try {
					process.kill(-child.pid, 'SIGTERM');
				} catch {}
			}
			await Promise.all(running);
			if (web) await web.stop();
			if (payuDouble) await payuDouble.stop();
			if (vatRegister) await vatRegister.stop();
			if (redis) await redis.stop();
			if (db) await db.stop();
		})();
		return stopping;
	};

	// An abort before the listener below existed (e.g. Ctrl-C during the build) is not replayed to
	// it, so the signal itself is checked too.
	const interrupted = () => {
		if (stopping || signal?.aborted) throw new SiteError('Interrupted.');
	};
	signal?.addEventListener('abort', () => stop(), { once: true });

	try {
		interrupted();
		const firstRun = !existsSync(join(paths.db, 'mysql'));
		if (firstRun) {
			// A new database: whatever the markers say, every install step must run again.
			rmSync(paths.state, { recursive: true, force: true });
			mkdirSync(paths.state, { recursive: true });
		}
		writeFileSync(platformFile, `${platformNow}\n`);
		const startedDb = await startMariaDB({ dataDir: paths.db, port: dbPort || (await freePort()), quiet: false });
		if (stopping) {
			await startedDb.stop();
			interrupted();
		}
		db = startedDb;
		await sql(db, 'CREATE DATABASE IF NOT EXISTS wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
		ensureWpConfig({ socket: db.socket, port });

		// The Redis object cache (empty on every start: nothing persisted), before anything loads WordPress,
		// so the install steps and the fixtures share the web nodes' cache; without it, no drop-in.
		const wpContent = join(paths.wordpress, 'wp-content');
		if (shape.redis) {
			redis = await startRedis({ port: Number(process.env.SITE_REDIS_PORT) || (await freePort()), dir: join(SITE, 'run', 'redis'), log });
			installDropIn(wpContent, { port: redis.port, pluginDir: redisCacheDir });
			ensureSymlink(redisCacheDir, join(wpContent, 'plugins', 'redis-cache')); // seen in wp-admin; a link like WooCommerce
		} else {
			removeDropIn(wpContent);
		}

		const env = {
			...process.env,
			COSMETICS_WP_DIR: paths.wordpress,
			COSMETICS_SITE_HOST: `127.0.0.1:${port}`,
			COSMETICS_ADMIN_PASSWORD: ADMIN.password,
			COSMETICS_SITE_LOCALE: packs.locale,
		};
		const steps = [
			{ name: 'core', script: 'install.php', args: ['core'], what: 'Installing WordPress' },
			{ name: 'woocommerce', script: 'install.php', args: ['woocommerce'], what: 'Activating WooCommerce' },
			{ name: 'plugin', script: 'install.php', args: ['plugin'], what: 'Activating cosmetics-storefront' },
			{ name: 'settings', script: 'install.php', args: ['settings'], what: 'WooCommerce settings' },
			{ name: 'seed', script: 'seed.php', args: [], what: 'Seeding the demo catalogue' },
			// Its own step: a dev shop seeded before gets it on its next start.
			{ name: 'safety', script: 'seed-safety.php', args: [], what: 'Demo product safety data (GPSR)' },
			// The search's Polish dictionary and the catalogue's index, at once (a shop does it in batches).
			{ name: 'search', script: 'install.php', args: ['search'], what: 'Search index (the Polish dictionary, then every product)' },
		];
		for (const step of steps) {
			const marker = join(paths.state, `${step.name}.done`);
			if (existsSync(marker)) continue;
			const t = Date.now();
			log(`\n== ${step.what} ...`);
			const code = await runPhp(php.php, step.script, step.args, { env, track: children });
			interrupted();
			if (code !== 0) {
				const debug = tail(paths.debugLog);
				throw new SiteError(
					`${step.what} failed (php exit ${code}).` +
						(debug ? `\nLast lines of ${paths.debugLog}:\n${debug}` : '') +
						'\nFix it and run `npm start` again (finished steps are kept), or `npm run site:reset`.'
				);
			}
			writeFileSync(marker, new Date().toISOString() + '\n');
			log(`   done in ${((Date.now() - t) / 1000).toFixed(1)} s`);
		}

		// Optional plugins on with COSMETICS_WITH; off again (deactivated, link removed) on a start without.
		const host = `127.0.0.1:${port}`;
		if (optional.yoast || pluginLinked('wordpress-seo')) {
			log(`\n== Yoast SEO ${optional.yoast ? 'on' : 'off'} ...`);
			log(`   ${switchYoast(optional.yoast, { host, yoastDir, php: php.php }) || 'not active'}`);
		}
		// PayU pointed at a double of PayU's API this process runs (and stops).
		if (optional.payu) {
			payuDouble = await startPayuDouble({ tlsDir: TEST_TLS_DIR, log: (line) => log(`   ${line}`) });
		}
		if (optional.payu || pluginLinked('woo-payu-payment-gateway')) {
			log(`\n== PayU ${optional.payu ? 'on' : 'off'} ...`);
			log(`   ${switchPayu(optional.payu, { host, payuDir, double: payuDouble, php: php.php }) || 'not active'}`);
		}
		if (optional.invoices || pluginLinked('flexible-invoices')) {
			log(`\n== Flexible Invoices ${optional.invoices ? 'on' : 'off'} ...`);
			log(`   ${switchInvoices(optional.invoices, { host, invoicesDir, php: php.php }) || 'not active'}`);
		}
		// NIP lookups answered by a double of the Ministry of Finance's VAT register this process runs.
		vatRegister = await startVatRegisterDouble();
		installStep(['vat-register', vatRegister.url], { host, php: php.php });
		const caBundle = ensureTestCa(TEST_TLS_DIR).bundleFile;

		const url = `http://127.0.0.1:${port}`;
		const info = {
			url,
			adminUrl: `${url}/wp-admin/`,
			loginUrl: `${url}/wp-login.php`,
			mailDir: paths.mail,
			mailUrl: `${url}/wp-admin/tools.php?page=cosmetics-dev-mail`,
			debugLog: paths.debugLog,
			serverLog: paths.serverLog,
			db,
			firstRun,
			language: packs.summary,
			redis,
			topology: shape,
			server: shape.cluster
				? `nginx with a ${shape.pageCache.ttl} s guest page cache, round-robin over ${shape.nodes} PHP-FPM web nodes (X-Cosmetics-Node: a|b pins one), Redis object cache on 127.0.0.1:${redis.port}; logs ${paths.logs}/nginx-*.log, ${SITE}/run/node-*/php-fpm.log`
				: webServer() === 'nginx'
				? `nginx + PHP-FPM with OPcache (SITE_SERVER=nginx); logs ${paths.logs}/nginx-*.log, php-fpm.log`
				: `PHP's built-in server (SITE_SERVER=nginx for nginx + PHP-FPM); log ${paths.serverLog}`,
			sources:
				`WordPress ${wordpressVersion(wordpressDir)} (${wordpressDir}), WooCommerce ${pluginVersion(join(wooDir, 'woocommerce.php'))} (${wooDir})` +
				(yoastDir ? `, Yoast SEO ${pluginVersion(join(yoastDir, 'wp-seo.php'))} (${yoastDir})` : '') +
				(payuDir ? `, PayU ${pluginVersion(join(payuDir, 'woocommerce-gateway-payu.php'))} (${payuDir}) against its local double ${payuDouble.url}` : '') +
				(invoicesDir ? `, Flexible Invoices ${pluginVersion(join(invoicesDir, 'flexible-invoices.php'))} (${invoicesDir})` : '') +
				`; NIP lookups: a local double of the VAT register ${vatRegister.url}`,
			stop,
		};
		if (!serve) {
			await stop();
			return { ...info, exited: Promise.resolve(0) };
		}

		// The web server: PHP's built-in server with workers (WordPress calls itself: loopback, Store API...),
		// or with SITE_SERVER=nginx the production stack (nginx + PHP-FPM with OPcache, scripts/lib/web-stack.mjs).
		web = webServer() === 'nginx'
			? startNginxStack({ port, docroot: paths.wordpress, run: join(SITE, 'run'), logs: paths.logs, serverLog: paths.serverLog, error: (message) => new SiteError(message), nodes: shape.nodes, pageCache: shape.pageCache, caBundle })
			: startPhpServer({ php: php.php, port, docroot: paths.wordpress, serverLog: paths.serverLog, debugLog: paths.debugLog, caBundle });
		interrupted();
		const exited = web.exited;
		await web.ready(interrupted);

		// WP-Cron is disabled (no self-spawning requests); run it from here once a minute instead.
		cronTimer = setInterval(() => {
			fetch(`${url}/wp-cron.php`, { signal: AbortSignal.timeout(60000) })
				.then((r) => r.arrayBuffer())
				.catch(() => {});
		}, 60000);
		cronTimer.unref();

		return { ...info, exited };
	} catch (e) {
		await stop();
		throw stopping && signal?.aborted ? new SiteError('Interrupted; stopped everything this run started.') : e;
	}
}
