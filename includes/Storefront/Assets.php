<?php
/**
 * The bundle: registered from build/*.asset.php, enqueued only where the storefront is mounted,
 * with the configuration the bundle reads printed before it as a JSON data block
 * (`<script type="application/json" id="cosmetics-storefront-config">`, src/config.ts). Public data only.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront;

use CosmeticsStorefront\Platform\PluginInfo;
use CosmeticsStorefront\Settings\Settings;
use CosmeticsStorefront\Settings\ShippingSettings;
use CosmeticsStorefront\Settings\ShopInfo;

defined( 'ABSPATH' ) || exit;

final class Assets {

	public const HANDLE = 'cosmetics-storefront';

	/** The data block's id (src/config.ts reads it). */
	public const CONFIG_ID = 'cosmetics-storefront-config';

	/** @var string|null the configuration as JSON, once the bundle is enqueued */
	private static ?string $config = null;

	/**
	 * WooCommerce's classic front-end scripts: they drive WooCommerce's own PHP templates (add-to-cart
	 * forms, notices), which the storefront page never renders.
	 */
	private const CLASSIC_WOOCOMMERCE_SCRIPTS = array( 'wc-add-to-cart', 'woocommerce', 'wc-cart-fragments' );

	public static function hooks(): void {
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue_for_current_page' ) );
		add_action( 'wp_enqueue_scripts', array( self::class, 'leave_out_classic_woocommerce_assets' ), 20 );
		add_filter( 'woocommerce_enqueue_styles', array( self::class, 'classic_woocommerce_styles' ) );
		add_filter( 'script_loader_tag', array( self::class, 'print_config_before_bundle' ), 10, 2 );
	}

	/**
	 * No classic WooCommerce stylesheets on the storefront page (the bundle styles everything).
	 *
	 * @param array<string,mixed> $styles
	 * @return array<string,mixed>
	 */
	public static function classic_woocommerce_styles( $styles ) {
		return self::page_has_storefront() ? array() : $styles;
	}

	public static function leave_out_classic_woocommerce_assets(): void {
		if ( ! self::page_has_storefront() ) {
			return;
		}
		foreach ( self::CLASSIC_WOOCOMMERCE_SCRIPTS as $handle ) {
			wp_dequeue_script( $handle );
		}
	}

	/** Enqueue in the head (styles before first paint) when the queried page holds the storefront. */
	public static function enqueue_for_current_page(): void {
		if ( self::page_has_storefront() && ! Placement::explains() ) {
			self::enqueue();
		}
	}

	public static function page_has_storefront(): bool {
		if ( ! is_singular() ) {
			return false;
		}
		$post = get_queried_object();
		if ( ! $post instanceof \WP_Post ) {
			return false;
		}
		return (int) $post->ID === Settings::storefront_page_id()
			|| has_shortcode( $post->post_content, Mount::SHORTCODE )
			|| has_block( Mount::BLOCK, $post );
	}

	/** Registers (once) and enqueues the bundle with its configuration. Safe to call repeatedly. */
	public static function enqueue(): void {
		if ( ! self::register() ) {
			return;
		}
		wp_enqueue_script( self::HANDLE );
		wp_enqueue_style( self::HANDLE );
		self::defer_dependencies();

		if ( null === self::$config ) {
			self::$config = (string) wp_json_encode( self::config(), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG | JSON_HEX_AMP );
		}
	}

	/** The configuration the page prints before the bundle (JSON), or null when the bundle is not enqueued. */
	public static function printed_config(): ?string {
		return self::$config;
	}

	/**
	 * The configuration, as a JSON data block right before the bundle's tag. Not a script
	 * (`window.cosmeticsStorefront = {…}`, as before): a phone's parser compiled and ran those ~60 KB of
	 * object literal in the first screen's parse (30 ms of main thread in Lighthouse's trace of /sklep),
	 * while the bundle's JSON.parse of the same text, in the bundle's own task, takes a fraction of it.
	 * `<` and `>` are escaped in the JSON (JSON_HEX_TAG), so nothing in it can close the element.
	 *
	 * @param string $tag
	 * @param string $handle
	 * @return string
	 */
	public static function print_config_before_bundle( $tag, $handle ) {
		if ( self::HANDLE !== $handle || null === self::$config || ! is_string( $tag ) ) {
			return $tag;
		}
		return wp_get_inline_script_tag(
			self::$config,
			array(
				'type' => 'application/json',
				'id'   => self::CONFIG_ID,
			)
		) . $tag;
	}

	/**
	 * Asks WordPress to defer the bundle's dependencies (React, wp-element, …), which it registers
	 * without a loading strategy: printed as plain script tags at the end of the page they held the
	 * parser, and a phone's first paint waited for scripts that only the (deferred) bundle uses.
	 * WordPress decides per script (WP_Scripts::filter_eligible_strategies): one with an inline script
	 * after it (wp-i18n, wp-api-fetch) stays blocking, and so does everything a blocking script needs,
	 * including another plugin's script on the same page. Aliases (no file) take no strategy.
	 */
	private static function defer_dependencies(): void {
		$scripts = wp_scripts();
		foreach ( array_keys( self::with_dependencies( $scripts, $scripts->registered[ self::HANDLE ]->deps ) ) as $handle ) {
			if ( $scripts->registered[ $handle ]->src && '' === (string) $scripts->get_data( $handle, 'strategy' ) ) {
				$scripts->add_data( $handle, 'strategy', 'defer' );
			}
		}
	}

	/**
	 * The handles and every script they need, registered ones only.
	 *
	 * @param \WP_Scripts   $scripts
	 * @param array<string> $handles
	 * @return array<string,true>
	 */
	public static function with_dependencies( \WP_Scripts $scripts, array $handles ): array {
		$found = array();
		while ( $handles ) {
			$handle = (string) array_shift( $handles );
			$script = $scripts->registered[ $handle ] ?? null;
			if ( isset( $found[ $handle ] ) || ! $script instanceof \_WP_Dependency ) {
				continue;
			}
			$found[ $handle ] = true;
			$handles          = array_merge( $handles, $script->deps );
		}
		return $found;
	}

	private static function register(): bool {
		if ( wp_script_is( self::HANDLE, 'registered' ) ) {
			return true;
		}
		$asset_file = PluginInfo::path( 'build/storefront.asset.php' );
		if ( ! is_readable( $asset_file ) ) {
			return false; // Not built: `npm run build`.
		}
		$asset = require $asset_file;
		wp_register_script(
			self::HANDLE,
			PluginInfo::url( 'build/storefront.js' ),
			$asset['dependencies'],
			$asset['version'],
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		wp_register_style( self::HANDLE, PluginInfo::url( 'build/storefront.css' ), array(), $asset['version'] );
		return true;
	}

	/**
	 * What the bundle needs to start: see src/config.ts for the same shape.
	 *
	 * @return array<string,mixed>
	 */
	public static function config(): array {
		$home_path = wp_parse_url( home_url( '/' ), PHP_URL_PATH );
		return array(
			'restRoot'          => esc_url_raw( rest_url() ),
			'restNonce'         => wp_create_nonce( 'wp_rest' ),
			'storeApiNonce'     => PluginInfo::woocommerce_active() ? wp_create_nonce( 'wc_store_api' ) : '',
			'siteName'          => wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ),
			'basePath'          => trailingslashit( is_string( $home_path ) ? $home_path : '/' ),
			'wooCommerceActive' => PluginInfo::woocommerce_active(),
			'preload'           => (object) Preload::data_for( Router::current_path(), Preload::request_query() ),
			'settings'          => self::public_settings(),
		) + ( null !== AddToCartForm::notice() ? array( 'cartNotice' => AddToCartForm::notice() ) : array() );
	}

	/** Lets a test enqueue again in one PHP process. */
	public static function reset(): void {
		self::$config = null;
	}

	/**
	 * The settings the storefront bundle reads (public data only): Settings' own, the home cards as the
	 * storefront draws them, the shop's data and the lockers' map.
	 *
	 * @return array{shopCategoryIds:int[], homeCards:array<int,array<string,mixed>>, shopInfo:array<string,mixed>}
	 */
	public static function public_settings(): array {
		$all = Settings::all();
		return array(
			'shopCategoryIds' => Settings::shop_category_ids(),
			'homeCards'       => HomeCards::public_cards( $all['home_cards'] ),
			'shopInfo'        => ShopInfo::public_data(),
			// Parcel lockers.
			'shipping'        => ShippingSettings::public_settings(),
		);
	}
}
