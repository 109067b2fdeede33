<?php
/**
 * POST custom-auth/v1/register: the individual registration payload of spec section 3 (email,
 * password, first_name, last_name, username = email, meta_data with client_type=individual). Creates
 * a WooCommerce customer, unverified, and e-mails the 6-digit code and the link. Never a token
 * (verification first, DESIGN deviation 3): { customer, token: '', message }.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Rest;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Accounts\VerificationCodes;
use CosmeticsStorefront\Platform\Limits;
use CosmeticsStorefront\Platform\RateLimiter;
use CosmeticsStorefront\Domain\PasswordRules;
use CosmeticsStorefront\Pricing\CustomerTier;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class RegisterRoute extends Route {

	public function namespace(): string {
		return 'custom-auth/v1';
	}

	public function path(): string {
		return '/register';
	}

	public function methods(): string {
		return \WP_REST_Server::CREATABLE;
	}

	public function args(): array {
		return array(
			'email'      => Answers::email_arg(),
			'password'   => Answers::password_arg(),
			'first_name' => Answers::string_arg( 100 ),
			'last_name'  => Answers::string_arg( 100 ),
			'username'   => Answers::string_arg( 254, false ),
			'meta_data'  => array(
				'type'     => 'array',
				'maxItems' => 10,
				'items'    => array(
					'type'       => 'object',
					'properties' => array(
						'key'   => array( 'type' => 'string', 'maxLength' => 100 ),
						'value' => array( 'type' => array( 'string', 'number', 'boolean', 'null' ), 'maxLength' => 200, 'minimum' => 0, 'maximum' => 1000 ),
					),
				),
				'default'  => array(),
			),
		);
	}

	protected function response_properties(): array {
		return array(
			'success'  => array( 'type' => 'boolean' ),
			'customer' => array( 'type' => 'object' ),
			'token'    => array( 'type' => 'string' ),
			'message'  => array( 'type' => 'string' ),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		// Every attempt counts, refused ones too: 'already exists' tells whether an address has an
		// account (the spec wants that message), so probing must stay as limited as registering.
		// take() decides on this request's own count, so a parallel burst gets exactly the limit through.
		$refused = RateLimiter::guard( 'register_ip|' . RateLimiter::ip(), Limits::REGISTRATIONS_PER_IP, Limits::REQUESTS_WINDOW, Limits::MSG_TOO_MANY );
		if ( $refused ) {
			return $refused;
		}
		$email = (string) $request['email'];
		$first = sanitize_text_field( (string) $request['first_name'] );
		$last  = sanitize_text_field( (string) $request['last_name'] );
		if ( ! is_email( $email ) ) {
			return Answers::error( 'cosmetics_invalid_email', 'Nieprawidłowy format adresu email', 400 );
		}
		if ( '' === $first || '' === $last ) {
			return Answers::error( 'cosmetics_missing_name', '' === $first ? 'Imię jest wymagane' : 'Nazwisko jest wymagane', 400 );
		}
		$password_errors = PasswordRules::message( (string) $request['password'] );
		if ( '' !== $password_errors ) {
			return Answers::error( 'cosmetics_weak_password', $password_errors, 400 );
		}
		if ( email_exists( $email ) || username_exists( $email ) ) {
			return Answers::error( 'registration-error-email-exists', 'Użytkownik z tym adresem email już istnieje', 400 );
		}

		// WooCommerce's own "new account" e-mail would say the account is ready: ours asks to verify.
		add_filter( 'woocommerce_email_enabled_customer_new_account', '__return_false' );
		$user_id = wc_create_new_customer(
			$email,
			$email,
			(string) $request['password'],
			array(
				'first_name'   => $first,
				'last_name'    => $last,
				'display_name' => trim( "$first $last" ),
			)
		);
		remove_filter( 'woocommerce_email_enabled_customer_new_account', '__return_false' );
		if ( is_wp_error( $user_id ) ) {
			return Answers::error( 'cosmetics_registration_failed', 'Wystąpił błąd podczas rejestracji', 400 );
		}
		// Through WooCommerce's customer object, as the profile update writes it (its hooks and caches run).
		$customer = new \WC_Customer( $user_id );
		$customer->set_billing_email( $email );
		$customer->set_billing_first_name( $first );
		$customer->set_billing_last_name( $last );
		$customer->set_billing_country( 'PL' );
		$customer->update_meta_data( CustomerTier::CLIENT_TYPE_META, 'individual' );
		$customer->update_meta_data( '_customer_type', 'individual' );
		$customer->save();
		Customer::set_verified( $user_id, false );
		$user = get_userdata( $user_id );
		VerificationCodes::send( $user );

		return new \WP_REST_Response(
			array(
				'success'  => true,
				'customer' => array(
					'id'         => $user_id,
					'email'      => $user->user_email,
					'first_name' => $first,
					'last_name'  => $last,
					'username'   => $user->user_login,
				),
				'token'    => '',
				'message'  => 'Please verify your email address to complete registration',
			),
			201
		);
	}
}
