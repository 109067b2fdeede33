import optionCases from './category-options-cases.json';
import {
	asCategoryTerms,
	asMediaImage,
	asStorefrontSettings,
} from '../../api/storefront-settings';
import {
	SETTINGS_SAVE_FAILED,
	cardPreviewImages,
	categoryLabel,
	categoryOptions,
	editCard,
	moveShopCategory,
	refusedFields,
	settingsSaveMessage,
	shopCategoryChoices,
	toggleShopCategory,
	type CategoryTerm,
	type HomeCardSetting,
} from '../storefrontSettings';

const term = (
	id: number,
	name: string,
	slug: string,
	parent = 0,
	count = 0
): CategoryTerm => ( { id, name, slug, parent, count } );
const TERMS = [
	term( 20, 'Pielęgnacja', 'pielegnacja-skory', 0, 12 ),
	term( 21, 'Kremy &amp; serum', 'kremy', 20, 5 ),
	term( 24, 'Makijaż', 'makijaz', 0, 9 ),
	term( 30, 'Na dzień', 'na-dzien', 21 ),
	term( 15, 'Bez kategorii', 'bez-kategorii' ),
];

describe( 'categoryOptions', () => {
	test( 'the tree as the settings page lists it: sub-categories after their parent, "— " per level, names decoded', () => {
		expect( categoryOptions( TERMS, 'kremy' ) ).toEqual( [
			{ value: 'pielegnacja-skory', label: 'Pielęgnacja' },
			{ value: 'kremy', label: '— Kremy & serum' },
			{ value: 'na-dzien', label: '— — Na dzień' },
			{ value: 'makijaz', label: 'Makijaż' },
			{ value: 'bez-kategorii', label: 'Bez kategorii' },
		] );
	} );
	test.each( optionCases.cases )(
		'the shared cases (settings page = sidebar): selected "$selected"',
		( { selected, missing } ) => {
			const terms = optionCases.terms.map(
				( { id, parent, slug, name } ) => term( id, name, slug, parent )
			);
			expect( categoryOptions( terms, selected ) ).toEqual(
				missing === null
					? optionCases.tree
					: [
							...optionCases.tree,
							{ value: selected, label: missing },
					  ]
			);
		}
	);
	test( 'a stored slug whose category is gone stays choosable, named as missing', () => {
		expect( categoryOptions( TERMS, 'zabiegi' ).at( -1 ) ).toEqual( {
			value: 'zabiegi',
			label: '(brak kategorii „zabiegi”)',
		} );
		expect( categoryOptions( [], 'piel%C4%99gnacja' ) ).toEqual( [
			{
				value: 'piel%C4%99gnacja',
				label: '(brak kategorii „pielęgnacja”)',
			},
		] );
		expect( categoryLabel( TERMS, 'kremy' ) ).toBe( 'Kremy & serum' );
		expect( categoryLabel( TERMS, 'zabiegi' ) ).toBe(
			'(brak kategorii „zabiegi”)'
		);
	} );
} );

describe( 'the shop categories', () => {
	test( 'chosen first in their order (a deleted one kept, checked), then the other top-level ones', () => {
		const choices = shopCategoryChoices( TERMS, [ 24, 99, 20 ] ).map(
			( { term: { id, name }, checked } ) => [ id, name, checked ]
		);
		expect( choices ).toEqual( [
			[ 24, 'Makijaż', true ],
			[ 99, '(usunięta kategoria #99)', true ],
			[ 20, 'Pielęgnacja', true ],
			[ 15, 'Bez kategorii', false ],
		] );
	} );
	test( 'checking appends, unchecking removes, moving swaps with the neighbour and stops at the ends', () => {
		expect( toggleShopCategory( [ 20 ], 24 ) ).toEqual( [ 20, 24 ] );
		expect( toggleShopCategory( [ 20, 24 ], 20 ) ).toEqual( [ 24 ] );
		expect( moveShopCategory( [ 20, 22, 24 ], 24, -1 ) ).toEqual( [
			20, 24, 22,
		] );
		expect( moveShopCategory( [ 20, 22, 24 ], 20, 1 ) ).toEqual( [
			22, 20, 24,
		] );
		expect( moveShopCategory( [ 20, 22, 24 ], 20, -1 ) ).toEqual( [
			20, 22, 24,
		] );
		expect( moveShopCategory( [ 20, 22, 24 ], 24, 1 ) ).toEqual( [
			20, 22, 24,
		] );
		expect( moveShopCategory( [ 20 ], 7, 1 ) ).toEqual( [ 20 ] );
	} );
} );

