<?php
/**
 * REGON check digit (Domain\Regon).
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Domain;

use CosmeticsStorefront\Domain\Regon;
use PHPUnit\Framework\TestCase;

final class RegonTest extends TestCase {

	public function test_valid_nine_and_fourteen_digit_numbers(): void {
		foreach ( array( '146123459', '123456785', '14612345900015' ) as $regon ) {
			$this->assertTrue( Regon::is_valid( $regon ), $regon );
		}
	}

	public function test_wrong_check_digit_length_or_characters(): void {
		foreach ( array( '146123450', '14612345', '1461234590001', '14612345900016', '14612345900015' . "\n", '１４６１２３４５９', 'abcdefghi', '' ) as $regon ) {
			$this->assertFalse( Regon::is_valid( $regon ), $regon );
		}
	}
}
