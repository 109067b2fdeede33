import { fillFromRegister } from '../nipLookup';

const company = {
	name: 'SALON URODY PRÓBNA SP. Z O.O.',
	street: 'ul. Kwiatowa 12 lok. 3',
	postcode: '00-950',
	city: 'Warszawa',
};
const empty = { name: '', street: '', postcode: '', city: '' };

describe( 'filling a company form from the VAT register', () => {
	it( 'fills every empty field', () => {
		expect( fillFromRegister( empty, company, null ) ).toEqual( company );
	} );

	it( 'keeps what the shopper typed', () => {
		expect(
			fillFromRegister(
				{ ...empty, name: 'Salon Bella', city: 'Kraków' },
				company,
				null
			)
		).toEqual( { street: company.street, postcode: company.postcode } );
	} );

	it( 'replaces what an earlier lookup filled, but not what the shopper changed since', () => {
		const other = {
			name: 'STUDIO',
			street: 'ul. Lipowa 5',
			postcode: '30-001',
			city: 'Kraków',
		};
		const after = { ...company, street: 'ul. Kwiatowa 12/3' }; // the shopper corrected the street
		expect( fillFromRegister( after, other, company ) ).toEqual( {
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
				null
			)
		).toEqual( { name: company.name, city: company.city } );
	} );
} );
