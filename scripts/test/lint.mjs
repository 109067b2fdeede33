#!/usr/bin/env node
// `npm run lint` — the code standards, each with WordPress's own tools and settings:
//
//   ESLint     wp-scripts lint-js over the bundle's source and the root config files (.eslintrc.js)
//   Stylelint  wp-scripts lint-style over the bundle's stylesheets (.stylelintrc.json)
//   Prettier   `prettier --check` with @wordpress/prettier-config (.prettierrc.js) over the same scripts
//              and the JSON beside them, as `wp-scripts format` does (it only writes, it has no check
//              mode); not the stylesheets: Prettier removes the empty line WordPress's Stylelint rules
//              want before the first rule inside `@media`, so Stylelint alone keeps their format
//   phpcs      Debian's php-codesniffer with phpcs.xml.dist over the plugin's PHP
//   folders    scripts/test/folder-graph.mjs (`npm run graph`): includes/'s folder dependency graph from
//              the use statements has no circle, Domain and Platform name no feature
//
// Every check runs even when an earlier one failed; the last line adds up the errors and warnings, and
// the exit code is 1 when any check found one (warnings count: a warning nobody fixes is noise).
// `--fix` (npm run lint:fix) applies every automatic fix instead: ESLint's, Stylelint's, Prettier's and
// phpcbf's; what is left needs a hand, and `npm run lint` shows it.
//
// scripts/ and tests/ are not linted: they are Node tooling in their own compact style, outside the
// bundle, and reformatting them would only churn every test file.

import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureMachine } from '../lib/machine.mjs';

const root = resolve( dirname( fileURLToPath( import.meta.url ) ), '../..' );
// A fresh machine: the PHP standards checker and the npm dependencies first (installed when root, else
// the one command to run is printed), as `npm start` and `npm test` do.
ensureMachine( 'lint' );
const fix = process.argv.includes( '--fix' );

const JS = [ 'src', '*.js' ];
const STYLES = [ 'src/**/*.css' ];
const FORMATTED = [ 'src/**/*.{js,jsx,ts,tsx,json}', '*.js' ];

const bin = ( name ) => resolve( root, 'node_modules', '.bin', name );

// ESLint remembers the files it found clean (by content and config), so a second run only reads what
// changed. Outside the checkout: .site is a link made by `npm start`, node_modules may be shared.
const eslintCache = [
	'--cache',
	'--cache-location',
	join(
		tmpdir(),
		`cosmetics-storefront-eslint-${ createHash( 'sha1' )
			.update( root )
			.digest( 'hex' )
			.slice( 0, 12 ) }`
	),
];

/**
 * Runs a command in the repository; its output is passed through as it comes (a check with thousands of
 * findings prints a lot) and kept for the counts.
 */
function run( command, args ) {
	return new Promise( ( done ) => {
		const child = spawn( command, args, {
			cwd: root,
			env: { ...process.env, FORCE_COLOR: '0' },
			stdio: [ 'ignore', 'pipe', 'pipe' ],
		} );
		let output = '';
		const keep = ( chunk ) => {
			output += chunk;
			process.stdout.write( chunk );
		};
		child.stdout.on( 'data', keep );
		child.stderr.on( 'data', keep );
		child.on( 'error', ( error ) => {
			keep( `${ command }: ${ error.message }\n` );
		} );
		child.on( 'close', ( status ) => done( { status: status ?? 127, output } ) );
	} );
}

const number = ( re, text ) => Number( re.exec( text )?.[ 1 ] ?? 0 );

/** ESLint's and Stylelint's summary: "✖ 12 problems (10 errors, 2 warnings)". */
const problemCounts = ( output ) => ( {
	errors: number( /(\d+) errors?[,)]/, output ),
	warnings: number( /(\d+) warnings?\)/, output ),
} );

