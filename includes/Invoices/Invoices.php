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

use CosmeticsStorefront\Invoices\Rest\OrderDocumentRoute;

defined( 'ABSPATH' ) || exit;

final class Invoices {

	public static function hooks(): void {
		BuyerData::hooks();
		SellerData::hooks();
		FlexibleInvoices::hooks();
		OrderDocumentRoute::hooks();
	}
}
