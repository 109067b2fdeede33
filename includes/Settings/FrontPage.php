<?php
/**
 * The storefront page is the site's front page: `/` is the storefront's home route. What the site
 * had before is recorded and put back when the plugin is deactivated.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Settings;

defined( 'ABSPATH' ) || exit;

final class FrontPage {

	public const PREVIOUS_OPTION = 'cosmetics_storefront_previous_front_page';

	public static function hooks(): void {
		// Staff picking another storefront page (WooCommerce → Sklep kosmetyczny) moves the front page too.
		add_action( 'update_option_' . Settings::OPTION, array( self::class, 'follow_settings' ), 10, 2 );
		add_action( 'add_option_' . Settings::OPTION, array( self::class, 'follow_added_settings' ), 10, 2 );
	}

	/** Makes $page_id the static front page, recording the site's own front page the first time. */
	public static function set( int $page_id ): void {
		if ( ! $page_id || self::is( $page_id ) ) {
			return;
		}
		if ( false === get_option( self::PREVIOUS_OPTION ) ) {
			add_option(
				self::PREVIOUS_OPTION,
				array(
					'show_on_front' => (string) get_option( 'show_on_front', 'posts' ),
					'page_on_front' => (int) get_option( 'page_on_front', 0 ),
				),
				'',
				false
			);
		}
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $page_id );
	}

	public static function is( int $page_id ): bool {
		return 'page' === get_option( 'show_on_front' ) && (int) get_option( 'page_on_front' ) === $page_id;
	}

	/** Puts back the front page the site had, unless staff have chosen another one since. */
	public static function restore(): void {
		$previous = get_option( self::PREVIOUS_OPTION );
		if ( is_array( $previous ) && self::is( Settings::storefront_page_id() ) ) {
			update_option( 'show_on_front', 'page' === ( $previous['show_on_front'] ?? '' ) ? 'page' : 'posts' );
			update_option( 'page_on_front', absint( $previous['page_on_front'] ?? 0 ) );
		}
		delete_option( self::PREVIOUS_OPTION );
	}

	/**
	 * @param mixed $old_value
	 * @param mixed $value
	 */
	public static function follow_settings( $old_value, $value ): void {
		$page_id = is_array( $value ) ? absint( $value['page_id'] ?? 0 ) : 0;
		self::set( $page_id );
	}

	/**
	 * @param string $option
	 * @param mixed  $value
	 */
	public static function follow_added_settings( $option, $value ): void {
		self::follow_settings( null, $value );
	}
}
