<?php
/**
 * The shop's settings (wp-admin → WooCommerce → Sklep kosmetyczny), stored in one option.
 * Every consumer reads them here; nothing about the shop is hard-coded in the bundle.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Settings;

defined( 'ABSPATH' ) || exit;

final class Settings {

	public const OPTION = 'cosmetics_storefront_settings';

	/** Number of home page category cards (spec: six). */
	public const HOME_CARD_COUNT = 6;

	/** Images a home card rotates through at most. */
	public const HOME_CARD_IMAGES = 3;

	/**
	 * No shop category is chosen by default: the shop's filter then shows every top-level product
	 * category (the dev shop's seed chooses the spec's 20, 22, 24).
	 *
	 * @return array{page_id:int, shop_category_ids:int[], home_cards:array<int,array{name:string,slug:string,image_ids:int[]}>}
	 */
	public static function defaults(): array {
		return array(
			'page_id'           => 0,
			'shop_category_ids' => array(),
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
	 * The stored settings, read tolerantly (a stored page that is no longer published reads as 0).
	 *
	 * @return array{page_id:int, shop_category_ids:int[], home_cards:array<int,array{name:string,slug:string,image_ids:int[]}>}
	 */
	public static function all(): array {
		$stored = get_option( self::OPTION, array() );
		return self::normalise( is_array( $stored ) ? $stored : array() );
	}

	/**
	 * Merges $values into the stored settings; a value its rule refuses is not written.
	 *
	 * @param array<string,mixed> $values
	 * @return array<string,string> the refused fields with the reason
	 */
	public static function update( array $values ): array {
		list( $clean, $errors ) = self::validate( $values );
		update_option( self::OPTION, $clean, true );
		return $errors;
	}

	/**
	 * All or nothing, for the block editor (a save there is one action): $values are stored only
	 * when every field passes its rule; otherwise nothing is written.
	 *
	 * @param array<string,mixed> $values
	 * @return array<string,string> the refused fields with the reason (empty: saved)
	 */
	public static function update_whole( array $values ): array {
		list( $clean, $errors ) = self::validate( $values );
		if ( ! $errors ) {
			update_option( self::OPTION, $clean, true );
		}
		return $errors;
	}

	/**
	 * The option's sanitize callback (the settings form, any update_option()): every posted field
	 * checked by its rule; a refused one keeps its stored value and gets a Polish settings error
	 * naming the field (its code is the field's element id). A key the input lacks keeps its value.
	 *
	 * @param mixed $input
	 * @return array<string,mixed>
	 */
	public static function sanitize( $input ): array {
		list( $clean, $errors ) = self::validate( is_array( $input ) ? $input : array() );
		foreach ( $errors as $code => $message ) {
			add_settings_error( self::OPTION, $code, esc_html( $message ), 'error' );
		}
		return $clean;
	}

	/**
	 * @param array<string,mixed> $input
	 * @return array{0:array<string,mixed>,1:array<string,string>} [what to store, field id => message]
	 */
	public static function validate( array $input ): array {
		$stored  = get_option( self::OPTION, array() );
		$stored  = is_array( $stored ) ? $stored : array();
		$current = self::normalise( $stored );
		$clean   = array_merge( $stored, array_diff_key( $current, $stored ) );
		$errors  = array();
		/* translators: 1: field label, 2: reason. */
		$refuse = static function ( string $code, string $label, string $why ) use ( &$errors ): void {
			$errors[ $code ] = sprintf( __( '%1$s: %2$s. Zachowano poprzednią wartość.', 'cosmetics-storefront' ), $label, $why );
		};

		if ( array_key_exists( 'page_id', $input ) ) {
			$raw = $input['page_id'];
			$id  = is_scalar( $raw ) && ctype_digit( trim( (string) $raw ) ) ? (int) $raw : -1;
			if ( 0 === $id || ( $id > 0 && self::is_published_page( $id ) ) ) {
				$clean['page_id'] = $id;
			} else {
				$refuse( 'cosmetics-page-id', __( 'Strona sklepu', 'cosmetics-storefront' ), __( 'wybierz opublikowaną stronę', 'cosmetics-storefront' ) );
			}
		}

		if ( array_key_exists( 'shop_category_ids', $input ) ) {
			list( $ids, $bad ) = self::posted_ids( $input['shop_category_ids'] );
			$known             = $current['shop_category_ids'];
			foreach ( $ids as $id ) {
				if ( ! in_array( $id, $known, true ) && ! self::is_top_level_category( $id ) ) {
					$bad[] = (string) $id;
				}
			}
			if ( $bad ) {
				/* translators: %s: the ids or texts refused. */
				$refuse( 'cosmetics-shop-categories', __( 'Kategorie sklepu', 'cosmetics-storefront' ), sprintf( __( 'nie ma kategorii produktów najwyższego poziomu o ID %s', 'cosmetics-storefront' ), implode( ', ', array_map( static fn( string $id ): string => mb_substr( $id, 0, 20 ), $bad ) ) ) );
			} else {
				$clean['shop_category_ids'] = $ids;
			}
		}

		if ( array_key_exists( 'home_cards', $input ) && is_array( $input['home_cards'] ) ) {
			$clean['home_cards'] = $current['home_cards'];
			foreach ( $current['home_cards'] as $index => $card ) {
				$posted = $input['home_cards'][ $index ] ?? null;
				if ( ! is_array( $posted ) ) {
					continue;
				}
				/* translators: %d: card number 1..6. */
				$title = sprintf( __( 'Karta %d', 'cosmetics-storefront' ), $index + 1 );
				$id    = 'cosmetics-home-card-' . $index;
				if ( array_key_exists( 'name', $posted ) ) {
					list( $name, $why ) = FieldRules::plain( $posted['name'], 80 );
					if ( null === $why && '' === $name ) {
						$why = __( 'wpisz nazwę karty', 'cosmetics-storefront' );
					}
					if ( null === $why ) {
						$card['name'] = (string) $name;
					} else {
						$refuse( $id . '-name', $title . ' – ' . __( 'nazwa', 'cosmetics-storefront' ), $why );
					}
				}
				if ( array_key_exists( 'slug', $posted ) ) {
					$slug = is_scalar( $posted['slug'] ) ? trim( (string) $posted['slug'] ) : '';
					if ( $slug === $card['slug'] || ( '' !== $slug && get_term_by( 'slug', $slug, 'product_cat' ) instanceof \WP_Term ) ) {
						$card['slug'] = $slug;
					} else {
						$refuse( $id . '-slug', $title . ' – ' . __( 'kategoria', 'cosmetics-storefront' ), __( 'wybierz istniejącą kategorię produktów', 'cosmetics-storefront' ) );
					}
				}
				if ( array_key_exists( 'image_ids', $posted ) ) {
					list( $ids, $bad ) = self::posted_ids( $posted['image_ids'] );
					foreach ( $ids as $image_id ) {
						if ( ! in_array( $image_id, $card['image_ids'], true ) && ! wp_attachment_is_image( $image_id ) ) {
							$bad[] = (string) $image_id;
						}
					}
					if ( $bad ) {
						/* translators: %s: the ids refused. */
						$refuse( $id . '-images', $title . ' – ' . __( 'obrazy', 'cosmetics-storefront' ), sprintf( __( 'w bibliotece mediów nie ma obrazu o ID %s', 'cosmetics-storefront' ), implode( ', ', array_map( static fn( string $id ): string => mb_substr( $id, 0, 20 ), $bad ) ) ) );
					} elseif ( count( $ids ) > self::HOME_CARD_IMAGES ) {
						/* translators: %d: the limit (3). */
						$refuse( $id . '-images', $title . ' – ' . __( 'obrazy', 'cosmetics-storefront' ), sprintf( __( 'wybierz najwyżej %d obrazy', 'cosmetics-storefront' ), self::HOME_CARD_IMAGES ) );
					} else {
						$card['image_ids'] = $ids;
					}
				}
				$clean['home_cards'][ $index ] = $card;
			}
		}
		return array( $clean, $errors );
	}

	/**
	 * Ids posted as a list or typed as text ("20, 22"); [unique positive ids, what is not an id].
	 *
	 * @param mixed $raw
	 * @return array{0:int[],1:string[]}
	 */
	private static function posted_ids( $raw ): array {
		if ( is_string( $raw ) ) {
			$raw = preg_split( '/[\s,;]+/u', $raw, -1, PREG_SPLIT_NO_EMPTY );
		}
		$ids = array();
		$bad = array();
		foreach ( is_array( $raw ) ? $raw : array( $raw ) as $item ) {
			$text = is_scalar( $item ) ? trim( (string) $item ) : '?';
			if ( '' === $text ) {
				continue; // The hidden marker of an emptied list.
			}
			if ( 1 === preg_match( '/^[1-9][0-9]{0,9}$/u', $text ) && (int) $text <= 4294967295 ) {
				$ids[] = (int) $text;
			} else {
				$bad[] = $text;
			}
		}
		return array( array_values( array_unique( $ids ) ), $bad );
	}

	private static function is_top_level_category( int $id ): bool {
		$term = get_term( $id, 'product_cat' );
		return $term instanceof \WP_Term && 0 === (int) $term->parent;
	}

	/**
	 * Stored data to the settings' shape (reading; never used to refuse anything).
	 *
	 * @param array<string,mixed> $input
	 * @return array{page_id:int, shop_category_ids:int[], home_cards:array<int,array{name:string,slug:string,image_ids:int[]}>}
	 */
	private static function normalise( array $input ): array {
		$page_id = isset( $input['page_id'] ) ? absint( $input['page_id'] ) : 0;
		if ( $page_id && ! self::is_published_page( $page_id ) ) {
			$page_id = 0;
		}
		return array(
			'page_id'           => $page_id,
			'shop_category_ids' => self::posted_ids( $input['shop_category_ids'] ?? array() )[0],
			'home_cards'        => self::sanitize_home_cards( $input['home_cards'] ?? null ),
		);
	}

	/**
	 * Always six cards. A card's empty or missing name or slug falls back to that card's default;
	 * image ids are positive integers (a list or text such as "12, 13"), unique, at most three.
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
			$name = FieldRules::text( $card['name'] ?? '' ) ?? '';
			$slug = isset( $card['slug'] ) && is_scalar( $card['slug'] ) ? trim( (string) $card['slug'] ) : '';

			$cards[] = array(
				'name'      => '' !== $name ? $name : $default['name'],
				'slug'      => '' !== $slug ? $slug : $default['slug'],
				'image_ids' => array_slice( self::posted_ids( $card['image_ids'] ?? array() )[0], 0, self::HOME_CARD_IMAGES ),
			);
		}
		return $cards;
	}

	/**
	 * The top-level categories the shop's filter shows: those chosen, else every top-level product
	 * category but WooCommerce's default one ("Bez kategorii"), in WooCommerce's order.
	 *
	 * @return int[]
	 */
	public static function shop_category_ids(): array {
		$chosen = self::all()['shop_category_ids'];
		if ( $chosen ) {
			return $chosen;
		}
		$ids = get_terms(
			array(
				'taxonomy'   => 'product_cat',
				'parent'     => 0,
				'hide_empty' => false,
				'fields'     => 'ids',
				'exclude'    => array( (int) get_option( 'default_product_cat', 0 ) ),
			)
		);
		return is_array( $ids ) ? array_values( array_map( 'intval', $ids ) ) : array();
	}

	/** The page holding the storefront, or 0 when none is set or it is not a published page. */
	public static function storefront_page_id(): int {
		return self::all()['page_id'];
	}

	private static function is_published_page( int $page_id ): bool {
		$page = get_post( $page_id );
		return $page instanceof \WP_Post && 'page' === $page->post_type && 'publish' === $page->post_status;
	}
}
