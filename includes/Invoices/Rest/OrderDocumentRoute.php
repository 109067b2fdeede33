<?php
/**
 * GET cosmetics/v1/orders/{id}/documents/{document}?key={order_key} — an invoice (or correction) of the
 * order as the PDF the invoicing plugin draws (Invoices\FlexibleInvoices), for whoever may read the order:
 * its key or its logged-in owner (CartCheckout\OrderAccess::may_read). The document must be one of that order's: no
 * other id, number or key reaches another order's invoice; anything else answers the order route's 404.
 * The bytes go out as they are (application/pdf, attachment), not as JSON (serve()). 60 downloads an
 * hour per IP; one drawing at a time in the shop (503 with Retry-After while another draws).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Invoices\Rest;

use CosmeticsStorefront\Platform\Limits;
use CosmeticsStorefront\Platform\RateLimiter;
use CosmeticsStorefront\Invoices\FlexibleInvoices;
use CosmeticsStorefront\CartCheckout\OrderAccess;
use CosmeticsStorefront\Platform\InputLimits;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class OrderDocumentRoute extends Route {

	public const NOT_FOUND = 'Nie znaleziono dokumentu';

	public const BUSY = 'Faktura jest właśnie przygotowywana. Spróbuj ponownie za chwilę.';

	private const PDF = 'application/pdf';

	public static function hooks(): void {
		add_filter( 'rest_pre_serve_request', array( self::class, 'serve' ), 10, 2 );
	}

	public function path(): string {
		return '/orders/(?P<id>[^/]+)/documents/(?P<document>[^/]+)';
	}

	public function needs_woocommerce(): bool {
		return true;
	}

	public function args(): array {
		return array(
			'id'       => InputLimits::id( __( 'Numer zamówienia.', 'cosmetics-storefront' ) ) + array( 'required' => true ),
			'document' => InputLimits::id( __( 'Numer dokumentu (faktury) tego zamówienia.', 'cosmetics-storefront' ) ) + array( 'required' => true ),
			'key'      => array(
				'description' => __( 'Klucz zamówienia (wc_order_…).', 'cosmetics-storefront' ),
				'type'        => 'string',
				'default'     => '',
				'maxLength'   => 64,
			),
		);
	}

	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		return true; // Decided per order in handle(): key or owner, as OrderRoute.
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$refused = RateLimiter::guard( 'document_ip|' . RateLimiter::ip(), Limits::DOCUMENTS_PER_IP, HOUR_IN_SECONDS, Limits::MSG_TOO_MANY );
		if ( $refused ) {
			return $refused;
		}
		$order = wc_get_order( (int) $request['id'] );
		if ( ! $order instanceof \WC_Order || 'checkout-draft' === $order->get_status() || ! OrderAccess::may_read( $order, (string) $request['key'] ) ) {
			return new \WP_Error( 'cosmetics_order_not_found', OrderAccess::NOT_FOUND, array( 'status' => 404 ) );
		}
		$pdf = FlexibleInvoices::pdf( $order, (int) $request['document'] );
		if ( null === $pdf ) {
			return new \WP_Error( 'cosmetics_document_not_found', self::NOT_FOUND, array( 'status' => 404 ) );
		}
		if ( false === $pdf ) {
			$busy = new \WP_REST_Response( array( 'code' => 'cosmetics_document_busy', 'message' => self::BUSY ), 503 );
			$busy->header( 'Retry-After', '5' );
			return $busy;
		}
		// The bytes are no JSON: `_fields` (WordPress filters a JSON answer's fields by it) does not apply.
		$request->set_param( '_fields', null );
		$response = new \WP_REST_Response( $pdf['bytes'] );
		$response->header( 'Content-Type', self::PDF );
		$response->header( 'Content-Disposition', 'attachment; filename="' . $pdf['name'] . '"' );
		$response->header( 'Content-Length', (string) strlen( $pdf['bytes'] ) );
		$response->header( 'Cache-Control', 'no-store, private' );
		$response->header( 'X-Robots-Tag', 'noindex, nofollow' );
		return $response;
	}

	/**
	 * @internal filter rest_pre_serve_request: this route's PDF is sent as bytes (WordPress has sent the
	 * response's status and headers already), never as a JSON string.
	 */
	public static function serve( mixed $served, mixed $result ): mixed {
		if ( $served || ! $result instanceof \WP_HTTP_Response || ! is_string( $result->get_data() ) || self::PDF !== ( $result->get_headers()['Content-Type'] ?? '' ) ) {
			return $served;
		}
		echo $result->get_data(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a PDF's bytes.
		return true;
	}
}
