<?php
/**
 * The shop's contact and seller data (option cosmetics_storefront_shop_info): the contact page, the
 * legal pages (through the [cosmetics_shop_info] shortcode), the footer and the withdrawal e-mails read
 * it here. Its own section on Ustawienia → Sklep kosmetyczny.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Settings;

use CosmeticsStorefront\Legal\LegalPages;

defined( 'ABSPATH' ) || exit;

final class ShopInfo {

	public const OPTION = 'cosmetics_storefront_shop_info';

	public const SHORTCODE = 'cosmetics_shop_info';

	/** Text fields: key => [label, default, input type]. */
	private const TEXT_FIELDS = array(
		'seller_name' => array( 'Nazwa sprzedawcy', 'Sklep Kosmetyczny sp. z o.o.', 'text' ),
		'street'      => array( 'Ulica i numer', 'ul. Chmielna 10 lok. 2', 'text' ),
		'postcode'    => array( 'Kod pocztowy', '00-020', 'text' ),
		'city'        => array( 'Miasto', 'Warszawa', 'text' ),
		'krs'         => array( 'KRS', '0000987654', 'text' ),
		'nip'         => array( 'NIP', '5252448487', 'text' ),
		'regon'       => array( 'REGON', '146123450', 'text' ),
		'phone'       => array( 'Telefon', '+48 22 123 45 67', 'tel' ),
		'email'       => array( 'E-mail', '', 'email' ),
		'hours'       => array( 'Godziny otwarcia', "Poniedziałek–sobota: 10:00–18:00\nNiedziela: nieczynne", 'textarea' ),
		'facebook'    => array( 'Facebook (adres profilu)', '', 'url' ),
		'instagram'   => array( 'Instagram (adres profilu)', '', 'url' ),
		'tiktok'      => array( 'TikTok (adres profilu)', '', 'url' ),
		'latitude'    => array( 'Szerokość geograficzna (mapa)', '52.2319', 'text' ),
		'longitude'   => array( 'Długość geograficzna (mapa)', '21.0149', 'text' ),
	);

	/** Page ids of the legal texts (pages staff edit in wp-admin; created on activation). */
	public const PAGE_KEYS = array( 'terms_page_id', 'returns_page_id', 'privacy_page_id' );

	public static function hooks(): void {
		add_shortcode( self::SHORTCODE, array( self::class, 'shortcode' ) );
	}

	/** @return array<string,string|int|bool> */
	public static function defaults(): array {
		$defaults = array();
		foreach ( self::TEXT_FIELDS as $key => $field ) {
			$defaults[ $key ] = $field[1];
		}
		$defaults['map_embed'] = false;
		foreach ( self::PAGE_KEYS as $key ) {
			$defaults[ $key ] = 0;
		}
		return $defaults;
	}

	/** @return array<string,string|int|bool> */
	public static function all(): array {
		$stored = get_option( self::OPTION, array() );
		return self::sanitize( is_array( $stored ) ? $stored : array(), false );
	}

	/** @param array<string,mixed> $values Merged into the stored data. */
	public static function update( array $values ): void {
		update_option( self::OPTION, self::sanitize( array_merge( self::all(), $values ), false ), true );
	}

	/**
	 * Any input (the settings form, a stale option) to valid data. A key missing from the input keeps
	 * its stored value (the form never loses the legal page ids); a field staff emptied stays empty,
	 * except the ones the shop cannot work without (seller name, city, hours), which fall back to the
	 * default. Invalid numbers (NIP checksum, KRS, REGON, coordinates) and non-http(s) links are dropped.
	 *
	 * @param mixed $input
	 * @return array<string,string|int|bool>
	 */
	public static function sanitize( $input, bool $merge_stored = true ): array {
		$input    = is_array( $input ) ? $input : array();
		$defaults = self::defaults();
		if ( $merge_stored ) {
			$stored = get_option( self::OPTION, array() );
			$input  = array_merge( $defaults, is_array( $stored ) ? $stored : array(), $input );
		} else {
			$input = array_merge( $defaults, $input );
		}

		$out = array();
		foreach ( self::TEXT_FIELDS as $key => $field ) {
			$raw   = is_scalar( $input[ $key ] ) ? (string) $input[ $key ] : '';
			$value = 'textarea' === $field[2] ? sanitize_textarea_field( $raw ) : sanitize_text_field( $raw );
			$out[ $key ] = self::field_value( $key, $value );
		}
		foreach ( array( 'seller_name', 'city', 'hours' ) as $required ) {
			if ( '' === $out[ $required ] ) {
				$out[ $required ] = $defaults[ $required ];
			}
		}
		$out['map_embed'] = ! empty( $input['map_embed'] ) && 'false' !== $input['map_embed'];
		foreach ( self::PAGE_KEYS as $key ) {
			$out[ $key ] = absint( $input[ $key ] ?? 0 );
		}
		return $out;
	}

	private static function field_value( string $key, string $value ): string {
		switch ( $key ) {
			case 'nip':
				$digits = preg_replace( '/[\s-]/', '', $value );
				return self::valid_nip( (string) $digits ) ? (string) $digits : '';
			case 'krs':
				$digits = preg_replace( '/\s/', '', $value );
				return preg_match( '/^\d{10}$/', (string) $digits ) ? (string) $digits : '';
			case 'regon':
				$digits = preg_replace( '/[\s-]/', '', $value );
				return preg_match( '/^(\d{9}|\d{14})$/', (string) $digits ) ? (string) $digits : '';
			case 'postcode':
				return preg_match( '/^\d{2}-\d{3}$/', $value ) ? $value : '';
			case 'email':
				return (string) sanitize_email( $value );
			case 'phone':
				return preg_match( '/^\+?[\d\s()-]{6,20}$/', $value ) ? $value : '';
			case 'facebook':
			case 'instagram':
			case 'tiktok':
				return '' === $value ? '' : (string) esc_url_raw( $value, array( 'https', 'http' ) );
			case 'latitude':
				return self::coordinate( $value, 90 );
			case 'longitude':
				return self::coordinate( $value, 180 );
		}
		return mb_substr( $value, 0, 'hours' === $key ? 500 : 160 );
	}

	private static function coordinate( string $value, int $limit ): string {
		$value = str_replace( ',', '.', trim( $value ) );
		if ( ! is_numeric( $value ) || abs( (float) $value ) > $limit ) {
			return '';
		}
		return rtrim( rtrim( number_format( (float) $value, 6, '.', '' ), '0' ), '.' );
	}

	/** NIP: the one rule of Domain\Nip. */
	public static function valid_nip( string $nip ): bool {
		return \CosmeticsStorefront\Domain\Nip::is_valid( $nip );
	}

	/** The shop's contact e-mail: the setting, else the site's administration e-mail. */
	public static function email(): string {
		$email = (string) self::all()['email'];
		return '' !== $email ? $email : (string) get_option( 'admin_email' );
	}

	/** "ul. Chmielna 10 lok. 2, 00-020 Warszawa". */
	public static function address_line(): string {
		$info = self::all();
		return trim( $info['street'] . ', ' . trim( $info['postcode'] . ' ' . $info['city'] ), ', ' );
	}

	/**
	 * What the bundle reads (settings.shopInfo): public contact and seller data only.
	 *
	 * @return array<string,mixed>
	 */
	public static function public_data(): array {
		$info  = self::all();
		$hours = array();
		foreach ( preg_split( '/\R/', (string) $info['hours'] ) as $line ) {
			$line = trim( $line );
			if ( '' === $line ) {
				continue;
			}
			// "Poniedziałek–sobota: 10:00–18:00" -> days, hours (the first ": " splits them).
			$parts   = array_map( 'trim', explode( ': ', $line, 2 ) );
			$hours[] = array(
				'days'  => $parts[0],
				'hours' => $parts[1] ?? '',
			);
		}
		$socials = array();
		foreach ( array( 'facebook' => 'Facebook', 'instagram' => 'Instagram', 'tiktok' => 'TikTok' ) as $key => $label ) {
			if ( '' !== $info[ $key ] ) {
				$socials[] = array( 'name' => $label, 'url' => $info[ $key ] );
			}
		}
		$lat = '' !== $info['latitude'] ? (float) $info['latitude'] : null;
		$lng = '' !== $info['longitude'] ? (float) $info['longitude'] : null;
		return array(
			'sellerName' => $info['seller_name'],
			'street'     => $info['street'],
			'postcode'   => $info['postcode'],
			'city'       => $info['city'],
			'krs'        => $info['krs'],
			'nip'        => $info['nip'],
			'regon'      => $info['regon'],
			'phone'      => $info['phone'],
			'email'      => self::email(),
			'hours'      => $hours,
			'socials'    => $socials,
			'map'        => null !== $lat && null !== $lng ? array(
				'lat'   => $lat,
				'lng'   => $lng,
				'embed' => (bool) $info['map_embed'],
			) : null,
		);
	}

	/**
	 * [cosmetics_shop_info field="nip"] in the legal pages: seller_name, address, street, postcode,
	 * city, krs, nip, regon, phone, email.
	 *
	 * @param array<string,string>|string $atts
	 */
	public static function shortcode( $atts ): string {
		$atts  = shortcode_atts( array( 'field' => 'seller_name' ), is_array( $atts ) ? $atts : array(), self::SHORTCODE );
		$field = sanitize_key( $atts['field'] );
		if ( 'address' === $field ) {
			return esc_html( self::address_line() );
		}
		if ( 'email' === $field ) {
			return esc_html( self::email() );
		}
		$info = self::all();
		$allowed = array( 'seller_name', 'street', 'postcode', 'city', 'krs', 'nip', 'regon', 'phone' );
		return in_array( $field, $allowed, true ) ? esc_html( (string) $info[ $field ] ) : '';
	}

	// ----------------------------------------------------------------------------------------------
	// The settings page section (Admin\SettingsPage calls register_settings()).

	public static function register_settings( string $page, string $group ): void {
		register_setting(
			$group,
			self::OPTION,
			array(
				'type'              => 'array',
				// The form posts what it shows; keys it does not post keep their stored value.
				'sanitize_callback' => static fn( $value ) => self::sanitize( $value, true ),
				'default'           => self::defaults(),
			)
		);
		add_settings_section(
			'shop_info',
			__( 'Dane kontaktowe, sprzedawca i strony prawne', 'cosmetics-storefront' ),
			array( self::class, 'section_intro' ),
			$page
		);
		foreach ( self::TEXT_FIELDS as $key => $field ) {
			add_settings_field(
				'shop_info_' . $key,
				esc_html( $field[0] ),
				array( self::class, 'field_text' ),
				$page,
				'shop_info',
				array(
					'label_for' => 'cosmetics-shop-info-' . $key,
					'key'       => $key,
				)
			);
		}
		add_settings_field( 'shop_info_map_embed', __( 'Mapa', 'cosmetics-storefront' ), array( self::class, 'field_map_embed' ), $page, 'shop_info', array( 'label_for' => 'cosmetics-shop-info-map_embed' ) );
		$labels = array(
			'terms_page_id'   => __( 'Strona regulaminu', 'cosmetics-storefront' ),
			'returns_page_id' => __( 'Strona polityki zwrotów', 'cosmetics-storefront' ),
			'privacy_page_id' => __( 'Strona polityki prywatności', 'cosmetics-storefront' ),
		);
		foreach ( $labels as $key => $label ) {
			add_settings_field(
				'shop_info_' . $key,
				$label,
				array( self::class, 'field_page' ),
				$page,
				'shop_info',
				array(
					'label_for' => 'cosmetics-shop-info-' . $key,
					'key'       => $key,
				)
			);
		}
	}

	public static function section_intro(): void {
		echo '<p>' . esc_html__( 'Strona Kontakt, stopka, e-maile o odstąpieniu od umowy i strony prawne pokazują te dane. Treść regulaminu, polityki zwrotów i polityki prywatności edytujesz jak każdą stronę WordPressa (przycisk „Edytuj treść”); w treści [cosmetics_shop_info field="nip"] wstawia dane z tej sekcji (pola: seller_name, address, krs, nip, regon, phone, email).', 'cosmetics-storefront' ) . '</p>';
	}

	/** @param array{key:string} $args */
	public static function field_text( array $args ): void {
		$key   = $args['key'];
		$type  = self::TEXT_FIELDS[ $key ][2];
		$value = (string) self::all()[ $key ];
		$id    = 'cosmetics-shop-info-' . $key;
		$name  = self::OPTION . '[' . $key . ']';
		if ( 'textarea' === $type ) {
			printf( '<textarea id="%s" name="%s" rows="3" class="large-text">%s</textarea>', esc_attr( $id ), esc_attr( $name ), esc_textarea( $value ) );
			echo '<p class="description">' . esc_html__( 'Jedna linia na dni, np. „Poniedziałek–sobota: 10:00–18:00”.', 'cosmetics-storefront' ) . '</p>';
			return;
		}
		printf( '<input type="%s" id="%s" name="%s" value="%s" class="regular-text" />', esc_attr( $type ), esc_attr( $id ), esc_attr( $name ), esc_attr( $value ) );
		if ( 'email' === $key ) {
			echo '<p class="description">' . esc_html__( 'Puste = adres e-mail administratora witryny. Na ten adres trafiają też powiadomienia o odstąpieniu od umowy.', 'cosmetics-storefront' ) . '</p>';
		}
	}

	public static function field_map_embed(): void {
		printf(
			'<label><input type="checkbox" id="cosmetics-shop-info-map_embed" name="%s" value="1" %s /> %s</label><p class="description">%s</p>',
			esc_attr( self::OPTION . '[map_embed]' ),
			checked( (bool) self::all()['map_embed'], true, false ),
			esc_html__( 'Osadzaj interaktywną mapę OpenStreetMap na stronie Kontakt', 'cosmetics-storefront' ),
			esc_html__( 'Wyłączone: strona pokazuje własny plan dojazdu i odnośniki do map (bez zapytań do zewnętrznych serwerów i bez ich plików cookie).', 'cosmetics-storefront' )
		);
	}

	/** @param array{key:string} $args */
	public static function field_page( array $args ): void {
		$key     = $args['key'];
		$page_id = (int) self::all()[ $key ];
		wp_dropdown_pages(
			array(
				'name'              => esc_attr( self::OPTION . '[' . $key . ']' ),
				'id'                => 'cosmetics-shop-info-' . $key,
				'selected'          => absint( $page_id ),
				'show_option_none'  => esc_html__( '— domyślna treść —', 'cosmetics-storefront' ),
				'option_none_value' => '0',
			)
		);
		if ( $page_id && get_post( $page_id ) ) {
			printf( ' <a class="button" href="%s">%s</a>', esc_url( (string) get_edit_post_link( $page_id ) ), esc_html__( 'Edytuj treść', 'cosmetics-storefront' ) );
		}
		$slug = LegalPages::slug_for_key( $key );
		if ( $slug ) {
			echo '<p class="description">' . esc_html( sprintf( /* translators: %s: storefront address. */ __( 'Sklep pokazuje tę stronę pod adresem /%s.', 'cosmetics-storefront' ), $slug ) ) . '</p>';
		}
	}
}
