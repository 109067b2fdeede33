<?php
/**
 * Domain\PaymentState: where an order's payment stands for every status, kind of payment and word from
 * the provider, and when it can be paid again.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Domain;

use CosmeticsStorefront\Domain\PaymentState;
use PHPUnit\Framework\TestCase;

final class PaymentStateTest extends TestCase {

	/** @return array<string,array{0:string,1:string,2:bool,3:?string,4:int,5:string,6:bool}> */
	public static function cases(): array {
		$on  = PaymentState::ONLINE;
		$tr  = PaymentState::TRANSFER;
		$cod = PaymentState::ON_DELIVERY;
		return array(
			// status, kind, paid, provider, refunded, → state, retry
			'online, placed, no word yet'               => array( 'pending', $on, false, null, 0, 'awaiting', true ),
			'online, PayU says pending'                 => array( 'pending', $on, false, PaymentState::PROVIDER_PENDING, 0, 'awaiting', true ),
			'online on-hold (a shop on PayU\'s default)' => array( 'on-hold', $on, false, null, 0, 'awaiting', false ),
			'online, paid'                              => array( 'processing', $on, true, PaymentState::PROVIDER_COMPLETED, 0, 'paid', false ),
			'online, completed'                         => array( 'completed', $on, true, null, 0, 'paid', false ),
			'online, processing without a date paid'    => array( 'processing', $on, false, null, 0, 'paid', false ),
			'online, cancelled at the provider'         => array( 'failed', $on, false, PaymentState::PROVIDER_CANCELLED, 0, 'cancelled', true ),
			'online, cancelled, still pending'          => array( 'pending', $on, false, PaymentState::PROVIDER_CANCELLED, 0, 'cancelled', true ),
			'online, failed'                            => array( 'failed', $on, false, null, 0, 'failed', true ),
			'online, held for the shop\'s approval'      => array( 'payu-waiting', $on, false, PaymentState::PROVIDER_WAITING, 0, 'review', false ),
			'online, order cancelled (unpaid in time)'  => array( 'cancelled', $on, false, null, 0, 'order_cancelled', false ),
			'transfer awaited'                          => array( 'on-hold', $tr, false, null, 0, 'awaiting_transfer', false ),
			'transfer received'                         => array( 'processing', $tr, true, null, 0, 'paid', false ),
			'transfer overdue, cancelled'               => array( 'cancelled', $tr, false, null, 0, 'order_cancelled', false ),
			'cash on delivery, in progress'             => array( 'processing', $cod, true, null, 0, 'on_delivery', false ),
			'cash on delivery, delivered'               => array( 'completed', $cod, true, null, 0, 'paid', false ),
			'refunded in part'                          => array( 'processing', $on, true, null, 2000, 'partially_refunded', false ),
			'refunded in full'                          => array( 'refunded', $on, true, null, 5498, 'refunded', false ),
			'refunded status without amounts'           => array( 'refunded', $tr, true, null, 0, 'refunded', false ),
		);
	}

	/** @dataProvider cases */
	public function test_state( string $status, string $kind, bool $paid, ?string $provider, int $refunded, string $state, bool $retry ): void {
		$result = PaymentState::of( $status, $kind, $paid, $provider, 5498, $refunded );
		$this->assertSame( $state, $result['state'] );
		$this->assertSame( PaymentState::LABELS[ $state ], $result['label'] );
		$this->assertSame( $retry, $result['retry'] );
		$this->assertSame( ! in_array( $state, array( 'awaiting', 'review' ), true ), $result['settled'], 'the order page stops asking once settled' );
	}

	public function test_nothing_to_pay(): void {
		$this->assertSame( 'not_needed', PaymentState::of( 'processing', PaymentState::ONLINE, false, null, 0, 0 )['state'] );
		$this->assertFalse( PaymentState::of( 'pending', PaymentState::ONLINE, false, null, 0, 0 )['retry'] );
	}

	public function test_kinds(): void {
		$this->assertSame( PaymentState::TRANSFER, PaymentState::kind( 'bacs' ) );
		$this->assertSame( PaymentState::ON_DELIVERY, PaymentState::kind( 'cod' ) );
		$this->assertSame( PaymentState::ONLINE, PaymentState::kind( 'payublik' ) );
		$this->assertSame( PaymentState::ONLINE, PaymentState::kind( 'przelewy24' ) );
	}

	public function test_labels_are_polish_and_distinct(): void {
		$this->assertSame( count( PaymentState::LABELS ), count( array_unique( PaymentState::LABELS ) ) );
		$this->assertSame( 'Czekamy na Twój przelew', PaymentState::LABELS['awaiting_transfer'] );
	}
}
