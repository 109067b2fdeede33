#!/usr/bin/env node
/** Prints the size of every built script and style, raw and gzipped (run by `npm run build`). */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const build = new URL( '../../build/', import.meta.url ).pathname;

function* files( dir ) {
	for ( const name of readdirSync( dir ) ) {
		const path = join( dir, name );
		if ( statSync( path ).isDirectory() ) {
			yield* files( path );
		} else if ( /\.(js|css)$/.test( name ) ) {
			yield path;
		}
	}
}

const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KiB`;
console.log( 'Bundle sizes (raw / gzip):' );
for ( const path of files( build ) ) {
	const content = readFileSync( path );
	console.log( `  ${ relative( build, path ).padEnd( 28 ) } ${ kb( content.length ).padStart( 10 ) } / ${ kb( gzipSync( content, { level: 9 } ).length ).padStart( 10 ) }` );
}
