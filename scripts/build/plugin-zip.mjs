#!/usr/bin/env node
/**
 * `npm run plugin-zip`: the installable plugin, `cosmetics-storefront.zip` in the repository root
 * (gitignored), for wp-admin's Wtyczki → Dodaj nową → Wyślij wtyczkę on a shop without Node.
 *
 * It holds one top folder `cosmetics-storefront/` with the plugin's PHP (`cosmetics-storefront.php`,
 * `uninstall.php`, `includes/`), `templates/`, `assets/`, the built bundle (`build/`, built first when
 * `src/` changed since the last build; no source maps) and `readme.txt`. Nothing else: no tests, no
 * TypeScript sources, no node_modules, no scripts (the dev site's mu-plugin and theme stay out).
 * `readme.txt` must agree with the plugin header (Stable tag = Version, the Requires/Tested lines), or
 * nothing is written.
 *
 * Written with PHP's ZipArchive (the `zip` extension the shop needs anyway), else the `zip` binary.
 * Entries are sorted and carry the time of the last commit, so the same tree gives the same zip.
 *
 *   node scripts/build/plugin-zip.mjs           builds the zip, prints its size and file count
 *   node scripts/build/plugin-zip.mjs --list    also prints every file with its size
 *   node scripts/build/plugin-zip.mjs --no-build  uses build/ as it is
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve( dirname( fileURLToPath( import.meta.url ) ), '../..' );
export const SLUG = 'cosmetics-storefront';
export const ZIP = join( ROOT, `${ SLUG }.zip` );

/** What a shop needs, relative to the repository root: files, and folders taken whole (minus the exclusions below). */
const ENTRIES = [ 'cosmetics-storefront.php', 'uninstall.php', 'readme.txt', 'includes', 'templates', 'assets', 'build' ];
/** Built files that must be there, or the zip would install an empty storefront. */
const REQUIRED = [ 'build/storefront.js', 'build/storefront.asset.php', 'build/prefetch.asset.php', 'build/storefront.css', 'build/block/block.json', 'build/block/index.js' ];
/** Never in the zip, wherever they are. */
const FORBIDDEN = [
	[ /(^|\/)\./, 'a dotfile' ],
	[ /\.map$/, 'a source map' ],
	[ /\.(ts|tsx)$/, 'a TypeScript source' ],
	[ /(^|\/)(test|tests|__tests__|__snapshots__)\//, 'a test' ],
	[ /\.(test|spec)\.[cm]?[jt]sx?$/, 'a test' ],
	[ /(^|\/)(node_modules|src|scripts|vendor)\//, 'a development folder' ],
	[ /(^|\/)(package(-lock)?\.json|tsconfig\.json|webpack\.config\.js|babel\.config\.js|jest\.config\.js|phpunit\.xml(\.dist)?|phpcs\.xml(\.dist)?|\.wp-env\.json)$/, 'a development file' ],
];

export class PluginZipError extends Error {}

/** The reason a path must stay out of the zip, or null. */
export function forbiddenReason( path ) {
	const hit = FORBIDDEN.find( ( [ re ] ) => re.test( path ) );
	return hit ? hit[ 1 ] : null;
}

function walk( relative ) {
	const abs = join( ROOT, relative );
	if ( ! statSync( abs ).isDirectory() ) {
		return [ relative ];
	}
	return readdirSync( abs, { withFileTypes: true } ).flatMap( ( entry ) => {
		const path = `${ relative }/${ entry.name }`;
		if ( forbiddenReason( entry.isDirectory() ? `${ path }/` : path ) ) {
			return [];
		}
		return entry.isDirectory() || entry.isFile() ? walk( path ) : [];
	} );
}

/** Sorted paths (relative to the repository root) of every file the zip holds. */
export function pluginFiles() {
	const missing = [ ...ENTRIES, ...REQUIRED ].filter( ( path ) => ! existsSync( join( ROOT, path ) ) );
	if ( missing.length ) {
		throw new PluginZipError( `Missing: ${ missing.join( ', ' ) }${ missing.some( ( p ) => p.startsWith( 'build' ) ) ? ' (run `npm run build`)' : '' }.` );
	}
	const files = ENTRIES.flatMap( walk ).sort();
	const bad = files.filter( forbiddenReason );
	if ( bad.length ) {
		throw new PluginZipError( `Refusing to ship: ${ bad.map( ( p ) => `${ p } (${ forbiddenReason( p ) })` ).join( ', ' ) }.` );
	}
	return files;
}

/** `Name: value` header lines of a plugin file or a readme.txt. */
export function headers( text ) {
	const out = {};
	for ( const match of text.slice( 0, 8192 ).matchAll( /^[ \t/*#@]*([A-Za-z][A-Za-z ]*?):[ \t]*(.+?)[ \t]*$/gm ) ) {
		out[ match[ 1 ].trim().toLowerCase() ] ??= match[ 2 ].trim();
	}
	return out;
}

/** readme.txt in WordPress.org's format, agreeing with the plugin header. Returns the version. */
export function checkReadme() {
	const plugin = headers( readFileSync( join( ROOT, 'cosmetics-storefront.php' ), 'utf8' ) );
	const text = readFileSync( join( ROOT, 'readme.txt' ), 'utf8' );
	const readme = headers( text );
	const problems = [];
	if ( ! /^=== .+ ===$/m.test( text.split( '\n' )[ 0 ] ) ) {
		problems.push( 'the first line is not "=== Plugin Name ==="' );
	}
	for ( const section of [ 'Description', 'Installation', 'Frequently Asked Questions', 'Changelog' ] ) {
		if ( ! text.includes( `\n== ${ section } ==\n` ) ) {
			problems.push( `no "== ${ section } ==" section` );
		}
	}
	const pairs = [
		[ 'stable tag', 'version' ],
		[ 'requires at least', 'requires at least' ],
		[ 'tested up to', 'tested up to' ],
		[ 'requires php', 'requires php' ],
		[ 'wc requires at least', 'wc requires at least' ],
		[ 'wc tested up to', 'wc tested up to' ],
	];
	for ( const [ inReadme, inPlugin ] of pairs ) {
		if ( ! plugin[ inPlugin ] || readme[ inReadme ] !== plugin[ inPlugin ] ) {
			problems.push( `"${ inReadme }: ${ readme[ inReadme ] ?? '(none)' }" but the plugin header "${ inPlugin }: ${ plugin[ inPlugin ] ?? '(none)' }"` );
		}
	}
	if ( ! new RegExp( `\\n= ${ plugin.version?.replace( /\./g, '\\.' ) } =\\n` ).test( text.slice( text.indexOf( '== Changelog ==' ) ) ) ) {
		problems.push( `the changelog has no entry "= ${ plugin.version } ="` );
	}
	if ( problems.length ) {
		throw new PluginZipError( `readme.txt: ${ problems.join( '; ' ) }.` );
	}
	return plugin.version;
}

function commitTime() {
	const r = spawnSync( 'git', [ 'log', '-1', '--format=%ct' ], { cwd: ROOT, encoding: 'utf8' } );
	const seconds = Number( r.stdout?.trim() );
	return r.status === 0 && seconds > 0 ? seconds : Math.floor( Date.now() / 1000 );
}

// Reads {"zip":…, "root":…, "prefix":…, "mtime":…, "files":[…]} on stdin.
const PHP_WRITER = `
$job = json_decode( stream_get_contents( STDIN ), true );
$zip = new ZipArchive();
if ( true !== $zip->open( $job['zip'], ZipArchive::CREATE | ZipArchive::OVERWRITE ) ) { fwrite( STDERR, "cannot create {$job['zip']}\\n" ); exit( 2 ); }
$dirs = array();
foreach ( $job['files'] as $file ) {
	$parts = explode( '/', $file );
	for ( $i = 1; $i < count( $parts ); $i++ ) { $dirs[ implode( '/', array_slice( $parts, 0, $i ) ) ] = true; }
}
$names = array( $job['prefix'] . '/' );
foreach ( array_keys( $dirs ) as $dir ) { $names[] = $job['prefix'] . '/' . $dir . '/'; }
sort( $names );
foreach ( $names as $dir ) { $zip->addEmptyDir( rtrim( $dir, '/' ) ); }
foreach ( $job['files'] as $file ) {
	$name = $job['prefix'] . '/' . $file;
	if ( ! $zip->addFile( $job['root'] . '/' . $file, $name ) ) { fwrite( STDERR, "cannot add $file\\n" ); exit( 3 ); }
	$names[] = $name;
}
foreach ( $names as $name ) {
	if ( method_exists( $zip, 'setMtimeName' ) ) { $zip->setMtimeName( $name, (int) $job['mtime'] ); }
	$zip->setExternalAttributesName( $name, ZipArchive::OPSYS_UNIX, ( str_ends_with( $name, '/' ) ? 040755 : 0100644 ) << 16 );
}
if ( ! $zip->close() ) { fwrite( STDERR, "cannot write {$job['zip']}\\n" ); exit( 4 ); }
`;

function phpHasZip() {
	const r = spawnSync( process.env.PHP_BINARY || 'php', [ '-r', 'exit( class_exists( "ZipArchive" ) ? 0 : 1 );' ] );
	return ! r.error && r.status === 0;
}

function writeWithPhp( target, files, mtime ) {
	const r = spawnSync( process.env.PHP_BINARY || 'php', [ '-r', PHP_WRITER ], {
		input: JSON.stringify( { zip: target, root: ROOT, prefix: SLUG, mtime, files } ),
		encoding: 'utf8',
	} );
	if ( r.error || r.status !== 0 ) {
		throw new PluginZipError( `PHP's ZipArchive could not write ${ target }: ${ r.error?.message ?? r.stderr.trim() }` );
	}
}

function writeWithZipBinary( target, files, mtime ) {
	const stage = mkdtempSync( join( tmpdir(), 'cosmetics-zip-' ) );
	try {
		for ( const file of files ) {
			mkdirSync( dirname( join( stage, SLUG, file ) ), { recursive: true } );
			cpSync( join( ROOT, file ), join( stage, SLUG, file ) );
		}
		const stamp = new Date( mtime * 1000 ).toISOString().replace( /[-:T]/g, '' ).slice( 0, 12 );
		spawnSync( 'find', [ SLUG, '-exec', 'touch', '-t', stamp, '{}', '+' ], { cwd: stage } );
		const r = spawnSync( 'zip', [ '-X', '-q', '-r', target, SLUG ], { cwd: stage, encoding: 'utf8' } );
		if ( r.error || r.status !== 0 ) {
			throw new PluginZipError( `zip could not write ${ target }: ${ r.error?.message ?? r.stderr.trim() }` );
		}
	} finally {
		rmSync( stage, { recursive: true, force: true } );
	}
}

/**
 * Builds the bundle when stale (unless build: false), checks readme.txt and writes the zip.
 *
 * @returns {Promise<{ zip: string, bytes: number, version: string, files: { path: string, bytes: number }[] }>}
 */
export async function buildPluginZip( { build = true, zip = ZIP, log = console.log } = {} ) {
	if ( build ) {
		const { maybeBuild } = await import( '../lib/site.mjs' );
		await maybeBuild( log );
	}
	const version = checkReadme();
	const files = pluginFiles();
	const tmp = `${ zip }.tmp-${ process.pid }`;
	rmSync( tmp, { force: true } );
	const mtime = commitTime();
	if ( phpHasZip() ) {
		writeWithPhp( tmp, files, mtime );
	} else if ( ! spawnSync( 'zip', [ '-v' ] ).error ) {
		writeWithZipBinary( tmp, files, mtime );
	} else {
		throw new PluginZipError( "Neither PHP's zip extension nor the zip binary is installed: apt-get install -y php-zip (or zip)." );
	}
	renameSync( tmp, zip );
	return {
		zip,
		bytes: statSync( zip ).size,
		version,
		files: files.map( ( path ) => ( { path, bytes: statSync( join( ROOT, path ) ).size } ) ),
	};
}

export const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;

if ( process.argv[ 1 ] && resolve( process.argv[ 1 ] ) === fileURLToPath( import.meta.url ) ) {
	const started = Date.now();
	try {
		const result = await buildPluginZip( { build: ! process.argv.includes( '--no-build' ) } );
		if ( process.argv.includes( '--list' ) ) {
			for ( const file of result.files ) {
				console.log( `${ String( file.bytes ).padStart( 9 ) }  ${ SLUG }/${ file.path }` );
			}
		}
		const unpacked = result.files.reduce( ( sum, file ) => sum + file.bytes, 0 );
		console.log(
			`${ SLUG }.zip ${ result.version }: ${ result.files.length } files, ${ kb( result.bytes ) } (${ result.bytes } bytes; ${ kb( unpacked ) } unpacked) ` +
				`in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s -> ${ result.zip }`
		);
	} catch ( error ) {
		if ( ! ( error instanceof PluginZipError ) ) {
			throw error;
		}
		console.error( `plugin-zip: ${ error.message }` );
		process.exit( 1 );
	}
}
