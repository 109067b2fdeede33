<?php
/**
 * Every storefront address is a page of its own in the HTML the server sends:
 * title, description, canonical to itself, robots, Open Graph, JSON-LD with a guest's price, lang
 * pl-PL; unknown products, categories and orders are 404s decided before the page is sent.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Seo;

use CosmeticsStorefront\Pricing\CustomerTier;
use CosmeticsStorefront\Pricing\ProductPrices;
use CosmeticsStorefront\Tests\WooCommerceTestCase;

final class PageHeadTest extends WooCommerceTestCase {

	private function product( array $props = array() ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( $props['name'] ?? 'Krem „Róża” <b>50 ml</b>' );
		$product->set_status( $props['status'] ?? 'publish' );
		$product->set_regular_price( $props['regular'] ?? '80.00' );
		$product->set_sale_price( $props['sale'] ?? '' );
		$product->set_sku( $props['sku'] ?? 'SEO-' . wp_generate_password( 6, false ) );
		$product->set_short_description( $props['short'] ?? 'Lekki krem na dzień.' );
		if ( isset( $props['pro'] ) ) {
			$product->update_meta_data( ProductPrices::PRO_META, $props['pro'] );
		}
		$product->save();
		return $product;
	}

	/** The head's <title>, canonical, robots, description, OG and JSON-LD of $url's HTML. */
	private function head( string $url ): array {
		$html = $this->renderPage( $url );
		preg_match( '#<head>(.*)</head>#s', $html, $m );
		$head = $m[1] ?? '';
		preg_match_all( '#<title>(.*?)</title>#s', $head, $titles );
		preg_match_all( '#<link rel="canonical" href="([^"]*)"#', $head, $canonicals );
		preg_match_all( '#<meta (?:property|name)="((?:og|product|twitter):[^"]+)" content="([^"]*)"#', $head, $og );
		preg_match( '#<meta name="description" content="([^"]*)"#', $head, $description );
		preg_match( "#<meta name='robots' content='([^']*)'#", $head, $robots );
		preg_match_all( '#<script type="application/ld\+json">(.*?)</script>#s', $head, $ld );
		preg_match( '#<html([^>]*)>#', $html, $html_tag );
		return array(
			'status'      => $this->lastStatus(),
			'titles'      => array_map( 'html_entity_decode', $titles[1] ),
			'canonicals'  => $canonicals[1],
			'og'          => array_combine( $og[1], array_map( 'html_entity_decode', $og[2] ) ),
			'description' => html_entity_decode( $description[1] ?? '' ),
			'robots'      => $robots[1] ?? '',
			'graph'       => array_merge( array(), ...array_map( static fn( $json ) => json_decode( $json, true )['@graph'] ?? array(), $ld[1] ) ),
			'html'        => $html_tag[1] ?? '',
		);
	}

	/** @return array<string,mixed> the first JSON-LD object of $type */
	private function node( array $head, string $type ): array {
		foreach ( $head['graph'] as $node ) {
			if ( ( $node['@type'] ?? '' ) === $type ) {
				return $node;
			}
		}
		$this->fail( "no $type in " . wp_json_encode( $head['graph'] ) );
	}

	public function test_a_product_page_has_its_own_head_with_a_guests_price(): void {
		update_option( 'blog_public', '1' );
		$product = $this->product( array( 'regular' => '80.00', 'sale' => '64.00', 'pro' => '50.00' ) );
		$url     = home_url( '/sklep/product/' . $product->get_id() );

		$head = $this->head( '/sklep/product/' . $product->get_id() );

		$this->assertSame( 200, $head['status'] );
		$this->assertSame( array( 'Krem „Róża” 50 ml – ' . get_bloginfo( 'name' ) ), $head['titles'] );
		$this->assertSame( array( $url ), $head['canonicals'] );
		$this->assertSame( 'Lekki krem na dzień.', $head['description'] );
		$this->assertStringNotContainsString( 'noindex', $head['robots'] );
		$this->assertStringContainsString( 'lang="pl-PL"', $head['html'] );
		$this->assertSame( 'product', $head['og']['og:type'] );
		$this->assertSame( '64.00', $head['og']['product:price:amount'] );
		$this->assertSame( get_woocommerce_currency(), $head['og']['product:price:currency'] );
		$this->assertSame( $url, $head['og']['og:url'] );

		$ld = $this->node( $head, 'Product' );
		$this->assertSame( 'Krem „Róża” 50 ml', $ld['name'] );
		$this->assertSame( $product->get_sku(), $ld['sku'] );
		$this->assertSame( array( '@type' => 'Offer', 'price' => '64.00', 'priceCurrency' => get_woocommerce_currency(), 'availability' => 'https://schema.org/InStock', 'url' => $url ), $ld['offers'] );
		$crumbs = $this->node( $head, 'BreadcrumbList' )['itemListElement'];
		$this->assertSame( array( 'Strona główna', 'Sklep', 'Krem „Róża” 50 ml' ), array_column( $crumbs, 'name' ) );
	}

	/**
	 * Review finding 14: the JSON-LD BreadcrumbList is the visible breadcrumb (Sklep / the product's
	 * first category as the Store API lists it / the product), for a product in a category and its
	 * parent and for one in a child category only.
	 */
	public function test_the_json_ld_breadcrumbs_are_the_visible_ones(): void {
		$parent = wp_insert_term( 'Makijaż i zapachy BC', 'product_cat', array( 'slug' => 'makijaz-zapachy-bc' ) );
		$child  = wp_insert_term( 'Makijaż BC', 'product_cat', array( 'slug' => 'makijaz-bc', 'parent' => $parent['term_id'] ) );
		$face   = wp_insert_term( 'Pielęgnacja twarzy BC', 'product_cat', array( 'slug' => 'twarz-bc' ) );
		$anti   = wp_insert_term( 'Przeciwstarzeniowe BC', 'product_cat', array( 'slug' => 'przeciwstarzeniowe-bc', 'parent' => $face['term_id'] ) );
		foreach ( array( array( $child['term_id'] ), array( $face['term_id'], $anti['term_id'] ) ) as $categories ) {
			$product = $this->product( array( 'name' => 'Krem BC' ) );
			$product->set_category_ids( $categories );
			$product->save();

			$head = $this->head( '/sklep/product/' . $product->get_id() );
			$this->assertSame( 1, preg_match( '#<nav class="cs-breadcrumb" aria-label="Okruszki">(.*?)</nav>#s', $this->renderPage( '/sklep/product/' . $product->get_id() ), $nav ), 'the visible breadcrumb' );
			preg_match_all( '#<(?:a href="([^"]*)"|span aria-current="page")>([^<]*)<#', $nav[1], $visible );
			$crumbs = array_slice( $this->node( $head, 'BreadcrumbList' )['itemListElement'], 1 );
			$this->assertSame( array_map( 'html_entity_decode', $visible[2] ), array_column( $crumbs, 'name' ), 'names' );
			$this->assertSame( array_map( static fn( $href ) => home_url( $href ), array_filter( $visible[1] ) ), array_slice( array_column( $crumbs, 'item' ), 0, -1 ), 'addresses' );
		}
	}

	public function test_a_professional_asking_still_gets_the_guests_price_in_the_page(): void {
		$product = $this->product( array( 'regular' => '80.00', 'pro' => '50.00' ) );
		$pro     = $this->createUser( 'customer' );
		update_user_meta( $pro, CustomerTier::CLIENT_TYPE_META, 'professional' );
		update_user_meta( $pro, CustomerTier::APPROVED_META, '1' );
		wp_set_current_user( $pro );
		$this->assertSame( '50.00', wc_get_product( $product->get_id() )->get_price(), 'the professional price applies to this user' );

		$head = $this->head( '/sklep/product/' . $product->get_id() );

		$this->assertSame( '80.00', $this->node( $head, 'Product' )['offers']['price'] );
		$this->assertSame( '80.00', $head['og']['product:price:amount'] );
	}

	public function test_a_variable_product_offers_its_range(): void {
		list( $product ) = $this->variable( array( array( '70.00', '', '', '' ), array( '90.00', '', '', '' ) ) );

		$offers = $this->node( $this->head( '/sklep/product/' . $product->get_id() ), 'Product' )['offers'];

		$this->assertSame( 'AggregateOffer', $offers['@type'] );
		$this->assertSame( array( '70.00', '90.00', 2 ), array( $offers['lowPrice'], $offers['highPrice'], $offers['offerCount'] ) );
	}

	/** @return array<string,array{string}> */
	public function unknownThings(): array {
		return array(
			'no such product'          => array( '/sklep/product/987654' ),
			'no such category'         => array( '/sklep/category/nie-ma-takiej' ),
			'no such category (query)' => array( '/sklep?category=nie-ma-takiej' ),
			'no such order'            => array( '/zamowienie/987654' ),
			'the home page paged'      => array( '/?page=2' ),
			'no such path'             => array( '/nie-ma-takiej-strony-xyz' ),
		);
	}

	/** @dataProvider unknownThings */
	public function test_an_address_naming_nothing_is_a_404_with_the_storefronts_404_screen( string $url ): void {
		$head = $this->head( $url );
		$this->assertSame( 404, $head['status'] );
		$this->assertSame( array( 'Strona jest modernizowana – ' . get_bloginfo( 'name' ) ), $head['titles'] );
		$this->assertSame( array(), $head['canonicals'] );
		$this->assertSame( array(), $head['graph'] );
		$this->assertMatchesRegularExpression( '/(^|, )noindex, follow(,|$)/', $head['robots'] );
	}

	public function test_an_unpublished_product_and_an_order_with_another_key_are_404s(): void {
		$draft = $this->product( array( 'status' => 'draft' ) );
		$this->assertSame( 404, $this->head( '/sklep/product/' . $draft->get_id() )['status'] );

		$order = wc_create_order();
		$order->save();
		$this->assertSame( 404, $this->head( '/zamowienie/' . $order->get_id() . '?key=wc_order_inny' )['status'] );
		$this->assertSame( 404, $this->head( '/zamowienie/' . $order->get_id() )['status'], 'without a key: the same answer as for no order at all' );
		$own = $this->head( '/zamowienie/' . $order->get_id() . '?key=' . $order->get_order_key() );
		$this->assertSame( 200, $own['status'] );
		$this->assertStringContainsString( 'noindex', $own['robots'] );

		$customer = $this->createUser( 'customer' );
		$order->set_customer_id( $customer );
		$order->save();
		wp_set_current_user( $customer );
		$this->assertSame( 200, $this->head( '/zamowienie/' . $order->get_id() )['status'], 'its customer, logged in' );
	}

	/** A theme with title-tag prints pre_get_document_title's answer as it is: a name cannot add markup. */
	public function test_a_name_with_encoded_markup_cannot_leave_the_title(): void {
		// As a theme declaring it at after_setup_theme (add_theme_support() now would be too late).
		$GLOBALS['_wp_theme_features']['title-tag'] = true;
		try {
			$product = $this->product( array( 'name' => '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;' ) );
			$html    = $this->renderPage( '/sklep/product/' . $product->get_id() );
		} finally {
			unset( $GLOBALS['_wp_theme_features']['title-tag'] );
		}
		$this->assertStringNotContainsString( '<script>alert(1)', $html );
		$this->assertSame( 1, substr_count( $html, '<title>' ) );
	}

	public function test_a_category_canonical_is_its_clean_address_and_a_search_is_not_indexed(): void {
		update_option( 'blog_public', '1' );
		$parent = wp_insert_term( 'Twarz SEO', 'product_cat', array( 'slug' => 'twarz-seo' ) );
		$this->assertIsArray( wp_insert_term( 'Kremy SEO', 'product_cat', array( 'slug' => 'kremy-seo', 'parent' => $parent['term_id'], 'description' => 'Kremy na dzień i na noc.' ) ) );
		$clean = home_url( '/sklep/category/kremy-seo' );

		foreach ( array( '/sklep/category/kremy-seo', '/sklep?category=kremy-seo' ) as $url ) {
			$head = $this->head( $url );
			$this->assertSame( 200, $head['status'], $url );
			$this->assertSame( array( 'Kremy SEO – ' . get_bloginfo( 'name' ) ), $head['titles'], $url );
			$this->assertSame( array( $clean ), $head['canonicals'], $url );
			$this->assertSame( 'Kremy na dzień i na noc.', $head['description'], $url );
			$this->assertSame( array( 'Strona główna', 'Sklep', 'Twarz SEO', 'Kremy SEO' ), array_column( $this->node( $head, 'BreadcrumbList' )['itemListElement'], 'name' ), $url );
		}

		$search = $this->head( '/sklep?search=krem' );
		$this->assertSame( 200, $search['status'] );
		$this->assertMatchesRegularExpression( '/(^|, )noindex, follow(,|$)/', $search['robots'] );
		$this->assertSame( array( home_url( '/sklep' ) ), $search['canonicals'] );
	}

	public function test_the_home_page_describes_the_shop_and_its_search(): void {
		$head = $this->head( '/' );
		$this->assertSame( array( get_bloginfo( 'name' ) ), $head['titles'] );
		$this->assertSame( array( home_url( '/' ) ), $head['canonicals'] );
		$this->assertSame( home_url( '/' ), $this->node( $head, 'Organization' )['url'] );
		$this->assertSame( home_url( '/sklep' ) . '?search={search_term_string}', $this->node( $head, 'WebSite' )['potentialAction']['target']['urlTemplate'] );
	}

	public function test_a_private_screen_is_not_indexed_and_a_hostile_name_cannot_end_the_json(): void {
		$this->assertStringContainsString( 'noindex', $this->head( '/checkout' )['robots'] );
		$product = $this->product( array( 'name' => 'Krem</script><script>alert(1)</script>' ) );
		$html    = $this->renderPage( '/sklep/product/' . $product->get_id() );
		$this->assertStringNotContainsString( '<script>alert(1)', $html );
		$this->assertStringNotContainsString( '<', $this->node( $this->head( '/sklep/product/' . $product->get_id() ), 'Product' )['name'] );
	}

	public function test_a_search_term_that_sanitises_to_nothing_is_still_a_search_and_a_long_one_is_the_capped_search(): void {
		update_option( 'blog_public', '1' );
		// A misspelt address is redirected (Storefront\ShopAddress); with another parameter it stays.
		$this->head( '/sklep?search=' . rawurlencode( '</script><script>alert(1)</script>' ) );
		$this->assertSame( array( 'location' => '/sklep', 'status' => 301 ), $this->redirect );
		$empty = $this->head( '/sklep?search=' . rawurlencode( '</script><script>alert(1)</script>' ) . '&inny=1' );
		$this->assertSame( 200, $empty['status'] );
		$this->assertMatchesRegularExpression( '/(^|, )noindex, follow(,|$)/', $empty['robots'] );
		$this->assertSame( array( home_url( '/sklep' ) ), $empty['canonicals'] );

		$long = $this->head( '/sklep?search=' . str_repeat( 'ż', 5000 ) . '&inny=1' );
		$this->assertMatchesRegularExpression( '/(^|, )noindex, follow(,|$)/', $long['robots'] );
		$term = str_repeat( 'ż', 100 ); // The search itself is cut to 100 characters (ShopFilters::SEARCH_MAX_LENGTH).
		$this->assertSame( array( 'Sklep: „' . $term . '” – ' . get_bloginfo( 'name' ) ), $long['titles'] );
		$this->assertSame( 'Sklep: „' . $term . '”', $long['og']['og:title'] );
	}

	public function test_a_storefront_address_does_not_name_the_wordpress_pages_shortlink_embed_or_rest_links(): void {
		$page = $this->createPage( array( 'post_title' => 'Zwykła strona', 'post_name' => 'zwykla-strona-linki' ) );
		$this->goTo( (string) wp_parse_url( get_permalink( $page ), PHP_URL_PATH ) );
		$this->assertNotFalse( has_action( 'wp_head', 'wp_oembed_add_discovery_links' ), "another page keeps WordPress's links" );
		$this->assertNotFalse( has_action( 'template_redirect', 'wp_shortlink_header' ) );

		$html = $this->renderPage( '/sklep' );
		$this->assertStringNotContainsString( "rel='shortlink'", $html );
		$this->assertStringNotContainsString( 'rel="shortlink"', $html );
		$this->assertStringNotContainsString( 'oembed', $html );
		$this->assertStringNotContainsString( '/wp-json/wp/v2/pages/', $html );
		$this->assertFalse( has_action( 'template_redirect', 'wp_shortlink_header' ), 'no shortlink Link header' );
		$this->assertFalse( has_action( 'template_redirect', 'rest_output_link_header' ), 'no REST alternate Link header' );
	}
}
