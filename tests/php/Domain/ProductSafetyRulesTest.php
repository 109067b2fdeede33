<?php
/**
 * Domain\ProductSafetyRules: which party a product shows, and what it lacks.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Domain;

use CosmeticsStorefront\Domain\ProductSafetyRules;
use PHPUnit\Framework\TestCase;

final class ProductSafetyRulesTest extends TestCase {

	private const EU = array( 'PL', 'DE', 'SE' );

	private const FULL = array(
		'name'    => 'Botanica Polska Sp. z o.o.',
		'address' => "ul. Lipowa 12\n05-500 Piaseczno",
		'country' => 'PL',
		'email'   => 'kontakt@example.pl',
		'url'     => '',
	);

	public function test_the_products_own_party_wins_as_a_whole_else_the_brands_else_none(): void {
		$this->assertSame( self::FULL, ProductSafetyRules::pick_party( array(), self::FULL ) );
		$this->assertSame( array( 'name' => '', 'address' => '', 'country' => '', 'email' => 'x@example.pl', 'url' => '' ), ProductSafetyRules::pick_party( array( 'email' => 'x@example.pl' ), self::FULL ) );
		$this->assertSame( self::FULL, ProductSafetyRules::pick_party( array( 'name' => '  ' ), self::FULL ), 'Blank is not given.' );
		$this->assertNull( ProductSafetyRules::pick_party( array(), array() ) );
	}

	public function test_a_party_needs_a_name_a_postal_address_and_an_email_or_a_contact_page(): void {
		$this->assertTrue( ProductSafetyRules::party_complete( self::FULL ) );
		$this->assertTrue( ProductSafetyRules::party_complete( array( 'email' => '', 'url' => 'https://example.pl/kontakt' ) + self::FULL ) );
		$this->assertFalse( ProductSafetyRules::party_complete( array( 'email' => '' ) + self::FULL ) );
		$this->assertFalse( ProductSafetyRules::party_complete( array( 'address' => '' ) + self::FULL ) );
		$this->assertFalse( ProductSafetyRules::party_complete( null ) );
	}

	public function test_what_a_product_lacks(): void {
		$this->assertSame( array(), ProductSafetyRules::missing( self::FULL, null, 'Chronić przed dziećmi.', self::EU ) );
		$this->assertSame( array( 'producent', 'ostrzeżenia i środki ostrożności' ), ProductSafetyRules::missing( null, null, ' ', self::EU ) );
		$this->assertSame(
			array( 'producent: adres pocztowy', 'producent: e-mail lub strona kontaktowa' ),
			ProductSafetyRules::missing( array( 'address' => '', 'email' => '' ) + self::FULL, null, 'x', self::EU )
		);
		// Outside the EU: the EU responsible person is required; an unknown country asks for nothing.
		$abroad = array( 'country' => 'US' ) + self::FULL;
		$this->assertSame( array( 'osoba odpowiedzialna w UE (producent spoza UE)' ), ProductSafetyRules::missing( $abroad, null, 'x', self::EU ) );
		$this->assertSame( array( 'osoba odpowiedzialna w UE: adres pocztowy' ), ProductSafetyRules::missing( $abroad, array( 'address' => '' ) + self::FULL, 'x', self::EU ) );
		$this->assertSame( array(), ProductSafetyRules::missing( array( 'country' => '' ) + self::FULL, null, 'x', self::EU ) );
	}
}
