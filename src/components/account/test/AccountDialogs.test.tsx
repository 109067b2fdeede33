import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import * as accounts from '../../../api/accounts';
import { ApiError } from '../../../api/errors';
import { LOGIN_EVENT } from '../../../api/login';
import { ROUTER_FUTURE } from '../../../routes';
import { dialogAtom, sessionAtom } from '../../../state/session';
import { AccountDialogs } from '../AccountDialogs';
import { AccountMenu } from '../AccountMenu';
import { passwordError } from '../../../domain/validation';
import { VerificationGate } from '../VerificationGate';

jest.mock( '../../../api/accounts' );
const api = accounts as jest.Mocked< typeof accounts >;

const AUTH = {
	token: 't.o.k',
	user_email: 'anna@example.com',
	user_display_name: 'Anna Kowalska',
	user_nicename: 'anna',
	user_id: 7,
	id: 7,
	first_name: 'Anna',
	last_name: 'Kowalska',
	clientType: 'individual' as const,
	emailVerified: true,
};
const apiError = (
	status: number,
	serverMessage: string | null = null,
	code: string | null = null
) => new ApiError( { status, code, message: 'x', serverMessage } );

function setup( store = createStore() ) {
	store.set( sessionAtom, { status: 'guest', user: null } );
	const user = userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );
	render(
		<Provider store={ store }>
			<MemoryRouter future={ ROUTER_FUTURE }>
				<AccountMenu />
				<AccountDialogs />
				<VerificationGate>
					<p>sklep</p>
				</VerificationGate>
			</MemoryRouter>
		</Provider>
	);
	return { store, user };
}

async function openDialog( user: ReturnType< typeof userEvent.setup > ) {
	await user.click( screen.getByRole( 'button', { name: 'Logowanie' } ) );
	// The dialogs are a chunk of their own (fetched when the browser is idle, or on first use).
	return screen.findByRole( 'dialog' );
}

