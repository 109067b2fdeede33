<?php
/**
 * Parcel-locker settings (option `cosmetics_storefront_shipping`), with their own section on the
 * settings page: InPost Geowidget token (the Geowidget is used only when one is set) and the map tiles
 * URL of the storefront's own locker map (OpenStreetMap by default).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Settings;

defined( 'ABSPATH' ) || exit;

final class ShippingSettings {

	public const OPTION = 'cosmetics_storefront_shipping';

	public const DEFAULT_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

	/** @return array{geowidget_token:string, tiles_url:string} */
	public static function defaults(): array {
		return array(
			'geowidget_token' => '',
			'tiles_url'       => self::DEFAULT_TILES,
		);
	}

	/** @return array{geowidget_token:string, tiles_url:string} */
	public static function all(): array {
		$stored = get_option( self::OPTION, array() );
		return self::sanitize( is_array( $stored ) ? $stored : array() );
	}

	/** @param mixed $input @return array{geowidget_token:string, tiles_url:string} */
	public static function sanitize( $input ): array {
		$input = is_array( $input ) ? $input : array();
		$token = preg_replace( '/[^A-Za-z0-9._\-]/', '', (string) ( $input['geowidget_token'] ?? '' ) );
		$tiles = trim( (string) ( $input['tiles_url'] ?? '' ) );
		$tiles = '' !== $tiles && preg_match( '#^https?://#', $tiles ) ? esc_url_raw( $tiles ) : self::DEFAULT_TILES;
		// esc_url_raw encodes the braces of the template; put them back.
		$tiles = str_replace( array( '%7B', '%7D' ), array( '{', '}' ), $tiles );
		return array(
			'geowidget_token' => (string) $token,
			'tiles_url'       => $tiles,
		);
	}

	public static function geowidget_token(): string {
		return self::all()['geowidget_token'];
	}

	/**
	 * The `shipping` key of Settings::public_settings(). The Geowidget token is a public, browser-side
	 * token by InPost's design (domain-bound), so it may reach the page.
	 *
	 * @return array{geowidgetToken:string, tilesUrl:string, defaultCenter:array{0:float,1:float}}
	 */
	public static function public_settings(): array {
		$all = self::all();
		return array(
			'geowidgetToken' => $all['geowidget_token'],
			'tilesUrl'       => $all['tiles_url'],
			'defaultCenter'  => array( 52.2297, 21.0122 ),
		);
	}

	/** Called once from Admin\SettingsPage::register(). */
	public static function register_section( string $page_slug, string $group ): void {
		register_setting(
			$group,
			self::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'default'           => self::defaults(),
			)
		);
		add_settings_section( 'shipping', __( 'Paczkomaty InPost', 'cosmetics-storefront' ), array( self::class, 'section_intro' ), $page_slug );
		add_settings_field( 'geowidget_token', __( 'Token Geowidget InPost', 'cosmetics-storefront' ), array( self::class, 'field_token' ), $page_slug, 'shipping', array( 'label_for' => 'cosmetics-geowidget-token' ) );
		add_settings_field( 'tiles_url', __( 'Adres kafelków mapy', 'cosmetics-storefront' ), array( self::class, 'field_tiles' ), $page_slug, 'shipping', array( 'label_for' => 'cosmetics-tiles-url' ) );
		add_settings_field( 'locker_list', __( 'Lista paczkomatów', 'cosmetics-storefront' ), array( \CosmeticsStorefront\Admin\LockerListAdmin::class, 'render_status' ), $page_slug, 'shipping' );
	}

	public static function section_intro(): void {
		echo '<p>' . esc_html__( 'Bez tokenu sklep pokazuje własną mapę paczkomatów (OpenStreetMap) z listą i wyszukiwaniem, z listy paczkomatów pobranej z InPost. Z tokenem używa widżetu Geowidget InPost. Bez tokenu i bez listy metoda „Paczkomat InPost” nie jest oferowana.', 'cosmetics-storefront' ) . '</p>';
	}

	public static function field_token(): void {
		printf( '<input type="text" class="regular-text" id="cosmetics-geowidget-token" name="%s[geowidget_token]" value="%s" autocomplete="off">', esc_attr( self::OPTION ), esc_attr( self::all()['geowidget_token'] ) );
	}

	public static function field_tiles(): void {
		printf( '<input type="url" class="large-text" id="cosmetics-tiles-url" name="%s[tiles_url]" value="%s">', esc_attr( self::OPTION ), esc_attr( self::all()['tiles_url'] ) );
	}
}
