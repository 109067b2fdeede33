<?php
/**
 * Install steps of the local dev site, one per PHP process (run by scripts/site/start.mjs):
 *
 *   php install.php core         wp_install(), permalinks, timezone, dev theme
 *   php install.php woocommerce  activate WooCommerce (its own process: WC must load fresh after install)
 *   php install.php plugin       activate cosmetics-storefront
 *   php install.php settings     WooCommerce store settings (PL, PLN, pl number format...)
 *   php install.php yoast on|off activate / deactivate Yoast SEO (optional: COSMETICS_WITH=yoast; its
 *                                folder is linked by scripts/lib/site.mjs)
 *   php install.php search       the search's dictionary and every product's index, at once
 *   php install.php payu on <json>|off  activate PayU's plugin pointed at a local double of PayU's API
 *                                (optional: COSMETICS_WITH=payu; scripts/lib/payu-double.mjs, switchPayu)
 *                                / deactivate it
 *   php install.php vat-register <url>  NIP lookups go to this local double of the VAT register
 *   php install.php invoices on|off  activate Flexible Invoices with the shop's invoice settings
 *                                (optional: COSMETICS_WITH=invoices; switchInvoices) / deactivate it
 *
 * Each step is idempotent. Env: COSMETICS_WP_DIR, COSMETICS_SITE_HOST (see lib/bootstrap.php),
 * COSMETICS_ADMIN_PASSWORD (default admin).
 */

$cs_step = $argv[1] ?? '';
if ( 'core' === $cs_step ) {
	define( 'COSMETICS_CLI_INSTALLING', true );
}
require __DIR__ . '/lib/bootstrap.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

switch ( $cs_step ) {
	case 'core':
		cs_step_core();
		break;
	case 'woocommerce':
		cs_activate( 'woocommerce/woocommerce.php' );
		delete_transient( '_wc_activation_redirect' );
		cs_say( 'WooCommerce ' . get_option( 'woocommerce_version' ) . ' active.' );
		break;
	case 'plugin':
		cs_activate( 'cosmetics-storefront/cosmetics-storefront.php' );
		cs_say( 'Plugin cosmetics-storefront active.' );
		break;
	case 'settings':
		cs_step_settings();
		break;
	case 'yoast':
		cs_step_yoast( 'on' === ( $argv[2] ?? '' ) );
		break;
	case 'search':
		$cs_count = \CosmeticsStorefront\Search\Reindex::now();
		cs_say( "Search: the Polish dictionary loaded, {$cs_count} products indexed." );
		break;
	case 'payu':
		cs_step_payu( 'on' === ( $argv[2] ?? '' ), (array) json_decode( (string) ( $argv[3] ?? '{}' ), true ) );
		break;
	case 'invoices':
		cs_step_invoices( 'on' === ( $argv[2] ?? '' ) );
		break;
	case 'vat-register':
		// The local double of the VAT register NIP lookups go to (the dev site's mu-plugin reads it).
		update_option( 'cosmetics_dev_vat_register', esc_url_raw( (string) ( $argv[2] ?? '' ), array( 'http' ) ) );
		cs_say( 'NIP lookups: ' . get_option( 'cosmetics_dev_vat_register' ) );
		break;
	default:
		cs_fail( 'usage: php install.php core|woocommerce|plugin|settings|search|yoast on|off|payu on <json>|off|invoices on|off|vat-register <url>' );
}

function cs_activate( string $plugin ): void {
	if ( is_plugin_active( $plugin ) ) {
		cs_say( "$plugin already active." );
		return;
	}
	$result = activate_plugin( $plugin, '', false, false );
	if ( is_wp_error( $result ) ) {
		cs_fail( "activating $plugin: " . $result->get_error_message() );
	}
}