describe( 'cards', () => {
	const cards: HomeCardSetting[] = [
		{ name: 'A', slug: 'makijaz', image_ids: [] },
		{ name: 'B', slug: 'kremy', image_ids: [ 5, 6 ] },
	];
	test( 'editCard changes one card only', () => {
		const edited = editCard( cards, 1, { image_ids: [ 7 ] } );
		expect( edited[ 1 ] ).toEqual( {
			name: 'B',
			slug: 'kremy',
			image_ids: [ 7 ],
		} );
		expect( edited[ 0 ] ).toBe( cards[ 0 ] );
		expect( cards[ 1 ]?.image_ids ).toEqual( [ 5, 6 ] );
	} );
	test( 'the preview: the saved card shows what the home page shows; an edited one its picked images', () => {
		const preview = {
			name: 'B',
			slug: 'kremy',
			images: [ { src: 'p1.jpg', alt: 'Produkt' } ],
		};
		const media = ( id: number ) =>
			id === 7 ? { src: 'm7.jpg', alt: 'Krem' } : undefined;
		const saved = cards[ 1 ];
		expect(
			cardPreviewImages(
				{ name: 'Nowa nazwa', slug: 'kremy', image_ids: [ 5, 6 ] },
				saved,
				preview,
				media
			)
		).toEqual( preview.images );
		expect(
			cardPreviewImages(
				{ name: 'B', slug: 'kremy', image_ids: [ 7, 8 ] },
				saved,
				preview,
				media
			)
		).toEqual( [ { src: 'm7.jpg', alt: 'Krem' } ] );
		expect(
			cardPreviewImages(
				{ name: 'B', slug: 'makijaz', image_ids: [] },
				saved,
				preview,
				media
			)
		).toEqual( [] );
		expect(
			cardPreviewImages(
				{ name: 'B', slug: 'kremy', image_ids: [ 7 ] },
				undefined,
				undefined,
				media
			)
		).toEqual( [ { src: 'm7.jpg', alt: 'Krem' } ] );
	} );
} );

describe( "the server's refusal", () => {
	const refusal = {
		code: 'cosmetics_settings_refused',
		message:
			'Karta 1 – kategoria: wybierz istniejącą kategorię produktów. Zachowano poprzednią wartość.',
		data: {
			status: 400,
			fields: {
				'cosmetics-home-card-0-slug':
					'Karta 1 – kategoria: wybierz istniejącą kategorię produktów. Zachowano poprzednią wartość.',
				bad: 3,
			},
		},
	};
	test( 'each refused field with its message', () => {
		expect( refusedFields( refusal ) ).toEqual( {
			'cosmetics-home-card-0-slug':
				'Karta 1 – kategoria: wybierz istniejącą kategorię produktów. Zachowano poprzednią wartość.',
		} );
		expect(
			refusedFields( {
				code: 'rest_invalid_param',
				data: { fields: { a: 'b' } },
			} )
		).toEqual( {} );
		expect( refusedFields( null ) ).toEqual( {} );
	} );
	test( "the plugin's own messages are shown as they are, anything else as a general one", () => {
		expect( settingsSaveMessage( refusal ) ).toBe( refusal.message );
		expect(
			settingsSaveMessage( {
				code: 'rest_cookie_invalid_nonce',
				message: 'Cookie check failed',
			} )
		).toBe( SETTINGS_SAVE_FAILED );
		expect( settingsSaveMessage( new Error( 'x' ) ) ).toBe(
			SETTINGS_SAVE_FAILED
		);
	} );
} );

describe( 'the REST shapes', () => {
	test( "the route's answer", () => {
		const answer = {
			shop_category_ids: [ 20 ],
			home_cards: [ { name: 'A', slug: 'a', image_ids: [ 1 ] } ],
			home_cards_preview: [
				{
					name: 'A',
					slug: 'a',
					images: [
						{ src: 's', alt: '', srcset: '', width: 1, height: 1 },
					],
				},
				{ bad: true },
			],
		};
		expect( asStorefrontSettings( answer ) ).toEqual( {
			shop_category_ids: [ 20 ],
			home_cards: answer.home_cards,
			home_cards_preview: [ answer.home_cards_preview[ 0 ] ],
		} );
		expect(
			asStorefrontSettings( {
				shop_category_ids: [ '20' ],
				home_cards: [],
			} )
		).toBeNull();
		expect( asStorefrontSettings( undefined ) ).toBeNull();
	} );
	test( 'categories and media records of the core store', () => {
		expect(
			asCategoryTerms( [
				{
					id: 3,
					name: 'X',
					slug: 'x',
					parent: 2,
					count: 4,
					taxonomy: 'product_cat',
				},
				{ id: 'no' },
			] )
		).toEqual( [ term( 3, 'X', 'x', 2, 4 ) ] );
		expect( asCategoryTerms( null ) ).toEqual( [] );
		expect(
			asMediaImage( {
				source_url: 'full.jpg',
				alt_text: 'Alt',
				media_details: {
					sizes: { medium: { source_url: 'medium.jpg' } },
				},
			} )
		).toEqual( { src: 'medium.jpg', alt: 'Alt' } );
		expect( asMediaImage( { source_url: 'full.jpg' } ) ).toEqual( {
			src: 'full.jpg',
			alt: '',
		} );
		expect( asMediaImage( null ) ).toBeUndefined();
	} );
} );
