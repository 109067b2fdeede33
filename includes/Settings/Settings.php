<?php
/**
 * The shop's settings (wp-admin → Ustawienia → Sklep kosmetyczny), stored in one option.
 * Every consumer reads them here; nothing about the shop is hard-coded in the bundle.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Settings;

defined( 'ABSPATH' ) || exit;

final class Settings {

	public const OPTION = 'cosmetics_storefront_settings';

	/**
	 * @return array{page_id:int, shop_category_ids:int[]}
	 */
	public static function defaults(): array {
		return array(
			'page_id'           => 0,
			'shop_category_ids' => array( 20, 22, 24 ),
		);
	}

	/**
	 * @return array{page_id:int, shop_category_ids:int[]}
	 */
	public static function all(): array {
		$stored = get_option( self::OPTION, array() );
		return self::sanitize( is_array( $stored ) ? $stored : array() );
	}

	/**
	 * Merges $values into the stored settings.
	 *
	 * @param array<string,mixed> $values
	 */
	public static function update( array $values ): void {
		update_option( self::OPTION, self::sanitize( array_merge( self::all(), $values ) ), true );
	}

	/**
	 * Turns any input (the settings form, an import, a stale option) into valid settings.
	 *
	 * @param mixed $input
	 * @return array{page_id:int, shop_category_ids:int[]}
	 */
	public static function sanitize( $input ): array {
		$input    = is_array( $input ) ? $input : array();
		$defaults = self::defaults();

		$page_id = isset( $input['page_id'] ) ? absint( $input['page_id'] ) : 0;
		if ( $page_id && ! self::is_published_page( $page_id ) ) {
			$page_id = 0;
		}

		$ids = $input['shop_category_ids'] ?? $defaults['shop_category_ids'];
		if ( is_string( $ids ) ) {
			$ids = preg_split( '/[\s,;]+/', $ids, -1, PREG_SPLIT_NO_EMPTY );
		}
		$ids = is_array( $ids ) ? $ids : array();
		$ids = array_values(
			array_unique(
				array_filter(
					array_map( static fn( $id ) => is_numeric( $id ) && (int) $id == $id ? (int) $id : 0, $ids ), // phpcs:ignore Universal.Operators.StrictComparisons -- '20' == 20 is the point.
					static fn( int $id ) => $id > 0
				)
			)
		);

		return array(
			'page_id'           => $page_id,
			'shop_category_ids' => $ids ? $ids : $defaults['shop_category_ids'],
		);
	}

	/** The page holding the storefront, or 0 when none is set or it is not a published page. */
	public static function storefront_page_id(): int {
		return self::all()['page_id'];
	}

	/**
	 * The settings the storefront bundle reads (public data only).
	 *
	 * @return array{shopCategoryIds:int[]}
	 */
	public static function public_settings(): array {
		$all = self::all();
		return array(
			'shopCategoryIds' => $all['shop_category_ids'],
		);
	}

	private static function is_published_page( int $page_id ): bool {
		$page = get_post( $page_id );
		return $page instanceof \WP_Post && 'page' === $page->post_type && 'publish' === $page->post_status;
	}
}
