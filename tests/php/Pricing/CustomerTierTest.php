<?php
/**
 * Pricing\CustomerTier: the tier of the current user and of any user, from user meta.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Pricing;

use CosmeticsStorefront\Pricing\CustomerTier;
use CosmeticsStorefront\Tests\TestCase;

final class CustomerTierTest extends TestCase {

	private function customer( string $type, string $approved ): int {
		$id = $this->createUser( 'customer' );
		update_user_meta( $id, 'cosmetics_client_type', $type );
		update_user_meta( $id, 'cosmetics_professional_approved', $approved );
		return $id;
	}

	public function test_a_guest_is_individual(): void {
		$this->assertSame( 'individual', CustomerTier::current() );
		$this->assertSame( 'individual', CustomerTier::for_user( 0 ) );
		$this->assertFalse( CustomerTier::is_professional() );
	}

	public function test_an_approved_professional_is_professional(): void {
		$id = $this->customer( 'professional', '1' );
		$this->assertSame( 'professional', CustomerTier::for_user( $id ) );
		wp_set_current_user( $id );
		$this->assertSame( 'professional', CustomerTier::current() );
		$this->assertTrue( CustomerTier::is_professional() );
	}

	public function test_a_professional_awaiting_approval_is_individual(): void {
		$id = $this->customer( 'professional', '' );
		$this->assertSame( 'individual', CustomerTier::for_user( $id ) );
		wp_set_current_user( $id );
		$this->assertSame( 'individual', CustomerTier::current() );
	}

	public function test_an_individual_customer_with_the_flag_is_individual(): void {
		$this->assertSame( 'individual', CustomerTier::for_user( $this->customer( 'individual', '1' ) ) );
	}

	public function test_a_user_without_meta_and_an_unknown_user_are_individual(): void {
		$this->assertSame( 'individual', CustomerTier::for_user( $this->createUser( 'administrator' ) ) );
		$this->assertSame( 'individual', CustomerTier::for_user( 999999 ) );
	}

	public function test_withdrawing_the_approval_takes_effect_at_once(): void {
		$id = $this->customer( 'professional', '1' );
		wp_set_current_user( $id );
		$this->assertSame( 'professional', CustomerTier::current() );
		update_user_meta( $id, 'cosmetics_professional_approved', '0' );
		$this->assertSame( 'individual', CustomerTier::current() );
	}
}
