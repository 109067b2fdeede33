<?php
/**
 * What the shop does around WooCommerce's Store API routes, in one list: "METHOD route" (the route by
 * WooCommerce's name: its route class's IDENTIFIER, Platform\StoreApi\StoreApiRoutes; either namespace,
 * any spelling) => the behaviours it gets, in order. Platform\StoreApi\StoreApiPipeline runs them with
 * one pair of hooks for every Store API handler WordPress runs (the main request, each batch
 * sub-request, each preload) and for WooCommerce's Hydration: before() in list order, a refusal
 * stopping the rest and WooCommerce's handler; after() in reverse order for each behaviour whose
 * before() ran and did not refuse (first in, last out).
 *
 * StoreApiPipelineTest holds the list to the routes WooCommerce registers both ways: every entry names
 * a registered route, every registered route is in ROUTES or NOTHING_MORE, so a renamed or new route
 * fails a test instead of escaping a guard. Each behaviour belongs to a feature, whose entry class
 * names it (STORE_API); the list says where and in which order it runs. It lives beside the boot,
 * which hands it to the pipeline: it names every feature's behaviours, and the platform names none.
 *
 * Not here, because they do not run per handler: Accounts\Auth\BearerAuthentication (the token's user,
 * for every REST handler: its own bracket at -1000 / 1000, outside the pipeline's pair, so each
 * behaviour sees the token's user; and determine_current_user / rest_authentication_errors before
 * routing), Platform\RestRequestDetection (woocommerce_is_rest_api_request, before routing),
 * Accounts\Auth\GuestRestNonce (rest_authentication_errors), Search\ProductSearch (rest_endpoints: the
 * route table), Storefront\CacheHeaders (rest_post_dispatch: it must see error answers and OPTIONS,
 * which after-callbacks do not), Invoices\Rest\OrderDocumentRoute (rest_pre_serve_request). The
 * woocommerce_store_api_checkout_* actions (CheckoutLock's coupon and stock holds, CheckoutFields,
 * BuyerData, PaymentChoice, PreviousPayuPayment) are WooCommerce's own per-route hooks and stay in
 * their classes.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront;

use CosmeticsStorefront\CartCheckout\CartCheckoutLock;
use CosmeticsStorefront\CartCheckout\CartQuantity;
use CosmeticsStorefront\CartCheckout\CouponMessagesAtApply;
use CosmeticsStorefront\CartCheckout\CouponMessagesAtCheckout;
use CosmeticsStorefront\CartCheckout\CustomerNoteLimit;
use CosmeticsStorefront\CartCheckout\OrderPaymentLock;
use CosmeticsStorefront\CartCheckout\PolishStoreApiMessages;
use CosmeticsStorefront\Catalogue\StoreApiExtension;
use CosmeticsStorefront\Payments\PaymentErrors;
use CosmeticsStorefront\Pricing\PriceSort;
use CosmeticsStorefront\Search\SearchLog;
use CosmeticsStorefront\Seo\Listing;

defined( 'ABSPATH' ) || exit;

final class StoreApiList {

	/** Every Store API route, outermost: WooCommerce's texts in Polish while any Store API handler runs. */
	public const EVERY_ROUTE = array( PolishStoreApiMessages::class );

	/** "METHOD route" => behaviours, before() in this order. */
	public const ROUTES = array(
		// Placing the cart's order: one at a time per cart, the note's limit, the shopper's words for
		// a provider's failure and for a coupon used up meanwhile.
		'POST checkout'                => array( CartCheckoutLock::class, CustomerNoteLimit::class, PaymentErrors::class, CouponMessagesAtCheckout::class ),
		'PUT checkout'                 => array( CustomerNoteLimit::class, PaymentErrors::class, CouponMessagesAtCheckout::class ),
		'PATCH checkout'               => array( CustomerNoteLimit::class, PaymentErrors::class, CouponMessagesAtCheckout::class ),
		// Paying an existing order again: one payment of it at a time.
		'POST checkout-order'          => array( PaymentErrors::class, OrderPaymentLock::class, CustomerNoteLimit::class ),
		// Every route that sets a line's quantity.
		'POST cart-add-item'           => array( CartQuantity::class ),
		'POST cart-items'              => array( CartQuantity::class ),
		'POST cart-update-item'        => array( CartQuantity::class ),
		'POST cart-items-by-key'       => array( CartQuantity::class ),
		'PUT cart-items-by-key'        => array( CartQuantity::class ),
		'PATCH cart-items-by-key'      => array( CartQuantity::class ),
		// Every route that applies a coupon.
		'POST cart-apply-coupon'       => array( CouponMessagesAtApply::class ),
		'POST cart-coupons'            => array( CouponMessagesAtApply::class ),
		// Products: a password-protected product is served by none and listed by none (Listing first:
		// its 404 starts nothing else); the shop's extension data; the price order; the search count.
		'GET products'                 => array( Listing::class, StoreApiExtension::class, PriceSort::class, SearchLog::class ),
		'GET products-by-id'           => array( Listing::class, StoreApiExtension::class ),
		'GET products-by-slug'         => array( Listing::class, StoreApiExtension::class ),
		'GET product-collection-data'  => array( Listing::class ),
		'GET product-reviews'          => array( Listing::class ),
		'GET product-categories'       => array( Listing::class ),
		'GET product-categories-by-id' => array( Listing::class ),
		'GET product-tags'             => array( Listing::class ),
		'GET product-attributes'       => array( Listing::class ),
		'GET product-attributes-by-id' => array( Listing::class ),
		'GET product-attribute-terms'  => array( Listing::class ),
		'GET product-brands'           => array( Listing::class ),
		'GET product-brands-by-id'     => array( Listing::class ),
	);

	/** Store API routes that get EVERY_ROUTE only (a registered route is in ROUTES or here). */
	public const NOTHING_MORE = array(
		'POST batch', // Each of its requests runs through the pipeline on its own.
		'GET cart',
		'GET cart-coupons',
		'DELETE cart-coupons',
		'GET cart-coupons-by-code',
		'DELETE cart-coupons-by-code',
		'POST cart-extensions',
		'GET cart-items',
		'DELETE cart-items',
		'GET cart-items-by-key',
		'DELETE cart-items-by-key',
		'POST cart-remove-coupon',
		'POST cart-remove-item',
		'POST cart-select-shipping-rate',
		'POST cart-update-customer',
		'GET checkout',
		'GET order',
	);

	/** Entries WooCommerce registers from some version on: absent on the oldest supported (9.4.3). */
	public const NEWER = array( 'PUT checkout', 'PATCH checkout', 'GET product-brands', 'GET product-brands-by-id' );
}
