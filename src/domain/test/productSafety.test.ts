import {
	hasSafetySection,
	identifiers,
	productSafety,
	warningLines,
} from '../productSafety';

const wire = ( productSafetyData: unknown ) => ( {
	extensions: {
		'cosmetics-storefront': {
			price_tier: 'individual',
			product_safety: productSafetyData,
		},
	},
} );

const full = {
	brand: 'Botanica Polska',
	manufacturer: {
		name: 'Botanica Polska Sp. z o.o.',
		address: 'ul. Lipowa 12\n05-500 Piaseczno',
		country: 'Polska',
		email: 'kontakt@botanica.example.pl',
	},
	responsible_person: null,
	ingredients: 'Aqua, Glycerin, Aloe Barbadensis Leaf Juice',
	warnings:
		'Tylko do użytku zewnętrznego.\n\n  Unikać kontaktu z oczami.  \n',
	gtin: '5901234123457',
	variation_gtins: { '12': '5901234123464', x: '1', '13': '' },
};

describe( 'productSafety', () => {
	it( 'reads what the server sent, fields it did not send stay null', () => {
		const safety = productSafety( wire( full ) );
		expect( safety ).toEqual( {
			brand: 'Botanica Polska',
			manufacturer: {
				name: 'Botanica Polska Sp. z o.o.',
				address: 'ul. Lipowa 12\n05-500 Piaseczno',
				country: 'Polska',
				email: 'kontakt@botanica.example.pl',
				url: null,
			},
			responsiblePerson: null,
			ingredients: 'Aqua, Glycerin, Aloe Barbadensis Leaf Juice',
			warnings: [
				'Tylko do użytku zewnętrznego.',
				'Unikać kontaktu z oczami.',
			],
			gtin: '5901234123457',
			variationGtins: { 12: '5901234123464' },
		} );
	} );

	it( 'is null for a list item (null), an older server (absent) or a wrong shape', () => {
		expect( productSafety( wire( null ) ) ).toBeNull();
		expect( productSafety( { extensions: {} } ) ).toBeNull();
		expect( productSafety( wire( 'x' ) ) ).toBeNull();
	} );

	it( 'drops a party with nothing in it and a contact page that is not http(s)', () => {
		const safety = productSafety(
			wire( {
				...full,
				manufacturer: { name: ' ', url: 'javascript:alert(1)' },
				responsible_person: {
					name: 'RP Sp. z o.o.',
					url: 'https://rp.example.pl',
				},
			} )
		);
		expect( safety?.manufacturer ).toBeNull();
		expect( safety?.responsiblePerson ).toEqual( {
			name: 'RP Sp. z o.o.',
			address: null,
			country: null,
			email: null,
			url: 'https://rp.example.pl',
		} );
	} );

	it( 'texts are shown as staff typed them: WordPress’s sanitising stores a lone "<" as "&lt;", entities are decoded', () => {
		const safety = productSafety(
			wire( {
				...full,
				manufacturer: {
					name: 'Nowak &amp; Syn',
					address: 'ul. Ogrodowa 1 &#8211; lok. 2',
					email: 'kontakt@nowak.example.pl',
					url: 'javascript&#58;alert(1)',
				},
				ingredients: 'Aqua &lt; 80%',
				warnings:
					'Nie dla dzieci &lt; 3 lat.\nChronić przed &quot;słońcem&quot;.',
			} )
		)!;
		expect( safety.manufacturer ).toEqual( {
			name: 'Nowak & Syn',
			address: 'ul. Ogrodowa 1 \u2013 lok. 2',
			country: null,
			email: 'kontakt@nowak.example.pl',
			url: null,
		} );
		expect( safety.ingredients ).toBe( 'Aqua < 80%' );
		expect( safety.warnings ).toEqual( [
			'Nie dla dzieci < 3 lat.',
			'Chronić przed "słońcem".',
		] );
	} );

	it( 'warnings are the lines staff typed', () => {
		expect( warningLines( 'a\r\n\r\nb' ) ).toEqual( [ 'a', 'b' ] );
		expect( warningLines( null ) ).toEqual( [] );
	} );
} );

describe( 'identifiers', () => {
	const safety = productSafety( wire( full ) )!;
	it( 'brand, the chosen variation’s own GTIN (else the product’s) and SKU', () => {
		expect( identifiers( safety, { sku: 'PS-001' }, null ) ).toEqual( [
			{ label: 'Marka', value: 'Botanica Polska' },
			{ label: 'GTIN/EAN', value: '5901234123457' },
			{ label: 'SKU', value: 'PS-001' },
		] );
		expect(
			identifiers(
				safety,
				{ sku: 'PS-001' },
				{ id: 12, sku: 'PS-001-R' }
			).slice( 1 )
		).toEqual( [
			{ label: 'GTIN/EAN', value: '5901234123464' },
			{ label: 'SKU', value: 'PS-001-R' },
		] );
		expect(
			identifiers( safety, { sku: 'PS-001' }, { id: 13, sku: '' } ).slice(
				1
			)
		).toEqual( [
			{ label: 'GTIN/EAN', value: '5901234123457' },
			{ label: 'SKU', value: 'PS-001' },
		] );
	} );
	it( 'the SKU as staff typed it: the Store API sends it entity-encoded ("AB&#038;CD-01")', () => {
		expect(
			identifiers( safety, { sku: 'AB&#038;CD-01' }, null ).at( -1 )
		).toEqual( { label: 'SKU', value: 'AB&CD-01' } );
		expect(
			identifiers(
				safety,
				{ sku: 'AB&#038;CD-01' },
				{ id: 12, sku: 'R&amp;D &lt;1&gt;' }
			).at( -1 )
		).toEqual( { label: 'SKU', value: 'R&D <1>' } );
	} );
	it( 'nothing invented', () => {
		const bare = productSafety(
			wire( {
				brand: null,
				manufacturer: null,
				responsible_person: null,
				ingredients: null,
				warnings: null,
				gtin: null,
				variation_gtins: {},
			} )
		)!;
		expect( identifiers( bare, { sku: '' }, null ) ).toEqual( [] );
		expect( hasSafetySection( bare ) ).toBe( false );
		expect( hasSafetySection( { ...bare, warnings: [ 'x' ] } ) ).toBe(
			true
		);
		expect( hasSafetySection( null ) ).toBe( false );
	} );
} );
