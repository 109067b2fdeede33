<?php
/**
 * POST custom-auth/v1/profile { first_name, last_name, email, billing, shipping, meta_data }: updates
 * the current user, individual clients only (spec section 6; professionals' data is the shop's to
 * change: 403). Only what is sent changes: billing and shipping fields and company meta keys that are
 * not sent keep their stored values (no shipping: shipping stays; no meta_data: customer type, company
 * name and NIP stay). The spec's save rules are checked again on the result; countries must be ones the
 * shop sells (billing) or ships (shipping) to, postcodes valid there (PL: XX-XXX); a company needs a
 * valid NIP. A new e-mail address needs the current password (`current_password`: a stolen token
 * alone must not move the account to another mailbox), must be free, and is unverified until
 * confirmed (a code is sent).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Rest;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Accounts\VerificationCodes;
use CosmeticsStorefront\Accounts\Auth\BearerAuthentication;
use CosmeticsStorefront\Accounts\Auth\Jwt;
use CosmeticsStorefront\Domain\Nip;
use CosmeticsStorefront\Domain\Postcode;
use CosmeticsStorefront\Domain\ProfileRules;
use CosmeticsStorefront\Platform\InputLimits;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class ProfileUpdateRoute extends Route {

	public function namespace(): string {
		return 'custom-auth/v1';
	}

	public function path(): string {
		return '/profile';
	}

	public function methods(): string {
		return \WP_REST_Server::EDITABLE;
	}

	/** @return array<string,mixed> */
	private static function address( array $fields ): array {
		$properties = array();
		foreach ( $fields as $field ) {
			$properties[ $field ] = array(
				'type'      => 'string',
				'maxLength' => 'email' === $field ? 254 : 200,
			);
		}
		return array(
			'type'                 => 'object',
			'properties'           => $properties,
			'additionalProperties' => false,
		);
	}

	public function args(): array {
		return array(
			'first_name'       => Answers::string_arg( 100 ),
			'last_name'        => Answers::string_arg( 100 ),
			'email'            => Answers::email_arg(),
			'current_password' => array_merge( Answers::password_arg( false ), array( 'description' => 'Obecne hasło; wymagane tylko przy zmianie adresu e-mail.' ) ),
			'billing'          => self::address( ProfileRoute::BILLING ) + array( 'required' => true ),
			'shipping'         => self::address( ProfileRoute::SHIPPING ),
			'meta_data'        => array(
				'type'     => 'array',
				'maxItems' => 10,
				'items'    => array(
					'type'       => 'object',
					'properties' => array(
						'key'   => array( 'type' => 'string', 'maxLength' => 100 ),
						'value' => array( 'type' => 'string', 'maxLength' => 200 ),
					),
				),
			),
			'id'               => InputLimits::id( 'Ignored unless it is the current user (another id: 403).' ),
		);
	}

	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		$logged_in = Answers::logged_in();
		if ( true !== $logged_in ) {
			return $logged_in;
		}
		if ( null !== $request['id'] && (int) $request['id'] !== get_current_user_id() ) {
			return Answers::error( 'cosmetics_forbidden', 'Brak uprawnień - sprawdź uprawnienia API', 403 );
		}
		if ( 'professional' === Customer::client_type( get_current_user_id() ) ) {
			return Answers::error( 'cosmetics_professional_profile', 'Dane klienta profesjonalnego zmienia sklep. Skontaktuj się z nami.', 403 );
		}
		return true;
	}

	protected function response_properties(): array {
		return ProfileRoute::ANSWER + array(
			'token'      => array( 'type' => 'string' ),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$user_id  = get_current_user_id();
		$clean    = static fn( $value ): string => sanitize_text_field( (string) $value );
		$customer = new \WC_Customer( $user_id );
		// Only what is sent changes: the checks below see the stored values under the sent ones.
		$sent_billing = array_map( $clean, (array) $request['billing'] );
		$billing      = array_merge( self::stored( $customer, 'billing', ProfileRoute::BILLING ), $sent_billing );
		$sent_meta    = null;
		if ( null !== $request['meta_data'] ) {
			$sent_meta = array();
			foreach ( (array) $request['meta_data'] as $item ) {
				if ( is_array( $item ) && in_array( $item['key'] ?? '', ProfileRoute::META, true ) ) {
					$sent_meta[ $item['key'] ] = $clean( $item['value'] ?? '' );
				}
			}
		}
		$meta = array();
		foreach ( ProfileRoute::META as $key ) {
			$meta[ $key ] = $sent_meta[ $key ] ?? (string) get_user_meta( $user_id, $key, true );
		}
		$type          = 'company' === $meta['_customer_type'] ? 'company' : 'individual';
		$sent_shipping = null === $request['shipping'] ? null : array_map( $clean, (array) $request['shipping'] );
		$shipping      = null === $sent_shipping ? null : array_merge( self::stored( $customer, 'shipping', ProfileRoute::SHIPPING ), $sent_shipping );
		$email         = (string) $request['email'];

		$nip = Nip::digits( $meta['_company_nip'] );
		// The form's own rules (Domain\ProfileRules, the storefront checks the same). Company data is
		// checked when it is sent: a save of other fields is not refused for it. Shipping is checked when
		// it is sent as an address of its own (the form sends a copy of billing otherwise).
		$refused = ProfileRules::message(
			array(
				'first_name'        => $clean( $request['first_name'] ),
				'last_name'         => $clean( $request['last_name'] ),
				'email'             => $email,
				'customer_type'     => null !== $sent_meta ? $type : 'individual',
				'company_name'      => $meta['_company_name'],
				'company_nip'       => $nip,
				'billing'           => $billing,
				'separate_shipping' => null !== $shipping && ProfileRules::has_separate_shipping( $billing, $shipping ),
				'shipping'          => $shipping ?? array(),
			)
		);
		if ( ProfileRules::NIP_INVALID === $refused ) {
			return Answers::error( 'cosmetics_invalid_nip', $refused, 400 );
		}
		if ( '' !== $refused ) {
			return Answers::error( 'cosmetics_missing_fields', $refused, 400 );
		}
		if ( ! is_email( $email ) ) {
			return Answers::error( 'cosmetics_invalid_email', 'Nieprawidłowy format adresu email', 400 );
		}
		$billing['country'] = self::country( $billing['country'] ?? '' );
		$invalid            = self::invalid_address( $billing, array_keys( WC()->countries->get_allowed_countries() ), 'Sklep nie obsługuje tego kraju w adresie rozliczeniowym' );
		if ( ! $invalid && null !== $shipping ) {
			$shipping['country'] = self::country( $shipping['country'] ?? '' );
			// A shop that ships nowhere ('disabled') has no shipping countries: its selling ones apply.
			$ship_to = WC()->countries->get_shipping_countries() ?: WC()->countries->get_allowed_countries();
			$invalid = self::invalid_address( $shipping, array_keys( $ship_to ), 'Sklep nie wysyła do tego kraju (adres dostawy)' );
		}
		if ( $invalid ) {
			return $invalid;
		}
		// Before anything about the new address is told: whether it is taken is for the owner only.
		$user          = get_userdata( $user_id );
		$email_changed = 0 !== strcasecmp( $user->user_email, $email );
		if ( $email_changed ) {
			if ( null === $request['current_password'] ) {
				return Answers::error( 'cosmetics_password_required', 'Podaj obecne hasło, aby zmienić adres email', 400 );
			}
			$checked = Answers::check_current_password( $user, (string) $request['current_password'] );
			if ( true !== $checked ) {
				return $checked;
			}
		}
		$owner = email_exists( $email );
		if ( $owner && (int) $owner !== $user_id ) {
			return Answers::error( 'registration-error-email-exists', 'Użytkownik z tym adresem email już istnieje', 400 );
		}

		$customer->set_first_name( $clean( $request['first_name'] ) );
		$customer->set_last_name( $clean( $request['last_name'] ) );
		$customer->set_email( $email );
		foreach ( ProfileRoute::BILLING as $field ) {
			if ( isset( $sent_billing[ $field ] ) || 'country' === $field ) {
				$customer->{"set_billing_$field"}( 'email' === $field ? sanitize_email( $billing[ $field ] ) : $billing[ $field ] );
			}
		}
		if ( null !== $shipping ) {
			foreach ( ProfileRoute::SHIPPING as $field ) {
				if ( isset( $sent_shipping[ $field ] ) || 'country' === $field ) {
					$customer->{"set_shipping_$field"}( $shipping[ $field ] );
				}
			}
		}
		if ( null !== $sent_meta ) {
			// Spec: switching to a private person clears the company fields.
			$customer->set_billing_company( 'company' === $type ? $meta['_company_name'] : '' );
			$customer->update_meta_data( '_customer_type', $type );
			$customer->update_meta_data( '_company_name', 'company' === $type ? $meta['_company_name'] : '' );
			$customer->update_meta_data( '_company_nip', 'company' === $type ? $nip : '' );
		}
		$customer->save();

		$token = null;
		if ( $email_changed ) {
			Customer::set_verified( $user_id, false );
			VerificationCodes::send( get_userdata( $user_id ) );
			// The new address ended every session (Jwt); this one goes on with a new token.
			$claims = BearerAuthentication::claims();
			$token  = $claims ? Jwt::issue( $user_id, $claims['rem'], null, $claims['auth'] ) : null;
		}
		// Read after the changes above: the answer says the new address is not verified yet.
		$data = ProfileRoute::data( $user_id );
		return new \WP_REST_Response( null === $token ? $data : $data + array( 'token' => $token ) );
	}

	/** @return array<string,string> the stored address fields of $type. */
	private static function stored( \WC_Customer $customer, string $type, array $fields ): array {
		$out = array();
		foreach ( $fields as $field ) {
			$out[ $field ] = (string) $customer->{"get_{$type}_{$field}"}( 'edit' );
		}
		return $out;
	}

	/** An ISO code in capitals; none means the spec's default, PL (as the profile answers it). */
	private static function country( string $country ): string {
		$country = strtoupper( trim( $country ) );
		return '' === $country ? 'PL' : $country;
	}

	/**
	 * The address's country must be one of $countries and its postcode valid there (WooCommerce's own
	 * rules, WC_Validation::is_postcode: for PL the spec's XX-XXX). An empty shipping postcode is left to
	 * the required-field rules. The error to answer, or null.
	 *
	 * @param array<string,string> $address
	 * @param string[]             $countries
	 */
	private static function invalid_address( array $address, array $countries, string $country_message ): ?\WP_Error {
		if ( ! in_array( $address['country'], $countries, true ) ) {
			return Answers::error( 'cosmetics_invalid_country', $country_message, 400 );
		}
		$postcode = trim( $address['postcode'] ?? '' );
		if ( '' !== $postcode && 'PL' === $address['country'] && '' !== Postcode::pl_error( $postcode ) ) {
			return Answers::error( 'cosmetics_invalid_postcode', Postcode::pl_error( $postcode ), 400 );
		}
		if ( '' !== $postcode && ! \WC_Validation::is_postcode( $postcode, $address['country'] ) ) {
			return Answers::error( 'cosmetics_invalid_postcode', 'Nieprawidłowy kod pocztowy dla wybranego kraju', 400 );
		}
		return null;
	}
}
