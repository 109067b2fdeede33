#!/usr/bin/env node
// `npm run test:php` — PHPUnit for the plugin on a real WordPress with a real MariaDB database.
//
// 1. WordPress core: WORDPRESS_DIR, ~/.cache/cosmetics-storefront/wordpress, a download when online
//    (scripts/lib/sources.mjs), else the WordPress build inside the npm package
//    @wp-playground/wordpress-builds (PHP only, its JS/CSS stripped: enough for PHPUnit), extracted
//    into .site/test-wordpress-src/<version>/.
//    WooCommerce: WOOCOMMERCE_DIR, ~/.cache/cosmetics-storefront/woocommerce, a download when online.
//    Without it the WooCommerce tests are skipped with the reason printed (never faked).
//    COSMETICS_TEST_NO_WOOCOMMERCE=1 runs the suite as on a machine without WooCommerce.
// 2. A throw-away MariaDB (.site/test-db, port 3317 unless COSMETICS_TEST_DB_PORT, so it runs beside
//    `npm start`; the oldest pair (COSMETICS_PLATFORM=oldest) has its own .site/test-db-oldest on the
//    next port and its own .site/test-wp-oldest, so `npm test` runs both pairs at once), a fresh
//    database `cosmetics_test` on every run.
// 3. The test site .site/test-wp/: a copy of core (PHP resolves __DIR__ through symlinks, so core
//    cannot be a symlink), wp-content/plugins/{cosmetics-storefront -> repo, woocommerce -> WooCommerce},
//    a minimal theme from tests/php/fixtures/theme, and wp-config.php.
// 4. tests/php/install.php in separate PHP processes: wp_install(); activate WooCommerce; activate
//    this plugin (its real activation hook).
// 5. phpunit -c phpunit.xml.dist [arguments of this script]; MariaDB is stopped afterwards (also on
//    failure and Ctrl-C) and the exit code is phpunit's.

import { spawn, spawnSync } from 'node:child_process';
import {
	cpSync,
	existsSync,
	lstatSync,
	mkdirSync,
	readFileSync,
	readlinkSync,
	renameSync,
	rmSync,
	statSync,
	symlinkSync,
	writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBinary, freePort, sql, startMariaDB } from '../lib/mariadb.mjs';
import { CACHE_DIR, checkPhp, findWooCommerce, findWordPress, pluginVersion, unzipSync, wordpressVersion } from '../lib/sources.mjs';
import { siteDir } from '../lib/site-dir.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SITE = siteDir(ROOT);
// Each platform (scripts/lib/sources.mjs) has its own test site, database and report.
const PLATFORM = process.env.COSMETICS_PLATFORM || 'current';
const SUFFIX = PLATFORM === 'current' ? '' : `-${PLATFORM}`;
const WP_ROOT = join(SITE, `test-wp${SUFFIX}`);
const DB_DIR = join(SITE, `test-db${SUFFIX}`);
const PLAYGROUND_SRC = join(SITE, 'test-wordpress-src');
const REPORT = join(SITE, `test-php-report${SUFFIX}.json`);
const DEBUG_LOG = join(WP_ROOT, 'debug.log');
const DB_NAME = 'cosmetics_test';
const PLUGIN_DIR_NAME = 'cosmetics-storefront';
const PLUGIN = `${PLUGIN_DIR_NAME}/cosmetics-storefront.php`;
const PLAYGROUND_PACKAGE = '@wp-playground/wordpress-builds';
const THEME = 'cosmetics-test-theme';
const DEFAULT_DB_PORT = PLATFORM === 'current' ? 3317 : 3318;

const t0 = Date.now();
const seconds = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
const say = (msg) => process.stdout.write(`[test:php] ${msg}\n`);

class Fatal extends Error {}

// ------------------------------------------------------------------------------------------------
// Sources.

function unzip(zip, dest) {
	try {
		unzipSync(zip, dest);
	} catch (e) {
		throw new Fatal(e.message);
	}
}

/**
 * WordPress from the npm package @wp-playground/wordpress-builds: src/wordpress/wp-<major.minor>.zip
 * (a flat zip of a full WordPress, its JS and CSS stripped) and src/wordpress/wp-versions.json
 * ({"6.5": "6.5.5", "beta": ..., "nightly": ...}). The newest numbered build is used, extracted once.
 * Returns { dir, label } or null when the package is not installed.
 */