/**
 * Yoast SEO on or off. On: activated without its first-run wizard redirect (wp-admin E2E tests stay on
 * the pages they open), then its rewrite rules (sitemap_index.xml …) are flushed. Off: deactivated (its
 * options and tables stay, as on a shop that switched it off).
 */
function cs_step_yoast( bool $on ): void {
	$plugin = 'wordpress-seo/wp-seo.php';
	if ( ! $on ) {
		if ( is_plugin_active( $plugin ) ) {
			deactivate_plugins( $plugin, true );
			flush_rewrite_rules( false );
			cs_say( 'Yoast SEO deactivated.' );
		}
		return;
	}
	if ( ! is_file( WP_PLUGIN_DIR . '/' . $plugin ) ) {
		cs_fail( 'Yoast SEO is not linked into wp-content/plugins/wordpress-seo.' );
	}
	$was_active = is_plugin_active( $plugin );
	cs_activate( $plugin );
	if ( class_exists( 'WPSEO_Options' ) ) {
		WPSEO_Options::set( 'should_redirect_after_install_free', false );
	}
	if ( ! $was_active ) {
		// Yoast adds its sitemap rules on its next load; a flush then would miss them: delete the rules
		// so WordPress rebuilds them, with Yoast's, on the next request.
		delete_option( 'rewrite_rules' );
	}
	cs_say( 'Yoast SEO ' . ( defined( 'WPSEO_VERSION' ) ? WPSEO_VERSION : '' ) . ' active.' );
}

/**
 * PayU's plugin on or off. On: activated, its sandbox credentials set to the double's ($o: posId,
 * secondKey, clientId, clientSecret, proxy "127.0.0.1:port", methods: the gateway ids to enable), the
 * status before payment "pending" (so WooCommerce's hold-stock window applies: docs/payments.md), and
 * the proxy the dev site's mu-plugin hands the PayU SDK (option cosmetics_dev_payu_proxy). PayU's
 * cached OAuth token and method list are dropped (they belong to the previous double). Off: deactivated,
 * the proxy option removed; its settings stay, as on a shop that switched it off.
 *
 * @param array<string,mixed> $o
 */
function cs_step_payu( bool $on, array $o ): void {
	$plugin = 'woo-payu-payment-gateway/woocommerce-gateway-payu.php';
	if ( ! $on ) {
		if ( is_plugin_active( $plugin ) ) {
			deactivate_plugins( $plugin, true );
			cs_say( 'PayU deactivated.' );
		}
		delete_option( 'cosmetics_dev_payu_proxy' );
		return;
	}
	if ( ! is_file( WP_PLUGIN_DIR . '/' . $plugin ) ) {
		cs_fail( 'PayU is not linked into wp-content/plugins/woo-payu-payment-gateway.' );
	}
	foreach ( array( 'posId', 'secondKey', 'clientId', 'clientSecret', 'proxy' ) as $field ) {
		if ( empty( $o[ $field ] ) || ! is_string( $o[ $field ] ) ) {
			cs_fail( "payu on: $field missing." );
		}
	}
	update_option( 'cosmetics_dev_payu_proxy', $o['proxy'] );
	cs_activate( $plugin );
	$settings = array_merge(
		(array) get_option( 'payu_settings_option_name', array() ),
		array(
			'global_sandbox_pos_id'                => $o['posId'],
			'global_sandbox_md5'                   => $o['secondKey'],
			'global_sandbox_client_id'             => $o['clientId'],
			'global_sandbox_client_secret'         => $o['clientSecret'],
			'global_default_on_hold_status'        => 'pending',
			'global_after_canceled_payment_status' => 'failed',
			'global_retrieve_payment_status'       => 'yes',
			'credit_widget_on_listings'            => 'no',
			'credit_widget_on_product_page'        => 'no',
			'credit_widget_on_cart_page'           => 'no',
			'credit_widget_on_checkout_page'       => 'no',
		)
	);
	update_option( 'payu_settings_option_name', $settings );
	$methods = isset( $o['methods'] ) && is_array( $o['methods'] ) ? $o['methods'] : array( 'payulistbanks', 'payublik', 'payucreditcard', 'payuinstallments', 'payupaypo' );
	$all     = array( 'payustandard', 'payulistbanks', 'payucreditcard', 'payusecureform', 'payublik', 'payuinstallments', 'payuklarna', 'payupragma', 'payupaypo', 'payutwistopl', 'payutwistoslice', 'payugooglepay' );
	foreach ( $all as $id ) {
		$option = 'woocommerce_' . $id . '_settings';
		update_option(
			$option,
			array_merge(
				(array) get_option( $option, array() ),
				array(
					'enabled'    => in_array( $id, $methods, true ) ? 'yes' : 'no',
					'sandbox'    => 'yes',
					'use_global' => 'yes',
				)
			)
		);
	}
	// The methods' order at checkout: bank transfer first (the shop's default), PayU's, cash on delivery last.
	$order = array_merge( array( 'bacs' ), $methods, array( 'cod' ) );
	update_option( 'woocommerce_gateway_order', array_flip( $order ) );
	global $wpdb;
	$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_%payu%' OR option_name LIKE '\\_transient\\_timeout\\_%payu%' OR option_name LIKE '\\_transient\\_%AccessToken%'" ); // phpcs:ignore WordPress.DB
	wp_cache_flush();
	cs_say( 'PayU ' . ( defined( 'PAYU_PLUGIN_VERSION' ) ? PAYU_PLUGIN_VERSION : '' ) . ' active, sandbox through ' . $o['proxy'] . ': ' . implode( ', ', $methods ) . '.' );
}

