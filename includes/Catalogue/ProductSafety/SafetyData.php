<?php
/**
 * A product's safety information as shoppers and search engines get it: its brand (the
 * first `product_brand` term), the manufacturer and EU responsible person (the product's own, else its
 * brand's: Domain\ProductSafetyRules::pick_party), the ingredients, the warnings and the GTIN
 * (WooCommerce's global unique ID). A variation has the data of its parent, with its own GTIN when it
 * has one. Nothing is filled in that staff did not enter, and each stored value is checked again by
 * its field's rule as it is read (SafetyFields::valid_or_empty): a refused one counts as not given.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Catalogue\ProductSafety;

use CosmeticsStorefront\Domain\ProductSafetyRules;

defined( 'ABSPATH' ) || exit;

final class SafetyData {

	/**
	 * @return array{brand:?\WP_Term, manufacturer:?array<string,string>, responsible:?array<string,string>, ingredients:string, warnings:string, gtin:string}
	 */
	public static function resolve( \WC_Product $product ): array {
		$parent = $product;
		if ( $product->is_type( 'variation' ) && $product->get_parent_id() ) {
			$found  = wc_get_product( $product->get_parent_id() );
			$parent = $found instanceof \WC_Product ? $found : $product;
		}
		$brand   = Brands::of_product( $parent->get_id() );
		$parties = array();
		foreach ( SafetyFields::PARTIES as $party ) {
			$own       = self::party( static fn( string $field ): string => (string) $parent->get_meta( SafetyFields::product_key( $party, $field ), true, 'edit' ) );
			$inherited = $brand ? self::party( static fn( string $field ): string => (string) get_term_meta( $brand->term_id, SafetyFields::term_key( $party, $field ), true ) ) : array();
			$parties[ $party ] = ProductSafetyRules::pick_party( $own, $inherited );
		}
		$gtin = self::gtin( $product );
		if ( '' === $gtin && $parent !== $product ) {
			$gtin = self::gtin( $parent );
		}
		return array(
			'brand'        => $brand,
			'manufacturer' => $parties['manufacturer'],
			'responsible'  => $parties['responsible'],
			'ingredients'  => SafetyFields::valid_or_empty( SafetyFields::INGREDIENTS, $parent->get_meta( SafetyFields::product_key( null, SafetyFields::INGREDIENTS ), true, 'edit' ) ),
			'warnings'     => SafetyFields::valid_or_empty( SafetyFields::WARNINGS, $parent->get_meta( SafetyFields::product_key( null, SafetyFields::WARNINGS ), true, 'edit' ) ),
			'gtin'         => $gtin,
		);
	}

	/**
	 * What the product lacks (Polish words; empty = complete).
	 *
	 * @return string[]
	 */
	public static function missing( \WC_Product $product ): array {
		$data = self::resolve( $product );
		return ProductSafetyRules::missing( $data['manufacturer'], $data['responsible'], $data['warnings'], SafetyFields::eu_countries() );
	}

	/** WooCommerce's GTIN/EAN/UPC/ISBN field (9.2+), '' where the version has none. */
	public static function gtin( \WC_Product $product ): string {
		return method_exists( $product, 'get_global_unique_id' ) ? trim( (string) $product->get_global_unique_id( 'edit' ) ) : '';
	}

	/** A country code as its Polish name (WooCommerce's list), '' when unknown. */
	public static function country_name( string $code ): string {
		$countries = SafetyFields::countries();
		return '' !== $code && isset( $countries[ $code ] ) ? html_entity_decode( wp_strip_all_tags( $countries[ $code ] ), ENT_QUOTES, 'UTF-8' ) : '';
	}

	/**
	 * The Store API's shape (extensions['cosmetics-storefront'].product_safety): only what is given;
	 * a party as { name, address, country, email, url } with absent fields left out.
	 *
	 * @return array{brand:?string, manufacturer:?array<string,string>, responsible_person:?array<string,string>, ingredients:?string, warnings:?string, gtin:?string}
	 */
	public static function for_store_api( \WC_Product $product ): array {
		$data = self::resolve( $product );
		return array(
			'brand'              => $data['brand'] ? html_entity_decode( $data['brand']->name, ENT_QUOTES, 'UTF-8' ) : null,
			'manufacturer'       => self::public_party( $data['manufacturer'] ),
			'responsible_person' => self::public_party( $data['responsible'] ),
			'ingredients'        => '' !== $data['ingredients'] ? $data['ingredients'] : null,
			'warnings'           => '' !== $data['warnings'] ? $data['warnings'] : null,
			'gtin'               => '' !== $data['gtin'] ? $data['gtin'] : null,
		);
	}

	/**
	 * @param array<string,string>|null $party
	 * @return array<string,string>|null
	 */
	private static function public_party( ?array $party ): ?array {
		if ( null === $party ) {
			return null;
		}
		$out = array();
		foreach ( $party as $field => $value ) {
			if ( 'country' === $field ) {
				$value = self::country_name( $value );
			}
			if ( '' !== $value ) {
				$out[ $field ] = $value;
			}
		}
		return $out ? $out : null;
	}

	/**
	 * @param callable(string):string $read
	 * @return array<string,string>
	 */
	private static function party( callable $read ): array {
		$out = array();
		foreach ( ProductSafetyRules::PARTY_FIELDS as $field ) {
			$out[ $field ] = SafetyFields::valid_or_empty( $field, $read( $field ) );
		}
		return $out;
	}
}
