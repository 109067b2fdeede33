<?php
/**
 * Domain\CouponRules: the spec's coupon maths for every type, with caps and the zero floor, from the
 * hand-worked table tests/coupon-cases.json (the WooCommerce test runs the same table through a cart).
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Domain;

use CosmeticsStorefront\Domain\CouponRules;
use PHPUnit\Framework\TestCase;

final class CouponRulesTest extends TestCase {

	/** @return array<string,array{0:array<string,mixed>}> */
	public static function cases(): array {
		$table = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/coupon-cases.json' ), true );
		$out   = array();
		foreach ( $table['cases'] as $case ) {
			$out[ $case['name'] ] = array( $case );
		}
		return $out;
	}

	public static function grosze( string $zl ): int {
		return (int) round( (float) $zl * 100 );
	}

	/** @dataProvider cases */
	public function test_the_spec_table( array $case ): void {
		$args  = array( $case['type'], (float) $case['amount'], self::grosze( $case['subtotal'] ), self::grosze( $case['shipping'] ), (int) $case['units'], (bool) $case['locker'] );
		$split = CouponRules::split( ...$args );
		$this->assertSame( self::grosze( $case['items'] ), $split['items'], 'discount on the products' );
		$this->assertSame( self::grosze( $case['shipping_discount'] ), $split['shipping'], 'discount on the shipping' );
		$this->assertSame( self::grosze( $case['total'] ), CouponRules::total( ...$args ), 'total' );
		$this->assertGreaterThanOrEqual( 0, CouponRules::total( ...$args ) );
	}

	public function test_nothing_is_negative_for_odd_input(): void {
		$this->assertSame( array( 'items' => 0, 'shipping' => 0 ), CouponRules::split( 'percent', -10, 1000, 500 ) );
		$this->assertSame( array( 'items' => 0, 'shipping' => 0 ), CouponRules::split( 'fixed_cart', 20, 0, 0 ) );
		$this->assertSame( 0, CouponRules::total( 'fixed_cart', 20, -100, 0 ) );
	}

	public function test_proportional_allocation_adds_up_and_stays_under_each_price(): void {
		$this->assertSame( array( 'a' => 500, 'b' => 250 ), CouponRules::allocate_proportionally( 750, array( 'a' => 2000, 'b' => 1000 ) ) );
		// 1 grosz left over goes to the line with the largest remainder.
		$this->assertSame( array( 'a' => 1, 'b' => 1, 'c' => 0 ), CouponRules::allocate_proportionally( 2, array( 'a' => 100, 'b' => 100, 'c' => 100 ) ) );
		$alloc = CouponRules::allocate_proportionally( 2699, array( 'a' => 1200, 'b' => 599 ) );
		$this->assertSame( array( 'a' => 1200, 'b' => 599 ), $alloc, 'capped at the lines\' prices' );
		$alloc = CouponRules::allocate_proportionally( 750, array( 'x' => 5999, 'y' => 1, 'z' => 333 ) );
		$this->assertSame( 750, array_sum( $alloc ) );
	}

	public function test_per_unit_allocation_moves_what_a_cheap_line_cannot_take(): void {
		// 5 zł per unit: a 3 zł line takes 3, the other 2 zł go to the 50 zł line (capped at the subtotal, not per line).
		$this->assertSame( array( 'cheap' => 300, 'dear' => 700 ), CouponRules::allocate_per_unit( 5, array( 'cheap' => array( 300, 1 ), 'dear' => array( 5000, 1 ) ) ) );
		$this->assertSame( array( 'a' => 1000, 'b' => 500 ), CouponRules::allocate_per_unit( 5, array( 'a' => array( 11998, 2 ), 'b' => array( 1200, 1 ) ) ) );
		$this->assertSame( array( 'a' => 300 ), CouponRules::allocate_per_unit( 5, array( 'a' => array( 300, 1 ) ) ), 'never beyond the subtotal' );
	}
}
