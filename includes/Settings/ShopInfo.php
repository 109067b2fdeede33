<?php
/**
 * The shop's contact and seller data (option cosmetics_storefront_shop_info): the contact page, the
 * legal pages (through the [cosmetics_shop_info] shortcode), the footer and the withdrawal e-mails read
 * it here. Its own tab on WooCommerce → Sklep kosmetyczny.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Settings;

defined( 'ABSPATH' ) || exit;

final class ShopInfo {

	/** The legal pages: storefront slug => [ShopInfo key, page title] (Legal\LegalPages makes them). */
	public const LEGAL_PAGES = array(
		'regulamin'            => array( 'terms_page_id', 'Regulamin' ),
		'polityka-zwrotow'     => array( 'returns_page_id', 'Polityka zwrotów' ),
		'polityka-prywatnosci' => array( 'privacy_page_id', 'Polityka prywatności' ),
	);

	/** The storefront slug of the legal page a ShopInfo key names, '' for another key. */
	public static function legal_slug( string $key ): string {
		foreach ( self::LEGAL_PAGES as $slug => $page ) {
			if ( $page[0] === $key ) {
				return $slug;
			}
		}
		return '';
	}

	public const OPTION = 'cosmetics_storefront_shop_info';

	public const SHORTCODE = 'cosmetics_shop_info';

	/**
	 * Text fields: key => [label, rule, input type, character limit]. No defaults: a real shop shows
	 * only what its staff entered (the local dev shop's seed fills in a demo seller).
	 */
	private const TEXT_FIELDS = array(
		'seller_name' => array( 'Nazwa sprzedawcy', 'plain', 'text', 200 ),
		'street'      => array( 'Ulica i numer', 'plain', 'text', 160 ),
		'postcode'    => array( 'Kod pocztowy', 'postcode', 'text', 6 ),
		'city'        => array( 'Miasto', 'plain', 'text', 100 ),
		'krs'         => array( 'KRS', 'krs', 'text', 0 ),
		'nip'         => array( 'NIP', 'nip', 'text', 0 ),
		'regon'       => array( 'REGON', 'regon', 'text', 0 ),
		'phone'       => array( 'Telefon', 'phone', 'tel', 0 ),
		'email'       => array( 'E-mail', 'email', 'email', 0 ),
		'hours'       => array( 'Godziny otwarcia', 'plain', 'textarea', 500 ),
		'facebook'    => array( 'Facebook (adres profilu)', 'url', 'url', 0 ),
		'instagram'   => array( 'Instagram (adres profilu)', 'url', 'url', 0 ),
		'tiktok'      => array( 'TikTok (adres profilu)', 'url', 'url', 0 ),
		'latitude'    => array( 'Szerokość geograficzna (mapa)', 'latitude', 'text', 0 ),
		'longitude'   => array( 'Długość geograficzna (mapa)', 'longitude', 'text', 0 ),
	);

	/** What a shop's legal texts and the contact page need; wp-admin asks for them while empty. */
	public const REQUIRED = array( 'seller_name', 'street', 'postcode', 'city', 'nip', 'email' );

	/** Page ids of the legal texts (pages staff edit in wp-admin; created on activation). */
	public const PAGE_KEYS = array( 'terms_page_id', 'returns_page_id', 'privacy_page_id' );

	public static function hooks(): void {
		add_shortcode( self::SHORTCODE, array( self::class, 'shortcode' ) );
	}

	/** @return array<string,string|int|bool> every field empty, no map, no pages */
	public static function defaults(): array {
		$defaults = array_fill_keys( array_keys( self::TEXT_FIELDS ), '' );
		$defaults['map_embed'] = false;
		foreach ( self::PAGE_KEYS as $key ) {
			$defaults[ $key ] = 0;
		}
		return $defaults;
	}

	/** The label staff see for a field ("NIP", "Kod pocztowy"). */
	public static function label( string $key ): string {
		$labels = array(
			'map_embed'       => __( 'Mapa', 'cosmetics-storefront' ),
			'terms_page_id'   => __( 'Strona regulaminu', 'cosmetics-storefront' ),
			'returns_page_id' => __( 'Strona polityki zwrotów', 'cosmetics-storefront' ),
			'privacy_page_id' => __( 'Strona polityki prywatności', 'cosmetics-storefront' ),
		);
		return $labels[ $key ] ?? ( self::TEXT_FIELDS[ $key ][0] ?? $key );
	}

	/**
	 * The stored data over the defaults, as stored (the form shows exactly this, so a save without
	 * edits posts it back unchanged). Only links are checked on reading: one that is not http(s)
	 * never reaches a page.
	 *
	 * @return array<string,string|int|bool>
	 */
	public static function all(): array {
		$stored = get_option( self::OPTION, array() );
		$info   = self::defaults();
		foreach ( is_array( $stored ) ? $stored : array() as $key => $value ) {
			if ( ! array_key_exists( $key, $info ) ) {
				continue;
			}
			if ( isset( self::TEXT_FIELDS[ $key ] ) ) {
				$info[ $key ] = is_scalar( $value ) ? (string) $value : '';
				if ( 'url' === self::TEXT_FIELDS[ $key ][1] && '' !== $info[ $key ] && ! FieldRules::is_http_url( $info[ $key ] ) ) {
					$info[ $key ] = '';
				}
			} elseif ( 'map_embed' === $key ) {
				$info[ $key ] = (bool) $value;
			} else {
				$info[ $key ] = absint( $value );
			}
		}
		return $info;
	}

	/**
	 * Merges $values into the stored data; a value its rule refuses is not written.
	 *
	 * @param array<string,mixed> $values
	 * @return array<string,string> the refused fields with the reason (as the settings page shows it)
	 */
	public static function update( array $values ): array {
		list( $clean, $errors ) = self::validate( $values );
		update_option( self::OPTION, $clean, true );
		return $errors;
	}

	/**
	 * The option's sanitize callback (the settings form, or any update_option()): each posted field
	 * is checked by its rule; a refused field keeps its stored value and gets a settings error naming
	 * the field and the reason (wp-admin shows it in Polish; "Settings saved." is not shown then).
	 * A key the input lacks keeps its stored value.
	 *
	 * @param mixed $input
	 * @return array<string,string|int|bool>
	 */
	public static function sanitize( $input ): array {
		list( $clean, $errors ) = self::validate( is_array( $input ) ? $input : array() );
		foreach ( $errors as $key => $message ) {
			add_settings_error( self::OPTION, 'cosmetics-shop-info-' . $key, esc_html( $message ), 'error' );
		}
		return $clean;
	}

	/**
	 * @param array<string,mixed> $input
	 * @return array{0:array<string,string|int|bool>,1:array<string,string>} [what to store, refused fields]
	 */
	public static function validate( array $input ): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		// The stored array first: its key order and any key of another version stay as they are.
		$clean  = array_merge( $stored, array_diff_key( self::all(), $stored ) );
		$errors = array();
		foreach ( $input as $key => $raw ) {
			if ( ! is_string( $key ) || ! array_key_exists( $key, self::defaults() ) ) {
				continue;
			}
			list( $value, $why ) = self::check( $key, $raw );
			if ( null === $why ) {
				$clean[ $key ] = $value;
				continue;
			}
			/* translators: 1: field label, 2: reason. */
			$errors[ $key ] = sprintf( __( '%1$s: %2$s. Zachowano poprzednią wartość.', 'cosmetics-storefront' ), self::label( $key ), $why );
		}
		return array( $clean, $errors );
	}

	/**
	 * One field's rule.
	 *
	 * @param mixed $raw
	 * @return array{0:string|int|bool|null,1:?string} [value, null] or [null, reason]
	 */
	public static function check( string $key, $raw ): array {
		if ( 'map_embed' === $key ) {
			return array( is_scalar( $raw ) && ! in_array( (string) $raw, array( '', '0', 'false' ), true ), null );
		}
		if ( in_array( $key, self::PAGE_KEYS, true ) ) {
			$id = is_scalar( $raw ) && ctype_digit( trim( (string) $raw ) ) ? (int) $raw : -1;
			if ( 0 === $id ) {
				return array( 0, null );
			}
			$page = $id > 0 ? get_post( $id ) : null;
			return $page instanceof \WP_Post && 'page' === $page->post_type && 'trash' !== $page->post_status
				? array( $id, null )
				: array( null, __( 'wybrana strona nie istnieje', 'cosmetics-storefront' ) );
		}
		$field = self::TEXT_FIELDS[ $key ];
		switch ( $field[1] ) {
			case 'postcode':
				return FieldRules::postcode( $raw );
			case 'nip':
				return FieldRules::nip( $raw );
			case 'krs':
				return FieldRules::krs( $raw );
			case 'regon':
				return FieldRules::regon( $raw );
			case 'phone':
				return FieldRules::phone( $raw );
			case 'email':
				return FieldRules::email( $raw );
			case 'url':
				return FieldRules::url( $raw );
			case 'latitude':
				return FieldRules::coordinate( $raw, 90 );
			case 'longitude':
				return FieldRules::coordinate( $raw, 180 );
		}
		return FieldRules::plain( $raw, $field[3], 'textarea' === $field[2] );
	}

	/**
	 * The required fields still empty, labelled.
	 *
	 * @return string[]
	 */
	public static function missing(): array {
		$info = self::all();
		return array_values( array_map( array( self::class, 'label' ), array_filter( self::REQUIRED, static fn( string $key ): bool => '' === $info[ $key ] ) ) );
	}

	/** NIP: the one rule of Domain\Nip. */
	public static function valid_nip( string $nip ): bool {
		return \CosmeticsStorefront\Domain\Nip::is_valid( $nip );
	}

	/** The shop's contact e-mail as staff entered it ('' when none: shoppers are shown none). */
	public static function email(): string {
		return (string) self::all()['email'];
	}

	/**
	 * Where the shop's own notifications go: the contact e-mail, else WooCommerce's sender address
	 * (WooCommerce → Ustawienia → E-maile), else the site's administration e-mail.
	 */
	public static function notification_email(): string {
		foreach ( array( self::email(), (string) get_option( 'woocommerce_email_from_address', '' ), (string) get_option( 'admin_email' ) ) as $email ) {
			if ( '' !== $email && is_email( $email ) ) {
				return $email;
			}
		}
		return '';
	}

	/** "ul. Chmielna 10 lok. 2, 00-020 Warszawa"; the parts staff left empty are left out. */
	public static function address_line(): string {
		$info = self::all();
		return implode( ', ', array_filter( array( (string) $info['street'], trim( $info['postcode'] . ' ' . $info['city'] ) ), static fn( string $part ): bool => '' !== $part ) );
	}

	/**
	 * What the bundle reads (settings.shopInfo): public contact and seller data only.
	 *
	 * @return array<string,mixed>
	 */
	public static function public_data(): array {
		$info  = self::all();
		$hours = array();
		// The u flag: without it \R also matches byte 0x85, the second byte of "ą" ("piątek" was split).
		foreach ( (array) preg_split( '/\R/u', (string) $info['hours'] ) as $line ) {
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
	// The settings page section (Settings\Admin\SettingsPage calls register_settings()).

	public static function register_settings( string $page, string $group ): void {
		register_setting(
			$group,
			self::OPTION,
			array(
				'type'              => 'array',
				// The form posts what it shows; keys it does not post keep their stored value.
				'sanitize_callback' => array( self::class, 'sanitize' ),
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
		foreach ( self::PAGE_KEYS as $key ) {
			add_settings_field(
				'shop_info_' . $key,
				self::label( $key ),
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
		echo '<p>' . esc_html__( 'Strona Kontakt, stopka, e-maile o odstąpieniu od umowy i strony prawne pokazują te dane; puste pole sklep pomija. Treść regulaminu, polityki zwrotów i polityki prywatności edytujesz jak każdą stronę WordPressa (przycisk „Edytuj treść”); w treści [cosmetics_shop_info field="nip"] wstawia dane z tej sekcji (pola: seller_name, address, krs, nip, regon, phone, email).', 'cosmetics-storefront' ) . '</p>';
	}

	/** @param array{key:string} $args */
	public static function field_text( array $args ): void {
		$key   = $args['key'];
		$field = self::TEXT_FIELDS[ $key ];
		$value = (string) self::all()[ $key ];
		$id    = 'cosmetics-shop-info-' . $key;
		$name  = self::OPTION . '[' . $key . ']';
		$error = \CosmeticsStorefront\Settings\Admin\SettingsPage::field_error( self::OPTION, $id );
		$help  = array(
			'hours'     => __( 'Jedna linia na dni, np. „Poniedziałek–piątek: 9:00–17:00”.', 'cosmetics-storefront' ),
			'email'     => __( 'Adres pokazywany klientom (strona Kontakt, stopka). Powiadomienia sklepu, np. o odstąpieniu od umowy, trafiają na ten adres, a gdy jest pusty – na adres nadawcy e-maili WooCommerce.', 'cosmetics-storefront' ),
			'nip'       => __( '10 cyfr, z myślnikami lub bez; zapisywane same cyfry.', 'cosmetics-storefront' ),
			'postcode'  => __( 'Format XX-XXX.', 'cosmetics-storefront' ),
			'latitude'  => __( 'Obie współrzędne razem włączają mapę na stronie Kontakt, np. 52.2319 i 21.0149.', 'cosmetics-storefront' ),
		);
		$describedby = trim( ( $error ? $id . '-error ' : '' ) . ( isset( $help[ $key ] ) ? $id . '-help' : '' ) );
		$aria        = ( $describedby ? ' aria-describedby="' . esc_attr( $describedby ) . '"' : '' ) . ( $error ? ' aria-invalid="true"' : '' );
		if ( 'textarea' === $field[2] ) {
			printf( '<textarea id="%s" name="%s" rows="3" class="large-text"%s>%s</textarea>', esc_attr( $id ), esc_attr( $name ), $aria, esc_textarea( $value ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- $aria is escaped above.
		} else {
			printf( '<input type="%s" id="%s" name="%s" value="%s" class="regular-text"%s />', esc_attr( $field[2] ), esc_attr( $id ), esc_attr( $name ), esc_attr( $value ), $aria ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- $aria is escaped above.
		}
		\CosmeticsStorefront\Settings\Admin\SettingsPage::print_field_error( $id, $error );
		if ( isset( $help[ $key ] ) ) {
			echo '<p class="description" id="' . esc_attr( $id ) . '-help">' . esc_html( $help[ $key ] ) . '</p>';
		}
	}

	public static function field_map_embed(): void {
		printf(
			'<input type="hidden" name="%1$s" value="0" /><label><input type="checkbox" id="cosmetics-shop-info-map_embed" name="%1$s" value="1" %2$s /> %3$s</label><p class="description">%4$s</p>',
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
				// A draft legal page is offered too: the select must show what is stored.
				'post_status'       => 'publish,draft,pending,private,future',
				'show_option_none'  => esc_html__( '— domyślna treść —', 'cosmetics-storefront' ),
				'option_none_value' => '0',
			)
		);
		\CosmeticsStorefront\Settings\Admin\SettingsPage::print_field_error( 'cosmetics-shop-info-' . $key, \CosmeticsStorefront\Settings\Admin\SettingsPage::field_error( self::OPTION, 'cosmetics-shop-info-' . $key ) );
		if ( $page_id && get_post( $page_id ) ) {
			printf( ' <a class="button" href="%s">%s</a>', esc_url( (string) get_edit_post_link( $page_id ) ), esc_html__( 'Edytuj treść', 'cosmetics-storefront' ) );
		}
		$slug = self::legal_slug( $key );
		if ( $slug ) {
			echo '<p class="description">' . esc_html( sprintf( /* translators: %s: storefront address. */ __( 'Sklep pokazuje tę stronę pod adresem /%s.', 'cosmetics-storefront' ), $slug ) ) . '</p>';
		}
	}
}
