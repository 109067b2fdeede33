<?php
/**
 * Domain\Money: the same cases as src/domain/test/money.test.ts (src/domain/test/money-cases.json),
 * so the server's first screen writes every amount as the app does.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Domain;

use CosmeticsStorefront\Domain\Money;
use PHPUnit\Framework\TestCase;

final class MoneyTest extends TestCase {

	/** @return array<string,mixed> */
	private static function cases(): array {
		return json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/src/domain/test/money-cases.json' ), true );
	}

	public function test_shared_format_cases(): void {
		$cases = self::cases();
		$this->assertNotEmpty( $cases['cases'] );
		foreach ( $cases['cases'] as $case ) {
			$expected = str_replace( ' ', "\u{00A0}", $case['text'] );
			$this->assertSame( $expected, Money::format( $case['minor'], $cases['currencies'][ $case['currency'] ] ), $case['currency'] . ' ' . $case['minor'] );
		}
	}

	public function test_shared_parse_cases(): void {
		foreach ( self::cases()['parse'] as $case ) {
			$this->assertSame( $case['minor'], Money::parse_minor( $case['amount'] ), (string) $case['amount'] );
		}
		$this->assertNull( Money::parse_minor( null ) );
		$this->assertSame( 500, Money::parse_minor( 500 ) );
	}

	public function test_no_breakable_space_and_a_dollar_separator_kept_literally(): void {
		$currency = array( 'currency_minor_unit' => 2, 'currency_decimal_separator' => ',', 'currency_thousand_separator' => '$1', 'currency_prefix' => '', 'currency_suffix' => ' zł' );
		$this->assertSame( "1\$1234,50\u{00A0}zł", Money::format( 123450, $currency ) );
	}
}
