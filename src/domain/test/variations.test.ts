import { storeProduct } from '../../api/test/support/fixtures';
import {
	defaultSelection,
	findVariationId,
	isTermAvailable,
	variationAttributes,
	variationFieldName,
} from '../variations';
import fieldCases from './variation-field-cases.json';

const product = storeProduct( {
	id: 60,
	type: 'variable',
	attributes: [
		{
			id: 0,
			name: 'Marka',
			taxonomy: null,
			has_variations: false,
			terms: [ { id: 0, name: 'Luma', slug: 'Luma' } ],
		},
		{
			id: 1,
			name: 'Odcień',
			taxonomy: 'pa_odcien',
			has_variations: true,
			terms: [
				{ id: 40, name: '01 Porcelanowy', slug: '01-porcelanowy' },
				{
					id: 41,
					name: '02 Jasny beż',
					slug: '02-jasny-bez',
					default: true,
				},
			],
		},
		{
			id: 2,
			name: 'Pojemność',
			taxonomy: 'pa_pojemnosc',
			has_variations: true,
			terms: [
				{ id: 50, name: '30 ml', slug: '30-ml' },
				{ id: 51, name: '50 ml', slug: '50-ml' },
			],
		},
	],
	variations: [
		{
			id: 61,
			attributes: [
				{ name: 'Odcień', value: '01-porcelanowy' },
				{ name: 'Pojemność', value: '30-ml' },
			],
		},
		{
			id: 62,
			attributes: [
				{ name: 'Odcień', value: '02-jasny-bez' },
				{ name: 'Pojemność', value: null },
			],
		},
	],
} );

describe( 'variations', () => {
	it( 'lists the attributes the variations differ by', () => {
		expect( variationAttributes( product ).map( ( a ) => a.name ) ).toEqual(
			[ 'Odcień', 'Pojemność' ]
		);
	} );

	it( 'starts from the default terms', () => {
		expect( defaultSelection( product ) ).toEqual( {
			Odcień: '02-jasny-bez',
			Pojemność: '',
		} );
	} );

	it( 'finds the variation of a complete choice; "any" matches every value', () => {
		expect(
			findVariationId( product, {
				Odcień: '01-porcelanowy',
				Pojemność: '30-ml',
			} )
		).toBe( 61 );
		expect(
			findVariationId( product, {
				Odcień: '02-jasny-bez',
				Pojemność: '50-ml',
			} )
		).toBe( 62 );
		expect(
			findVariationId( product, {
				Odcień: '01-porcelanowy',
				Pojemność: '50-ml',
			} )
		).toBeNull();
		expect(
			findVariationId( product, {
				Odcień: '01-porcelanowy',
				Pojemność: '',
			} )
		).toBeNull();
	} );

	it( 'tells which terms can still lead to a variation', () => {
		expect(
			isTermAvailable(
				product,
				{ Odcień: '01-porcelanowy', Pojemność: '' },
				'Pojemność',
				'50-ml'
			)
		).toBe( false );
		expect(
			isTermAvailable(
				product,
				{ Odcień: '02-jasny-bez', Pojemność: '' },
				'Pojemność',
				'50-ml'
			)
		).toBe( true );
	} );
} );

describe( 'variationFieldName (the server reads the same cases: tests/php/VariationPickerTest.php)', () => {
	it.each( fieldCases.cases )(
		'$name → $field',
		( { name, taxonomy, field } ) => {
			expect( variationFieldName( { name, taxonomy } ) ).toBe( field );
		}
	);
} );
