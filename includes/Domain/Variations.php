<?php
/**
 * A variable product's choice of variant, read from Store API answers (as arrays): the attributes the
 * variations differ by, the default choice, the variation a complete choice names and which terms can
 * still lead to a variation. src/domain/variations.ts (the app's VariationPicker) has the same rules;
 * the server's first screen (Storefront\Screens\VariationPicker) reads them here. No WordPress here.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class Variations {

	/**
	 * variationAttributes(): the attributes with `has_variations`.
	 *
	 * @param array<string,mixed> $product
	 * @return array<int,array<string,mixed>>
	 */
	public static function attributes( array $product ): array {
		$found = array();
		foreach ( is_array( $product['attributes'] ?? null ) ? $product['attributes'] : array() as $attribute ) {
			if ( is_array( $attribute ) && ! empty( $attribute['has_variations'] ) && is_string( $attribute['name'] ?? null ) ) {
				$attribute['terms'] = array_values( array_filter( is_array( $attribute['terms'] ?? null ) ? $attribute['terms'] : array(), static fn( $term ): bool => is_array( $term ) && is_string( $term['slug'] ?? null ) ) );
				$found[]            = $attribute;
			}
		}
		return $found;
	}

	/**
	 * The variations the parent lists: `[{ id, attributes: [{ name, value }] }]`.
	 *
	 * @param array<string,mixed> $product
	 * @return array<int,array{id:int, attributes:array<int,array{name:string, value:?string}>}>
	 */
	private static function variations( array $product ): array {
		$found = array();
		foreach ( is_array( $product['variations'] ?? null ) ? $product['variations'] : array() as $variation ) {
			if ( ! is_array( $variation ) ) {
				continue;
			}
			$attributes = array();
			foreach ( is_array( $variation['attributes'] ?? null ) ? $variation['attributes'] : array() as $attribute ) {
				if ( is_array( $attribute ) && is_string( $attribute['name'] ?? null ) ) {
					$attributes[] = array(
						'name'  => $attribute['name'],
						'value' => is_string( $attribute['value'] ?? null ) ? $attribute['value'] : null,
					);
				}
			}
			$found[] = array(
				'id'         => (int) ( $variation['id'] ?? 0 ),
				'attributes' => $attributes,
			);
		}
		return $found;
	}

	/**
	 * ProductScreen.tsx isVariable: attributes to choose and variations to choose from.
	 *
	 * @param array<string,mixed> $product
	 */
	public static function is_variable( array $product ): bool {
		return self::attributes( $product ) && self::variations( $product );
	}

	/**
	 * defaultSelection(): attribute name → the default term's slug, '' where none.
	 *
	 * @param array<string,mixed> $product
	 * @return array<string,string>
	 */
	public static function default_selection( array $product ): array {
		$selection = array();
		foreach ( self::attributes( $product ) as $attribute ) {
			$selection[ $attribute['name'] ] = '';
			foreach ( $attribute['terms'] as $term ) {
				if ( ! empty( $term['default'] ) ) {
					$selection[ $attribute['name'] ] = $term['slug'];
					break;
				}
			}
		}
		return $selection;
	}

	private static function same( string $a, string $b ): bool {
		return mb_strtolower( $a, 'UTF-8' ) === mb_strtolower( $b, 'UTF-8' );
	}

	/**
	 * findVariationId(): the variation of a complete choice (a variation's null value accepts any), else null.
	 *
	 * @param array<string,mixed>  $product
	 * @param array<string,string> $selection
	 */
	public static function find_variation_id( array $product, array $selection ): ?int {
		$attributes = self::attributes( $product );
		if ( ! $attributes ) {
			return null;
		}
		foreach ( $attributes as $attribute ) {
			if ( '' === ( $selection[ $attribute['name'] ] ?? '' ) ) {
				return null;
			}
		}
		foreach ( self::variations( $product ) as $variation ) {
			$match = true;
			foreach ( $variation['attributes'] as $attribute ) {
				$chosen = $selection[ $attribute['name'] ] ?? null;
				if ( null !== $attribute['value'] && '' !== $attribute['value'] && ( null === $chosen || ! self::same( $chosen, $attribute['value'] ) ) ) {
					$match = false;
					break;
				}
			}
			if ( $match ) {
				return $variation['id'];
			}
		}
		return null;
	}

	/**
	 * isTermAvailable(): whether choosing $slug for $attribute can still lead to a variation.
	 *
	 * @param array<string,mixed>  $product
	 * @param array<string,string> $selection
	 */
	public static function is_term_available( array $product, array $selection, string $attribute, string $slug ): bool {
		foreach ( self::variations( $product ) as $variation ) {
			$match = true;
			foreach ( $variation['attributes'] as $item ) {
				$value = $item['value'];
				if ( null === $value || '' === $value ) {
					continue;
				}
				if ( $item['name'] === $attribute ) {
					$match = self::same( $value, $slug );
				} else {
					$chosen = $selection[ $item['name'] ] ?? '';
					$match  = '' === $chosen || self::same( $chosen, $value );
				}
				if ( ! $match ) {
					break;
				}
			}
			if ( $match ) {
				return true;
			}
		}
		return false;
	}
}
