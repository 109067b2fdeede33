<?php
/**
 * "Dodaj do koszyka" before the app (Storefront\AddToCartForm, ServerMarkup's product form): WooCommerce's
 * own form handler adds to the cart — the app's cart when the form carries its Cart-Token, else the
 * cookie session's, whose Cart-Token is handed over — and the answer's address shows the outcome on the
 * server's first screen and in the app's configuration.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use Automattic\WooCommerce\StoreApi\Utilities\JsonWebToken;
use CosmeticsStorefront\CartCheckout\CartToken;
use CosmeticsStorefront\Storefront\AddToCartForm;
use CosmeticsStorefront\Storefront\Assets;

final class AddToCartFormTest extends WooCommerceTestCase {

	protected function tearDown(): void {
		remove_filter( 'gettext_woocommerce', array( AddToCartForm::class, 'translate' ), 20 );
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

	/**
	 * The server form's post of $quantity of $product (and a variable product's $fields, its selects), as
	 * the browser sends it, through WooCommerce's handler.
	 *
	 * @param array<string,mixed> $fields
	 */
	private function post( \WC_Product $product, string $quantity, string $token = '', array $fields = array() ): array {
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_SERVER['REQUEST_URI']    = '/sklep/product/' . ( $product->get_parent_id() ? $product->get_parent_id() : $product->get_id() ); // The form's action.
		$_POST                     = array(
			'add-to-cart'                     => (string) $product->get_id(),
			'quantity'                        => $quantity,
			AddToCartForm::FORM_FIELD         => '1',
			AddToCartForm::COOKIE_TOKEN_FIELD => $token,
		) + $fields;
		$_REQUEST = $_POST;
		// WooCommerce starts its session on init, where the plugin's filter picks the handler.
		WC()->session = null;
		WC()->initialize_session();
		WC()->cart = new \WC_Cart();
		WC()->cart->get_cart();
		AddToCartForm::choose_variation(); // wp_loaded 19, before WooCommerce's handler (20).
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
		$this->assertMatchesRegularExpression( '#^' . preg_quote( home_url( '/sklep/product/' . $product->get_id() ), '#' ) . '\?koszyk=[a-z0-9]{16}\\#cs-cart-notice$#', $answer['url'], 'the address ends at the message (review 31a finding 3: below the first screen on a phone)' );
		// The cookie session's cart, handed over as the Cart-Token WooCommerce's Store API gives it.
		$this->assertNotNull( $answer['handoff'] );
		$this->assertTrue( JsonWebToken::validate( (string) $answer['handoff'], '@' . wp_salt() ) );
		$this->assertSame( WC()->session->get_customer_id(), JsonWebToken::get_parts( (string) $answer['handoff'] )->payload->user_id );
		$this->assertSame( array(), wc_get_notices(), 'the messages moved to the answer, not left for another page' );

		$_POST = array();
		$html  = $this->renderPage( $answer['url'] );
		$this->assertStringContainsString( '<p id="cs-cart-notice" tabindex="-1" role="status" class="cs-product__added">Dodano do koszyka: Krem z formularza (2 szt.).</p>', $html );
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
		$this->assertStringContainsString( '<p id="cs-cart-notice" tabindex="-1" role="alert" class="cs-form-error">' . esc_html( implode( ' ', $notice['errors'] ) ) . '</p>', $html );
	}

	/**
	 * Review 31a finding 11: a customer logged in with WordPress's cookie has the app read their account's
	 * cart with that cookie; their session's Cart-Token is not handed to the page's scripts, where it
	 * would outlive the logout and name the account's cart and address.
	 */
	public function test_a_customer_logged_in_with_the_cookie_gets_no_cart_token_handed_over(): void {
		$product = $this->stocked( 5 );
		wp_set_current_user( $this->createUser( 'customer' ) );
		$answer = $this->post( $product, '1' );

		$this->assertSame( 1, $this->quantityInCart( $product->get_id() ), 'added to the account\'s cart' );
		$this->assertNull( $answer['handoff'] );
	}

	/** Review 31a finding 12: a name written with tags is plain text in WooCommerce's refusal, as in the h1. */
	public function test_a_refusal_names_the_product_as_plain_text(): void {
		$product = $this->stocked( 1 );
		$product->set_name( 'Krem <b>mocny</b>' );
		$product->save();
		$answer = $this->post( $product, '5' );

		$_POST  = array();
		$this->renderPage( $answer['url'] );
		$errors = implode( ' ', Assets::config()['cartNotice']['errors'] );
		$this->assertStringContainsString( 'Krem mocny', $errors );
		$this->assertStringNotContainsString( '<b>', $errors );
	}

	public function test_the_apps_cart_token_puts_the_product_in_the_apps_cart(): void {
		$product  = $this->stocked( 5 );
		$customer = 't_' . md5( 'add-to-cart-form' );
		$token    = (string) CartToken::for_customer( $customer );
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
			\CosmeticsStorefront\Platform\RateLimiter::clear( 'cart_form_ip|' . \CosmeticsStorefront\Platform\RateLimiter::ip() );
		}
		$this->assertSame( home_url( '/sklep/product/' . $product->get_id() ) . '?koszyk=limit-' . $product->get_id(), $url );
		$_POST = array();
		$html  = $this->renderPage( $url );
		$this->assertStringContainsString( '<p id="cs-cart-notice" tabindex="-1" role="alert" class="cs-form-error">Zbyt wiele żądań. Spróbuj ponownie później.</p>', $html );
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
			\CosmeticsStorefront\Platform\RateLimiter::clear( 'cart_form_ip|' . \CosmeticsStorefront\Platform\RateLimiter::ip() );
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

	/**
	 * A variable product with two custom attributes: Pojemność (30 ml, 50 ml) and Zapach (Róża,
	 * Wanilia & "Piżmo"), variations 30 ml + Róża (5 in stock), 50 ml + Róża (out of stock) and 30 ml +
	 * Wanilia & "Piżmo" (2 in stock); 50 ml + Wanilia & "Piżmo" is none.
	 *
	 * @param array<string,string> $defaults
	 * @return array{0:\WC_Product_Variable, 1:array<string,int>} the product and its variations' ids by "pojemność|zapach"
	 */
	private function twoAttributes( array $defaults = array(), string $size = 'Pojemność' ): array {
		$vanilla    = 'Wanilia & "Piżmo"';
		$attributes = array();
		foreach ( array( $size => array( '30 ml', '50 ml' ), 'Zapach' => array( 'Róża', $vanilla ) ) as $name => $options ) {
			$attribute = new \WC_Product_Attribute();
			$attribute->set_name( $name );
			$attribute->set_options( $options );
			$attribute->set_visible( true );
			$attribute->set_variation( true );
			$attributes[] = $attribute;
		}
		$product = new \WC_Product_Variable();
		$product->set_name( 'Mgiełka <b>dwa</b> wybory' );
		$product->set_status( 'publish' );
		$product->set_attributes( $attributes );
		$product->set_default_attributes( $defaults );
		$product->save();
		$ids = array();
		$size_name = $size;
		foreach ( array( array( '30 ml', 'Róża', 5 ), array( '50 ml', 'Róża', 0 ), array( '30 ml', $vanilla, 2 ) ) as list( $size, $scent, $stock ) ) {
			$variation = new \WC_Product_Variation();
			$variation->set_parent_id( $product->get_id() );
			$variation->set_attributes(
				array(
					sanitize_title( $size_name ) => $size,
					'zapach'                     => $scent,
				)
			);
			$variation->set_status( 'publish' );
			$variation->set_regular_price( '40.00' );
			$variation->set_manage_stock( true );
			$variation->set_stock_quantity( $stock );
			$variation->save();
			$ids[ $size . '|' . $scent ] = $variation->get_id();
		}
		\WC_Product_Variable::sync( $product->get_id() );
		wc_delete_product_transients( $product->get_id() );
		return array( wc_get_product( $product->get_id() ), $ids );
	}

	private function variationInCart( int $variation_id ): int {
		$total = 0;
		foreach ( WC()->cart->get_cart() as $item ) {
			$total += (int) $item['variation_id'] === $variation_id ? (int) $item['quantity'] : 0;
		}
		return $total;
	}

	/** The server's add-to-cart form of a page (its fields by name, the selects standing before it included). */
	private function productMain( string $html ): string {
		$start = (int) strpos( $html, '<article class="cs-container cs-product"' );
		return substr( $html, $start, (int) strpos( $html, '</article>', $start ) - $start );
	}

	public function test_a_variable_products_form_draws_the_apps_picker_and_posts_woocommerces_fields(): void {
		list( $product ) = $this->twoAttributes();
		$id              = $product->get_id();
		$html            = $this->productMain( $this->renderPage( '/sklep/product/' . $id ) );

		// VariationPicker.tsx's elements, classes and labels; the selects named as WooCommerce reads them,
		// posting with the form they stand before (where the app has its picker, above the stock line).
		$this->assertStringContainsString(
			'<div class="cs-variations"><div class="cs-field"><label for="cs-server-variation-0" class="cs-field__label">Pojemność</label>'
			. '<select id="cs-server-variation-0" name="attribute_pojemnosc" form="cs-server-buy" class="cs-select"><option value="">Wybierz…</option><option value="30 ml">30 ml</option><option value="50 ml">50 ml</option></select></div>'
			. '<div class="cs-field"><label for="cs-server-variation-1" class="cs-field__label">Zapach</label>'
			. '<select id="cs-server-variation-1" name="attribute_zapach" form="cs-server-buy" class="cs-select"><option value="">Wybierz…</option><option value="Róża">Róża</option><option value="Wanilia &amp; &quot;Piżmo&quot;">Wanilia &amp; &quot;Piżmo&quot;</option></select></div></div>'
			. '<p class="cs-product__stock"><span class="cs-stock">Wybierz wariant, aby zobaczyć dostępność</span></p>'
			. '<form id="cs-server-buy" class="cs-product__buy" method="post" action="/sklep/product/' . $id . '"><input type="hidden" name="add-to-cart" value="' . $id . '">',
			$html
		);
		$this->assertStringContainsString( '<input id="cs-server-quantity" type="number" name="quantity"', $html, 'the quantity, usable before a choice (no script enables it)' );
		$this->assertStringContainsString( '<button type="submit" class="cs-button cs-button--primary cs-product__add" aria-describedby="cs-server-hint">Dodaj do koszyka</button>', $html );
		$this->assertStringContainsString( '<p id="cs-server-hint" class="cs-product__hint">Wybierz wariant produktu.</p>', $html );
		$this->assertStringNotContainsString( 'name="variation_id"', $html, 'the server finds the variation: the form works without a script' );
	}

	public function test_a_default_choice_is_drawn_chosen_with_its_variations_stock_and_quantity(): void {
		// (WooCommerce's Store API flags a custom attribute's default term only when its name is plain ASCII:
		// it looks the default up by sanitize_key, the product keeps it by sanitize_title. The app reads the same.)
		list( $product ) = $this->twoAttributes(
			array(
				'rozmiar' => '30 ml',
				'zapach'  => 'Wanilia & "Piżmo"',
			),
			'Rozmiar'
		);
		$html            = $this->productMain( $this->renderPage( '/sklep/product/' . $product->get_id() ) );

		$this->assertStringContainsString( '<option value="30 ml" selected>30 ml</option>', $html );
		$this->assertStringContainsString( '<option value="Wanilia &amp; &quot;Piżmo&quot;" selected>', $html );
		// With Wanilia chosen, 50 ml names no variation: disabled, as the app's isTermAvailable.
		$this->assertStringContainsString( '<option value="50 ml" disabled>50 ml</option>', $html );
		$this->assertStringContainsString( '<span class="cs-stock cs-stock--low">Tylko 2 szt.</span>', $html, 'the chosen variation\'s stock' );
		$this->assertMatchesRegularExpression( '#<input id="cs-server-quantity" type="number" name="quantity" inputmode="numeric" min="1" max="2" step="1" value="1">#', $html );
		$this->assertStringContainsString( '<p id="cs-server-hint" class="cs-product__hint"></p>', $html );
	}

	public function test_a_variable_products_post_adds_the_chosen_variation_and_names_it_as_the_cart_does(): void {
		list( $product, $ids ) = $this->twoAttributes();
		$answer                = $this->post(
			$product,
			'2',
			'',
			array(
				'attribute_pojemnosc' => '30 ml',
				'attribute_zapach'    => wp_slash( 'Wanilia & "Piżmo"' ), // As WordPress hands the post over.
			)
		);

		$this->assertSame( 2, $this->variationInCart( $ids['30 ml|Wanilia & "Piżmo"'] ), 'WooCommerce added that variation, two' );
		$this->assertSame( 2, $this->quantityInCart( $product->get_id() ), 'and nothing else' );
		$this->assertStringStartsWith( home_url( '/sklep/product/' . $product->get_id() . '?koszyk=' ), $answer['url'] );
		$_POST = array();
		$html  = $this->renderPage( $answer['url'] );
		$this->assertStringContainsString( '<p id="cs-cart-notice" tabindex="-1" role="status" class="cs-product__added">Dodano do koszyka: Mgiełka dwa wybory (Pojemność: 30 ml, Zapach: Wanilia &amp; “Piżmo”, 2 szt.).</p>', $html );
		$this->assertSame( array( 'Pojemność: 30 ml', 'Zapach: Wanilia & “Piżmo”' ), Assets::config()['cartNotice']['variation'] );
		// The names the app's cart shows for the same item (the Store API's cart item).
		$item = rest_do_request( new \WP_REST_Request( 'GET', '/wc/store/v1/cart' ) )->get_data()['items'][0] ?? array();
		$this->assertSame(
			array( 'Pojemność: 30 ml', 'Zapach: Wanilia & “Piżmo”' ),
			array_map( static fn( $v ): string => html_entity_decode( $v['attribute'] . ': ' . $v['value'], ENT_QUOTES ), (array) ( $item['variation'] ?? array() ) )
		);
	}

	public function test_an_incomplete_or_unavailable_choice_is_refused_by_woocommerce_and_nothing_is_added(): void {
		list( $product, $ids ) = $this->twoAttributes();
		$name                  = $product->get_name();
		$refused               = function ( array $fields, string $quantity = '1' ) use ( $product ): array {
			$answer = $this->post( $product, $quantity, '', $fields );
			$this->assertSame( 0, $this->quantityInCart( $product->get_id() ), 'nothing added: ' . wp_json_encode( $fields ) );
			$this->assertNull( $answer['handoff'] );
			$_POST = array();
			AddToCartForm::reset();
			$html   = $this->renderPage( $answer['url'] );
			$notice = Assets::config()['cartNotice'];
			$this->assertFalse( $notice['added'] );
			$this->assertStringContainsString( '<p id="cs-cart-notice" tabindex="-1" role="alert" class="cs-form-error">' . esc_html( implode( ' ', $notice['errors'] ) ) . '</p>', $html );
			return $notice['errors'];
		};
		// WooCommerce's request to choose (the test site's language has no words for it: the storefront's
		// Polish), the product's name as plain text, as its h1 (its link is WooCommerce's page, its tags dropped).
		$choose = 'Wybierz wariant produktu „' . wp_strip_all_tags( $name ) . '”.';

		// Incomplete.
		$this->assertSame( array( $choose ), $refused( array( 'attribute_pojemnosc' => '50 ml' ) ) );
		// A combination that is no variation.
		$this->assertSame( array( $choose ), $refused( array( 'attribute_pojemnosc' => '50 ml', 'attribute_zapach' => 'Wanilia & "Piżmo"' ) ) );
		// A variation out of stock: WooCommerce says so.
		$errors = $refused( array( 'attribute_pojemnosc' => '50 ml', 'attribute_zapach' => 'Róża' ) );
		$this->assertSame( array( wp_strip_all_tags( html_entity_decode( wp_strip_all_tags( sprintf( __( 'You cannot add &quot;%s&quot; to the cart because the product is out of stock.', 'woocommerce' ), wc_get_product( $ids['50 ml|Róża'] )->get_name() ) ), ENT_QUOTES ) ) ), $errors );
		// More than a variation's stock.
		$this->assertNotEmpty( $refused( array( 'attribute_pojemnosc' => '30 ml', 'attribute_zapach' => 'Wanilia & "Piżmo"' ), '3' ) );
		// A variation id that does not go with the attributes posted: WooCommerce checks it.
		$this->assertNotEmpty( $refused( array( 'attribute_pojemnosc' => '30 ml', 'attribute_zapach' => 'Róża', 'variation_id' => (string) $ids['50 ml|Róża'] ) ) );
	}

	/** Review 31a finding 6: a refusal's page showed the default choice and quantity 1 again. */
	public function test_a_refusal_keeps_the_choice_and_the_quantity_posted(): void {
		list( $product ) = $this->twoAttributes();
		$page            = function ( array $fields, string $quantity ) use ( $product ): string {
			$answer = $this->post( $product, $quantity, '', $fields );
			$_POST  = array();
			AddToCartForm::reset();
			return $this->productMain( $this->renderPage( $answer['url'] ) );
		};
		// More than the variation's stock (2): the choice stays, the quantity is the most there is.
		$html = $page( array( 'attribute_pojemnosc' => '30 ml', 'attribute_zapach' => 'Wanilia & "Piżmo"' ), '3' );
		$this->assertStringContainsString( '<option value="30 ml" selected>30 ml</option>', $html );
		$this->assertStringContainsString( '<option value="Wanilia &amp; &quot;Piżmo&quot;" selected>', $html );
		$this->assertStringContainsString( 'max="2" step="1" value="2">', $html );
		// Incomplete: what was chosen stays; a value that names no term is no choice.
		$html = $page( array( 'attribute_pojemnosc' => '50 ml', 'attribute_zapach' => '<b>Róża</b>' ), '4' );
		$this->assertStringContainsString( '<option value="50 ml" selected>50 ml</option>', $html );
		$this->assertSame( 1, substr_count( $html, ' selected>' ), 'one choice only' );
		$this->assertStringContainsString( 'step="1" value="4">', $html );
		// A simple product over its stock (3): the quantity asked, within the field's bounds.
		$simple = $this->stocked( 3 );
		$answer = $this->post( $simple, '7' );
		$_POST  = array();
		AddToCartForm::reset();
		$this->assertStringContainsString( 'max="3" step="1" value="3">', $this->renderPage( $answer['url'] ) );
	}

	public function test_hostile_attribute_values_are_refused_and_escaped(): void {
		list( $product ) = $this->twoAttributes();
		foreach (
			array(
				array( 'attribute_zapach' => '<script>alert(1)</script>', 'attribute_pojemnosc' => '30 ml' ),
				array( 'attribute_zapach' => array( 'Róża' ), 'attribute_pojemnosc' => '30 ml' ),
				array( 'attribute_zapach' => 'Róża', 'attribute_pojemnosc' => array( '30 ml' => '30 ml' ), 'variation_id' => '1' ),
				array( 'attribute_zapach' => "Róża\0", 'attribute_pojemnosc' => '30 ml"><img src=x onerror=alert(1)>' ),
				array( 'attribute_<b>x</b>' => 'Róża', 'attribute_pojemnosc' => '30 ml' ),
			) as $fields
		) {
			$answer = $this->post( $product, '1', '', $fields );
			$this->assertSame( 0, $this->quantityInCart( $product->get_id() ), 'nothing added: ' . wp_json_encode( $fields ) );
			$_POST = array();
			AddToCartForm::reset();
			$html = $this->renderPage( $answer['url'] );
			$this->assertStringNotContainsString( '<script>alert', $html );
			$this->assertStringNotContainsString( '<img src=x', $html );
			$this->assertStringContainsString( '<p id="cs-cart-notice" tabindex="-1" role="alert" class="cs-form-error">', $html );
		}
	}
}
