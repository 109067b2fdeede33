<?php
/**
 * The plugin's e-mails as WooCommerce e-mails (woocommerce_email_classes): WooCommerce → Ustawienia →
 * E-maile lists them with its own, each switchable, with its subject, heading, type and overridable
 * templates (templates/emails/, theme: woocommerce/emails/). send() is the one way the plugin mails.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Platform;

defined( 'ABSPATH' ) || exit;

final class Emails {

	/** @var array<string,class-string<StorefrontEmail>> every plugin e-mail, by its id: the features' EMAILS. */
	private static array $classes = array();

	/**
	 * Gathers the features' e-mails; Plugin::boot calls it with Plugin::FEATURES.
	 *
	 * @param list<class-string<Feature>> $features
	 */
	public static function collect( array $features ): void {
		self::$classes = array();
		foreach ( $features as $feature ) {
			self::$classes += $feature::EMAILS;
		}
	}

	/** @return array<string,class-string<StorefrontEmail>> every plugin e-mail, by its id (= template name with dashes). */
	public static function classes(): array {
		return self::$classes;
	}

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
		foreach ( self::$classes as $id => $class ) {
			$emails[ $id ] = new $class();
		}
		return $emails;
	}

	/** The instance WooCommerce's mailer holds (its settings loaded), or null without WooCommerce. */
	public static function get( string $class ): ?StorefrontEmail {
		if ( ! function_exists( 'WC' ) ) {
			return null;
		}
		$id    = array_search( $class, self::$classes, true );
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
		if ( '' === $to ) {
			$to = $email->default_recipient();
		}
		return $email->deliver( $to, $values );
	}
}