function playgroundWordPress() {
	let pkgDir = null;
	try {
		pkgDir = dirname(createRequire(join(ROOT, 'package.json')).resolve(`${PLAYGROUND_PACKAGE}/package.json`));
	} catch {
		const guess = join(ROOT, 'node_modules', ...PLAYGROUND_PACKAGE.split('/'));
		if (existsSync(join(guess, 'package.json'))) pkgDir = guess;
	}
	if (!pkgDir) pkgDir = fetchPlaygroundPackage();
	if (!pkgDir) return null;
	const buildsDir = join(pkgDir, 'src', 'wordpress');
	const versionsFile = join(buildsDir, 'wp-versions.json');
	if (!existsSync(versionsFile)) throw new Fatal(`${PLAYGROUND_PACKAGE} has no ${versionsFile}: unknown layout.`);
	const versions = JSON.parse(readFileSync(versionsFile, 'utf8'));
	const numbered = Object.keys(versions)
		.filter((k) => /^\d+\.\d+$/.test(k) && existsSync(join(buildsDir, `wp-${k}.zip`)))
		.sort((a, b) => {
			const [a1, a2] = a.split('.').map(Number);
			const [b1, b2] = b.split('.').map(Number);
			return b1 - a1 || b2 - a2;
		});
	if (!numbered.length) throw new Fatal(`${PLAYGROUND_PACKAGE} holds no numbered WordPress build in ${buildsDir}.`);
	const key = numbered[0];
	const full = versions[key];
	const pkgVersion = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')).version;
	const dir = join(PLAYGROUND_SRC, full);
	const stamp = join(dir, '.extracted-from');
	const want = `${PLAYGROUND_PACKAGE}@${pkgVersion} wp-${key}.zip`;
	if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== want) {
		say(`extracting WordPress ${full} from ${PLAYGROUND_PACKAGE}@${pkgVersion} into ${rel(dir)}`);
		const tmp = `${dir}.tmp-${process.pid}`;
		rmSync(tmp, { recursive: true, force: true });
		unzip(join(buildsDir, `wp-${key}.zip`), tmp);
		const top = existsSync(join(tmp, 'wp-settings.php')) ? tmp : join(tmp, 'wordpress');
		if (!existsSync(join(top, 'wp-settings.php'))) throw new Fatal(`wp-${key}.zip holds no wp-settings.php.`);
		writeFileSync(join(top, '.extracted-from'), want);
		rmSync(dir, { recursive: true, force: true });
		mkdirSync(PLAYGROUND_SRC, { recursive: true });
		renameSync(top, dir);
		rmSync(tmp, { recursive: true, force: true });
	}
	return { dir, label: `${PLAYGROUND_PACKAGE}@${pkgVersion} (PHP only, JS/CSS stripped)` };
}

/**
 * The package is big (about 160 MB) and only needed where no WordPress is found, so it is not a
 * dependency of the project: it is fetched from the npm registry on demand, once per machine, into
 * the same cache as WordPress (only its WordPress build and version list are unpacked).
 */
const PLAYGROUND_VERSION = '0.9.19';
function fetchPlaygroundPackage() {
	const dir = join(CACHE_DIR, 'npm', `wordpress-builds-${PLAYGROUND_VERSION}`);
	if (existsSync(join(dir, 'package.json'))) return dir;
	say(`no WordPress found: fetching ${PLAYGROUND_PACKAGE}@${PLAYGROUND_VERSION} from the npm registry (once, about 160 MB)…`);
	mkdirSync(dir, { recursive: true });
	const packed = spawnSync('npm', ['pack', `${PLAYGROUND_PACKAGE}@${PLAYGROUND_VERSION}`, '--silent', '--pack-destination', dir], {
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'inherit'],
	});
	const tarball = packed.status === 0 ? join(dir, packed.stdout.trim().split('\n').pop()) : null;
	if (!tarball || !existsSync(tarball)) {
		rmSync(dir, { recursive: true, force: true });
		return null;
	}
	const unpacked = spawnSync(
		'tar',
		['-xzf', tarball, '-C', dir, '--strip-components=1', 'package/package.json', 'package/src/wordpress'],
		{ stdio: 'inherit' }
	);
	rmSync(tarball, { force: true });
	if (unpacked.status !== 0) {
		rmSync(dir, { recursive: true, force: true });
		return null;
	}
	return dir;
}

function locateWordPress() {
	const found = findWordPress();
	if (found) return { dir: found, label: found };
	const pg = playgroundWordPress();
	if (pg) return pg;
	throw new Fatal(
		'WordPress not found. Set WORDPRESS_DIR, fill ~/.cache/cosmetics-storefront/wordpress, ' +
			`or make the npm registry reachable (${PLAYGROUND_PACKAGE} holds a WordPress for the PHP tests).`
	);
}

