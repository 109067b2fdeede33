<?php
/**
 * What the storefront page's first screen does not need waits until after it.
 *
 * - WooCommerce's order attribution (`sourcebuster-js`, `wc-order-attribution`): taken out of the page's
 *   script tags and loaded after the page's `load` event (see CAMPAIGN_PARAMETERS for when), with the
 *   same settings (`wc_order_attribution`, printed as WooCommerce prints them). Sourcebuster reads the
 *   referrer and the landing address's utm_* parameters, which are still the same then; the checkout
 *   sends the data it collected with the order (src/api/attribution.ts), as WooCommerce's checkout
 *   block does.
 * - WooCommerce's block stylesheet (`wc-blocks-style`): the storefront page holds no WooCommerce block
 *   (the bundle styles everything), and it was a render-blocking request.
 * - WordPress's emoji detection: the storefront draws no emoji through it.
 * - On the full-page template (Canvas) holding nothing but the storefront: WordPress's block library
 *   styles, the theme.json presets and classes (`global-styles`), the classic themes' block styles and
 *   the `sizes=auto` rule (the storefront page turns those sizes off, Mount): no block but the
 *   storefront's is on that page, the bundle styles the page's body, and they were 13 KB of the page's
 *   HTML (/sklep's first screen then fits the first round trip of a new connection). A page with other
 *   content keeps them.
 *
 * Only on the page that holds the storefront; every other page keeps all of it.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront;

defined( 'ABSPATH' ) || exit;

final class DeferredScripts {

	/** Loaded after the first screen, in this order (each handle's dependencies first). */
	public const AFTER_LOAD = array( 'sourcebuster-js', 'wc-order-attribution' );

	/**
	 * A landing address with these parameters (utm_*, ad click ids) is what sourcebuster records: the
	 * scripts then load as soon as the page is idle after `load`, before the app's navigation changes the
	 * address. Otherwise (the referrer stays the same in the app) they load on the shopper's first
	 * interaction or LATER_MS after `load`, whichever comes first.
	 */
	private const CAMPAIGN_PARAMETERS = '/[?&](' . self::CAMPAIGN_NAMES . ')=/i';

	/** Their names (a regular expression's alternatives): also kept by ShopAddress's redirect. */
	public const CAMPAIGN_NAMES = 'utm_[a-z]+|gclid|gbraid|wbraid|fbclid|msclkid|yclid|sbjs_[a-z_]+';

	private const LATER_MS = 4000;

	/** Stylesheets the storefront page does without. */
	private const STYLES = array( 'wc-blocks-style' );

	/** And the full-page template holding only the storefront. */
	private const CANVAS_STYLES = array( 'wp-block-library', 'wp-block-library-theme', 'classic-theme-styles', 'global-styles', 'wp-img-auto-sizes-contain' );

	/** @var array<int,string> script URLs to load after `load` */
	private static array $urls = array();

	/** @var string the scripts' settings (`var wc_order_attribution = …;`) */
	private static string $data = '';

	public static function hooks(): void {
		add_action( 'wp_enqueue_scripts', array( self::class, 'take_out' ), 100 );
		// WooCommerce enqueues its notices' block stylesheet on wp_head (10), after the scripts' hook;
		// WordPress enqueues the global styles again in the footer (1) for some themes.
		add_action( 'wp_head', array( self::class, 'leave_out_styles' ), 11 );
		add_action( 'wp_footer', array( self::class, 'leave_out_styles' ), 2 );
		add_action( 'wp_footer', array( self::class, 'print_loader' ), 100 );
	}

	public static function take_out(): void {
		if ( ! Assets::page_has_storefront() || Placement::explains() ) {
			return;
		}
		self::leave_out_styles();
		remove_action( 'wp_head', 'print_emoji_detection_script', 7 ); // Which prints it in the footer since 6.9.
		remove_action( 'wp_print_styles', 'print_emoji_styles' );
		wp_dequeue_style( 'wp-emoji-styles' );

		$scripts = wp_scripts();
		if ( ! wp_script_is( 'wc-order-attribution', 'enqueued' ) ) {
			return;
		}
		self::$urls = array();
		self::$data = '';
		foreach ( self::AFTER_LOAD as $handle ) {
			$script = $scripts->registered[ $handle ] ?? null;
			if ( ! $script instanceof \_WP_Dependency || ! is_string( $script->src ) || '' === $script->src ) {
				return; // Not what this class knows: WooCommerce's own loading stays.
			}
			$src          = $script->src;
			self::$urls[] = add_query_arg( 'ver', is_string( $script->ver ) && '' !== $script->ver ? $script->ver : get_bloginfo( 'version' ), $src );
			$data         = $scripts->get_data( $handle, 'data' );
			self::$data  .= is_string( $data ) ? $data . "\n" : '';
		}
		foreach ( self::AFTER_LOAD as $handle ) {
			wp_dequeue_script( $handle );
		}
	}

	public static function leave_out_styles(): void {
		if ( ! Assets::page_has_storefront() || Placement::explains() ) {
			return;
		}
		foreach ( array_merge( self::STYLES, Canvas::holds_only_the_storefront() ? self::CANVAS_STYLES : array() ) as $handle ) {
			wp_dequeue_style( $handle );
		}
	}

	/** The settings and a loader that appends the scripts one after another once the page is idle. */
	public static function print_loader(): void {
		if ( ! self::$urls ) {
			return;
		}
		$urls = wp_json_encode( array_map( 'esc_url_raw', self::$urls ), JSON_UNESCAPED_SLASHES | JSON_HEX_TAG | JSON_HEX_AMP );
		wp_print_inline_script_tag(
			self::$data
			. '(function(u){var d=false,E=["pointerdown","keydown","touchstart","scroll"];function n(){var s=u.shift();if(!s){return}var e=document.createElement("script");e.src=s;e.async=false;e.onload=n;document.body.appendChild(e)}'
			. 'function g(){if(d){return}d=true;E.forEach(function(t){removeEventListener(t,g,true)});n()}'
			. 'function i(){if(' . self::CAMPAIGN_PARAMETERS . '.test(location.search)){"requestIdleCallback" in window?requestIdleCallback(g,{timeout:2000}):setTimeout(g,200);return}'
			. 'E.forEach(function(t){addEventListener(t,g,{capture:true,passive:true})});setTimeout(function(){"requestIdleCallback" in window?requestIdleCallback(g):g()},' . self::LATER_MS . ')}'
			. 'document.readyState==="complete"?i():addEventListener("load",i)})(' . $urls . ');',
			array( 'id' => 'cosmetics-storefront-deferred-js' )
		);
	}

	/** Lets a test run the page twice in one PHP process. */
	public static function reset(): void {
		self::$urls = array();
		self::$data = '';
	}
}
