<?php
/**
 * The Store API list (StoreApiList) against the routes WooCommerce registers, both ways: every entry names a
 * registered route (a renamed route fails here instead of escaping its guard), every registered Store
 * API route is in the list (a new route is classified, not forgotten); every spelling of a route runs
 * its behaviours (case, the unversioned namespace, a batch's request); the order is the list's.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\StoreApi;

use CosmeticsStorefront\CartCheckout\CartCheckoutLock;
use CosmeticsStorefront\CartCheckout\CouponMessagesAtCheckout;
use CosmeticsStorefront\CartCheckout\CustomerNoteLimit;
use CosmeticsStorefront\CartCheckout\OrderPaymentLock;
use CosmeticsStorefront\Payments\PaymentErrors;
use CosmeticsStorefront\Seo\Listing;
use CosmeticsStorefront\Platform\StoreApi\StoreApiBehaviour;
use CosmeticsStorefront\Platform\StoreApi\StoreApiPipeline;
use CosmeticsStorefront\Plugin;
use CosmeticsStorefront\StoreApiList;
use CosmeticsStorefront\Platform\StoreApi\StoreApiRoutes;
use CosmeticsStorefront\Tests\WooCommerceTestCase;
use CosmeticsStorefront\CartCheckout\PolishStoreApiMessages;
use CosmeticsStorefront\Pricing\PriceSort;
use CosmeticsStorefront\Catalogue\StoreApiExtension;
use CosmeticsStorefront\Search\SearchLog;

final class StoreApiPipelineTest extends WooCommerceTestCase {

	/** @var array<int,string|null> names the probe saw, in order */
	private array $seen = array();

	/**
	 * "METHOD name" => path of every handler WooCommerce registers under the Store API's namespaces.
	 *
	 * @return array<string,string>
	 */
	private function registered(): array {
		$seen = array();
		foreach ( rest_get_server()->get_routes() as $path => $handlers ) {
			// The Store API's routes, not the namespaces' own index routes (/wc/store, /wc/store/v1).
			if ( ! preg_match( '#^/wc/store(/v1)?/.#', $path ) || '/wc/store/v1' === $path ) {
				continue;
			}
			foreach ( $handlers as $handler ) {
				$name = StoreApiRoutes::name( $handler );
				$this->assertNotNull( $name, "$path: a Store API route the pipeline cannot name" );
				foreach ( array_keys( $handler['methods'] ) as $method ) {
					$seen[ "$method $name" ] = $path;
				}
			}
		}
		$this->assertArrayHasKey( 'POST checkout', $seen, 'the Store API is registered' );
		return $seen;
	}

	/** @return string[] every "METHOD name" the list names */
	private function listed(): array {
		return array_merge( array_keys( StoreApiList::ROUTES ), StoreApiList::NOTHING_MORE );
	}

	public function test_every_entry_names_a_route_woocommerce_registers(): void {
		$registered = $this->registered();
		foreach ( $this->listed() as $entry ) {
			// NEWER: registered from some version on (all of them by 11.0), absent on the oldest supported.
			if ( in_array( $entry, StoreApiList::NEWER, true ) && ! isset( $registered[ $entry ] ) ) {
				$this->assertTrue( version_compare( WC()->version, '11.0', '<' ), "$entry: WooCommerce " . WC()->version . ' registers no such route (renamed?)' );
				continue;
			}
			$this->assertArrayHasKey( $entry, $registered, "$entry: WooCommerce " . WC()->version . ' registers no such route (renamed?)' );
		}
		$this->assertSame( array(), array_diff( StoreApiList::NEWER, $this->listed() ), 'NEWER names entries of the list' );
		$this->assertSame( count( $this->listed() ), count( array_unique( $this->listed() ) ), 'each entry once' );
		$this->assertSame( array(), array_intersect( array_keys( StoreApiList::ROUTES ), StoreApiList::NOTHING_MORE ) );
	}

	public function test_every_route_woocommerce_registers_is_in_the_list(): void {
		foreach ( $this->registered() as $entry => $path ) {
			$this->assertContains( $entry, $this->listed(), "$entry ($path) is registered but neither in StoreApiList::ROUTES nor in NOTHING_MORE" );
		}
	}

	public function test_every_behaviour_is_a_behaviour(): void {
		foreach ( array_merge( StoreApiList::EVERY_ROUTE, ...array_values( StoreApiList::ROUTES ) ) as $class_name ) {
			$this->assertTrue( is_subclass_of( $class_name, StoreApiBehaviour::class ), $class_name );
		}
	}

	/** Each behaviour in the list is named by the entry class of the feature it lives in, and each named one runs. */
	public function test_the_features_name_the_lists_behaviours(): void {
		$listed = array_values( array_unique( array_merge( StoreApiList::EVERY_ROUTE, ...array_values( StoreApiList::ROUTES ) ) ) );
		$named  = array();
		foreach ( Plugin::FEATURES as $feature ) {
			$folder = substr( $feature, 0, strrpos( $feature, '\\' ) + 1 );
			foreach ( $feature::STORE_API as $class_name ) {
				$this->assertStringStartsWith( $folder, $class_name, "$feature names a behaviour of another feature" );
				$named[] = $class_name;
			}
		}
		sort( $listed );
		sort( $named );
		$this->assertSame( $listed, $named );
	}

	/** The request the probe looks at (WordPress may dispatch others meanwhile: preloads). */
	private ?\WP_REST_Request $probed = null;

	/** A probe ahead of the pipeline: notes the route's name and refuses, so nothing is placed. */
	public function probe( mixed $response, mixed $handler, mixed $request ): mixed {
		if ( $request !== $this->probed ) {
			return $response;
		}
		$this->seen[] = StoreApiRoutes::name( $handler );
		return new \WP_Error( 'probe', 'probe', array( 'status' => 418 ) );
	}

	/** @return array<string,array{0:string,1:string,2:string}> */
	public static function spellings(): array {
		return array(
			'checkout'                      => array( 'POST', '/wc/store/v1/checkout', 'checkout' ),
			'unversioned'                   => array( 'POST', '/wc/store/checkout', 'checkout' ),
			'upper-case route'              => array( 'POST', '/wc/store/v1/CHECKOUT', 'checkout' ),
			'upper-case namespace'          => array( 'POST', '/WC/Store/V1/Checkout', 'checkout' ),
			'an order paid again'           => array( 'POST', '/wc/store/v1/checkout/12', 'checkout-order' ),
			'categories, not a slug'        => array( 'GET', '/wc/store/v1/products/categories', 'product-categories' ),
			'a slug of two segments'        => array( 'GET', '/wc/store/v1/products/krem/ochronny', 'products-by-slug' ),
			'a product by id in upper case' => array( 'GET', '/wc/store/v1/Products/5', 'products-by-id' ),
			'a cart line, PATCH'            => array( 'PATCH', '/wc/store/v1/cart/items/0123456789abcdef0123456789abcdef', 'cart-items-by-key' ),
		);
	}

	/** @dataProvider spellings */
	public function test_each_spelling_is_named_as_woocommerce_names_its_route( string $method, string $path, string $name ): void {
		add_filter( 'rest_request_before_callbacks', array( $this, 'probe' ), -1, 3 );
		$request      = new \WP_REST_Request( $method, $path );
		$this->probed = $request;
		$this->assertSame( 418, rest_do_request( $request )->get_status() );
		remove_filter( 'rest_request_before_callbacks', array( $this, 'probe' ), -1 );
		$this->assertSame( array( $name ), $this->seen );
		$this->assertSame( $name, StoreApiRoutes::of_request( $request ), 'the dispatched request names it too' );
		$this->assertSame( $name, StoreApiRoutes::of_request( new \WP_REST_Request( $method, $path ) ), 'a request built by hand is matched as WordPress matches it' );
	}

	/** A checkout's customer note over the limit, refused before any order under the spelling $path. */
	private function checkoutWithALongNote( string $path ): \WP_REST_Request {
		$request = new \WP_REST_Request( 'POST', $path );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'customer_note'   => str_repeat( 'ż', CustomerNoteLimit::MAX_LENGTH + 1 ),
					'billing_address' => array( 'email' => 'ewa@example.com', 'country' => 'PL' ),
					'payment_method'  => 'bacs',
				)
			)
		);
		return $request;
	}

	public function test_each_spelling_runs_the_routes_behaviours(): void {
		foreach ( array( '/wc/store/v1/checkout', '/wc/store/checkout', '/wc/store/v1/CHECKOUT', '/WC/Store/V1/Checkout' ) as $path ) {
			$response = rest_do_request( $this->checkoutWithALongNote( $path ) );
			$this->assertSame( 'cosmetics_customer_note_too_long', $response->as_error()->get_error_code(), $path );
		}
		// A request of the Store API's batch runs its route's behaviours on its own.
		$batch = new \WP_REST_Request( 'POST', '/wc/store/v1/batch' );
		$batch->set_header( 'Content-Type', 'application/json' );
		$long = $this->checkoutWithALongNote( '/wc/store/v1/CHECKOUT' );
		$batch->set_body( (string) wp_json_encode( array( 'requests' => array( array( 'method' => 'POST', 'path' => '/wc/store/v1/CHECKOUT', 'body' => $long->get_json_params() ) ) ) ) );
		$answer = rest_get_server()->response_to_data( rest_do_request( $batch ), false );
		$this->assertSame( 'cosmetics_customer_note_too_long', $answer['responses'][0]['body']['code'] ?? null, wp_json_encode( $answer ) );
	}

	public function test_the_order_is_the_lists(): void {
		$this->assertSame( array( PolishStoreApiMessages::class, CartCheckoutLock::class, CustomerNoteLimit::class, PaymentErrors::class, CouponMessagesAtCheckout::class ), StoreApiPipeline::behaviours_for( 'POST', 'checkout' ) );
		$this->assertSame( array( PolishStoreApiMessages::class, PaymentErrors::class, OrderPaymentLock::class, CustomerNoteLimit::class ), StoreApiPipeline::behaviours_for( 'post', 'checkout-order' ) );
		$this->assertSame( array( PolishStoreApiMessages::class, Listing::class, StoreApiExtension::class, PriceSort::class, SearchLog::class ), StoreApiPipeline::behaviours_for( 'GET', 'products' ) );
		$this->assertSame( array( PolishStoreApiMessages::class ), StoreApiPipeline::behaviours_for( 'GET', 'checkout' ) );
		$this->assertSame( array(), StoreApiPipeline::behaviours_for( 'GET', 'checkout' ) === StoreApiList::EVERY_ROUTE ? array() : array( 'GET checkout gets more than every route' ) );
	}

	/** A behaviour that notes its calls, to see the order the pipeline runs them in. */
	public function test_befores_run_in_order_a_refusal_stops_them_and_afters_run_in_reverse(): void {
		$log    = new \ArrayObject();
		$make   = static fn( string $name, bool $refuse ) => new class( $name, $refuse, $log ) implements StoreApiBehaviour {
			public function __construct( private string $name, private bool $refuse, private \ArrayObject $log ) {}
			public function before( \CosmeticsStorefront\Platform\StoreApi\StoreApiCall $call, ?\WP_Error $error ): ?\WP_Error {
				$this->log[] = 'before ' . $this->name;
				return $this->refuse ? new \WP_Error( 'refused_by_' . $this->name, 'no', array( 'status' => 409 ) ) : null;
			}
			public function after( \CosmeticsStorefront\Platform\StoreApi\StoreApiCall $call, mixed $response ): mixed {
				$this->log[] = 'after ' . $this->name;
				return $response;
			}
		};
		$pipeline = new \ReflectionClass( StoreApiPipeline::class );
		$saved    = $pipeline->getStaticPropertyValue( 'instances' );
		// The checkout's behaviours replaced by three notes, the second refusing.
		$pipeline->setStaticPropertyValue(
			'instances',
			array(
				PolishStoreApiMessages::class   => $make( 'a', false ),
				CartCheckoutLock::class         => $make( 'b', true ),
				CustomerNoteLimit::class        => $make( 'c', false ),
				PaymentErrors::class            => $make( 'd', false ),
				CouponMessagesAtCheckout::class => $make( 'e', false ),
			)
		);
		try {
			$response = rest_do_request( new \WP_REST_Request( 'POST', '/wc/store/v1/checkout' ) );
		} finally {
			$pipeline->setStaticPropertyValue( 'instances', $saved );
		}
		$this->assertSame( 'refused_by_b', $response->as_error()->get_error_code() );
		$this->assertSame( array( 'before a', 'before b', 'after a' ), $log->getArrayCopy() );
	}

	/**
	 * WooCommerce's Hydration (block pages) runs a Store API route's handler without WordPress's filters:
	 * the list runs there too, through Hydration's own pair — a password-protected product is not
	 * served, nor listed.
	 */
	public function test_woocommerces_hydration_runs_the_same_list(): void {
		$listed    = $this->simple( '20.00', '', '', '', array( 'name' => 'Krem hydratacja' ) );
		$protected = $this->simple( '20.00', '', '', '', array( 'name' => 'Krem hydratacja z hasłem' ) );
		$protected->set_post_password( 'tajne' );
		$protected->save();
		$hydration = \Automattic\WooCommerce\Blocks\Package::container()->get( \Automattic\WooCommerce\Blocks\Domain\Services\Hydration::class );

		$refused = $hydration->get_rest_api_response_data( '/wc/store/v1/products/' . $protected->get_id() );
		$this->assertSame( 'woocommerce_rest_product_invalid_id', $refused['body']['code'] ?? null, wp_json_encode( $refused ) );
		if ( version_compare( WC()->version, '11.0', '<' ) ) {
			return; // WooCommerce 9.4's Hydration passes a route no parameters (it hydrates the cart alone).
		}
		$served = $hydration->get_rest_api_response_data( '/wc/store/v1/products/' . $listed->get_id() );
		$this->assertSame( $listed->get_id(), $served['body']['id'] ?? null, wp_json_encode( $served ) );
		$ours = (array) ( $served['body']['extensions']->{'cosmetics-storefront'} ?? $served['body']['extensions']['cosmetics-storefront'] ?? array() );
		$this->assertArrayHasKey( 'lowest_price_30_days', $ours );
		$list = $hydration->get_rest_api_response_data( '/wc/store/v1/products?per_page=100&include%5B0%5D=' . $listed->get_id() . '&include%5B1%5D=' . $protected->get_id() );
		$ids  = array_column( (array) ( $list['body'] ?? array() ), 'id' );
		$this->assertContains( $listed->get_id(), $ids );
		$this->assertNotContains( $protected->get_id(), $ids );
	}
}
