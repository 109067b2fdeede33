<?php
/**
 * The profile's save rules (spec accounts-pages-errors section 5): the required fields with their
 * messages ('{field} jest wymagane/wymagany', joined by commas, in this order), a company's valid NIP,
 * and when a shipping address counts as separate. Mirrored in src/domain/validation.ts
 * (validateProfile, hasSeparateShipping) for instant feedback; both read src/domain/test/profile-cases.json.
 * No WordPress here.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class ProfileRules {

	public const PERSON = array(
		'first_name' => 'Imię jest wymagane',
		'last_name'  => 'Nazwisko jest wymagane',
		'email'      => 'Email jest wymagany',
	);

	public const COMPANY = array(
		'company_name' => 'Nazwa firmy jest wymagana',
		'company_nip'  => 'NIP jest wymagany',
	);

	public const BILLING = array(
		'first_name' => 'Imię (rozliczenie) jest wymagane',
		'last_name'  => 'Nazwisko (rozliczenie) jest wymagane',
		'address_1'  => 'Adres jest wymagany',
		'city'       => 'Miasto jest wymagane',
		'postcode'   => 'Kod pocztowy jest wymagany',
		'email'      => 'Email (rozliczenie) jest wymagany',
		'phone'      => 'Telefon jest wymagany',
	);

	public const SHIPPING = array(
		'first_name' => 'Imię (dostawa) jest wymagane',
		'last_name'  => 'Nazwisko (dostawa) jest wymagane',
		'address_1'  => 'Adres dostawy jest wymagany',
		'city'       => 'Miasto (dostawa) jest wymagane',
		'postcode'   => 'Kod pocztowy (dostawa) jest wymagany',
	);

	public const NIP_INVALID = 'Nieprawidłowy numer NIP';

	/**
	 * The save's one message, or '' when it saves.
	 *
	 * @param array{first_name?:string,last_name?:string,email?:string,customer_type?:string,company_name?:string,company_nip?:string,billing?:array<string,string>,separate_shipping?:bool,shipping?:array<string,string>} $form
	 */
	public static function message( array $form ): string {
		$company = 'company' === ( $form['customer_type'] ?? '' );
		$missing = array_merge(
			self::missing( $form, self::PERSON ),
			$company ? self::missing( $form, self::COMPANY ) : array(),
			self::missing( $form['billing'] ?? array(), self::BILLING ),
			! empty( $form['separate_shipping'] ) ? self::missing( $form['shipping'] ?? array(), self::SHIPPING ) : array()
		);
		if ( $missing ) {
			return implode( ', ', $missing );
		}
		if ( $company && ! Nip::is_valid( Nip::digits( (string) $form['company_nip'] ) ) ) {
			return self::NIP_INVALID;
		}
		return '';
	}

	/**
	 * Spec: a separate shipping address when it has an address, city or postcode and one of them
	 * differs from billing.
	 *
	 * @param array<string,string> $billing
	 * @param array<string,string> $shipping
	 */
	public static function has_separate_shipping( array $billing, array $shipping ): bool {
		$fields = array( 'address_1', 'city', 'postcode' );
		$filled = false;
		$differ = false;
		foreach ( $fields as $field ) {
			$filled = $filled || '' !== ( $shipping[ $field ] ?? '' );
			$differ = $differ || ( $shipping[ $field ] ?? '' ) !== ( $billing[ $field ] ?? '' );
		}
		return $filled && $differ;
	}

	/**
	 * @param array<string,mixed>  $values
	 * @param array<string,string> $required field => message
	 * @return string[]
	 */
	private static function missing( array $values, array $required ): array {
		$missing = array();
		foreach ( $required as $field => $message ) {
			if ( '' === trim( (string) ( $values[ $field ] ?? '' ) ) ) {
				$missing[] = $message;
			}
		}
		return $missing;
	}
}
