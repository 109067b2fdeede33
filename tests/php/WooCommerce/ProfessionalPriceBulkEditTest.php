<?php
/**
 * Bulk edit (products list) and the variations' bulk actions set professional prices: a value, or a
 * change by an amount or a percentage; invalid results change nothing and are reported.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\WooCommerce;

use CosmeticsStorefront\Pricing\Admin\ProfessionalPriceBulkEdit;

// phpcs:disable WordPress.Security.NonceVerification

final class ProfessionalPriceBulkEditTest extends PricingTestCase {

	protected function setUp(): void {
		parent::setUp();
		require_once WC_ABSPATH . 'includes/admin/wc-meta-box-functions.php';
		ProfessionalPriceBulkEdit::hooks();
		\WC_Admin_Meta_Boxes::$meta_box_errors = array();
	}

	protected function tearDown(): void {
		\WC_Admin_Meta_Boxes::$meta_box_errors = array();
		$_REQUEST = array();
		parent::tearDown();
	}

	private function bulk( \WC_Product $product, array $request ): void {
		$_REQUEST = $request;
		do_action( 'woocommerce_product_bulk_edit_save', wc_get_product( $product->get_id() ) );
	}

	private function pro( int $id ): array {
		$product = wc_get_product( $id );
		return array( (string) $product->get_meta( '_professional_price' ), (string) $product->get_meta( '_professional_sale_price' ) );
	}

	public function test_bulk_edit_sets_a_value_and_changes_by_percent(): void {
		$a = $this->simple( '100', '', '80', '' );
		$b = $this->simple( '50', '', '', '' );
		foreach ( array( $a, $b ) as $product ) {
			$this->bulk( $product, array( 'cosmetics_bulk_professional_price' => 'set', 'cosmetics_bulk_professional_price_value' => '69,90' ) );
		}
		$this->assertSame( array( '69.9', '' ), $this->pro( $a->get_id() ) );
		$this->assertSame( array( '69.9', '' ), $this->pro( $b->get_id() ) );

		$this->bulk( $a, array( 'cosmetics_bulk_professional_price' => 'decrease', 'cosmetics_bulk_professional_price_value' => '10%', 'cosmetics_bulk_professional_sale_price' => 'set', 'cosmetics_bulk_professional_sale_price_value' => '55' ) );
		$this->assertSame( array( '62.91', '55' ), $this->pro( $a->get_id() ) );
		$this->bulk( $a, array( 'cosmetics_bulk_professional_sale_price' => 'increase', 'cosmetics_bulk_professional_sale_price_value' => '2,50' ) );
		$this->assertSame( array( '62.91', '57.5' ), $this->pro( $a->get_id() ) );
		$this->bulk( $a, array( 'cosmetics_bulk_professional_sale_price' => 'clear' ) );
		$this->assertSame( array( '62.91', '' ), $this->pro( $a->get_id() ) );
		$this->assertSame( array(), \WC_Admin_Meta_Boxes::$meta_box_errors );

		// The professional price history follows the bulk change.
		$rows = $this->history( $a->get_id(), 'professional' );
		$this->assertSame( '62.9100', end( $rows )[2] );
	}

	public function test_bulk_edit_without_a_choice_changes_nothing(): void {
		$a = $this->simple( '100', '', '80', '70' );
		$this->bulk( $a, array( 'cosmetics_bulk_professional_price' => '', 'cosmetics_bulk_professional_price_value' => '1' ) );
		$this->assertSame( array( '80', '70' ), $this->pro( $a->get_id() ) );
	}

	/** @return array<string,array{array<string,string>,string}> */
	public static function refused(): array {
		return array(
			'letters'                 => array( array( 'cosmetics_bulk_professional_price' => 'set', 'cosmetics_bulk_professional_price_value' => 'tanio' ), 'nie można zastosować tej zmiany ceny profesjonalnej' ),
			'empty value to set'      => array( array( 'cosmetics_bulk_professional_price' => 'set', 'cosmetics_bulk_professional_price_value' => '' ), 'nie można zastosować tej zmiany ceny profesjonalnej' ),
			'a sign in a set value'   => array( array( 'cosmetics_bulk_professional_price' => 'set', 'cosmetics_bulk_professional_price_value' => '-5' ), 'nie można zastosować tej zmiany ceny profesjonalnej' ),
			'down to nothing'         => array( array( 'cosmetics_bulk_professional_price' => 'decrease', 'cosmetics_bulk_professional_price_value' => '100%' ), 'nie można zastosować tej zmiany ceny profesjonalnej' ),
			'below zero'              => array( array( 'cosmetics_bulk_professional_price' => 'decrease', 'cosmetics_bulk_professional_price_value' => '500' ), 'nie można zastosować tej zmiany ceny profesjonalnej' ),
			'sale above the price'    => array( array( 'cosmetics_bulk_professional_sale_price' => 'increase', 'cosmetics_bulk_professional_sale_price_value' => '50%' ), 'Promocyjna cena profesjonalna nie może być wyższa niż cena profesjonalna.' ),
		);
	}

	/** @dataProvider refused */
	public function test_an_invalid_result_changes_nothing_and_names_the_product( array $request, string $message ): void {
		$a = $this->simple( '100', '', '80', '70', array( 'name' => 'Tonik różany' ) );
		$this->bulk( $a, $request );
		$this->assertSame( array( '80', '70' ), $this->pro( $a->get_id() ) );
		$errors = implode( "\n", \WC_Admin_Meta_Boxes::$meta_box_errors );
		$this->assertStringContainsString( 'Tonik różany', $errors );
		$this->assertStringContainsString( $message, $errors );
	}

	public function test_bulk_edit_of_a_variable_product_sets_every_variation(): void {
		list( $product, $ids ) = $this->variable( array( array( '100', '', '80', '' ), array( '120', '', '', '' ) ) );
		$this->bulk( $product, array( 'cosmetics_bulk_professional_price' => 'set', 'cosmetics_bulk_professional_price_value' => '75' ) );
		$this->assertSame( array( '75', '' ), $this->pro( $ids[0] ) );
		$this->assertSame( array( '75', '' ), $this->pro( $ids[1] ) );
	}

	public function test_the_variations_bulk_actions(): void {
		list( $product, $ids ) = $this->variable( array( array( '100', '', '80', '' ), array( '120', '', '90', '' ) ) );
		// What the action writes into WooCommerce's ajax answer (the refusals, shown at once by the page).
		$answer = '';
		$run    = static function ( string $action, string $value ) use ( $product, $ids, &$answer ): void {
			ob_start();
			do_action( 'woocommerce_bulk_edit_variations_default', $action, array( 'value' => $value ), $product->get_id(), $ids );
			$answer = (string) ob_get_clean();
		};
		$run( 'cosmetics_professional_price_change', '+10%' );
		$this->assertSame( array( '88', '' ), $this->pro( $ids[0] ) );
		$this->assertSame( array( '99', '' ), $this->pro( $ids[1] ) );
		$run( 'cosmetics_professional_sale_price_set', '70' );
		$this->assertSame( array( '88', '70' ), $this->pro( $ids[0] ) );
		$run( 'cosmetics_professional_sale_price_change', '-5' );
		$this->assertSame( array( '99', '65' ), $this->pro( $ids[1] ) );
		$run( 'cosmetics_professional_sale_price_clear', '' );
		$this->assertSame( array( '88', '' ), $this->pro( $ids[0] ) );
		$run( 'cosmetics_professional_price_set', '' );
		$this->assertSame( array( '', '' ), $this->pro( $ids[1] ), 'an empty value removes the professional prices, as the prompt says' );
		$this->assertSame( array(), \WC_Admin_Meta_Boxes::$meta_box_errors );

		$this->assertSame( '', $answer );

		$run( 'cosmetics_professional_price_change', '10%' );
		$errors = json_decode( $answer, true )['cosmeticsProfessionalPriceErrors'] ?? array();
		$this->assertCount( 2, $errors, $answer );
		$this->assertStringContainsString( 'nie można zastosować tej zmiany', $errors[0], 'a change needs its sign' );
		$this->assertSame( array(), \WC_Admin_Meta_Boxes::$meta_box_errors, 'nothing left for some later page' );

		ob_start();
		do_action( 'woocommerce_variable_product_bulk_edit_actions' );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<optgroup label="Ceny profesjonalne">', $html );
		$this->assertStringContainsString( 'value="cosmetics_professional_price_change"', $html );
	}

	public function test_another_products_variations_are_left_alone(): void {
		list( $product ) = $this->variable( array( array( '100', '', '80', '' ) ) );
		list( , $other ) = $this->variable( array( array( '100', '', '80', '' ) ) );
		do_action( 'woocommerce_bulk_edit_variations_default', 'cosmetics_professional_price_set', array( 'value' => '1' ), $product->get_id(), $other );
		$this->assertSame( array( '80', '' ), $this->pro( $other[0] ) );
	}
}
