<?php
/**
 * The payment methods the storefront's checkout offers (Store API cart, extensions['cosmetics-storefront']
 * .payment_methods): WooCommerce's available gateways for the cart, in the shop's order, each as its own
 * checkout would show it — title, description, logo, the provider's notice — with what the storefront must
 * collect for it (a bank to choose: the `payment_data` key the gateway reads) and how it is paid (online:
 * WooCommerce's checkout answers with the provider's page in payment_result.redirect_url; transfer; on
 * delivery). A method that needs a provider's script in the shopper's browser is not offered (Payu).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Payments;

use CosmeticsStorefront\Domain\PaymentState;

defined( 'ABSPATH' ) || exit;

final class CheckoutMethods {

	/** @return array<int,array<string,mixed>> */
	public static function all(): array {
		if ( ! function_exists( 'WC' ) || ! WC()->payment_gateways() ) {
			return array();
		}
		$methods = array();
		foreach ( WC()->payment_gateways()->get_available_payment_gateways() as $id => $gateway ) {
			$id = (string) $id;
			if ( ! $gateway instanceof \WC_Payment_Gateway || in_array( $id, Payu::BROWSER_WIDGETS, true ) ) {
				continue;
			}
			$methods[] = array(
				'id'          => $id,
				'title'       => wp_strip_all_tags( (string) $gateway->get_title() ),
				'description' => wp_kses_post( wpautop( wptexturize( (string) $gateway->get_description() ) ) ),
				'kind'        => PaymentState::kind( $id ),
				'icon'        => esc_url_raw( (string) $gateway->icon ),
				'notice'      => Payu::owns( $id ) ? Payu::notice( $gateway ) : array(),
				'choice'      => Payu::owns( $id ) ? Payu::choice( $gateway ) : null,
			);
		}
		return $methods;
	}

	/** @return array<string,mixed> the items' schema (CartPaymentMethods::schema) */
	public static function item_schema(): array {
		$link = array(
			'type'       => array( 'object', 'null' ),
			'properties' => array(
				'url'   => array( 'type' => 'string' ),
				'label' => array( 'type' => 'string' ),
			),
		);
		return array(
			'type'       => 'object',
			'properties' => array(
				'id'          => array( 'type' => 'string' ),
				'title'       => array( 'type' => 'string' ),
				'description' => array( 'type' => 'string' ),
				'kind'        => array(
					'type' => 'string',
					'enum' => array( PaymentState::ONLINE, PaymentState::TRANSFER, PaymentState::ON_DELIVERY ),
				),
				'icon'        => array( 'type' => 'string' ),
				'notice'      => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'text' => array( 'type' => 'string' ),
							'more' => array( 'type' => 'string' ),
							'link' => $link,
						),
					),
				),
				'choice'      => array(
					'type'       => array( 'object', 'null' ),
					'properties' => array(
						'key'      => array( 'type' => 'string' ),
						'label'    => array( 'type' => 'string' ),
						'required' => array( 'type' => 'string' ),
						'options'  => array(
							'type'  => 'array',
							'items' => array(
								'type'       => 'object',
								'properties' => array(
									'value'    => array( 'type' => 'string' ),
									'label'    => array( 'type' => 'string' ),
									'image'    => array( 'type' => 'string' ),
									'requires' => array(
										'type' => 'string',
										'enum' => array( '', 'apple_pay' ),
									),
								),
							),
						),
					),
				),
			),
		);
	}
}
