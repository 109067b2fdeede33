<?php
/**
 * Domain\BankAccount and Domain\TransferQr: Polish account numbers read, checked and printed; the
 * Polish banks' 2D transfer code (ZBP recommendation): nine fields, limits, what cannot be encoded.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Domain;

use CosmeticsStorefront\Domain\BankAccount;
use CosmeticsStorefront\Domain\TransferQr;
use PHPUnit\Framework\TestCase;

final class TransferQrTest extends TestCase {

	private const ACCOUNT = '61109010140000071219812874';

	public function test_account_numbers(): void {
		foreach ( array( '61 1090 1014 0000 0712 1981 2874', 'PL61109010140000071219812874', 'pl 61-1090-1014-0000-0712-1981-2874' ) as $typed ) {
			$this->assertSame( self::ACCOUNT, BankAccount::digits( $typed ), $typed );
			$this->assertTrue( BankAccount::is_valid( $typed ), $typed );
			$this->assertSame( '61 1090 1014 0000 0712 1981 2874', BankAccount::format( $typed ) );
			$this->assertSame( 'PL61 1090 1014 0000 0712 1981 2874', BankAccount::iban( $typed ) );
		}
		$this->assertFalse( BankAccount::is_valid( '62 1090 1014 0000 0712 1981 2874' ), 'a wrong check number' );
		$this->assertSame( '', BankAccount::digits( 'DE89370400440532013000' ), 'a foreign IBAN is not Polish' );
		$this->assertSame( 'DE89 3704', BankAccount::format( ' DE89 3704 ' ), 'anything else as typed' );
		$this->assertSame( '', BankAccount::iban( '123' ) );
	}

	public function test_the_code_has_the_nine_fields(): void {
		$this->assertSame(
			'5252448487|PL|' . self::ACCOUNT . '|005498|Sklep Kosmetyczny Sp|Zamówienie nr 237|||',
			TransferQr::text( '61 1090 1014 0000 0712 1981 2874', 5498, 'Sklep Kosmetyczny Sp. z o.o.', 'Zamówienie nr 237', '525-244-84-87' )
		);
	}

	public function test_limits(): void {
		$text = (string) TransferQr::text( self::ACCOUNT, 999999, str_repeat( 'Ż', 30 ), str_repeat( 'Tytuł ', 10 ), '' );
		$fields = explode( '|', $text );
		$this->assertCount( 9, $fields );
		$this->assertSame( '', $fields[0], 'no NIP: empty' );
		$this->assertSame( '999999', $fields[3], '9 999,99 zł: the most six digits carry' );
		$this->assertSame( 20, mb_strlen( $fields[4] ), 'the name: 20 characters' );
		$this->assertLessThanOrEqual( 32, mb_strlen( $fields[5] ), 'the title: 32 characters' );
		$this->assertLessThanOrEqual( 160, mb_strlen( $text ) );
		$this->assertSame( '', explode( '|', (string) TransferQr::text( self::ACCOUNT, 100, 'Sklep', 'T', '1234567890' ) )[0], 'an invalid NIP is left out' );
		$this->assertSame( 'Sklep a/b', explode( '|', (string) TransferQr::text( self::ACCOUNT, 100, "Sklep\ta|b", 'T' ) )[4], 'a "|" or a tab cannot break the fields' );
	}

	public function test_what_cannot_be_a_code(): void {
		$this->assertNull( TransferQr::text( self::ACCOUNT, 1000000, 'Sklep', 'Zamówienie nr 1' ), 'over 9 999,99 zł' );
		$this->assertNull( TransferQr::text( self::ACCOUNT, 0, 'Sklep', 'Zamówienie nr 1' ) );
		$this->assertNull( TransferQr::text( 'DE89370400440532013000', 100, 'Sklep', 'Zamówienie nr 1' ), 'a foreign account' );
		$this->assertNull( TransferQr::text( self::ACCOUNT, 100, '', 'Zamówienie nr 1' ), 'no recipient' );
	}
}
