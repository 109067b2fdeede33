#!/usr/bin/env node
// npm start — the local shop on http://127.0.0.1:8888 (see DESIGN.md "Tests and environments").
//
//   node scripts/site/start.mjs            build if stale, install + seed on the first run, serve (foreground)
//   node scripts/site/start.mjs --reset    delete the site (.site/db, wordpress, mail, logs, state) and start fresh
//   node scripts/site/start.mjs --no-serve install/seed only, then stop (for tests and CI)
//   node scripts/site/start.mjs --no-build skip the bundle build check
//   env SITE_PORT (8888), SITE_DB_PORT (free port), WORDPRESS_DIR, WOOCOMMERCE_DIR,
//   COSMETICS_NO_INSTALL=1 (never apt-get / npm ci by itself: scripts/lib/machine.mjs)
//
// Ctrl-C / SIGTERM / SIGHUP stop the PHP server and MariaDB this script started.

import { ensureMachine } from '../lib/machine.mjs';
import { ADMIN, SiteError, paths, startSite } from '../lib/site.mjs';

const args = new Set(process.argv.slice(2));
if (args.has('--help') || args.has('-h')) {
	console.log(
		'Usage: node scripts/site/start.mjs [--reset] [--no-serve] [--no-build]\n' +
			'Env: SITE_PORT (default 8888), SITE_DB_PORT, WORDPRESS_DIR, WOOCOMMERCE_DIR, COSMETICS_OFFLINE=1'
	);
	process.exit(0);
}
for (const a of args) {
	if (!['--reset', '--no-serve', '--no-build'].includes(a)) {
		console.error(`Unknown option ${a} (try --help)`);
		process.exit(2);
	}
}

// A fresh machine: the Debian packages and npm dependencies first (installed when root, else the command).
ensureMachine('start');

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

let site = null;
let shuttingDown = false;
const abort = new AbortController();

async function shutdown(signal, code = 0) {
	if (shuttingDown) return;
	shuttingDown = true;
	if (site) {
		console.log(`\n${signal ? `${signal}: ` : ''}stopping the PHP server and MariaDB ...`);
		await site.stop();
		console.log('Stopped.');
	}
	process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
	process.on(signal, () => {
		if (!site) {
			// Still starting: startSite() stops what it started and rejects.
			console.log(`\n${signal}: stopping ...`);
			abort.abort();
			return;
		}
		shutdown(signal, 0);
	});
}

try {
	site = await startSite({
		reset: args.has('--reset'),
		serve: !args.has('--no-serve'),
		build: !args.has('--no-build'),
		signal: abort.signal,
	});
} catch (e) {
	if (e instanceof SiteError) {
		console.error(`\n${e.message}`);
		process.exit(abort.signal.aborted ? 130 : 1);
	}
	throw e;
}

if (args.has('--no-serve')) {
	console.log(`\nLocal shop installed and seeded in ${seconds()} (not serving: --no-serve).`);
	process.exit(0);
}

console.log(`
Local shop ready in ${seconds()}${site.firstRun ? ' (first run: installed and seeded)' : ''}

  Shop:       ${site.url}/
  Running:    ${site.sources}
  Language:   ${site.language}
  Admin:      ${site.loginUrl}   user: ${ADMIN.user}   password: ${ADMIN.password}
  Customers:  anna.kowalska@example.com / Haslo!2345 (individual),
              salon.bella@example.com / Haslo!2345 (approved professional)
  E-mails:    ${paths.mail}/  and  ${site.mailUrl}
  Debug log:  ${site.debugLog}
  Web server: ${site.server}
  MariaDB:    socket ${site.db.socket}, 127.0.0.1:${site.db.port}, user root, no password, database wordpress

Ctrl-C stops everything.`);

const code = await site.exited;
if (!shuttingDown) {
	console.error(`\nThe web server exited unexpectedly (code ${code}); see ${site.serverLog}.`);
	await shutdown(null, 1);
}
