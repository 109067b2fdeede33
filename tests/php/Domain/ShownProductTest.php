<?php
/**
 * Domain\ShownProduct against the cases the app's src/domain is tested with too
 * (src/domain/test/shown-product-cases.json, shownProduct.test.ts).
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Domain;

use CosmeticsStorefront\Domain\ShownProduct;
use PHPUnit\Framework\TestCase;

final class ShownProductTest extends TestCase {

	/** @return array<string,array{0:array<string,mixed>}> */
	public static function cases(): array {
		$file  = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/src/domain/test/shown-product-cases.json' ), true );
		$cases = array();
		foreach ( $file['cases'] as $case ) {
			$cases[ $case['name'] ] = array( $case );
		}
		return $cases;
	}

	/**
	 * @dataProvider cases
	 * @param array<string,mixed> $expected
	 */
	public function test_what_a_product_shows( array $expected ): void {
		$product = $expected['product'];
		$price   = ShownProduct::price( $product );
		$this->assertSame( $expected['price'], $price ? array_diff_key( $price, array( 'currency' => true ) ) : null );
		$this->assertSame( $expected['discounted'], ShownProduct::discounted( $product ) );
		$this->assertSame( $expected['omnibus'], ShownProduct::omnibus_price( $product ) );
		$this->assertSame( $expected['professional'], ShownProduct::professional( $product ) );
		$stock = ShownProduct::stock( $product );
		$this->assertSame( $expected['stock'], array( 'kind' => $stock['kind'], 'label' => $stock['label'] ) );
	}
}
