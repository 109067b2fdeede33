<?php
/**
 * Domain\PriceAdjustment: bulk changes of a price as staff type them.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Domain;

use CosmeticsStorefront\Domain\PriceAdjustment;
use PHPUnit\Framework\TestCase;

final class PriceAdjustmentTest extends TestCase {

	/** @return array<string,array{string,string,?string}> current, instruction, result */
	public static function cases(): array {
		return array(
			'set with a comma'           => array( '89', '49,99', '49.99' ),
			'set on none'                => array( '', '49.5', '49.5' ),
			'set zero'                   => array( '10', '0', '0' ),
			'plus amount'                => array( '89', '+5', '94' ),
			'minus amount with comma'    => array( '89', '-2,50', '86.5' ),
			'plus percent'               => array( '80', '+10%', '88' ),
			'minus percent with space'   => array( '89.99', '- 15 %', '76.49' ),
			'typographic minus'          => array( '100', "\u{2212}10%", '90' ),
			'rounded to grosze'          => array( '33.33', '+10%', '36.66' ),
			'a change leaves none none'  => array( '', '+10%', '' ),
			'below zero is refused'      => array( '5', '-6', null ),
			'minus 100 % leaves none'    => array( '5', '-100%', null ),
			'text is refused'            => array( '5', 'abc', null ),
			'two signs are refused'      => array( '5', '+-5', null ),
			'percent without sign'       => array( '5', '10%', null ),
			'empty is refused'           => array( '5', '', null ),
			'exponent is refused'        => array( '5', '1e3', null ),
		);
	}

	/** @dataProvider cases */
	public function test_an_instruction_sets_or_changes_the_price( string $current, string $instruction, ?string $result ): void {
		$this->assertSame( $result, PriceAdjustment::apply( $current, $instruction ) );
	}

	public function test_a_price_with_a_currency_is_not_understood(): void {
		$this->assertNull( PriceAdjustment::apply( '10', '12,5 zł' ) );
	}
}
