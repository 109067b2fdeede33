<?php
/**
 * The products of tests/search-cases.json, made the same way by PHPUnit (Search/SearchTest) and by the dev
 * shop's fixtures (scripts/site/shop-fixtures.php search-products, for tests/e2e/search.test.mjs). Their SKUs
 * start SZUK-; a brand or category term they needed and the shop lacked is marked, so removing them leaves
 * the shop's own terms alone.
 *
 * @package CosmeticsStorefront
 */

/** Term meta on the brands and categories made for the case products. */
const CS_SEARCH_CASE_TERM = '_cosmetics_search_case';

/** @return array{about:string, products:array<int,array<string,string>>, cases:array<int,array<string,mixed>>} */
function cs_search_cases(): array {
	return json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/tests/search-cases.json' ), true );
}

/**
 * A case product, made or reset by its SKU: name, brand, category, INCI list, descriptions, EAN, published
 * and visible, 49.00 zł.
 *
 * @param array<string,string> $data One entry of the case file's "products".
 */
function cs_search_case_product( array $data ): int {
	$id      = wc_get_product_id_by_sku( $data['sku'] );
	$product = $id ? wc_get_product( $id ) : new \WC_Product_Simple();
	$product->set_name( $data['name'] );
	$product->set_sku( $data['sku'] );
	$product->set_regular_price( '49.00' );
	$product->set_sale_price( '' );
	$product->set_status( 'publish' );
	$product->set_catalog_visibility( 'visible' );
	$product->set_short_description( $data['short'] );
	$product->set_description( $data['description'] );
	if ( isset( $data['ean'] ) && method_exists( $product, 'set_global_unique_id' ) ) {
		$product->set_global_unique_id( $data['ean'] );
	}
	$product->update_meta_data( '_cosmetics_ingredients', $data['ingredients'] );
	$product->save();
	foreach ( array( 'product_cat' => $data['category'], 'product_brand' => $data['brand'] ) as $taxonomy => $name ) {
		wp_set_object_terms( $product->get_id(), array( cs_search_case_term( $name, $taxonomy ) ), $taxonomy );
	}
	return $product->get_id();
}

/** The term of that name, made (and marked) when the shop has none. */
function cs_search_case_term( string $name, string $taxonomy ): int {
	$found = term_exists( $name, $taxonomy );
	if ( $found ) {
		return (int) $found['term_id'];
	}
	$made = wp_insert_term( $name, $taxonomy );
	add_term_meta( (int) $made['term_id'], CS_SEARCH_CASE_TERM, '1', true );
	return (int) $made['term_id'];
}

/** Deletes the case products for good, and the terms made for them. @return int how many products. */
function cs_search_case_products_remove(): int {
	$removed = 0;
	foreach ( cs_search_cases()['products'] as $data ) {
		$id = wc_get_product_id_by_sku( $data['sku'] );
		if ( $id && wc_get_product( $id )->delete( true ) ) {
			++$removed;
		}
	}
	// The marked terms by their meta, in SQL: get_terms() cannot be asked, WooCommerce puts its own
	// meta_key ("order") in every product_cat query, which would name every category of the shop.
	global $wpdb;
	$made = $wpdb->get_col( $wpdb->prepare( "SELECT term_id FROM {$wpdb->termmeta} WHERE meta_key = %s", CS_SEARCH_CASE_TERM ) );
	foreach ( array_map( 'intval', $made ) as $term_id ) {
		$term = get_term( $term_id );
		if ( $term instanceof \WP_Term && in_array( $term->taxonomy, array( 'product_cat', 'product_brand' ), true ) ) {
			wp_delete_term( $term_id, $term->taxonomy );
		}
	}
	return $removed;
}
