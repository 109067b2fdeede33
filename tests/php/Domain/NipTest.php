<?php
/**
 * Domain\Nip and Domain\PasswordRules: the same NIP cases as src/domain/test/nip.test.ts.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Domain;

use CosmeticsStorefront\Domain\Nip;
use CosmeticsStorefront\Domain\PasswordRules;
use PHPUnit\Framework\TestCase;

final class NipTest extends TestCase {

	public function test_shared_cases(): void {
		$cases = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/src/domain/test/nip-cases.json' ), true );
		foreach ( $cases['valid'] as $nip ) {
			$this->assertTrue( Nip::is_valid( $nip ), $nip );
		}
		foreach ( $cases['invalid'] as $nip ) {
			$this->assertFalse( Nip::is_valid( $nip ), $nip );
		}
		$this->assertSame( '7010345129', Nip::digits( '701-034-51-29' ) );
	}

	public function test_format(): void {
		$this->assertSame( '526-000-12-46', Nip::format( '5260001246' ) );
		$this->assertSame( '526-000-12-46', Nip::format( '526 000 12 46' ) );
		$this->assertSame( '123', Nip::format( '123' ) );
	}

	public function test_password_rules(): void {
		$this->assertSame( array(), PasswordRules::errors( 'Haslo!2345' ) );
		$this->assertSame( 'Hasło musi mieć co najmniej 8 znaków', PasswordRules::message( 'Ab!1' ) );
		$this->assertSame( 'Hasło musi zawierać co najmniej jedną dużą literę', PasswordRules::message( 'haslo!2345' ) );
		$this->assertSame( 'Hasło musi zawierać co najmniej jeden znak specjalny', PasswordRules::message( 'Haslo12345' ) );
		$this->assertSame( array(), PasswordRules::errors( 'Żółw|abcde' ), 'Polish capitals and | count' );
	}

	public function test_one_stored_form_digits_only(): void {
		$this->assertSame( '5260001246', Nip::normalise( '526-000-12-46' ) );
		$this->assertSame( '5260001246', Nip::normalise( ' 526 000 12 46 ' ) );
		$this->assertSame( '5260001246', Nip::normalise( 'PL5260001246' ) );
		$this->assertSame( '5260001246', Nip::normalise( 'pl 526.000.12.46' ) );
		$this->assertSame( '5260001246', Nip::normalise( '5260001246' ) );
		$this->assertSame( 'nie', Nip::normalise( ' nie ' ), 'not a number: kept as typed, never erased' );
		$this->assertSame( '', Nip::normalise( '' ) );
	}
}
