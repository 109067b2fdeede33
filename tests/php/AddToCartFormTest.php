<?php
/**
 * "Dodaj do koszyka" before the app (Frontend\AddToCartForm, ServerMarkup's product form): WooCommerce's
 * own form handler adds to the cart — the app's cart when the form carries its Cart-Token, else the
 * cookie session's, whose Cart-Token is handed over — and the answer's address shows the outcome on the
 * server's first screen and in the app's configuration.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use Automattic\WooCommerce\StoreApi\Utilities\JsonWebToken;
use CosmeticsStorefront\Frontend\AddToCartForm;
use CosmeticsStorefront\Frontend\Assets;

final class AddToCartFormTest extends WooCommerceTestCase {

	protected function tearDown(): void {
		$_POST = array();
		unset( $_SERVER['HTTP_CART_TOKEN'] );
		$_SERVER['REQUEST_METHOD'] = 'GET';
		AddToCartForm::reset();
		if ( WC()->cart ) {
			WC()->cart->empty_cart();
		}
		wc_clear_notices();
		parent::tearDown();
	}

	private function stocked( int $stock ): \WC_Product_Simple {
		$product = $this->simple( '49.00', '', '', '', array( 'name' => 'Krem z formularza' ) );
		$product->set_manage_stock( true );
		$product->set_stock_quantity( $stock );
		$product->save();
		return $product;
	}

	/** The server form's post of $quantity of $product, as the browser sends it, through WooCommerce's handler. */
	private function post( \WC_Product $product, string $quantity, string $token = '' ): array {
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = array(
			'add-to-cart'                     => (string) $product->get_id(),
			'quantity'                        => $quantity,
			AddToCartForm::FORM_FIELD         => '1',
			AddToCartForm::COOKIE_TOKEN_FIELD => $token,
		);
		$_REQUEST = $_POST;
		// WooCommerce starts its session on init, where the plugin's filter picks the handler.
		WC()->session = null;
		WC()->initialize_session();
		WC()->cart = new \WC_Cart();
		WC()->cart->get_cart();
		\WC_Form_Handler::add_to_cart_action();
		return AddToCartForm::respond();
	}

	private function quantityInCart( int $product_id ): int {
		$total = 0;
		foreach ( WC()->cart->get_cart() as $item ) {
			$total += (int) $item['product_id'] === $product_id ? (int) $item['quantity'] : 0;
		}
		return $total;
	}

	public function test_the_form_adds_through_woocommerce_and_the_product_page_says_so(): void {
		$product = $this->stocked( 5 );
		$answer  = $this->post( $product, '2' );

		$this->assertSame( 2, $this->quantityInCart( $product->get_id() ), 'WooCommerce added two' );
		$this->assertMatchesRegularExpression( '#^' . preg_quote( home_url( '/sklep/product/' . $product->get_id() ), '#' ) . '\?koszyk=[a-z0-9]{16}$#', $answer['url'] );
		// The cookie session's cart, handed over as the Cart-Token WooCommerce's Store API gives it.
		$this->assertNotNull( $answer['handoff'] );
		$this->assertTrue( JsonWebToken::validate( (string) $answer['handoff'], '@' . wp_salt() ) );
		$this->assertSame( WC()->session->get_customer_id(), JsonWebToken::get_parts( (string) $answer['handoff'] )->payload->user_id );
		$this->assertSame( array(), wc_get_notices(), 'the messages moved to the answer, not left for another page' );

		$_POST = array();
		$html  = $this->renderPage( $answer['url'] );
		$this->assertStringContainsString( '<p role="status" class="cs-product__added">Dodano do koszyka: Krem z formularza (2 szt.).</p>', $html );
		$this->assertSame(
			array(
				'added'     => true,
				'productId' => $product->get_id(),
				'quantity'  => 2,
				'errors'    => array(),
			),
			Assets::config()['cartNotice']
		);
		// Another product's page, or a made-up key, says nothing.
		AddToCartForm::reset();
		$this->assertStringNotContainsString( 'cs-product__added', $this->renderPage( '/sklep/product/' . $product->get_id() . '?koszyk=aaaaaaaaaaaaaaaa' ) );
		$this->assertArrayNotHasKey( 'cartNotice', Assets::config() );
	}

	public function test_woocommerces_refusal_is_shown_under_the_button_and_nothing_is_added(): void {
		$product = $this->stocked( 3 );
		$answer  = $this->post( $product, '7' );

		$this->assertSame( 0, $this->quantityInCart( $product->get_id() ) );
		$this->assertNull( $answer['handoff'], 'no cart to hand over' );
		$_POST  = array();
		$html   = $this->renderPage( $answer['url'] );
		$notice = Assets::config()['cartNotice'];
		$this->assertFalse( $notice['added'] );
		$this->assertNotEmpty( $notice['errors'] );
		$this->assertStringContainsString( '<p role="alert" class="cs-form-error">' . esc_html( implode( ' ', $notice['errors'] ) ) . '</p>', $html );
	}

	public function test_the_apps_cart_token_puts_the_product_in_the_apps_cart(): void {
		$product  = $this->stocked( 5 );
		$customer = 't_' . md5( 'add-to-cart-form' );
		$token    = (string) AddToCartForm::cart_token( $customer );
		$answer   = $this->post( $product, '1', $token );

		$this->assertInstanceOf( \Automattic\WooCommerce\StoreApi\SessionHandler::class, WC()->session, 'WooCommerce\'s Store API session of the token' );
		$this->assertSame( $customer, (string) WC()->session->get_customer_id() );
		$this->assertSame( 1, $this->quantityInCart( $product->get_id() ) );
		$this->assertNull( $answer['handoff'], 'the app already has this cart' );
	}

	public function test_a_token_woocommerce_did_not_sign_is_not_a_cart(): void {
		$product = $this->stocked( 5 );
		$forged  = JsonWebToken::create( array( 'user_id' => 't_someone_else', 'exp' => time() + 3600, 'iss' => 'store-api' ), 'not-the-secret' );
		$this->post( $product, '1', $forged );

		$this->assertInstanceOf( \WC_Session_Handler::class, WC()->session );
		$this->assertNotSame( 't_someone_else', (string) WC()->session->get_customer_id() );
	}

	public function test_past_the_limit_per_address_nothing_is_added_or_kept_and_the_page_says_so(): void {
		$product = $this->stocked( 5 );
		$limit   = static fn( $max, $kind ) => 'cart_form_ip' === $kind ? 1 : $max;
		add_filter( 'cosmetics_storefront_rate_limit', $limit, 10, 2 );
		$went = static function ( $location ) {
			throw new \RuntimeException( (string) $location );
		};
		add_filter( 'wp_redirect', $went );
		try {
			$this->post( $product, '1' );
			AddToCartForm::limit(); // The first post of the hour passes (no redirect).
			$url = '';
			try {
				AddToCartForm::limit();
			} catch ( \RuntimeException $redirect ) {
				$url = $redirect->getMessage();
			}
		} finally {
			remove_filter( 'wp_redirect', $went );
			remove_filter( 'cosmetics_storefront_rate_limit', $limit, 10 );
			\CosmeticsStorefront\Auth\RateLimiter::clear( 'cart_form_ip|' . \CosmeticsStorefront\Auth\RateLimiter::ip() );
		}
		$this->assertSame( home_url( '/sklep/product/' . $product->get_id() ) . '?koszyk=limit-' . $product->get_id(), $url );
		$_POST = array();
		$html  = $this->renderPage( $url );
		$this->assertStringContainsString( '<p role="alert" class="cs-form-error">Zbyt wiele żądań. Spróbuj ponownie później.</p>', $html );
	}

	/** Review findings: a post from another site, a REST address, a quantity WooCommerce reads otherwise, a variation. */
	public function test_a_post_from_another_site_adds_nothing(): void {
		$product = $this->stocked( 5 );
		$went    = static function ( $location ) {
			throw new \RuntimeException( (string) $location );
		};
		add_filter( 'wp_redirect', $went );
		$_SERVER['HTTP_ORIGIN'] = 'https://elsewhere.example';
		try {
			$_SERVER['REQUEST_METHOD'] = 'POST';
			$_POST                     = array(
				'add-to-cart'             => (string) $product->get_id(),
				AddToCartForm::FORM_FIELD => '1',
			);
			$url = '';
			try {
				AddToCartForm::limit();
			} catch ( \RuntimeException $redirect ) {
				$url = $redirect->getMessage();
			}
			$this->assertSame( home_url( '/sklep/product/' . $product->get_id() ), $url, 'back to the product, nothing kept' );
			// The shop's own origin passes.
			$_SERVER['HTTP_ORIGIN'] = untrailingslashit( home_url() );
			AddToCartForm::limit();
		} finally {
			remove_filter( 'wp_redirect', $went );
			unset( $_SERVER['HTTP_ORIGIN'] );
			\CosmeticsStorefront\Auth\RateLimiter::clear( 'cart_form_ip|' . \CosmeticsStorefront\Auth\RateLimiter::ip() );
		}
	}

	public function test_the_forms_fields_posted_to_a_rest_address_are_not_its_post(): void {
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = array(
			'add-to-cart'             => '12',
			AddToCartForm::FORM_FIELD => '1',
		);
		$uri = $_SERVER['REQUEST_URI'] ?? '';
		try {
			$_SERVER['REQUEST_URI'] = '/wp-json/wc/store/v1/cart';
			$this->assertFalse( AddToCartForm::posted() );
			$_SERVER['REQUEST_URI'] = '/sklep/product/12';
			$this->assertTrue( AddToCartForm::posted() );
		} finally {
			$_SERVER['REQUEST_URI'] = $uri;
		}
	}

	public function test_the_answer_says_the_quantity_woocommerce_added_and_a_variation_answers_on_its_products_page(): void {
		$product = $this->stocked( 9 );
		$answer  = $this->post( $product, '3abc' );
		$this->assertSame( 3, $this->quantityInCart( $product->get_id() ) );
		$_POST = array();
		$this->assertStringContainsString( '(3 szt.).', $this->renderPage( $answer['url'] ) );
		// The same answer's key on another product's page says nothing there.
		$other = $this->stocked( 1 );
		AddToCartForm::reset();
		$key = (string) wp_parse_url( $answer['url'], PHP_URL_QUERY );
		$this->assertStringNotContainsString( 'cs-product__added', $this->renderPage( '/sklep/product/' . $other->get_id() . '?' . $key ) );
		$this->assertArrayNotHasKey( 'cartNotice', Assets::config() );

		list( $variable, $variations ) = $this->variable( array( array( '30', '', '', '' ) ) );
		$answer                        = $this->post( wc_get_product( $variations[0] ), '1' );
		$this->assertStringStartsWith( home_url( '/sklep/product/' . $variable->get_id() . '?koszyk=' ), $answer['url'] );
	}

	public function test_only_the_forms_post_is_answered_so(): void {
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = array( 'add-to-cart' => '12' );
		$this->assertFalse( AddToCartForm::posted(), 'a theme\'s own add-to-cart form keeps WooCommerce\'s behaviour' );
		$this->assertSame( 'https://example.test/koszyk', AddToCartForm::no_redirect( 'https://example.test/koszyk' ) );
		$_POST[ AddToCartForm::FORM_FIELD ] = '1';
		$this->assertTrue( AddToCartForm::posted() );
		$this->assertFalse( AddToCartForm::no_redirect( 'https://example.test/koszyk' ) );
		$this->assertSame( 'no', AddToCartForm::no_cart_page( 'yes' ) );
	}
}
