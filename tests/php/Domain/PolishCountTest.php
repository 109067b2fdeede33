<?php
/**
 * Domain\PolishCount against the cases the storefront's count() is tested with too.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Domain;

use CosmeticsStorefront\Domain\PolishCount;
use PHPUnit\Framework\TestCase;

final class PolishCountTest extends TestCase {

	/** @return array<string,array{0:int,1:string}> */
	public static function cases(): array {
		$file  = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/src/domain/test/count-cases.json' ), true );
		$cases = array();
		foreach ( $file['cases'] as $case ) {
			$cases[ (string) $case[0] ] = array( $case[0], $case[1] );
		}
		return $cases;
	}

	/** @dataProvider cases */
	public function test_the_noun_form_of_a_number( int $n, string $expected ): void {
		$this->assertSame( $expected, PolishCount::of( $n, 'produkt', 'produkty', 'produktów' ) );
	}
}
