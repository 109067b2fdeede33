<?php
/**
 * Issue 31 review (8): one address per list. A misspelt list address (order, defaults, ignored values, a
 * parameter twice, a search that is nothing) is a 301 to the address Domain\ShopFilters writes, campaign
 * parameters kept; another plugin's parameter is left alone; only a list's bounded addresses (category,
 * sort, page) are pages a shared cache may keep.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use CosmeticsStorefront\Domain\ShopFilters;
use CosmeticsStorefront\Storefront\ShopAddress;

final class ShopAddressTest extends WooCommerceTestCase {

	protected function setUp(): void {
		parent::setUp();
		wp_insert_term( 'Twarz', 'product_cat', array( 'slug' => 'twarz-adres' ) );
		$product = new \WC_Product_Simple();
		$product->set_name( 'Krem adresowy' );
		$product->set_status( 'publish' );
		$product->set_regular_price( '50.00' );
		$product->save();
	}

	/** @return array<string,array{0:string,1:string}> */
	public static function misspelt(): array {
		return array(
			'defaults a GET form sends' => array( '/sklep?sort=date&price_min=0&price_max=800', '/sklep' ),
			'blank search'              => array( '/sklep?search=&sort=price-asc', '/sklep?sort=price-asc' ),
			'out of order'              => array( '/sklep?price_max=100&search=krem&sort=price-asc', '/sklep?search=krem&sort=price-asc&price_max=100' ),
			'a search of markup'        => array( '/sklep?search=%3Cb%3E%3C%2Fb%3E', '/sklep' ),
			'a long search'             => array( '/sklep?search=' . str_repeat( 'x', 8000 ), '/sklep?search=' . str_repeat( 'x', 100 ) ),
			'control characters'        => array( '/sklep?search=krem%00%0Anocny%C3', '/sklep?search=krem+nocny' ),
			'page 02'                   => array( '/sklep?page=02', '/sklep' ),
			'page " 2"'                 => array( '/sklep?page=%202', '/sklep' ),
			'page[]'                    => array( '/sklep?page%5B%5D=2', '/sklep' ),
			'page before a filter'      => array( '/sklep?page=2&sort=price-desc', '/sklep?sort=price-desc&page=2' ),
			'a parameter twice'         => array( '/sklep?sort=price-asc&sort=price-desc', '/sklep?sort=price-asc' ),
			'the category of the path'  => array( '/sklep/category/twarz-adres?category=inna&sort=date', '/sklep/category/twarz-adres' ),
			'campaign kept'             => array( '/sklep?utm_source=news&sort=date&gclid=abc', '/sklep?utm_source=news&gclid=abc' ),
			'price.min (PHP: price_min)' => array( '/sklep?price.min=10', '/sklep' ),
		);
	}

	/** @dataProvider misspelt */
	public function test_a_misspelt_list_address_is_a_301_to_the_one_the_shop_writes( string $url, string $to ): void {
		$this->renderPage( $url );
		$this->assertSame(
			array(
				'location' => $to,
				'status'   => 301,
			),
			$this->redirect,
			$url
		);
		$this->renderPage( $to );
		$this->assertNull( $this->redirect, $to . ' is written so: no loop' );
	}

	public function test_written_addresses_and_other_plugins_parameters_are_left_as_they_are(): void {
		foreach ( array( '/sklep', '/sklep?sort=price-asc', '/sklep?category=twarz-adres&search=krem', '/sklep/category/twarz-adres?search=krem+nocny&price_min=10', '/sklep?utm_source=news', '/sklep?search=krem%20nocny', '/sklep?preview=true&sort=date', '/sklep?sort=date&add-to-cart=1', '/kontakt?sort=date', '/sklep/product/1?sort=date' ) as $url ) {
			$this->renderPage( $url );
			$this->assertNull( $this->redirect, $url );
		}
	}

	public function test_a_post_is_not_redirected(): void {
		$this->assertNull( ShopAddress::canonical( 'kontakt', array( array( 'sort', 'date' ) ) ), 'not a list' );
		$this->assertSame( '/sklep', ShopAddress::canonical( 'sklep', array( array( 'sort', 'date' ) ) ) );
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_SERVER['QUERY_STRING']   = 'sort=date';
		ShopAddress::redirect(); // Would exit on a redirect.
		$this->assertTrue( true );
		$_SERVER['REQUEST_METHOD'] = 'GET';
		unset( $_SERVER['QUERY_STRING'] );
	}

	public function test_only_a_lists_bounded_addresses_are_shared_pages(): void {
		$pairs = static fn( string $query ): array => ShopFilters::query_pairs( $query );
		foreach ( array( '', 'sort=price-asc', 'page=2', 'sort=price-desc&page=3', 'category=twarz' ) as $query ) {
			$this->assertTrue( ShopAddress::shared( 'sklep', $pairs( $query ) ), $query );
		}
		$this->assertTrue( ShopAddress::shared( 'sklep/category/twarz', $pairs( 'sort=price-asc' ) ) );
		foreach ( array( 'search=krem', 'price_min=10', 'price_max=100', 'utm_source=x', 'gclid=1', 'foo=1', 'sort=date', 'page=02', 'category=twarz&sort=price-asc&x=1' ) as $query ) {
			$this->assertFalse( ShopAddress::shared( 'sklep', $pairs( $query ) ), $query );
		}
		$this->assertFalse( ShopAddress::shared( 'sklep/category/twarz', $pairs( 'category=twarz' ) ) );
		$this->assertTrue( ShopAddress::shared( 'sklep/product/12', $pairs( 'foo=1' ) ), 'not a list: CacheHeaders decides as before' );
	}
}
