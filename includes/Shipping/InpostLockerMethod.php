<?php
/**
 * Shipping method `inpost_paczkomaty`: delivery to an InPost parcel locker the shopper picks in the
 * storefront's picker. A flat cost per order (`cost_per_order`, as InPost's own plugin names it), a
 * title and a description; the chosen locker travels as checkout extension data and is required
 * (CartCheckout\CheckoutFields). Offered only when the shopper has something to pick from: InPost's
 * Geowidget (a token in the settings) or a locker list (Lockers). Loaded only once WooCommerce's
 * shipping classes exist.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Shipping;

defined( 'ABSPATH' ) || exit;

class InpostLockerMethod extends \WC_Shipping_Method {

	public const ID = 'inpost_paczkomaty';

	/** @param int $instance_id Shipping zone method instance. */
	public function __construct( $instance_id = 0 ) {
		parent::__construct( $instance_id );
		$this->id                   = self::ID;
		$this->instance_id          = absint( $instance_id );
		$this->method_title         = __( 'Paczkomat InPost', 'cosmetics-storefront' );
		$this->method_description   = __( 'Dostawa do paczkomatu InPost wybranego przez klienta na mapie (Sklep kosmetyczny).', 'cosmetics-storefront' );
		if ( is_admin() && ! Lockers::can_offer() ) {
			$this->method_description .= ' ' . \CosmeticsStorefront\Shipping\Admin\LockerListAdmin::why_not_offered();
		}
		$this->supports             = array( 'shipping-zones', 'instance-settings', 'instance-settings-modal' );
		$this->instance_form_fields = array(
			'title'          => array(
				'title'   => __( 'Nazwa', 'cosmetics-storefront' ),
				'type'    => 'text',
				'default' => __( 'Paczkomat InPost', 'cosmetics-storefront' ),
			),
			'description'    => array(
				'title'   => __( 'Opis', 'cosmetics-storefront' ),
				'type'    => 'textarea',
				'default' => __( 'Odbiór w wybranym paczkomacie InPost, 24/7.', 'cosmetics-storefront' ),
			),
			'cost_per_order' => array(
				'title'             => __( 'Koszt za zamówienie', 'cosmetics-storefront' ),
				'type'              => 'price',
				'default'           => '11.99',
				'sanitize_callback' => 'wc_format_decimal',
			),
			'tax_status'     => array(
				'title'   => __( 'Status podatku', 'cosmetics-storefront' ),
				'type'    => 'select',
				'default' => 'none',
				'options' => array(
					'taxable' => __( 'Podlega opodatkowaniu', 'cosmetics-storefront' ),
					'none'    => __( 'Brak', 'cosmetics-storefront' ),
				),
			),
		);
		$this->init_settings();
		$this->init_instance_settings();
		$this->title      = (string) $this->get_option( 'title', __( 'Paczkomat InPost', 'cosmetics-storefront' ) );
		$this->tax_status = (string) $this->get_option( 'tax_status', 'none' );
		add_action( 'woocommerce_update_options_shipping_' . $this->id, array( $this, 'process_admin_options' ) );
	}

	/**
	 * Without a Geowidget token and without a locker list a shopper could choose this rate but no locker,
	 * and the checkout would refuse every order: so it is not offered at all (wp-admin says why).
	 *
	 * @param array<string,mixed> $package
	 */
	public function is_available( $package ) {
		return Lockers::can_offer() && parent::is_available( $package );
	}

	/** @param array<string,mixed> $package */
	public function calculate_shipping( $package = array() ): void {
		$this->add_rate(
			array(
				'id'        => $this->get_rate_id(),
				'label'     => $this->title,
				'cost'      => max( 0.0, (float) wc_format_decimal( (string) $this->get_option( 'cost_per_order', '11.99' ) ) ),
				'package'   => $package,
				'meta_data' => array( 'description' => (string) $this->get_option( 'description', '' ) ),
			)
		);
	}

	/** A rate/method counts as a locker method by id, or by a title containing 'paczkomat' (spec 3). */
	public static function is_locker_method( string $method_id, string $title = '' ): bool {
		return self::ID === $method_id || false !== mb_stripos( $title, 'paczkomat' );
	}
}
