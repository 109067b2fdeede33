import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Formik } from 'formik';
import { lookupNip, type NipLookup } from '../../../api/nip';
import { ApiError } from '../../../api/errors';
import { FormikNipLookup, NIP_LOOKUP_DELAY_MS } from '../useNipLookup';

jest.mock( '../../../api/nip', () => ( { lookupNip: jest.fn() } ) );
const mocked = lookupNip as jest.MockedFunction< typeof lookupNip >;

const ACTIVE: NipLookup = {
	nip: '5250000015',
	status: 'active',
	message:
		'Firma jest czynnym podatnikiem VAT. Nazwę i adres uzupełniliśmy z wykazu podatników VAT.',
	company: {
		name: 'SALON URODY PRÓBNA SP. Z O.O.',
		street: 'ul. Kwiatowa 12 lok. 3',
		postcode: '00-950',
		city: 'Warszawa',
	},
};

interface Form {
	nip: string;
	companyName: string;
	billing: { address_1: string; postcode: string; city: string };
}

function CompanyForm( { initial = {} }: { initial?: Partial< Form > } ) {
	return (
		<Formik< Form >
			initialValues={ {
				nip: '',
				companyName: '',
				billing: { address_1: '', postcode: '', city: 'Kraków' },
				...initial,
			} }
			onSubmit={ () => undefined }
		>
			<form>
				<label htmlFor="nip">NIP</label>
				<Field id="nip" name="nip" />
				<FormikNipLookup< Form >
					fields={ {
						nip: 'nip',
						name: 'companyName',
						street: 'billing.address_1',
						postcode: 'billing.postcode',
						city: 'billing.city',
					} }
				/>
				<label htmlFor="name">Nazwa firmy</label>
				<Field id="name" name="companyName" />
				<label htmlFor="street">Ulica</label>
				<Field id="street" name="billing.address_1" />
				<label htmlFor="postcode">Kod pocztowy</label>
				<Field id="postcode" name="billing.postcode" />
				<label htmlFor="city">Miasto</label>
				<Field id="city" name="billing.city" />
			</form>
		</Formik>
	);
}

