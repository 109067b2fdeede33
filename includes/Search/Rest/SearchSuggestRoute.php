<?php
/**
 * GET cosmetics/v1/search/suggest?q= — suggestions as the shopper types (from the second letter): up to
 * six products (the Store API's own product answers, so prices are the shopper's own tier), the
 * categories whose names match, how many products the whole search finds, and the query with a typo
 * corrected ("Czy chodziło Ci o"). The last word is matched as the beginning of a word
 * (Search\SearchQuery's typing mode), unless `complete` says the search was made (the no-results help
 * asks so: what the whole shop, without filters, has for it, and what each word finds alone when all
 * together find nothing); everything else as the shop's search.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Search\Rest;

use CosmeticsStorefront\Domain\TextFold;
use CosmeticsStorefront\Storefront\ListingCache;
use CosmeticsStorefront\Search\Lexicon;
use CosmeticsStorefront\Search\Morphology;
use CosmeticsStorefront\Search\Reindex;
use CosmeticsStorefront\Search\SearchQuery;
use CosmeticsStorefront\Search\Synonyms;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class SearchSuggestRoute extends Route {

	public const PRODUCTS = 6;

	public const CATEGORIES = 4;

	/** ListingCache's name of a suggestion's search (before the query, its form and the synonyms). */
	private const CACHE = 'search-suggest:';

	/** Typed texts of up to this many letters are kept even without a persistent object cache. */
	private const SHORT = 3;

	public function namespace(): string {
		return 'cosmetics/v1';
	}

	public function path(): string {
		return '/search/suggest';
	}

	public function needs_woocommerce(): bool {
		return true;
	}

	public function args(): array {
		return array(
			'q' => array(
				'description' => __( 'Wpisany tekst (od 2 znaków).', 'cosmetics-storefront' ),
				'type'        => 'string',
				'required'    => true,
				'minLength'   => 2,
				'maxLength'   => 100,
			),
			'complete' => array(
				'description' => __( 'Wyszukiwanie wykonane, nie pisanie: ostatnie słowo jest całym słowem.', 'cosmetics-storefront' ),
				'type'        => 'boolean',
				'default'     => false,
			),
		);
	}

	protected function response_properties(): array {
		return array(
			'products'   => array( 'type' => 'array' ),
			'categories' => array( 'type' => 'array' ),
			'total'      => array( 'type' => 'integer' ),
			'searched'   => array(
				'description' => __( 'Tylko podczas pisania (bez complete): ile znajdzie wyszukiwanie wykonane z tym tekstem.', 'cosmetics-storefront' ),
				'type'        => 'integer',
			),
			'corrected'  => array( 'type' => 'string' ),
			'words'      => array(
				'description' => __( 'Tylko dla wyszukiwania (complete) z dwóch słów lub więcej bez wyników: co znajduje każde słowo osobno.', 'cosmetics-storefront' ),
				'type'        => 'array',
			),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$text     = (string) $request['q'];
		$complete = (bool) $request['complete'];
		$answer   = array(
			'products'   => array(),
			'categories' => array(),
			'total'      => 0,
			'corrected'  => '',
		);
		if ( Reindex::ready() ) {
			$kept     = $this->kept( $text, $complete );
			$found    = $kept ? $this->found_kept( $text, $complete ) : $this->found( $text, $complete );
			$products = $this->products( $found['ids'], $kept && $found['total'] > 0 );
			unset( $found['ids'] );
			$answer = array_merge( $answer, $found, array( 'products' => $products ) );
		}
		$response = new \WP_REST_Response( $answer );
		$response->header( 'Cache-Control', 'no-store, private' ); // Prices of the shopper's own tier.
		return $response;
	}

	/**
	 * Whether the answer is kept between requests (ListingCache, under the catalogue version, which the
	 * index's every change bumps) when it finds something: always where the site has a persistent object
	 * cache; without one (entries are rows of the options table) only for the first letters typed, the
	 * broadest and costliest searches, of which there are few (bounded by the index's words' beginnings).
	 */
	private function kept( string $text, bool $complete ): bool {
		return wp_using_ext_object_cache() || ( ! $complete && mb_strlen( trim( $text ) ) <= self::SHORT );
	}

	/**
	 * found(), kept between requests under the text as typed (case and spaces aside), its form and the
	 * synonyms; only when it found something (what finds nothing is cheap, and anyone could fill the cache
	 * with it).
	 *
	 * @return array{ids:int[], total:int, corrected:string, categories:array<int,array{id:int,name:string,slug:string}>, words?:array<int,array{word:string,total:int}>, searched?:int}
	 */
	private function found_kept( string $text, bool $complete ): array {
		$name = self::CACHE . wp_json_encode( array( mb_strtolower( trim( (string) preg_replace( '/\s+/u', ' ', $text ) ) ), $complete, Synonyms::groups() ) );
		return ListingCache::remember( $name, fn() => $this->found( $text, $complete ), static fn( array $found ): bool => $found['total'] > 0 );
	}

	/**
	 * What the search finds, without prices: the ids of the best products, the total, the correction, the
	 * categories and, for a search made of several words that found nothing, each word's count.
	 *
	 * @return array{ids:int[], total:int, corrected:string, categories:array<int,array{id:int,name:string,slug:string}>, words?:array<int,array{word:string,total:int}>, searched?:int}
	 */
	private function found( string $text, bool $complete ): array {
		$search = new SearchQuery( $text, ! $complete );
		if ( $search->is_empty() ) {
			return array(
				'ids'        => array(),
				'total'      => 0,
				'corrected'  => '',
				'categories' => array(),
			);
		}
		$ids   = $this->ranked_ids( $search );
		$found = array(
			'ids'        => array_slice( $ids, 0, self::PRODUCTS * 3 ),
			'total'      => count( $ids ),
			'corrected'  => $search->corrected,
			'categories' => $this->categories( $search ),
		);
		if ( 0 === $found['total'] && $complete && count( $search->words ) > 1 ) {
			$found['words'] = $this->each_word( $search );
		}
		// While typing: how many the search finds once made (Enter, "Pokaż wszystkie wyniki"), every word
		// whole, as the shop's list searches (review 31c finding 3: "(25)" promised, 15 listed).
		if ( ! $complete && $found['total'] > 0 ) {
			$found['searched'] = count( $this->ranked_ids( new SearchQuery( $text, false ) ) );
		}
		return $found;
	}

	/**
	 * What each word of a search that found nothing finds alone (a typo as the word it was taken for),
	 * those that find something.
	 *
	 * @return array<int,array{word:string,total:int}>
	 */
	private function each_word( SearchQuery $search ): array {
		$words = array();
		foreach ( $search->words as $word ) {
			$alone = new SearchQuery( $word['word'] );
			$total = count( $this->ranked_ids( $alone ) );
			if ( $total > 0 ) {
				$words[] = array(
					'word'  => '' !== $alone->corrected ? $alone->corrected : $word['word'],
					'total' => $total,
				);
			}
		}
		return $words;
	}

	/**
	 * The products matching every word that the shop's search list shows, best first: published, not
	 * password-protected (Seo\Listing leaves those out), not hidden from searches by their catalogue
	 * visibility, nor out of stock where WooCommerce hides such products (the Store API's
	 * `catalog_visibility=search` list, through WooCommerce's product_visibility terms). So every count
	 * said (a search's total, a word's) is what the list then shows (review 31c finding 3).
	 *
	 * @return int[]
	 */
	private function ranked_ids( SearchQuery $search ): array {
		global $wpdb;
		$terms  = function_exists( 'wc_get_product_visibility_term_ids' ) ? wc_get_product_visibility_term_ids() : array();
		$hidden = array( (int) ( $terms['exclude-from-search'] ?? 0 ) );
		if ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) ) {
			$hidden[] = (int) ( $terms['outofstock'] ?? 0 );
		}
		$hidden = implode( ',', array_filter( $hidden ) );
		$not_hidden = '' === $hidden ? '' : " AND NOT EXISTS ( SELECT 1 FROM {$wpdb->term_relationships} tr INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id AND tt.taxonomy = 'product_visibility' WHERE tr.object_id = p.ID AND tt.term_id IN ( {$hidden} ) )";
		return array_map( 'intval', (array) $wpdb->get_col( 'SELECT s.product_id FROM (' . $search->sql() . ") AS s INNER JOIN {$wpdb->posts} p ON p.ID = s.product_id AND p.post_status = 'publish' AND p.post_type = 'product' AND p.post_password = ''{$not_hidden} ORDER BY s.score DESC, p.post_date DESC, p.ID DESC LIMIT 500" ) ); // phpcs:ignore WordPress.DB -- the search's SQL is prepared by SearchQuery; $hidden holds integers only.
	}

	/**
	 * The Store API's answers for $ids in their order, as the storefront would get them (visible in
	 * searches), the first PRODUCTS of them; kept per price tier and tax location by ListingCache when
	 * $kept.
	 *
	 * @param int[] $ids
	 * @return array<int,mixed>
	 */
	private function products( array $ids, bool $kept ): array {
		if ( ! $ids ) {
			return array();
		}
		$path = '/wc/store/v1/products?' . http_build_query(
			array(
				'include'            => implode( ',', $ids ),
				'orderby'            => 'include',
				'per_page'           => self::PRODUCTS,
				'catalog_visibility' => 'search',
			)
		);
		$answers = $kept ? ListingCache::answers( array( $path ) ) : rest_preload_api_request( array(), $path );
		return array_values( (array) ( $answers[ $path ]['body'] ?? array() ) );
	}

	/** @return array<int,array{id:int,name:string,slug:string}> the categories whose names have every word */
	private function categories( SearchQuery $search ): array {
		$terms = get_terms(
			array(
				'taxonomy'   => 'product_cat',
				'hide_empty' => true,
			)
		);
		if ( ! is_array( $terms ) ) {
			return array();
		}
		$words  = array();
		$byterm = array();
		foreach ( $terms as $term ) {
			$byterm[ $term->term_id ] = TextFold::words( html_entity_decode( $term->name, ENT_QUOTES, 'UTF-8' ) );
			$words                    = array_merge( $words, $byterm[ $term->term_id ] );
		}
		$lemmas = Morphology::lemmas_of( array_values( array_unique( $words ) ), array( Lexicon::class, 'lookup' ) );
		$found  = array();
		foreach ( $terms as $term ) {
			$keys = array();
			foreach ( $byterm[ $term->term_id ] as $word ) {
				$keys[] = TextFold::fold( $word );
				foreach ( $lemmas[ $word ] ?? array() as $lemma ) {
					$keys[] = TextFold::fold( $lemma );
				}
			}
			$every = true;
			foreach ( $search->words as $word ) {
				$hit = (bool) array_intersect( $word['terms'], $keys );
				foreach ( $keys as $key ) {
					$hit = $hit || ( $word['prefix'] && str_starts_with( $key, $word['form'] ) );
				}
				$every = $every && $hit;
			}
			if ( $every ) {
				$found[] = array(
					'id'   => (int) $term->term_id,
					'name' => html_entity_decode( $term->name, ENT_QUOTES, 'UTF-8' ),
					'slug' => (string) $term->slug,
				);
			}
		}
		return array_slice( $found, 0, self::CATEGORIES );
	}
}
