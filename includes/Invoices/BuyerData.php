<?php
/**
 * The buyer's data where invoicing plugins read it. A company buyer's NIP (digits) and "invoice
 * wanted" reach Flexible Invoices through its own Store API checkout integration: the extension data
 * `woocommerce-eu-vat-number` { billing_vat_number, billing_invoice_ask } its checkout-block code saves
 * to the order (`_billing_vat_number`, `_billing_invoice_ask`) at priority 5. The storefront's checkout
 * sends its own fields (CartCheckout\CheckoutFields, validated, or the profile's for a logged-in customer);
 * just before the plugin reads the request this hands it the same buyer, so the two can never differ
 * and the plugin never reads a request without its data (it would blank the NIP: paying an order again
 * keeps the order's buyer, its addresses too). The company's name is WooCommerce's billing company (set
 * here, whatever address the request sent; none for an individual), its address the billing address. The same keys are written on the order for plugins that read the order instead
 * (BUYER_META); the spec's own `_company_nip` / `_company_name` stay as they are.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Invoices;

use CosmeticsStorefront\CartCheckout\CheckoutFields;
use CosmeticsStorefront\CartCheckout\CheckoutLock;

defined( 'ABSPATH' ) || exit;

final class BuyerData {

	/** Flexible Invoices' Store API namespace (its VatNumber\BlocksIntegration::BLOCK_NAME). */
	public const FLEXIBLE_INVOICES = 'woocommerce-eu-vat-number';

	/** @var array{billing:array<string,string>,shipping:array<string,string>}|null an order's addresses before it is paid again */
	private static ?array $ordered = null;

	public static function hooks(): void {
		add_action( 'woocommerce_store_api_checkout_update_customer_from_request', array( self::class, 'remember_addresses' ), 1, 2 );
		add_action( 'woocommerce_store_api_checkout_update_order_from_request', array( self::class, 'hand_over' ), 4, 2 );
	}

	/**
	 * @internal action woocommerce_store_api_checkout_update_customer_from_request: paying an order again,
	 * WooCommerce has just put the request's addresses on it (not saved yet): the stored order's are kept
	 * to be put back (hand_over), so that its invoice is made out to the buyer who ordered.
	 */
	public static function remember_addresses( mixed $customer, \WP_REST_Request $request ): void {
		self::$ordered = null;
		$order_id      = CheckoutLock::order_paid_again( $request );
		$stored        = $order_id ? wc_get_order( $order_id ) : null;
		if ( $stored instanceof \WC_Order ) {
			self::$ordered = array(
				'billing'  => $stored->get_address( 'billing' ),
				'shipping' => $stored->get_address( 'shipping' ),
			);
		}
	}

	/** @internal action woocommerce_store_api_checkout_update_order_from_request, before the invoicing plugin's (5) */
	public static function hand_over( \WC_Order $order, \WP_REST_Request $request ): void {
		$validated = CheckoutFields::validated();
		$company   = null === $validated
			? 'company' === $order->get_meta( '_customer_type' ) // Paying again: the order's buyer stays.
			: 'company' === $validated['_customer_type'];
		$source    = null === $validated ? array( '_company_nip' => (string) $order->get_meta( '_company_nip' ), '_company_name' => (string) $order->get_meta( '_company_name' ) ) : $validated;
		$nip       = $company ? (string) $source['_company_nip'] : '';
		if ( null === $validated && null !== self::$ordered ) {
			// Paying again changes the payment, never the buyer: the addresses go back to the ordered ones.
			$order->set_billing_address( self::$ordered['billing'] );
			$order->set_shipping_address( self::$ordered['shipping'] );
			self::$ordered = null;
		}
		// The invoice's buyer is WooCommerce's billing company: the company as typed (or as the profile
		// holds it now), never an older name an address kept; none for an individual, whose invoice (if
		// staff issue one) is made out to the person.
		$order->set_billing_company( $company ? (string) $source['_company_name'] : '' );
		$extensions = $request->get_param( 'extensions' );
		$extensions = is_array( $extensions ) ? $extensions : array();
		$extensions[ self::FLEXIBLE_INVOICES ] = array(
			'billing_vat_number'  => $nip,
			'billing_invoice_ask' => $company,
		);
		$request->set_param( 'extensions', $extensions );
		foreach ( self::meta( $company, $nip ) as $key => $value ) {
			if ( '' === $value ) {
				$order->delete_meta_data( $key );
			} else {
				$order->update_meta_data( $key, $value );
			}
		}
	}

	/**
	 * The order meta invoicing plugins read the buyer from: the NIP and whether an invoice is wanted
	 * (docs/invoices.md: which plugin reads which).
	 *
	 * @return array<string,string>
	 */
	public static function meta( bool $company, string $nip ): array {
		$nip = $company ? $nip : '';
		$ask = $company ? '1' : '';
		return array(
			// Flexible Invoices (WP Desk).
			'_billing_vat_number'   => $nip,
			'_billing_invoice_ask'  => $ask,
			// WooCommerce Fakturownia (WP Desk), and Invoicing integration for Fakturownia (Devikit).
			'_billing_nip'          => $nip,
			'_billing_faktura'      => $ask,
			'_billing_want_invoice' => $ask,
		);
	}
}