/**
 * Flexible Invoices on or off. On: activated, invoices numbered "FV 1/11/2026" (the plugin's prefix and
 * suffix settings; its other settings stay its own defaults, the seller is the shop: Invoices\SellerData),
 * its first-run notices and usage tracker quiet. Off: deactivated; its invoices and settings stay.
 */
function cs_step_invoices( bool $on ): void {
	$plugin = 'flexible-invoices/flexible-invoices.php';
	if ( ! $on ) {
		if ( is_plugin_active( $plugin ) ) {
			deactivate_plugins( $plugin, true );
			cs_say( 'Flexible Invoices deactivated.' );
		}
		return;
	}
	if ( ! is_file( WP_PLUGIN_DIR . '/' . $plugin ) ) {
		cs_fail( 'Flexible Invoices is not linked into wp-content/plugins/flexible-invoices.' );
	}
	cs_activate( $plugin );
	update_option( 'inspire_invoices_invoice_number_prefix', 'FV ' );
	update_option( 'inspire_invoices_invoice_number_suffix', '/{MM}/{YYYY}' );
	update_option( 'inspire_invoices_invoice_number_reset_type', 'month' );
	update_option( 'wpdesk_helper_options', array( 'wpdesk_tracker_agree' => '0' ) );
	update_option( 'wpdesk_tracker_notice', '1' );
	$data = get_plugin_data( WP_PLUGIN_DIR . '/' . $plugin, false, false );
	cs_say( 'Flexible Invoices ' . $data['Version'] . ' active.' );
}

/** The site's language (scripts/lib/site.mjs: pl_PL with the language packs, '' without). */
function cs_site_locale(): string {
	$locale = (string) getenv( 'COSMETICS_SITE_LOCALE' );
	return preg_match( '/^[a-z]{2}_[A-Z]{2}$/', $locale ) ? $locale : '';
}

