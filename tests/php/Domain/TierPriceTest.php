<?php
/**
 * Domain\TierPrice: which prices a tier pays, without WordPress.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Domain;

use CosmeticsStorefront\Domain\TierPrice;
use PHPUnit\Framework\TestCase;

final class TierPriceTest extends TestCase {

	private static function p( string $regular, string $sale, string $price, bool $on_sale ): array {
		return compact( 'regular', 'sale', 'price', 'on_sale' );
	}

	public function test_individual_pays_the_woocommerce_prices(): void {
		$this->assertSame( self::p( '100', '', '100', false ), TierPrice::resolve( 'individual', '100', '', false, '70', '60' ) );
		$this->assertSame( self::p( '100', '80', '80', true ), TierPrice::resolve( 'individual', '100', '80', true, '70', '60' ) );
	}

	public function test_a_sale_that_is_not_active_or_not_lower_is_no_sale(): void {
		$this->assertSame( self::p( '100', '', '100', false ), TierPrice::resolve( 'individual', '100', '80', false, '', '' ), 'scheduled for later' );
		$this->assertSame( self::p( '100', '', '100', false ), TierPrice::resolve( 'individual', '100', '100', true, '', '' ), 'not lower' );
	}

	public function test_professional_pays_the_professional_prices(): void {
		$this->assertSame( self::p( '70', '', '70', false ), TierPrice::resolve( 'professional', '100', '80', true, '70', '' ) );
		$this->assertSame( self::p( '70', '60', '60', true ), TierPrice::resolve( 'professional', '100', '', false, '70', '60' ) );
	}

	public function test_professional_sale_only_when_set_and_lower(): void {
		$this->assertSame( self::p( '70', '', '70', false ), TierPrice::resolve( 'professional', '100', '', false, '70', '75' ) );
		$this->assertSame( self::p( '70', '', '70', false ), TierPrice::resolve( 'professional', '100', '', false, '70', '70' ) );
		$this->assertSame( self::p( '70', '', '70', false ), TierPrice::resolve( 'professional', '100', '', false, '70', 'abc' ) );
	}

	public function test_without_a_professional_price_the_normal_prices_apply(): void {
		$this->assertSame( self::p( '100', '80', '80', true ), TierPrice::resolve( 'professional', '100', '80', true, '', '50' ) );
		$this->assertSame( self::p( '100', '', '100', false ), TierPrice::resolve( 'professional', '100', '', false, '-5', '' ) );
	}

	public function test_a_free_professional_price_is_a_price(): void {
		$this->assertSame( self::p( '0', '', '0', false ), TierPrice::resolve( 'professional', '100', '', false, '0', '' ) );
	}
}
