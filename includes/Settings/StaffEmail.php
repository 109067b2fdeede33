<?php
/**
 * A plugin e-mail to the shop's staff: its recipients are a setting of its own (WooCommerce →
 * Ustawienia → E-maile), by default the shop's notification address (Ustawienia → Sklep kosmetyczny,
 * else WooCommerce's sender, else the site's admin e-mail).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Settings;

use CosmeticsStorefront\Platform\StorefrontEmail;

defined( 'ABSPATH' ) || exit;

abstract class StaffEmail extends StorefrontEmail {

	public function __construct() {
		parent::__construct();
		$this->customer_email = false;
		$this->recipient      = $this->staff_recipient(); // What WooCommerce's e-mail list shows.
	}

	/** The recipients staff set, else the shop's notification address. */
	public function staff_recipient(): string {
		$set = trim( (string) $this->get_option( 'recipient', '' ) );
		return '' !== $set ? $set : ShopInfo::notification_email();
	}

	public function default_recipient(): string {
		return $this->staff_recipient();
	}

	public function init_form_fields() {
		parent::init_form_fields();
		$fields = array();
		foreach ( $this->form_fields as $key => $field ) {
			$fields[ $key ] = $field;
			if ( 'enabled' === $key ) {
				$fields['recipient'] = array(
					'title'       => __( 'Odbiorcy', 'cosmetics-storefront' ),
					'type'        => 'text',
					/* translators: %s: the shop's notification address */
					'description' => sprintf( __( 'Adresy oddzielone przecinkami. Puste: adres powiadomień sklepu (%s).', 'cosmetics-storefront' ), '<code>' . esc_html( ShopInfo::notification_email() ) . '</code>' ),
					'placeholder' => ShopInfo::notification_email(),
					'default'     => '',
					'desc_tip'    => false,
				);
			}
		}
		$this->form_fields = $fields;
	}
}
