<?php
/**
 * The app's scripts run after the first screen is on screen.
 *
 * The server draws the storefront's first screen (ServerMarkup); the bundle then takes it over. Printed
 * as WordPress prints them, the bundle and the WordPress scripts it needs (React, wp-element,
 * wp-api-fetch, …) downloaded and ran before the browser presented that screen: deferred scripts run
 * as soon as the parser is done, which on a fast connection is before the first frame, and the phone's
 * first paint waited for them (Lighthouse counts every script that ran before the largest paint in its
 * estimate of it). Here their tags are printed inert (`type="text/x-cosmetics-storefront"`, the source
 * as `data-src`; their translations and inline scripts too), and a small loader (build/app-start.js,
 * src/start/) fetches them (in parallel) and runs them in the page's order once the browser reports the
 * first screen presented: the photo marked `elementtiming="cs-first-screen"` (ServerMarkup), else the
 * first text. Not preloaded by the page: a download that ends before that paint shares the phone's
 * bandwidth with the photo, and Lighthouse counts it in the largest paint's estimate (a preload of
 * them made the estimate worse, 2.3 -> 2.7 s on /sklep). After the bundle, the account
 * dialogs' chunks are prefetched (their links printed inert too: a prefetch that finished before the
 * first paint shared the phone's bandwidth with it).
 *
 * Only the bundle and what it depends on, and of those only a script no other printed script needs
 * (another plugin's script that names React, say, runs when WordPress runs it, so React and what React
 * needs stay as WordPress prints them).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront;

use CosmeticsStorefront\Platform\PluginInfo;

defined( 'ABSPATH' ) || exit;

final class AppStart {

	/** The inert scripts' type (src/start/appStart.ts HELD_TYPE). */
	public const HELD_TYPE = 'text/x-cosmetics-storefront';

	/** The first screen's photo's `elementtiming` (src/start/appStart.ts FIRST_SCREEN). */
	public const FIRST_SCREEN = 'cs-first-screen';

	/** The loader, printed inline. */
	private const LOADER = 'build/app-start.js';

	/** @var array<string,true> the handles whose tags are printed inert */
	private static array $held = array();

	public static function hooks(): void {
		// Before WordPress prints the footer's scripts (_wp_footer_scripts runs at 10).
		add_action( 'wp_print_footer_scripts', array( self::class, 'decide' ), 5 );
		// After Assets puts the configuration's data block before the bundle's tag (10).
		add_filter( 'script_loader_tag', array( self::class, 'hold' ), 20, 2 );
		// After the footer's scripts (wp_print_footer_scripts runs at 20).
		add_action( 'wp_footer', array( self::class, 'print_loader' ), 100 );
	}

	/** Which of the bundle's scripts wait for the first screen: see the class comment. */
	public static function decide(): void {
		self::$held = array();
		$scripts    = wp_scripts();
		if ( ! wp_script_is( Assets::HANDLE, 'enqueued' ) || wp_script_is( Assets::HANDLE, 'done' ) || ! is_readable( PluginInfo::path( self::LOADER ) ) ) {
			return; // Not built (`npm run build`): nothing waits for a loader that is not there.
		}
		$ours    = Assets::with_dependencies( $scripts, array( Assets::HANDLE ) );
		$printed = Assets::with_dependencies( $scripts, array_merge( $scripts->queue, $scripts->done ) );
		// A script outside ours that needs one of ours: that one and everything it needs run as WordPress prints them.
		$free = array();
		foreach ( array_keys( $printed ) as $handle ) {
			if ( ! isset( $ours[ $handle ] ) ) {
				$free += Assets::with_dependencies( $scripts, $scripts->registered[ $handle ]->deps );
			}
		}
		foreach ( array_keys( $ours ) as $handle ) {
			if ( ! isset( $free[ $handle ] ) && ! in_array( $handle, $scripts->done, true ) ) {
				self::$held[ $handle ] = true;
			}
		}
	}

	/**
	 * A held script's tags printed inert: every JavaScript `<script>` of it (translations, inline before
	 * and after, the file) gets the inert type, a file's address moves to `data-src`. Data blocks (the
	 * configuration's JSON) stay as they are.
	 *
	 * @param string $tag
	 * @param string $handle
	 * @return string
	 */
	public static function hold( $tag, $handle ) {
		if ( ! is_string( $tag ) || ! isset( self::$held[ $handle ] ) ) {
			return $tag;
		}
		$html = new \WP_HTML_Tag_Processor( $tag );
		while ( $html->next_tag( 'SCRIPT' ) ) {
			$type = $html->get_attribute( 'type' );
			if ( is_string( $type ) && ! in_array( strtolower( trim( $type ) ), array( '', 'text/javascript', 'application/javascript' ), true ) ) {
				continue;
			}
			$src = $html->get_attribute( 'src' );
			if ( is_string( $src ) && '' !== $src ) {
				$html->set_attribute( 'data-src', $src );
				$html->remove_attribute( 'src' );
				$html->remove_attribute( 'defer' );
				$html->remove_attribute( 'async' );
			}
			$html->set_attribute( 'type', self::HELD_TYPE );
		}
		return $html->get_updated_html();
	}

	/**
	 * The loader (build/app-start.js, inline), and the account dialogs' chunks as inert links it turns
	 * into prefetches: the chunks the bundle will want at a click, listed by the build in
	 * build/prefetch.asset.php with their content-hashed names. Printed by the server, because inserting
	 * the links from the bundle's first run (webpack's `webpackPrefetch`) cost 12–17 ms of main thread.
	 */
	public static function print_loader(): void {
		$loader = PluginInfo::path( self::LOADER );
		if ( ! wp_script_is( Assets::HANDLE, 'done' ) || ! is_readable( $loader ) ) {
			return;
		}
		$list = PluginInfo::path( 'build/prefetch.asset.php' );
		foreach ( is_readable( $list ) ? (array) require $list : array() as $file ) {
			$path = (string) strtok( (string) $file, '?' );
			printf(
				'<link data-cs-prefetch href="%s" as="%s">' . "\n",
				esc_url( PluginInfo::url( 'build/' . $file ) ),
				str_ends_with( $path, '.css' ) ? 'style' : 'script'
			);
		}
		$code = trim( (string) file_get_contents( $loader ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents, Generic.PHP.ForbiddenFunctions.Found -- a local file of the plugin's build.
		wp_print_inline_script_tag( $code, array( 'id' => 'cosmetics-storefront-start-js' ) );
	}

	/** Lets a test print the page twice in one PHP process. */
	public static function reset(): void {
		self::$held = array();
	}
}
