<?php
/**
 * VAT invoices through the invoicing plugin the shop runs: the buyer's data handed to it (BuyerData), the
 * shop as the seller (SellerData),
 * the documents it issued on the order page and in the account (FlexibleInvoices, Invoices\Rest\OrderDocumentRoute),
 * and a NIP that fills in the company from the Ministry of Finance's VAT register (VatRegister,
 * Invoices\Rest\NipLookupRoute).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Invoices;

use CosmeticsStorefront\Invoices\Rest\NipLookupRoute;
use CosmeticsStorefront\Invoices\Rest\OrderDocumentRoute;
use CosmeticsStorefront\Platform\Feature;

defined( 'ABSPATH' ) || exit;

final class InvoicesFeature extends Feature {

	public const HOOKS = array(
		BuyerData::class,
		SellerData::class,
		FlexibleInvoices::class,
		OrderDocumentRoute::class,
	);

	public const ADMIN_HOOKS = array();

	public const ROUTES = array(
		'GET /cosmetics/v1/orders/(?P<id>[^/]+)/documents/(?P<document>[^/]+)' => OrderDocumentRoute::class,
		'GET /cosmetics/v1/nip/(?P<nip>[^/]+)'                                 => NipLookupRoute::class,
	);

	/** Store API behaviours: none (StoreApiList). */
	public const STORE_API = array();

	public const EMAILS = array();
}
