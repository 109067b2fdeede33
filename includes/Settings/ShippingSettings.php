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

	/**
	 * The stored settings over the defaults, as stored: reading never rewrites them (the tiles
	 * address keeps its {s}/{z}/{x}/{y} placeholders). A stored value its rule would refuse reads as
	 * the default.
	 *
	 * @return array{geowidget_token:string, tiles_url:string}
	 */
	public static function all(): array {
		$stored = get_option( self::OPTION, array() );
		$all    = self::defaults();
		foreach ( array_keys( $all ) as $key ) {
			$value = is_array( $stored ) && isset( $stored[ $key ] ) && is_scalar( $stored[ $key ] ) ? (string) $stored[ $key ] : null;
			if ( null !== $value && null === self::check( $key, $value )[1] ) {
				$all[ $key ] = $value;
			}
		}
		return $all;
	}

	/**
	 * The option's sanitize callback: each posted field checked by its rule; a refused one keeps its
	 * stored value and gets a Polish settings error naming it. Nothing is rewritten: a value is
	 * stored as typed (trimmed) or not at all.
	 *
	 * @param mixed $input
	 * @return array<string,mixed>
	 */
	public static function sanitize( $input ): array {
		list( $clean, $errors ) = self::validate( is_array( $input ) ? $input : array() );
		foreach ( $errors as $key => $message ) {
			add_settings_error( self::OPTION, 'cosmetics-' . str_replace( '_', '-', $key ), esc_html( $message ), 'error' );
		}
		return $clean;
	}

	/**
	 * @param array<string,mixed> $input
	 * @return array{0:array<string,mixed>,1:array<string,string>} [what to store, refused fields]
	 */
	public static function validate( array $input ): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$clean  = array_merge( $stored, array_diff_key( self::all(), $stored ) );
		$labels = array(
			'geowidget_token' => __( 'Token Geowidget InPost', 'cosmetics-storefront' ),
			'tiles_url'       => __( 'Adres kafelków mapy', 'cosmetics-storefront' ),
		);
		$errors = array();
		foreach ( $labels as $key => $label ) {
			if ( ! array_key_exists( $key, $input ) ) {
				continue;
			}
			list( $value, $why ) = self::check( $key, $input[ $key ] );
			if ( null === $why ) {
				$clean[ $key ] = $value;
			} else {
				/* translators: 1: field label, 2: reason. */
				$errors[ $key ] = sprintf( __( '%1$s: %2$s. Zachowano poprzednią wartość.', 'cosmetics-storefront' ), $label, $why );
			}
		}
		return array( $clean, $errors );
	}

	/**
	 * @param mixed $raw
	 * @return array{0:?string,1:?string}
	 */
	public static function check( string $key, $raw ): array {
		$text = FieldRules::text( $raw );
		if ( null === $text ) {
			return array( null, __( 'tekst zawiera nieprawidłowe znaki', 'cosmetics-storefront' ) );
		}
		if ( 'geowidget_token' === $key ) {
			return 1 === preg_match( '/^[A-Za-z0-9._-]{0,4000}$/u', $text )
				? array( $text, null )
				: array( null, __( 'token może zawierać tylko litery łacińskie bez znaków diakrytycznych, cyfry, kropki, podkreślenia i myślniki (do 4000 znaków)', 'cosmetics-storefront' ) );
		}
		if ( '' === $text ) {
			return array( '', null ); // The default tiles (OpenStreetMap).
		}
		$sample = str_replace( array( '{s}', '{z}', '{x}', '{y}', '{-y}', '{r}' ), array( 'a', '1', '1', '1', '1', '' ), $text );
		if ( ! FieldRules::is_http_url( $sample ) || 1 !== preg_match( '/\{z\}/u', $text ) || 1 !== preg_match( '/\{x\}/u', $text ) || 1 !== preg_match( '/\{-?y\}/u', $text ) || FieldRules::length( $text ) > 500 ) {
			return array( null, __( 'podaj adres https:// z miejscami {z}, {x} i {y} (np. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png); puste = OpenStreetMap', 'cosmetics-storefront' ) );
		}
		return array( $text, null );
	}

	public static function geowidget_token(): string {
		return self::all()['geowidget_token'];
	}

	/**
	 * The `shipping` key of Storefront\Assets::public_settings(). The Geowidget token is a public, browser-side
	 * token by InPost's design (domain-bound), so it may reach the page.
	 *
	 * @return array{geowidgetToken:string, tilesUrl:string, defaultCenter:array{0:float,1:float}}
	 */
	public static function public_settings(): array {
		$all = self::all();
		return array(
			'geowidgetToken' => $all['geowidget_token'],
			'tilesUrl'       => '' !== $all['tiles_url'] ? $all['tiles_url'] : self::DEFAULT_TILES,
			'defaultCenter'  => array( 52.2297, 21.0122 ),
		);
	}

	/** Called once from Settings\Admin\SettingsPage::register(). */
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
		// The locker list's state (Shipping\Admin\LockerListSection adds its field here).
		do_action( 'cosmetics_storefront_shipping_settings_section', $page_slug, 'shipping' );
	}

	public static function section_intro(): void {
		echo '<p>' . esc_html__( 'Bez tokenu sklep pokazuje własną mapę paczkomatów (OpenStreetMap) z listą i wyszukiwaniem, z listy paczkomatów pobranej z InPost. Z tokenem używa widżetu Geowidget InPost. Bez tokenu i bez listy metoda „Paczkomat InPost” nie jest oferowana.', 'cosmetics-storefront' ) . '</p>';
	}

	public static function field_token(): void {
		self::input( 'geowidget_token', 'text', 'regular-text', '' );
	}

	public static function field_tiles(): void {
		self::input( 'tiles_url', 'url', 'large-text', __( 'Szablon adresu kafelków Leaflet z miejscami {z}, {x}, {y} (opcjonalnie {s}); puste = OpenStreetMap.', 'cosmetics-storefront' ) );
	}

	private static function input( string $key, string $type, string $class, string $help ): void {
		$id    = 'cosmetics-' . str_replace( '_', '-', $key );
		$error = \CosmeticsStorefront\Settings\Admin\SettingsPage::field_error( self::OPTION, $id );
		$by    = trim( ( $error ? $id . '-error ' : '' ) . ( $help ? $id . '-help' : '' ) );
		printf(
			'<input type="%s" class="%s" id="%s" name="%s[%s]" value="%s" autocomplete="off" spellcheck="false"%s%s>',
			esc_attr( $type ),
			esc_attr( $class ),
			esc_attr( $id ),
			esc_attr( self::OPTION ),
			esc_attr( $key ),
			esc_attr( self::all()[ $key ] ),
			$by ? ' aria-describedby="' . esc_attr( $by ) . '"' : '',
			$error ? ' aria-invalid="true"' : ''
		);
		\CosmeticsStorefront\Settings\Admin\SettingsPage::print_field_error( $id, $error );
		if ( $help ) {
			echo '<p class="description" id="' . esc_attr( $id ) . '-help">' . esc_html( $help ) . '</p>';
		}
	}
}
