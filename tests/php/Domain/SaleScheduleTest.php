<?php
/**
 * Domain\SaleSchedule: which dates a professional sale runs between and whether it is on; and
 * Domain\TierPrice with a professional sale that is not on yet.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Domain;

use CosmeticsStorefront\Domain\SaleSchedule;
use CosmeticsStorefront\Domain\TierPrice;
use PHPUnit\Framework\TestCase;

final class SaleScheduleTest extends TestCase {

	private const NOW = 1764547200; // 2025-12-01 00:00:00 UTC.

	public function test_by_default_the_woocommerce_sale_dates_apply(): void {
		$this->assertSame( array( 100, 200 ), SaleSchedule::window( SaleSchedule::FOLLOW_WOOCOMMERCE, 100, 200, 300, 400 ) );
		$this->assertSame( array( 100, 200 ), SaleSchedule::window( '', 100, 200, 300, 400 ), 'anything else than own' );
		$this->assertSame( array( null, null ), SaleSchedule::window( SaleSchedule::FOLLOW_WOOCOMMERCE, null, 0, 300, 400 ), 'no WooCommerce dates: no limit' );
	}

	public function test_own_dates_replace_them(): void {
		$this->assertSame( array( 300, 400 ), SaleSchedule::window( SaleSchedule::OWN, 100, 200, 300, 400 ) );
		$this->assertSame( array( null, 400 ), SaleSchedule::window( SaleSchedule::OWN, 100, 200, null, 400 ) );
		$this->assertSame( array( null, null ), SaleSchedule::window( SaleSchedule::OWN, 100, 200, 0, null ), 'own without dates: no limit' );
	}

	/** @return array<string,array{?int,?int,bool,bool}> from, to, on now, ended now */
	public static function windows(): array {
		$day = 86400;
		return array(
			'no dates'                 => array( null, null, true, false ),
			'1–7 December, on 1 Nov'   => array( self::NOW + 30 * $day, self::NOW + 37 * $day - 1, false, false ),
			'started, no end'          => array( self::NOW - $day, null, true, false ),
			'starts this very second'  => array( self::NOW, null, true, false ),
			'ends this very second'    => array( null, self::NOW, true, false ),
			'ended a second ago'       => array( self::NOW - 10 * $day, self::NOW - 1, false, true ),
			'ends in a week'           => array( null, self::NOW + 7 * $day, true, false ),
			'zero dates are no dates'  => array( 0, 0, true, false ),
		);
	}

	/** @dataProvider windows */
	public function test_a_sale_is_on_from_its_start_to_its_end( ?int $from, ?int $to, bool $on, bool $ended ): void {
		$this->assertSame( $on, SaleSchedule::is_active( $from, $to, self::NOW ) );
		$this->assertSame( $ended, SaleSchedule::has_ended( $from, $to, self::NOW ) );
	}

	public function test_a_professional_sale_not_on_yet_is_no_sale(): void {
		$this->assertSame(
			array( 'regular' => '70', 'sale' => '', 'price' => '70', 'on_sale' => false ),
			TierPrice::resolve( 'professional', '100', '80', false, '70', '60', false )
		);
		$this->assertSame(
			array( 'regular' => '70', 'sale' => '60', 'price' => '60', 'on_sale' => true ),
			TierPrice::resolve( 'professional', '100', '80', false, '70', '60', true )
		);
		$this->assertSame(
			array( 'regular' => '100', 'sale' => '80', 'price' => '80', 'on_sale' => true ),
			TierPrice::resolve( 'individual', '100', '80', true, '70', '60', false ),
			'the individual tier follows WooCommerce alone'
		);
	}
}