const checks = [
	{
		label: 'ESLint (wp-scripts lint-js)',
		check: [ bin( 'wp-scripts' ), [ 'lint-js', '--max-warnings=0', ...eslintCache, ...JS ] ],
		fix: [ bin( 'wp-scripts' ), [ 'lint-js', '--fix', ...eslintCache, ...JS ] ],
		counts: problemCounts,
	},
	{
		label: 'Stylelint (wp-scripts lint-style)',
		check: [ bin( 'wp-scripts' ), [ 'lint-style', '--max-warnings=0', ...STYLES ] ],
		// The files before `--fix`: wp-scripts would read the next word as --fix's value and then lint
		// every stylesheet under the repository, .site's WordPress included.
		fix: [ bin( 'wp-scripts' ), [ 'lint-style', ...STYLES, '--fix' ] ],
		counts: problemCounts,
	},
	{
		label: 'Prettier (format check)',
		check: [ bin( 'prettier' ), [ '--check', ...FORMATTED ] ],
		fix: [ bin( 'prettier' ), [ '--write', '--log-level=warn', ...FORMATTED ] ],
		// "[warn] src/a.ts" for each file that is not formatted; one error per file.
		counts: ( output ) => ( {
			errors: ( output.match( /^\[warn\] (?!Code style issues)\S+/gm ) ?? [] ).length,
			warnings: 0,
		} ),
	},
	{
		label: 'PHP standards (phpcs, phpcs.xml.dist)',
		check: [ 'phpcs', [ '-q', '--no-colors', '--report=full', '--report-summary' ] ],
		fix: [ 'phpcbf', [ '-q', '--no-colors' ] ],
		// The summary's last line: "A TOTAL OF 3 ERRORS AND 1 WARNING WERE FOUND IN 2 FILES".
		counts: ( output ) => ( {
			errors: number( /A TOTAL OF (\d+) ERRORS?/, output ),
			warnings: number( /AND (\d+) WARNINGS?/, output ),
		} ),
	},
	{
		label: 'Folder graph (scripts/test/folder-graph.mjs)',
		check: [ process.execPath, [ 'scripts/test/folder-graph.mjs', '--quiet' ] ],
		// Nothing to fix automatically: a circle is broken by moving a class or inverting a dependency.
		fix: [ process.execPath, [ 'scripts/test/folder-graph.mjs', '--quiet' ] ],
		// "Folder graph: 2 problems" when it fails; one error per problem.
		counts: ( output ) => ( {
			errors: number( /Folder graph: (\d+) problems?/, output ),
			warnings: 0,
		} ),
	},
];

const total = { errors: 0, warnings: 0 };
const failed = [];
for ( const { label, check, fix: fixer, counts } of checks ) {
	process.stdout.write( `\n--- ${ label }${ fix ? ': fixing' : '' } ---\n` );
	const [ command, args ] = fix ? fixer : check;
	const { status, output } = await run( command, args );
	if ( fix ) {
		// phpcbf exits 1 when it fixed something; the others exit non-zero for what is left.
		continue;
	}
	const found = counts( output );
	total.errors += found.errors;
	total.warnings += found.warnings;
	if ( status !== 0 ) {
		failed.push( label );
		// A tool that failed without a countable problem (a crash, a missing binary) still fails the run.
		if ( found.errors + found.warnings === 0 ) {
			total.errors += 1;
		}
	}
	process.stdout.write(
		`${ label }: ${ found.errors } errors, ${ found.warnings } warnings${
			status === 0 ? '' : ' (FAILED)'
		}\n`
	);
}

if ( fix ) {
	process.stdout.write( '\nAutomatic fixes applied; `npm run lint` shows what is left.\n' );
} else {
	if ( failed.length ) {
		process.stdout.write( `\nFailed: ${ failed.join( ', ' ) }\n` );
	}
	process.stdout.write(
		`\nLint: ${ total.errors } errors, ${ total.warnings } warnings (${
			checks.length - failed.length
		} checks passed, ${ failed.length } failed)\n`
	);
	// Not process.exit(): it could cut the output still queued for a pipe.
	process.exitCode = failed.length ? 1 : 0;
}
