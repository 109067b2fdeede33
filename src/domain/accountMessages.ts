/**
 * The account calls' error catalogue (spec accounts-pages-errors.md section 8), character for
 * character. Each takes what the api layer's ApiError carries: status (0 = no response), the
 * WordPress error code and the server's own message.
 *
 * Rate limits (429) show the server's Polish message everywhere (DESIGN deviation 4).
 */
import { EMAIL_LINK_FAILED, EMAIL_VERIFIED } from './verificationNotices';

export interface CallFailure {
	status: number;
	/** The HTTP reason phrase, when the caller has it. */
	statusText?: string;
	code: string | null;
	serverMessage: string | null;
}

export const DIALOG_ERROR_HEADING = 'Wystąpił błąd';
export const DIALOG_FALLBACK = 'Wystąpił nieoczekiwany błąd';
export const LOGIN_DEFAULT = 'Błąd logowania';
export const PROFESSIONAL_NOT_APPROVED =
	'Twoje konto nie jest zatwierdzone do logowania jako klient profesjonalny. Brak danych firmy.';
export const ENQUIRY_SUCCESS =
	'Dziękuję za wybranie naszej firmy, skontaktujemy się w sprawie współpracy';
export const REGISTERED_MESSAGE =
	'Konto zostało utworzone. Sprawdź e-mail i zweryfikuj konto przed zalogowaniem.';
export const REGISTERED_NO_TOKEN =
	'Konto zostało utworzone. Zaloguj się aby kontynuować.';
export const RESET_REQUEST_SUCCESS =
	'Link do resetowania hasła został wysłany na Twój adres email. Sprawdź skrzynkę odbiorczą.';
export const CHANGE_PASSWORD_SUCCESS = 'Hasło zostało pomyślnie zmienione';
export const PROFILE_SAVED = 'Dane profilu zostały pomyślnie zaktualizowane';
export const RESET_MISSING_PARAMS =
	'Nieprawidłowy link resetowania hasła. Brak wymaganych parametrów.';
export const RESET_INVALID_LINK_TEXT =
	'Link resetowania hasła jest nieprawidłowy lub wygasł. Spróbuj ponownie zresetować hasło.';
export const NOT_VERIFIED_CODES: ReadonlySet< string > = new Set( [
	'cosmetics_email_not_verified',
] );

export function loginErrorMessage( failure: CallFailure ): string {
	const { status, code, serverMessage } = failure;
	if ( status === 429 && serverMessage ) {
		return serverMessage;
	}
	if ( code && NOT_VERIFIED_CODES.has( code ) ) {
		return serverMessage ?? 'Email address must be verified before login';
	}
	if ( code === 'cosmetics_professional_not_approved' ) {
		return PROFESSIONAL_NOT_APPROVED;
	}
	if ( status === 0 ) {
		return 'Brak połączenia z serwerem. Sprawdź połączenie internetowe.';
	}
	if ( status === 403 ) {
		return 'System logowania wymaga konfiguracji. Skontaktuj się z administratorem.';
	}
	if ( status === 404 ) {
		return 'System logowania nie jest dostępny...';
	}
	if ( status >= 500 ) {
		return serverMessage ?? 'Błąd serwera';
	}
	if ( status >= 400 ) {
		return 'Nieprawidłowy email lub hasło';
	}
	return 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie.';
}

export function registrationErrorMessage( failure: CallFailure ): string {
	const { status, code, serverMessage } = failure;
	const text = serverMessage ?? '';
	if ( status === 429 && serverMessage ) {
		return serverMessage;
	}
	if (
		code === 'registration-error-email-exists' ||
		/już istnieje|already exists/i.test( text )
	) {
		return /nazwa użytkownika|username/i.test( text )
			? 'Nazwa użytkownika już istnieje'
			: 'Użytkownik z tym adresem email już istnieje';
	}
	if ( status === 403 ) {
		return 'System rejestracji wymaga konfiguracji. Skontaktuj się z administratorem.';
	}
	if ( status === 404 ) {
		return 'System rejestracji nie jest dostępny...';
	}
	if ( /system|konfiguracji|administrator/i.test( text ) ) {
		return text;
	}
	if ( code === 'cosmetics_weak_password' && serverMessage ) {
		return serverMessage;
	}
	return 'Wystąpił błąd podczas rejestracji';
}

