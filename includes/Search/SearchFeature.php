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

use CosmeticsStorefront\Search\Admin\SearchScreen;
use CosmeticsStorefront\Search\Rest\SearchSuggestRoute;
use CosmeticsStorefront\Platform\Feature;

defined( 'ABSPATH' ) || exit;

final class SearchFeature extends Feature {

	public const HOOKS = array(
		ProductSearch::class,
		ElasticPress::class,
		SearchSync::class,
		Reindex::class,
		SearchLog::class,
	);

	public const ADMIN_HOOKS = array(
		SearchScreen::class,
	);

	public const ROUTES = array(
		'GET /cosmetics/v1/search/suggest' => SearchSuggestRoute::class,
	);

	/** Its Store API behaviours; which routes run them, in which order: StoreApiList. */
	public const STORE_API = array(
		SearchLog::class,
	);

	public const EMAILS = array();
}
