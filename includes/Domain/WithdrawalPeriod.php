<?php
/**
 * The consumer's withdrawal period (spec: 14 days from delivery): it ends at the end of the 14th day
 * after the day of delivery, in the shop's time zone. No WordPress in here.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class WithdrawalPeriod {

	public const DAYS = 14;

	/** The last moment a withdrawal counts: 23:59:59 of the 14th day after $delivered (in $zone). */
	public static function deadline( \DateTimeInterface $delivered, \DateTimeZone $zone ): \DateTimeImmutable {
		return \DateTimeImmutable::createFromInterface( $delivered )
			->setTimezone( $zone )
			->setTime( 0, 0 )
			->modify( '+' . self::DAYS . ' days' )
			->setTime( 23, 59, 59 );
	}

	public static function is_open( \DateTimeInterface $delivered, \DateTimeInterface $now, \DateTimeZone $zone ): bool {
		return $now <= self::deadline( $delivered, $zone );
	}
}
