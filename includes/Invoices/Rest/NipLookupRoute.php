<?php
/**
 * GET cosmetics/v1/nip/{nip} — the company behind a NIP, from the Ministry of Finance's VAT register
 * (Invoices\VatRegister): its status as a VAT payer in a sentence for the shopper, and its name and
 * address to fill the form with (the enquiry, the checkout's "Firma" tab, the profile). An invalid NIP
 * answers 400 before the register is asked; 30 lookups an hour per IP (429). The register being down is
 * an answer (status "unavailable"), not an error: the shopper types the data and goes on.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Invoices\Rest;

use CosmeticsStorefront\Platform\Limits;
use CosmeticsStorefront\Platform\RateLimiter;
use CosmeticsStorefront\CartCheckout\CheckoutFields;
use CosmeticsStorefront\Domain\Nip;
use CosmeticsStorefront\Invoices\VatRegister;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class NipLookupRoute extends Route {

	public function path(): string {
		return '/nip/(?P<nip>[^/]+)';
	}

	public function args(): array {
		return array(
			'nip' => array(
				'description' => __( 'NIP (10 cyfr, z kreskami lub bez).', 'cosmetics-storefront' ),
				'type'        => 'string',
				'required'    => true,
				'maxLength'   => 20,
			),
		);
	}

	protected function response_properties(): array {
		return array(
			'nip'     => array( 'type' => 'string' ),
			'status'  => array(
				'type' => 'string',
				'enum' => array( 'active', 'exempt', 'not_registered', 'not_found', 'unavailable' ),
			),
			'message' => array( 'type' => 'string' ),
			'company' => array( 'type' => array( 'object', 'null' ) ),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$nip = Nip::digits( (string) $request['nip'] );
		if ( ! Nip::is_valid( (string) $request['nip'] ) || '0000000000' === $nip ) { // Zeros pass the checksum; no tax office is 000.
			return new \WP_Error( 'cosmetics_nip_invalid', CheckoutFields::MESSAGES['nip_invalid'], array( 'status' => 400 ) );
		}
		$refused = RateLimiter::guard( 'nip_ip|' . RateLimiter::ip(), Limits::NIP_LOOKUPS_PER_IP, Limits::REQUESTS_WINDOW, Limits::MSG_NIP_LOOKUPS );
		if ( $refused ) {
			return $refused;
		}
		$response = new \WP_REST_Response( array( 'nip' => $nip ) + VatRegister::lookup( $nip ) );
		$response->header( 'Cache-Control', 'no-store, private' );
		return $response;
	}
}