function locateWooCommerce() {
	if (process.env.COSMETICS_TEST_NO_WOOCOMMERCE === '1') {
		return { dir: null, why: 'switched off by COSMETICS_TEST_NO_WOOCOMMERCE=1' };
	}
	const dir = findWooCommerce();
	return dir ? { dir } : { dir: null, why: 'set WOOCOMMERCE_DIR or fill ~/.cache/cosmetics-storefront/woocommerce' };
}

function findPhpUnit() {
	if (process.env.PHPUNIT_BINARY) return process.env.PHPUNIT_BINARY;
	const vendor = join(ROOT, 'vendor', 'bin', 'phpunit');
	if (existsSync(vendor)) return vendor;
	return findBinary('phpunit');
}

// ------------------------------------------------------------------------------------------------
// The test site.

const rel = (p) => (p.startsWith(ROOT + '/') ? p.slice(ROOT.length + 1) : p);

/** Copy WordPress core into WP_ROOT unless the same core was copied before. */
function assembleCore(wpDir, wpVersion) {
	const stampFile = join(WP_ROOT, '.core-from');
	const stamp = `${wpDir}\n${wpVersion}\n${statSync(join(wpDir, 'wp-includes', 'version.php')).mtimeMs}`;
	if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return false;
	rmSync(WP_ROOT, { recursive: true, force: true });
	mkdirSync(WP_ROOT, { recursive: true });
	cpSync(wpDir, WP_ROOT, {
		recursive: true,
		// The site's wp-content and wp-config.php are ours (the playground build ships an SQLite set-up).
		filter: (src) => {
			const r = src.slice(wpDir.length).replace(/^\/+/, '');
			return !(r === 'wp-content' || r.startsWith('wp-content/') || r === 'wp-config.php' || r === '.extracted-from');
		},
	});
	writeFileSync(stampFile, stamp);
	return true;
}

function link(target, path) {
	try {
		const st = lstatSync(path);
		if (st.isSymbolicLink() && readlinkSync(path) === target) return;
		rmSync(path, { recursive: true, force: true });
	} catch {}
	symlinkSync(target, path, 'dir');
}

function assembleContent(wcDir) {
	const content = join(WP_ROOT, 'wp-content');
	for (const d of ['plugins', 'themes', 'mu-plugins']) mkdirSync(join(content, d), { recursive: true });
	rmSync(join(content, 'uploads'), { recursive: true, force: true });
	mkdirSync(join(content, 'uploads'), { recursive: true });
	link(ROOT, join(content, 'plugins', PLUGIN_DIR_NAME));
	const wcLink = join(content, 'plugins', 'woocommerce');
	if (wcDir) link(wcDir, wcLink);
	else rmSync(wcLink, { recursive: true, force: true });
	const theme = join(content, 'themes', THEME);
	rmSync(theme, { recursive: true, force: true });
	cpSync(join(ROOT, 'tests', 'php', 'fixtures', 'theme'), theme, { recursive: true });
}

