<?php
/**
 * Payments, on WooCommerce's own machinery and the providers' own plugins: the methods the checkout
 * offers (CheckoutMethods, through the cart's extension data), where an order's payment stands
 * (OrderPayment, in the order routes), bank transfers the shopper can make (BankTransfer,
 * TransferInstructions) and that resolve themselves when unpaid (OverdueTransfers), unpaid online
 * orders given back to stock by WooCommerce (UnpaidOrders), the provider's notifications checked
 * (NotificationGuard, PaymentTransactions) and its failures said in Polish (PaymentErrors).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Payments;

defined( 'ABSPATH' ) || exit;

final class Payments {

	public static function hooks(): void {
		PaymentTransactions::hooks();
		NotificationGuard::hooks();
		PreviousPayuPayment::hooks();
		PaymentChoice::hooks();
		FailedPaymentEmail::hooks();
		// PaymentErrors: in StoreApiPipeline's list.
		TransferInstructions::hooks();
		OverdueTransfers::hooks();
		UnpaidOrders::hooks();
	}
}
