<?php
/**
 * What the shop does around WooCommerce's Store API routes, in one list: "METHOD route" (the route by
 * WooCommerce's name, StoreApiRoutes; either namespace, any spelling) => the behaviours it gets, in
 * order. One pair of hooks runs them for every Store API handler WordPress runs (the main request,
 * each batch sub-request, each preload): before() in list order, a refusal stopping the rest and
 * WooCommerce's handler; after() in reverse order for each behaviour whose before() ran and did not
 * refuse (first in, last out). StoreApiPipelineTest holds the list to the routes WooCommerce
 * registers both ways: every entry names a registered route, every registered route is in ROUTES or
 * NOTHING_MORE — a renamed or new route fails a test instead of escaping a guard.
 *
 * Not here, because they do not run per handler: BearerAuthentication (the token's user, for every
 * REST handler: its own bracket at -1000 / 1000, outside this pair, so each behaviour sees the token's
 * user; and determine_current_user / rest_authentication_errors before routing), RestRequestDetection
 * (woocommerce_is_rest_api_request, before routing), GuestRestNonce (rest_authentication_errors),
 * Search\ProductSearch (rest_endpoints: the route table), CacheHeaders (rest_post_dispatch: it must
 * see error answers and OPTIONS, which after-callbacks do not), Rest\OrderDocumentRoute
 * (rest_pre_serve_request). The woocommerce_store_api_checkout_* actions (CheckoutLock's coupon and
 * stock holds, CheckoutFields, BuyerData, PaymentChoice, PreviousPayuPayment) are WooCommerce's own
 * per-route hooks and stay in their classes.
 *
 * WooCommerce's Hydration (block pages reading a Store API route in PHP, without WordPress's filters;
 * WooCommerce 11 reads products so) runs the same list through its own pair of filters.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\StoreApi;

use CosmeticsStorefront\Checkout\CartCheckoutLock;
use CosmeticsStorefront\Checkout\CartQuantity;
use CosmeticsStorefront\Checkout\CouponMessagesAtApply;
use CosmeticsStorefront\Checkout\CouponMessagesAtCheckout;
use CosmeticsStorefront\Checkout\CustomerNoteLimit;
use CosmeticsStorefront\Checkout\OrderPaymentLock;
use CosmeticsStorefront\Payments\PaymentErrors;
use CosmeticsStorefront\Search\SearchLog;
use CosmeticsStorefront\Seo\Listing;
use CosmeticsStorefront\WooCommerce\PolishStoreApiMessages;
use CosmeticsStorefront\WooCommerce\PriceSort;
use CosmeticsStorefront\WooCommerce\StoreApiExtension;

defined( 'ABSPATH' ) || exit;

final class StoreApiPipeline {

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

	/** @var array<class-string,StoreApiBehaviour> */
	private static array $instances = array();

	/**
	 * The calls running now, by request (a batch runs its requests inside its own).
	 *
	 * @var \SplObjectStorage<\WP_REST_Request,array{0:StoreApiCall,1:StoreApiBehaviour[]}>|null
	 */
	private static ?\SplObjectStorage $running = null;

	public static function hooks(): void {
		// Inside BearerAuthentication's bracket (-1000 / 1000): the token's user is the current user for
		// every behaviour, before and after.
		add_filter( 'rest_request_before_callbacks', array( self::class, 'before' ), 0, 3 );
		add_filter( 'rest_request_after_callbacks', array( self::class, 'after' ), 999, 3 );
		// WooCommerce's Hydration runs a Store API route's handler in PHP (block pages; WooCommerce 11
		// reads products so), without the two filters above but with its own pair: the same list there.
		add_filter( 'woocommerce_hydration_dispatch_request', array( self::class, 'before_hydration' ), 0, 4 );
		add_filter( 'woocommerce_hydration_request_after_callbacks', array( self::class, 'after' ), 999, 3 );
	}

	/**
	 * The behaviours of a route, in order: EVERY_ROUTE, then the route's own.
	 *
	 * @return class-string[]
	 */
	public static function behaviours_for( string $method, string $route ): array {
		return array_merge( self::EVERY_ROUTE, self::ROUTES[ strtoupper( $method ) . ' ' . $route ] ?? array() );
	}

	private static function instance( string $class_name ): StoreApiBehaviour {
		return self::$instances[ $class_name ] ??= new $class_name();
	}

	/** @internal filter rest_request_before_callbacks */
	public static function before( mixed $response, mixed $handler, mixed $request ): mixed {
		$route = StoreApiRoutes::name( $handler );
		if ( null === $route || ! $request instanceof \WP_REST_Request ) {
			return $response;
		}
		$call = new StoreApiCall( $route, $request->get_method(), $request );
		$ran  = array();
		foreach ( self::behaviours_for( $call->method, $route ) as $class_name ) {
			$behaviour = self::instance( $class_name );
			$refusal   = $behaviour->before( $call, is_wp_error( $response ) ? $response : null );
			if ( null !== $refusal ) {
				$response = $refusal;
				break;
			}
			$ran[] = $behaviour;
		}
		self::$running ??= new \SplObjectStorage();
		self::$running->attach( $request, array( $call, $ran ) );
		return $response;
	}

	/** @internal filter rest_request_after_callbacks */
	public static function after( mixed $response, mixed $handler, mixed $request ): mixed {
		if ( ! $request instanceof \WP_REST_Request || ! self::$running || ! self::$running->contains( $request ) ) {
			return $response;
		}
		list( $call, $ran ) = self::$running[ $request ];
		self::$running->detach( $request );
		foreach ( array_reverse( $ran ) as $behaviour ) {
			$response = $behaviour->after( $call, $response );
		}
		return $response;
	}

	/**
	 * @internal filter woocommerce_hydration_dispatch_request: a refusal is the hydration's answer, as a
	 * response (Hydration reads the answer's data and headers; a WP_Error has none).
	 */
	public static function before_hydration( mixed $result, mixed $request, mixed $path, mixed $handler ): mixed {
		$answer = self::before( $result, $handler, $request );
		return $answer instanceof \WP_Error && ! $result instanceof \WP_Error ? rest_convert_error_to_response( $answer ) : $answer;
	}
}