function phpString(s) {
	return `'${String(s).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function writeConfig(db) {
	const define = (k, v) => `define( ${phpString(k)}, ${typeof v === 'string' ? phpString(v) : JSON.stringify(v)} );`;
	const salts = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];
	const lines = [
		'<?php',
		'// Written by scripts/test/php.mjs on every run. The site of the PHP tests only.',
		define('DB_NAME', DB_NAME),
		define('DB_USER', db.user),
		define('DB_PASSWORD', db.password),
		define('DB_HOST', `localhost:${db.socket}`),
		define('DB_CHARSET', 'utf8mb4'),
		define('DB_COLLATE', ''),
		...salts.map((k) => define(k, `cosmetics-tests-${k.toLowerCase()}`)),
		"$table_prefix = 'wptests_';",
		define('WP_HOME', 'http://example.org'),
		define('WP_SITEURL', 'http://example.org'),
		define('WP_DEFAULT_THEME', THEME),
		define('WP_DEBUG', true),
		// Notices and warnings fail the tests (PHPUnit converts them); deprecations go to the log, which
		// the runner reads afterwards (those raised by the plugin's own files fail the run).
		define('WP_DEBUG_DISPLAY', false),
		define('WP_DEBUG_LOG', DEBUG_LOG),
		define('SCRIPT_DEBUG', false),
		define('WP_ENVIRONMENT_TYPE', 'local'),
		define('WP_HTTP_BLOCK_EXTERNAL', true),
		// Only the loopback servers tests start themselves (e.g. the replay of InPost's points API); the
		// preload's pre_http_request filter still refuses every URL a test has not allowed.
		define('WP_ACCESSIBLE_HOSTS', '127.0.0.1'),
		define('DISABLE_WP_CRON', true),
		define('AUTOMATIC_UPDATER_DISABLED', true),
		define('WP_AUTO_UPDATE_CORE', false),
		define('FS_METHOD', 'direct'),
		// A known secret, so that tests can prove it never reaches the page.
		define('COSMETICS_JWT_SECRET', 'cosmetics-test-jwt-secret-7f3a9c1e5b2d8f4a6c0e'),
		"if ( ! defined( 'ABSPATH' ) ) {",
		"\tdefine( 'ABSPATH', __DIR__ . '/' );",
		'}',
		"require_once ABSPATH . 'wp-settings.php';",
		'',
	];
	writeFileSync(join(WP_ROOT, 'wp-config.php'), lines.join('\n'));
}

/**
 * Reads the site's debug.log (WP_DEBUG_LOG: PHP deprecations, and anything else PHP logged during the
 * install steps and the tests). Fatal errors, and any entry raised in the plugin's own files, are
 * printed and fail the run; the rest (deprecations in WordPress or WooCommerce) is only counted.
 * Returns whether the run must fail.
 */
function reportDebugLog() {
	let text = '';
	try {
		text = readFileSync(DEBUG_LOG, 'utf8');
	} catch {
		return false;
	}
	const entries = text.split(/\n(?=\[\d{2}-\w{3}-\d{4} )/).filter((e) => e.trim());
	const pluginLink = `${join(WP_ROOT, 'wp-content', 'plugins', PLUGIN_DIR_NAME)}/`;
	const isPluginFile = (file) =>
		file.startsWith(pluginLink) ||
		(file.startsWith(`${ROOT}/`) && !/^(\.site|tests|node_modules|vendor)\//.test(file.slice(ROOT.length + 1)));
	const bad = entries.filter((e) => {
		if (/PHP (Fatal|Parse) error/.test(e)) return true;
		const m = / in (\/\S+?\.php)(?: on line |:)\d+/.exec(e);
		return Boolean(m && isPluginFile(m[1]));
	});
	if (entries.length > bad.length) {
		say(`${entries.length - bad.length} PHP deprecation notice(s) from WordPress/WooCommerce logged (not failures): ${rel(DEBUG_LOG)}`);
	}
	if (bad.length) {
		say(`FAILED: ${bad.length} fatal error(s) or notice(s) from the plugin's own code in ${rel(DEBUG_LOG)}:`);
		for (const e of bad.slice(0, 20)) process.stdout.write(`  ${e.trim().split('\n').slice(0, 6).join('\n  ')}\n`);
	}
	return bad.length > 0;
}

// ------------------------------------------------------------------------------------------------
// Processes.

let db = null;
let child = null;
let stopping = false;

function portFree(port) {
	return new Promise((res) => {
		const srv = createServer();
		srv.once('error', () => res(false));
		srv.listen(port, '127.0.0.1', () => srv.close(() => res(true)));
	});
}

