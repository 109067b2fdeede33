<?php
/**
 * Polish statistical number (REGON): 9 digits (weights 8,9,2,3,4,5,6,7) or 14 digits (weights
 * 2,4,8,5,0,9,7,3,6,1,2,4,8); the weighted sum mod 11 (10 counts as 0) is the last digit.
 * No WordPress here.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class Regon {

	private const WEIGHTS = array(
		9  => array( 8, 9, 2, 3, 4, 5, 6, 7 ),
		14 => array( 2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8 ),
	);

	/** Whether $digits (digits only) is a valid 9- or 14-digit REGON. */
	public static function is_valid( string $digits ): bool {
		if ( 1 !== preg_match( '/^(\d{9}|\d{14})$/D', $digits ) ) {
			return false;
		}
		$weights = self::WEIGHTS[ strlen( $digits ) ];
		$sum     = 0;
		foreach ( $weights as $i => $weight ) {
			$sum += (int) $digits[ $i ] * $weight;
		}
		return ( $sum % 11 ) % 10 === (int) $digits[ count( $weights ) ];
	}
}
