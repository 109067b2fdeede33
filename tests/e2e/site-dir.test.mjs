/**
 * The local sites never sit inside the plugin they run (scripts/lib/site-dir.mjs). Regression test of a
 * CI-only failure: with the site inside the repository (linked as the plugin) and the repository's
 * path sorting below WooCommerce's (/check/… vs /root/.cache/…), WordPress mapped WooCommerce's files
 * twice, its wp-admin script URLs answered 403 and none of its scripts ran. No shop needed.
 */
import assert from 'node:assert/strict';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { spawn } from 'node:child_process';
import { after, test } from 'node:test';
import { siteDir, siteStateDir } from '../../scripts/lib/site-dir.mjs';
import { ROOT, SITE } from '../../scripts/lib/site.mjs';

const dir = mkdtempSync( join( tmpdir(), 'cosmetics-site-dir-' ) );
after( () => rmSync( dir, { recursive: true, force: true } ) );

/** Is `path` (resolved) inside `folder` (resolved)? */
const inside = ( path, folder ) => ! relative( realpathSync( folder ), realpathSync( path ) ).startsWith( '..' );

test( 'this checkout\'s sites are outside the repository, reached through the .site link', () => {
	assert.equal( SITE, join( ROOT, '.site' ) );
	assert.ok( lstatSync( SITE ).isSymbolicLink(), '.site is a link' );
	assert.equal( inside( SITE, ROOT ), false, `${ realpathSync( SITE ) } is outside ${ ROOT }` );
} );

test( 'a new checkout gets the link; an old checkout\'s .site folder is moved out with its contents', () => {
	const previous = process.env.XDG_STATE_HOME;
	process.env.XDG_STATE_HOME = join( dir, 'state' );
	try {
		const fresh = join( dir, 'fresh' );
		mkdirSync( fresh );
		const link = siteDir( fresh );
		assert.ok( lstatSync( link ).isSymbolicLink() );
		assert.equal( realpathSync( link ), siteStateDir( fresh ) );
		assert.equal( siteDir( fresh ), link, 'a second call keeps it' );

		const old = join( dir, 'old' );
		mkdirSync( join( old, '.site', 'logs' ), { recursive: true } );
		writeFileSync( join( old, '.site', 'logs', 'debug.log' ), 'kept' );
		siteDir( old, { warn: () => {} } );
		assert.ok( lstatSync( join( old, '.site' ) ).isSymbolicLink() );
		assert.equal( readFileSync( join( old, '.site', 'logs', 'debug.log' ), 'utf8' ), 'kept' );
		assert.equal( inside( join( old, '.site', 'logs' ), old ), false );

		// A folder whose server still runs (a live PID file) stays where it is, with a warning.
		const busy = join( dir, 'busy' );
		mkdirSync( join( busy, '.site', 'db' ), { recursive: true } );
		writeFileSync( join( busy, '.site', 'db', 'mysqld.pid' ), String( process.pid ) );
		const warnings = [];
		siteDir( busy, { warn: ( message ) => warnings.push( message ) } );
		assert.equal( lstatSync( join( busy, '.site' ) ).isSymbolicLink(), false );
		assert.equal( warnings.length, 1 );
		assert.equal( existsSync( siteStateDir( busy ) ), false );
	} finally {
		if ( previous === undefined ) {
			delete process.env.XDG_STATE_HOME;
		} else {
			process.env.XDG_STATE_HOME = previous;
		}
	}
} );

test( 'runners starting at once in a fresh checkout all get the link (npm test starts both PHPUnit pairs together)', async () => {
	// Regression: the second of two processes that both found no .site failed with EEXIST.
	const fresh = join( dir, 'together' );
	mkdirSync( fresh );
	const lib = new URL( '../../scripts/lib/site-dir.mjs', import.meta.url ).href;
	// Each process loads the module, then waits for the same moment before it looks for .site.
	const at = Date.now() + 3000;
	const script = `const { siteDir } = await import( ${ JSON.stringify( lib ) } ); while ( Date.now() < ${ at } ); process.stdout.write( siteDir( ${ JSON.stringify( fresh ) } ) );`;
	const runs = Array.from( { length: 8 }, () => new Promise( ( done ) => {
		const child = spawn( process.execPath, [ '--input-type=module', '-e', script ], { env: { ...process.env, XDG_STATE_HOME: join( dir, 'state' ) } } );
		let out = '';
		let err = '';
		child.stdout.on( 'data', ( chunk ) => ( out += chunk ) );
		child.stderr.on( 'data', ( chunk ) => ( err += chunk ) );
		child.on( 'close', ( status ) => done( { status, out, err } ) );
	} ) );
	for ( const { status, out, err } of await Promise.all( runs ) ) {
		assert.equal( status, 0, err );
		assert.equal( out, join( fresh, '.site' ) );
	}
	assert.ok( lstatSync( join( fresh, '.site' ) ).isSymbolicLink() );
} );