function cs_step_core(): void {
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	global $wp_rewrite;

	if ( is_blog_installed() ) {
		cs_say( 'WordPress already installed.' );
	} else {
		$password = getenv( 'COSMETICS_ADMIN_PASSWORD' ) ?: 'admin';
		$result   = wp_install( 'Sklep kosmetyczny (lokalny)', 'admin', 'admin@example.com', false, '', wp_slash( $password ), cs_site_locale() );
		if ( empty( $result['user_id'] ) ) {
			cs_fail( 'wp_install() did not create the admin user.' );
		}
		cs_say( 'WordPress ' . get_bloginfo( 'version' ) . ' installed.' );
	}

	// pl_PL when scripts/lib/site.mjs copied the Polish language packs in, else '' (English).
	update_option( 'WPLANG', cs_site_locale() );
	update_option( 'blogdescription', 'Kosmetyki do pielęgnacji twarzy i ciała, makijaż i zabiegi profesjonalne' );
	update_option( 'timezone_string', 'Europe/Warsaw' );
	update_option( 'gmt_offset', '' );
	update_option( 'date_format', 'j F Y' );
	update_option( 'time_format', 'H:i' );
	update_option( 'start_of_week', 1 );
	update_option( 'users_can_register', 0 );
	update_option( 'default_comment_status', 'closed' );
	update_option( 'default_ping_status', 'closed' );

	// Core's sample content is noise in a shop.
	foreach ( array( 'hello-world', 'sample-page' ) as $slug ) {
		$post = get_page_by_path( $slug, OBJECT, array( 'post', 'page' ) );
		if ( $post ) {
			wp_delete_post( $post->ID, true );
		}
	}
	$privacy = (int) get_option( 'wp_page_for_privacy_policy' );
	if ( $privacy && 'draft' === get_post_status( $privacy ) ) {
		wp_delete_post( $privacy, true );
		update_option( 'wp_page_for_privacy_policy', 0 );
	}

	$wp_rewrite->set_permalink_structure( '/%postname%/' );
	update_option( 'rewrite_rules', '' );

	// The dev shop links its theme in; a throwaway site without it (scripts/lib/fresh-site.mjs) keeps
	// WordPress's default theme.
	$theme = wp_get_theme( 'cosmetics-dev' );
	if ( $theme->exists() ) {
		switch_theme( 'cosmetics-dev' );
	} elseif ( ! wp_get_theme()->exists() ) {
		cs_say( 'WARNING: neither theme cosmetics-dev nor the default theme found in ' . get_theme_root() );
	}
	cs_say( 'Permalinks /%postname%/, timezone Europe/Warsaw, theme ' . get_stylesheet() . '.' );
}

/**
 * New WooCommerce 9.x shops store orders in the HPOS tables, but WooCommerce only switches them on when it
 * is installed after `woocommerce_init` (not the case for a CLI activation). Do what a new shop gets.
 * SITE_HPOS=no keeps the legacy posts storage (to try the plugin on it).
 */
function cs_order_storage(): string {
	$want = 'no' !== strtolower( (string) getenv( 'SITE_HPOS' ) );
	$util = 'Automattic\\WooCommerce\\Utilities\\OrderUtil';
	if ( ! class_exists( $util ) ) {
		return 'legacy (no HPOS in this WooCommerce)';
	}
	if ( $want && ! $util::custom_orders_table_usage_is_enabled() ) {
		$container = wc_get_container();
		$sync      = $container->get( 'Automattic\\WooCommerce\\Internal\\DataStores\\Orders\\DataSynchronizer' );
		if ( ! $sync->check_orders_table_exists() ) {
			$sync->create_database_tables();
		}
		$container->get( 'Automattic\\WooCommerce\\Internal\\Features\\FeaturesController' )->change_feature_enable( 'custom_order_tables', true );
		update_option( 'woocommerce_custom_orders_table_enabled', 'yes' );
		update_option( 'woocommerce_custom_orders_table_data_sync_enabled', 'no' );
	}
	return $util::custom_orders_table_usage_is_enabled() ? 'HPOS (custom order tables)' : 'legacy posts (SITE_HPOS=no)';
}

