<?php
/**
 * One URL per thing: WordPress's and WooCommerce's links to a product, a category
 * and the shop are the storefront's addresses (the core sitemap follows), and WooCommerce's own
 * product, category, shop and cart pages answer 301 there; its checkout endpoints stay its own.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Seo;

use CosmeticsStorefront\Tests\WooCommerceTestCase;

final class StorefrontLinksTest extends WooCommerceTestCase {

	private function product( string $status = 'publish' ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Krem z linkiem' );
		$product->set_slug( 'krem-z-linkiem' );
		$product->set_status( $status );
		$product->set_regular_price( '20.00' );
		$product->save();
		return $product;
	}

	public function test_links_to_a_product_a_category_and_the_shop_are_the_storefronts(): void {
		$product = $this->product();
		$term    = wp_insert_term( 'Kremy linkowe', 'product_cat', array( 'slug' => 'kremy-linkowe' ) );

		$this->assertSame( home_url( '/sklep/product/' . $product->get_id() ), get_permalink( $product->get_id() ) );
		$this->assertSame( home_url( '/sklep/product/' . $product->get_id() ), $product->get_permalink() );
		$this->assertSame( home_url( '/sklep/category/kremy-linkowe' ), get_term_link( $term['term_id'], 'product_cat' ) );
		if ( get_post_type_object( 'product' )->has_archive ) {
			$this->assertSame( home_url( '/sklep' ), get_post_type_archive_link( 'product' ) );
		}
		$this->assertSame( home_url( '/sklep' ), wc_get_page_permalink( 'shop' ) );

		$draft = $this->product( 'draft' );
		$this->assertStringNotContainsString( '/sklep/product/', (string) get_permalink( $draft->get_id() ), 'a draft keeps its preview link' );
	}

	public function test_the_core_sitemap_lists_storefront_addresses(): void {
		$product = $this->product();
		$urls    = array_column( wp_sitemaps_get_server()->registry->get_provider( 'posts' )->get_url_list( 1, 'product' ), 'loc' );
		$this->assertContains( home_url( '/sklep/product/' . $product->get_id() ), $urls );
		foreach ( $urls as $url ) {
			$this->assertStringStartsWith( home_url( '/sklep/product/' ), $url );
		}
	}

	/** WooCommerce's own address of something, as it is without this plugin's link filters. */
	private function native( callable $link ): string {
		$filters = array( 'post_type_link', 'term_link', 'post_type_archive_link', 'woocommerce_get_shop_page_permalink', 'page_link' );
		$removed = array();
		foreach ( $filters as $filter ) {
			$removed[ $filter ] = $GLOBALS['wp_filter'][ $filter ] ?? null;
			unset( $GLOBALS['wp_filter'][ $filter ] );
		}
		try {
			return (string) $link();
		} finally {
			foreach ( $removed as $filter => $hook ) {
				if ( null !== $hook ) {
					$GLOBALS['wp_filter'][ $filter ] = $hook; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
				}
			}
		}
	}

	public function test_woocommerces_own_pages_answer_301_to_the_storefront(): void {
		$product = $this->product();
		$term    = wp_insert_term( 'Kremy przekierowane', 'product_cat', array( 'slug' => 'kremy-przekierowane' ) );
		$product->set_category_ids( array( $term['term_id'] ) );
		$product->save();
		$pages = array(
			'/?post_type=product&p=' . $product->get_id() => '/sklep/product/' . $product->get_id(),
			'/?product_cat=kremy-przekierowane' => '/sklep/category/kremy-przekierowane',
		);
		if ( wc_get_page_id( 'shop' ) > 0 ) {
			$pages[ $this->native( static fn() => get_permalink( wc_get_page_id( 'shop' ) ) ) ] = '/sklep';
		}
		if ( wc_get_page_id( 'cart' ) > 0 ) {
			$pages[ $this->native( static fn() => get_permalink( wc_get_page_id( 'cart' ) ) ) ] = '/checkout';
		}
		$this->assertGreaterThanOrEqual( 2, count( $pages ) );
		// The test's fresh WP object knows only core's query variables; a request knows the taxonomy's.
		add_filter( 'query_vars', static fn( $vars ) => array_merge( $vars, array( 'product_cat' ) ) );
		foreach ( $pages as $from => $to ) {
			$this->assertStringNotContainsString( '/sklep/', $from, 'the native address' );
			$this->goTo( $from );
			$this->assertNotNull( $this->redirect, $from . ' was not redirected' );
			$this->assertSame( home_url( $to ), $this->redirect['location'], $from );
			$this->assertSame( 301, $this->redirect['status'], $from );
		}
	}

	public function test_the_storefront_itself_and_the_checkout_endpoints_are_not_redirected(): void {
		foreach ( array( '/', '/sklep', '/checkout' ) as $path ) {
			$this->goTo( $path );
			$this->assertNull( $this->redirect, $path );
		}
		$checkout = wc_get_page_id( 'checkout' );
		if ( $checkout > 0 ) {
			$order = wc_create_order();
			$order->save();
			$this->goTo( '/?page_id=' . $checkout . '&order-received=' . $order->get_id() . '&key=' . $order->get_order_key() );
			$this->assertFalse( null !== $this->redirect && str_contains( (string) $this->redirect['location'], '/sklep' ), 'order received stays WooCommerce\'s' );
		}
	}

	public function test_woocommerces_page_n_of_the_shop_and_a_category_answers_301_to_the_storefronts_page_n(): void {
		$term = wp_insert_term( 'Kremy stronicowane', 'product_cat', array( 'slug' => 'kremy-stronicowane' ) );
		$this->product()->set_category_ids( array( $term['term_id'] ) );
		add_filter( 'query_vars', static fn( $vars ) => array_merge( $vars, array( 'product_cat' ) ) );
		$pages = array(
			'/?post_type=product&paged=2'                    => '/sklep?page=2',
			'/?post_type=product&paged=3&s=krem'             => '/sklep?page=3&search=krem',
			// Past the end of WooCommerce's own list: a 404 to WordPress, still that category's page 2.
			'/?product_cat=kremy-stronicowane&paged=2'       => '/sklep/category/kremy-stronicowane?page=2',
		);
		foreach ( $pages as $from => $to ) {
			$this->goTo( $from );
			$this->assertNotNull( $this->redirect, $from . ' was not redirected' );
			$this->assertSame( home_url( $to ), $this->redirect['location'], $from );
			$this->assertSame( 301, $this->redirect['status'], $from );
		}
		$this->goTo( '/?post_type=product&p=987654' );
		$this->assertNull( $this->redirect, 'an unknown product stays a 404, not the shop' );
	}
}
