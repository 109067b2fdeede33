/**
 * The local shop's debug.log: what a test run added to it, and which of those entries are the
 * plugin's (a notice, warning, deprecation, fatal or database error whose message or stack names the
 * plugin's files, its folder or its classes). Used by the E2E runner (which fails on any) and the fuzz test.
 */
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { ROOT, paths } from './site.mjs';

export function debugLogSize( file = paths.debugLog ) {
	return existsSync( file ) ? statSync( file ).size : 0;
}

/** The text the log gained after byte `offset`. */
export function debugLogSince( offset, file = paths.debugLog ) {
	const size = debugLogSize( file );
	if ( size <= offset ) {
		return '';
	}
	const fd = openSync( file, 'r' );
	const buffer = Buffer.alloc( size - offset );
	readSync( fd, buffer, 0, buffer.length, offset );
	closeSync( fd );
	return buffer.toString( 'utf8' );
}

const PLUGIN_MARKS = [ 'plugins/cosmetics-storefront', "'cosmetics-storefront'", '<code>cosmetics-storefront</code>', `${ ROOT }/includes/`, `${ ROOT }/templates/`, `${ ROOT }/cosmetics-storefront.php`, 'CosmeticsStorefront\\' ];

/** Log entries (a line starting with "[date]" and the stack lines under it) about the plugin. */
export function pluginLogEntries( text ) {
	const entries = text.split( /\n(?=\[\d{2}-\w{3}-\d{4} )/ ).filter( ( e ) => e.trim() );
	return entries.filter( ( entry ) => PLUGIN_MARKS.some( ( mark ) => entry.includes( mark ) ) );
}

/**
 * A test tier's verdict on the log: whatever the tests asserted, a notice, warning, deprecation or
 * database error of the plugin written since byte `offset` fails the tier (printed, exit 1); else the
 * tier ends with the tests' own `status`.
 */
export function exitWithPluginLogVerdict( offset, status ) {
	const entries = pluginLogEntries( debugLogSince( offset ) );
	if ( entries.length ) {
		console.log( `\nThe plugin wrote ${ entries.length } entr${ entries.length === 1 ? 'y' : 'ies' } to .site/logs/debug.log during the run:\n${ entries.join( '\n' ).slice( 0, 6000 ) }` );
		process.exit( 1 );
	}
	console.log( 'debug.log: no entry from the plugin during the run.' );
	process.exit( status ?? 1 );
}
