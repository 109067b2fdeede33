/**
 * The README's two commands on a machine that lacks what they need (issue 11, point 5): `npm start` and
 * `npm test` check the Debian packages first (scripts/lib/machine.mjs) and, when they may not install
 * them (not root, or COSMETICS_NO_INSTALL=1), stop before starting anything and print the one exact
 * command to run. Installing as root is what CI's fresh machine does (`bash .ci/run` is `npm test`).
 * No shop or browser needed.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, test } from 'node:test';

const root = resolve( dirname( fileURLToPath( import.meta.url ) ), '..', '..' );
// A PATH with node and nothing else: no php, no sh, no apt-get.
const bin = mkdtempSync( join( tmpdir(), 'cosmetics-path-' ) );
symlinkSync( process.execPath, join( bin, 'node' ) );

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
		const { status, output } = run( 'scripts/site.mjs', { PATH: bin } );
		assert.equal( status, 1, output );
		assert.match( output, /Missing Debian packages: php-cli, php-mysql, php-gd, php-mbstring, php-xml, php-intl, php-zip, php-curl\b/ );
		assert.match( output, /^ {2}sudo apt-get update && sudo apt-get install -y --no-install-recommends php-cli php-mysql php-gd php-mbstring php-xml php-intl php-zip php-curl$/m );
		assert.doesNotMatch( output, /Copying WordPress|MariaDB|Local shop/, 'nothing started' );
	} );

	test( 'npm test without Chromium names it (and only what is missing)', () => {
		const { status, output } = run( 'scripts/test.mjs', { PATH: process.env.PATH, CHROMIUM_PATH: '/nonexistent/chromium' } );
		assert.equal( status, 1, output );
		assert.match( output, /^ {2}sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium$/m );
		assert.doesNotMatch( output, /=== TypeScript/, 'no tier ran' );
	} );
} );
