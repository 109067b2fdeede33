<?php
/**
 * The home page's six category cards as the bundle reads them (settings.homeCards, printed in the
 * page with the rest of the configuration: no REST request on the first render of `/`).
 *
 * Each card: the name and slug from the settings and up to three images — the images chosen in the
 * settings, else the featured images of published, catalogue-visible products in that category
 * (by slug, child categories included), else none. Two cards on the same slug (the spec's
 * "zabiegi") take different products where the category has enough of them.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront;

use CosmeticsStorefront\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class HomeCards {

	/** WordPress image size the cards use (768 px wide, proportional), with its srcset. */
	public const IMAGE_SIZE = 'medium_large';

	/** The cards' image `sizes` (CategoryCards.tsx SIZES). */
	public const SIZES = '(min-width: 1100px) 370px, (min-width: 900px) 31vw, 46vw';

	/**
	 * @param array<int,array{name:string,slug:string,image_ids:int[]}>|null $cards Sanitised settings; null reads them.
	 * @return array<int,array{name:string,slug:string,images:array<int,array{src:string,srcset:string,alt:string,width:int,height:int}>}>
	 */
	public static function public_cards( ?array $cards = null ): array {
		$cards = $cards ?? Settings::all()['home_cards'];

		// Every storefront page carries the cards (the home screen draws them): kept per catalogue state
		// (ListingCache: any product, photo or category change makes a new one), as computing them took
		// ~30 ms of each page without a persistent object cache.
		return ListingCache::remember(
			// "2": the images' shape (relative, the card's candidates only); an update does not serve the old one.
			'home_cards 2 ' . wp_json_encode( $cards ) . ' ' . home_url(),
			static function () use ( $cards ): array {
				$product_images = self::product_images_by_slug( $cards );
				$seen           = array();
				$out            = array();
				foreach ( $cards as $card ) {
					$slug          = (string) $card['slug'];
					$occurred      = $seen[ $slug ] ?? 0;
					$seen[ $slug ] = $occurred + 1;

					$image_ids = self::image_attachments( $card['image_ids'] ?? array() );
					if ( ! $image_ids ) {
						// A later card on the same slug starts further along the products, topped up from the start.
						$pool      = $product_images[ $slug ] ?? array();
						$offset    = $pool ? ( $occurred * Settings::HOME_CARD_IMAGES ) % count( $pool ) : 0;
						$image_ids = array_slice( array_merge( array_slice( $pool, $offset ), array_slice( $pool, 0, $offset ) ), 0, Settings::HOME_CARD_IMAGES );
					}

					$out[] = array(
						'name'   => (string) $card['name'],
						'slug'   => $slug,
						'images' => array_values( array_filter( array_map( array( self::class, 'image' ), $image_ids ) ) ),
					);
				}
				return $out;
			}
		);
	}

	/**
	 * The ids that are image attachments, in order.
	 *
	 * @param int[] $ids
	 * @return int[]
	 */
	private static function image_attachments( array $ids ): array {
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		if ( $ids ) {
			_prime_post_caches( $ids, false, true );
		}
		return array_values( array_filter( $ids, static fn( int $id ) => wp_attachment_is_image( $id ) ) );
	}

	/**
	 * Featured image ids of the products in each card category that has no images of its own:
	 * enough for every card on that slug. One query per distinct slug.
	 *
	 * @param array<int,array{name:string,slug:string,image_ids:int[]}> $cards
	 * @return array<string,int[]>
	 */
	private static function product_images_by_slug( array $cards ): array {
		if ( ! taxonomy_exists( 'product_cat' ) || ! post_type_exists( 'product' ) ) {
			return array();
		}
		$needed = array();
		foreach ( $cards as $card ) {
			if ( ! self::image_attachments( $card['image_ids'] ?? array() ) ) {
				$needed[ $card['slug'] ] = ( $needed[ $card['slug'] ] ?? 0 ) + Settings::HOME_CARD_IMAGES;
			}
		}

		$images = array();
		foreach ( $needed as $slug => $count ) {
			$slug = (string) $slug;
			if ( ! term_exists( $slug, 'product_cat' ) ) {
				continue;
			}
			$tax_query = array(
				'relation' => 'AND',
				array(
					'taxonomy'         => 'product_cat',
					'field'            => 'slug',
					'terms'            => array( $slug ),
					'include_children' => true,
				),
			);
			if ( taxonomy_exists( 'product_visibility' ) ) {
				$tax_query[] = array(
					'taxonomy' => 'product_visibility',
					'field'    => 'name',
					'terms'    => array( 'exclude-from-catalog' ),
					'operator' => 'NOT IN',
				);
			}
			$product_ids = get_posts(
				array(
					'post_type'           => 'product',
					'post_status'         => 'publish',
					'posts_per_page'      => $count,
					'fields'              => 'ids',
					'no_found_rows'       => true,
					'ignore_sticky_posts' => true,
					'orderby'             => array(
						'menu_order' => 'ASC',
						'date'       => 'DESC',
						'ID'         => 'DESC',
					),
					'tax_query'           => $tax_query, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- one bounded query per card category.
					'meta_query'          => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- only products with a featured image.
						array(
							'key'     => '_thumbnail_id',
							'compare' => 'EXISTS',
						),
					),
				)
			);
			$product_ids = array_map( 'intval', $product_ids );
			if ( ! $product_ids ) {
				continue;
			}
			update_meta_cache( 'post', $product_ids );
			$thumbnails = array_map( static fn( int $id ) => (int) get_post_thumbnail_id( $id ), $product_ids );
			$images[ $slug ] = self::image_attachments( array_values( array_unique( array_filter( $thumbnails ) ) ) );
		}
		return $images;
	}

	/** The narrowest candidate a card needs: 46vw of a 320 px phone is 147 px, 300 covers it at 2x. */
	private const NARROWEST = 300;

	/**
	 * One image as the bundle renders it: src and srcset of the card size, intrinsic size (for the
	 * reserved aspect ratio) and the attachment's alt text. Every storefront page carries the cards, so
	 * the addresses are relative and the srcset keeps only what a card can show: from NARROWEST to the
	 * card size (WordPress lists every size of the photo, 100 and 150 px thumbnails and the original too;
	 * the cards were 14 KB of each page's HTML, now about half).
	 *
	 * @return array{src:string,srcset:string,alt:string,width:int,height:int}|null
	 */
	public static function image( int $attachment_id ): ?array {
		$source = wp_get_attachment_image_src( $attachment_id, self::IMAGE_SIZE );
		if ( ! $source || empty( $source[0] ) ) {
			return null;
		}
		$srcset = wp_get_attachment_image_srcset( $attachment_id, self::IMAGE_SIZE );
		$alt    = get_post_meta( $attachment_id, '_wp_attachment_image_alt', true );
		return array(
			'src'    => wp_make_link_relative( (string) $source[0] ),
			'srcset' => is_string( $srcset ) ? self::card_candidates( $srcset, (int) $source[1] ) : '',
			'alt'    => is_string( $alt ) ? trim( wp_strip_all_tags( $alt ) ) : '',
			'width'  => (int) $source[1],
			'height' => (int) $source[2],
		);
	}

	/**
	 * The candidates of $srcset from NARROWEST to $widest px, with relative addresses; the whole set
	 * (relative) when none is in that range.
	 */
	private static function card_candidates( string $srcset, int $widest ): string {
		$all  = array();
		$kept = array();
		foreach ( explode( ',', $srcset ) as $candidate ) {
			if ( ! preg_match( '/^\s*(\S+)\s+(\d+)w\s*$/', $candidate, $m ) ) {
				continue;
			}
			$entry = wp_make_link_relative( $m[1] ) . ' ' . $m[2] . 'w';
			$all[] = $entry;
			if ( (int) $m[2] >= self::NARROWEST && (int) $m[2] <= $widest ) {
				$kept[] = $entry;
			}
		}
		return implode( ', ', $kept ? $kept : $all );
	}
}
