<?php
/**
 * Demo product safety data for the local dev site, a step of its own after the seed
 * (scripts/lib/site.mjs, marker safety.done), so a dev shop seeded before gets it on its next start.
 * Data: scripts/site/seed/safety-data.php.
 *
 * Idempotent and careful: fills only what is empty (a brand's field, a product's INCI list, warnings,
 * GTIN), never overwrites what staff typed; brands are assigned to products that have none (a shop
 * seeded when its WooCommerce had no product_brand taxonomy).
 */

require __DIR__ . '/lib/bootstrap.php';

use CosmeticsStorefront\Catalogue\ProductSafety\Brands;
use CosmeticsStorefront\Catalogue\ProductSafety\SafetyFields;

if ( ! function_exists( 'WC' ) || ! class_exists( SafetyFields::class ) ) {
	cs_fail( 'WooCommerce or the cosmetics-storefront plugin is not active.' );
}
if ( ! taxonomy_exists( Brands::TAXONOMY ) ) {
	cs_fail( 'The product_brand taxonomy is not registered.' );
}

$cs_catalogue = require __DIR__ . '/seed/data.php';
$cs_safety    = require __DIR__ . '/seed/safety-data.php';
add_filter( 'pre_wp_mail', '__return_true', 1 );

/** EAN-13 with the Polish prefix 590 and a valid check digit, stable per SKU (fictional). */
function cs_demo_ean( string $sku ): string {
	$digits = '590' . str_pad( (string) ( crc32( 'cosmetics-demo-' . $sku ) % 1000000000 ), 9, '0', STR_PAD_LEFT );
	$sum    = 0;
	foreach ( str_split( $digits ) as $i => $digit ) {
		$sum += (int) $digit * ( 0 === $i % 2 ? 1 : 3 );
	}
	return $digits . ( ( 10 - $sum % 10 ) % 10 );
}

// Brands: the manufacturer and, outside the EU, the responsible person.
$cs_brand_ids = array();
$cs_filled    = 0;
foreach ( $cs_safety['brands'] as $cs_name => $cs_parties ) {
	$cs_term = get_term_by( 'name', $cs_name, Brands::TAXONOMY );
	if ( ! $cs_term ) {
		$cs_new = wp_insert_term( $cs_name, Brands::TAXONOMY );
		if ( is_wp_error( $cs_new ) ) {
			cs_fail( 'Brand ' . $cs_name . ': ' . $cs_new->get_error_message() );
		}
		$cs_term = get_term( $cs_new['term_id'], Brands::TAXONOMY );
	}
	$cs_brand_ids[ $cs_name ] = (int) $cs_term->term_id;
	foreach ( array( 'manufacturer' => $cs_parties[0], 'responsible' => $cs_parties[1] ) as $cs_party => $cs_fields ) {
		foreach ( (array) $cs_fields as $cs_field => $cs_value ) {
			$cs_key = SafetyFields::term_key( $cs_party, $cs_field );
			if ( '' !== $cs_value && '' === (string) get_term_meta( $cs_term->term_id, $cs_key, true ) ) {
				update_term_meta( $cs_term->term_id, $cs_key, $cs_value );
				++$cs_filled;
			}
		}
	}
}

// Products: brand, INCI, warnings, GTIN (variations their own), the deliberate override.
$cs_brand_of = array();
foreach ( $cs_catalogue['products'] as $cs_row ) {
	$cs_brand_of[ $cs_row[0] ] = $cs_row[2];
}
$cs_variations = array();
foreach ( $cs_catalogue['variable'] as $cs_v ) {
	$cs_brand_of[ $cs_v['sku'] ]   = $cs_v['brand'];
	$cs_variations[ $cs_v['sku'] ] = array_column( $cs_v['variations'], 1 );
}
$cs_products = 0;
foreach ( $cs_safety['products'] as $cs_sku => list( $cs_base, $cs_actives, $cs_warn ) ) {
	$cs_id = wc_get_product_id_by_sku( $cs_sku );
	$cs_p  = $cs_id ? wc_get_product( $cs_id ) : null;
	if ( ! $cs_p ) {
		continue;
	}
	if ( isset( $cs_brand_of[ $cs_sku ], $cs_brand_ids[ $cs_brand_of[ $cs_sku ] ] ) && ! has_term( '', Brands::TAXONOMY, $cs_id ) ) {
		wp_set_object_terms( $cs_id, array( $cs_brand_ids[ $cs_brand_of[ $cs_sku ] ] ), Brands::TAXONOMY );
	}
	$cs_set = static function ( string $key, string $value ) use ( $cs_p ): void {
		if ( '' !== $value && '' === (string) $cs_p->get_meta( $key, true, 'edit' ) ) {
			$cs_p->update_meta_data( $key, $value );
		}
	};
	if ( null !== $cs_base ) {
		$cs_inci = str_replace( array( ', {A}', '{A}, ', '{A}' ), '' === $cs_actives ? '' : array( ', ' . $cs_actives, $cs_actives . ', ', $cs_actives ), $cs_safety['bases'][ $cs_base ] );
		$cs_set( SafetyFields::product_key( null, SafetyFields::INGREDIENTS ), $cs_inci );
	}
	if ( null !== $cs_warn ) {
		$cs_set( SafetyFields::product_key( null, SafetyFields::WARNINGS ), $cs_safety['warnings'][ $cs_warn ] );
	}
	foreach ( (array) ( $cs_safety['overrides'][ $cs_sku ] ?? array() ) as $cs_field => $cs_value ) {
		$cs_set( SafetyFields::product_key( 'manufacturer', $cs_field ), $cs_value );
	}
	$cs_gtin_items = array( $cs_sku => $cs_p );
	foreach ( $cs_variations[ $cs_sku ] ?? array() as $cs_vsku ) {
		$cs_vid = wc_get_product_id_by_sku( $cs_vsku );
		if ( $cs_vid ) {
			$cs_gtin_items[ $cs_vsku ] = wc_get_product( $cs_vid );
		}
	}
	foreach ( $cs_gtin_items as $cs_item_sku => $cs_item ) {
		if ( $cs_item && method_exists( $cs_item, 'set_global_unique_id' ) && '' === (string) $cs_item->get_global_unique_id( 'edit' ) ) {
			try {
				$cs_item->set_global_unique_id( cs_demo_ean( $cs_item_sku ) );
				if ( $cs_item !== $cs_p ) {
					$cs_item->save();
				}
			} catch ( \Throwable $e ) {
				cs_say( '  GTIN of ' . $cs_item_sku . ' not set: ' . $e->getMessage() );
			}
		}
	}
	$cs_p->save();
	++$cs_products;
}
wc_delete_product_transients();

cs_say( sprintf( 'Product safety data: %d brands (%d fields filled), %d products; deliberately incomplete: SP-002, PF-005, MK-007.', count( $cs_brand_ids ), $cs_filled, $cs_products ) );
