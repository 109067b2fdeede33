<?php
/**
 * What the Ministry of Finance's VAT register ("Wykaz podatników VAT", its JSON API
 * /api/search/nip/{nip}?date=) says about a NIP, read for a form: the status (an active VAT payer,
 * exempt, not registered, not in the register) with its sentence for the shopper, and the company's
 * name and address split into street, postcode and city (the form says what it filled from them). No WordPress here; Invoices\VatRegister asks.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class VatRegisterAnswer {

	public const ACTIVE         = 'active';
	public const EXEMPT         = 'exempt';
	public const NOT_REGISTERED = 'not_registered';
	public const NOT_FOUND      = 'not_found';
	/** The register did not answer (down, slow, an error): the shopper types the data, nothing is blocked. */
	public const UNAVAILABLE = 'unavailable';

	public const MESSAGES = array(
		self::ACTIVE         => 'Firma jest czynnym podatnikiem VAT.',
		self::EXEMPT         => 'Firma jest zwolniona z VAT (nie jest czynnym podatnikiem VAT).',
		self::NOT_REGISTERED => 'Firma nie jest czynnym podatnikiem VAT (niezarejestrowana lub wykreślona z rejestru). Sprawdź NIP.',
		self::NOT_FOUND      => 'Nie znaleźliśmy tego NIP w wykazie podatników VAT. Sprawdź numer albo wpisz dane firmy samodzielnie.',
		self::UNAVAILABLE    => 'Wykaz podatników VAT chwilowo nie odpowiada. Wpisz dane firmy samodzielnie – możesz kontynuować.',
	);

	/** The register's statusVat values. */
	private const STATUSES = array(
		'Czynny'           => self::ACTIVE,
		'Zwolniony'        => self::EXEMPT,
		'Niezarejestrowany' => self::NOT_REGISTERED,
	);

	/**
	 * The register's `result` object read: status, the shopper's sentence and the company (null when the
	 * NIP is not in the register).
	 *
	 * @param array<string,mixed> $result
	 * @return array{status:string, message:string, company:array{name:string,street:string,postcode:string,city:string}|null}
	 */
	public static function read( array $result ): array {
		$subject = $result['subject'] ?? null;
		if ( ! is_array( $subject ) ) {
			return self::answer( self::NOT_FOUND );
		}
		$status  = self::STATUSES[ (string) ( $subject['statusVat'] ?? '' ) ] ?? self::NOT_REGISTERED;
		$address = self::address( (string) ( $subject['workingAddress'] ?? '' ) ?: (string) ( $subject['residenceAddress'] ?? '' ) );
		return self::answer( $status, array( 'name' => trim( (string) ( $subject['name'] ?? '' ) ) ) + $address );
	}

	/**
	 * @param array{name:string,street:string,postcode:string,city:string}|null $company
	 * @return array{status:string, message:string, company:array{name:string,street:string,postcode:string,city:string}|null}
	 */
	public static function answer( string $status, ?array $company = null ): array {
		return array(
			'status'  => $status,
			'message' => self::MESSAGES[ $status ],
			'company' => $company,
		);
	}

	/** Abbreviations written in lower case in an address ("ul. Kwiatowa 12 lok. 3"). */
	private const LOWER = array( 'ul.', 'al.', 'pl.', 'os.', 'lok.', 'm.', 'bud.', 'nr' );

	/**
	 * The register's one-line address in capitals ("UL. KWIATOWA 12 LOK. 3, 00-950 WARSZAWA") as the
	 * form's street, postcode and city, written as people write them ("ul. Kwiatowa 12 lok. 3",
	 * "Warszawa"). An address without a postcode stays whole in the street.
	 *
	 * @return array{street:string,postcode:string,city:string}
	 */
	public static function address( string $line ): array {
		$line = trim( (string) preg_replace( '/\s+/u', ' ', $line ) );
		if ( preg_match( '/^(.*?)[,\s]+(\d{2}-\d{3})\s+(.+)$/u', $line, $m ) ) {
			$parts = array( $m[1], $m[2], $m[3] );
		} elseif ( preg_match( '/^(\d{2}-\d{3})\s+([^,]+),\s*(.+)$/u', $line, $m ) ) {
			$parts = array( $m[3], $m[1], $m[2] );
		} else {
			$parts = array( $line, '', '' );
		}
		return array(
			'street'   => self::written( trim( $parts[0], " ,\t" ) ),
			'postcode' => $parts[1],
			'city'     => self::written( trim( $parts[2] ) ),
		);
	}

	/** "UL. JANA PAWŁA II 5" → "ul. Jana Pawła II 5"; "BIELSKO-BIAŁA" → "Bielsko-Biała". */
	private static function written( string $text ): string {
		$words = explode( ' ', mb_convert_case( mb_strtolower( $text, 'UTF-8' ), MB_CASE_TITLE, 'UTF-8' ) );
		foreach ( $words as $i => $word ) {
			$lower = mb_strtolower( $word, 'UTF-8' );
			if ( in_array( $lower, self::LOWER, true ) ) {
				$words[ $i ] = $lower;
			} elseif ( preg_match( '/^[ivxlcdm]+$/iu', $word ) ) {
				$words[ $i ] = mb_strtoupper( $word, 'UTF-8' ); // Roman numerals: Jana Pawła II.
			}
		}
		return implode( ' ', $words );
	}
}