export function enquiryErrorMessage( failure: CallFailure ): string {
	if ( failure.status === 0 ) {
		return 'Błąd połączenia z serwerem. Sprawdź połączenie internetowe i spróbuj ponownie.';
	}
	if ( failure.status === 429 && failure.serverMessage ) {
		return failure.serverMessage;
	}
	return `Błąd podczas wysyłania danych: ${ failure.status } ${
		failure.statusText ?? ''
	}`.trim();
}

export function resetRequestErrorMessage( failure: CallFailure ): string {
	switch ( failure.status ) {
		case 404:
			return 'Użytkownik z tym adresem email nie istnieje';
		case 400:
			return failure.serverMessage ?? 'Nieprawidłowe dane';
		case 429:
		case 503: // The shop switched the reset e-mail off (WooCommerce → Ustawienia → E-maile): its words.
			return (
				failure.serverMessage ??
				'Wystąpił błąd podczas wysyłania linku resetującego'
			);
		case 500:
			return 'Błąd serwera - spróbuj ponownie później';
		default:
			return 'Wystąpił błąd podczas wysyłania linku resetującego';
	}
}

export function resetErrorMessage( failure: CallFailure ): string {
	switch ( failure.status ) {
		case 400:
			return failure.code === 'cosmetics_weak_password' &&
				failure.serverMessage
				? failure.serverMessage
				: 'Nieprawidłowy klucz resetowania lub dane';
		case 404:
			return 'Użytkownik nie istnieje lub klucz resetowania wygasł';
		default:
			return (
				failure.serverMessage ??
				'Wystąpił błąd podczas zmiany hasła. Spróbuj ponownie.'
			);
	}
}

export function changePasswordErrorMessage( failure: CallFailure ): string {
	if (
		failure.status === 401 ||
		failure.code === 'cosmetics_wrong_password'
	) {
		return 'Nieprawidłowe obecne hasło';
	}
	if ( failure.status === 403 ) {
		return 'Brak uprawnień. Zaloguj się ponownie.';
	}
	return failure.serverMessage ?? 'Wystąpił błąd podczas zmiany hasła';
}

/**
 * Profile save: the spec's message, except when an e-mail change is refused for its password
 * (wrong, missing, or too many tries), which the customer can act on.
 */
export function profileSaveErrorMessage( failure: CallFailure ): string {
	if ( failure.code === 'cosmetics_wrong_password' ) {
		return 'Nieprawidłowe obecne hasło';
	}
	if (
		( failure.code === 'cosmetics_password_required' ||
			failure.status === 429 ) &&
		failure.serverMessage
	) {
		return failure.serverMessage;
	}
	return 'Nie udało się zaktualizować danych profilu';
}

export const NO_TOKEN_MESSAGE =
	'Brak tokenu autoryzacji. Zaloguj się ponownie.';

export function deleteAccountErrorMessage( failure: CallFailure ): string {
	switch ( failure.status ) {
		case 401:
			return 'Brak autoryzacji. Zaloguj się ponownie.';
		case 403:
			return 'Brak uprawnień do usunięcia konta';
		case 404:
			return 'Konto nie zostało znalezione';
		default:
			return 'Wystąpił błąd podczas usuwania konta';
	}
}

export const VERIFICATION_MESSAGES = {
	title: 'Verify Your Email',
	verify: 'Verify Email',
	resend: 'Resend Code',
	verified: EMAIL_VERIFIED,
	cannotClose: 'Please verify your email to proceed.',
	statusFailed: 'Unable to check verification status. Please try again.',
	resendFailed: 'Failed to resend verification email. Please try again.',
	verifyFailed:
		'Failed to verify email. Please check your code and try again.',
	tokenFailed: 'Failed to verify email',
	tokenFailedPl: EMAIL_LINK_FAILED,
	required: 'Email verification required',
} as const;

/**
 * The verify answer's failure: the verification service's own (English) message when it gave one,
 * else the generic text. The panel is English: WordPress's refusal of a malformed code and the rate
 * limiter speak the site's language (Polish), so they get the generic text.
 */
export function verifyErrorMessage( failure: CallFailure ): string {
	if (
		failure.status === 0 ||
		! failure.code?.startsWith( 'cosmetics_code_' )
	) {
		return VERIFICATION_MESSAGES.verifyFailed;
	}
	return failure.serverMessage ?? VERIFICATION_MESSAGES.verifyFailed;
}
