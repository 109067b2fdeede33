<?php
/**
 * Cart and checkout: the cart's extension data and rules, coupons and their maths, checkout fields, the
 * checkout lock, the customer note's limit, the NIP's storage, order totals and the order pages' addresses,
 * WooCommerce's Store API messages in Polish, a guest cart kept at login (LoginCart).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

use CosmeticsStorefront\Platform\Feature;

defined( 'ABSPATH' ) || exit;

final class CartCheckoutFeature extends Feature {
	public const HOOKS = array(
		CartExtension::class,
		CheckoutFields::class,
		CheckoutLock::class,
		CouponMessages::class,
		CouponMaths::class,
		OrderMetaDisplay::class,
		NipStorage::class,
		OrderReceivedUrl::class,
		OrderPayPage::class,
		OrderTotals::class,
	);

	public const ADMIN_HOOKS = array();

	public const ROUTES = array();

	/** Its Store API behaviours; which routes run them, in which order: StoreApiList. */
	public const STORE_API = array(
		PolishStoreApiMessages::class,
		CartCheckoutLock::class,
		OrderPaymentLock::class,
		CustomerNoteLimit::class,
		CartQuantity::class,
		CouponMessagesAtApply::class,
		CouponMessagesAtCheckout::class,
	);

	public const EMAILS = array();
}
