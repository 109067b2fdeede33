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

use CosmeticsStorefront\Payments\Emails\TransferCancelledEmail;
use CosmeticsStorefront\Payments\Rest\OrderRoute;
use CosmeticsStorefront\Platform\Feature;

defined( 'ABSPATH' ) || exit;

final class PaymentsFeature extends Feature {

	public const HOOKS = array(
		CartPaymentMethods::class,
		PaymentTransactions::class,
		NotificationGuard::class,
		PreviousPayuPayment::class,
		PaymentChoice::class,
		FailedPaymentEmail::class,
		TransferInstructions::class,
		OverdueTransfers::class,
		UnpaidOrders::class,
	);

	public const ADMIN_HOOKS = array();

	public const ROUTES = array(
		'GET /cosmetics/v1/orders/(?P<id>[^/]+)' => OrderRoute::class,
	);

	/** Its Store API behaviours; which routes run them, in which order: StoreApiList. */
	public const STORE_API = array(
		PaymentErrors::class,
	);

	public const EMAILS = array(
		'cosmetics_transfer_cancelled' => TransferCancelledEmail::class,
	);
}
