<?php
/**
 * Shop staff: professional price fields on the product edit screen (simple products and variations),
 * the products list column and quick edit, the price-history box. Saved through the product object
 * with WooCommerce's own admin hooks; invalid input changes nothing and is reported as WooCommerce
 * reports its own errors.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\WooCommerce;

use CosmeticsStorefront\Pricing\Admin\PriceHistoryBox;
use CosmeticsStorefront\Pricing\Admin\ProductPriceColumn;
use CosmeticsStorefront\Pricing\Admin\ProductPriceFields;
use CosmeticsStorefront\Tests\WooCommerceTestCase;

// phpcs:disable WordPress.Security.NonceVerification

final class ProductPriceFieldsTest extends WooCommerceTestCase {

	protected function setUp(): void {
		parent::setUp();
		update_option( 'woocommerce_currency', 'PLN' );
		update_option( 'woocommerce_price_decimal_sep', ',' );
		update_option( 'woocommerce_price_thousand_sep', ' ' );
		update_option( 'woocommerce_currency_pos', 'right_space' );
		require_once WC_ABSPATH . 'includes/admin/wc-meta-box-functions.php'; // As on wp-admin's product screens.
		ProductPriceFields::hooks();
		ProductPriceColumn::hooks();
		\WC_Admin_Meta_Boxes::$meta_box_errors = array();
	}

	protected function tearDown(): void {
		\WC_Admin_Meta_Boxes::$meta_box_errors = array();
		parent::tearDown();
	}

	// ----------------------------------------------------------------------------------------------
	// The rule.

	/** @return array<string,array{mixed,string}> */
	public static function validPrices(): array {
		return array(
			'comma'          => array( '12,50', '12.50' ),
			'point'          => array( '12.5', '12.5' ),
			'integer'        => array( '120', '120' ),
			'zero'           => array( '0', '0' ),
			'spaces around'  => array( '  49,99 ', '49.99' ),
			'empty = none'   => array( '', '' ),
			'null = none'    => array( null, '' ),
			'a number given' => array( 7, '7' ),
		);
	}

	/** @dataProvider validPrices */
	public function test_a_non_negative_decimal_is_accepted_with_a_comma_or_a_point( $input, string $stored ): void {
		$this->assertSame( $stored, ProductPriceFields::parse_price( $input ) );
	}

	/** @return array<string,array{mixed}> */
	public static function invalidPrices(): array {
		return array(
			'negative'          => array( '-5' ),
			'text'              => array( 'abc' ),
			'currency'          => array( '12,50 zł' ),
			'two separators'    => array( '1,234.50' ),
			'thousands space'   => array( '1 234,50' ),
			'exponent'          => array( '1e3' ),
			'hex'               => array( '0x1A' ),
			'array'             => array( array( '12' ) ),
			'boolean'           => array( true ),
			'script'            => array( '<script>1</script>' ),
			'too many digits'   => array( '12345678901' ),
			'separator only'    => array( ',' ),
		);
	}

	/** @dataProvider invalidPrices */
	public function test_anything_else_is_invalid( $input ): void {
		$this->assertNull( ProductPriceFields::parse_price( $input ) );
		$this->assertInstanceOf( \WP_Error::class, ProductPriceFields::validate( $input, '' ) );
		$this->assertInstanceOf( \WP_Error::class, ProductPriceFields::validate( '100', $input ) );
	}

	public function test_the_sale_price_may_not_exceed_the_professional_price(): void {
		$this->assertSame( array( 'price' => '40', 'sale' => '35.50' ), ProductPriceFields::validate( '40', '35,50' ) );
		$this->assertSame( array( 'price' => '40', 'sale' => '40' ), ProductPriceFields::validate( '40', '40' ), 'Equal is allowed.' );
		$above = ProductPriceFields::validate( '40', '40,01' );
		$this->assertInstanceOf( \WP_Error::class, $above );
		$this->assertSame( 'professional_sale_above_price', $above->get_error_code() );
		$this->assertSame( 'Promocyjna cena profesjonalna nie może być wyższa niż cena profesjonalna.', $above->get_error_message() );
	}

	public function test_a_sale_price_needs_a_professional_price(): void {
		$error = ProductPriceFields::validate( '', '20' );
		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertSame( 'professional_sale_without_price', $error->get_error_code() );
		$this->assertSame( array( 'price' => '', 'sale' => '' ), ProductPriceFields::validate( '', '' ) );
	}

	// ----------------------------------------------------------------------------------------------
	// Simple products: WooCommerce's meta-box save (woocommerce_admin_process_product_object, then save()).

	public function test_saving_a_simple_product_stores_both_prices_through_the_product_object(): void {
		$product = $this->simpleProduct();
		$before  = did_action( 'woocommerce_update_product' );

		$this->submitProductForm( $product, array( '_professional_price' => '89,90', '_professional_sale_price' => '79,5' ) );

		$this->assertSame( '89.90', get_post_meta( $product->get_id(), '_professional_price', true ) );
		$this->assertSame( '79.5', get_post_meta( $product->get_id(), '_professional_sale_price', true ) );
		$this->assertGreaterThan( $before, did_action( 'woocommerce_update_product' ), "WooCommerce's save hooks ran." );
		$this->assertSame( array(), \WC_Admin_Meta_Boxes::$meta_box_errors );
	}

	public function test_emptied_fields_remove_the_prices(): void {
		$product = $this->simpleProduct( '60', '50' );
		$this->submitProductForm( $product, array( '_professional_price' => '', '_professional_sale_price' => '' ) );
		$this->assertSame( '', wc_get_product( $product->get_id() )->get_meta( '_professional_price' ) );
		$this->assertFalse( metadata_exists( 'post', $product->get_id(), '_professional_sale_price' ) );
	}

	/** @return array<string,array{string,string,string}> */
	public static function invalidForms(): array {
		return array(
			'negative price'      => array( '-10', '', 'Cena profesjonalna musi być liczbą nieujemną, np. 49,99.' ),
			'text sale price'     => array( '50', 'tanio', 'Promocyjna cena profesjonalna musi być liczbą nieujemną, np. 39,99.' ),
			'sale above price'    => array( '50', '55', 'Promocyjna cena profesjonalna nie może być wyższa niż cena profesjonalna.' ),
			'sale without price'  => array( '', '30', 'Promocyjna cena profesjonalna wymaga ceny profesjonalnej.' ),
		);
	}

	/** @dataProvider invalidForms */
	public function test_invalid_input_changes_nothing_and_staff_see_why( string $price, string $sale, string $message ): void {
		$product = $this->simpleProduct( '60', '50' );

		$this->submitProductForm( $product, array( '_professional_price' => $price, '_professional_sale_price' => $sale ) );

		$this->assertSame( '60', get_post_meta( $product->get_id(), '_professional_price', true ) );
		$this->assertSame( '50', get_post_meta( $product->get_id(), '_professional_sale_price', true ) );
		$this->assertCount( 1, \WC_Admin_Meta_Boxes::$meta_box_errors );
		$this->assertSame(
			esc_html( 'Produkt „Serum z witaminą C” (#' . $product->get_id() . '): ' . $message . ' Ceny profesjonalne nie zostały zmienione.' ),
			\WC_Admin_Meta_Boxes::$meta_box_errors[0]
		);
	}

	public function test_the_same_price_typed_differently_is_not_rewritten(): void {
		$product = $this->simpleProduct( '79', '' );
		$writes  = 0;
		add_action(
			'updated_post_meta',
			static function ( $meta_id, $object_id, $key ) use ( &$writes ) {
				$writes += '_professional_price' === $key ? 1 : 0;
			},
			10,
			3
		);
		$this->submitProductForm( $product, array( '_professional_price' => '79,00', '_professional_sale_price' => '' ) );
		$this->assertSame( 0, $writes );
		$this->assertSame( '79', get_post_meta( $product->get_id(), '_professional_price', true ) );
	}

	public function test_a_form_without_the_fields_leaves_the_prices_alone(): void {
		$product = $this->simpleProduct( '60', '50' );
		$this->submitProductForm( $product, array() );
		$this->assertSame( '60', get_post_meta( $product->get_id(), '_professional_price', true ) );
		$this->assertSame( '50', get_post_meta( $product->get_id(), '_professional_sale_price', true ) );
	}

	public function test_the_hidden_general_tab_fields_of_a_variable_product_are_ignored(): void {
		$product = new \WC_Product_Variable();
		$product->set_name( 'Zestaw' );
		$product->save();
		$this->submitProductForm( $product, array( '_professional_price' => '10', '_professional_sale_price' => '' ) );
		$this->assertFalse( metadata_exists( 'post', $product->get_id(), '_professional_price' ) );
	}

	public function test_the_general_tab_shows_both_fields_with_the_stored_values_localised(): void {
		global $product_object;
		$product_object = $this->simpleProduct( '89.9', '' );
		ob_start();
		do_action( 'woocommerce_product_options_pricing' );
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( '<label for="_professional_price">Cena profesjonalna (zł)</label>', $html );
		$this->assertStringContainsString( '<label for="_professional_sale_price">Promocyjna cena profesjonalna (zł)</label>', $html );
		$this->assertMatchesRegularExpression( '/name="_professional_price"[^>]*value="89,9"/', $html );
		$this->assertStringContainsString( 'wc_input_price', $html, "WooCommerce's price-input class (its decimal check)." );
		$product_object = null;
	}

	// ----------------------------------------------------------------------------------------------
	// Variations: WooCommerce's save_variations (woocommerce_admin_process_variation_object, then save()).

	public function test_each_variation_saves_its_own_professional_prices(): void {
		[ $first, $second ] = $this->variations();
		$_POST = array(
			'variable_professional_price'      => array( 0 => '30,00', 1 => '45' ),
			'variable_professional_sale_price' => array( 0 => '25', 1 => '' ),
		);
		foreach ( array( $first, $second ) as $i => $variation ) {
			do_action( 'woocommerce_admin_process_variation_object', $variation, $i );
			$variation->save();
		}

		$this->assertSame( '30.00', get_post_meta( $first->get_id(), '_professional_price', true ) );
		$this->assertSame( '25', get_post_meta( $first->get_id(), '_professional_sale_price', true ) );
		$this->assertSame( '45', get_post_meta( $second->get_id(), '_professional_price', true ) );
		$this->assertFalse( metadata_exists( 'post', $second->get_id(), '_professional_sale_price' ) );
	}

	public function test_an_invalid_variation_is_not_saved_and_reported_by_its_id(): void {
		[ $first, $second ] = $this->variations();
		update_post_meta( $second->get_id(), '_professional_price', '40' );
		$_POST = array(
			'variable_professional_price'      => array( 0 => '30', 1 => '40' ),
			'variable_professional_sale_price' => array( 0 => '', 1 => '41' ),
		);
		foreach ( array( $first, $second ) as $i => $variation ) {
			do_action( 'woocommerce_admin_process_variation_object', $variation, $i );
			$variation->save();
		}

		$this->assertSame( '30', get_post_meta( $first->get_id(), '_professional_price', true ) );
		$this->assertFalse( metadata_exists( 'post', $second->get_id(), '_professional_sale_price' ) );
		$this->assertCount( 1, \WC_Admin_Meta_Boxes::$meta_box_errors );
		$this->assertStringStartsWith( 'Wariant #' . $second->get_id() . ' produktu', \WC_Admin_Meta_Boxes::$meta_box_errors[0] );
	}

	public function test_the_variation_panel_shows_both_fields(): void {
		[ $first ] = $this->variations();
		update_post_meta( $first->get_id(), '_professional_price', '12.5' );
		ob_start();
		do_action( 'woocommerce_variation_options_pricing', 3, array(), get_post( $first->get_id() ) );
		$html = (string) ob_get_clean();
		$this->assertMatchesRegularExpression( '/name="variable_professional_price\[3\]"[^>]*value="12,5"/', $html );
		$this->assertStringContainsString( 'name="variable_professional_sale_price[3]"', $html );
		$this->assertStringContainsString( 'Promocyjna cena profesjonalna (zł)', $html );
	}

	// ----------------------------------------------------------------------------------------------
	// Products list and quick edit.

	public function test_the_products_list_has_a_professional_price_column_after_the_price(): void {
		$columns = apply_filters( 'manage_edit-product_columns', array( 'cb' => '', 'name' => 'Nazwa', 'price' => 'Cena', 'date' => 'Data' ) );
		$this->assertSame( array( 'cb', 'name', 'price', 'cosmetics_professional_price', 'date' ), array_keys( $columns ) );
		$this->assertSame( 'Cena profesjonalna', $columns['cosmetics_professional_price'] );
	}

	public function test_the_column_shows_the_prices_and_carries_them_for_quick_edit(): void {
		$product = $this->simpleProduct( '60', '49.5' );
		ob_start();
		do_action( 'manage_product_posts_custom_column', 'cosmetics_professional_price', $product->get_id() );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<del aria-hidden="true">' . wc_price( '60' ) . '</del>', $html );
		$this->assertStringContainsString( '<ins>' . wc_price( '49.5' ) . '</ins>', $html );
		$this->assertStringContainsString( 'data-price="60" data-sale="49,5"', $html );

		$none = $this->simpleProduct();
		$this->assertStringStartsWith( '<span class="na">&ndash;</span>', ProductPriceColumn::cell_html( $none ) );
	}

	public function test_the_column_shows_a_variable_products_range(): void {
		[ $first, $second ] = $this->variations();
		update_post_meta( $first->get_id(), '_professional_price', '30' );
		update_post_meta( $first->get_id(), '_professional_sale_price', '20' );
		update_post_meta( $second->get_id(), '_professional_price', '45' );
		$html = ProductPriceColumn::cell_html( wc_get_product( $first->get_parent_id() ) );
		$this->assertSame( wc_format_price_range( 20, 45 ), $html );
	}

	public function test_quick_edit_saves_valid_prices_of_a_simple_product(): void {
		$product = $this->simpleProduct( '60', '' );
		$_POST   = array( '_professional_price' => '58,00', '_professional_sale_price' => '55' );
		do_action( 'woocommerce_product_quick_edit_save', $product );
		$this->assertSame( '58.00', get_post_meta( $product->get_id(), '_professional_price', true ) );
		$this->assertSame( '55', get_post_meta( $product->get_id(), '_professional_sale_price', true ) );
	}

	public function test_quick_edit_does_not_save_invalid_prices(): void {
		$product = $this->simpleProduct( '60', '' );
		$_POST   = array( '_professional_price' => '58', '_professional_sale_price' => '70' );
		do_action( 'woocommerce_product_quick_edit_save', $product );
		$this->assertSame( '60', get_post_meta( $product->get_id(), '_professional_price', true ) );
		$this->assertFalse( metadata_exists( 'post', $product->get_id(), '_professional_sale_price' ) );
		$this->assertCount( 1, \WC_Admin_Meta_Boxes::$meta_box_errors );
	}

	public function test_quick_edit_offers_both_inputs(): void {
		ob_start();
		do_action( 'woocommerce_product_quick_edit_end' );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'name="_professional_price"', $html );
		$this->assertStringContainsString( 'name="_professional_sale_price"', $html );
		$this->assertStringContainsString( 'aria-label="Promocyjna cena profesjonalna (zł)"', $html );
	}

	// ----------------------------------------------------------------------------------------------
	// Price history box.

	public function test_the_price_history_box_shows_both_tiers_and_the_omnibus_price(): void {
		$product = $this->simpleProduct( '60', '' );
		$html    = PriceHistoryBox::html( $product->get_id() );
		if ( ! PriceHistoryBox::available() ) {
			$this->assertStringContainsString( 'Historia cen jest niedostępna', $html );
			return;
		}
		$this->assertStringContainsString( 'Klienci indywidualni', $html );
		$this->assertStringContainsString( 'Klienci profesjonalni', $html );
		$this->assertStringContainsString( 'Najniższa cena z 30 dni', $html );
	}

	public function test_the_price_history_box_of_a_new_product_waits_for_the_first_save(): void {
		$this->assertStringContainsString( 'po pierwszym zapisaniu', PriceHistoryBox::html( 0 ) );
	}

	// ----------------------------------------------------------------------------------------------

	private function simpleProduct( string $professional = '', string $professional_sale = '' ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Serum z witaminą C' );
		$product->set_status( 'publish' );
		$product->set_regular_price( '99.00' );
		if ( '' !== $professional ) {
			$product->update_meta_data( '_professional_price', $professional );
		}
		if ( '' !== $professional_sale ) {
			$product->update_meta_data( '_professional_sale_price', $professional_sale );
		}
		$product->save();
		return $product;
	}

	/** @return \WC_Product_Variation[] two variations of a new variable product */
	private function variations(): array {
		$parent = new \WC_Product_Variable();
		$parent->set_name( 'Krem' );
		$attribute = new \WC_Product_Attribute();
		$attribute->set_name( 'Pojemność' );
		$attribute->set_options( array( '50 ml', '100 ml' ) );
		$attribute->set_variation( true );
		$parent->set_attributes( array( $attribute ) );
		$parent->save();
		$out = array();
		foreach ( array( '50 ml', '100 ml' ) as $size ) {
			$variation = new \WC_Product_Variation();
			$variation->set_parent_id( $parent->get_id() );
			$variation->set_attributes( array( 'pojemnosc' => $size ) );
			$variation->set_regular_price( '50' );
			$variation->save();
			$out[] = $variation;
		}
		return $out;
	}

	/** What WC_Meta_Box_Product_Data::save() does with the posted form, after its nonce check. */
	private function submitProductForm( \WC_Product $product, array $post ): void {
		$_POST   = $post;
		$product = wc_get_product( $product->get_id() );
		do_action( 'woocommerce_admin_process_product_object', $product );
		$product->save();
	}
}
