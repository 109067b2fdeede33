// Where WordPress core, WooCommerce and PHP come from (see DESIGN.md "Tests and environments").
//
//   platform()        -> { name, wordpress, woocommerce } the versions this run uses
//   findWordPress()   -> absolute dir with wp-settings.php, or null
//   findWooCommerce() -> absolute dir with woocommerce.php, or null
//   checkPhp()        -> { ok, php, version, missing[], message }
//
// Versions: COSMETICS_PLATFORM=current (default: the platform live shops run) or oldest (the oldest
// pair the plugin supports); COSMETICS_WORDPRESS_VERSION / COSMETICS_WOOCOMMERCE_VERSION pick any
// other. Lookup order: env WORDPRESS_DIR / WOOCOMMERCE_DIR, then ~/.cache/cosmetics-storefront/
// wordpress-<version> and woocommerce-<version> (versions side by side), then the unversioned
// wordpress/ and woocommerce/ there when they hold that version, then (unless COSMETICS_OFFLINE=1 or
// { download: false }) a download of that version from wordpress.org into the cache. Everything here
// is synchronous so callers can use it anywhere.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export const CACHE_DIR = join(homedir(), '.cache', 'cosmetics-storefront');

/** The pairs the suite runs on: live shops' platform (November 2026) and the oldest supported. */
export const PLATFORMS = {
	current: { wordpress: '7.0.4', woocommerce: '11.0.1' },
	oldest: { wordpress: '6.5.3', woocommerce: '9.4.3' },
};

const wordpressUrl = (version) => `https://wordpress.org/wordpress-${version}.zip`;
const woocommerceUrl = (version) => `https://downloads.wordpress.org/plugin/woocommerce.${version}.zip`;

/** @returns {{ name: string, wordpress: string, woocommerce: string }} */
export function platform() {
	const name = process.env.COSMETICS_PLATFORM || 'current';
	const pair = PLATFORMS[name];
	if (!pair) throw new Error(`COSMETICS_PLATFORM=${name}: use one of ${Object.keys(PLATFORMS).join(', ')}.`);
	return {
		name,
		wordpress: process.env.COSMETICS_WORDPRESS_VERSION || pair.wordpress,
		woocommerce: process.env.COSMETICS_WOOCOMMERCE_VERSION || pair.woocommerce,
	};
}

/** PHP extensions WordPress + WooCommerce + the demo seed need. */
export const REQUIRED_PHP_EXTENSIONS = ['mysqli', 'gd', 'mbstring', 'xml', 'intl', 'zip', 'curl'];

const isDir = (p) => {
	try {
		return statSync(p).isDirectory();
	} catch {
		return false;
	}
};

function validDir(dir, marker) {
	if (!dir) return null;
	const abs = resolve(dir);
	return existsSync(join(abs, marker)) ? abs : null;
}

function log(msg) {
	process.stderr.write(`${msg}\n`);
}

/** Download `url` to `file` synchronously (a child Node process doing fetch). Throws on failure. */
function downloadSync(url, file) {
	const script = `
		const [url, file] = process.argv.slice(1);
		const { writeFileSync } = await import('node:fs');
		try {
			const res = await fetch(url, { signal: AbortSignal.timeout(300000) });
			if (!res.ok) throw new Error('HTTP ' + res.status);
			writeFileSync(file, Buffer.from(await res.arrayBuffer()));
		} catch (e) {
			console.error('REASON: ' + (e.cause ? (e.cause.code || e.cause.message) : e.message));
			process.exit(2);
		}
	`;
	const r = spawnSync(process.execPath, ['--input-type=module', '-e', script, url, file], {
		stdio: ['ignore', 'inherit', 'pipe'],
		encoding: 'utf8',
		timeout: 330000,
	});
	if (r.status !== 0) {
		const m = /REASON: (.*)/.exec(r.stderr || '');
		throw new Error(`download of ${url} failed: ${m ? m[1] : r.error ? r.error.message : `exit ${r.status}`}`);
	}
}

