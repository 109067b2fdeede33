<?php
/**
 * Product edit screen: "Cena profesjonalna" and "Promocyjna cena profesjonalna" beside WooCommerce's
 * prices (General tab of simple and external products, and every variation's panel).
 *
 * Stored as `_professional_price` / `_professional_sale_price` (decimal strings like WooCommerce's
 * prices; no meta = none) through the product object, so WooCommerce's save hooks fire. The
 * professional sale price runs on a schedule (Domain\SaleSchedule): "Termin promocji profesjonalnej"
 * picks WooCommerce's sale dates of the same product (the default) or dates of its own
 * (`_professional_sale_schedule` = own, `_professional_sale_price_dates_from` / `_to`: Unix times of the
 * first day's 00:00 and the last day's 23:59:59 in the shop's time zone, as WooCommerce stores its
 * own); the field says when the sale is on. A professional price at or above the regular price is
 * saved, but staff are warned before saving (assets/admin/product-prices.js). Input is
 * validated as a pair: a non-negative decimal ("12,50" or "12.50"), the sale price not above the
 * professional price and only with one. When anything is wrong neither value changes and staff see
 * the error the way WooCommerce reports its own (WC_Admin_Meta_Boxes::add_error).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Pricing\Admin;

use CosmeticsStorefront\Domain\SaleSchedule;
use CosmeticsStorefront\Pricing\ProductPrices;

defined( 'ABSPATH' ) || exit;

final class ProductPriceFields {

	public const META_PRICE = '_professional_price';
	public const META_SALE  = '_professional_sale_price';

	public const META_SCHEDULE = '_professional_sale_schedule';
	public const META_FROM     = '_professional_sale_price_dates_from';
	public const META_TO       = '_professional_sale_price_dates_to';

	/** Product types whose own price fields are edited on the General tab. */
	public const SIMPLE_TYPES = array( 'simple', 'external' );

	public static function hooks(): void {
		add_action( 'woocommerce_product_options_pricing', array( self::class, 'render_simple_fields' ) );
		add_action( 'woocommerce_admin_process_product_object', array( self::class, 'save_simple' ) );
		add_action( 'woocommerce_variation_options_pricing', array( self::class, 'render_variation_fields' ), 10, 3 );
		add_action( 'woocommerce_admin_process_variation_object', array( self::class, 'save_variation' ), 10, 2 );
		add_action( 'admin_enqueue_scripts', array( self::class, 'enqueue' ) );
	}

	// ----------------------------------------------------------------------------------------------
	// Validation (no WordPress state).

	/**
	 * Parses what staff typed: '' (none) or a non-negative decimal with ',' or '.' as the separator.
	 * Returns the value as WooCommerce stores prices ('12.5'), '' for none, or null when invalid.
	 *
	 * @param mixed $raw
	 */
	public static function parse_price( $raw ): ?string {
		if ( null === $raw ) {
			return '';
		}
		if ( ! is_scalar( $raw ) || is_bool( $raw ) ) {
			return null;
		}
		$text = trim( str_replace( array( "\xC2\xA0", "\xE2\x80\xAF" ), ' ', (string) $raw ) );
		if ( '' === $text ) {
			return '';
		}
		if ( ! preg_match( '/^\d{1,9}(?:[.,]\d{1,6})?$/', $text ) ) {
			return null;
		}
		return wc_format_decimal( str_replace( ',', '.', $text ) );
	}

	/**
	 * Validates a professional price and professional sale price typed together.
	 *
	 * @param mixed $price_input
	 * @param mixed $sale_input
	 * @return array{price:string, sale:string}|\WP_Error Polish message, code = the failing rule.
	 */
	public static function validate( $price_input, $sale_input ) {
		$price = self::parse_price( $price_input );
		if ( null === $price ) {
			return new \WP_Error( 'invalid_professional_price', __( 'Cena profesjonalna musi być liczbą nieujemną, np. 49,99.', 'cosmetics-storefront' ) );
		}
		$sale = self::parse_price( $sale_input );
		if ( null === $sale ) {
			return new \WP_Error( 'invalid_professional_sale_price', __( 'Promocyjna cena profesjonalna musi być liczbą nieujemną, np. 39,99.', 'cosmetics-storefront' ) );
		}
		if ( '' !== $sale && '' === $price ) {
			return new \WP_Error( 'professional_sale_without_price', __( 'Promocyjna cena profesjonalna wymaga ceny profesjonalnej.', 'cosmetics-storefront' ) );
		}
		if ( '' !== $sale && (float) $sale > (float) $price ) {
			return new \WP_Error( 'professional_sale_above_price', __( 'Promocyjna cena profesjonalna nie może być wyższa niż cena profesjonalna.', 'cosmetics-storefront' ) );
		}
		return array(
			'price' => $price,
			'sale'  => $sale,
		);
	}

	/**
	 * Validates the professional sale's schedule as typed: the mode and, for own dates, two optional days
	 * (YYYY-MM-DD, the end not before the start). Own dates are returned as Unix times: the first day's
	 * 00:00:00 and the last day's 23:59:59 in $zone.
	 *
	 * @param mixed $mode_input
	 * @param mixed $from_input
	 * @param mixed $to_input
	 * @return array{mode:string, from:?int, to:?int}|\WP_Error
	 */
	public static function validate_schedule( $mode_input, $from_input, $to_input, ?\DateTimeZone $zone = null ) {
		$mode = SaleSchedule::OWN === $mode_input ? SaleSchedule::OWN : SaleSchedule::FOLLOW_WOOCOMMERCE;
		if ( SaleSchedule::FOLLOW_WOOCOMMERCE === $mode ) {
			return array(
				'mode' => $mode,
				'from' => null,
				'to'   => null,
			);
		}
		$zone = $zone ?? wp_timezone();
		$day  = static function ( $raw, string $time ) use ( $zone ) {
			$text = is_scalar( $raw ) ? trim( (string) $raw ) : '';
			if ( '' === $text ) {
				return null;
			}
			$date = 1 === preg_match( '/^\d{4}-\d{2}-\d{2}$/', $text ) ? \DateTimeImmutable::createFromFormat( '!Y-m-d', $text, $zone ) : false;
			if ( ! $date || $date->format( 'Y-m-d' ) !== $text ) {
				return false;
			}
			return $date->modify( $time )->getTimestamp();
		};
		$from = $day( $from_input, '00:00:00' );
		$to   = $day( $to_input, '23:59:59' );
		if ( false === $from || false === $to ) {
			return new \WP_Error( 'invalid_professional_sale_date', __( 'Daty promocji profesjonalnej muszą być w formacie RRRR-MM-DD.', 'cosmetics-storefront' ) );
		}
		if ( null !== $from && null !== $to && $to < $from ) {
			return new \WP_Error( 'professional_sale_dates_reversed', __( 'Koniec promocji profesjonalnej nie może być wcześniejszy niż jej początek.', 'cosmetics-storefront' ) );
		}
		return array(
			'mode' => $mode,
			'from' => $from,
			'to'   => $to,
		);
	}

	// ----------------------------------------------------------------------------------------------
	// Applying to a product.

	/**
	 * Validates the pair and sets it on the product object (the caller saves it). On invalid input
	 * nothing changes and the error, naming the product, is returned.
	 *
	 * @param mixed                    $price_input
	 * @param mixed                    $sale_input
	 * @param array<int,mixed>|null    $schedule_input [mode, from, to] as typed; null leaves the schedule alone.
	 * @return true|\WP_Error
	 */
	public static function apply( \WC_Product $product, $price_input, $sale_input, ?array $schedule_input = null ) {
		$valid = self::validate( $price_input, $sale_input );
		if ( ! is_wp_error( $valid ) && null !== $schedule_input ) {
			$schedule = self::validate_schedule( $schedule_input[0] ?? '', $schedule_input[1] ?? '', $schedule_input[2] ?? '' );
			$valid    = is_wp_error( $schedule ) ? $schedule : $valid + array( 'schedule' => $schedule );
		}
		if ( is_wp_error( $valid ) ) {
			return new \WP_Error(
				$valid->get_error_code(),
				sprintf(
					/* translators: 1: product or variation name, 2: what is wrong. */
					__( '%1$s: %2$s Ceny profesjonalne nie zostały zmienione.', 'cosmetics-storefront' ),
					self::label( $product ),
					$valid->get_error_message()
				)
			);
		}
		self::set_meta( $product, self::META_PRICE, $valid['price'] );
		self::set_meta( $product, self::META_SALE, $valid['sale'] );
		if ( isset( $valid['schedule'] ) ) {
			$own = SaleSchedule::OWN === $valid['schedule']['mode'];
			self::set_meta( $product, self::META_SCHEDULE, $own ? SaleSchedule::OWN : '' );
			self::set_meta( $product, self::META_FROM, $own && null !== $valid['schedule']['from'] ? (string) $valid['schedule']['from'] : '' );
			self::set_meta( $product, self::META_TO, $own && null !== $valid['schedule']['to'] ? (string) $valid['schedule']['to'] : '' );
		}
		return true;
	}

	private static function set_meta( \WC_Product $product, string $key, string $value ): void {
		$stored = (string) $product->get_meta( $key, true, 'edit' );
		if ( '' === $value ) {
			if ( '' !== $stored ) {
				$product->delete_meta_data( $key );
			}
		} elseif ( ! is_numeric( $stored ) || ! is_numeric( $value ) ? $stored !== $value : (float) $stored !== (float) $value ) {
			// "79,00" typed over a stored "79" is no change: nothing is written, no price-history row.
			$product->update_meta_data( $key, $value );
		}
	}

	/** "Serum (#12)" or "Wariant #15 produktu Serum". */
	private static function label( \WC_Product $product ): string {
		if ( $product instanceof \WC_Product_Variation ) {
			/* translators: 1: variation id, 2: product name. */
			return sprintf( __( 'Wariant #%1$d produktu „%2$s”', 'cosmetics-storefront' ), $product->get_id(), wp_strip_all_tags( $product->get_title() ) );
		}
		/* translators: 1: product name, 2: product id. */
		return sprintf( __( 'Produkt „%1$s” (#%2$d)', 'cosmetics-storefront' ), wp_strip_all_tags( $product->get_name( 'edit' ) ), $product->get_id() );
	}

	/** Reports an error where WooCommerce reports its own product-save errors. */
	public static function report( \WP_Error $error ): void {
		if ( class_exists( \WC_Admin_Meta_Boxes::class ) ) {
			\WC_Admin_Meta_Boxes::add_error( esc_html( $error->get_error_message() ) );
		}
	}

	// ----------------------------------------------------------------------------------------------
	// Hooks: simple products.

	/** Inside WooCommerce's pricing group (General tab; WooCommerce shows it for simple and external products). */
	public static function render_simple_fields(): void {
		global $product_object;
		$product = $product_object instanceof \WC_Product ? $product_object : null;
		self::text_input(
			self::META_PRICE,
			self::META_PRICE,
			self::price_label(),
			$product ? (string) $product->get_meta( self::META_PRICE, true, 'edit' ) : '',
			__( 'Cena dla zatwierdzonych klientów profesjonalnych (gabinetów). Puste = klient profesjonalny widzi cenę regularną.', 'cosmetics-storefront' )
		);
		self::text_input(
			self::META_SALE,
			self::META_SALE,
			self::sale_label(),
			$product ? (string) $product->get_meta( self::META_SALE, true, 'edit' ) : '',
			__( 'Nie wyższa niż cena profesjonalna. Puste = brak promocji dla klientów profesjonalnych.', 'cosmetics-storefront' )
		);
		if ( $product ) {
			self::schedule_fields( $product, self::META_SCHEDULE, self::META_FROM, self::META_TO, self::META_SCHEDULE );
		}
	}

	/**
	 * "Termin promocji profesjonalnej": WooCommerce's sale dates or own dates (two day inputs, shown
	 * for own dates), and a line saying when the stored professional sale is on.
	 */
	private static function schedule_fields( \WC_Product $product, string $mode_name, string $from_name, string $to_name, string $id, string $wrapper_class = '' ): void {
		$mode   = ProductPrices::professional_sale_mode( $product );
		$from   = (string) $product->get_meta( self::META_FROM, true, 'edit' );
		$to     = (string) $product->get_meta( self::META_TO, true, 'edit' );
		$day    = static fn( string $time ): string => ctype_digit( $time ) && (int) $time > 0 ? wp_date( 'Y-m-d', (int) $time ) : '';
		$status = self::schedule_status( $product );
		printf(
			'<div class="cosmetics-professional-schedule %1$s" data-mode="%2$s">'
			. '<p class="form-field"><label for="%3$s">%4$s</label><select id="%3$s" name="%5$s" class="cosmetics-professional-schedule-mode" aria-describedby="%3$s-status">'
			. '<option value="%6$s"%7$s>%8$s</option><option value="%9$s"%10$s>%11$s</option></select></p>'
			. '<p class="form-field cosmetics-professional-schedule-dates"><label for="%3$s-from">%12$s</label><input type="date" id="%3$s-from" name="%13$s" value="%14$s" class="short"></p>'
			. '<p class="form-field cosmetics-professional-schedule-dates"><label for="%3$s-to">%15$s</label><input type="date" id="%3$s-to" name="%16$s" value="%17$s" class="short"></p>'
			. '<p class="form-field cosmetics-professional-schedule-status" id="%3$s-status"><span class="description">%18$s</span></p>'
			. '</div>',
			esc_attr( $wrapper_class ),
			esc_attr( $mode ),
			esc_attr( $id ),
			esc_html__( 'Termin promocji profesjonalnej', 'cosmetics-storefront' ),
			esc_attr( $mode_name ),
			esc_attr( SaleSchedule::FOLLOW_WOOCOMMERCE ),
			selected( $mode, SaleSchedule::FOLLOW_WOOCOMMERCE, false ),
			esc_html__( 'Jak promocja WooCommerce (jej daty)', 'cosmetics-storefront' ),
			esc_attr( SaleSchedule::OWN ),
			selected( $mode, SaleSchedule::OWN, false ),
			esc_html__( 'Własne daty', 'cosmetics-storefront' ),
			esc_html__( 'Promocja profesjonalna od', 'cosmetics-storefront' ),
			esc_attr( $from_name ),
			esc_attr( $day( $from ) ),
			esc_html__( 'Promocja profesjonalna do', 'cosmetics-storefront' ),
			esc_attr( $to_name ),
			esc_attr( $day( $to ) ),
			esc_html( $status )
		);
	}

	/** When the stored professional sale price is on, in words (the editor's status line). */
	public static function schedule_status( \WC_Product $product, ?int $now = null ): string {
		$sale  = (string) $product->get_meta( self::META_SALE, true, 'edit' );
		$price = (string) $product->get_meta( self::META_PRICE, true, 'edit' );
		if ( '' === $sale || '' === $price ) {
			return __( 'Brak promocyjnej ceny profesjonalnej.', 'cosmetics-storefront' );
		}
		$now               = $now ?? time();
		$own               = SaleSchedule::OWN === ProductPrices::professional_sale_mode( $product );
		list( $from, $to ) = ProductPrices::professional_sale_window( $product );
		$source            = $own ? __( 'własne daty', 'cosmetics-storefront' ) : __( 'daty promocji WooCommerce', 'cosmetics-storefront' );
		$date              = static fn( int $time ): string => wp_date( 'd.m.Y', $time );
		if ( null === $from && null === $to ) {
			/* translators: %s: where the dates come from */
			return sprintf( __( 'Promocja profesjonalna obowiązuje bez terminu (%s: brak dat).', 'cosmetics-storefront' ), $source );
		}
		$range = ( null !== $from ? $date( $from ) : '…' ) . ' – ' . ( null !== $to ? $date( $to ) : '…' );
		if ( SaleSchedule::has_ended( $from, $to, $now ) ) {
			/* translators: 1: date range, 2: where the dates come from */
			return sprintf( __( 'Promocja profesjonalna zakończona: %1$s (%2$s).', 'cosmetics-storefront' ), $range, $source );
		}
		if ( SaleSchedule::is_active( $from, $to, $now ) ) {
			/* translators: 1: date range, 2: where the dates come from */
			return sprintf( __( 'Promocja profesjonalna obowiązuje teraz: %1$s (%2$s).', 'cosmetics-storefront' ), $range, $source );
		}
		/* translators: 1: date range, 2: where the dates come from */
		return sprintf( __( 'Promocja profesjonalna zaplanowana: %1$s (%2$s). Do tego czasu klienci profesjonalni płacą cenę profesjonalną.', 'cosmetics-storefront' ), $range, $source );
	}

	/** woocommerce_admin_process_product_object: WooCommerce saves the object right after. */
	public static function save_simple( $product ): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- WooCommerce verified its meta-box nonce before this hook.
		if ( ! $product instanceof \WC_Product || ! $product->is_type( self::SIMPLE_TYPES ) || ! isset( $_POST[ self::META_PRICE ] ) ) {
			return;
		}
		$result = self::apply(
			$product,
			wp_unslash( $_POST[ self::META_PRICE ] ), // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- validated by apply().
			isset( $_POST[ self::META_SALE ] ) ? wp_unslash( $_POST[ self::META_SALE ] ) : '', // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- validated by apply().
			isset( $_POST[ self::META_SCHEDULE ] ) ? array( wp_unslash( $_POST[ self::META_SCHEDULE ] ), wp_unslash( $_POST[ self::META_FROM ] ?? '' ), wp_unslash( $_POST[ self::META_TO ] ?? '' ) ) : null // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- validated by apply().
		);
		// phpcs:enable WordPress.Security.NonceVerification.Missing
		if ( is_wp_error( $result ) ) {
			self::report( $result );
		}
	}

	// ----------------------------------------------------------------------------------------------
	// Hooks: variations.

	/**
	 * @param int      $loop           Index of the variation in the panel.
	 * @param array    $variation_data Unused.
	 * @param \WP_Post $variation      The variation's post.
	 */
	public static function render_variation_fields( $loop, $variation_data, $variation ): void {
		$loop     = (int) $loop;
		$id       = $variation instanceof \WP_Post ? (int) $variation->ID : 0;
		$price    = $id ? (string) get_post_meta( $id, self::META_PRICE, true ) : '';
		$sale     = $id ? (string) get_post_meta( $id, self::META_SALE, true ) : '';
		$wrappers = array( 'form-row form-row-first', 'form-row form-row-last' );
		self::text_input( "variable_professional_price{$loop}", "variable_professional_price[{$loop}]", self::price_label(), $price, '', $wrappers[0] );
		self::text_input( "variable_professional_sale_price{$loop}", "variable_professional_sale_price[{$loop}]", self::sale_label(), $sale, '', $wrappers[1] );
		$product = $id ? wc_get_product( $id ) : null;
		if ( $product instanceof \WC_Product ) {
			self::schedule_fields( $product, "variable_professional_sale_schedule[{$loop}]", "variable_professional_sale_price_dates_from[{$loop}]", "variable_professional_sale_price_dates_to[{$loop}]", "variable_professional_sale_schedule{$loop}", 'form-row form-row-full' );
		}
	}

	/**
	 * woocommerce_admin_process_variation_object: WooCommerce saves the variation right after.
	 *
	 * @param \WC_Product_Variation $variation
	 * @param int                   $i Index of the variation in the posted arrays.
	 */
	public static function save_variation( $variation, $i ): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- WooCommerce verified the save-variations nonce; apply() validates.
		$i = (int) $i;
		if ( ! $variation instanceof \WC_Product || ! isset( $_POST['variable_professional_price'] ) || ! is_array( $_POST['variable_professional_price'] ) || ! array_key_exists( $i, $_POST['variable_professional_price'] ) ) {
			return;
		}
		$sales  = isset( $_POST['variable_professional_sale_price'] ) && is_array( $_POST['variable_professional_sale_price'] ) ? wp_unslash( $_POST['variable_professional_sale_price'] ) : array();
		$column   = static fn( string $name ) => isset( $_POST[ $name ] ) && is_array( $_POST[ $name ] ) ? wp_unslash( $_POST[ $name ] ) : array();
		$modes    = $column( 'variable_professional_sale_schedule' );
		$schedule = array_key_exists( $i, $modes ) ? array( $modes[ $i ], $column( 'variable_professional_sale_price_dates_from' )[ $i ] ?? '', $column( 'variable_professional_sale_price_dates_to' )[ $i ] ?? '' ) : null;
		$result   = self::apply( $variation, wp_unslash( $_POST['variable_professional_price'][ $i ] ), $sales[ $i ] ?? '', $schedule );
		// phpcs:enable
		if ( is_wp_error( $result ) ) {
			self::report( $result );
		}
	}

	// ----------------------------------------------------------------------------------------------
	// Rendering.

	public static function price_label(): string {
		/* translators: %s: currency symbol (zł). */
		return sprintf( __( 'Cena profesjonalna (%s)', 'cosmetics-storefront' ), self::currency_symbol() );
	}

	public static function sale_label(): string {
		/* translators: %s: currency symbol (zł). */
		return sprintf( __( 'Promocyjna cena profesjonalna (%s)', 'cosmetics-storefront' ), self::currency_symbol() );
	}

	private static function currency_symbol(): string {
		return html_entity_decode( get_woocommerce_currency_symbol(), ENT_QUOTES, 'UTF-8' );
	}

	private static function text_input( string $id, string $name, string $label, string $value, string $description = '', string $wrapper_class = '' ): void {
		woocommerce_wp_text_input(
			array(
				'id'            => $id,
				'name'          => $name,
				'label'         => $label,
				'value'         => '' === $value ? '' : wc_format_localized_price( $value ),
				'data_type'     => 'price',
				'class'         => 'short cosmetics-professional-price',
				'wrapper_class' => $wrapper_class,
				'description'   => $description,
				'desc_tip'      => '' !== $description,
			)
		);
	}

	/** The small admin script (no build step): client-side sale ≤ price check and quick edit. */
	public static function enqueue( string $hook_suffix = '' ): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || 'product' !== $screen->post_type || ! in_array( $screen->base, array( 'post', 'edit' ), true ) ) {
			return;
		}
		wp_enqueue_script(
			'cosmetics-storefront-product-prices',
			\CosmeticsStorefront\Platform\PluginInfo::url( 'assets/admin/product-prices.js' ),
			array( 'jquery' ),
			\CosmeticsStorefront\Platform\PluginInfo::VERSION,
			true
		);
		wp_localize_script(
			'cosmetics-storefront-product-prices',
			'cosmeticsProductPrices',
			array(
				'decimalPoint' => wc_get_price_decimal_separator(),
				'currency'     => self::currency_symbol(),
				'messages'     => array(
					'invalidPrice'      => __( 'Cena profesjonalna musi być liczbą nieujemną, np. 49,99.', 'cosmetics-storefront' ),
					'invalidSale'       => __( 'Promocyjna cena profesjonalna musi być liczbą nieujemną, np. 39,99.', 'cosmetics-storefront' ),
					'saleWithoutPrice'  => __( 'Promocyjna cena profesjonalna wymaga ceny profesjonalnej.', 'cosmetics-storefront' ),
					'saleAbovePrice'    => __( 'Promocyjna cena profesjonalna nie może być wyższa niż cena profesjonalna.', 'cosmetics-storefront' ),
					/* translators: 1: professional price, 2: regular price */
					'notBelowRegular'   => __( 'Cena profesjonalna (%1$s) nie jest niższa niż cena regularna (%2$s): klienci profesjonalni zapłacą tyle samo lub więcej niż pozostali.', 'cosmetics-storefront' ),
					'confirmNotBelow'   => __( 'Cena profesjonalna nie jest niższa niż cena regularna:', 'cosmetics-storefront' ),
					'confirmSaveAnyway' => __( 'Zapisać mimo to?', 'cosmetics-storefront' ),
					'thisProduct'       => __( 'Produkt', 'cosmetics-storefront' ),
					/* translators: %d: variation number */
					'variation'         => __( 'Wariant %d', 'cosmetics-storefront' ),
					'enterPrice'        => __( 'Wpisz cenę profesjonalną, np. 49,99 (puste = usuń cenę profesjonalną):', 'cosmetics-storefront' ),
					'enterSale'         => __( 'Wpisz promocyjną cenę profesjonalną, np. 39,99 (puste = usuń promocję profesjonalną):', 'cosmetics-storefront' ),
					'enterChange'       => __( 'Wpisz zmianę: kwotę lub procent ze znakiem, np. +5, -2,50, +10% albo -15%:', 'cosmetics-storefront' ),
					'invalidChange'     => __( 'Nie rozumiem tej zmiany. Wpisz kwotę lub procent ze znakiem, np. +5, -2,50, +10% albo -15%.', 'cosmetics-storefront' ),
					'invalidValue'      => __( 'Wpisz cenę jako liczbę nieujemną, np. 49,99.', 'cosmetics-storefront' ),
				),
			)
		);
		// The products list column: WooCommerce's list table is fixed-layout, a column without a width
		// gets none left at 1440 px.
		wp_register_style( 'cosmetics-storefront-product-prices', false, array(), \CosmeticsStorefront\Platform\PluginInfo::VERSION );
		wp_enqueue_style( 'cosmetics-storefront-product-prices' );
		wp_add_inline_style(
			'cosmetics-storefront-product-prices',
			'table.wp-list-table .column-cosmetics_professional_price{width:11ch;white-space:normal}'
			. 'table.wp-list-table .column-cosmetics_professional_price del{opacity:.6;display:block}'
			. 'table.wp-list-table .column-cosmetics_professional_price ins{text-decoration:none;display:block}'
			. '.cosmetics-professional-schedule[data-mode="woocommerce"] .cosmetics-professional-schedule-dates{display:none}'
			. '.cosmetics-professional-warning{color:#8a6116;margin:4px 0 0}.woocommerce_options_panel p.cosmetics-professional-warning{padding-left:162px}'
			. '.cosmetics-professional-bulk-edit .change-input{display:inline-block;margin-left:4px}'
		);
	}
}
