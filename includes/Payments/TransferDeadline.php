<?php
/**
 * The last moment a bank transfer for an order counts: the end of the day PaymentSettings' days after the
 * order was placed, in the shop's time zone (the terms: "w ciągu 7 dni od złożenia zamówienia").
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Payments;

use CosmeticsStorefront\Settings\PaymentSettings;

defined( 'ABSPATH' ) || exit;

final class TransferDeadline {

	public static function of( \WC_Order $order ): \DateTimeImmutable {
		$created = $order->get_date_created();
		$placed  = $created ? \DateTimeImmutable::createFromInterface( $created ) : new \DateTimeImmutable( 'now' );
		return $placed->setTimezone( wp_timezone() )
			->setTime( 0, 0 )
			->modify( '+' . PaymentSettings::all()['transfer_days'] . ' days' )
			->setTime( 23, 59, 59 );
	}
}
