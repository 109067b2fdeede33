#!/usr/bin/env node
// `npm run graph` — the folder dependency graph of the plugin's PHP (includes/), from the code itself.
//
// Every class of includes/ is named by its file (the autoloader's rule: CosmeticsStorefront\Foo\Bar is
// includes/Foo/Bar.php); a file uses another top-level folder when its `use` statements, its fully
// qualified names (\CosmeticsStorefront\Foo\Bar), its relative qualified names (Foo\Bar inside
// namespace CosmeticsStorefront, an alias's Alias\Bar) or a class name in a string
// ('CosmeticsStorefront\\Foo\\Bar') name a class of that folder. Comments are not read.
//
// Prints one line per edge "From -> To  N" (N = how many files of From name a class of To), then checks:
//   - no cycle: two or more folders may not use each other in a circle (a strongly connected component
//     of more than one folder fails, with one circle through it and the files behind each step);
//   - Domain (rules with no WordPress in them) uses no other folder and calls no WordPress function;
//   - Platform (general WordPress helpers shared by every feature) uses no feature folder (only Domain);
//   - the root files (Plugin.php, the boot; Autoloader.php) are used by no folder: features name
//     Platform for the plugin's paths, never the boot.
// Exit 1 when a check fails; `--quiet` prints only the verdict, `--files` lists the files of each edge.
// Run by `npm run lint` as one of its checks. The graph of an older commit:
//   mkdir /tmp/g && git archive <commit> includes | tar -x -C /tmp/g && FOLDER_GRAPH_DIR=/tmp/g/includes npm run graph

import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve( dirname( fileURLToPath( import.meta.url ) ), '../..' );
// FOLDER_GRAPH_DIR reads another tree's includes/ (e.g. an older commit's, unpacked with git archive).
const includes = resolve( root, process.env.FOLDER_GRAPH_DIR ?? 'includes' );
const PREFIX = 'CosmeticsStorefront';
const ROOT_NODE = '(root)';
const DOMAIN = 'Domain';
const PLATFORM = 'Platform';

const quiet = process.argv.includes( '--quiet' );
const listFiles = process.argv.includes( '--files' );

function phpFiles( dir ) {
	const out = [];
	for ( const name of readdirSync( dir ).sort() ) {
		const path = join( dir, name );
		if ( statSync( path ).isDirectory() ) {
			out.push( ...phpFiles( path ) );
		} else if ( name.endsWith( '.php' ) ) {
			out.push( path );
		}
	}
	return out;
}

