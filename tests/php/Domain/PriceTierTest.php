<?php
/**
 * Domain\PriceTier: the tier rule, without WordPress.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Domain;

use CosmeticsStorefront\Domain\PriceTier;
use PHPUnit\Framework\TestCase;

final class PriceTierTest extends TestCase {

	/** @return array<string,array{mixed,mixed,string}> */
	public static function cases(): array {
		return array(
			'approved professional'          => array( 'professional', '1', PriceTier::PROFESSIONAL ),
			'approved, flag stored as int'   => array( 'professional', 1, PriceTier::PROFESSIONAL ),
			'professional awaiting approval' => array( 'professional', '', PriceTier::INDIVIDUAL ),
			'approval withdrawn'             => array( 'professional', '0', PriceTier::INDIVIDUAL ),
			'individual'                     => array( 'individual', '', PriceTier::INDIVIDUAL ),
			'individual with a stray flag'   => array( 'individual', '1', PriceTier::INDIVIDUAL ),
			'company spelled otherwise'      => array( 'Professional', '1', PriceTier::INDIVIDUAL ),
			'nothing stored (guest)'         => array( '', '', PriceTier::INDIVIDUAL ),
			'not a string'                   => array( array( 'professional' ), '1', PriceTier::INDIVIDUAL ),
			'flag not scalar'                => array( 'professional', array( '1' ), PriceTier::INDIVIDUAL ),
		);
	}

	/** @dataProvider cases */
	public function test_resolve( mixed $client_type, mixed $approved, string $expected ): void {
		$this->assertSame( $expected, PriceTier::resolve( $client_type, $approved ) );
	}

	public function test_valid_tiers(): void {
		$this->assertSame( array( 'individual', 'professional' ), PriceTier::all() );
		$this->assertTrue( PriceTier::is_valid( 'professional' ) );
		$this->assertFalse( PriceTier::is_valid( 'company' ) );
		$this->assertFalse( PriceTier::is_valid( null ) );
	}
}
