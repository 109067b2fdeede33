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

namespace CosmeticsStorefront\Rest;

use CosmeticsStorefront\Domain\TextFold;
use CosmeticsStorefront\Search\Lexicon;
use CosmeticsStorefront\Search\Morphology;
use CosmeticsStorefront\Search\Reindex;
use CosmeticsStorefront\Search\SearchQuery;

defined( 'ABSPATH' ) || exit;

final class SearchSuggestRoute extends Route {

	public const PRODUCTS = 6;

	public const CATEGORIES = 4;

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
			'corrected'  => array( 'type' => 'string' ),
			'words'      => array(
				'description' => __( 'Tylko dla wyszukiwania (complete) z dwóch słów lub więcej bez wyników: co znajduje każde słowo osobno.', 'cosmetics-storefront' ),
				'type'        => 'array',
			),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$text   = (string) $request['q'];
		$answer = array(
			'products'   => array(),
			'categories' => array(),
			'total'      => 0,
			'corrected'  => '',
		);
		$search = Reindex::ready() ? new SearchQuery( $text, ! $request['complete'] ) : null;
		if ( $search && ! $search->is_empty() ) {
			$ids                  = $this->ranked_ids( $search );
			$answer['total']      = count( $ids );
			$answer['products']   = $this->products( array_slice( $ids, 0, self::PRODUCTS * 3 ) );
			$answer['categories'] = $this->categories( $search );
			$answer['corrected']  = $search->corrected;
			if ( 0 === $answer['total'] && $request['complete'] && count( $search->words ) > 1 ) {
				$answer['words'] = $this->each_word( $search );
			}
		}
		$response = new \WP_REST_Response( $answer );
		$response->header( 'Cache-Control', 'no-store, private' ); // Prices of the shopper's own tier.
		return $response;
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

	/** @return int[] the published products matching every word, best first */
	private function ranked_ids( SearchQuery $search ): array {
		global $wpdb;
		return array_map( 'intval', (array) $wpdb->get_col( 'SELECT s.product_id FROM (' . $search->sql() . ") AS s INNER JOIN {$wpdb->posts} p ON p.ID = s.product_id AND p.post_status = 'publish' AND p.post_type = 'product' ORDER BY s.score DESC, p.post_date DESC, p.ID DESC LIMIT 500" ) ); // phpcs:ignore WordPress.DB -- the search's SQL is prepared by SearchQuery.
	}

	/**
	 * The Store API's answers for $ids in their order, as the storefront would get them (visible in
	 * searches), the first PRODUCTS of them.
	 *
	 * @param int[] $ids
	 * @return array<int,mixed>
	 */
	private function products( array $ids ): array {
		if ( ! $ids ) {
			return array();
		}
		$request = new \WP_REST_Request( 'GET', '/wc/store/v1/products' );
		$request->set_query_params(
			array(
				'include'            => $ids,
				'orderby'            => 'include',
				'per_page'           => self::PRODUCTS,
				'catalog_visibility' => 'search',
			)
		);
		$response = rest_do_request( $request );
		return $response->is_error() ? array() : array_values( (array) $response->get_data() );
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
