<?php
/**
 * With Yoast SEO active the storefront's head goes through Yoast's filters, and Head
 * prints only what Yoast has no tag for. Yoast itself is not loaded here: its filters are applied with
 * the values Yoast would pass (the E2E test tests/e2e/yoast.test.mjs runs the real Yoast).
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Seo;

require_once dirname( __DIR__ ) . '/CreatesImages.php';

use CosmeticsStorefront\Seo\Yoast;
use CosmeticsStorefront\Tests\CreatesImages;
use CosmeticsStorefront\Tests\WooCommerceTestCase;

final class YoastTest extends WooCommerceTestCase {

	use CreatesImages;

	protected function tearDown(): void {
		Yoast::unregister();
		parent::tearDown();
	}

	private function product( string $visibility = 'visible' ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Serum „Noc”' );
		$product->set_status( 'publish' );
		$product->set_regular_price( '59.00' );
		$product->set_short_description( 'Serum na noc.' );
		$product->set_catalog_visibility( $visibility );
		$product->save();
		return $product;
	}

	public function test_without_yoast_nothing_is_registered(): void {
		$this->assertFalse( defined( 'WPSEO_VERSION' ), 'the test site runs without Yoast' );
		$this->assertFalse( Yoast::prints_head() );
		$this->assertFalse( has_filter( 'wpseo_title', array( Yoast::class, 'title' ) ) );
	}

	public function test_yoasts_tags_get_the_storefronts_values_on_a_product_page(): void {
		$product = $this->product();
		$url     = home_url( '/sklep/product/' . $product->get_id() );
		Yoast::register();
		$this->goTo( '/sklep/product/' . $product->get_id() );

		$this->assertSame( 'Serum „Noc” – ' . get_bloginfo( 'name' ), apply_filters( 'wpseo_title', 'Sklep - Yoast', null ) );
		$this->assertSame( 'Serum na noc.', apply_filters( 'wpseo_metadesc', 'Opis strony sklepu', null ) );
		$this->assertSame( $url, apply_filters( 'wpseo_canonical', home_url( '/' ), null ) );
		$this->assertSame( $url, apply_filters( 'wpseo_opengraph_url', home_url( '/' ), null ) );
		$this->assertSame( 'Serum „Noc”', apply_filters( 'wpseo_opengraph_title', 'Sklep - Yoast', null ) );
		$this->assertSame( 'Serum na noc.', apply_filters( 'wpseo_opengraph_desc', '', null ) );
		$this->assertSame( 'product', apply_filters( 'wpseo_opengraph_type', 'website', null ) );
		$this->assertSame( 'pl_PL', apply_filters( 'wpseo_og_locale', 'en_US', null ) );
		$this->assertSame( 'summary', apply_filters( 'wpseo_twitter_card_type', 'summary_large_image', null ) );
		$this->assertFalse( apply_filters( 'wpseo_json_ld_output', array(), '' ), "Yoast's graph is off: ours carries Product" );
		$indexable = array(
			'index'             => 'index',
			'follow'            => 'follow',
			'max-image-preview' => 'max-image-preview:large',
		);
		$this->assertSame( $indexable, apply_filters( 'wpseo_robots_array', $indexable, null ) );

		$presenters = array(
			'Yoast\\WP\\SEO\\Presenters\\Title_Presenter',
			'Yoast\\WP\\SEO\\Presenters\\Canonical_Presenter',
			'Yoast\\WP\\SEO\\Presenters\\Open_Graph\\Article_Modified_Time_Presenter',
			'Yoast\\WP\\SEO\\Presenters\\Open_Graph\\Image_Presenter',
			'Yoast\\WP\\SEO\\Presenters\\Slack\\Enhanced_Data_Presenter',
			'Yoast\\WP\\SEO\\Presenters\\Rel_Next_Presenter',
		);
		$this->assertSame(
			array( 'Yoast\\WP\\SEO\\Presenters\\Title_Presenter', 'Yoast\\WP\\SEO\\Presenters\\Canonical_Presenter', 'Yoast\\WP\\SEO\\Presenters\\Open_Graph\\Image_Presenter' ),
			apply_filters( 'wpseo_frontend_presenter_classes', $presenters )
		);
	}

	public function test_the_products_image_goes_into_yoasts_image_container(): void {
		$product = $this->product();
		$image   = $this->createImage( 1200, 1200, 'Serum' );
		$product->set_image_id( $image );
		$product->save();
		Yoast::register();
		$this->goTo( '/sklep/product/' . $product->get_id() );
		$container = new class() {
			/** @var list<string> */
			public array $urls = array();
			public function add_image_by_url( string $url ): void {
				$this->urls[] = $url;
			}
		};

		apply_filters( 'wpseo_add_opengraph_images', $container );

		$this->assertSame( array( wp_get_attachment_image_url( $image, 'large' ) ), $container->urls );
		$this->assertSame( 'summary_large_image', apply_filters( 'wpseo_twitter_card_type', 'summary', null ) );
	}

	public function test_a_search_result_is_noindex_follow_in_yoasts_robots(): void {
		Yoast::register();
		$this->goTo( '/sklep?search=krem' );

		$robots = apply_filters(
			'wpseo_robots_array',
			array(
				'index'       => 'index',
				'follow'      => 'follow',
				'max-snippet' => 'max-snippet:-1',
			),
			null
		);

		$this->assertSame( array( 'index' => 'noindex', 'follow' => 'follow' ), $robots );
		$this->assertSame( home_url( '/sklep' ), apply_filters( 'wpseo_canonical', home_url( '/' ), null ) );
	}

	public function test_an_unknown_product_has_no_canonical_or_description_through_yoast(): void {
		Yoast::register();
		$this->goTo( '/sklep/product/987654' );

		$this->assertSame( '', apply_filters( 'wpseo_canonical', home_url( '/' ), null ) );
		$this->assertSame( '', apply_filters( 'wpseo_metadesc', 'Opis strony sklepu', null ) );
		$this->assertSame( array( 'index' => 'noindex', 'follow' => 'follow' ), apply_filters( 'wpseo_robots_array', array( 'index' => 'index' ), null ) );
	}

	public function test_outside_the_storefront_yoasts_values_stay(): void {
		$page = $this->createPage( array( 'post_title' => 'O nas' ) );
		Yoast::register();
		$this->goTo( get_permalink( $page ) );

		$this->assertSame( 'O nas - Yoast', apply_filters( 'wpseo_title', 'O nas - Yoast', null ) );
		$this->assertSame( 'http://x/o-nas', apply_filters( 'wpseo_canonical', 'http://x/o-nas', null ) );
		$this->assertSame( array( 'graph' ), apply_filters( 'wpseo_json_ld_output', array( 'graph' ), '' ) );
		$presenters = array( 'Yoast\\WP\\SEO\\Presenters\\Open_Graph\\Article_Modified_Time_Presenter' );
		$this->assertSame( $presenters, apply_filters( 'wpseo_frontend_presenter_classes', $presenters ) );
	}

	public function test_the_page_prints_only_what_yoast_has_no_tag_for(): void {
		$product = $this->product();
		Yoast::register();

		$html = $this->renderPage( '/sklep/product/' . $product->get_id() );
		preg_match( '#<head>(.*)</head>#s', $html, $m );
		$head = $m[1] ?? '';

		// Yoast (not loaded here) would print these; Head must not print them a second time.
		$this->assertStringNotContainsString( 'name="description"', $head );
		$this->assertStringNotContainsString( 'rel="canonical"', $head );
		$this->assertStringNotContainsString( 'property="og:', $head );
		$this->assertStringNotContainsString( 'name="twitter:', $head );
		// What Yoast has no tag for, and the JSON-LD, stay the storefront's.
		$this->assertStringContainsString( '<meta property="product:price:amount" content="59.00" />', $head );
		$this->assertSame( 1, preg_match_all( '#<script type="application/ld\+json">#', $head ) );
		$this->assertStringContainsString( '"@type":"Product"', $head );
	}

	public function test_yoasts_sitemap_lists_the_storefronts_addresses(): void {
		$product = $this->product();
		$hidden  = $this->product( 'hidden' );
		$term    = wp_insert_term( 'Kremy do rąk', 'product_cat', array( 'slug' => 'kremy-do-rak' ) );
		Yoast::register();
		$entry = static fn( string $loc ): array => array(
			'loc' => $loc,
			'mod' => '2026-11-01 10:00:00',
		);

		$this->assertSame( home_url( '/sklep/product/' . $product->get_id() ), apply_filters( 'wpseo_xml_sitemap_post_url', home_url( '/produkt/serum-noc/' ), get_post( $product->get_id() ) ) );
		$this->assertSame(
			home_url( '/sklep/product/' . $product->get_id() ),
			apply_filters( 'wpseo_sitemap_entry', $entry( home_url( '/produkt/serum-noc/' ) ), 'post', get_post( $product->get_id() ) )['loc']
		);
		$this->assertSame( array(), apply_filters( 'wpseo_sitemap_entry', $entry( home_url( '/produkt/ukryty/' ) ), 'post', get_post( $hidden->get_id() ) ), 'a hidden product is not listed' );
		$this->assertSame(
			home_url( '/sklep/category/kremy-do-rak' ),
			apply_filters( 'wpseo_sitemap_entry', $entry( home_url( '/kategoria-produktu/kremy-do-rak/' ) ), 'term', get_term( $term['term_id'], 'product_cat' ) )['loc']
		);
		$this->assertSame( home_url( '/sklep' ), apply_filters( 'wpseo_sitemap_post_type_archive_link', home_url( '/sklep-woo/' ), 'product' ) );
		$woo_pages = array_map( 'wc_get_page_id', array( 'cart', 'checkout', 'myaccount' ) );
		$this->assertEqualsCanonicalizing( array_merge( array( 999999 ), array_filter( $woo_pages, static fn( $id ) => $id > 0 ), wc_get_page_id( 'shop' ) > 0 ? array( wc_get_page_id( 'shop' ) ) : array() ), apply_filters( 'wpseo_exclude_from_sitemap_by_post_ids', array( 999999 ) ) );
		$this->assertContains( wc_get_page_id( 'cart' ), apply_filters( 'wpseo_exclude_from_sitemap_by_post_ids', array() ), 'the cart page (a redirect) is not listed' );
		// Other entries stay Yoast's.
		$page = get_post( $this->createPage( array( 'post_title' => 'Blog' ) ) );
		$this->assertSame( 'http://x/blog/', apply_filters( 'wpseo_sitemap_entry', $entry( 'http://x/blog/' ), 'post', $page )['loc'] );
	}
}
