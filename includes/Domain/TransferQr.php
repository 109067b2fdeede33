<?php
/**
 * The text of the QR code Polish banking apps read to fill in a transfer: the Polish Bank Association's
 * (ZBP) "2D" recommendation of 2013 — nine fields separated by "|", 160 characters at most:
 *
 *   recipient's NIP (10 digits or empty) | country (PL) | account (26 digits) | amount in grosze (6 digits)
 *   | recipient's name (≤ 20) | title (≤ 32) | reserved (≤ 20) | reserved (≤ 12) | reserved (≤ 24)
 *
 * Six digits of grosze carry at most 9 999,99 zł: a larger amount has no code (null), and neither has a
 * foreign account or a missing name. "|" in a name or title would break the fields: it becomes "/".
 * No WordPress in here.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class TransferQr {

	public const MAX_AMOUNT = 999999;

	/** @return string|null the code's text, or null when the transfer cannot be put in one */
	public static function text( string $account, int $amount_minor, string $name, string $title, string $nip = '' ): ?string {
		$digits = BankAccount::digits( $account );
		$nip    = Nip::digits( $nip );
		$name   = self::field( $name, 20 );
		$title  = self::field( $title, 32 );
		if ( '' === $digits || $amount_minor <= 0 || $amount_minor > self::MAX_AMOUNT || '' === $name || '' === $title ) {
			return null;
		}
		return implode(
			'|',
			array(
				Nip::is_valid( $nip ) ? $nip : '',
				'PL',
				$digits,
				sprintf( '%06d', $amount_minor ),
				$name,
				$title,
				'',
				'',
				'',
			)
		);
	}

	private static function field( string $value, int $length ): string {
		$value = trim( (string) preg_replace( '/\s+/u', ' ', str_replace( '|', '/', $value ) ) );
		return trim( mb_substr( $value, 0, $length ) );
	}
}
