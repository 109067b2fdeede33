<?php
/**
 * The search in Polish on a real WooCommerce with the real dictionary and index: every case of
 * tests/search-cases.json through the Store API (`search`, ordered by relevance), WordPress's own product
 * search (`s`) and WooCommerce's REST API; the filters and other orders still apply; the index follows a
 * product's changes; what is not ready leaves the search to WooCommerce.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Search;

use CosmeticsStorefront\Search\Lexicon;
use CosmeticsStorefront\Search\Morphology;
use CosmeticsStorefront\Search\ProductSearch;
use CosmeticsStorefront\Search\Reindex;
use CosmeticsStorefront\Search\SearchQuery;
use CosmeticsStorefront\Search\SearchSync;
use CosmeticsStorefront\Tests\WooCommerceTestCase;

final class SearchTest extends WooCommerceTestCase {

	/** @var array{products:array<int,array<string,string>>,cases:array<int,array<string,mixed>>} */
	private static array $file;

	/** @var array<string,int> sku => product id */
	private array $ids = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		require_once dirname( __DIR__, 3 ) . '/scripts/site/lib/search-cases.php';
		self::$file = cs_search_cases();
		// Outside the tests' transactions: the dictionary's 300 000 words stay loaded for the class.
		if ( function_exists( 'WC' ) && Morphology::available() ) {
			delete_option( Lexicon::VERSION_OPTION ); // Other tests drop and recreate the plugin's tables.
			delete_transient( 'cosmetics_storefront_lexicon_loading' );
			Lexicon::ensure();
		}
	}

	protected function setUp(): void {
		parent::setUp();
		if ( ! Morphology::available() ) {
			$this->markTestSkipped( 'The search dictionary is not built (build/search/): run `npm run build`.' );
		}
		$this->assertTrue( Lexicon::is_loaded() );
		foreach ( self::$file['products'] as $data ) {
			$this->ids[ $data['sku'] ] = cs_search_case_product( $data );
		}
		update_option( Reindex::PENDING_OPTION, 0 );
		SearchSync::flush();
	}

	/** @return string[] the SKUs of ours among the products a Store API search answers, in its order (asked as the storefront asks: products visible in searches) */
	private function store_api( string $query, array $more = array() ): array {
		$response = $this->dispatch( 'GET', '/wc/store/v1/products', array_merge( array( 'search' => $query, 'orderby' => 'relevance', 'per_page' => 100, 'catalog_visibility' => 'search' ), $more ) );
		$this->assertSame( 200, $response->get_status(), $query . ': ' . wp_json_encode( $response->get_data() ) );
		return $this->ours( array_column( (array) $this->responseData( $response ), 'id' ) );
	}

	/** @param array<int,int|string> $ids @return string[] */
	private function ours( array $ids ): array {
		$skus = array_flip( $this->ids );
		return array_values( array_filter( array_map( static fn( $id ) => $skus[ (int) $id ] ?? null, $ids ) ) );
	}

	public function test_every_case_through_the_store_api(): void {
		foreach ( self::$file['cases'] as $case ) {
			$found = $this->store_api( $case['query'] );
			$why   = $case['query'] . ' (' . $case['why'] . '): found ' . wp_json_encode( $found );
			foreach ( $case['includes'] ?? array() as $sku ) {
				$this->assertContains( $sku, $found, $why );
			}
			foreach ( $case['excludes'] ?? array() as $sku ) {
				$this->assertNotContains( $sku, $found, $why );
			}
			if ( isset( $case['first'] ) ) {
				$this->assertSame( $case['first'], $found[0] ?? null, $why );
			}
			if ( isset( $case['corrected'] ) ) {
				$this->assertSame( $case['corrected'], ( new SearchQuery( $case['query'] ) )->corrected, $why );
			}
		}
	}

	public function test_wordpress_search_and_the_rest_api_get_the_same_results(): void {
		$query = new \WP_Query( array( 'post_type' => 'product', 's' => 'kremu pod oczy', 'posts_per_page' => 100, 'fields' => 'ids' ) );
		$this->assertSame( 'SZUK-KREM-OCZY', $this->ours( $query->posts )[0] ?? null, 'WordPress search orders by relevance' );
		$this->assertNotContains( 'SZUK-SERUM-C', $this->ours( $query->posts ) );

		wp_set_current_user( $this->createUser( 'administrator' ) );
		$response = $this->dispatch( 'GET', '/wc/v3/products', array( 'search' => 'lakiery do paznokci', 'per_page' => 100 ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertContains( 'SZUK-LAKIER-WISNIA', $this->ours( array_column( (array) $this->responseData( $response ), 'id' ) ) );
	}

	public function test_other_orders_and_the_filters_still_apply(): void {
		$by_title = $this->store_api( 'kremy', array( 'orderby' => 'title', 'order' => 'asc' ) );
		$this->assertSame( array( 'SZUK-KREM-NOC', 'SZUK-KREM-OCZY' ), $by_title, 'alphabetical: "Krem o…" before "Krem p…"' );
		$this->assertSame( array( 'SZUK-KREM-OCZY', 'SZUK-KREM-NOC' ), $this->store_api( 'kremy pod oczy' ), 'relevance: the name beats the description' );
		$category = get_term_by( 'name', 'Pielęgnacja twarzy', 'product_cat' );
		$this->assertSame( array( 'SZUK-KREM-NOC' ), $this->store_api( 'kremy', array( 'category' => (string) $category->term_id ) ) );
		$hidden = wc_get_product( $this->ids['SZUK-KREM-NOC'] );
		$hidden->set_catalog_visibility( 'hidden' );
		$hidden->save();
		SearchSync::flush();
		$this->assertSame( array( 'SZUK-KREM-OCZY' ), $this->store_api( 'kremy' ), 'a hidden product stays hidden' );
	}

	public function test_the_index_follows_the_products_changes(): void {
		$product = wc_get_product( $this->ids['SZUK-SZAMPON'] );
		$product->set_name( 'Odżywka do włosów farbowanych' );
		$product->save();
		SearchSync::flush();
		$this->assertSame( array(), $this->store_api( 'szampony' ) );
		$this->assertSame( array( 'SZUK-SZAMPON' ), $this->store_api( 'odżywki' ) );

		wp_trash_post( $this->ids['SZUK-SZAMPON'] );
		SearchSync::flush();
		$this->assertSame( array(), $this->store_api( 'odżywki' ), 'trashed' );
		wp_untrash_post( $this->ids['SZUK-SZAMPON'] );
		wp_publish_post( $this->ids['SZUK-SZAMPON'] );
		SearchSync::flush();
		$this->assertSame( array( 'SZUK-SZAMPON' ), $this->store_api( 'odżywki' ), 'restored' );

		$brand = get_term_by( 'name', 'Capilla', 'product_brand' );
		wp_update_term( $brand->term_id, 'product_brand', array( 'name' => 'Kapilaria' ) );
		SearchSync::flush();
		$this->assertSame( array( 'SZUK-SZAMPON' ), $this->store_api( 'kapilaria' ), "a brand's new name" );
		$this->assertSame( array(), $this->store_api( 'capilla' ) );

		update_post_meta( $this->ids['SZUK-SZAMPON'], '_cosmetics_ingredients', 'Aqua, Panthenol' );
		SearchSync::flush();
		$this->assertSame( array( 'SZUK-SZAMPON' ), $this->store_api( 'panthenol' ), 'ingredients written on their own' );
	}

	public function test_until_the_index_is_complete_the_search_is_woocommerces(): void {
		update_option( Reindex::PENDING_OPTION, 2 );
		$this->assertSame( array(), $this->store_api( 'kremy' ), "WooCommerce's own LIKE on the title: no 'kremy' in any name" );
		$this->assertContains( 'SZUK-KREM-OCZY', $this->store_api( 'Krem pod' ) );
	}

	public function test_synonyms_staff_add_take_effect_at_once_in_every_form(): void {
		$this->assertSame( array(), $this->store_api( 'szminki' ) );
		update_option( \CosmeticsStorefront\Search\Synonyms::OPTION, \CosmeticsStorefront\Search\Synonyms::sanitize( " szminka=pomadka \n\nmaska = maseczka = płachta\n jedno " ) );
		$this->assertSame( "szminka = pomadka\nmaska = maseczka = płachta", get_option( \CosmeticsStorefront\Search\Synonyms::OPTION ), 'cleaned: a line without "=" is not a group' );
		$this->assertSame( array( 'SZUK-POMADKA' ), $this->store_api( 'szminki' ), 'szminki → szminka = pomadka' );
		$this->assertSame( array( 'SZUK-MASKA' ), $this->store_api( 'maski' ) );
	}

	public function test_what_shoppers_look_for_is_counted_without_who(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . \CosmeticsStorefront\Search\SearchLog::table() );
		$this->store_api( 'Kremy' );
		$this->store_api( 'kremy ' );
		$this->store_api( 'kremy', array( 'page' => 2 ) ); // "Załaduj więcej": the same search, not counted again
		$this->store_api( 'zupełnie nieznane' );
		$top = \CosmeticsStorefront\Search\SearchLog::top();
		$this->assertSame( array( 'query' => 'kremy', 'searches' => 2, 'results' => 2 ), $top[0] );
		$this->assertSame( array( array( 'query' => 'zupełnie nieznane', 'searches' => 1, 'results' => 0 ) ), \CosmeticsStorefront\Search\SearchLog::top( 30, true ) );
		$this->assertSame( array( 'day', 'query', 'searches', 'results' ), array_keys( (array) $wpdb->get_row( 'SELECT * FROM ' . \CosmeticsStorefront\Search\SearchLog::table() . ' LIMIT 1', ARRAY_A ) ), 'no person, no IP' );
		\CosmeticsStorefront\Search\SearchLog::add( 'stare', 1, gmdate( 'Y-m-d', time() - 91 * DAY_IN_SECONDS ) );
		\CosmeticsStorefront\Search\SearchLog::add( 'sprzed miesiąca', 1, gmdate( 'Y-m-d', time() - 40 * DAY_IN_SECONDS ) );
		$this->assertNotContains( 'sprzed miesiąca', array_column( \CosmeticsStorefront\Search\SearchLog::top(), 'query' ), 'the last 30 days' );
		$this->assertSame( 1, \CosmeticsStorefront\Search\SearchLog::prune(), 'older than 90 days: deleted' );
	}

	/** @return array{status:int,data:array<string,mixed>} the suggestions for $q */
	private function suggest( string $q ): array {
		$response = $this->dispatch( 'GET', '/cosmetics/v1/search/suggest', array( 'q' => $q ) );
		return array(
			'status' => $response->get_status(),
			'data'   => (array) $this->responseData( $response ),
		);
	}

	public function test_suggestions_as_the_shopper_types(): void {
		$answer = $this->suggest( 'krem po' );
		$this->assertSame( 200, $answer['status'] );
		$skus = $this->ours( array_column( $answer['data']['products'], 'id' ) );
		$this->assertSame( 'SZUK-KREM-OCZY', $skus[0] ?? null, '"po" is the beginning of "pod": the name matches first' );
		$this->assertArrayHasKey( 'prices', $answer['data']['products'][0], "the Store API's own product answer" );
		$this->assertGreaterThanOrEqual( count( $answer['data']['products'] ), $answer['data']['total'] );
		$this->assertLessThanOrEqual( 6, count( $answer['data']['products'] ) );

		$found = $this->ours( array_column( $this->suggest( 'krem o' )['data']['products'], 'id' ) );
		$this->assertSame( array( 'SZUK-KREM-NOC', 'SZUK-KREM-OCZY' ), array( min( $found[0], $found[1] ), max( $found[0], $found[1] ) ), 'a last word of one letter is not a word yet: "krem" in both names, equally' );
		$this->assertSame( array( 'SZUK-POMADKA' ), array_slice( $found, 2 ), '…and the beginning of "Kremowa" after them' );

		$categories = $this->suggest( 'pielęgnacja tw' )['data']['categories'];
		$this->assertSame( array( 'Pielęgnacja twarzy' ), array_column( $categories, 'name' ), 'categories by the beginnings of their words' );

		$typo = $this->suggest( 'lakeir' )['data'];
		$this->assertSame( 'lakier', $typo['corrected'], 'no word begins with "lakeir": a typo, "Czy chodziło Ci o"' );
		$this->assertContains( 'SZUK-LAKIER-WISNIA', $this->ours( array_column( $typo['products'], 'id' ) ) );
		$this->assertSame( '', $this->suggest( 'kofein' )['data']['corrected'], 'a word on its way ("kofeiną") is no typo' );
		$this->assertSame( 1, $this->suggest( 'kofei' )['data']['total'] );
		// What Enter would list: the search made, its last word whole (nothing for 'kofei', one for 'kofeiną').
		$this->assertSame( 0, $this->suggest( 'kofei' )['data']['searched'] );
		$this->assertSame( 1, $this->suggest( 'kofeiną' )['data']['searched'] );
		$whole = $this->dispatch( 'GET', '/cosmetics/v1/search/suggest', array( 'q' => 'kofei', 'complete' => 'true' ) );
		$this->assertSame( 0, $this->responseData( $whole )['total'], 'a search made: "kofei" is a whole word, two letters from "kofeina"' );
		$none = $this->responseData( $this->dispatch( 'GET', '/cosmetics/v1/search/suggest', array( 'q' => 'lakeir różany', 'complete' => 'true' ) ) );
		$this->assertSame( 0, $none['total'] );
		$this->assertSame( array( array( 'word' => 'lakier', 'total' => 2 ), array( 'word' => 'różany', 'total' => 1 ) ), $none['words'], 'what each word finds alone, a typo as the word it was taken for' );
		$this->assertArrayNotHasKey( 'words', $typo, 'only for a search made that found nothing' );
		$this->assertSame( 400, $this->suggest( 'k' )['status'], 'from the second letter' );
		$this->assertSame( 0, $this->suggest( 'qqqqzzzz' )['data']['total'] );
	}

	public function test_suggestions_never_show_what_the_catalogue_hides(): void {
		$this->assertSame( array( 'SZUK-KREM-OCZY' ), $this->ours( array_column( $this->suggest( 'kofein' )['data']['products'], 'id' ) ) );
		$hidden = wc_get_product( $this->ids['SZUK-KREM-OCZY'] );
		$hidden->set_catalog_visibility( 'catalog' ); // shown in the shop, not in searches
		$hidden->save();
		$draft = wc_get_product( $this->ids['SZUK-KREM-NOC'] );
		$draft->set_status( 'draft' );
		$draft->save();
		SearchSync::flush();
		$this->assertSame( array(), $this->ours( array_column( $this->suggest( 'kofein' )['data']['products'], 'id' ) ), 'not shown in searches' );
		// Review 31c finding 3: the counts ("Pokaż wszystkie wyniki (N)", a word's "(N produktów)") are the
		// list's, which leaves out what searches do not show (was counted: 17 said, 15 listed).
		$this->assertSame( 0, $this->suggest( 'kofein' )['data']['total'], 'not counted either' );
		$this->assertSame( 0, $this->responseData( $this->dispatch( 'GET', '/cosmetics/v1/search/suggest', array( 'q' => 'kofeiną', 'complete' => 'true' ) ) )['total'] );
		$this->assertSame( array(), $this->ours( array_column( $this->suggest( 'odżywczy' )['data']['products'], 'id' ) ), 'a draft' );
		$this->assertSame( 0, $this->suggest( 'odżywczy' )['data']['total'] );
	}

	public function test_kept_suggestions_follow_the_index(): void {
		// The first letters are kept between requests even without an object cache; a change to a product
		// makes the kept answer out of date at once (the catalogue version), never a stale suggestion.
		$first = $this->suggest( 'zm' )['data'];
		$this->assertContains( 'SZUK-ZMYWACZ', $this->ours( array_column( $first['products'], 'id' ) ) );
		$this->assertSame( $first, $this->suggest( 'zm' )['data'], 'asked again: the same answer' );
		$product = wc_get_product( $this->ids['SZUK-ZMYWACZ'] );
		$product->set_name( 'Płyn bez acetonu' );
		$product->save();
		SearchSync::flush();
		$this->assertNotContains( 'SZUK-ZMYWACZ', $this->ours( array_column( $this->suggest( 'zm' )['data']['products'], 'id' ) ) );
		$this->assertContains( 'SZUK-ZMYWACZ', $this->ours( array_column( $this->suggest( 'pł' )['data']['products'], 'id' ) ) );

		// What finds nothing is not kept: nobody fills the options table with made-up letters.
		global $wpdb;
		$entries = static fn(): int => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_cosmetics\\_storefront\\_listing\\_%'" );
		$before  = $entries();
		foreach ( array( 'qx', 'qxz', 'żźx' ) as $nothing ) {
			$this->assertSame( 0, $this->suggest( $nothing )['data']['total'] );
		}
		$this->assertSame( $before, $entries() );
	}

	public function test_with_elasticpress_the_store_api_search_takes_the_path_elasticpress_takes_over(): void {
		// What ElasticPress 5 reads where it takes a query over (posts_pre_query): `ep_integrate`
		// (Indexable::elasticpress_enabled) and the words in `s` (Post::format_args).
		$seen    = array();
		$capture = static function ( $posts, $query ) use ( &$seen ) {
			if ( $query instanceof \WP_Query && in_array( 'product', (array) $query->get( 'post_type' ), true ) && '' !== (string) $query->get( 's' ) . (string) $query->get( 'search' ) . (string) $query->get( ProductSearch::VAR ) ) {
				$seen[] = array( (bool) $query->get( 'ep_integrate' ), (string) $query->get( 's' ), (string) $query->get( 'search' ), (string) $query->get( ProductSearch::VAR ), (string) $query->get( 'orderby' ) );
			}
			return $posts;
		};
		add_filter( 'posts_pre_query', $capture, 10, 2 );
		add_filter( 'cosmetics_storefront_search_elasticpress', '__return_true' );
		$this->store_api( 'kremu pod oczy' );
		remove_filter( 'cosmetics_storefront_search_elasticpress', '__return_true' );
		$this->assertSame( array( true, 'kremu pod oczy', '', '', 'relevance' ), $seen[0] ?? null, "ElasticPress's flag and words; the plugin's index and WooCommerce's LIKE stand aside" );

		$seen = array();
		$this->assertContains( 'SZUK-KREM-OCZY', $this->store_api( 'kremu pod oczy' ), 'without ElasticPress: the index' );
		remove_filter( 'posts_pre_query', $capture, 10 );
		$this->assertSame( array( false, '', '', 'kremu pod oczy', 'relevance' ), $seen[0] ?? null );
	}

	public function test_the_dictionary_knows_polish_forms(): void {
		$lemmas = Morphology::lemmas_of( array( 'paznokci', 'wodzie', 'soli', 'perfumowane' ), array( Lexicon::class, 'lookup' ) );
		$this->assertContains( 'paznokieć', $lemmas['paznokci'] );
		$this->assertContains( 'woda', $lemmas['wodzie'] );
		$this->assertContains( 'sól', $lemmas['soli'] );
		$this->assertContains( 'perfumować', $lemmas['perfumowane'] );
		$this->assertSame( 1, SearchQuery::distance( 'lakeir', 'lakier' ) );
		$this->assertSame( 2, SearchQuery::distance( 'lakeir', 'laker' ) + 1 );
	}
}
