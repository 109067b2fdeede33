<?php
/**
 * Product safety and ingredients: staff enter the manufacturer and the EU responsible person
 * once per brand (term meta) or per product, the INCI list and the warnings per product; products inherit
 * from their brand, variations from their parent; input is sanitised; the Store API's product response
 * and the JSON-LD carry what was entered and nothing else; the products list and the edit screen warn
 * about published products lacking the manufacturer or the warnings.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\WooCommerce;

use CosmeticsStorefront\Catalogue\Admin\ProductSafetyColumn;
use CosmeticsStorefront\Catalogue\Admin\ProductSafetyTab;
use CosmeticsStorefront\Catalogue\ProductSafety\Brands;
use CosmeticsStorefront\Catalogue\ProductSafety\SafetyData;
use CosmeticsStorefront\Catalogue\ProductSafety\SafetyFields;
use CosmeticsStorefront\Tests\WooCommerceTestCase;

// phpcs:disable WordPress.Security.NonceVerification

final class ProductSafetyTest extends WooCommerceTestCase {

	private const MAKER = array(
		'name'    => 'Botanica Polska Sp. z o.o.',
		'address' => "ul. Lipowa 12\n05-500 Piaseczno",
		'country' => 'PL',
		'email'   => 'kontakt@botanica.example.pl',
		'url'     => '',
	);

	protected function setUp(): void {
		parent::setUp();
		require_once WC_ABSPATH . 'includes/admin/wc-meta-box-functions.php';
		\WC_Admin_Meta_Boxes::$meta_box_errors = array();
		wp_set_current_user( $this->createUser( 'administrator' ) );
	}

	protected function tearDown(): void {
		\WC_Admin_Meta_Boxes::$meta_box_errors = array();
		$_POST                                 = array();
		$GLOBALS['current_screen']             = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- back to no screen.
		parent::tearDown();
	}

	private function brand( string $name, array $maker = array(), array $responsible = array() ): \WP_Term {
		$term = wp_insert_term( $name . ' ' . wp_generate_password( 5, false ), Brands::TAXONOMY );
		$this->assertIsArray( $term );
		foreach ( array( 'manufacturer' => $maker, 'responsible' => $responsible ) as $party => $fields ) {
			foreach ( $fields as $field => $value ) {
				if ( '' !== $value ) {
					update_term_meta( $term['term_id'], SafetyFields::term_key( $party, $field ), $value );
				}
			}
		}
		return get_term( $term['term_id'], Brands::TAXONOMY );
	}

	private function product( ?\WP_Term $brand = null, array $meta = array(), string $status = 'publish' ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Krem testowy' );
		$product->set_status( $status );
		$product->set_regular_price( '49.99' );
		$product->set_sku( 'GPSR-' . wp_generate_password( 6, false ) );
		foreach ( $meta as $key => $value ) {
			$product->update_meta_data( $key, $value );
		}
		$product->save();
		if ( $brand ) {
			wp_set_object_terms( $product->get_id(), array( $brand->term_id ), Brands::TAXONOMY );
		}
		return $product;
	}

	/** What WC_Meta_Box_Product_Data::save() does with the posted form, after its nonce check. */
	private function submitProductForm( \WC_Product $product, array $safety ): \WC_Product {
		$_POST   = array( SafetyFields::FORM => wp_slash( $safety ) );
		$product = wc_get_product( $product->get_id() );
		do_action( 'woocommerce_admin_process_product_object', $product );
		$product->save();
		return wc_get_product( $product->get_id() );
	}

	// ----------------------------------------------------------------------------------------------

	public function test_the_brand_taxonomy_exists_on_every_supported_woocommerce(): void {
		$this->assertTrue( taxonomy_exists( Brands::TAXONOMY ), 'WooCommerce\'s Brands or the plugin\'s registration of the same taxonomy.' );
		$this->assertContains( 'product', get_taxonomy( Brands::TAXONOMY )->object_type );
	}

	public function test_the_editor_saves_the_fields_through_the_product_object_sanitised(): void {
		ProductSafetyTab::hooks();
		$product = $this->product();

		$saved = $this->submitProductForm(
			$product,
			array(
				'ingredients'  => "Aqua, <b>Glycerin</b>,\r\nAloe Barbadensis Leaf Juice<script>alert(1)</script>",
				'warnings'     => "Tylko do użytku zewnętrznego.\r\n\r\n\r\n\r\nUnikać kontaktu z oczami.",
				'manufacturer' => array(
					'name'    => '  Nordic <i>Skin</i> AB ',
					'address' => "Storgatan 1\r\n111 22 Sztokholm",
					'country' => 'se',
					'email'   => 'info@nordicskin.example.com',
					'url'     => 'https://nordicskin.example.com/kontakt',
				),
				'responsible'  => array( 'name' => 'Nordic Skin Polska Sp. z o.o.' ),
			)
		);

		$this->assertSame( "Aqua, Glycerin,\nAloe Barbadensis Leaf Juice", $saved->get_meta( '_cosmetics_ingredients' ) );
		$this->assertSame( "Tylko do użytku zewnętrznego.\n\nUnikać kontaktu z oczami.", $saved->get_meta( '_cosmetics_warnings' ) );
		$this->assertSame( 'Nordic Skin AB', $saved->get_meta( '_cosmetics_manufacturer_name' ) );
		$this->assertSame( "Storgatan 1\n111 22 Sztokholm", $saved->get_meta( '_cosmetics_manufacturer_address' ) );
		$this->assertSame( 'SE', $saved->get_meta( '_cosmetics_manufacturer_country' ) );
		$this->assertSame( 'https://nordicskin.example.com/kontakt', $saved->get_meta( '_cosmetics_manufacturer_url' ) );
		$this->assertSame( 'Nordic Skin Polska Sp. z o.o.', $saved->get_meta( '_cosmetics_responsible_name' ) );
		$this->assertSame( array(), \WC_Admin_Meta_Boxes::$meta_box_errors );

		// Emptied fields remove the meta.
		$saved = $this->submitProductForm( $saved, array( 'warnings' => '   ', 'responsible' => array( 'name' => '' ) ) );
		$this->assertFalse( metadata_exists( 'post', $saved->get_id(), '_cosmetics_warnings' ) );
		$this->assertFalse( metadata_exists( 'post', $saved->get_id(), '_cosmetics_responsible_name' ) );
		$this->assertSame( 'Nordic Skin AB', $saved->get_meta( '_cosmetics_manufacturer_name' ), 'Fields not posted stay.' );
	}

	/** @return array<string,array{string,mixed}> */
	public static function refusedValues(): array {
		return array(
			'e-mail'            => array( 'email', 'not-an-email' ),
			'e-mail with markup' => array( 'email', '<a>x@example.com</a>' ),
			'contact page ftp'  => array( 'url', 'ftp://example.com' ),
			'contact page js'   => array( 'url', 'javascript:alert(1)' ),
			'contact page bare' => array( 'url', 'example.com' ),
			'unknown country'   => array( 'country', 'XX' ),
			'name too long'     => array( 'name', str_repeat( 'ą', 201 ) ),
		);
	}

	/** @dataProvider refusedValues */
	public function test_a_refused_value_keeps_the_stored_one_and_says_why_in_polish( string $field, $value ): void {
		ProductSafetyTab::hooks();
		$product = $this->product( null, array( '_cosmetics_manufacturer_' . $field => 'email' === $field ? 'stary@example.com' : ( 'url' === $field ? 'https://stary.example.com' : ( 'country' === $field ? 'PL' : 'Stara nazwa' ) ) ) );
		$before  = $product->get_meta( '_cosmetics_manufacturer_' . $field );

		$saved = $this->submitProductForm( $product, array( 'manufacturer' => array( $field => $value ), 'warnings' => 'Chronić przed dziećmi.' ) );

		$this->assertSame( $before, $saved->get_meta( '_cosmetics_manufacturer_' . $field ) );
		$this->assertSame( 'Chronić przed dziećmi.', $saved->get_meta( '_cosmetics_warnings' ), 'The valid fields of the same form are saved.' );
		$this->assertCount( 1, \WC_Admin_Meta_Boxes::$meta_box_errors );
		$this->assertStringStartsWith( 'Producent – ' . SafetyFields::field_label( $field ) . ':', \WC_Admin_Meta_Boxes::$meta_box_errors[0] );
		$this->assertStringEndsWith( 'Zachowano poprzednią wartość.', \WC_Admin_Meta_Boxes::$meta_box_errors[0] );
	}

	/**
	 * Review finding 15: every write path (WooCommerce REST meta_data, update_post_meta, update_term_meta)
	 * goes through the form's rules (SafetyFields::clean); a value a rule refuses is stored as ''.
	 */
	public function test_every_write_path_cleans_the_safety_meta_with_the_forms_rules(): void {
		$product  = $this->product();
		$response = $this->dispatch(
			'PUT',
			'/wc/v3/products/' . $product->get_id(),
			array(
				'meta_data' => array(
					array( 'key' => '_cosmetics_manufacturer_url', 'value' => 'javascript:alert(document.domain)' ),
					array( 'key' => '_cosmetics_manufacturer_email', 'value' => 'a@b.pl"><img src=x onerror=alert(1)>' ),
					array( 'key' => '_cosmetics_manufacturer_name', 'value' => ' <b>Luma</b> Sp. z o.o. ' ),
					array( 'key' => '_cosmetics_manufacturer_country', 'value' => 'de' ),
					array( 'key' => '_cosmetics_warnings', 'value' => "Chronić przed dziećmi.<script>x</script>\r\n\r\n\r\nTylko zewnętrznie." ),
				),
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$saved = wc_get_product( $product->get_id() );
		$this->assertSame( '', $saved->get_meta( '_cosmetics_manufacturer_url' ), 'A javascript: address is refused (stored as nothing).' );
		$this->assertSame( '', $saved->get_meta( '_cosmetics_manufacturer_email' ), 'A malformed e-mail is refused.' );
		$this->assertSame( 'Luma Sp. z o.o.', $saved->get_meta( '_cosmetics_manufacturer_name' ) );
		$this->assertSame( 'DE', $saved->get_meta( '_cosmetics_manufacturer_country' ) );
		$this->assertSame( "Chronić przed dziećmi.\n\nTylko zewnętrznie.", $saved->get_meta( '_cosmetics_warnings' ) );

		$safety = $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products/' . $product->get_id() ) )['extensions']['cosmetics-storefront']['product_safety'];
		$this->assertArrayNotHasKey( 'url', $safety['manufacturer'] );
		$this->assertArrayNotHasKey( 'email', $safety['manufacturer'] );

		// WordPress's own functions (import tools, WP-CLI, other plugins).
		update_post_meta( $product->get_id(), '_cosmetics_responsible_url', 'ftp://example.com' );
		$this->assertSame( '', get_post_meta( $product->get_id(), '_cosmetics_responsible_url', true ) );
		update_post_meta( $product->get_id(), '_cosmetics_responsible_url', 'https://kontakt.example.pl/gpsr' );
		$this->assertSame( 'https://kontakt.example.pl/gpsr', get_post_meta( $product->get_id(), '_cosmetics_responsible_url', true ), 'A valid value is kept as it is.' );
		update_post_meta( $product->get_id(), '_cosmetics_ingredients', str_repeat( 'a', SafetyFields::LIMITS['ingredients'] + 1 ) );
		$this->assertSame( '', get_post_meta( $product->get_id(), '_cosmetics_ingredients', true ), 'Over the limit: refused.' );

		$term = $this->brand( 'Zapis' );
		update_term_meta( $term->term_id, 'cosmetics_manufacturer_email', 'x@y"><svg onload=alert(1)>' );
		$this->assertSame( '', get_term_meta( $term->term_id, 'cosmetics_manufacturer_email', true ) );
		update_term_meta( $term->term_id, 'cosmetics_responsible_url', 'javascript:alert(1)' );
		$this->assertSame( '', get_term_meta( $term->term_id, 'cosmetics_responsible_url', true ) );
		update_term_meta( $term->term_id, 'cosmetics_manufacturer_email', 'kontakt@zapis.example.pl' );
		$this->assertSame( 'kontakt@zapis.example.pl', get_term_meta( $term->term_id, 'cosmetics_manufacturer_email', true ) );
	}

	/** Second line: what is already stored (written before the rules, straight into the table) is checked again when read. */
	public function test_stored_values_the_rules_refuse_are_not_published(): void {
		global $wpdb;
		$brand   = $this->brand( 'Stara', self::MAKER );
		$product = $this->product( $brand, array( '_cosmetics_warnings' => 'Chronić przed dziećmi.' ) );
		$wpdb->insert( $wpdb->postmeta, array( 'post_id' => $product->get_id(), 'meta_key' => '_cosmetics_manufacturer_name', 'meta_value' => 'Stara Sp. z o.o.' ) );
		$wpdb->insert( $wpdb->postmeta, array( 'post_id' => $product->get_id(), 'meta_key' => '_cosmetics_manufacturer_url', 'meta_value' => 'javascript:alert(document.domain)' ) );
		$wpdb->insert( $wpdb->postmeta, array( 'post_id' => $product->get_id(), 'meta_key' => '_cosmetics_manufacturer_email', 'meta_value' => 'a@b.pl"><img src=x>' ) );
		wp_cache_flush();

		$safety = $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products/' . $product->get_id() ) )['extensions']['cosmetics-storefront']['product_safety'];
		$this->assertSame( array( 'name' => 'Stara Sp. z o.o.' ), $safety['manufacturer'] );
		$node = $this->productNode( $product->get_id() );
		$this->assertSame( array( '@type' => 'Organization', 'name' => 'Stara Sp. z o.o.' ), $node['manufacturer'] );
		$this->assertContains( 'producent: adres pocztowy', SafetyData::missing( wc_get_product( $product->get_id() ) ) );
	}

	public function test_a_brand_is_saved_from_its_term_screen_sanitised_and_only_by_staff_who_may_edit_it(): void {
		Brands::hooks();
		$term = $this->brand( 'Aurea Lab' );
		$_POST = array(
			SafetyFields::FORM => wp_slash(
				array(
					'manufacturer' => array(
						'name'    => 'Aurea Lab <strong>S.A.</strong>',
						'address' => "ul. Złota 7\r\n00-019 Warszawa",
						'country' => 'PL',
						'email'   => 'bok@aurealab.example.pl',
						'url'     => 'javascript:alert(1)',
					),
					'ingredients'  => 'Aqua', // Not a brand's field.
				)
			),
		);
		wp_update_term( $term->term_id, Brands::TAXONOMY, array() );

		$this->assertSame( 'Aurea Lab S.A.', get_term_meta( $term->term_id, 'cosmetics_manufacturer_name', true ) );
		$this->assertSame( "ul. Złota 7\n00-019 Warszawa", get_term_meta( $term->term_id, 'cosmetics_manufacturer_address', true ) );
		$this->assertSame( 'bok@aurealab.example.pl', get_term_meta( $term->term_id, 'cosmetics_manufacturer_email', true ) );
		$this->assertSame( '', get_term_meta( $term->term_id, 'cosmetics_manufacturer_url', true ) );
		$this->assertFalse( metadata_exists( 'term', $term->term_id, 'cosmetics_ingredients' ) );
		$errors = get_transient( 'cosmetics_brand_errors_' . get_current_user_id() );
		$this->assertSame( array( 'Producent – Strona kontaktowa: podaj pełny adres strony zaczynający się od https://. Zachowano poprzednią wartość.' ), $errors );

		// A customer cannot (WordPress checks the screen; the save checks again).
		wp_set_current_user( $this->createUser( 'customer' ) );
		$_POST[ SafetyFields::FORM ]['manufacturer']['name'] = 'Podmieniona';
		wp_update_term( $term->term_id, Brands::TAXONOMY, array() );
		$this->assertSame( 'Aurea Lab S.A.', get_term_meta( $term->term_id, 'cosmetics_manufacturer_name', true ) );
	}

	public function test_a_product_inherits_its_brands_parties_and_its_own_replace_them_as_a_whole(): void {
		$brand   = $this->brand( 'Botanica', self::MAKER, array( 'name' => 'Botanica RP', 'address' => 'ul. Polna 1, 00-001 Warszawa', 'email' => 'rp@example.pl' ) );
		$product = $this->product( $brand );

		$data = SafetyData::resolve( $product );
		$this->assertSame( $brand->term_id, $data['brand']->term_id );
		$this->assertSame( self::MAKER, $data['manufacturer'] );
		$this->assertSame( 'Botanica RP', $data['responsible']['name'] );

		// The product's own manufacturer (one field is enough) replaces the brand's whole: no mixing.
		$product->update_meta_data( '_cosmetics_manufacturer_name', 'Inny Producent S.A.' );
		$product->save();
		$data = SafetyData::resolve( wc_get_product( $product->get_id() ) );
		$this->assertSame( array( 'name' => 'Inny Producent S.A.', 'address' => '', 'country' => '', 'email' => '', 'url' => '' ), $data['manufacturer'] );
		$this->assertSame( 'Botanica RP', $data['responsible']['name'], 'The other party is still the brand\'s.' );
	}

	public function test_a_variation_has_its_parents_data_and_its_own_gtin_when_it_has_one(): void {
		$brand  = $this->brand( 'Nordic', self::MAKER );
		$parent = new \WC_Product_Variable();
		$parent->set_name( 'Lakier' );
		$parent->set_status( 'publish' );
		$parent->update_meta_data( '_cosmetics_ingredients', 'Butyl Acetate, Ethyl Acetate' );
		$parent->update_meta_data( '_cosmetics_warnings', 'Produkt łatwopalny.' );
		$attribute = new \WC_Product_Attribute();
		$attribute->set_name( 'Kolor' );
		$attribute->set_options( array( 'Czerwony', 'Różowy' ) );
		$attribute->set_variation( true );
		$parent->set_attributes( array( $attribute ) );
		$has_gtin = method_exists( $parent, 'set_global_unique_id' );
		if ( $has_gtin ) {
			$parent->set_global_unique_id( '5901234123457' );
		}
		$parent->save();
		wp_set_object_terms( $parent->get_id(), array( $brand->term_id ), Brands::TAXONOMY );
		$variations = array();
		foreach ( array( 'Czerwony' => '5901234123464', 'Różowy' => '' ) as $colour => $gtin ) {
			$variation = new \WC_Product_Variation();
			$variation->set_parent_id( $parent->get_id() );
			$variation->set_attributes( array( 'kolor' => $colour ) );
			$variation->set_regular_price( '19.99' );
			if ( $has_gtin && '' !== $gtin ) {
				$variation->set_global_unique_id( $gtin );
			}
			$variation->save();
			$variations[] = $variation;
		}

		$own     = SafetyData::resolve( wc_get_product( $variations[0]->get_id() ) );
		$inherit = SafetyData::resolve( wc_get_product( $variations[1]->get_id() ) );
		foreach ( array( $own, $inherit ) as $data ) {
			$this->assertSame( self::MAKER, $data['manufacturer'], 'brand → product → variation' );
			$this->assertSame( 'Butyl Acetate, Ethyl Acetate', $data['ingredients'] );
			$this->assertSame( 'Produkt łatwopalny.', $data['warnings'] );
		}
		if ( ! $has_gtin ) {
			$this->markTestIncomplete( 'This WooCommerce has no global unique ID field.' );
		}
		$this->assertSame( '5901234123464', $own['gtin'] );
		$this->assertSame( '5901234123457', $inherit['gtin'] );

		// The product page gets the variations' own GTINs with the parent.
		$body = $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products/' . $parent->get_id() ) );
		$this->assertSame( array( (string) $variations[0]->get_id() => '5901234123464' ), (array) $body['extensions']['cosmetics-storefront']['product_safety']['variation_gtins'] );
	}

	public function test_the_product_response_carries_what_was_entered_and_a_list_carries_none(): void {
		$brand   = $this->brand( 'Luma', self::MAKER );
		$product = $this->product( $brand, array( '_cosmetics_ingredients' => 'Aqua, Glycerin', '_cosmetics_warnings' => 'Chronić przed dziećmi.' ) );
		if ( method_exists( $product, 'set_global_unique_id' ) ) {
			$product->set_global_unique_id( '5901234123457' );
			$product->save();
		}
		$bare = $this->product();

		$body   = $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products/' . $product->get_id() ) );
		$safety = $body['extensions']['cosmetics-storefront']['product_safety'];
		$this->assertSame( $brand->name, $safety['brand'] );
		$this->assertSame(
			array(
				'name'    => self::MAKER['name'],
				'address' => self::MAKER['address'],
				'country' => 'Polska' === SafetyData::country_name( 'PL' ) ? 'Polska' : 'Poland',
				'email'   => self::MAKER['email'],
			),
			$safety['manufacturer'],
			'No empty field is sent.'
		);
		$this->assertNull( $safety['responsible_person'] );
		$this->assertSame( 'Aqua, Glycerin', $safety['ingredients'] );
		$this->assertSame( 'Chronić przed dziećmi.', $safety['warnings'] );
		if ( method_exists( $product, 'get_global_unique_id' ) ) {
			$this->assertSame( '5901234123457', $safety['gtin'] );
		}

		// Nothing entered: nothing invented.
		$body = $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products/' . $bare->get_id() ) );
		$this->assertSame(
			array( 'brand' => null, 'manufacturer' => null, 'responsible_person' => null, 'ingredients' => null, 'warnings' => null, 'gtin' => null, 'variation_gtins' => array() ),
			array_map( static fn( $value ) => is_object( $value ) ? (array) $value : $value, $body['extensions']['cosmetics-storefront']['product_safety'] )
		);

		$list = array_column( $this->responseData( $this->dispatch( 'GET', '/wc/store/v1/products', array( 'include' => array( $product->get_id() ) ) ) ), null, 'id' );
		$this->assertNull( $list[ $product->get_id() ]['extensions']['cosmetics-storefront']['product_safety'] );
	}

	public function test_the_json_ld_carries_manufacturer_brand_and_gtin_only_where_present(): void {
		$brand   = $this->brand( 'Aquaderm', self::MAKER );
		$product = $this->product( $brand );
		if ( method_exists( $product, 'set_global_unique_id' ) ) {
			$product->set_global_unique_id( '5901234123457' );
			$product->save();
		}
		$node = $this->productNode( $product->get_id() );
		$this->assertSame( array( '@type' => 'Brand', 'name' => $brand->name ), $node['brand'] );
		$this->assertSame(
			array(
				'@type'   => 'Organization',
				'name'    => self::MAKER['name'],
				'address' => 'ul. Lipowa 12, 05-500 Piaseczno, ' . SafetyData::country_name( 'PL' ),
				'email'   => self::MAKER['email'],
			),
			$node['manufacturer']
		);
		if ( method_exists( $product, 'get_global_unique_id' ) ) {
			$this->assertSame( '5901234123457', $node['gtin'] );
		}

		$bare = $this->productNode( $this->product()->get_id() );
		$this->assertArrayNotHasKey( 'manufacturer', $bare );
		$this->assertArrayNotHasKey( 'gtin', $bare );
		$this->assertArrayNotHasKey( 'brand', $bare );
	}

	private function productNode( int $id ): array {
		$html = $this->renderPage( '/sklep/product/' . $id );
		preg_match_all( '#<script type="application/ld\+json">(.*?)</script>#s', $html, $ld );
		foreach ( $ld[1] as $json ) {
			foreach ( json_decode( $json, true )['@graph'] ?? array() as $node ) {
				if ( 'Product' === ( $node['@type'] ?? '' ) ) {
					return $node;
				}
			}
		}
		$this->fail( 'No Product JSON-LD on /sklep/product/' . $id );
	}

	public function test_staff_are_told_what_a_published_product_lacks(): void {
		$complete = $this->brand( 'Komplet', self::MAKER );
		$ok       = $this->product( $complete, array( '_cosmetics_warnings' => 'Chronić przed dziećmi.' ) );
		$this->assertSame( array(), SafetyData::missing( $ok ) );
		$this->assertStringContainsString( 'Komplet', ProductSafetyColumn::cell_html( $ok ) );

		$bare = $this->product();
		$this->assertSame( array( 'producent', 'ostrzeżenia i środki ostrożności' ), SafetyData::missing( $bare ) );
		$cell = ProductSafetyColumn::cell_html( $bare );
		$this->assertStringContainsString( 'cosmetics-gpsr--missing', $cell );
		$this->assertStringContainsString( 'Brakuje: producent; ostrzeżenia i środki ostrożności', $cell );

		$draft = $this->product( null, array(), 'draft' );
		$this->assertStringNotContainsString( 'cosmetics-gpsr--missing', ProductSafetyColumn::cell_html( $draft ), 'A draft is not flagged as live.' );

		// A manufacturer outside the EU needs the EU responsible person.
		$abroad = $this->brand( 'Abroad', array( 'country' => 'US' ) + self::MAKER );
		$this->assertSame( array( 'osoba odpowiedzialna w UE (producent spoza UE)' ), SafetyData::missing( $this->product( $abroad, array( '_cosmetics_warnings' => 'x' ) ) ) );

		// The edit screen's notice.
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		\set_current_screen( 'product' );
		$GLOBALS['post'] = get_post( $bare->get_id() );
		ob_start();
		ProductSafetyTab::notice();
		$notice = (string) ob_get_clean();
		unset( $GLOBALS['post'] );
		$this->assertStringContainsString( 'Brakuje danych o bezpieczeństwie produktu (GPSR):', $notice );
		$this->assertStringContainsString( 'producent; ostrzeżenia i środki ostrożności.', $notice );
	}

	public function test_the_editor_tab_and_the_brand_form_show_the_fields_with_polish_labels(): void {
		$brand                     = $this->brand( 'Widok', self::MAKER );
		$product                   = $this->product( $brand, array( '_cosmetics_ingredients' => 'Aqua & <Glycerin>' ) );
		$GLOBALS['product_object'] = $product;
		ob_start();
		ProductSafetyTab::render_panel();
		$panel = (string) ob_get_clean();
		unset( $GLOBALS['product_object'] );
		$this->assertStringContainsString( 'id="cosmetics_safety_data"', $panel );
		$this->assertStringContainsString( 'name="cosmetics_safety[ingredients]"', $panel );
		$this->assertStringContainsString( 'Aqua &amp; &lt;Glycerin&gt;', $panel, 'Escaped.' );
		$this->assertStringContainsString( 'name="cosmetics_safety[manufacturer][email]"', $panel );
		$this->assertStringContainsString( 'Puste pola = dane marki', $panel );
		$this->assertArrayHasKey( ProductSafetyTab::TAB, ProductSafetyTab::tabs( array() ) );

		ob_start();
		Brands::render_edit_fields( $brand );
		$form = (string) ob_get_clean();
		$this->assertStringContainsString( 'value="' . esc_attr( self::MAKER['name'] ) . '"', $form );
		$this->assertStringContainsString( 'Osoba odpowiedzialna w UE', $form );
	}
}
