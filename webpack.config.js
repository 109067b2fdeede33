/**
 * The webpack config of wp-scripts (WordPress's build tool) with the plugin's two entries.
 *
 * React, ReactDOM and the @wordpress/* packages come from WordPress (dependency extraction writes
 * build/*.asset.php). Exception: `react/jsx-runtime` is bundled, because WordPress only ships it as a
 * script since 6.6 and the plugin supports 6.5.
 *
 * Chunks (screens fetched on first use, the locker map, DOMPurify) carry their content hash in the
 * query, as WordPress does with ?ver= for the entry: a browser never runs an old chunk after an update.
 * The same for the CSS a chunk brings (its screen's styles: webpack's runtime adds the <link> when the
 * chunk loads, from the bundle's own URL); the entry's CSS is enqueued by the plugin (Frontend/Assets.php).
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

module.exports = {
	...defaultConfig,
	output: {
		...defaultConfig.output,
		chunkFilename: '[name].js?ver=[contenthash:12]',
	},
	entry: {
		storefront: './src/index.tsx',
		'block/index': './src/block/index.tsx',
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