beforeEach( () => {
	localStorage.clear();
	sessionStorage.clear();
	jest.useFakeTimers();
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'login / registration dialog', () => {
	it( 'opens with the professional tab and the login form; Escape closes it and focus returns', async () => {
		const { user } = setup();
		const dialog = await openDialog( user );
		expect( dialog ).toHaveAttribute( 'aria-modal', 'true' );
		expect(
			screen.getByRole( 'button', { name: 'Klient profesjonalny' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		expect(
			screen.getByRole( 'button', { name: 'Logowanie', pressed: true } )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Email' ) ).toHaveFocus();
		await user.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Logowanie' } )
		).toHaveFocus();
	} );

	it( 'keeps focus inside (Tab wraps)', async () => {
		const { user } = setup();
		const dialog = await openDialog( user );
		const focusable = dialog.querySelectorAll< HTMLElement >(
			'button:not([disabled]), input'
		);
		focusable[ focusable.length - 1 ]?.focus();
		await user.tab();
		expect( dialog.contains( dialog.ownerDocument.activeElement ) ).toBe(
			true
		);
	} );

	it( "validates, and editing a field clears only that field's error", async () => {
		const { user } = setup();
		await openDialog( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Zaloguj się' } )
		);
		// formik runs the yup schema asynchronously: the messages come a moment after the click.
		expect(
			await screen.findByText( 'Email jest wymagany' )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Email' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		// The ordered, comma-joined password messages, as domain/validation.ts makes them.
		expect(
			screen.getByText( passwordError( '' ) ?? '' )
		).toBeInTheDocument();
		await user.type( screen.getByLabelText( 'Email' ), 'a' );
		expect(
			screen.queryByText( 'Email jest wymagany' )
		).not.toBeInTheDocument();
		expect(
			screen.getByText( /Hasło musi mieć co najmniej 8 znaków/ )
		).toBeInTheDocument();
		expect( api.requestToken ).not.toHaveBeenCalled();
	} );

	it( 'switching the client type or the mode clears the form and errors', async () => {
		const { user } = setup();
		await openDialog( user );
		await user.type( screen.getByLabelText( 'Email' ), 'anna@example.com' );
		await user.click(
			screen.getByRole( 'button', { name: 'Zaloguj się' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Klient indywidualny' } )
		);
		expect( screen.getByLabelText( 'Email' ) ).toHaveValue( '' );
		expect( screen.queryByText( /Hasło musi/ ) ).not.toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Rejestracja' } )
		);
		expect( screen.getByLabelText( 'Imię' ) ).toBeInTheDocument();
		expect(
			screen.getByLabelText( 'Potwierdź hasło' )
		).toBeInTheDocument();
	} );

	it( 'logs in with one request, stores with remember me, fires cosmetics:login and shows the user menu', async () => {
		api.requestToken.mockResolvedValue( AUTH );
		const onLogin = jest.fn();
		window.addEventListener( LOGIN_EVENT, onLogin );
		const { user, store } = setup();
		await openDialog( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Klient indywidualny' } )
		);
		await user.type( screen.getByLabelText( 'Email' ), 'anna@example.com' );
		await user.type( screen.getByLabelText( 'Hasło' ), 'Haslo!2345' );
		await user.click( screen.getByLabelText( 'Zapamiętaj mnie' ) );
		await user.click(
			screen.getByRole( 'button', { name: 'Zaloguj się' } )
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		expect( api.requestToken ).toHaveBeenCalledTimes( 1 );
		expect( api.requestToken ).toHaveBeenCalledWith( {
			username: 'anna@example.com',
			password: 'Haslo!2345',
			remember: true,
			client_type: 'individual',
		} );
		expect( localStorage.getItem( 'remember_me' ) ).toBe( 'true' );
		expect( onLogin ).toHaveBeenCalledTimes( 1 );
		expect( store.get( sessionAtom ).status ).toBe( 'authenticated' );
		await user.click(
			screen.getByRole( 'button', { name: /Anna Kowalska/ } )
		);
		expect( screen.getByText( 'anna@example.com' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Mój profil' } )
		).toHaveAttribute( 'href', '/profil' );
		window.removeEventListener( LOGIN_EVENT, onLogin );
	} );

	it.each( [
		[
			apiError(
				401,
				'Nieprawidłowy email lub hasło',
				'invalid_credentials'
			),
			'Nieprawidłowy email lub hasło',
		],
		[
			apiError( 403, 'x', 'cosmetics_professional_not_approved' ),
			'Twoje konto nie jest zatwierdzone do logowania jako klient profesjonalny. Brak danych firmy.',
		],
		[
			apiError(
				429,
				'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 15 minut.'
			),
			'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 15 minut.',
		],
		[
			apiError( 0 ),
			'Brak połączenia z serwerem. Sprawdź połączenie internetowe.',
		],
	] )(
		'shows the login failure under "Wystąpił błąd" (%#)',
		async ( error, message ) => {
			api.requestToken.mockRejectedValue( error );
			const { user } = setup();
			await openDialog( user );
			await user.type(
				screen.getByLabelText( 'Email' ),
				'anna@example.com'
			);
			await user.type( screen.getByLabelText( 'Hasło' ), 'Haslo!2345' );
			await user.click(
				screen.getByRole( 'button', { name: 'Zaloguj się' } )
			);
			const alert = await screen.findByRole( 'alert' );
			expect( alert ).toHaveTextContent( 'Wystąpił błąd' );
			expect( alert ).toHaveTextContent( message );
		}
	);

	it( 'an unverified login opens the verification panel; after the code it logs in again', async () => {
		api.requestToken
			.mockRejectedValueOnce(
				apiError(
					403,
					'Email address must be verified before login',
					'cosmetics_email_not_verified'
				)
			)
			.mockResolvedValueOnce( AUTH );
		api.emailVerifiedByEmail.mockResolvedValue( {
			verified: false,
			isVerified: false,
			verificationRequired: true,
			canResend: true,
			message: '',
		} );
		api.verifyEmailCode.mockResolvedValue( {
			success: true,
			isVerified: true,
			message: 'Email verified successfully',
		} );
		const { user, store } = setup();
		await openDialog( user );
		await user.type( screen.getByLabelText( 'Email' ), 'anna@example.com' );
		await user.type( screen.getByLabelText( 'Hasło' ), 'Haslo!2345' );
		await user.click(
			screen.getByRole( 'button', { name: 'Zaloguj się' } )
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Verify Your Email' } )
		).toBeInTheDocument();
		api.emailVerifiedByEmail.mockResolvedValue( {
			verified: true,
			isVerified: true,
			verificationRequired: false,
			canResend: false,
			message: '',
		} );
		await user.type(
			screen.getByLabelText( 'Verification code' ),
			'123456'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Verify Email' } )
		);
		expect( api.verifyEmailCode ).toHaveBeenCalledWith(
			'anna@example.com',
			'123456'
		);
		expect(
			await screen.findByText( 'Email Verified!' )
		).toBeInTheDocument();
		await act( async () => jest.advanceTimersByTime( 2000 ) );
		await waitFor( () =>
			expect( store.get( sessionAtom ).status ).toBe( 'authenticated' )
		);
		expect( api.requestToken ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'individual registration: payload as the spec, then the verification panel with the message', async () => {
		api.registerCustomer.mockResolvedValue( {
			success: true,
			customer: {
				id: 9,
				email: 'ewa@example.com',
				first_name: 'Ewa',
				last_name: 'Z',
			},
			token: '',
			message: '',
		} );
		api.emailVerifiedByEmail.mockResolvedValue( {
			verified: false,
			isVerified: false,
			verificationRequired: true,
			canResend: true,
			message: '',
		} );
		const { user } = setup();
		await openDialog( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Klient indywidualny' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Rejestracja' } )
		);
		await user.type( screen.getByLabelText( 'Imię' ), 'Ewa' );
		await user.type( screen.getByLabelText( 'Nazwisko' ), 'Z' );
		await user.type( screen.getByLabelText( 'Email' ), 'ewa@example.com' );
		await user.type( screen.getByLabelText( 'Hasło' ), 'Haslo!2345' );
		await user.type(
			screen.getByLabelText( 'Potwierdź hasło' ),
			'Haslo!2345'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Zarejestruj się' } )
		);
		expect( api.registerCustomer ).toHaveBeenCalledWith( {
			email: 'ewa@example.com',
			password: 'Haslo!2345',
			first_name: 'Ewa',
			last_name: 'Z',
			username: 'ewa@example.com',
			meta_data: [ { key: 'client_type', value: 'individual' } ],
		} );
		expect(
			await screen.findByRole( 'heading', { name: 'Verify Your Email' } )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'Konto zostało utworzone. Sprawdź e-mail i zweryfikuj konto przed zalogowaniem.'
			)
		).toBeInTheDocument();
	} );

	it( 'a duplicate e-mail shows the spec message', async () => {
		api.registerCustomer.mockRejectedValue(
			apiError(
				400,
				'Użytkownik z tym adresem email już istnieje',
				'registration-error-email-exists'
			)
		);
		const { user } = setup();
		await openDialog( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Klient indywidualny' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Rejestracja' } )
		);
		for ( const [ label, value ] of [
			[ 'Imię', 'A' ],
			[ 'Nazwisko', 'B' ],
			[ 'Email', 'a@b.pl' ],
			[ 'Hasło', 'Haslo!2345' ],
			[ 'Potwierdź hasło', 'Haslo!2345' ],
		] as const ) {
			await user.type( screen.getByLabelText( label ), value );
		}
		await user.click(
			screen.getByRole( 'button', { name: 'Zarejestruj się' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Użytkownik z tym adresem email już istnieje'
		);
	} );

	it( 'company enquiry: NIP and postcode auto-format, NIP checked on blur, thank-you, closes after 5 s', async () => {
		api.addCompany.mockResolvedValue( { message: '' } );
		const { user } = setup();
		await openDialog( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Rejestracja' } )
		);
		expect( screen.queryByLabelText( 'Hasło' ) ).not.toBeInTheDocument();
		const nip = screen.getByLabelText( 'NIP' );
		await user.type( nip, '7010345128' );
		expect( nip ).toHaveValue( '701-034-51-28' );
		await user.tab();
		expect(
			screen.getByText( 'Nieprawidłowy format NIP' )
		).toBeInTheDocument();
		await user.clear( nip );
		await user.type( nip, '7010345129' );
		expect(
			screen.queryByText( 'Nieprawidłowy format NIP' )
		).not.toBeInTheDocument();
		await user.type( screen.getByLabelText( 'Kod pocztowy' ), '00120' );
		expect( screen.getByLabelText( 'Kod pocztowy' ) ).toHaveValue(
			'00-120'
		);
		for ( const [ label, value ] of [
			[ 'Nazwa firmy', 'Salon' ],
			[ 'Ulica', 'Złota 44' ],
			[ 'Miasto', 'Warszawa' ],
			[ 'Telefon', '600700800' ],
			[ 'Imię reprezentanta', 'Kasia' ],
			[ 'Nazwisko reprezentanta', 'Nowak' ],
			[ 'Email', 'k@example.com' ],
		] as const ) {
			await user.type( screen.getByLabelText( label ), value );
		}
		await user.click(
			screen.getByRole( 'button', { name: 'Wyślij zapytanie' } )
		);
		expect( api.addCompany ).toHaveBeenCalledWith( {
			nazwa_firmy: 'Salon',
			nip: '7010345129',
			adres_firmy_: 'Złota 44, 00-120 Warszawa',
			telefon: '600700800',
			imię_reprezentanta: 'Kasia',
			nazwisko_reprezentanta: 'Nowak',
			email: 'k@example.com',
		} );
		// findByText's polling advances the fake clock by up to ~100 ms.
		const thanks = await screen.findByText(
			'Dziękuję za wybranie naszej firmy, skontaktujemy się w sprawie współpracy'
		);
		// Shown where the shopper is (the dialog was scrolled down to the button): in place of the
		// form, and focused, so the browser brings it into view.
		expect(
			screen.queryByRole( 'button', { name: 'Wyślij zapytanie' } )
		).not.toBeInTheDocument();
		expect( thanks.closest( '[tabindex="-1"]' ) ).toHaveFocus();
		await act( async () => jest.advanceTimersByTime( 4800 ) );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		await act( async () => jest.advanceTimersByTime( 200 ) );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );
} );

describe( 'company enquiry failure', () => {
	it( 'reads "Błąd podczas wysyłania danych: {status} {statusText}", not the server message', async () => {
		api.addCompany.mockRejectedValue(
			new ApiError( {
				status: 400,
				statusText: 'Bad Request',
				code: 'rest_invalid_param',
				message: 'x',
				serverMessage: 'Nieprawidłowy parametr: nip',
			} )
		);
		const { user } = setup();
		await openDialog( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Rejestracja' } )
		);
		for ( const [ label, value ] of [
			[ 'Nazwa firmy', 'Salon' ],
			[ 'NIP', '7010345129' ],
			[ 'Ulica', 'Złota 44' ],
			[ 'Kod pocztowy', '00120' ],
			[ 'Miasto', 'Warszawa' ],
			[ 'Telefon', '600700800' ],
			[ 'Imię reprezentanta', 'Kasia' ],
			[ 'Nazwisko reprezentanta', 'Nowak' ],
			[ 'Email', 'k@example.com' ],
		] as const ) {
			await user.type( screen.getByLabelText( label ), value );
		}
		await user.click(
			screen.getByRole( 'button', { name: 'Wyślij zapytanie' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Błąd podczas wysyłania danych: 400 Bad Request'
		);
		expect(
			screen.queryByText( /Nieprawidłowy parametr/ )
		).not.toBeInTheDocument();
	} );
} );

describe( 'password reset request dialog', () => {
	it( 'sends the link, then counts 60 s down before it can resend', async () => {
		api.sendResetPassword.mockResolvedValue( { message: '' } );
		const { user } = setup();
		await openDialog( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Nie pamiętasz hasła?' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Wyślij link' } )
		);
		expect(
			await screen.findByText( 'Adres email jest wymagany' )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Email' ) ).toHaveFocus();
		await user.type( screen.getByLabelText( 'Email' ), 'anna@example.com' );
		await user.click(
			screen.getByRole( 'button', { name: 'Wyślij link' } )
		);
		expect(
			await screen.findByText(
				'Link do resetowania hasła został wysłany na Twój adres email. Sprawdź skrzynkę odbiorczą.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Wyślij ponownie (60 s)' } )
		).toBeDisabled();
		await act( async () => jest.advanceTimersByTime( 59000 ) );
		expect(
			screen.getByRole( 'button', { name: 'Wyślij ponownie (1 s)' } )
		).toBeDisabled();
		await act( async () => jest.advanceTimersByTime( 1000 ) );
		expect(
			screen.getByRole( 'button', { name: 'Wyślij ponownie' } )
		).toBeEnabled();
	} );
} );

describe( 'verification panel and gate', () => {
	const unverified = {
		id: 7,
		email: 'anna@example.com',
		displayName: 'Anna',
		firstName: 'Anna',
		lastName: 'K',
		clientType: 'individual' as const,
		emailVerified: false,
	};

	it( 'guests pass the gate', () => {
		setup();
		expect( screen.getByText( 'sklep' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'a logged-in unverified user is blocked; the panel cannot be closed; resend counts down 60 s', async () => {
		api.emailVerifiedById.mockResolvedValue( { verified: false } );
		api.resendVerification.mockResolvedValue( {
			message: 'Verification email sent',
		} );
		const store = createStore();
		localStorage.setItem( 'remember_me', 'true' );
		localStorage.setItem( 'jwt_token', 'x.y.z' );
		api.validateToken.mockResolvedValue( {
			valid: true,
			user: { ...AUTH, emailVerified: false },
		} );
		const { user } = setup( store );
		store.set( sessionAtom, { status: 'authenticated', user: unverified } );
		expect(
			await screen.findByRole( 'heading', { name: 'Verify Your Email' } )
		).toBeInTheDocument();
		expect( api.emailVerifiedById ).toHaveBeenCalledWith( 7 );
		await user.keyboard( '{Escape}' );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'Please verify your email to proceed.' )
		).toBeInTheDocument();
		await user.click( screen.getByRole( 'button', { name: 'Close' } ) );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Verify Email' } )
		);
		expect(
			await screen.findByText( 'Please enter the verification code' )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Verification code' ) ).toHaveFocus();
		expect(
			screen.getByLabelText( 'Verification code' )
		).toHaveAccessibleDescription( 'Please enter the verification code' );
		await user.click(
			screen.getByRole( 'button', { name: 'Resend Code' } )
		);
		expect(
			await screen.findByRole( 'button', {
				name: /^Resend Code \((60|59)s\)$/,
			} )
		).toBeDisabled();
		expect( api.resendVerification ).toHaveBeenCalledWith(
			'anna@example.com'
		);
		await act( async () => jest.advanceTimersByTime( 60000 ) );
		expect(
			screen.getByRole( 'button', { name: 'Resend Code' } )
		).toBeEnabled();
	} );

	it( 'a wrong code shows the server message; checks that fail count as verified (fail open)', async () => {
		api.emailVerifiedById.mockResolvedValue( { verified: false } );
		api.verifyEmailCode.mockRejectedValue(
			apiError(
				400,
				'Invalid verification code',
				'cosmetics_code_invalid'
			)
		);
		const { user, store } = setup();
		store.set( sessionAtom, { status: 'authenticated', user: unverified } );
		await screen.findByRole( 'heading', { name: 'Verify Your Email' } );
		fireEvent.change( screen.getByLabelText( 'Verification code' ), {
			target: { value: '111111' },
		} );
		await user.click(
			screen.getByRole( 'button', { name: 'Verify Email' } )
		);
		expect(
			await screen.findByText( 'Invalid verification code' )
		).toBeInTheDocument();

		api.verifyEmailCode.mockResolvedValue( {
			success: true,
			isVerified: true,
			message: '',
		} );
		api.emailVerifiedById.mockRejectedValue( apiError( 500 ) );
		await user.click(
			screen.getByRole( 'button', { name: 'Verify Email' } )
		);
		expect(
			await screen.findByText( 'Email Verified!' )
		).toBeInTheDocument();
		await act( async () => jest.advanceTimersByTime( 2000 ) );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( store.get( sessionAtom ).user?.emailVerified ).toBe( true );
		expect( store.get( dialogAtom ) ).toEqual( { view: 'closed' } );
	} );

	it( 'speaks English in its errors: the 60 s resend cooldown and a code shorter than 6 digits', async () => {
		api.emailVerifiedById.mockResolvedValue( { verified: false } );
		api.resendVerification.mockRejectedValue(
			apiError(
				429,
				'Poczekaj 60 sekund przed ponownym wysłaniem.',
				'cosmetics_rate_limited'
			)
		);
		api.verifyEmailCode.mockRejectedValue(
			apiError(
				400,
				'Nieprawidłowy parametr: verification_code',
				'rest_invalid_param'
			)
		);
		const { user, store } = setup();
		store.set( sessionAtom, { status: 'authenticated', user: unverified } );
		await screen.findByRole( 'heading', { name: 'Verify Your Email' } );
		await user.click(
			screen.getByRole( 'button', { name: 'Resend Code' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			/^Failed to resend verification email\. Please try again\.$/
		);
		// The cooldown still counts down on the button.
		expect(
			screen.getByRole( 'button', { name: /^Resend Code \((60|59)s\)$/ } )
		).toBeDisabled();

		fireEvent.change( screen.getByLabelText( 'Verification code' ), {
			target: { value: '12345' },
		} );
		await user.click(
			screen.getByRole( 'button', { name: 'Verify Email' } )
		);
		await waitFor( () =>
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
				/^Failed to verify email\. Please check your code and try again\.$/
			)
		);
		expect(
			screen.queryByText( /Nieprawidłowy|Poczekaj/ )
		).not.toBeInTheDocument();
	} );

	it( 'a by-id 404 means verified: the panel closes by itself after 2 s', async () => {
		api.emailVerifiedById.mockRejectedValue( apiError( 404 ) );
		const { store } = setup();
		store.set( sessionAtom, { status: 'authenticated', user: unverified } );
		expect(
			await screen.findByText( 'Email Verified!' )
		).toBeInTheDocument();
		await act( async () => jest.advanceTimersByTime( 2000 ) );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );
} );
