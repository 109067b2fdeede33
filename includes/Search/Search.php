<?php
/**
 * The shop's search in Polish: WooCommerce's product search matched against an index of the products'
 * words and their lemmas from the Polish dictionary (ProductSearch, SearchQuery, SearchIndex, Morphology,
 * Lexicon), kept current (SearchSync) and built in batches (Reindex); what shoppers look for
 * (SearchLog) and staff's synonyms (Synonyms) on WooCommerce → Wyszukiwanie (Search\Admin\SearchScreen).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Search;

defined( 'ABSPATH' ) || exit;

final class Search {

	public static function hooks(): void {
		ProductSearch::hooks();
		ElasticPress::hooks();
		SearchSync::hooks();
		Reindex::hooks();
		SearchLog::hooks();
		if ( is_admin() ) {
			\CosmeticsStorefront\Search\Admin\SearchScreen::hooks();
		}
	}
}
