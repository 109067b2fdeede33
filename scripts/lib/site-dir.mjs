/**
 * Where the local sites live: `<repository>/.site` is a link to a folder OUTSIDE the repository,
 * ~/.local/state/cosmetics-storefront/<folder name>-<hash of the repository's path> (XDG_STATE_HOME
 * when set), and every site (`npm start`'s shop, PHPUnit's test-wp, the benchmark and plugin-zip
 * sites) sits under it.
 *
 * Why not inside the repository: each site links wp-content/plugins/cosmetics-storefront to the
 * repository, so WordPress registers the repository as that plugin's real folder. WordPress's
 * plugin_basename() applies every registered real-folder → plugin-folder mapping in turn (sorted by
 * the real folder, descending) without stopping at the first. A site inside the repository makes
 * WooCommerce's mapped path (…/.site/wordpress/wp-content/plugins/woocommerce/…) start with the
 * repository's path again, so it is mapped a second time whenever the repository's path sorts below
 * WooCommerce's (a repository under /check, WooCommerce under /root/.cache): WooCommerce's script URLs
 * became /wp-content/plugins/cosmetics-storefront/.site/wordpress/wp-content/plugins/woocommerce/…,
 * answered 403, and no WooCommerce script ran in wp-admin on such a machine.
 */
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, readlinkSync, renameSync, symlinkSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, join } from 'node:path';

/** The folder outside the repository `root` that holds its sites. */
export function siteStateDir( root ) {
	const base = process.env.XDG_STATE_HOME || join( homedir(), '.local', 'state' );
	const hash = createHash( 'sha1' ).update( root ).digest( 'hex' ).slice( 0, 10 );
	return join( base, 'cosmetics-storefront', `${ basename( root ) }-${ hash }` );
}

/** Does a server started from `dir` still run (a live PID in a *.pid file up to three folders down)? */
function serverRunsIn( dir, depth = 3 ) {
	for ( const entry of readdirSync( dir, { withFileTypes: true } ) ) {
		const path = join( dir, entry.name );
		if ( entry.isDirectory() && depth > 0 && serverRunsIn( path, depth - 1 ) ) {
			return true;
		}
		if ( entry.isFile() && entry.name.endsWith( '.pid' ) ) {
			const pid = Number( readFileSync( path, 'utf8' ).trim() );
			try {
				if ( pid > 0 && process.kill( pid, 0 ) ) {
					return true;
				}
			} catch {}
		}
	}
	return false;
}

/**
 * `<root>/.site`, made a link to siteStateDir(root) when missing. A real `.site` folder of an older
 * checkout is moved there first when no server of it runs; otherwise it stays (with the problem
 * above) and `warn` says so.
 */
export function siteDir( root, { warn = ( message ) => process.stderr.write( `${ message }\n` ) } = {} ) {
	const link = join( root, '.site' );
	const target = siteStateDir( root );
	let stat = null;
	try {
		stat = lstatSync( link );
	} catch {}
	if ( stat?.isSymbolicLink() && readlinkSync( link ) === target ) {
		mkdirSync( target, { recursive: true } );
		return link;
	}
	if ( stat && ! stat.isSymbolicLink() ) {
		if ( serverRunsIn( link ) || existsSync( target ) ) {
			warn( `${ link } is a folder inside the repository; stop the local shop and run any npm script again to move it to ${ target } (see scripts/lib/site-dir.mjs).` );
			return link;
		}
		mkdirSync( join( target, '..' ), { recursive: true } );
		try {
			renameSync( link, target );
		} catch ( error ) {
			warn( `${ link } could not be moved to ${ target } (${ error.code }); it stays inside the repository.` );
			return link;
		}
	} else if ( stat ) {
		throw new Error( `${ link } links to ${ readlinkSync( link ) }, not to ${ target }: remove the link (the sites it holds stay there).` );
	}
	mkdirSync( target, { recursive: true } );
	try {
		symlinkSync( target, link );
	} catch ( error ) {
		// Another runner started at the same time (npm test's two PHPUnit pairs) made it first.
		if ( error.code !== 'EEXIST' || ! lstatSync( link ).isSymbolicLink() || readlinkSync( link ) !== target ) {
			throw error;
		}
	}
	return link;
}
