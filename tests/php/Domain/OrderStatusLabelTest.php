<?php
/**
 * Domain\OrderStatusLabel: the spec's labels for WooCommerce's seven statuses, WooCommerce's name for
 * any other (raw when none is registered). The storefront shows the label the server sends.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Domain;

use CosmeticsStorefront\Domain\OrderStatusLabel;
use CosmeticsStorefront\Tests\TestCase;

final class OrderStatusLabelTest extends TestCase {

	public function test_the_spec_labels_and_woocommerce_names_for_the_rest(): void {
		$cases = array(
			'pending'        => 'Oczekuje',
			'processing'     => 'W realizacji',
			'on-hold'        => 'Wstrzymane',
			'completed'      => 'Zrealizowane',
			'cancelled'      => 'Anulowane',
			'refunded'       => 'Zwrócone',
			'failed'         => 'Nieudane',
			'wc-completed'   => 'Zrealizowane',
			'checkout-draft' => 'other: checkout-draft',
			'strange'        => 'other: strange',
		);
		foreach ( $cases as $status => $label ) {
			$this->assertSame( $label, OrderStatusLabel::of( $status, static fn( string $other ): string => 'other: ' . $other ), $status );
		}
	}

	public function test_a_shops_own_status_is_shown_by_its_registered_name(): void {
		$this->requireWooCommerce();
		$add = static fn( array $statuses ): array => $statuses + array( 'wc-awaiting-pickup' => 'Do odbioru w salonie' );
		add_filter( 'wc_order_statuses', $add );
		$this->assertSame( 'Do odbioru w salonie', OrderStatusLabel::of( 'awaiting-pickup', 'wc_get_order_status_name' ) );
		$this->assertSame( 'strange', OrderStatusLabel::of( 'strange', 'wc_get_order_status_name' ), 'raw when none is registered' );
		remove_filter( 'wc_order_statuses', $add );
	}
}
