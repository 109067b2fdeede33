/**
 * includes/Storefront/preload-paths.json for the bundle's tests: the REST paths the page preloads for a
 * storefront path, with the placeholders filled in as includes/Storefront/Preload.php fills them
 * ({page} one path per page from 1 to `page`).
 */
import table from '../../includes/Storefront/preload-paths.json';

type Key = Exclude< keyof typeof table, '//' >;

export function preloadedPaths(
	key: Key,
	values: {
		id?: number;
		variable_id?: number;
		category_id?: number;
		page?: number;
		search?: string;
	} = {}
): string[] {
	const paths: string[] = [];
	for ( const template of table[ key ] ) {
		const pages = template.includes( '{page}' )
			? Array.from( { length: values.page ?? 1 }, ( _, i ) => i + 1 )
			: [ 1 ];
		for ( const page of pages ) {
			const path = template
				.replace( '{page}', String( page ) )
				.replace(
					'{search}',
					values.search === undefined
						? '{search}'
						: encodeURIComponent( values.search )
				)
				.replace(
					/\{(id|variable_id|category_id)\}/g,
					( whole, name: 'id' | 'variable_id' | 'category_id' ) =>
						values[ name ] === undefined
							? whole
							: String( values[ name ] )
				);
			if ( ! path.includes( '{' ) ) {
				paths.push( path );
			}
		}
	}
	return paths;
}
