// What `npm start` and `npm test` need on the machine, set up by themselves (the README's two commands
// on a fresh Debian machine): the Debian packages (PHP and its extensions, MariaDB; for the tests also
// PHPUnit, Chromium, unzip, poppler-utils, php-codesniffer) and the npm dependencies.
//
//   ensureMachine('start' | 'test' | 'bench' | 'lint') -> resolves when everything is there; otherwise installs what is
//                                      missing when it may (root with apt-get), else prints the one
//                                      command to run and exits 1.
//
// COSMETICS_NO_INSTALL=1 never installs (only says what is missing).

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPhp, missingPhpPackages } from './sources.mjs';
import { missingCachePackages } from './redis.mjs';
import { missingStackPackages } from './web-stack.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** Debian packages the purpose needs that this machine lacks. */
export function missingDebianPackages(purpose) {
	// `npm run lint` needs the PHP standards checker only (Debian's package brings the PHP it runs on).
	if (purpose === 'lint') return onPath('phpcs') ? [] : ['php-codesniffer'];
	const packages = [...missingPhpPackages()];
	// The server and its data-directory set-up (scripts/lib/mariadb.mjs needs both; mariadb-server-core
	// alone has no mariadb-install-db).
	const server = onPath('mariadbd') || onPath('mysqld') || existsSync('/usr/sbin/mariadbd') || existsSync('/usr/sbin/mysqld');
	const installDb = onPath('mariadb-install-db') || onPath('mysql_install_db');
	if (!server || !installDb) packages.push('mariadb-server');
	// The production web stack (SITE_SERVER=nginx; the benchmarks always use it).
	// The multi-server topology (npm run cluster, the cluster tier of npm test, the bench's cluster group)
	// needs the stack and Redis (server + php-redis); so does COSMETICS_OBJECT_CACHE=redis.
	const cluster = purpose === 'test' || purpose === 'bench' || purpose === 'cluster';
	if (process.env.SITE_SERVER === 'nginx' || cluster) packages.push(...missingStackPackages());
	if (process.env.COSMETICS_OBJECT_CACHE === 'redis' || cluster) packages.push(...missingCachePackages());
	if (purpose === 'test') {
		if (!onPath('phpunit')) packages.push('phpunit');
		if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) packages.push('chromium');
		if (!onPath('unzip')) packages.push('unzip');
		// The invoices tests read the invoice PDF's text (pdftotext).
		if (!onPath('pdftotext')) packages.push('poppler-utils');
		// The lint tier's PHP standards check (phpcs.xml.dist).
		if (!onPath('phpcs')) packages.push('php-codesniffer');
	}
	return packages;
}

/**
 * node_modules does not hold what package-lock.json names: npm's own record of what it installed
 * (node_modules/.package-lock.json) is missing or lists another version of some package. Compared
 * by content, not by file times (a fresh clone or checkout touches package-lock.json).
 */
function nodeModulesStale() {
	const installed = join(ROOT, 'node_modules', '.package-lock.json');
	if (!existsSync(installed)) return true;
	try {
		const want = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')).packages ?? {};
		const have = JSON.parse(readFileSync(installed, 'utf8')).packages ?? {};
		// Optional packages (other platforms' binaries) are legitimately absent.
		return Object.entries(want).some(([path, pkg]) => path !== '' && !pkg.optional && have[path]?.version !== pkg.version);
	} catch {
		return true;
	}
}

const mayInstall = () => process.env.COSMETICS_NO_INSTALL !== '1' && typeof process.getuid === 'function' && process.getuid() === 0 && onPath('apt-get');

function fail(lines) {
	console.error(lines.join('\n'));
	process.exit(1);
}

/** @param {'start'|'test'|'bench'|'cluster'} purpose */
export function ensureMachine(purpose) {
	const packages = missingDebianPackages(purpose);
	// How the developer runs it again: npm's own `start` and `test`, else a script of package.json.
	const again = ['start', 'test'].includes(purpose) ? `npm ${purpose}` : `npm run ${purpose}`;
	if (packages.length) {
		const command = `apt-get install -y --no-install-recommends ${packages.join(' ')}`;
		if (!mayInstall()) {
			if (!onPath('apt-get')) {
				fail([`Missing: ${packages.join(', ')} (Debian's package names). This machine has no apt-get: install their equivalents with its package manager, then \`${again}\` again.`]);
			}
			fail([`Missing Debian packages: ${packages.join(', ')}. Run this once, then \`${again}\` again:`, '', `  sudo apt-get update && sudo ${command}`]);
		}
		console.log(`Installing the missing Debian packages: ${packages.join(' ')} ...`);
		const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
		const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
		// No package may start its service (nginx would take port 80 for good): policy-rc.d says no while
		// installing, unless the machine has its own.
		const policy = '/usr/sbin/policy-rc.d';
		const ownPolicy = existsSync(policy);
		if (!ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
		const install = update.status === 0 && spawnSync('sh', ['-c', `${command} -qq`], { stdio: 'inherit', env });
		if (!ownPolicy) rmSync(policy, { force: true });
		const still = missingDebianPackages(purpose);
		if (!install || install.status !== 0 || still.length) {
			fail([`Installing ${packages.join(' ')} failed${still.length ? ` (still missing: ${still.join(', ')})` : ''}. Try it by hand:`, '', `  apt-get update && ${command}`]);
		}
	}
	const php = checkPhp();
	if (php.version && !php.ok && !php.missing.length) fail([php.message]); // PHP older than 8.1: no package name fixes that here.
	if (nodeModulesStale()) {
		if (process.env.COSMETICS_NO_INSTALL === '1') {
			fail([`node_modules does not hold what package-lock.json names. Run this once, then \`${again}\` again:`, '', `  npm ci`]);
		}
		console.log('Installing the npm dependencies (npm ci) ...');
		const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
		if (ci.status !== 0) fail(['`npm ci` failed (see above). Run it by hand in ' + ROOT + ', then try again.']);
	}
}