function cs_step_settings(): void {
	if ( ! function_exists( 'WC' ) ) {
		cs_fail( 'WooCommerce is not active.' );
	}
	$options = array(
		// Store address: Warsaw, Poland.
		'woocommerce_store_address'             => 'ul. Marszałkowska 84/92',
		'woocommerce_store_address_2'           => 'lok. 12',
		'woocommerce_store_city'                => 'Warszawa',
		'woocommerce_store_postcode'            => '00-514',
		'woocommerce_default_country'           => 'PL',
		'woocommerce_allowed_countries'         => 'specific',
		'woocommerce_specific_allowed_countries' => array( 'PL', 'DE', 'CZ', 'SK', 'AT' ),
		'woocommerce_ship_to_countries'         => '',
		'woocommerce_default_customer_address'  => 'base',
		// Money: PLN, "1 234,56 zł".
		'woocommerce_currency'                  => 'PLN',
		'woocommerce_currency_pos'              => 'right_space',
		'woocommerce_price_thousand_sep'        => ' ',
		'woocommerce_price_decimal_sep'         => ',',
		'woocommerce_price_num_decimals'        => 2,
		// Prices are entered and shown gross (VAT included). Tax calculation stays off in the demo.
		'woocommerce_prices_include_tax'        => 'yes',
		'woocommerce_calc_taxes'                => 'no',
		'woocommerce_tax_display_shop'          => 'incl',
		'woocommerce_tax_display_cart'          => 'incl',
		// Units.
		'woocommerce_weight_unit'               => 'kg',
		'woocommerce_dimension_unit'            => 'cm',
		// Stock.
		'woocommerce_manage_stock'              => 'yes',
		'woocommerce_notify_low_stock_amount'   => 5,
		'woocommerce_notify_no_stock_amount'    => 0,
		'woocommerce_hold_stock_minutes'        => 60,
		'woocommerce_stock_format'              => '',
		'woocommerce_hide_out_of_stock_items'   => 'no',
		// Coupons and checkout.
		'woocommerce_enable_coupons'            => 'yes',
		'woocommerce_calc_discounts_sequentially' => 'no',
		'woocommerce_enable_guest_checkout'     => 'yes',
		'woocommerce_enable_checkout_login_reminder' => 'yes',
		'woocommerce_enable_signup_and_login_from_checkout' => 'no',
		'woocommerce_enable_myaccount_registration' => 'no',
		'woocommerce_ship_to_destination'       => 'billing',
		'woocommerce_enable_shipping_calc'      => 'yes',
		'woocommerce_shipping_cost_requires_address' => 'no',
		// Store visible; no onboarding, tracking or remote suggestions (offline dev site).
		'woocommerce_coming_soon'               => 'no',
		'woocommerce_store_pages_only'          => 'no',
		'woocommerce_onboarding_profile'        => array(
			'skipped'   => true,
			'completed' => true,
		),
		'woocommerce_task_list_hidden'          => 'yes',
		'woocommerce_task_list_complete'        => 'yes',
		'woocommerce_extended_task_list_hidden' => 'yes',
		'woocommerce_allow_tracking'            => 'no',
		'woocommerce_show_marketplace_suggestions' => 'no',
		'woocommerce_analytics_enabled'         => 'yes',
		'woocommerce_admin_disabled'            => 'no',
		// E-mails.
		'woocommerce_email_from_name'           => 'Sklep kosmetyczny',
		'woocommerce_email_from_address'        => 'sklep@example.com',
	);
	foreach ( $options as $name => $value ) {
		update_option( $name, $value );
	}
	delete_transient( '_wc_activation_redirect' );
	WC_Cache_Helper::get_transient_version( 'shipping', true );
	$hpos = cs_order_storage();
	cs_say( 'Order storage: ' . $hpos . '.' );
	cs_say( 'WooCommerce settings: PL / PLN (' . html_entity_decode( wp_strip_all_tags( wc_price( 1234.5 ) ) ) . '), stock management on, coming soon off.' );
}
