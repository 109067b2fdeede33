<?php
/**
 * The plugin's e-mails as WooCommerce e-mails (woocommerce_email_classes): WooCommerce → Ustawienia →
 * E-maile lists them with its own, each switchable, with its subject, heading, type and overridable
 * templates (templates/emails/, theme: woocommerce/emails/). send() is the one way the plugin mails.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Platform;

use CosmeticsStorefront\Accounts\Emails\EnquiryRejectedEmail;
use CosmeticsStorefront\Accounts\Emails\NewEnquiryEmail;
use CosmeticsStorefront\Accounts\Emails\PasswordResetEmail;
use CosmeticsStorefront\Accounts\Emails\ProfessionalApprovedEmail;
use CosmeticsStorefront\Accounts\Emails\SetPasswordEmail;
use CosmeticsStorefront\Accounts\Emails\VerificationCodeEmail;
use CosmeticsStorefront\Legal\Emails\WithdrawalCustomerEmail;
use CosmeticsStorefront\Legal\Emails\WithdrawalStaffEmail;
use CosmeticsStorefront\Payments\Emails\TransferCancelledEmail;
use CosmeticsStorefront\Settings\StaffEmail;

defined( 'ABSPATH' ) || exit;

final class Emails {

	/** Every plugin e-mail, by its id (= template name with dashes). */
	public const CLASSES = array(
		'cosmetics_verification_code'     => VerificationCodeEmail::class,
		'cosmetics_password_reset'        => PasswordResetEmail::class,
		'cosmetics_set_password'          => SetPasswordEmail::class,
		'cosmetics_professional_approved' => ProfessionalApprovedEmail::class,
		'cosmetics_enquiry_rejected'      => EnquiryRejectedEmail::class,
		'cosmetics_new_enquiry'           => NewEnquiryEmail::class,
		'cosmetics_withdrawal_customer'   => WithdrawalCustomerEmail::class,
		'cosmetics_withdrawal_staff'      => WithdrawalStaffEmail::class,
		'cosmetics_transfer_cancelled'    => TransferCancelledEmail::class,
	);

	public static function hooks(): void {
		add_filter( 'woocommerce_email_classes', array( self::class, 'register' ) );
	}

	/**
	 * @param array<string,\WC_Email> $emails
	 * @return array<string,\WC_Email>
	 */
	public static function register( $emails ): array {
		$emails = is_array( $emails ) ? $emails : array();
		// Keyed by id: WooCommerce's section URL (…&tab=email&section=<key>) is the key lower-cased and
		// sanitize_title()d, which a namespaced class name would not survive.
		foreach ( self::CLASSES as $id => $class ) {
			$emails[ $id ] = new $class();
		}
		return $emails;
	}

	/** The instance WooCommerce's mailer holds (its settings loaded), or null without WooCommerce. */
	public static function get( string $class ): ?StorefrontEmail {
		if ( ! function_exists( 'WC' ) ) {
			return null;
		}
		$id    = array_search( $class, self::CLASSES, true );
		$email = false === $id ? null : ( WC()->mailer()->get_emails()[ $id ] ?? null );
		return $email instanceof StorefrontEmail ? $email : null;
	}

	public static function enabled( string $class ): bool {
		$email = self::get( $class );
		return null !== $email && $email->is_enabled();
	}

	/**
	 * Sends one of the plugin's e-mails; a staff e-mail goes to its recipients setting when $to is ''.
	 * False when it is switched off or could not be sent.
	 *
	 * @param array<string,mixed> $values the mail's values (see each class's body()).
	 */
	public static function send( string $class, string $to, array $values ): bool {
		$email = self::get( $class );
		if ( null === $email ) {
			return false;
		}
		if ( '' === $to && $email instanceof StaffEmail ) {
			$to = $email->staff_recipient();
		}
		return $email->deliver( $to, $values );
	}
}
