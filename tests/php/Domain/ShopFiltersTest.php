<?php
/**
 * Domain\ShopFilters against the cases src/domain/shopFilters.ts is tested with
 * (src/domain/test/shop-filter-cases.json): the address's filters read, the address written back, the
 * Store API list asked for them and its path, character for character.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Domain;

use CosmeticsStorefront\Domain\ShopFilters;
use PHPUnit\Framework\TestCase;

final class ShopFiltersTest extends TestCase {

	/** @return array<string,mixed> */
	private static function file(): array {
		return json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/src/domain/test/shop-filter-cases.json' ), true );
	}

	/** @return array<string,array{0:?string,1:string,2:array<string,mixed>,3:string,4:array<string,mixed>}> */
	public static function read_cases(): array {
		$cases = array();
		foreach ( self::file()['read'] as $case ) {
			$cases[ ( $case['path'] ?? '-' ) . ' ?' . $case['query'] ] = array( $case['path'], $case['query'], $case['filters'], $case['url'], $case['store'] );
		}
		return $cases;
	}

	/** @dataProvider read_cases */
	public function test_reads_and_writes_the_address_as_the_app( ?string $path, string $query_string, array $filters, string $url, array $store ): void {
		parse_str( $query_string, $query );
		$read = ShopFilters::read( $path, $query );
		$this->assertSame(
			$filters,
			array(
				'category' => $read['category'],
				'search'   => $read['search'],
				'sort'     => $read['sort'],
				'price'    => array(
					'min' => $read['price_min'],
					'max' => $read['price_max'],
				),
			)
		);
		$this->assertSame( $url, '/' . ShopFilters::url( $read, null !== $path ) );
		$asked = ShopFilters::store_query( $read, null !== $read['category'] ? 7 : null );
		ksort( $asked );
		ksort( $store );
		$this->assertSame( $store, $asked );
	}

	public function test_the_lists_rest_path_is_the_apps(): void {
		foreach ( self::file()['paths'] as $case ) {
			$this->assertSame( $case['path'], ShopFilters::rest_path( '/wc/store/v1/products', $case['store'] ) );
		}
	}

	public function test_hostile_input_is_ignored_or_kept_as_text(): void {
		$read = ShopFilters::read(
			null,
			array(
				'sort'      => array( 'price-asc' ),
				'price_min' => array( '10' ),
				'search'    => "krem\xC3\x28<script>",
				'category'  => array( 'x' ),
			)
		);
		$this->assertNull( $read['sort'], 'not a string' );
		$this->assertSame( 0, $read['price_min'] );
		$this->assertNull( $read['category'] );
		$this->assertSame( 'krem(', $read['search'], 'broken bytes dropped, markup taken out' );
		$this->assertSame( 'sklep?search=krem%28', ShopFilters::url( $read, false ) );
		$this->assertSame( 800, ShopFilters::read( null, array( 'price_min' => str_repeat( '9', 9 ) ) )['price_min'] );
		$this->assertSame( 0, ShopFilters::read( null, array( 'price_min' => str_repeat( '9', 5000 ) ) )['price_min'], 'too long: not a price' );
	}

	public function test_the_sort_options_are_the_apps(): void {
		$this->assertSame( array( 'date', 'price-asc', 'price-desc' ), array_keys( ShopFilters::sort_options( false ) ) );
		$this->assertSame( array( 'relevance', 'date', 'price-asc', 'price-desc' ), array_keys( ShopFilters::sort_options( true ) ) );
		$this->assertSame( 'Trafność', ShopFilters::sort_options( true )['relevance'] );
		$ts = (string) file_get_contents( dirname( __DIR__, 3 ) . '/src/domain/shopFilters.ts' );
		foreach ( ShopFilters::sort_options( true ) as $value => $label ) {
			$this->assertStringContainsString( "{ value: '" . $value . "', label: '" . $label . "' }", $ts, 'SORT_OPTIONS / RELEVANCE' );
		}
	}

	/** @return array<string,array{0:string,1:int,2:int}> */
	public static function page_cases(): array {
		$cases = array();
		foreach ( self::file()['page'] as $case ) {
			$cases[ '?' . $case['query'] ] = array( $case['query'], $case['page'], $case['shown'] );
		}
		return $cases;
	}

	/** @dataProvider page_cases */
	public function test_the_page_an_address_asks_for_is_the_apps( string $query_string, int $page, int $shown ): void {
		parse_str( $query_string, $query );
		$this->assertSame( $page, ShopFilters::page( $query['page'] ?? null ) );
		$this->assertSame( $shown, ShopFilters::pages_shown( ShopFilters::page( $query['page'] ?? null ) ) );
	}

	public function test_a_page_past_the_lists_last_does_not_exist(): void {
		foreach ( self::file()['pageExists'] as $case ) {
			$this->assertSame( $case['exists'], ShopFilters::page_exists( $case['page'], $case['totalPages'] ), wp_json_encode( $case ) );
		}
		$this->assertSame( 'sklep/category/x?sort=price-asc&page=3', ShopFilters::url( ShopFilters::read( 'x', array( 'sort' => 'price-asc' ) ), true, 3 ) );
		$this->assertSame( 'sklep', ShopFilters::url( ShopFilters::read( null, array() ), false, 1 ) );
	}

	/** @return array<string,array{0:string,1:string}> */
	public static function search_cases(): array {
		$cases = array();
		foreach ( self::file()['search'] as $i => $case ) {
			$cases[ $i . ' ' . mb_substr( (string) wp_json_encode( $case['raw'] ), 0, 40 ) ] = array( $case['raw'], $case['search'] );
		}
		return $cases;
	}

	/** @dataProvider search_cases */
	public function test_the_search_is_what_is_shown_and_what_the_store_api_searches( string $raw, string $search ): void {
		$this->assertSame( $search, ShopFilters::search( $raw ) );
		$this->assertSame( $search, ShopFilters::read( null, array( 'search' => $raw ) )['search'] );
		$this->assertSame( $search, ShopFilters::search( $search ), 'the rule kept' );
		// What the Store API searches (its `search` argument is sanitize_text_field()ed) is what is shown.
		$this->assertSame( $search, sanitize_text_field( $search ) );
		$this->assertLessThanOrEqual( ShopFilters::SEARCH_MAX_LENGTH, mb_strlen( $search ) );
	}

	public function test_broken_utf8_and_control_characters_leave_the_search_and_the_category(): void {
		foreach ( self::file()['category'] as $case ) {
			$this->assertSame( $case['category'], ShopFilters::read( null, array( 'category' => $case['raw'] ) )['category'], wp_json_encode( $case ) );
			$this->assertSame( $case['category'], ShopFilters::read( $case['raw'], array() )['category'], 'the path\'s category: ' . wp_json_encode( $case ) );
		}
		// Bytes that are not UTF-8 (the browser reads each as U+FFFD, which the rule drops).
		$this->assertSame( 'krem nocny', ShopFilters::read( null, array( 'search' => "krem\xC3 \xFF\xFEnocny\xE2\x82" ) )['search'] );
		$this->assertSame( 'twarz', ShopFilters::read( null, array( 'category' => "twarz\xC3" ) )['category'] );
		$this->assertSame( 'sklep?category=twarz&search=krem', ShopFilters::url( ShopFilters::read( null, array( 'category' => "twarz\x00\x1B", 'search' => "\x7Fkrem\xC2\x85" ) ), false ) );
	}
}