/** The code without its comments; strings kept (a class name may be written in one). */
function withoutComments( source ) {
	let out = '';
	let i = 0;
	const n = source.length;
	while ( i < n ) {
		const c = source[ i ];
		const next = source[ i + 1 ];
		if ( c === "'" || c === '"' ) {
			let j = i + 1;
			while ( j < n && source[ j ] !== c ) {
				j += source[ j ] === '\\' ? 2 : 1;
			}
			out += source.slice( i, j + 1 );
			i = j + 1;
		} else if ( c === '/' && next === '*' ) {
			const end = source.indexOf( '*/', i + 2 );
			i = end < 0 ? n : end + 2;
			out += ' ';
		} else if ( ( c === '/' && next === '/' ) || ( c === '#' && next !== '[' ) ) {
			let j = i;
			while ( j < n && source[ j ] !== '\n' && ! ( source[ j ] === '?' && source[ j + 1 ] === '>' ) ) {
				j++;
			}
			i = j;
		} else if ( c === '<' && source.startsWith( '<<<', i ) ) {
			// Heredoc / nowdoc: kept as it is, up to its closing label.
			const m = /^<<<\s*(['"]?)(\w+)\1/.exec( source.slice( i ) );
			if ( ! m ) {
				out += c;
				i++;
				continue;
			}
			const close = new RegExp( `\\n\\s*${ m[ 2 ] }\\b` ).exec( source.slice( i + m[ 0 ].length ) );
			const end = close ? i + m[ 0 ].length + close.index + close[ 0 ].length : n;
			out += source.slice( i, end );
			i = end;
		} else {
			out += c;
			i++;
		}
	}
	return out;
}

/** Top-level node of a class name inside the plugin ("Pricing" for CosmeticsStorefront\Pricing\X). */
function nodeOf( fqcn ) {
	const parts = fqcn.split( '\\' );
	return parts.length > 2 ? parts[ 1 ] : ROOT_NODE;
}

/** The plugin's classes a file names, resolved as PHP resolves them. */
function namedClasses( code ) {
	const names = new Set();
	const namespace = /^\s*namespace\s+([\w\\]+)\s*;/m.exec( code )?.[ 1 ] ?? '';
	const aliases = new Map();
	// `use` at the file's top level (imports); a trait's `use` sits inside a class body, after `{`.
	const head = code.slice( 0, code.search( /\n\s*(?:final\s+|abstract\s+|readonly\s+)*(?:class|interface|trait|enum)\s/ ) >>> 0 );
	for ( const m of head.matchAll( /^\s*use\s+(?:function\s+|const\s+)?([^;]+);/gm ) ) {
		const group = /^([\w\\]+)\\\{([^}]*)\}$/.exec( m[ 1 ].trim() );
		const clauses = group
			? group[ 2 ].split( ',' ).map( ( s ) => `${ group[ 1 ] }\\${ s.trim() }` )
			: m[ 1 ].split( ',' );
		for ( const clause of clauses ) {
			const [ name, alias ] = clause.trim().replace( /^\\/, '' ).split( /\s+as\s+/i );
			aliases.set( ( alias ?? name.split( '\\' ).pop() ).toLowerCase(), name );
			names.add( name );
		}
	}
	// The imports are read above; a trait's `use` in a class body names a class like any other code.
	const body = ( head.replace( /^\s*use\s[^;]*;/gm, '' ) + code.slice( head.length ) ).replace( /^\s*namespace\s[^;]*;/gm, '' );
	// Names with a backslash in code: \A\B (fully qualified) or A\B (relative to the namespace or an alias).
	for ( const m of body.matchAll( /(?<![\w\\$])(\\?)([A-Za-z_]\w*(?:\\[A-Za-z_]\w*)+)/g ) ) {
		const [ , leading, name ] = m;
		if ( leading ) {
			names.add( name );
			continue;
		}
		const [ first, ...rest ] = name.split( '\\' );
		const alias = aliases.get( first.toLowerCase() );
		if ( alias ) {
			names.add( [ alias, ...rest ].join( '\\' ) );
		} else if ( first.toLowerCase() === 'namespace' ) {
			names.add( [ namespace, ...rest ].join( '\\' ) );
		} else {
			names.add( namespace ? `${ namespace }\\${ name }` : name );
		}
	}
	// Class names written in strings: 'CosmeticsStorefront\\Foo\\Bar'.
	for ( const m of body.matchAll( /['"]\\{0,2}(CosmeticsStorefront(?:\\{1,2}\w+)+)/g ) ) {
		names.add( m[ 1 ].replace( /\\\\/g, '\\' ) );
	}
	return [ ...names ].filter( ( name ) => name.startsWith( `${ PREFIX }\\` ) );
}

// ---------------------------------------------------------------------------------------------------

const edges = new Map(); // "from -> to" => Set of "file (names Class)"
const nodes = new Set();
for ( const file of phpFiles( includes ) ) {
	const rel = relative( includes, file ).split( sep ).join( '/' );
	const from = rel.includes( '/' ) ? rel.split( '/' )[ 0 ] : ROOT_NODE;
	nodes.add( from );
	for ( const name of namedClasses( withoutComments( readFileSync( file, 'utf8' ) ) ) ) {
		const to = nodeOf( name );
		if ( to === from ) {
			continue;
		}
		const key = `${ from } -> ${ to }`;
		if ( ! edges.has( key ) ) {
			edges.set( key, new Map() );
		}
		const files = edges.get( key );
		files.set( rel, [ ...( files.get( rel ) ?? [] ), name.split( '\\' ).slice( 1 ).join( '\\' ) ] );
	}
}

const out = ( line ) => ! quiet && process.stdout.write( `${ line }\n` );
const adjacency = new Map( [ ...nodes ].map( ( n ) => [ n, new Set() ] ) );
for ( const key of edges.keys() ) {
	const [ from, to ] = key.split( ' -> ' );
	adjacency.get( from )?.add( to );
	if ( ! adjacency.has( to ) ) {
		adjacency.set( to, new Set() );
		nodes.add( to );
	}
}

out( `Folder dependency graph of includes/ (${ nodes.size } folders, ${ edges.size } edges; N = files naming a class of the other folder)` );
for ( const [ key, files ] of [ ...edges ].sort( ( a, b ) => a[ 0 ].localeCompare( b[ 0 ] ) ) ) {
	const [ from ] = key.split( ' -> ' );
	const mutual = adjacency.get( key.split( ' -> ' )[ 1 ] )?.has( from );
	out( `  ${ key.padEnd( 34 ) } ${ String( files.size ).padStart( 3 ) }${ mutual ? '   (both ways)' : '' }` );
	if ( listFiles ) {
		for ( const [ file, names ] of files ) {
			out( `      ${ file }: ${ [ ...new Set( names ) ].join( ', ' ) }` );
		}
	}
}

// Strongly connected components (Tarjan): a component of two or more folders is a circle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const components = [];
let counter = 0;
function connect( v ) {
	index.set( v, counter );
	low.set( v, counter++ );
	stack.push( v );
	onStack.add( v );
	for ( const w of adjacency.get( v ) ) {
		if ( ! index.has( w ) ) {
			connect( w );
			low.set( v, Math.min( low.get( v ), low.get( w ) ) );
		} else if ( onStack.has( w ) ) {
			low.set( v, Math.min( low.get( v ), index.get( w ) ) );
		}
	}
	if ( low.get( v ) === index.get( v ) ) {
		const component = [];
		let w;
		do {
			w = stack.pop();
			onStack.delete( w );
			component.push( w );
		} while ( w !== v );
		components.push( component.sort() );
	}
}
for ( const v of [ ...nodes ].sort() ) {
	if ( ! index.has( v ) ) {
		connect( v );
	}
}

/** One circle inside a component, from its first folder (breadth-first back to it). */
function circleIn( component ) {
	const inside = new Set( component );
	const start = component[ 0 ];
	const previous = new Map();
	const queue = [ start ];
	while ( queue.length ) {
		const v = queue.shift();
		for ( const w of adjacency.get( v ) ) {
			if ( ! inside.has( w ) ) {
				continue;
			}
			if ( w === start ) {
				const path = [ v ];
				while ( previous.has( path[ 0 ] ) ) {
					path.unshift( previous.get( path[ 0 ] ) );
				}
				return [ ...path, start ];
			}
			if ( ! previous.has( w ) && w !== start ) {
				previous.set( w, v );
				queue.push( w );
			}
		}
	}
	return component;
}

const problems = [];
const because = ( from, to ) =>
	[ ...edges.get( `${ from } -> ${ to }` ) ]
		.map( ( [ file, names ] ) => `${ file } (${ [ ...new Set( names ) ].join( ', ' ) })` )
		.join( '; ' );
for ( const component of components.filter( ( c ) => c.length > 1 ) ) {
	const circle = circleIn( component );
	const steps = circle.slice( 1 ).map( ( to, i ) => `      ${ circle[ i ] } -> ${ to }: ${ because( circle[ i ], to ) }` );
	problems.push( `circle between ${ component.join( ', ' ) }: ${ circle.join( ' -> ' ) }\n${ steps.join( '\n' ) }` );
}
for ( const to of adjacency.get( DOMAIN ) ?? [] ) {
	problems.push( `Domain uses ${ to } (Domain holds rules with no WordPress and names no other folder): ${ because( DOMAIN, to ) }` );
}
// Domain's rules run without WordPress: no call of WordPress's or WooCommerce's functions (by their
// prefixes and best-known names; a method or a function of the class's own is no such call).
const WORDPRESS_CALL = /(?<![\w$\\>:]|function\s)(wp_\w+|wc_\w+|esc_\w+|sanitize_\w+|get_option|update_option|delete_option|add_action|add_filter|apply_filters|do_action|function_exists|current_user_can|get_post\w*|get_term\w*|__|_e|_x|_n|WC)\s*\(/g;
for ( const file of phpFiles( join( includes, DOMAIN ) ) ) {
	const calls = [ ...withoutComments( readFileSync( file, 'utf8' ) ).matchAll( WORDPRESS_CALL ) ].map( ( m ) => `${ m[ 1 ] }()` );
	if ( calls.length ) {
		problems.push( `Domain calls WordPress (its rules run without it; pass what they need in): ${ relative( includes, file ) } (${ [ ...new Set( calls ) ].join( ', ' ) })` );
	}
}
for ( const to of adjacency.get( PLATFORM ) ?? [] ) {
	if ( to !== DOMAIN ) {
		problems.push( `Platform uses the feature folder ${ to } (Platform names no feature): ${ because( PLATFORM, to ) }` );
	}
}
{
	for ( const [ key ] of edges ) {
		const [ from, to ] = key.split( ' -> ' );
		if ( to === ROOT_NODE ) {
			problems.push( `${ from } uses the boot (${ because( from, to ) }); the plugin's paths are Platform's` );
		}
	}
}

if ( problems.length ) {
	process.stdout.write( `\nFolder graph: ${ problems.length } problem${ problems.length > 1 ? 's' : '' }\n` );
	for ( const problem of problems ) {
		process.stdout.write( `  ${ problem }\n` );
	}
	process.exitCode = 1;
} else {
	process.stdout.write( `\nFolder graph: no circle, Domain and Platform name no feature (${ nodes.size } folders, ${ edges.size } edges)\n` );
}
