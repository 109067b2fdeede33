import {
	changePasswordErrorMessage,
	profileSaveErrorMessage,
	deleteAccountErrorMessage,
	enquiryErrorMessage,
	loginErrorMessage,
	registrationErrorMessage,
	resetErrorMessage,
	resetRequestErrorMessage,
	verifyErrorMessage,
	type CallFailure,
} from '../accountMessages';

const f = (
	status: number,
	serverMessage: string | null = null,
	code: string | null = null
): CallFailure => ( { status, code, serverMessage } );

describe( 'login catalogue', () => {
	it.each( [
		[ f( 401 ), 'Nieprawidłowy email lub hasło' ],
		[ f( 400 ), 'Nieprawidłowy email lub hasło' ],
		[
			f( 403 ),
			'System logowania wymaga konfiguracji. Skontaktuj się z administratorem.',
		],
		[ f( 404 ), 'System logowania nie jest dostępny...' ],
		[ f( 500, 'Fatal' ), 'Fatal' ],
		[
			f( 0 ),
			'Brak połączenia z serwerem. Sprawdź połączenie internetowe.',
		],
		[ f( 302 ), 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie.' ],
		[
			f(
				403,
				'Email address must be verified before login',
				'cosmetics_email_not_verified'
			),
			'Email address must be verified before login',
		],
		[
			f( 403, 'x', 'cosmetics_professional_not_approved' ),
			'Twoje konto nie jest zatwierdzone do logowania jako klient profesjonalny. Brak danych firmy.',
		],
		[
			f(
				429,
				'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 15 minut.'
			),
			'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 15 minut.',
		],
	] )( '%j → %s', ( failure, message ) =>
		expect( loginErrorMessage( failure ) ).toBe( message )
	);
} );

describe( 'registration catalogue', () => {
	it.each( [
		[
			f(
				400,
				'Użytkownik z tym adresem email już istnieje',
				'registration-error-email-exists'
			),
			'Użytkownik z tym adresem email już istnieje',
		],
		[
			f( 400, 'Error: user already exists.' ),
			'Użytkownik z tym adresem email już istnieje',
		],
		[
			f( 400, 'Username already exists' ),
			'Nazwa użytkownika już istnieje',
		],
		[
			f( 403 ),
			'System rejestracji wymaga konfiguracji. Skontaktuj się z administratorem.',
		],
		[ f( 404 ), 'System rejestracji nie jest dostępny...' ],
		[
			f( 500, 'Skontaktuj się z administratorem sklepu' ),
			'Skontaktuj się z administratorem sklepu',
		],
		[ f( 500 ), 'Wystąpił błąd podczas rejestracji' ],
	] )( '%j → %s', ( failure, message ) =>
		expect( registrationErrorMessage( failure ) ).toBe( message )
	);

	it( 'company enquiry failures', () => {
		expect(
			enquiryErrorMessage( {
				...f( 500 ),
				statusText: 'Internal Server Error',
			} )
		).toBe( 'Błąd podczas wysyłania danych: 500 Internal Server Error' );
		// The spec's {status} {statusText}: the server's own message never replaces the status text.
		expect(
			enquiryErrorMessage( {
				...f(
					400,
					'Nieprawidłowy parametr: nip',
					'rest_invalid_param'
				),
				statusText: 'Bad Request',
			} )
		).toBe( 'Błąd podczas wysyłania danych: 400 Bad Request' );
		// HTTP/2 has no status text: the status alone.
		expect(
			enquiryErrorMessage( {
				...f( 400, 'Nieprawidłowy parametr: nip' ),
				statusText: '',
			} )
		).toBe( 'Błąd podczas wysyłania danych: 400' );
		expect( enquiryErrorMessage( f( 0 ) ) ).toBe(
			'Błąd połączenia z serwerem. Sprawdź połączenie internetowe i spróbuj ponownie.'
		);
		expect(
			enquiryErrorMessage(
				f( 429, 'Zbyt wiele żądań. Spróbuj ponownie później.' )
			)
		).toBe( 'Zbyt wiele żądań. Spróbuj ponownie później.' );
	} );
} );

describe( 'password catalogues', () => {
	it.each( [
		[ f( 404 ), 'Użytkownik z tym adresem email nie istnieje' ],
		[ f( 400, 'Adres email jest wymagany' ), 'Adres email jest wymagany' ],
		[ f( 400 ), 'Nieprawidłowe dane' ],
		[ f( 500 ), 'Błąd serwera - spróbuj ponownie później' ],
		[
			f(
				503,
				'Sklep nie wysyła teraz linków do zmiany hasła. Skontaktuj się z nami, a pomożemy odzyskać dostęp do konta.'
			),
			'Sklep nie wysyła teraz linków do zmiany hasła. Skontaktuj się z nami, a pomożemy odzyskać dostęp do konta.',
		],
		[ f( 503 ), 'Wystąpił błąd podczas wysyłania linku resetującego' ],
		[ f( 0 ), 'Wystąpił błąd podczas wysyłania linku resetującego' ],
	] )( 'reset request %j → %s', ( failure, message ) =>
		expect( resetRequestErrorMessage( failure ) ).toBe( message )
	);

	it.each( [
		[ f( 400 ), 'Nieprawidłowy klucz resetowania lub dane' ],
		[ f( 404 ), 'Użytkownik nie istnieje lub klucz resetowania wygasł' ],
		[ f( 500, 'Coś' ), 'Coś' ],
		[ f( 500 ), 'Wystąpił błąd podczas zmiany hasła. Spróbuj ponownie.' ],
	] )( 'reset %j → %s', ( failure, message ) =>
		expect( resetErrorMessage( failure ) ).toBe( message )
	);

	it.each( [
		[ f( 401 ), 'Nieprawidłowe obecne hasło' ],
		[
			f( 400, 'Nieprawidłowe obecne hasło', 'cosmetics_wrong_password' ),
			'Nieprawidłowe obecne hasło',
		],
		[ f( 403 ), 'Brak uprawnień. Zaloguj się ponownie.' ],
		[
			f( 400, 'Hasło musi mieć co najmniej 8 znaków' ),
			'Hasło musi mieć co najmniej 8 znaków',
		],
		[ f( 500 ), 'Wystąpił błąd podczas zmiany hasła' ],
	] )( 'change password %j → %s', ( failure, message ) =>
		expect( changePasswordErrorMessage( failure ) ).toBe( message )
	);

	it.each( [
		[
			f( 400, 'Nieprawidłowe obecne hasło', 'cosmetics_wrong_password' ),
			'Nieprawidłowe obecne hasło',
		],
		[
			f(
				400,
				'Podaj obecne hasło, aby zmienić adres email',
				'cosmetics_password_required'
			),
			'Podaj obecne hasło, aby zmienić adres email',
		],
		[
			f(
				429,
				'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 15 minut.'
			),
			'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 15 minut.',
		],
		[
			f(
				400,
				'Użytkownik z tym adresem email już istnieje',
				'registration-error-email-exists'
			),
			'Nie udało się zaktualizować danych profilu',
		],
		[ f( 500 ), 'Nie udało się zaktualizować danych profilu' ],
		[ f( -1 ), 'Nie udało się zaktualizować danych profilu' ],
	] )( 'profile save %j → %s', ( failure, message ) =>
		expect( profileSaveErrorMessage( failure ) ).toBe( message )
	);

	it.each( [
		[ f( 401 ), 'Brak autoryzacji. Zaloguj się ponownie.' ],
		[ f( 403 ), 'Brak uprawnień do usunięcia konta' ],
		[ f( 404 ), 'Konto nie zostało znalezione' ],
		[ f( 500 ), 'Wystąpił błąd podczas usuwania konta' ],
	] )( 'delete account %j → %s', ( failure, message ) =>
		expect( deleteAccountErrorMessage( failure ) ).toBe( message )
	);

	it( 'verification: the server message, else the generic text', () => {
		expect(
			verifyErrorMessage(
				f( 400, 'Invalid verification code', 'cosmetics_code_invalid' )
			)
		).toBe( 'Invalid verification code' );
		expect( verifyErrorMessage( f( 0 ) ) ).toBe(
			'Failed to verify email. Please check your code and try again.'
		);
		// The English panel never shows WordPress's or the rate limiter's Polish text.
		expect(
			verifyErrorMessage(
				f(
					400,
					'Nieprawidłowy parametr: verification_code',
					'rest_invalid_param'
				)
			)
		).toBe(
			'Failed to verify email. Please check your code and try again.'
		);
		expect(
			verifyErrorMessage(
				f(
					429,
					'Zbyt wiele żądań. Spróbuj ponownie później.',
					'cosmetics_rate_limited'
				)
			)
		).toBe(
			'Failed to verify email. Please check your code and try again.'
		);
		expect(
			verifyErrorMessage(
				f(
					429,
					'Too many attempts. Please request a new code.',
					'cosmetics_code_attempts'
				)
			)
		).toBe( 'Too many attempts. Please request a new code.' );
	} );
} );