describe( 'NIP lookup in the VAT register', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		mocked.mockReset();
	} );
	afterEach( () => jest.useRealTimers() );

	const typeNip = async ( nip: string ) => {
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		await user.type( screen.getByLabelText( 'NIP' ), nip );
		return user;
	};
	/** The NIP field emptied and $nip typed instead. */
	const retypeNip = async ( nip: string ) => {
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		await user.clear( screen.getByLabelText( 'NIP' ) );
		await user.type( screen.getByLabelText( 'NIP' ), nip );
	};

	it( 'a valid NIP, once typing pauses, says so and fills the empty fields; what was typed stays', async () => {
		let answer: ( value: NipLookup ) => void = () => undefined;
		mocked.mockImplementation(
			() => new Promise( ( resolve ) => ( answer = resolve ) )
		);
		render( <CompanyForm /> );
		await typeNip( '525-000-00-1' );
		act( () => jest.advanceTimersByTime( NIP_LOOKUP_DELAY_MS * 2 ) );
		expect( mocked ).not.toHaveBeenCalled(); // nine digits: nothing to look up
		await typeNip( '5' );
		expect( mocked ).not.toHaveBeenCalled();
		act( () => jest.advanceTimersByTime( NIP_LOOKUP_DELAY_MS ) );
		expect( mocked ).toHaveBeenCalledTimes( 1 );
		expect( mocked.mock.calls[ 0 ]?.[ 0 ] ).toBe( '5250000015' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Sprawdzamy NIP w wykazie podatników VAT…'
		);
		await act( async () => answer( ACTIVE ) );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			ACTIVE.message
		);
		expect( screen.getByLabelText( 'Nazwa firmy' ) ).toHaveValue(
			'SALON URODY PRÓBNA SP. Z O.O.'
		);
		expect( screen.getByLabelText( 'Ulica' ) ).toHaveValue(
			'ul. Kwiatowa 12 lok. 3'
		);
		expect( screen.getByLabelText( 'Kod pocztowy' ) ).toHaveValue(
			'00-950'
		);
		expect( screen.getByLabelText( 'Miasto' ) ).toHaveValue( 'Kraków' );
	} );

	it( "a value the form held that equals the register's is not the lookup's: the next NIP leaves it (review finding)", async () => {
		const krakow = {
			...ACTIVE,
			company: {
				...( ACTIVE.company as NonNullable< NipLookup[ 'company' ] > ),
				city: 'Kraków',
			},
		};
		const gdansk = {
			...ACTIVE,
			nip: '5250000021',
			company: {
				name: 'STUDIO',
				street: 'ul. Lipowa 5',
				postcode: '80-001',
				city: 'Gdańsk',
			},
		};
		mocked.mockResolvedValueOnce( krakow ).mockResolvedValueOnce( gdansk );
		render( <CompanyForm /> ); // the city "Kraków" is already in the form
		await typeNip( '5250000015' );
		await act( async () =>
			jest.advanceTimersByTime( NIP_LOOKUP_DELAY_MS )
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Uzupełniliśmy nazwę firmy i adres z wykazu.'
		);
		await retypeNip( '5250000021' );
		await act( async () =>
			jest.advanceTimersByTime( NIP_LOOKUP_DELAY_MS )
		);
		expect( screen.getByLabelText( 'Nazwa firmy' ) ).toHaveValue(
			'STUDIO'
		);
		expect( screen.getByLabelText( 'Ulica' ) ).toHaveValue(
			'ul. Lipowa 5'
		);
		expect( screen.getByLabelText( 'Miasto' ) ).toHaveValue( 'Kraków' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Adres w wykazie: ul. Lipowa 5, 80-001 Gdańsk – zostawiliśmy wpisany.'
		);
	} );

	it( 'an outdated lookup is cancelled: only the last NIP fills the form', async () => {
		const signals: AbortSignal[] = [];
		mocked.mockImplementation( ( _nip, options ) => {
			signals.push( options?.signal as AbortSignal );
			return new Promise( () => undefined );
		} );
		render( <CompanyForm /> );
		await typeNip( '5250000015' );
		act( () => jest.advanceTimersByTime( NIP_LOOKUP_DELAY_MS ) );
		await retypeNip( '5250000021' );
		act( () => jest.advanceTimersByTime( NIP_LOOKUP_DELAY_MS ) );
		expect( signals ).toHaveLength( 2 );
		expect( signals[ 0 ]?.aborted ).toBe( true );
		expect( signals[ 1 ]?.aborted ).toBe( false );
	} );

	it( 'the register down or the server unreachable: said plainly, the typed data stays', async () => {
		mocked.mockRejectedValue(
			new ApiError( {
				status: 0,
				code: null,
				message: 'offline',
				serverMessage: null,
			} )
		);
		render( <CompanyForm initial={ { companyName: 'Salon Bella' } } /> );
		await typeNip( '5250000015' );
		await act( async () =>
			jest.advanceTimersByTime( NIP_LOOKUP_DELAY_MS )
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Nie udało się sprawdzić NIP w wykazie podatników VAT. Wpisz dane firmy samodzielnie – możesz kontynuować.'
		);
		expect( screen.getByLabelText( 'Nazwa firmy' ) ).toHaveValue(
			'Salon Bella'
		);
	} );

	it( "too many lookups: the server's sentence", async () => {
		mocked.mockRejectedValue(
			new ApiError( {
				status: 429,
				code: 'too_many',
				message: 'x',
				serverMessage:
					'Zbyt wiele sprawdzeń NIP. Wpisz dane firmy samodzielnie albo spróbuj ponownie później.',
			} )
		);
		render( <CompanyForm /> );
		await typeNip( '5250000015' );
		await act( async () =>
			jest.advanceTimersByTime( NIP_LOOKUP_DELAY_MS )
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Zbyt wiele sprawdzeń NIP.'
		);
	} );
} );
