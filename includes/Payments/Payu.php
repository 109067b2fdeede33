<?php
/**
 * What the storefront needs to know of PayU's WooCommerce plugin (woo-payu-payment-gateway, PayU SA),
 * which does the payments itself: its gateway ids, the checkout fields its methods read, the notice its
 * own checkout shows (in its own words and translations), what its notifications said last, and which of
 * its methods cannot run outside its own checkout page. Nothing here talks to PayU.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Payments;

use CosmeticsStorefront\Domain\PaymentState;

defined( 'ABSPATH' ) || exit;

final class Payu {

	public const DOMAIN = 'woo-payu-payment-gateway';

	/**
	 * Methods that need a script of PayU's or Google's in the shopper's browser on the checkout page
	 * (card data tokenised by PayU's Secure Form from PayU's CDN; Google Pay's payment sheet): the
	 * storefront does not load third-party payment scripts, so they are not offered there. The card is
	 * still offered through PayU's own page (payucreditcard), Google Pay among the methods of PayU's
	 * page (payustandard).
	 */
	public const BROWSER_WIDGETS = array( 'payusecureform', 'payugooglepay' );

	/** Methods whose choice of bank is made in the shop: the field the plugin reads ($_POST key). */
	public const BANK_FIELD = 'selected-bank';

	/** Methods whose own checkout shows PayU's legal notice (the plugin's blocks: banks and BLIK). */
	private const NOTICE = array( 'payulistbanks', 'payublik' );

	public static function owns( string $gateway ): bool {
		return str_starts_with( $gateway, 'payu' );
	}

	/**
	 * The bank list of "payulistbanks", as its own checkout shows it (the plugin's get_additional_data():
	 * enabled methods within their amount limits for this cart, in the shop's order).
	 *
	 * @return array{key:string,label:string,required:string,options:array<int,array{value:string,label:string,image:string,requires:string}>}|null
	 */
	public static function choice( \WC_Payment_Gateway $gateway ): ?array {
		if ( 'payulistbanks' !== $gateway->id || ! method_exists( $gateway, 'get_additional_data' ) ) {
			return null;
		}
		$methods = (array) ( $gateway->get_additional_data()['paymethods'] ?? array() );
		$options = array();
		foreach ( $methods as $value => $method ) {
			if ( ! is_array( $method ) || 'payu-active' !== ( $method['active'] ?? '' ) ) {
				continue;
			}
			$options[] = array(
				'value'    => (string) $value,
				'label'    => wp_strip_all_tags( (string) ( $method['name'] ?? $value ) ),
				'image'    => esc_url_raw( (string) ( $method['brandImageUrl'] ?? '' ) ),
				// PayU's own checkout drops Apple Pay where the browser cannot pay with it.
				'requires' => 'jp' === (string) $value ? 'apple_pay' : '',
			);
		}
		return array(
			'key'      => self::BANK_FIELD,
			'label'    => 'Wybierz bank',
			'required' => 'Wybierz bank, z którego zapłacisz.',
			'options'  => $options,
		);
	}

	/**
	 * PayU's notice for the method, in the plugin's words and its Polish translation (its block checkout
	 * shows the same: who processes the payment, PayU's terms, who controls the shopper's data), each
	 * paragraph with its "more" and its link.
	 *
	 * @return array<int,array{text:string,more:string,link:array{url:string,label:string}|null}>
	 */
	public static function notice( \WC_Payment_Gateway $gateway ): array {
		if ( ! in_array( $gateway->id, self::NOTICE, true ) || ! method_exists( $gateway, 'get_terms_links' ) ) {
			return array();
		}
		$links = $gateway->get_terms_links();
		$t     = static fn( string $text ): string => translate( $text, self::DOMAIN ); // phpcs:ignore WordPress.WP.I18n -- PayU's own strings, in PayU's own text domain and translation.
		return array(
			array(
				'text' => $t( "Payment is processed by PayU SA; The recipient's data, the payment title and the amount are provided to PayU SA by the recipient;" ),
				'more' => $t( 'The order is sent for processing when PayU SA receives your payment. The payment is transferred to the recipient within 1 hour, not later than until the end of the next business day; PayU SA does not charge any service fees.' ),
				'link' => null,
			),
			array(
				'text' => $t( 'By paying you accept' ),
				'more' => '',
				'link' => array(
					'url'   => esc_url_raw( (string) ( $links['condition'] ?? '' ) ),
					'label' => trim( $t( '"PayU Payment Terms"' ), '"' ),
				),
			),
			array(
				'text' => $t( 'The controller of your personal data is PayU S.A. with its registered office in Poznan (60–166), at Grunwaldzka Street 186 ("PayU").' ),
				'more' => implode(
					' ',
					array(
						$t( 'Your personal data will be processed for purposes of processing payment transaction, notifying You about the status of this payment, dealing with complaints and also in order to fulfill the legal obligations imposed on PayU.' ),
						$t( 'The recipients of your personal data may be entities cooperating with PayU during processing the payment. Depending on the payment method you choose, these may include: banks, payment institutions, loan institutions, payment card organizations, payment schemes), as well as suppliers supporting PayU’s activity providing: IT infrastructure, payment risk analysis tools and also entities that are authorised to receive it under the applicable provisions of law, including relevant judicial authorities. Your personal data may be shared with merchants to inform them about the status of the payment.' ),
						$t( 'You have the right to access, rectify, restrict or oppose the processing of data, not to be subject to automated decision making, including profiling, or to transfer and erase Your personal data. Providing personal data is voluntary however necessary for the processing the payment and failure to provide the data may result in the rejection of the payment. For more information on how PayU processes your personal data, please click' ),
					)
				),
				'link' => array(
					'url'   => esc_url_raw( (string) ( $links['privacy'] ?? '' ) ),
					'label' => $t( 'PayU privacy policy' ),
				),
			),
		);
	}

	/**
	 * What PayU's last notification about the order's current payment said (the plugin keeps each as
	 * order meta `_payu_order_status` = "STATUS|PayU order id" and the current PayU order as the order's
	 * transaction id; a payment retried is a new PayU order), in PaymentState's words; null when none came.
	 */
	public static function provider_status( \WC_Order $order ): ?string {
		$current = (string) $order->get_transaction_id();
		$said    = null;
		foreach ( (array) $order->get_meta( '_payu_order_status', false ) as $meta ) {
			$parts = explode( '|', (string) ( $meta instanceof \WC_Meta_Data ? $meta->value : $meta ) );
			if ( '' === $current || ( $parts[1] ?? '' ) === $current ) {
				$said = $parts[0];
			}
		}
		return match ( $said ) {
			null => null,
			'COMPLETED' => PaymentState::PROVIDER_COMPLETED,
			'CANCELED' => PaymentState::PROVIDER_CANCELLED,
			'WAITING_FOR_CONFIRMATION' => PaymentState::PROVIDER_WAITING,
			default => PaymentState::PROVIDER_PENDING,
		};
	}
}
