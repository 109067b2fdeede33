<?php
/**
 * POST myplugin/v1/add-company: the company enquiry (nazwa_firmy, nip, adres_firmy_, telefon,
 * imię_reprezentanta, nazwisko_reprezentanta, email). It creates no account: it is stored for staff
 * (Accounts\Enquiries, wp-admin → Użytkownicy → Zapytania firmowe) and the shop gets an e-mail.
 * 5 an hour per IP (429).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Rest;

use CosmeticsStorefront\Accounts\Enquiries;
use CosmeticsStorefront\Platform\Limits;
use CosmeticsStorefront\Platform\RateLimiter;
use CosmeticsStorefront\Domain\Nip;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class AddCompanyRoute extends Route {

	public const SUCCESS = 'Dziękuję za wybranie naszej firmy, skontaktujemy się w sprawie współpracy';

	public function namespace(): string {
		return 'myplugin/v1';
	}

	public function path(): string {
		return '/add-company';
	}

	public function methods(): string {
		return \WP_REST_Server::CREATABLE;
	}

	public function args(): array {
		return array(
			'nazwa_firmy'            => Answers::string_arg( 200 ),
			'nip'                    => Answers::string_arg( 13 ),
			'adres_firmy_'           => Answers::string_arg( 300 ),
			'telefon'                => Answers::string_arg( 30 ),
			'imię_reprezentanta'     => Answers::string_arg( 100 ),
			'nazwisko_reprezentanta' => Answers::string_arg( 100 ),
			'email'                  => Answers::email_arg(),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$fields = array();
		foreach ( Enquiries::REQUIRED as $key => $message ) {
			$fields[ $key ] = sanitize_text_field( (string) $request[ $key ] );
			if ( '' === $fields[ $key ] ) {
				return Answers::error( 'cosmetics_missing_fields', $message, 400 );
			}
		}
		$fields['nip'] = Nip::digits( $fields['nip'] );
		if ( ! Nip::is_valid( $fields['nip'] ) ) {
			return Answers::error( 'cosmetics_invalid_nip', 'Nieprawidłowy format NIP', 400 );
		}
		if ( ! is_email( $fields['email'] ) ) {
			return Answers::error( 'cosmetics_invalid_email', 'Nieprawidłowy format adresu email', 400 );
		}
		// Stored enquiries are what the limit counts: counted here, each deciding on its own count, so of
		// a parallel burst exactly the limit is stored (a check before a later count lets it all through).
		// A refused one stores nothing and gives its count back.
		$refused = RateLimiter::guard( 'enquiry_ip|' . RateLimiter::ip(), Limits::ENQUIRIES_PER_IP, Limits::REQUESTS_WINDOW, Limits::MSG_TOO_MANY, false );
		if ( $refused ) {
			return $refused;
		}
		if ( ! Enquiries::create( $fields ) ) {
			return Answers::error( 'cosmetics_enquiry_failed', 'Błąd serwera', 500 );
		}
		return new \WP_REST_Response( array( 'success' => true, 'message' => self::SUCCESS ), 201 );
	}
}
