<?php
/**
 * Product edit screen: "Cena profesjonalna" and "Promocyjna cena profesjonalna" beside WooCommerce's
 * prices (General tab of simple and external products, and every variation's panel).
 *
 * Stored as `_professional_price` / `_professional_sale_price` (decimal strings like WooCommerce's
 * prices; no meta = none) through the product object, so WooCommerce's save hooks fire. Input is
 * validated as a pair: a non-negative decimal ("12,50" or "12.50"), the sale price not above the
 * professional price and only with one. When anything is wrong neither value changes and staff see
 * the error the way WooCommerce reports its own (WC_Admin_Meta_Boxes::add_error).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Admin;

defined( 'ABSPATH' ) || exit;

final class ProductPriceFields {

	public const META_PRICE = '_professional_price';
	public const META_SALE  = '_professional_sale_price';

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

	// ----------------------------------------------------------------------------------------------
	// Applying to a product.

	/**
	 * Validates the pair and sets it on the product object (the caller saves it). On invalid input
	 * nothing changes and the error, naming the product, is returned.
	 *
	 * @param mixed $price_input
	 * @param mixed $sale_input
	 * @return true|\WP_Error
	 */
	public static function apply( \WC_Product $product, $price_input, $sale_input ) {
		$valid = self::validate( $price_input, $sale_input );
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
		return true;
	}

	private static function set_meta( \WC_Product $product, string $key, string $value ): void {
		$stored = (string) $product->get_meta( $key, true, 'edit' );
		if ( '' === $value ) {
			if ( '' !== $stored ) {
				$product->delete_meta_data( $key );
			}
		} elseif ( ! is_numeric( $stored ) || (float) $stored !== (float) $value ) {
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
			isset( $_POST[ self::META_SALE ] ) ? wp_unslash( $_POST[ self::META_SALE ] ) : '' // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- validated by apply().
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
		$result = self::apply( $variation, wp_unslash( $_POST['variable_professional_price'][ $i ] ), $sales[ $i ] ?? '' );
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
			\CosmeticsStorefront\Plugin::url( 'assets/admin/product-prices.js' ),
			array( 'jquery' ),
			\CosmeticsStorefront\Plugin::VERSION,
			true
		);
		wp_localize_script(
			'cosmetics-storefront-product-prices',
			'cosmeticsProductPrices',
			array(
				'decimalPoint' => wc_get_price_decimal_separator(),
				'messages'     => array(
					'invalidPrice'     => __( 'Cena profesjonalna musi być liczbą nieujemną, np. 49,99.', 'cosmetics-storefront' ),
					'invalidSale'      => __( 'Promocyjna cena profesjonalna musi być liczbą nieujemną, np. 39,99.', 'cosmetics-storefront' ),
					'saleWithoutPrice' => __( 'Promocyjna cena profesjonalna wymaga ceny profesjonalnej.', 'cosmetics-storefront' ),
					'saleAbovePrice'   => __( 'Promocyjna cena profesjonalna nie może być wyższa niż cena profesjonalna.', 'cosmetics-storefront' ),
				),
			)
		);
		wp_add_inline_style( 'woocommerce_admin_styles', '.column-cosmetics_professional_price{width:11ch}.column-cosmetics_professional_price del{opacity:.6}' );
	}
}
