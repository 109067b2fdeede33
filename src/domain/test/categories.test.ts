import { demoCategories, storeCategory } from '../../api/test/support/fixtures';
import { categorySlug, categoryTree, findCategoryBySlug } from '../categories';

const categories = [
	...demoCategories(),
	storeCategory( { id: 41, slug: '%c5%bcele', name: 'Żele' } ),
];

describe( 'categoryTree', () => {
	it( 'shows only the configured top-level categories, in that order, with their direct children', () => {
		const tree = categoryTree( categories, [ 22, 20, 99 ] );
		expect(
			tree.map( ( node ) => [
				node.category.id,
				node.children.map( ( c ) => c.id ),
			] )
		).toEqual( [
			[ 22, [ 29 ] ],
			[ 20, [ 25 ] ],
		] );
	} );

	it( 'is empty without configured ids', () => {
		expect( categoryTree( categories, [] ) ).toEqual( [] );
	} );
} );

describe( 'findCategoryBySlug', () => {
	it( 'maps a slug to its category (any depth), also percent-encoded ones', () => {
		expect( findCategoryBySlug( categories, 'pomadki' )?.id ).toBe( 40 );
		expect( findCategoryBySlug( categories, 'żele' )?.id ).toBe( 41 );
		expect( findCategoryBySlug( categories, 'MAKIJAZ' )?.id ).toBe( 29 );
		expect( findCategoryBySlug( categories, 'nie-ma' ) ).toBeUndefined();
		expect( findCategoryBySlug( categories, '%E0%A4%A' ) ).toBeUndefined();
		expect( categorySlug( categories[ 7 ]! ) ).toBe( 'żele' );
	} );
} );
