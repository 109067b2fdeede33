<?php
/**
 * The shop's settings (wp-admin → Ustawienia → Sklep kosmetyczny), stored in one option.
 * Every consumer reads them here; nothing about the shop is hard-coded in the bundle.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Settings;

use CosmeticsStorefront\Frontend\HomeCards;

defined( 'ABSPATH' ) || exit;

final class Settings {

	public const OPTION = 'cosmetics_storefront_settings';

	/** Number of home page category cards (spec: six). */
	public const HOME_CARD_COUNT = 6;

	/** Images a home card rotates through at most. */
	public const HOME_CARD_IMAGES = 3;

	/**
	 * @return array{page_id:int, shop_category_ids:int[], home_cards:array<int,array{name:string,slug:string,image_ids:int[]}>}
	 */
	public static function defaults(): array {
		return array(
			'page_id'           => 0,
			'shop_category_ids' => array( 20, 22, 24 ),
			'home_cards'        => self::default_home_cards(),
		);
	}

	/**
	 * The spec's six cards, name → slug exactly as the spec gives them (the slugs look mismatched
	 * with the names; they are kept as given).
	 *
	 * @return array<int,array{name:string,slug:string,image_ids:int[]}>
	 */
	public static function default_home_cards(): array {
		$cards = array(
			array( 'Podstawowa pielęgnacja', 'pielegnacja-skory' ),
			array( 'Anti-aging', 'makijaz' ),
			array( 'Pielęgnacja okolic oczu', 'perfumy' ),
			array( 'Problemy skórne i korekta', 'samopoczucie' ),
			array( 'Pielęgnacja ciała', 'zabiegi' ),
			array( 'Linie zabiegowe', 'zabiegi' ),
		);
		return array_map(
			static fn( array $card ): array => array(
				'name'      => $card[0],
				'slug'      => $card[1],
				'image_ids' => array(),
			),
			$cards
		);
	}

	/**
	 * @return array{page_id:int, shop_category_ids:int[], home_cards:array<int,array{name:string,slug:string,image_ids:int[]}>}
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
	 * @return array{page_id:int, shop_category_ids:int[], home_cards:array<int,array{name:string,slug:string,image_ids:int[]}>}
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
			'home_cards'        => self::sanitize_home_cards( $input['home_cards'] ?? null ),
		);
	}

	/**
	 * Always six cards. A card's empty or missing name or slug falls back to that card's default; the
	 * slug goes through sanitize_title(); image ids are positive integers (a list or text such as
	 * "12, 13"), unique, at most three.
	 *
	 * @param mixed $input
	 * @return array<int,array{name:string,slug:string,image_ids:int[]}>
	 */
	public static function sanitize_home_cards( $input ): array {
		$defaults = self::default_home_cards();
		$input    = is_array( $input ) ? array_values( $input ) : array();
		$cards    = array();
		foreach ( $defaults as $index => $default ) {
			$card = isset( $input[ $index ] ) && is_array( $input[ $index ] ) ? $input[ $index ] : array();

			$name = isset( $card['name'] ) && is_scalar( $card['name'] ) ? sanitize_text_field( (string) $card['name'] ) : '';
			$name = mb_substr( $name, 0, 80 );

			$slug = isset( $card['slug'] ) && is_scalar( $card['slug'] ) ? sanitize_title( (string) $card['slug'] ) : '';

			$cards[] = array(
				'name'      => '' !== $name ? $name : $default['name'],
				'slug'      => '' !== $slug ? $slug : $default['slug'],
				'image_ids' => self::sanitize_image_ids( $card['image_ids'] ?? array() ),
			);
		}
		return $cards;
	}

	/**
	 * @param mixed $ids
	 * @return int[]
	 */
	private static function sanitize_image_ids( $ids ): array {
		if ( is_string( $ids ) ) {
			$ids = preg_split( '/[\s,;]+/', $ids, -1, PREG_SPLIT_NO_EMPTY );
		}
		$ids = is_array( $ids ) ? $ids : array();
		$ids = array_map( static fn( $id ) => is_numeric( $id ) && (int) $id == $id ? (int) $id : 0, $ids ); // phpcs:ignore Universal.Operators.StrictComparisons -- '12' == 12 is the point.
		$ids = array_values( array_unique( array_filter( $ids, static fn( int $id ) => $id > 0 ) ) );
		return array_slice( $ids, 0, self::HOME_CARD_IMAGES );
	}

	/** The page holding the storefront, or 0 when none is set or it is not a published page. */
	public static function storefront_page_id(): int {
		return self::all()['page_id'];
	}

	/**
	 * The settings the storefront bundle reads (public data only).
	 *
	 * @return array{shopCategoryIds:int[], homeCards:array<int,array<string,mixed>>, shopInfo:array<string,mixed>}
	 */
	public static function public_settings(): array {
		$all = self::all();
		return array(
			'shopCategoryIds' => $all['shop_category_ids'],
			'homeCards'       => HomeCards::public_cards( $all['home_cards'] ),
			'shopInfo'        => ShopInfo::public_data(),
			// Parcel lockers (issue 4).
			'shipping'        => ShippingSettings::public_settings(),
		);
	}

	private static function is_published_page( int $page_id ): bool {
		$page = get_post( $page_id );
		return $page instanceof \WP_Post && 'page' === $page->post_type && 'publish' === $page->post_status;
	}
}
