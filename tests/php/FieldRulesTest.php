<?php
/**
 * What staff type into the settings (Settings\FieldRules): Polish letters are never split or cut
 * (every regular expression with the u flag), invalid input is refused with a Polish reason.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use CosmeticsStorefront\Settings\FieldRules;

final class FieldRulesTest extends TestCase {

	/** Every Polish letter, both cases: several of their UTF-8 bytes (0x85 in "ą", 0xA0…) mean whitespace to PCRE without the u flag. */
	private const POLISH = 'ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ';

	public function test_polish_text_is_kept_whole(): void {
		$this->assertSame( self::POLISH, FieldRules::text( '  ' . self::POLISH . "\t" ) );
		$this->assertSame( 'Poniedziałek–piątek: 9:00–17:00', FieldRules::text( 'Poniedziałek–piątek: 9:00–17:00' ) );
		$this->assertSame( "Poniedziałek–piątek: 9:00–17:00\nŚroda: nieczynne", FieldRules::text( "Poniedziałek–piątek: 9:00–17:00\r\n\r\n  Środa:   nieczynne ", true ) );
		$this->assertSame( 'Żółć gęślą jaźń', FieldRules::text( "Żółć\ngęślą\r\njaźń" ), 'a single line: line breaks become spaces' );
		$this->assertSame( 'a b', FieldRules::text( "a\x07\x00 b" ), 'control characters go' );
		$this->assertNull( FieldRules::text( "\xC4" ), 'not UTF-8' );
		$this->assertNull( FieldRules::text( array( 'x' ) ) );
	}

	public function test_limits_count_characters_not_bytes(): void {
		$this->assertSame( array( str_repeat( 'ż', 160 ), null ), FieldRules::plain( str_repeat( 'ż', 160 ), 160 ) );
		list( $value, $why ) = FieldRules::plain( str_repeat( 'ż', 161 ), 160 );
		$this->assertNull( $value );
		$this->assertSame( 'może mieć najwyżej 160 znaków, wpisano 161', $why );
	}

	public function test_markup_is_refused_but_a_less_than_sign_is_text(): void {
		$this->assertSame( 'nie może zawierać znaczników HTML', FieldRules::plain( 'Łąka <b>sp. j.</b>', 200 )[1] );
		$this->assertSame( 'nie może zawierać znaczników HTML', FieldRules::plain( '<ślad>', 200 )[1] );
		$this->assertSame( array( 'Ceny < 50 zł & więcej', null ), FieldRules::plain( 'Ceny < 50 zł & więcej', 200 ) );
	}

	public function test_numbers_are_stored_as_digits(): void {
		$this->assertSame( array( '5252448487', null ), FieldRules::nip( '525-244-84-87' ) );
		$this->assertSame( array( '0000987654', null ), FieldRules::krs( '0000 987 654' ) );
		$this->assertSame( array( '146123459', null ), FieldRules::regon( '146-123-459' ) );
		$this->assertSame( array( '', null ), FieldRules::nip( '  ' ), 'empty is allowed' );
		$this->assertNotNull( FieldRules::nip( '525２448487' )[1], 'full-width digits are not digits' );
		$this->assertSame( array( '00-020', null ), FieldRules::postcode( "00-020\n" ), 'trimmed' );
		$this->assertNotNull( FieldRules::postcode( '00-0２0' )[1] );
	}

	public function test_links_and_coordinates(): void {
		$this->assertSame( array( 'https://www.facebook.com/perfumeria.łąka', null ), FieldRules::url( ' https://www.facebook.com/perfumeria.łąka ' ) );
		foreach ( array( 'javascript:alert(1)', 'www.facebook.com/x', 'https://', 'https://x', 'https://a.pl/"onmouseover="x' ) as $bad ) {
			$this->assertNotNull( FieldRules::url( $bad )[1], $bad );
		}
		$this->assertSame( array( '52.2319', null ), FieldRules::coordinate( '52,2319', 90 ) );
		$this->assertSame( array( '-0.5', null ), FieldRules::coordinate( '-0.50', 90 ) );
		$this->assertNotNull( FieldRules::coordinate( '90.1', 90 )[1] );
		$this->assertNotNull( FieldRules::coordinate( '1e2', 180 )[1] );
	}

	public function test_phone_numbers(): void {
		$this->assertSame( array( '+48 (42) 123-45-67', null ), FieldRules::phone( '+48 (42) 123-45-67' ) );
		$this->assertNotNull( FieldRules::phone( '42 123' )[1] );
		$this->assertNotNull( FieldRules::phone( '48+ 421234567' )[1] );
		$this->assertNotNull( FieldRules::phone( '+48 42 123 45 67 wew. 12' )[1] );
	}

	/** Every preg_ call of the settings on text carries the u flag (a pattern without it splits Polish letters). */
	public function test_every_regular_expression_of_the_settings_is_unicode_aware(): void {
		foreach ( array( 'FieldRules.php', 'ShopInfo.php', 'Settings.php', 'ShippingSettings.php' ) as $file ) {
			$source = (string) file_get_contents( dirname( __DIR__, 2 ) . '/includes/Settings/' . $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
			$this->assertGreaterThan( 0, preg_match_all( "/preg_[a-z_]+\\(\\s*'((?:[^'\\\\]|\\\\.)*)'/", $source, $calls ), $file );
			foreach ( $calls[1] as $pattern ) {
				$flags = substr( $pattern, (int) strrpos( $pattern, $pattern[0] ) + 1 );
				$this->assertStringContainsString( 'u', $flags, "$file: $pattern has no u flag" );
			}
		}
	}
}
