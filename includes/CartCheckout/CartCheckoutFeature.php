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
		PolishStoreApiMessages::class,
		CartExtension::class,
		CheckoutFields::class,
		CustomerNoteLimit::class,
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

	/** Store API behaviours: none on this branch yet (issue 32 point 2 lists them). */
	public const STORE_API = array();

	public const EMAILS = array();
}
