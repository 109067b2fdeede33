<?php
/**
 * When a professional sale price is in effect. No WordPress here.
 *
 * A professional sale price follows a sale schedule: by default WooCommerce's own sale dates of the
 * same product or variation ("Zaplanuj" beside the sale price), or, when staff choose their own
 * ("Własne daty"), the professional sale's own dates. Either way a missing start means "from now on"
 * and a missing end "until changed", as WooCommerce reads its own dates: the sale is on from the start
 * time (inclusive) to the end time (inclusive; WooCommerce stores an end day as 23:59:59 of it).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class SaleSchedule {

	/** Follow WooCommerce's sale dates of the same product (the default; no meta stored). */
	public const FOLLOW_WOOCOMMERCE = 'woocommerce';

	/** Use the professional sale's own dates. */
	public const OWN = 'own';

	/**
	 * The window that applies: [from, to] as Unix times, null = open on that side.
	 *
	 * @return array{0:?int, 1:?int}
	 */
	public static function window( string $mode, ?int $wc_from, ?int $wc_to, ?int $own_from, ?int $own_to ): array {
		return self::OWN === $mode ? array( self::time( $own_from ), self::time( $own_to ) ) : array( self::time( $wc_from ), self::time( $wc_to ) );
	}

	/** Whether a sale with the window [from, to] is on at $now (WooCommerce's is_on_sale() reading of its dates). */
	public static function is_active( ?int $from, ?int $to, int $now ): bool {
		$from = self::time( $from );
		$to   = self::time( $to );
		if ( null !== $from && $from > $now ) {
			return false;
		}
		return null === $to || $to >= $now;
	}

	/** Whether a sale with the window [from, to] is over for good at $now (nothing will start it again). */
	public static function has_ended( ?int $from, ?int $to, int $now ): bool {
		$to = self::time( $to );
		return null !== $to && $to < $now;
	}

	/** 0 and negative times are "no date" (WooCommerce stores '' or 0). */
	private static function time( ?int $time ): ?int {
		return null === $time || $time <= 0 ? null : $time;
	}
}
