<?php
/**
 * Domain\LowStock against the cases the storefront's label is tested with too.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Domain;

use CosmeticsStorefront\Domain\LowStock;
use PHPUnit\Framework\TestCase;

final class LowStockTest extends TestCase {

	/** @return array<string,array{0:int|null,1:int|null}> */
	public static function cases(): array {
		$file  = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/src/domain/test/low-stock-cases.json' ), true );
		$cases = array();
		foreach ( $file['cases'] as $case ) {
			$cases[ $case['name'] ] = array( $case['stock_quantity'], $case['low_stock_remaining'] );
		}
		return $cases;
	}

	/** @dataProvider cases */
	public function test_the_spec_threshold_of_5( ?int $quantity, ?int $expected ): void {
		$this->assertSame( $expected, LowStock::remaining( $quantity ) );
	}

	public function test_the_threshold_is_the_specs(): void {
		$this->assertSame( 5, LowStock::THRESHOLD );
	}
}
