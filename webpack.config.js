/**
 * The webpack config of wp-scripts (WordPress's build tool) with the plugin's three entries: the
 * storefront, the block's editor script and the loader the server prints inline (app-start).
 *
 * React, ReactDOM and the @wordpress/* packages come from WordPress (dependency extraction writes
 * build/*.asset.php). Exception: `react/jsx-runtime` is bundled, because WordPress only ships it as a
 * script since 6.6 and the plugin supports 6.5.
 *
 * Chunks (screens fetched on first use, the locker map, DOMPurify) carry their content hash in the
 * query, as WordPress does with ?ver= for the entry: a browser never runs an old chunk after an update.
 * The same for the CSS a chunk brings (its screen's styles: webpack's runtime adds the <link> when the
 * chunk loads, from the bundle's own URL); the entry's CSS is enqueued by the plugin (Frontend/Assets.php).
 *
 * The chunks every page should have in the browser's cache before a click (PREFETCHED_CHUNKS) are
 * listed with their files in build/prefetch.asset.php; the server prints them as inert links at the
 * end of the page and the loader makes them prefetches after the bundle ran (Frontend/AppStart.php).
 * webpack's own `webpackPrefetch` adds those links from the bundle's first run instead: inserting them
 * cost 12–17 ms of the page's main thread on a fast machine, in the task that runs the bundle.
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
// The copy wp-scripts' own config uses (its dependency, not the project's): `instanceof` below must
// see the same class.
const MiniCSSExtractPlugin = require(
	require.resolve( 'mini-css-extract-plugin', {
		paths: [ require.resolve( '@wordpress/scripts/package.json' ) ],
	} )
);

/** Named chunks (webpackChunkName) the page prefetches: the account dialogs ('Logowanie' opens from the cache). */
const PREFETCHED_CHUNKS = [ 'account-dialogs' ];

/** Writes build/prefetch.asset.php: `<?php return array( '713.js?ver=…', 'account-dialogs.js?ver=…', … );` */
class PrefetchListPlugin {
	apply( compiler ) {
		const { Compilation, sources } = compiler.webpack;
		compiler.hooks.thisCompilation.tap( 'PrefetchList', ( compilation ) => {
			compilation.hooks.processAssets.tap(
				// After the real content hashes are in the file names.
				{
					name: 'PrefetchList',
					stage: Compilation.PROCESS_ASSETS_STAGE_REPORT,
				},
				() => {
					// Every chunk the import loads (its own and the split ones, e.g. formik and yup), as
					// webpack's own prefetch would.
					const files = PREFETCHED_CHUNKS.flatMap( ( name ) => {
						const group = compilation.namedChunkGroups.get( name );
						if ( ! group ) {
							throw new Error( `No chunk named ${ name }` );
						}
						return group.chunks.flatMap( ( chunk ) => [
							...chunk.files,
						] );
					} );
					const list = files
						.map(
							( file ) =>
								`'${ file.replace( /[^\w.?=\/-]/g, '' ) }'`
						)
						.join( ', ' );
					compilation.emitAsset(
						'prefetch.asset.php',
						new sources.RawSource(
							`<?php return array( ${ list } );\n`
						)
					);
				}
			);
		} );
	}
}

module.exports = {
	...defaultConfig,
	output: {
		...defaultConfig.output,
		chunkFilename: '[name].js?ver=[contenthash:12]',
	},
	entry: {
		storefront: './src/index.tsx',
		'block/index': './src/block/index.tsx',
		// Printed inline by the server (includes/Storefront/AppStart.php), never enqueued.
		'app-start': './src/start/index.ts',
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				! ( plugin instanceof DependencyExtractionWebpackPlugin ) &&
				! ( plugin instanceof MiniCSSExtractPlugin )
		),
		new MiniCSSExtractPlugin( {
			filename: '[name].css',
			chunkFilename: '[name].css?ver=[contenthash:12]',
		} ),
		new PrefetchListPlugin(),
		new DependencyExtractionWebpackPlugin( {
			requestToExternal( request ) {
				if (
					request === 'react/jsx-runtime' ||
					request === 'react/jsx-dev-runtime'
				) {
					return false;
				}
				return undefined;
			},
		} ),
	],
};
