<?php
/**
 * The picker's select names: the field WooCommerce reads a variation attribute's choice from, the same
 * for the server's form (Screens\VariationPicker::field_name, WordPress's sanitize_title) and the app's
 * select (src/domain/variations.ts variationFieldName), on the same cases.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use CosmeticsStorefront\Domain\Variations;
use CosmeticsStorefront\Storefront\Screens\VariationPicker;

final class VariationPickerTest extends TestCase {

	public function test_the_field_names_are_the_apps(): void {
		$cases = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/src/domain/test/variation-field-cases.json' ), true );
		foreach ( $cases['cases'] as $case ) {
			$this->assertSame( $case['field'], VariationPicker::field_name( $case ), $case['name'] );
		}
	}

	public function test_the_choice_rules_are_the_apps(): void {
		// The rules of src/domain/test/variations.test.ts on a product of its kind: red 50 ml, blue 100 ml, red with any Pojemność.
		$product = array(
			'attributes' => array(
				array( 'name' => 'Marka', 'has_variations' => false, 'terms' => array( array( 'slug' => 'Luma', 'name' => 'Luma' ) ) ),
				array( 'name' => 'Kolor', 'has_variations' => true, 'terms' => array( array( 'slug' => 'red', 'name' => 'Czerwony', 'default' => true ), array( 'slug' => 'blue', 'name' => 'Niebieski' ) ) ),
				array( 'name' => 'Pojemność', 'has_variations' => true, 'terms' => array( array( 'slug' => '50 ml', 'name' => '50 ml' ), array( 'slug' => '100 ml', 'name' => '100 ml' ) ) ),
			),
			'variations' => array(
				array( 'id' => 61, 'attributes' => array( array( 'name' => 'Kolor', 'value' => 'red' ), array( 'name' => 'Pojemność', 'value' => '50 ml' ) ) ),
				array( 'id' => 62, 'attributes' => array( array( 'name' => 'Kolor', 'value' => 'blue' ), array( 'name' => 'Pojemność', 'value' => '100 ml' ) ) ),
				array( 'id' => 63, 'attributes' => array( array( 'name' => 'Kolor', 'value' => 'RED' ), array( 'name' => 'Pojemność', 'value' => null ) ) ),
			),
		);
		$this->assertTrue( Variations::is_variable( $product ) );
		$this->assertSame( array( 'Kolor', 'Pojemność' ), array_column( Variations::attributes( $product ), 'name' ) );
		$this->assertSame( array( 'Kolor' => 'red', 'Pojemność' => '' ), Variations::default_selection( $product ) );
		$this->assertNull( Variations::find_variation_id( $product, array( 'Kolor' => 'red', 'Pojemność' => '' ) ), 'incomplete' );
		$this->assertSame( 61, Variations::find_variation_id( $product, array( 'Kolor' => 'red', 'Pojemność' => '50 ml' ) ) );
		$this->assertSame( 63, Variations::find_variation_id( $product, array( 'Kolor' => 'red', 'Pojemność' => '100 ml' ) ), 'any value' );
		$this->assertNull( Variations::find_variation_id( $product, array( 'Kolor' => 'blue', 'Pojemność' => '50 ml' ) ) );
		$this->assertFalse( Variations::is_term_available( $product, array( 'Kolor' => 'blue', 'Pojemność' => '' ), 'Pojemność', '50 ml' ) );
		$this->assertTrue( Variations::is_term_available( $product, array( 'Kolor' => 'red', 'Pojemność' => '' ), 'Pojemność', '100 ml' ) );
		$this->assertFalse( Variations::is_term_available( $product, array( 'Kolor' => '', 'Pojemność' => '50 ml' ), 'Kolor', 'blue' ) );
		$this->assertFalse( Variations::is_variable( array( 'attributes' => $product['attributes'], 'variations' => array() ) ) );
	}
}
