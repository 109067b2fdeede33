import { profileCompany } from '../profileCompany';

const address = { company: '', city: 'Warszawa' };
const profile = (
	meta: Record< string, string >,
	billing = { company: '' },
	shipping = address
) => ( {
	billing,
	shipping,
	meta_data: Object.entries( meta ).map( ( [ key, value ] ) => ( {
		key,
		value,
	} ) ),
} );

describe( 'profileCompany: the company and NIP of a logged-in customer', () => {
	it.each( [
		[
			'meta, digits only',
			profile( {
				_customer_type: 'company',
				_company_name: 'Salon Urody Bella Sp. z o.o.',
				_company_nip: '5260001246',
			} ),
			{ name: 'Salon Urody Bella Sp. z o.o.', nip: '526-000-12-46' },
		],
		[
			'meta, already formatted',
			profile( {
				_company_name: 'Bella',
				_company_nip: '526-000-12-46',
			} ),
			{ name: 'Bella', nip: '526-000-12-46' },
		],
		[
			'name from the billing company when the meta has none',
			profile(
				{ _company_nip: '7010345129' },
				{ company: 'Studio Ewa' }
			),
			{ name: 'Studio Ewa', nip: '701-034-51-29' },
		],
		[
			'an older record: name in the shipping company, NIP in the shipping city',
			profile(
				{},
				{ company: '' },
				{ company: 'Gabinet Róża', city: '1234563218' }
			),
			{ name: 'Gabinet Róża', nip: '123-456-32-18' },
		],
		[
			'a company without a NIP',
			profile( {}, { company: 'Studio Ewa' } ),
			{ name: 'Studio Ewa', nip: '' },
		],
	] )( '%s', ( _, input, expected ) => {
		expect( profileCompany( input ) ).toEqual( expected );
	} );

	it( 'a private customer has no company; a shipping company beside a real city is no old company record', () => {
		expect(
			profileCompany(
				profile( {
					_customer_type: 'individual',
					_company_name: '',
					_company_nip: '',
				} )
			)
		).toBeNull();
		expect(
			profileCompany(
				profile(
					{},
					{ company: '' },
					{ company: 'c/o Jan', city: 'Kraków' }
				)
			)
		).toBeNull();
		expect(
			profileCompany(
				profile(
					{},
					{ company: '' },
					{ company: 'Firma', city: '1234567890' }
				)
			)
		).toBeNull();
	} );
} );
