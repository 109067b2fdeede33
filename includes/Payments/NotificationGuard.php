<?php
/**
 * PayU's notifications reach PayU's plugin only when they are about this order's money. The plugin checks
 * the signature and then trusts the rest: a COMPLETED notification marks the order it names paid, for
 * whatever amount and currency, from whichever PayU order. So before it runs (WooCommerce's
 * `woocommerce_api_request`, fired just before the plugin's `woocommerce_api_wc_gateway_payu…`), a
 * notification is refused (HTTP 400, nothing changed, a warning in WooCommerce's log, source
 * "cosmetics-storefront-payments", and a note on the order it named) unless:
 *   - its OpenPayu-Signature verifies with the order's gateway's second key (the SDK's own check);
 *   - the order it names (extOrderId "{order id}_…") exists and is paid with a PayU gateway;
 *   - its PayU order id is one this shop created for that order (PaymentTransactions);
 *   - its amount and currency are the order's.
 * A checked notification that a payment was cancelled which the order no longer waits for (another was
 * started since: PreviousPayuPayment) is acknowledged without the plugin, which would mark the order
 * failed while the new payment runs.
 * (A wrong signature is logged without a note on the order: anybody can send one.) A repeated notification passes and changes nothing the second time (the plugin's own rule).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Payments;

defined( 'ABSPATH' ) || exit;

final class NotificationGuard {

	public const LOG_SOURCE = 'cosmetics-storefront-payments';

	public static function hooks(): void {
		add_action( 'woocommerce_api_request', array( self::class, 'guard' ), 1 );
	}

	/** @internal action woocommerce_api_request */
	public static function guard( mixed $api_request ): void {
		if ( ! is_string( $api_request ) || ! str_starts_with( $api_request, 'wc_gateway_payu' ) || 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
			return;
		}
		$body   = trim( (string) file_get_contents( 'php://input' ) ); // phpcs:ignore Generic.PHP.ForbiddenFunctions.Found, WordPress.WP.AlternativeFunctions -- the raw body of PayU's notification: its signature covers these bytes.
		$reason = self::refusal( $body, self::signature_header() );
		if ( null === $reason && self::replaced( $body ) ) {
			status_header( 200 ); // PayU stops sending it; the order waits for the payment that replaced it.
			header( 'Content-Type: text/plain; charset=utf-8' );
			echo 'Acknowledged: a cancelled payment the order no longer waits for';
			exit;
		}
		if ( null === $reason ) {
			return;
		}
		status_header( 400 );
		header( 'Content-Type: text/plain; charset=utf-8' );
		echo 'Refused'; // Why is in WooCommerce's log: the answer tells a stranger nothing of the shop's orders.
		exit;
	}

	/**
	 * Whether a notification (already checked by refusal()) says a PayU payment was cancelled that the
	 * order no longer waits for: another payment of it was started since (PreviousPayuPayment).
	 */
	public static function replaced( string $body ): bool {
		$data  = json_decode( $body, true );
		$about = is_array( $data ) && is_array( $data['order'] ?? null ) ? $data['order'] : array();
		$order = wc_get_order( (int) preg_replace( '/_.*$/', '', (string) ( $about['extOrderId'] ?? '' ) ) );
		return $order instanceof \WC_Order && 'CANCELED' === ( $about['status'] ?? '' ) && PreviousPayuPayment::replaced( $order, (string) ( $about['orderId'] ?? '' ) );
	}

	/** The OpenPayu-Signature header as the SDK reads it (any case, X- prefixed too). */
	private static function signature_header(): string {
		foreach ( $_SERVER as $name => $value ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- only compared and hashed.
			if ( is_string( $name ) && in_array( $name, array( 'HTTP_OPENPAYU_SIGNATURE', 'HTTP_X_OPENPAYU_SIGNATURE' ), true ) ) {
				return (string) $value;
			}
		}
		return '';
	}

	/**
	 * Why the notification $body with the signature header $signature must not reach the plugin, or null
	 * when it may. A refusal is logged (and noted on the order it named).
	 */
	public static function refusal( string $body, string $signature ): ?string {
		$data  = json_decode( $body, true );
		$about = is_array( $data ) ? ( $data['order'] ?? $data ) : null;
		if ( ! is_array( $about ) || ! isset( $about['extOrderId'] ) ) {
			return self::refuse( null, 'the notification names no order', $body );
		}
		$order = wc_get_order( (int) preg_replace( '/_.*$/', '', (string) $about['extOrderId'] ) );
		if ( ! $order instanceof \WC_Order || ! Payu::owns( $order->get_payment_method() ) ) {
			return self::refuse( null, 'the order it names is not paid with PayU', $body );
		}
		$key = self::signature_key( $order, is_string( $about['currencyCode'] ?? null ) ? $about['currencyCode'] : $order->get_currency() );
		if ( '' === $key || ! self::signed( $body, $signature, $key ) ) {
			return self::refuse( null, sprintf( 'wrong signature (order %d)', $order->get_id() ), $body ); // No note: anyone can send this.
		}
		$payu_order = (string) ( $data['order']['orderId'] ?? $data['orderId'] ?? '' );
		if ( ! in_array( $payu_order, PaymentTransactions::of( $order ), true ) ) {
			return self::refuse( $order, sprintf( 'PayU order %s was not created for this order', $payu_order ), $body );
		}
		if ( isset( $data['refund'] ) ) {
			return null; // A refund's notice: the plugin only notes it on the order.
		}
		$amount = (string) ( $about['totalAmount'] ?? '' );
		if ( $amount !== (string) (int) round( (float) $order->get_total() * 100 ) ) {
			return self::refuse( $order, sprintf( 'amount %s is not the order\'s total', $amount ), $body );
		}
		if ( (string) ( $about['currencyCode'] ?? '' ) !== $order->get_currency() ) {
			return self::refuse( $order, sprintf( 'currency %s is not the order\'s', (string) ( $about['currencyCode'] ?? '' ) ), $body );
		}
		return null;
	}

	/** The second key of the order's PayU gateway, as the gateway itself configures the SDK. */
	private static function signature_key( \WC_Order $order, string $currency ): string {
		$gateway = WC()->payment_gateways()->payment_gateways()[ $order->get_payment_method() ] ?? null;
		if ( ! is_object( $gateway ) || ! method_exists( $gateway, 'init_OpenPayU' ) || ! class_exists( 'OpenPayU_Configuration' ) ) {
			return '';
		}
		$gateway->init_OpenPayU( $currency );
		return (string) \OpenPayU_Configuration::getSignatureKey();
	}

	/** The SDK's own signature check (OpenPayU_Util), without its exceptions. */
	private static function signed( string $body, string $header, string $key ): bool {
		$sign = class_exists( 'OpenPayU_Util' ) ? \OpenPayU_Util::parseSignature( $header ) : null;
		if ( ! is_array( $sign ) || ! isset( $sign['signature'], $sign['algorithm'] ) ) {
			return false;
		}
		try {
			return \OpenPayU_Util::verifySignature( $body, (string) $sign['signature'], $key, (string) $sign['algorithm'] );
		} catch ( \Throwable $e ) {
			return false;
		}
	}

	private static function refuse( ?\WC_Order $order, string $reason, string $body ): string {
		if ( function_exists( 'wc_get_logger' ) ) {
			wc_get_logger()->warning(
				sprintf( 'PayU notification refused%s: %s. Body: %s', $order ? ' for order ' . $order->get_id() : '', $reason, substr( $body, 0, 2000 ) ),
				array( 'source' => self::LOG_SOURCE )
			);
		}
		if ( $order ) {
			$order->add_order_note( 'Odrzucono powiadomienie PayU: ' . $reason . '. Zamówienie bez zmian.' );
		}
		return $reason;
	}
}
