<?php
/**
 * The rules written on both sides, checked against the same case files as their TypeScript mirrors
 * (src/domain/test/*-cases.json, read by src/domain/test/sharedCases.test.ts): password, the
 * profile's save rules and separate shipping, the Polish postcode, the parcel-locker method.
 * (NIP: NipTest; low stock: LowStockTest; the enquiry's fields: EnquiriesTest; the storefront's
 * paths: RouterTest.)
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Domain;

use CosmeticsStorefront\Domain\PasswordRules;
use CosmeticsStorefront\Domain\Postcode;
use CosmeticsStorefront\Domain\ProfileRules;
use CosmeticsStorefront\Shipping\InpostLockerMethod;
use CosmeticsStorefront\Tests\TestCase;

final class SharedCasesTest extends TestCase {

	/** @return array<string,mixed> */
	private static function cases( string $name ): array {
		return json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . "/src/domain/test/$name-cases.json" ), true, 512, JSON_THROW_ON_ERROR );
	}

	public function test_password_rules_count_code_points(): void {
		$file = self::cases( 'password' );
		$this->assertSame( PasswordRules::SPECIAL, $file['special'] );
		foreach ( $file['cases'] as $case ) {
			$this->assertSame( $case['errors'], PasswordRules::errors( $case['password'] ), $case['password'] );
			$this->assertSame( implode( ', ', $case['errors'] ), PasswordRules::message( $case['password'] ), $case['password'] );
		}
	}

	public function test_profile_save_rules(): void {
		$file = self::cases( 'profile' );
		foreach ( $file['save'] as $i => $case ) {
			$form             = array_merge( $file['base'], $case['change'] );
			$form['billing']  = array_merge( $file['address'], $case['change']['billing'] ?? array() );
			$form['shipping'] = array_merge( $file['address'], $case['change']['shipping'] ?? array() );
			$this->assertSame( (string) $case['message'], ProfileRules::message( $form ), "case $i" );
		}
		foreach ( $file['separate_shipping'] as $i => $case ) {
			$this->assertSame( $case['separate'], ProfileRules::has_separate_shipping( $file['address'], array_merge( $file['address'], $case['shipping'] ) ), "case $i" );
		}
	}

	public function test_polish_postcode(): void {
		foreach ( self::cases( 'postcode' )['cases'] as $case ) {
			$this->assertSame( $case['message'], Postcode::pl_error( $case['postcode'] ), $case['postcode'] );
		}
	}

	public function test_parcel_locker_method(): void {
		$this->requireWooCommerce();
		foreach ( self::cases( 'locker' )['cases'] as $case ) {
			$this->assertSame( $case['locker'], InpostLockerMethod::is_locker_method( $case['method_id'], $case['title'] ), $case['method_id'] . ' ' . $case['title'] );
		}
	}
}
