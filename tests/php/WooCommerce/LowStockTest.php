<?php
/**
 * The Store API's products carry the spec's low stock ('Tylko {n} szt.' at 5 or fewer) in the
 * plugin's extension data, whatever WooCommerce's low-stock amount (the shop's, default 2, or the
 * product's own) and stock display format are: WooCommerce's own low_stock_remaining follows those.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\WooCommerce;

final class LowStockTest extends PricingTestCase {

	private function stocked( ?int $quantity, string $name, array $props = array() ): int {
		$product = $this->simple( '20', '', '', '', array( 'name' => $name ) );
		if ( null !== $quantity ) {
			$product->set_manage_stock( true );
			$product->set_stock_quantity( $quantity );
		}
		foreach ( $props as $setter => $value ) {
			$product->{ 'set_' . $setter }( $value );
		}
		$product->save();
		return $product->get_id();
	}

	/** @return array<int,array{wc:mixed, ours:mixed}> by product id */
	private function lowStock( string $query ): array {
		$items = $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products?' . $query ) );
		$by_id = array();
		foreach ( $items as $item ) {
			$ours                 = $item['extensions']['cosmetics-storefront'];
			$by_id[ $item['id'] ] = array(
				'wc'   => $item['low_stock_remaining'],
				'ours' => array_key_exists( 'low_stock_remaining', $ours ) ? $ours['low_stock_remaining'] : 'missing',
			);
		}
		ksort( $by_id );
		return $by_id;
	}

	public function test_5_left_is_low_stock_at_woocommerces_default_amount_of_2(): void {
		$this->assertSame( 2, (int) get_option( 'woocommerce_notify_low_stock_amount', 2 ) );
		$five      = $this->stocked( 5, 'Pięć' );
		$six       = $this->stocked( 6, 'Sześć' );
		$two       = $this->stocked( 2, 'Dwa' );
		$unmanaged = $this->stocked( null, 'Bez stanu' );

		$this->assertSame(
			array(
				$five      => array( 'wc' => null, 'ours' => 5 ),
				$six       => array( 'wc' => null, 'ours' => null ),
				$two       => array( 'wc' => 2, 'ours' => 2 ),
				$unmanaged => array( 'wc' => null, 'ours' => null ),
			),
			$this->lowStock( 'per_page=20' )
		);
		$single = $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products/' . $five ) );
		$this->assertSame( 5, $single['extensions']['cosmetics-storefront']['low_stock_remaining'] );
	}

	public function test_a_higher_shop_amount_a_products_own_amount_and_the_no_amount_format_change_nothing(): void {
		update_option( 'woocommerce_notify_low_stock_amount', 10 );
		update_option( 'woocommerce_stock_format', 'no_amount' );
		try {
			$eight = $this->stocked( 8, 'Osiem' );
			$four  = $this->stocked( 4, 'Cztery', array( 'low_stock_amount' => 1 ) );
			$this->assertSame( array( 'wc' => null, 'ours' => null ), $this->lowStock( 'include=' . $eight )[ $eight ] );
			$this->assertSame( array( 'wc' => null, 'ours' => 4 ), $this->lowStock( 'include=' . $four )[ $four ] );
			delete_option( 'woocommerce_stock_format' );
			$this->assertSame( array( 'wc' => 8, 'ours' => null ), $this->lowStock( 'include=' . $eight )[ $eight ] );
		} finally {
			delete_option( 'woocommerce_notify_low_stock_amount' );
			delete_option( 'woocommerce_stock_format' );
		}
	}

	public function test_variations_their_own_stock_or_their_parents(): void {
		list( $product, list( $own, $from_parent ) ) = $this->variable( array( array( '20', '', '', '' ), array( '30', '', '', '' ) ) );
		$parent = wc_get_product( $product->get_id() );
		$parent->set_manage_stock( true );
		$parent->set_stock_quantity( 3 );
		$parent->save();
		$variation = wc_get_product( $own );
		$variation->set_manage_stock( true );
		$variation->set_stock_quantity( 4 );
		$variation->save();

		$variations = $this->lowStock( 'type=variation&parent=' . $product->get_id() );
		$this->assertSame( 4, $variations[ $own ]['ours'] );
		$this->assertSame( 3, $variations[ $from_parent ]['ours'] );
	}
}
