<?php
/**
 * The account flows' e-mails, by what they say: each is one of the plugin's WooCommerce e-mails
 * (Platform\Emails; WooCommerce → Ustawienia → E-maile), sent from the shop's sender with the shop's
 * styling. False when the e-mail is switched off there or could not be sent.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts;

use CosmeticsStorefront\Platform\Emails;
use CosmeticsStorefront\Accounts\Emails\EnquiryRejectedEmail;
use CosmeticsStorefront\Accounts\Emails\NewEnquiryEmail;
use CosmeticsStorefront\Accounts\Emails\PasswordResetEmail;
use CosmeticsStorefront\Accounts\Emails\ProfessionalApprovedEmail;
use CosmeticsStorefront\Accounts\Emails\SetPasswordEmail;
use CosmeticsStorefront\Accounts\Emails\VerificationCodeEmail;

defined( 'ABSPATH' ) || exit;

final class Mailer {

	/** The longest rejection reason staff may give (characters). */
	public const REASON_MAX = 1000;

	public static function verification( \WP_User $user, string $code, string $link ): bool {
		return Emails::send( VerificationCodeEmail::class, $user->user_email, array( 'code' => $code, 'link' => $link ) );
	}

	public static function password_reset( \WP_User $user, string $link, bool $new_account = false ): bool {
		return Emails::send( $new_account ? SetPasswordEmail::class : PasswordResetEmail::class, $user->user_email, array( 'link' => $link ) );
	}

	/** An existing, verified account became a professional one: its password stays. */
	public static function professional_approved( \WP_User $user ): bool {
		return Emails::send( ProfessionalApprovedEmail::class, $user->user_email, array() );
	}

	/** The applicant of a rejected company enquiry is told, with the reason when staff gave one. */
	public static function enquiry_rejected( string $email, string $company, string $reason ): bool {
		return Emails::send( EnquiryRejectedEmail::class, $email, array( 'company' => $company, 'reason' => $reason ) );
	}

	/**
	 * Staff are told of a new company enquiry (the e-mail's recipients setting, by default the shop's
	 * notification address, where withdrawal notifications go too).
	 *
	 * @param array<string,string> $fields label => value
	 */
	public static function new_enquiry( array $fields, string $admin_url ): bool {
		return Emails::send( NewEnquiryEmail::class, '', array( 'fields' => $fields, 'admin_url' => $admin_url ) );
	}

	/** The password reset link of a user: /reset_hasla?key=…&login=… on the storefront. */
	public static function reset_link( \WP_User $user ): string {
		$key = get_password_reset_key( $user );
		if ( is_wp_error( $key ) ) {
			return '';
		}
		return add_query_arg(
			array(
				'key'   => rawurlencode( $key ),
				'login' => rawurlencode( $user->user_login ),
			),
			home_url( '/reset_hasla' )
		);
	}
}
