<?php
/**
 * NIP checksum: the same cases as src/domain/test/nip.test.ts.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Domain;

use CosmeticsStorefront\Domain\Nip;
use PHPUnit\Framework\TestCase;

final class NipTest extends TestCase {

	/** @return array<string,array{0:string,1:bool}> */
	public static function cases(): array {
		return array(
			'valid'             => array( '5260001246', true ),
			'valid formatted'   => array( '526-000-12-46', true ),
			'valid 2'           => array( '1234563218', true ),
			'valid 2 formatted' => array( '123-456-32-18', true ),
			'bad checksum'      => array( '1234567890', false ),
			'bad last digit'    => array( '5260001247', false ),
			'too short'         => array( '526000124', false ),
			'too long'          => array( '52600012466', false ),
			'letter'            => array( '526000124a', false ),
			'empty'             => array( '', false ),
			'zeros'             => array( '0000000000', true ),
			'checksum 10'       => array( '1000000108', false ),
		);
	}

	/** @dataProvider cases */
	public function test_checksum( string $nip, bool $valid ): void {
		$this->assertSame( $valid, Nip::is_valid( $nip ) );
	}

	public function test_format(): void {
		$this->assertSame( '526-000-12-46', Nip::format( '5260001246' ) );
		$this->assertSame( '526-000-12-46', Nip::format( '526 000 12 46' ) );
		$this->assertSame( '123', Nip::format( '123' ) );
	}
}
