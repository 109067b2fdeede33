<?php
/**
 * The first screen from the server: the storefront page's mount element
 * holds the product, the list or the legal text a crawler and a visitor without JavaScript read, built
 * from the answers preloaded into the same page (which the bundle's first render uses); hostile names
 * and descriptions are escaped; a variable product's variations and a category's list are preloaded.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use CosmeticsStorefront\Storefront\Assets;
use CosmeticsStorefront\Storefront\Preload;
use CosmeticsStorefront\Storefront\ServerMarkup;
use CosmeticsStorefront\Pricing\CustomerTier;
use CosmeticsStorefront\Pricing\ProductPrices;
use CosmeticsStorefront\Catalogue\ProductSafety\Brands;
use CosmeticsStorefront\Catalogue\ProductSafety\SafetyFields;
use CosmeticsStorefront\Settings\Settings;

final class ServerMarkupTest extends WooCommerceTestCase {

	use CreatesImages;

	private const NBSP = "\u{00A0}";

	protected function setUp(): void {
		parent::setUp();
		// The demo shop's money settings (scripts/site/install.php): "1 234,56 zł".
		update_option( 'woocommerce_currency', 'PLN' );
		update_option( 'woocommerce_currency_pos', 'right_space' );
		update_option( 'woocommerce_price_thousand_sep', ' ' );
		update_option( 'woocommerce_price_decimal_sep', ',' );
		update_option( 'woocommerce_price_num_decimals', 2 );
	}

	protected function tearDown(): void {
		$this->deleteImages();
		parent::tearDown();
	}

	private function product( array $props = array() ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( $props['name'] ?? 'Krem różany' );
		$product->set_status( 'publish' );
		$product->set_regular_price( $props['regular'] ?? '80.00' );
		$product->set_sale_price( $props['sale'] ?? '' );
		$product->set_description( $props['description'] ?? '<p>Opis kremu.</p>' );
		$product->set_short_description( $props['short'] ?? 'Lekki krem na dzień.' );
		$product->set_stock_status( $props['stock'] ?? 'instock' );
		$product->set_catalog_visibility( $props['visibility'] ?? 'visible' );
		$product->set_category_ids( $props['categories'] ?? array() );
		if ( isset( $props['image'] ) ) {
			$product->set_image_id( $props['image'] );
		}
		if ( isset( $props['pro'] ) ) {
			$product->update_meta_data( ProductPrices::PRO_META, $props['pro'] );
		}
		$product->save();
		return $product;
	}

	/** The mount element's HTML of a full page load of $url. */
	private function mount( string $url ): string {
		$html  = $this->renderPage( $url );
		$this->assertMatchesRegularExpression( '#<div id="cosmetics-storefront" class="cosmetics-storefront"><script>[^<]*</script><div class="cs-app cs-app--server">#', $html, 'the server markup inside the mount element' );
		$start = strpos( $html, '<div id="cosmetics-storefront" class="cosmetics-storefront">' );
		$end   = strpos( $html, '</main>', (int) $start );
		$this->assertNotFalse( $start, 'the server markup inside the mount element' );
		return false === $end ? substr( $html, (int) $start ) : substr( $html, (int) $start, $end - (int) $start + 7 );
	}

	/** The preloaded REST paths printed into the page (the configuration's preload). */
	private function preloaded(): array {
		return array_keys( (array) Assets::config()['preload'] );
	}

	public function test_a_product_page_holds_the_product_before_any_script(): void {
		$category = wp_insert_term( 'Pielęgnacja twarzy', 'product_cat', array( 'slug' => 'pielegnacja-twarzy-ssr' ) );
		$image    = $this->createImage( 800, 800, 'Słoik kremu' );
		$product  = $this->product(
			array(
				'regular'    => '80.00',
				'sale'       => '64.00',
				'categories' => array( $category['term_id'] ),
				'image'      => $image,
				'description' => '<p>Krem <strong>nawilża</strong> skórę.</p>',
			)
		);

		$html = $this->mount( '/sklep/product/' . $product->get_id() );

		$this->assertSame( 200, $this->lastStatus() );
		$this->assertSame( 1, substr_count( $html, '<h1' ) );
		$this->assertMatchesRegularExpression( '#<h1 id="cs-product-title" class="cs-product__title">Krem różany</h1>#u', $html );
		$this->assertStringContainsString( '<del><span class="cs-visually-hidden">Cena regularna: </span>80,00' . self::NBSP . 'zł</del>', $html );
		$this->assertStringContainsString( '<ins><span class="cs-visually-hidden">Cena promocyjna: </span>64,00' . self::NBSP . 'zł</ins>', $html );
		$this->assertStringContainsString( '<span class="cs-stock cs-stock--instock">Dostępny</span>', $html );
		$this->assertStringContainsString( 'Krem <strong>nawilża</strong> skórę.', $html );
		$this->assertMatchesRegularExpression( '#<img src="[^"]+" [^>]*alt="Słoik kremu" width="800" height="800" class="is-current"#u', $html );
		// Breadcrumbs: the shop and the product's category, as links.
		$this->assertMatchesRegularExpression( '#<nav class="cs-breadcrumb" aria-label="Okruszki"><a href="/sklep">Sklep</a> .*<a href="/sklep/category/pielegnacja-twarzy-ssr">Pielęgnacja twarzy</a>#u', $html );
		// The same answer is preloaded for the bundle (no request on its first render); a simple product has no variations to load.
		$this->assertSame( array( '/wc/store/v1/products/' . $product->get_id() ), $this->preloaded() );
	}

	public function test_prices_are_hidden_for_a_storefront_token_the_page_does_not_know(): void {
		$product = $this->product();
		$html    = $this->mount( '/sklep/product/' . $product->get_id() );
		$this->assertStringContainsString( '<script>document.getElementById("cosmetics-storefront").classList.add("cs-js");try{if(localStorage.getItem("jwt_token")||sessionStorage.getItem("jwt_token")){document.getElementById("cosmetics-storefront").classList.add("cs-has-token")}}catch(e){}addEventListener("scroll",function(){document.getElementById("cosmetics-storefront").classList.add("cs-scrolled")},{once:true,passive:true});', $html );
		$css = (string) file_get_contents( dirname( __DIR__, 2 ) . '/src/styles/storefront.css' );
		$this->assertMatchesRegularExpression( '#\.cs-has-token \.cs-app--server \.cs-price,[^{]*\{\s*visibility: hidden;#', $css );
		$tokens = (string) file_get_contents( dirname( __DIR__, 2 ) . '/src/api/tokens.ts' );
		$this->assertStringContainsString( "export const JWT_TOKEN_KEY = 'jwt_token';", $tokens, 'the key the bundle stores its token under' );
		// The server's add-to-cart form posts the app's Cart-Token, read under the bundle's key.
		$this->assertStringContainsString( 'localStorage.getItem("cosmetics_cart_token")', $html );
		$this->assertStringContainsString( "export const CART_TOKEN_KEY = 'cosmetics_cart_token';", $tokens );
	}

	public function test_hostile_names_and_descriptions_are_escaped(): void {
		$name    = 'Krem <script>alert(1)</script> "50 ml" & <img src=x onerror=alert(2)>';
		$product = $this->product(
			array(
				'name'        => $name,
				'short'       => '<img src=x onerror=alert(3)>Krótki <b>opis</b>',
				'description' => '<p onclick="alert(4)">Opis</p><script>alert(5)</script><a href="javascript:alert(6)">link</a><iframe src="https://example.com"></iframe>',
			)
		);

		$html = $this->mount( '/sklep/product/' . $product->get_id() );

		$this->assertSame( 1, substr_count( $html, '<script' ), 'only the token guard' );
		$this->assertStringNotContainsString( 'onerror', $html );
		$this->assertStringNotContainsString( 'onclick', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertStringNotContainsString( '<iframe', $html );
		$this->assertStringNotContainsString( '<img src=x', $html );
		preg_match( '#<h1[^>]*>(.*?)</h1>#s', $html, $h1 );
		// The heading is text only: tags of the name are not markup, quotes and ampersands are escaped.
		$this->assertDoesNotMatchRegularExpression( '#<(?!/?h1)#', $h1[0] );
		$this->assertStringStartsWith( 'Krem', $h1[1] );
		$this->assertStringContainsString( '50 ml', $h1[1] );
		$this->assertStringContainsString( ' &amp;', $h1[1] );
	}

	public function test_a_variable_product_preloads_its_variations_and_shows_its_from_price(): void {
		list( $product ) = $this->variable( array( array( '70.00', '', '', '' ), array( '12999.50', '', '', '' ) ) );
		$id = $product->get_id();

		$html = $this->mount( '/sklep/product/' . $id );

		$this->assertStringContainsString( '<span class="cs-price"><span>od 70,00' . self::NBSP . 'zł</span></span>', $html );
		$this->assertSame(
			array( '/wc/store/v1/products/' . $id, '/wc/store/v1/products?parent=' . $id . '&per_page=100&type=variation' ),
			$this->preloaded(),
			'the product and its variations (their prices, stock and Omnibus data) come with the page'
		);
		$variations = ( (array) Assets::config()['preload'] )[ '/wc/store/v1/products?parent=' . $id . '&per_page=100&type=variation' ]['body'];
		$this->assertCount( 2, $variations );
	}

	/** Review 31a finding 10: the Store API answers a variation's id too; that address is a 404, not its product's page. */
	public function test_a_variations_id_is_no_product_page(): void {
		[ $variable, $variations ] = $this->variable( array( array( '40.00', '', '', '' ), array( '50.00', '', '', '' ) ) );
		$variation                 = $variations[0];
		$html      = $this->mount( '/sklep/product/' . $variation );
		$this->assertStringNotContainsString( 'cs-product__title', $html );
		$this->assertStringContainsString( 'cs-product__title', $this->mount( '/sklep/product/' . $variable->get_id() ), 'its product\'s page is one' );
	}

	public function test_a_product_without_a_photo_or_stock_still_reads_well(): void {
		$product = $this->product( array( 'stock' => 'outofstock', 'description' => '' ) );

		$html = $this->mount( '/sklep/product/' . $product->get_id() );

		$this->assertStringContainsString( '<div class="cs-gallery cs-gallery--empty" aria-hidden="true"></div>', $html, 'the empty photo box, as Gallery.tsx' );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringContainsString( '<span class="cs-stock cs-stock--outofstock">Brak w magazynie</span>', $html );
		$this->assertStringContainsString( 'Ten produkt nie ma jeszcze opisu.', $html );
		$this->assertStringContainsString( '80,00' . self::NBSP . 'zł', $html );
	}

	public function test_a_logged_in_professional_sees_their_price_as_the_preloaded_answer_has_it(): void {
		$product = $this->product( array( 'regular' => '80.00', 'pro' => '50.00' ) );
		$pro     = $this->createUser( 'customer' );
		update_user_meta( $pro, CustomerTier::CLIENT_TYPE_META, 'professional' );
		update_user_meta( $pro, CustomerTier::APPROVED_META, '1' );
		wp_set_current_user( $pro );

		$html = $this->mount( '/sklep/product/' . $product->get_id() );

		$this->assertStringContainsString( '<span class="cs-price">50,00' . self::NBSP . 'zł</span>', $html );
		$this->assertStringContainsString( '<p class="cs-tier">Cena dla profesjonalistów</p>', $html );
		$this->assertStringNotContainsString( '80,00', $html );
	}

	public function test_a_category_page_links_its_listed_products_and_is_the_same_as_its_query_form(): void {
		$category = wp_insert_term( 'Makijaż <b>i</b> zapachy', 'product_cat', array( 'slug' => 'makijaz-ssr' ) );
		$listed   = $this->product( array( 'name' => 'Pomadka', 'categories' => array( $category['term_id'] ) ) );
		$hidden   = $this->product( array( 'name' => 'Ukryty tester', 'categories' => array( $category['term_id'] ), 'visibility' => 'hidden' ) );
		$other    = $this->product( array( 'name' => 'Balsam' ) );

		$html = $this->mount( '/sklep/category/makijaz-ssr' );

		$this->assertSame( 200, $this->lastStatus() );
		$this->assertMatchesRegularExpression( '#<h1 id="cs-shop-title" class="cs-page-title">Makijaż i zapachy</h1>#u', $html );
		$this->assertStringContainsString( '<a href="/sklep/product/' . $listed->get_id() . '">Pomadka</a>', $html );
		$this->assertStringNotContainsString( '/sklep/product/' . $hidden->get_id() . '"', $html, 'hidden from the catalogue' );
		$this->assertStringNotContainsString( '/sklep/product/' . $other->get_id() . '"', $html, 'another category' );
		$this->assertStringContainsString( 'Wyświetlono 1 z 1 produktów', $html );
		$this->assertStringNotContainsString( 'Załaduj więcej', $html, 'one page only' );
		$this->assertSame(
			array( '/wc/store/v1/products/categories?_fields=id%2Cname%2Cparent%2Cslug&hide_empty=false&per_page=100', '/wc/store/v1/products?_fields=extensions%2Cid%2Cis_in_stock%2Cis_on_backorder%2Cname%2Con_sale%2Cprices&catalog_visibility=catalog&category=' . $category['term_id'] . '&page=1&per_page=50' ),
			$this->preloaded()
		);

		// /sklep?category= is the same list; its forms keep that address (the app's do too).
		$results = static fn( string $html ): string => substr( $html, (int) strpos( $html, '<div class="cs-shop__results">' ) );
		$query   = $this->mount( '/sklep?category=makijaz-ssr' );
		$this->assertSame( $results( $html ), $results( $query ), '/sklep?category= is the same list' );
		$this->assertStringContainsString( '<form class="cs-sort" action="/sklep" method="get"><input type="hidden" name="category" value="makijaz-ssr">', $query );
	}

	public function test_the_shop_links_the_next_page_that_the_storefront_understands(): void {
		for ( $i = 1; $i <= 51; $i++ ) {
			$this->product( array( 'name' => 'Produkt ' . $i ) );
		}

		$html = $this->mount( '/sklep' );
		$this->assertSame( 50, substr_count( $html, '<article class="cs-card">' ) );
		$this->assertStringContainsString( '<div class="cs-load-more"><a class="cs-button" href="/sklep?page=2#cs-page-2">Załaduj więcej</a></div>', $html );

		$second = $this->mount( '/sklep?page=2' );
		$this->assertGreaterThanOrEqual( 51, substr_count( $second, '<article class="cs-card">' ), 'pages 1 and 2, as after one "Załaduj więcej"' );
		// The link lands at the second page's first card (the 51st), not at the top of the first page.
		$this->assertSame( 1, substr_count( $second, ' id="cs-page-2"' ) );
		$this->assertSame( 50, substr_count( explode( ' id="cs-page-2"', $second )[0], '<article class="cs-card">' ) );
		$this->assertStringNotContainsString( 'Załaduj więcej', $second );
	}

	public function test_the_next_page_link_has_its_own_head_followed_not_indexed(): void {
		update_option( 'blog_public', '1' );
		for ( $i = 1; $i <= 51; $i++ ) {
			$this->product( array( 'name' => 'Produkt ' . $i ) );
		}
		$html = $this->renderPage( '/sklep?page=2' );
		$this->assertSame( 1, substr_count( $html, '<link rel="canonical"' ) );
		$this->assertStringContainsString( '<link rel="canonical" href="' . esc_url( home_url( '/sklep?page=2' ) ) . '" />', $html );
		$this->assertMatchesRegularExpression( "#<meta name='robots' content='[^']*\bnoindex, follow' />#", $html );
		$this->assertStringContainsString( '<title>Sklep – strona 2 – ' . esc_html( get_bloginfo( 'name' ) ) . '</title>', $html );
		$this->renderPage( '/sklep?page=1' );
		$this->assertSame( array( 'location' => '/sklep', 'status' => 301 ), $this->redirect, 'page 1 is the shop itself (Storefront\ShopAddress)' );
	}

	/** Review finding 5: no soft 404 past the end of a list (the shop, a category, an empty category). */
	public function test_a_page_past_the_end_of_a_list_is_not_found(): void {
		$empty = wp_insert_term( 'Pusta', 'product_cat', array( 'slug' => 'pusta-ssr' ) );
		$full  = wp_insert_term( 'Pełna', 'product_cat', array( 'slug' => 'pelna-ssr' ) );
		$this->product( array( 'categories' => array( $full['term_id'] ) ) );

		foreach ( array( '/sklep?page=999', '/sklep?page=2', '/sklep/category/pelna-ssr?page=2', '/sklep?category=pelna-ssr&page=2', '/sklep/category/pusta-ssr?page=2' ) as $url ) {
			$html = $this->renderPage( $url );
			$this->assertSame( 404, $this->lastStatus(), $url );
			$this->assertStringNotContainsString( 'strona ', (string) preg_replace( '#^.*<title>(.*?)</title>.*$#s', '$1', $html ), $url . ': the 404 screen\'s title' );
		}
		foreach ( array( '/sklep', '/sklep?page=1', '/sklep/category/pelna-ssr', '/sklep/category/pusta-ssr' ) as $url ) {
			$this->renderPage( $url );
			$this->assertSame( 200, $this->lastStatus(), $url );
		}
	}

	/**
	 * Issue 31 review (3): a page past the list's last one is the 404 screen the app shows
	 * (NotFoundScreen.tsx), not the list; the app draws the same (ShopScreen.tsx, pageExists).
	 */
	public function test_a_page_past_the_end_draws_the_404_screen_not_the_list(): void {
		$full = wp_insert_term( 'Pełna', 'product_cat', array( 'slug' => 'pelna-404' ) );
		$this->product( array( 'categories' => array( $full['term_id'] ) ) );
		foreach ( array( '/sklep?page=999', '/sklep/category/pelna-404?page=2' ) as $url ) {
			$html = $this->mount( $url );
			$this->assertSame( 404, $this->lastStatus(), $url );
			$this->assertStringContainsString( '<section class="cs-container cs-message-screen" aria-labelledby="cs-404-title"><h1 id="cs-404-title">Strona jest modernizowana</h1><p>Sprawdź, czy adres strony jest wpisany poprawnie, albo wróć na stronę główną.</p><a href="/" class="cs-button cs-button--primary">Strona główna</a></section>', $html, $url );
			$this->assertStringNotContainsString( 'cs-card', $html, $url . ': no list' );
			$this->assertStringNotContainsString( '<section class="cs-container cs-shop"', $html, $url );
		}
		$this->assertStringContainsString( 'cs-card', $this->mount( '/sklep/category/pelna-404' ) );
	}

	/** Issue 31 review (3): every reader of `page` reads the address's value by one rule (Domain\ShopFilters::page). */
	public function test_every_reader_of_the_page_reads_it_as_the_app(): void {
		foreach ( array( ' 2', '2 ', "2\n", '02', '+2', '2abc', '0', '-1' ) as $raw ) {
			$_GET = array( 'page' => $raw );
			$this->assertSame( 1, Preload::page_count( Preload::request_query() ), wp_json_encode( $raw ) );
		}
		$_GET = array( 'page' => array( '2' ) );
		$this->assertSame( 1, Preload::page_count( Preload::request_query() ) );
		$_GET = array( 'page' => '3' );
		$this->assertSame( 3, Preload::page_count( Preload::request_query() ) );
		$_GET = array();
	}

	/** Review finding 7: 'Skład' and 'Bezpieczeństwo produktu' before any script, as the app renders them. */
	public function test_a_product_page_holds_its_ingredients_and_safety_information(): void {
		$brand = wp_insert_term( 'Luma SSR', Brands::TAXONOMY );
		// Markup in a field is stripped when it is stored (SafetyFields' rules run on every write).
		update_term_meta( $brand['term_id'], SafetyFields::term_key( 'manufacturer', 'name' ), 'Luma <b>Sp.</b> z o.o.' );
		update_term_meta( $brand['term_id'], SafetyFields::term_key( 'manufacturer', 'address' ), "ul. Lipowa 12\n05-500 Piaseczno" );
		update_term_meta( $brand['term_id'], SafetyFields::term_key( 'manufacturer', 'email' ), 'kontakt@luma.example.pl' );
		update_term_meta( $brand['term_id'], SafetyFields::term_key( 'manufacturer', 'url' ), 'https://luma.example.pl/kontakt' );
		$product = $this->product( array( 'name' => 'Krem GPSR' ) );
		$product->set_sku( 'AB&CD-01' );
		$product->update_meta_data( '_cosmetics_ingredients', 'Aqua & Glycerin (< 1%)' );
		$product->update_meta_data( '_cosmetics_warnings', "Chronić przed dziećmi.\n\n Tylko do użytku zewnętrznego. " );
		$product->save();
		wp_set_object_terms( $product->get_id(), array( (int) $brand['term_id'] ), Brands::TAXONOMY );
		$bare = $this->product( array( 'name' => 'Krem bez danych' ) );

		$html = $this->mount( '/sklep/product/' . $product->get_id() );

		// Sections one below the other without JavaScript; with it (cs-js) the app's tab strip and first
		// panel only (storefront.css), so nothing moves when the app takes over.
		$this->assertStringContainsString( '<div class="cs-tabs"><div class="cs-tabs__list cs-server-tabs" aria-hidden="true"><span class="cs-tabs__tab is-current">Opis</span><span class="cs-tabs__tab">Skład</span><span class="cs-tabs__tab">Szczegóły</span></div><h2 class="cs-tabs__heading">Opis</h2>', $html );
		$this->assertStringContainsString( '<h2 class="cs-tabs__heading">Skład</h2><div class="cs-tabs__panel cs-server-later"><p class="cs-ingredients__list">Aqua &amp; Glycerin (&lt; 1%)</p></div>', $html );
		$this->assertStringContainsString( '.classList.add("cs-js")', $html );
		// The quantity and the add-to-cart button, working before the app: a form WooCommerce answers (AddToCartFormTest).
		$this->assertStringContainsString( '<form class="cs-product__buy" method="post" action="/sklep/product/' . $product->get_id() . '"><input type="hidden" name="add-to-cart" value="' . $product->get_id() . '"><input type="hidden" name="cosmetics_add_to_cart" value="1"><input type="hidden" name="cosmetics_cart_token" value=""><div class="cs-quantity"><label for="cs-server-quantity" class="cs-quantity__label">Ilość</label>', $html );
		$this->assertStringContainsString( '<button type="submit" class="cs-button cs-button--primary cs-product__add" aria-describedby="cs-server-hint">Dodaj do koszyka</button></form><p id="cs-server-hint" class="cs-product__hint"></p>', $html );
		$this->assertStringContainsString( '<section class="cs-safety" aria-labelledby="cs-safety-title"><h2 id="cs-safety-title" class="cs-safety__title">Bezpieczeństwo produktu</h2><div class="cs-safety__grid">', $html );
		$this->assertStringContainsString( '<div class="cs-safety__block"><h3 class="cs-safety__heading">Producent</h3><address class="cs-safety__address"><strong class="cs-safety__name">Luma Sp. z o.o.</strong><span class="cs-safety__line">ul. Lipowa 12</span><span class="cs-safety__line">05-500 Piaseczno</span>', $html );
		$this->assertStringContainsString( '<span class="cs-safety__line">E-mail: <a href="mailto:kontakt@luma.example.pl">kontakt@luma.example.pl</a></span>', $html );
		$this->assertStringContainsString( '<span class="cs-safety__line">Kontakt: <a href="https://luma.example.pl/kontakt" rel="noopener noreferrer nofollow" target="_blank">luma.example.pl/kontakt<span class="cs-visually-hidden"> (otwiera się w nowej karcie)</span></a></span>', $html );
		$this->assertStringContainsString( '<h3 class="cs-safety__heading">Identyfikacja produktu</h3><dl class="cs-safety__list"><div class="cs-safety__row"><dt>Marka</dt><dd>Luma SSR</dd></div><div class="cs-safety__row"><dt>SKU</dt><dd>AB&amp;CD-01</dd></div></dl>', $html );
		$this->assertStringContainsString( '<div class="cs-safety__block cs-safety__block--warnings"><h3 class="cs-safety__heading">Ostrzeżenia i środki ostrożności</h3><ul class="cs-safety__warnings"><li>Chronić przed dziećmi.</li><li>Tylko do użytku zewnętrznego.</li></ul></div>', $html );

		$html = $this->mount( '/sklep/product/' . $bare->get_id() );
		$this->assertStringNotContainsString( 'Skład', $html );
		$this->assertStringNotContainsString( 'cs-safety', $html );
	}

	public function test_a_legal_page_holds_its_text(): void {
		$html = $this->mount( '/regulamin' );
		$this->assertMatchesRegularExpression( '#<h1 id="cs-legal-title" class="cs-page-title">Regulamin</h1>#u', $html );
		$this->assertStringContainsString( '16 sierpnia 2024', $html );
		// The app's closing box too (LegalScreen.tsx), so nothing below moves when it takes over.
		$this->assertStringContainsString( '<aside class="cs-legal__end" aria-label="Dane osobowe i kontakt"><p>Zasady przetwarzania danych osobowych opisuje <a href="/polityka-prywatnosci">Polityka prywatności</a>.</p><a href="/kontakt" class="cs-button cs-button--primary">Skontaktuj się z nami</a></aside></article>', $html );
		$this->assertStringContainsString( '<a href="/odstapienie-od-umowy" class="cs-button cs-button--primary">Odstąp od umowy</a></aside></article>', $this->mount( '/polityka-zwrotow' ) );
		$this->assertStringNotContainsString( 'cs-legal__end', $this->mount( '/polityka-prywatnosci' ) );
	}

	public function test_screens_without_preloaded_data_keep_the_loading_placeholder(): void {
		$html = $this->renderPage( '/kontakt' );
		$this->assertStringContainsString( '<div class="cs-boot" role="status">Ładowanie sklepu…</div>', $html );
		$this->assertStringContainsString( '<noscript>', $html );
	}

	/**
	 * The contact lead and the checkout title are those pages' largest text: drawn by the server in the
	 * app's markup, above the placeholder, so they are painted first (they are what Lighthouse's LCP measures).
	 */
	public function test_the_contact_and_checkout_pages_have_their_header_before_any_script(): void {
		$contact = $this->mount( '/kontakt' );
		$this->assertStringContainsString( '<main id="cs-main" class="cs-main" tabindex="-1"><div class="cs-container cs-page"><header class="cs-page__header"><p class="cs-eyebrow">Jesteśmy do Twojej dyspozycji</p><h1 class="cs-page-title">Kontakt</h1><p class="cs-page__lead">Napisz lub zadzwoń – odpowiadamy w ciągu 24 godzin.</p></header></div><noscript>', $contact );
		$checkout = $this->mount( '/checkout' );
		$this->assertStringContainsString( '<main id="cs-main" class="cs-main" tabindex="-1"><div class="cs-container cs-checkout"><a href="/sklep" class="cs-link cs-checkout__back">Powrót do sklepu</a><h1>Zamówienie</h1></div><noscript>', $checkout );
		$this->assertStringContainsString( '<div class="cs-boot" role="status">Ładowanie sklepu…</div>', $checkout );
		$this->assertSame( 1, substr_count( $this->mount( '/sklep?search=krem' ), '<h1' ), 'a search is drawn by the server (ShopFormsTest)' );
	}

	/**
	 * A search's page does not carry the catalogue's first page (40 KB of answers the app, asking for the
	 * search's own list, never reads): the search's own list, as the app asks for it, and the categories.
	 */
	public function test_a_search_page_preloads_no_list_it_does_not_show(): void {
		$this->product();
		$category = wp_insert_term( 'Twarz', 'product_cat', array( 'slug' => 'twarz' ) );
		$fields   = '/wc/store/v1/products?_fields=extensions%2Cid%2Cis_in_stock%2Cis_on_backorder%2Cname%2Con_sale%2Cprices';
		foreach ( array(
			'/sklep?search=krem'                 => $fields . '&catalog_visibility=search&orderby=relevance&page=1&per_page=50&search=krem',
			'/sklep?category=twarz&search=krem' => $fields . '&catalog_visibility=search&category=' . $category['term_id'] . '&orderby=relevance&page=1&per_page=50&search=krem',
		) as $url => $list ) {
			$this->renderPage( $url );
			$preloaded = $this->preloaded();
			sort( $preloaded );
			$expected = array( '/wc/store/v1/products/categories?_fields=id%2Cname%2Cparent%2Cslug&hide_empty=false&per_page=100', $list );
			// The search index is not built here, so it finds nothing: NoResults.tsx's helps too (what the app asks for next).
			$expected = array_merge( $expected, array_values( \CosmeticsStorefront\Storefront\Preload::no_results_paths( 'krem' ) ) );
			sort( $expected );
			$this->assertSame( $expected, $preloaded, $url );
		}
		$this->renderPage( '/sklep' );
		$this->assertCount( 2, $this->preloaded(), 'the shop without a search: its list and the categories' );
	}

	/**
	 * Review finding 6: a screen the server cannot draw still has the shell (navigation, footer) and
	 * links to the shop's categories around its placeholder: a crawler starting at / finds the shop.
	 */
	public function test_screens_without_preloaded_data_have_the_shell_and_the_category_links(): void {
		$category = wp_insert_term( 'Twarz <b>SSR</b>', 'product_cat', array( 'slug' => 'twarz-ssr' ) );
		Settings::update( array( 'shop_category_ids' => array( (string) $category['term_id'] ) ) );
		$this->product( array( 'categories' => array( $category['term_id'] ) ) );

		// The home page has its own first screen (test_the_home_page_holds_the_hero_and_the_category_cards).
		foreach ( array( '/kontakt', '/odstapienie-od-umowy' ) as $url ) {
			$html = $this->mount( $url );
			// The bar's link of the section the page is in is marked current, as the app's NavLink marks it.
			$sklep   = str_starts_with( $url, '/sklep' ) ? ' class="active" aria-current="page"' : '';
			$kontakt = '/kontakt' === $url ? ' class="active" aria-current="page"' : '';
			$this->assertStringContainsString( '<nav aria-label="Główna nawigacja" class="cs-navbar__nav"><ul class="cs-nav"><li><a href="/sklep"' . $sklep . '>Sklep</a></li><li><a href="/kontakt"' . $kontakt . '>Kontakt</a></li></ul></nav>', $html, $url );
			$this->assertStringContainsString( '<li><a href="/regulamin">Regulamin</a></li>', $this->renderPage( $url ), $url . ': the footer' );
			$this->assertStringContainsString( '<nav class="cs-container cs-server-categories" aria-label="Kategorie"><ul class="cs-nav"><li><a href="/sklep/category/twarz-ssr">Twarz SSR</a></li></ul></nav>', $html, $url );
			$this->assertStringContainsString( '<div class="cs-boot" role="status">Ładowanie sklepu…</div>', $html, $url );
			$this->assertSame( 1, substr_count( $html, '<noscript>' ), $url . ': one note for a browser without JavaScript' );
			$this->assertStringContainsString( 'Sklep wymaga włączonej obsługi JavaScript w przeglądarce.', $html, $url );
		}
	}

	/**
	 * Amounts are written with the shop's own WooCommerce settings (the Store API's currency fields of
	 * the preloaded answer, Domain\Money as money.ts formatMoney): the pl_PL shop groups thousands with
	 * a space from four digits on, as WooCommerce's wc_price does; every space is a no-break one.
	 */
	public function test_prices_follow_the_shops_currency_settings_as_wc_price_does(): void {
		$product = $this->product( array( 'regular' => '1234.50' ) );

		$html = $this->mount( '/sklep/product/' . $product->get_id() );

		$expected = '1' . self::NBSP . '234,50' . self::NBSP . 'zł';
		$this->assertStringContainsString( '<span class="cs-price">' . $expected . '</span>', $html );
		$wc_text = str_replace( ' ', self::NBSP, html_entity_decode( wp_strip_all_tags( wc_price( 1234.5 ) ), ENT_QUOTES, 'UTF-8' ) );
		$this->assertSame( $wc_text, $expected, 'the same text as WooCommerce writes' );
	}

	public function test_preload_paths_fill_their_placeholders(): void {
		$simple = $this->product();
		$this->assertSame( array( '/wc/store/v1/products/' . $simple->get_id() ), Preload::paths_for( 'sklep/product/' . $simple->get_id() ) );
		$this->assertSame( array( '/wc/store/v1/products/categories?_fields=id%2Cname%2Cparent%2Cslug&hide_empty=false&per_page=100' ), Preload::paths_for( 'sklep/category/nie-ma-takiej' ), 'an unknown category: nothing to list' );
		$pages = static fn( array $query ): int => count( array_filter( Preload::paths_for( 'sklep', $query ), static fn( string $path ): bool => str_contains( $path, 'page=' ) && ! str_contains( $path, 'categories' ) ) );
		$this->assertSame( 1, $pages( array() ) );
		$this->assertSame( 3, $pages( array( 'page' => '3' ) ) );
		$this->assertSame( \CosmeticsStorefront\Domain\ShopFilters::MAX_PAGES, $pages( array( 'page' => '99' ) ) );
		$this->assertSame( 1, $pages( array( 'page' => 'abc' ) ) );
		$this->assertSame( 1, $pages( array( 'page' => '-1' ) ) );
		$this->assertSame( array(), Preload::paths_for( 'sklep/product/0' ) );
		$this->assertSame( array(), Preload::paths_for( 'kontakt' ) );
	}
}
