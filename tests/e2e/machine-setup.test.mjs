/**
 * The README's commands on a machine that lacks what they need: `npm start`, `npm test` and
 * `npm run lint` check the Debian packages first (scripts/lib/machine.mjs) and, when they may not install
 * them (not root, or COSMETICS_NO_INSTALL=1), stop before starting anything and print the one exact
 * command to run. Installing as root is what CI's fresh machine does (`bash .ci/run` is `npm test`).
 * No shop or browser needed.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, test } from 'node:test';

const root = resolve( dirname( fileURLToPath( import.meta.url ) ), '..', '..' );
// A PATH with node, sh, apt-get (never run: COSMETICS_NO_INSTALL=1) and MariaDB's set-up, but no PHP.
const bin = mkdtempSync( join( tmpdir(), 'cosmetics-path-' ) );
symlinkSync( process.execPath, join( bin, 'node' ) );
symlinkSync( '/bin/sh', join( bin, 'sh' ) );
writeFileSync( join( bin, 'apt-get' ), '#!/bin/sh\nexit 99\n', { mode: 0o755 } );
const installDb = [ '/usr/bin/mariadb-install-db', '/usr/bin/mysql_install_db' ].find( ( p ) => existsSync( p ) );
if ( installDb ) {
	symlinkSync( installDb, join( bin, 'mariadb-install-db' ) );
}

const run = ( script, env ) => {
	const result = spawnSync( process.execPath, [ script ], {
		cwd: root,
		encoding: 'utf8',
		timeout: 60000,
		env: { HOME: process.env.HOME, COSMETICS_NO_INSTALL: '1', ...env },
	} );
	return { status: result.status, output: `${ result.stdout }${ result.stderr }` };
};

describe( 'npm start / npm test on a machine without the Debian packages', () => {
	after( () => rmSync( bin, { recursive: true, force: true } ) );

	test( 'npm start without PHP stops and prints the one apt-get command', () => {
		const { status, output } = run( 'scripts/site/start.mjs', { PATH: bin } );
		assert.equal( status, 1, output );
		assert.match( output, /Missing Debian packages: php-cli, php-mysql, php-gd, php-mbstring, php-xml, php-intl, php-zip, php-curl\b/ );
		assert.match( output, /^ {2}sudo apt-get update && sudo apt-get install -y --no-install-recommends php-cli php-mysql php-gd php-mbstring php-xml php-intl php-zip php-curl$/m );
		assert.doesNotMatch( output, /Copying WordPress|MariaDB|Local shop/, 'nothing started' );
	} );

	test( 'a machine without apt-get is told to use its own package manager', () => {
		const { status, output } = run( 'scripts/site/start.mjs', { PATH: `${ bin }-none` } );
		assert.equal( status, 1, output );
		assert.match( output, /no apt-get/ );
	} );

	test( 'npm run lint without the PHP standards checker names it (and only it)', () => {
		const { status, output } = run( 'scripts/test/lint.mjs', { PATH: bin } );
		assert.equal( status, 1, output );
		assert.match( output, /Missing Debian packages: php-codesniffer\. Run this once, then `npm run lint` again:/ );
		assert.match( output, /^ {2}sudo apt-get update && sudo apt-get install -y --no-install-recommends php-codesniffer$/m );
		assert.doesNotMatch( output, /--- ESLint/, 'no check ran' );
	} );

	test( 'npm test without Chromium names it (and only what is missing)', () => {
		const { status, output } = run( 'scripts/test/run.mjs', { PATH: process.env.PATH, CHROMIUM_PATH: '/nonexistent/chromium' } );
		assert.equal( status, 1, output );
		assert.match( output, /^ {2}sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium$/m );
		assert.doesNotMatch( output, /=== TypeScript/, 'no tier ran' );
	} );
} );
