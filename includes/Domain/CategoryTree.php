<?php
/**
 * The shop's category tree (src/domain/categories.ts categoryTree(); spec: only the configured
 * top-level categories, in the configured order, each with its direct children), from the Store API's
 * categories answer read as arrays. No WordPress here.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class CategoryTree {

	/**
	 * @param array<int,array<string,mixed>> $categories
	 * @param array<int,int|string>          $top_level_ids
	 * @return array<int,array{category:array<string,mixed>, children:array<int,array<string,mixed>>}>
	 */
	public static function build( array $categories, array $top_level_ids ): array {
		$by_id = array();
		foreach ( $categories as $category ) {
			$by_id[ (int) ( $category['id'] ?? 0 ) ] = $category;
		}
		$tree = array();
		$seen = array();
		foreach ( $top_level_ids as $id ) {
			$id = (int) $id;
			if ( ! isset( $by_id[ $id ] ) || isset( $seen[ $id ] ) ) {
				continue;
			}
			$seen[ $id ] = true;
			$tree[]      = array(
				'category' => $by_id[ $id ],
				'children' => array_values( array_filter( $categories, static fn( array $child ): bool => (int) ( $child['parent'] ?? 0 ) === $id ) ),
			);
		}
		return $tree;
	}
}