function runPhp(args, env) {
	const r = spawnSync('php', args, { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
	if (r.error) throw new Fatal(`php ${args.join(' ')}: ${r.error.message}`);
	const out = `${r.stdout || ''}${r.stderr || ''}`.trim();
	if (r.status !== 0) throw new Fatal(`php ${args.join(' ')} failed (exit ${r.status}):\n${out}`);
	return out;
}

function runPhpUnit(bin, args, env) {
	return new Promise((res, rej) => {
		child = spawn(bin, ['-c', join(ROOT, 'phpunit.xml.dist'), ...args], { cwd: ROOT, env, stdio: 'inherit' });
		child.on('error', rej);
		child.on('exit', (code, signal) => {
			child = null;
			res(code ?? (signal ? 128 : 1));
		});
	});
}

async function stopDatabase() {
	if (db) {
		const d = db;
		db = null;
		await d.stop().catch(() => {});
	}
}

for (const sig of ['SIGINT', 'SIGTERM']) {
	process.on(sig, async () => {
		if (stopping) return;
		stopping = true;
		process.stdout.write(`\n[test:php] ${sig}: stopping\n`);
		if (child) {
			try {
				child.kill(sig);
			} catch {}
		}
		await stopDatabase();
		process.exit(130);
	});
}

// ------------------------------------------------------------------------------------------------

async function main() {
	const php = checkPhp();
	if (!php.ok) throw new Fatal(php.message);
	const phpunit = findPhpUnit();
	if (!phpunit) throw new Fatal('phpunit not found. Install it with: sudo apt-get install -y phpunit (or set PHPUNIT_BINARY).');

	const wp = locateWordPress();
	const wpVersion = wordpressVersion(wp.dir);
	const wc = locateWooCommerce();
	const wcVersion = wc.dir ? pluginVersion(join(wc.dir, 'woocommerce.php')) : null;
	const wcReason = wc.dir ? '' : `WooCommerce not found: ${wc.why}`;

	const phpunitVersion = (/PHPUnit (\d+\.\d+\.\d+)/.exec(spawnSync(phpunit, ['--version'], { encoding: 'utf8' }).stdout || '') || [])[1];
	say(`PHP ${php.version}; PHPUnit ${phpunitVersion || '(unknown version)'} (${phpunit})`);
	if (phpunitVersion && !phpunitVersion.startsWith('9.')) {
		say(`warning: phpunit.xml.dist and tests/php are written for PHPUnit 9.6 (Debian 12's phpunit); ${phpunitVersion} may not run them.`);
	}
	say(`WordPress ${wpVersion} from ${wp.label}`);
	say(wc.dir ? `WooCommerce ${wcVersion} from ${wc.dir}` : `${wcReason} — the WooCommerce tests will be skipped`);

	mkdirSync(SITE, { recursive: true });
	if (assembleCore(wp.dir, wpVersion)) say(`copied WordPress core into ${rel(WP_ROOT)}`);
	assembleContent(wc.dir);

	let port = process.env.COSMETICS_TEST_DB_PORT ? Number(process.env.COSMETICS_TEST_DB_PORT) + DEFAULT_DB_PORT - 3317 : DEFAULT_DB_PORT;
	if (!(await portFree(port))) {
		const other = await freePort();
		say(`port ${port} is taken; MariaDB uses ${other}`);
		port = other;
	}
	db = await startMariaDB({ dataDir: DB_DIR, port });
	await sql(db, `DROP DATABASE IF EXISTS \`${DB_NAME}\`; CREATE DATABASE \`${DB_NAME}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`);
	writeConfig(db);
	say(`MariaDB on ${rel(DB_DIR)} (socket ${db.socket}), fresh database ${DB_NAME} (${seconds()})`);

	rmSync(REPORT, { force: true });
	rmSync(DEBUG_LOG, { force: true });
	const env = {
		...process.env,
		COSMETICS_TEST_WP_ROOT: WP_ROOT,
		COSMETICS_TEST_WOOCOMMERCE: wc.dir ? '1' : '0',
		COSMETICS_TEST_WC_REASON: wcReason,
		COSMETICS_TEST_REPORT: REPORT,
	};
	const install = join(ROOT, 'tests', 'php', 'install.php');
	say(runPhp([install, 'core'], env));
	if (wc.dir) say(runPhp([install, 'activate', 'woocommerce/woocommerce.php'], env));
	say(runPhp([install, 'activate', PLUGIN], env));
	say(`test site ready (${seconds()}); running phpunit`);

	let code = await runPhpUnit(phpunit, process.argv.slice(2), env);
	if (stopping) await new Promise(() => {}); // Ctrl-C: the signal handler stops MariaDB and exits.
	if (reportDebugLog() && code === 0) code = 1;

	let report = null;
	try {
		report = JSON.parse(readFileSync(REPORT, 'utf8'));
	} catch {}
	say(`WordPress ${wpVersion}, ${wc.dir ? `WooCommerce ${wcVersion}` : 'no WooCommerce'}, MariaDB; ${seconds()} in all`);
	for (const [reason, n] of Object.entries(report?.otherSkipped || {})) say(`skipped (${n}): ${reason}`);
	if (!wc.dir) {
		const n = report ? report.woocommerceSkipped : '?';
		say(`${wcReason.replace(/^WooCommerce not found: /, `WooCommerce not found: ${n} WooCommerce tests skipped — `)}`);
	}
	return code;
}

let exitCode = 1;
try {
	exitCode = await main();
} catch (e) {
	process.stderr.write(`[test:php] ${e instanceof Fatal ? e.message : e.stack || e}\n`);
	exitCode = 1;
} finally {
	await stopDatabase();
}
process.exit(exitCode);