/** Unzip `zip` into `dest` with the `unzip` binary, else PHP's ZipArchive. Throws on failure. */
export function unzipSync(zip, dest) {
	mkdirSync(dest, { recursive: true });
	let r = spawnSync('unzip', ['-q', '-o', zip, '-d', dest], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
	if (r.error) {
		r = spawnSync(
			'php',
			[
				'-r',
				'$z = new ZipArchive(); if ($z->open($argv[1]) !== true) exit(2); if (!$z->extractTo($argv[2])) exit(3); $z->close();',
				zip,
				dest,
			],
			{ stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' }
		);
	}
	if (r.error || r.status !== 0) throw new Error(`could not unzip ${zip}: ${r.error ? r.error.message : r.stderr}`);
}

/**
 * Download a zip whose single top folder is `inner` (wordpress/, woocommerce/) into CACHE_DIR/<name>.
 * Returns the final dir or null (offline, or any failure — reported on stderr).
 */
function downloadInto(name, url, inner, marker) {
	if (process.env.COSMETICS_OFFLINE === '1') return null;
	mkdirSync(CACHE_DIR, { recursive: true });
	const work = mkdtempSync(join(CACHE_DIR, `.dl-${name}-`));
	try {
		log(`Downloading ${url} ...`);
		const zip = join(work, `${name}.zip`);
		downloadSync(url, zip);
		unzipSync(zip, join(work, 'x'));
		const src = join(work, 'x', inner);
		if (!existsSync(join(src, marker))) throw new Error(`${url} did not contain ${inner}/${marker}`);
		const target = join(CACHE_DIR, name);
		rmSync(target, { recursive: true, force: true });
		renameSync(src, target);
		log(`Saved to ${target}`);
		return target;
	} catch (e) {
		log(`(${name} not downloaded: ${e.message})`);
		return null;
	} finally {
		rmSync(work, { recursive: true, force: true });
	}
}

/**
 * WordPress core dir (contains wp-settings.php) of the platform's version, or null.
 * @param {{download?: boolean}} [o] download from wordpress.org when not found (default true)
 */
export function findWordPress({ download = true } = {}) {
	if (process.env.WORDPRESS_DIR) {
		const d = validDir(process.env.WORDPRESS_DIR, 'wp-settings.php');
		if (d) return d;
		log(`WORDPRESS_DIR=${process.env.WORDPRESS_DIR} has no wp-settings.php; ignoring it.`);
	}
	const version = platform().wordpress;
	const cached = validDir(join(CACHE_DIR, `wordpress-${version}`), 'wp-settings.php');
	if (cached) return cached;
	const unversioned = validDir(join(CACHE_DIR, 'wordpress'), 'wp-settings.php');
	if (unversioned && wordpressVersion(unversioned) === version) return unversioned;
	return download ? downloadInto(`wordpress-${version}`, wordpressUrl(version), 'wordpress', 'wp-settings.php') : null;
}

/**
 * WooCommerce plugin dir (contains woocommerce.php), or null.
 * @param {{download?: boolean}} [o] download from wordpress.org when not found (default true)
 */
export function findWooCommerce({ download = true } = {}) {
	if (process.env.WOOCOMMERCE_DIR) {
		const d = validDir(process.env.WOOCOMMERCE_DIR, 'woocommerce.php');
		if (d) return d;
		log(`WOOCOMMERCE_DIR=${process.env.WOOCOMMERCE_DIR} has no woocommerce.php; ignoring it.`);
	}
	const version = platform().woocommerce;
	const cached = validDir(join(CACHE_DIR, `woocommerce-${version}`), 'woocommerce.php');
	if (cached) return cached;
	const unversioned = validDir(join(CACHE_DIR, 'woocommerce'), 'woocommerce.php');
	if (unversioned && pluginVersion(join(unversioned, 'woocommerce.php')) === version) return unversioned;
	return download ? downloadInto(`woocommerce-${version}`, woocommerceUrl(version), 'woocommerce', 'woocommerce.php') : null;
}

/**
 * An optional plugin's folder in the cache, or null: env `envDir` (a folder holding every marker file),
 * else ~/.cache/cosmetics-storefront/<slug>-<version> (env `envVersion` picks another version), else the
 * newest <slug>-<version> there holding the markers. Never downloaded: these are optional, and whatever
 * needs one (COSMETICS_WITH=… npm start, the tests of that plugin) says so and goes on without it.
 *
 * @param {{ slug: string, version: string, envDir: string, envVersion?: string, markers: string[] }} o
 */
function findCachedPlugin({ slug, version, envDir, envVersion, markers }) {
	const valid = (dir) => (markers.every((marker) => validDir(dir, marker)) ? resolve(dir) : null);
	if (process.env[envDir]) {
		const d = valid(process.env[envDir]);
		if (d) return d;
		log(`${envDir}=${process.env[envDir]} has no ${markers.join(' or ')}; ignoring it.`);
	}
	const wanted = valid(join(CACHE_DIR, `${slug}-${(envVersion && process.env[envVersion]) || version}`));
	if (wanted) return wanted;
	try {
		const pattern = new RegExp(`^${slug.replace(/[-.]/g, '\\$&')}-(\\d+(?:\\.\\d+)*)$`);
		const found = readdirSync(CACHE_DIR)
			.map((name) => ({ name, m: pattern.exec(name) }))
			.filter(({ name, m }) => m && valid(join(CACHE_DIR, name)))
			.sort((a, b) => compareVersions(b.m[1], a.m[1]));
		return found.length ? join(CACHE_DIR, found[0].name) : null;
	} catch {
		return null;
	}
}

/** Yoast SEO, optional: the version the dev shop and its E2E test run with it. */
export const YOAST_VERSION = '26.8';

/** Yoast SEO's plugin dir (wp-seo.php): YOAST_DIR, else wordpress-seo-<version> in the cache (COSMETICS_YOAST_VERSION). */
export const findYoast = () =>
	findCachedPlugin({ slug: 'wordpress-seo', version: YOAST_VERSION, envDir: 'YOAST_DIR', envVersion: 'COSMETICS_YOAST_VERSION', markers: ['wp-seo.php'] });

/**
 * The Redis Object Cache plugin: its `includes/object-cache.php` is the persistent object cache
 * drop-in of the multi-server topology (`npm run cluster`, `COSMETICS_OBJECT_CACHE=redis npm start`).
 * Unpacked from the plugin's public repository (docs/local-shop.md, "Where WordPress and WooCommerce come from").
 */
export const REDIS_CACHE_VERSION = '2.6.3';
export const REDIS_CACHE_SOURCE = { repo: 'rhubarbgroup/redis-cache', commit: 'e3c18baadbbb14649479f7edcbd02a6c21c79886' };

/** The redis-cache plugin dir (includes/object-cache.php): REDIS_CACHE_DIR, else redis-cache-<version> in the cache. */
export const findRedisCache = () =>
	findCachedPlugin({ slug: 'redis-cache', version: REDIS_CACHE_VERSION, envDir: 'REDIS_CACHE_DIR', markers: [join('includes', 'object-cache.php')] });

/**
 * PayU's WooCommerce plugin, optional (payments): the version the dev shop and the payments tests run
 * with, built from its public repository with its PHP SDK in vendor/ (docs/local-shop.md, "Where WordPress
 * and WooCommerce come from"). PAYU_DIR, else woo-payu-payment-gateway-<version> in the cache
 * (COSMETICS_PAYU_VERSION picks another).
 */
export const PAYU_VERSION = '2.10.1';

export const findPayu = () =>
	findCachedPlugin({
		slug: 'woo-payu-payment-gateway',
		version: PAYU_VERSION,
		envDir: 'PAYU_DIR',
		envVersion: 'COSMETICS_PAYU_VERSION',
		markers: ['woocommerce-gateway-payu.php', join('vendor', 'openpayu', 'openpayu', 'lib', 'openpayu.php')],
	});

/**
 * Flexible Invoices for WooCommerce (WP Desk), optional (invoices): the built copy the dev shop and the
 * invoices tests run with (docs/local-shop.md, "Where WordPress and WooCommerce come from"). FLEXIBLE_INVOICES_DIR,
 * else flexible-invoices-<version> in the cache (COSMETICS_FLEXIBLE_INVOICES_VERSION picks another).
 */
export const FLEXIBLE_INVOICES_VERSION = '5.7.9';

export const findFlexibleInvoices = () =>
	findCachedPlugin({
		slug: 'flexible-invoices',
		version: FLEXIBLE_INVOICES_VERSION,
		envDir: 'FLEXIBLE_INVOICES_DIR',
		envVersion: 'COSMETICS_FLEXIBLE_INVOICES_VERSION',
		markers: ['flexible-invoices.php', join('vendor_prefixed', 'mpdf', 'mpdf', 'src', 'Mpdf.php')],
	});

/** Optional plugins the dev shop runs with: COSMETICS_WITH=yoast,payu,invoices (comma-separated). */
export function optionalPlugins() {
	const known = ['yoast', 'payu', 'invoices'];
	const names = (process.env.COSMETICS_WITH ?? '').split(',').map((s) => s.trim()).filter(Boolean);
	const unknown = names.filter((n) => !known.includes(n));
	if (unknown.length) throw new Error(`COSMETICS_WITH=${process.env.COSMETICS_WITH}: unknown ${unknown.join(', ')} (known: ${known.join(', ')}).`);
	return { yoast: names.includes('yoast'), payu: names.includes('payu'), invoices: names.includes('invoices') };
}

/** The shop's language: the local shop runs in Polish when the language packs are there. */
export const SITE_LOCALE = 'pl_PL';

const compareVersions = (a, b) => {
	const pa = a.split('.').map(Number);
	const pb = b.split('.').map(Number);
	for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
		if ((pa[i] || 0) !== (pb[i] || 0)) return (pa[i] || 0) - (pb[i] || 0);
	}
	return 0;
};

/**
 * One language pack (WordPress core's or WooCommerce's) for SITE_LOCALE: env `<KIND>_LANGUAGES_DIR`
 * (WORDPRESS_LANGUAGES_DIR, WOOCOMMERCE_LANGUAGES_DIR), else the newest
 * ~/.cache/cosmetics-storefront/languages-<kind>-<version>-pl_PL whose version is not newer than the
 * one the site runs (a pack is made for one release line; an older one still translates most), else
 * the newest there. Packs are never downloaded: translate.wordpress.org is not reachable offline.
 * @param {'wordpress'|'woocommerce'} kind
 * @param {string} runs the version of WordPress / WooCommerce the site runs
 * @returns {{ dir: string, version: string } | null}
 */
export function findLanguagePack(kind, runs) {
	const marker = kind === 'wordpress' ? `${SITE_LOCALE}.mo` : `woocommerce-${SITE_LOCALE}.mo`;
	const fromEnv = process.env[`${kind.toUpperCase()}_LANGUAGES_DIR`];
	if (fromEnv) {
		const d = validDir(fromEnv, marker);
		if (d) return { dir: d, version: 'from ' + `${kind.toUpperCase()}_LANGUAGES_DIR` };
		log(`${kind.toUpperCase()}_LANGUAGES_DIR=${fromEnv} has no ${marker}; ignoring it.`);
	}
	const pattern = new RegExp(`^languages-${kind}-(\\d+(?:\\.\\d+)*)-${SITE_LOCALE}$`);
	let packs = [];
	try {
		packs = readdirSync(CACHE_DIR)
			.map((name) => ({ name, m: name.match(pattern) }))
			.filter(({ name, m }) => m && existsSync(join(CACHE_DIR, name, marker)))
			.map(({ name, m }) => ({ dir: join(CACHE_DIR, name), version: m[1] }))
			.sort((a, b) => compareVersions(b.version, a.version));
	} catch {
		return null;
	}
	return packs.find((p) => compareVersions(p.version, runs) <= 0) ?? packs[0] ?? null;
}

/** An optional plugin's Polish language pack: ~/.cache/cosmetics-storefront/languages-<slug>-pl_PL, or null. */
export function findPluginLanguagePack(slug) {
	return validDir(join(CACHE_DIR, `languages-${slug}-${SITE_LOCALE}`), `${slug}-${SITE_LOCALE}.mo`);
}

/**
 * Is PHP (env PHP_BINARY or `php` on PATH) there with the extensions we need?
 * @returns {{ok:boolean, php:string, version:string|null, missing:string[], message:string}}
 */
export function checkPhp({ extensions = REQUIRED_PHP_EXTENSIONS } = {}) {
	const php = process.env.PHP_BINARY || 'php';
	const r = spawnSync(php, ['-r', 'echo PHP_VERSION, "\\n", implode(",", array_map("strtolower", get_loaded_extensions()));'], {
		encoding: 'utf8',
	});
	if (r.error || r.status !== 0) {
		return {
			ok: false,
			php,
			version: null,
			missing: [...extensions],
			message:
				`PHP was not found (tried "${php}"). Install PHP 8.1+ with: ` +
				`sudo apt-get install -y php-cli ${extensions.map(aptName).join(' ')}` +
				' (or set PHP_BINARY to your php executable).',
		};
	}
	const [version, list] = r.stdout.trim().split('\n');
	const loaded = new Set((list || '').split(','));
	const alias = { xml: ['xml', 'dom', 'simplexml'] };
	const missing = extensions.filter((ext) => !(alias[ext] || [ext]).every((e) => loaded.has(e)));
	const [maj, min] = version.split('.').map(Number);
	const tooOld = maj < 8 || (maj === 8 && min < 1);
	let message = '';
	if (tooOld) message = `PHP ${version} is too old: the plugin needs PHP 8.1 or newer. `;
	if (missing.length) {
		message +=
			`PHP ${version} is missing extension(s): ${missing.join(', ')}. Install with: ` +
			`sudo apt-get install -y ${missing.map(aptName).join(' ')}`;
	}
	return { ok: !tooOld && missing.length === 0, php, version, missing, message: message || `PHP ${version} OK` };
}

/** Debian package name for a PHP extension. */
export function aptName(ext) {
	return { mysqli: 'php-mysql', xml: 'php-xml' }[ext] || `php-${ext}`;
}

/**
 * Newest mtime (ms) among files under `dir` (recursive), 0 when empty/missing.
 * @param {string} dir
 * @param {(name:string, isDir:boolean) => boolean} [include] default: skip tests (test/, __tests__/, *.test.*, *.spec.*)
 */
/** WordPress's version from a core dir (wp-includes/version.php), or 'unknown'. */
export function wordpressVersion(dir) {
	const m = /\$wp_version\s*=\s*'([^']+)'/.exec(readFileSync(join(dir, 'wp-includes', 'version.php'), 'utf8'));
	return m ? m[1] : 'unknown';
}

/** A plugin's version from its main file's header, or 'unknown'. */
export function pluginVersion(file) {
	const m = /^[\s*#@]*Version:\s*(\S+)/im.exec(readFileSync(file, 'utf8').slice(0, 8192));
	return m ? m[1] : 'unknown';
}

export function newestMtime(dir, include = (name, isDirectory) =>
	isDirectory ? !['test', 'tests', '__tests__', '__snapshots__'].includes(name) : !/\.(test|spec)\.[cm]?[jt]sx?$/.test(name)) {
	let newest = 0;
	if (!isDir(dir)) return 0;
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const p = join(dir, entry.name);
		if (entry.isDirectory()) {
			if (include(entry.name, true)) newest = Math.max(newest, newestMtime(p, include));
		} else if (entry.isFile() && include(entry.name, false)) {
			newest = Math.max(newest, statSync(p).mtimeMs);
		}
	}
	return newest;
}

/**
 * Debian packages a machine lacks for PHP (`.ci/run` installs them): php-cli and every required
 * extension when PHP is missing, else just the missing extensions.
 */
export function missingPhpPackages() {
	const php = checkPhp();
	if (php.ok) return [];
	return php.version === null ? ['php-cli', ...php.missing.map(aptName)] : php.missing.map(aptName);
}
