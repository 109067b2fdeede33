/**
 * A copied WordPress never carries a symbolic link out of itself (scripts/lib/site.mjs copyCore): a
 * source folder that once served as a site held plugins/cosmetics-storefront -> the repository, the
 * plugin-zip test's fresh site copied it, and WordPress's plugin upload replaced it by deleting through
 * the link — the repository and WooCommerce's cached copy were emptied. Regression test; no shop needed.
 */
import assert from 'node:assert/strict';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { copyCore } from '../../scripts/lib/site.mjs';

const dir = mkdtempSync( join( tmpdir(), 'cosmetics-copy-core-' ) );
after( () => rmSync( dir, { recursive: true, force: true } ) );

test( 'copyCore copies no link and of wp-content only core themes and plugins', () => {
	const source = join( dir, 'source' );
	const outside = join( dir, 'outside' );
	mkdirSync( outside );
	writeFileSync( join( outside, 'precious.txt' ), 'keep' );
	for ( const sub of [ 'wp-includes', 'wp-content/themes/twentyfour', 'wp-content/plugins/akismet', 'wp-content/mu-plugins', 'wp-content/uploads', 'wp-content/plugins/cosmetics-storefront-real' ] ) {
		mkdirSync( join( source, sub ), { recursive: true } );
	}
	writeFileSync( join( source, 'wp-settings.php' ), '<?php' );
	writeFileSync( join( source, 'wp-config.php' ), '<?php // secrets' );
	writeFileSync( join( source, 'wp-content/themes/twentyfour/style.css' ), '/* */' );
	symlinkSync( outside, join( source, 'wp-content/plugins/cosmetics-storefront' ) );
	symlinkSync( outside, join( source, 'wp-content/plugins/woocommerce' ) );
	symlinkSync( outside, join( source, 'wp-content/themes/linked' ) );
	symlinkSync( join( outside, 'precious.txt' ), join( source, 'wp-includes/linked.php' ) );

	const dest = join( dir, 'dest' );
	copyCore( source, dest, { content: true, log: () => {} } );

	const links = [];
	const walk = ( d ) => readdirSync( d, { withFileTypes: true } ).forEach( ( e ) => ( e.isSymbolicLink() ? links.push( join( d, e.name ) ) : e.isDirectory() && walk( join( d, e.name ) ) ) );
	walk( dest );
	assert.deepEqual( links, [] );
	assert.equal( existsSync( join( dest, 'wp-config.php' ) ), false );
	assert.ok( lstatSync( join( dest, 'wp-content/themes/twentyfour/style.css' ) ).isFile() );
	assert.ok( existsSync( join( dest, 'wp-content/plugins/akismet' ) ) );
	for ( const gone of [ 'wp-content/mu-plugins', 'wp-content/uploads', 'wp-content/plugins/cosmetics-storefront' ] ) {
		assert.equal( existsSync( join( dest, gone ) ), false, gone );
	}
	assert.ok( existsSync( join( outside, 'precious.txt' ) ) );
} );
