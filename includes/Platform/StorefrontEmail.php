<?php
/**
 * One of the plugin's e-mails as a WooCommerce e-mail: listed in WooCommerce → Ustawienia → E-maile,
 * switchable there (subject, heading, type), sent from the shop's sender with the shop's e-mail
 * styling (WooCommerce's header and footer), its templates overridable in the theme
 * (`woocommerce/emails/cosmetics-….php` and `…/plain/…`). The text is the class's body(); the
 * templates get it with the values it is made of (code, link, …) to arrange them otherwise.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Platform;

defined( 'ABSPATH' ) || exit;

abstract class StorefrontEmail extends \WC_Email {

	/** @var array<string,mixed> the values of the mail being sent (template arguments). */
	protected array $values = array();

	/** Its id and template name, e.g. 'cosmetics_verification_code'. */
	abstract protected function slug(): string;

	/** The plain text of the mail being sent, from $this->values. */
	abstract protected function body(): string;

	public function __construct() {
		$this->id             = $this->slug();
		$this->template_base  = PluginInfo::path( 'templates/' );
		$this->template_html  = 'emails/' . str_replace( '_', '-', $this->slug() ) . '.php';
		$this->template_plain = 'emails/plain/' . str_replace( '_', '-', $this->slug() ) . '.php';
		$this->placeholders   = array_merge( $this->placeholders, array( '{site_title}' => $this->get_blogname() ) );
		parent::__construct();
	}

	/**
	 * Sends this mail to $recipient with $values (template arguments and placeholders "{key}").
	 * False when it is switched off, has no recipient or the sending failed.
	 *
	 * @param array<string,mixed> $values
	 */
	/** Who gets the mail when Emails::send names nobody: nobody (a staff e-mail names its recipients). */
	public function default_recipient(): string {
		return '';
	}

	public function deliver( string $recipient, array $values ): bool {
		$this->setup_locale();
		$this->recipient = $recipient;
		$this->values    = $values;
		foreach ( $values as $key => $value ) {
			if ( is_scalar( $value ) ) {
				$this->placeholders[ '{' . $key . '}' ] = (string) $value;
			}
		}
		$sent = $this->is_enabled() && '' !== $this->get_recipient()
			&& $this->send( $this->get_recipient(), $this->get_subject(), $this->get_content(), $this->get_headers(), $this->get_attachments() );
		$this->restore_locale();
		return (bool) $sent;
	}

	/** Switched on, as the settings say now (a save earlier in this request included). */
	public function is_enabled() {
		return (bool) apply_filters( 'woocommerce_email_enabled_' . $this->id, 'yes' === $this->get_option( 'enabled', 'yes' ), $this->object, $this );
	}

	/** @return array<string,mixed> */
	private function template_args( bool $plain ): array {
		return array_merge(
			$this->values,
			array(
				'email_heading'      => $this->get_heading(),
				'additional_content' => $this->get_additional_content(),
				'body'               => $this->body(),
				'sent_to_admin'      => ! $this->is_customer_email(),
				'plain_text'         => $plain,
				'email'              => $this,
			)
		);
	}

	public function get_content_html() {
		return wc_get_template_html( $this->template_html, $this->template_args( false ), '', $this->template_base );
	}

	public function get_content_plain() {
		return wc_get_template_html( $this->template_plain, $this->template_args( true ), '', $this->template_base );
	}

	/** WooCommerce's sender address; WordPress's default when the shop set none (never an empty From). */
	public function get_from_address( $from_email = '' ) {
		$address = parent::get_from_address( $from_email );
		return '' !== $address ? $address : (string) $from_email;
	}

	/** WooCommerce's sender name; WordPress's default when the shop set none. */
	public function get_from_name( $from_name = '' ) {
		$name = trim( (string) parent::get_from_name( $from_name ) );
		return '' !== $name ? $name : (string) $from_name;
	}

	public function get_default_additional_content() {
		return '';
	}

	/** One of the mail's values as text ('' when not given: WooCommerce's e-mail preview gives none). */
	protected function value( string $key ): string {
		$value = $this->values[ $key ] ?? '';
		return is_scalar( $value ) ? (string) $value : '';
	}

	/** The shop's name as the mails sign with it. */
	protected function site(): string {
		return wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES );
	}
}
