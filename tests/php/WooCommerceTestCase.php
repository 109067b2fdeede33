<?php
/**
 * Base class of tests that need WooCommerce: each is skipped, with the reason printed, when the
 * runner found no WooCommerce (nothing is faked).
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

abstract class WooCommerceTestCase extends TestCase {

	protected function setUp(): void {
		// Skip before the parent opens a transaction: a skipped test touches nothing.
		$this->requireWooCommerce();
		parent::setUp();
	}

	/** A published simple product. */
	protected function simple( string $regular, string $sale = '', string $pro = '', string $pro_sale = '', array $fields = array() ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( $fields['name'] ?? 'Krem testowy' );
		$product->set_status( $fields['status'] ?? 'publish' );
		$product->set_regular_price( $regular );
		$product->set_sale_price( $sale );
		if ( isset( $fields['category_ids'] ) ) {
			$product->set_category_ids( $fields['category_ids'] );
		}
		if ( isset( $fields['sku'] ) ) {
			$product->set_sku( $fields['sku'] );
		}
		if ( '' !== $pro ) {
			$product->update_meta_data( '_professional_price', $pro );
		}
		if ( '' !== $pro_sale ) {
			$product->update_meta_data( '_professional_sale_price', $pro_sale );
		}
		$product->save();
		return $product;
	}

	/**
	 * A published variable product with one variation per entry: [regular, sale, pro, pro sale].
	 *
	 * @param array<int,array{string,string,string,string}> $variations
	 * @return array{0:\WC_Product_Variable, 1:int[]} the product and its variation ids
	 */
	protected function variable( array $variations ): array {
		$attribute = new \WC_Product_Attribute();
		$attribute->set_name( 'Pojemność' );
		$options = array_map( static fn( int $i ): string => ( 30 + 20 * $i ) . ' ml', array_keys( $variations ) );
		$attribute->set_options( $options );
		$attribute->set_visible( true );
		$attribute->set_variation( true );

		$product = new \WC_Product_Variable();
		$product->set_name( 'Krem w dwóch pojemnościach' );
		$product->set_status( 'publish' );
		$product->set_attributes( array( $attribute ) );
		$product->save();

		$ids = array();
		foreach ( array_values( $variations ) as $i => list( $regular, $sale, $pro, $pro_sale ) ) {
			$variation = new \WC_Product_Variation();
			$variation->set_parent_id( $product->get_id() );
			$variation->set_attributes( array( 'pojemnosc' => $options[ $i ] ) );
			$variation->set_status( 'publish' );
			$variation->set_regular_price( $regular );
			$variation->set_sale_price( $sale );
			if ( '' !== $pro ) {
				$variation->update_meta_data( '_professional_price', $pro );
			}
			if ( '' !== $pro_sale ) {
				$variation->update_meta_data( '_professional_sale_price', $pro_sale );
			}
			$variation->save();
			$ids[] = $variation->get_id();
		}
		\WC_Product_Variable::sync( $product->get_id() );
		return array( wc_get_product( $product->get_id() ), $ids );
	}
}
