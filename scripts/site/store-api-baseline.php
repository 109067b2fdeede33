<?php
/**
 * WooCommerce without this plugin, for one request, on the dev shop and the benchmark sites only (required
 * by scripts/site/mu-plugins/cosmetics-dev-site.php and scripts/bench/timing.php): a Store API request
 * with `X-Cosmetics-Baseline: store-api` runs WooCommerce without this plugin (its Store API extension,
 * checkout fields, checkout lock, search index and everything else are not loaded for that request). The
 * load benchmark (scripts/bench/load.mjs) measures a bare Store API checkout beside the storefront's, the
 * search benchmark (scripts/bench/search.mjs) WooCommerce's own product search beside the plugin's.
 * mu-plugins load before plugins, so this filter is in place when WordPress reads the active plugins.
 *
 * @package CosmeticsStorefront
 */
if (
	'store-api' === ( $_SERVER['HTTP_X_COSMETICS_BASELINE'] ?? '' ) // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- compared only.
	&& str_contains( (string) ( $_SERVER['REQUEST_URI'] ?? '' ), '/wc/store/' ) // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- matched only.
) {
	add_filter(
		'option_active_plugins',
		static fn( $plugins ) => is_array( $plugins ) ? array_values( array_filter( $plugins, static fn( $plugin ) => ! str_starts_with( (string) $plugin, 'cosmetics-storefront/' ) ) ) : $plugins
	);
}
