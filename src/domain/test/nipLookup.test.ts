import { fillFromRegister, fillSentence, writtenAfter } from '../nipLookup';

const company = {
	name: 'SALON URODY PRÓBNA SP. Z O.O.',
	street: 'ul. Kwiatowa 12 lok. 3',
	postcode: '00-950',
	city: 'Warszawa',
};
const other = {
	name: 'STUDIO',
	street: 'ul. Lipowa 5',
	postcode: '30-001',
	city: 'Kraków',
};
const empty = { name: '', street: '', postcode: '', city: '' };

describe( 'filling a company form from the VAT register', () => {
	it( 'fills every empty field and says so', () => {
		const changes = fillFromRegister( empty, company, {} );
		expect( changes ).toEqual( company );
		expect( fillSentence( company, company, changes ) ).toBe(
			'Uzupełniliśmy nazwę firmy i adres z wykazu.'
		);
	} );

	it( "keeps what the shopper typed, and shows the register's where it differs", () => {
		const typed = { ...empty, name: 'Salon Bella', city: 'Kraków' };
		const changes = fillFromRegister( typed, company, {} );
		expect( changes ).toEqual( {
			street: company.street,
			postcode: company.postcode,
		} );
		expect(
			fillSentence( { ...typed, ...changes }, company, changes )
		).toBe(
			'Uzupełniliśmy adres z wykazu. Nazwa w wykazie: SALON URODY PRÓBNA SP. Z O.O.. Adres w wykazie: ul. Kwiatowa 12 lok. 3, 00-950 Warszawa – zostawiliśmy wpisany.'
		);
	} );

	it( 'replaces only what an earlier lookup wrote, not a value the form held that happens to match (review finding)', () => {
		// The form held the city already (typed, or a saved profile); the first lookup wrote only the rest.
		const start = { ...empty, city: 'Warszawa' };
		const first = fillFromRegister( start, company, {} );
		expect( first ).toEqual( {
			name: company.name,
			street: company.street,
			postcode: company.postcode,
		} );
		const written = writtenAfter( start, {}, first );
		const after = { ...start, ...first };
		// A second NIP: what the lookup wrote follows it; the city stays as the shopper had it.
		const second = fillFromRegister( after, other, written );
		expect( second ).toEqual( {
			name: 'STUDIO',
			street: 'ul. Lipowa 5',
			postcode: '30-001',
		} );
	} );

	it( 'a field the shopper changed after a lookup is theirs', () => {
		const written = writtenAfter( empty, {}, company );
		const corrected = { ...company, street: 'ul. Kwiatowa 12/3' };
		expect( writtenAfter( corrected, written, {} ).street ).toBeUndefined();
		expect( fillFromRegister( corrected, other, written ) ).toEqual( {
			name: 'STUDIO',
			postcode: '30-001',
			city: 'Kraków',
		} );
	} );

	it( 'never empties a field with a value the register lacks', () => {
		expect(
			fillFromRegister(
				{ ...empty, street: 'Rynek 1' },
				{ ...company, street: '', postcode: '' },
				{}
			)
		).toEqual( { name: company.name, city: company.city } );
	} );
} );
