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
		$this->assertTrue( mb_check_encoding( $read['search'], 'UTF-8' ), 'broken bytes replaced' );
		$this->assertStringContainsString( '<script>', $read['search'], 'text, escaped where it is printed' );
		$this->assertSame( 'sklep?search=krem%EF%BF%BD%28%3Cscript%3E', ShopFilters::url( $read, false ) );
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
}
