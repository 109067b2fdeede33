/**
 * The account forms' rules and messages (spec accounts-pages-errors.md section 5), character for
 * character. The server checks the same rules again (includes/Domain/PasswordRules.php, ProfileRules.php,
 * Postcode.php, Nip.php); both sides read the case files in src/domain/test/*-cases.json.
 */
import { isValidNip, nipDigits, nipError as baseNipError } from './nip';
import { EMAIL_PATTERN, POSTCODE_PATTERN } from './patterns';

export type FieldErrors< K extends string > = Partial< Record< K, string > >;

export { EMAIL_PATTERN, POSTCODE_PATTERN };
export const RESET_SPECIAL_CHARACTERS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?';
export const CODE_LENGTH = 6;

export const MESSAGES = {
	emailRequired: 'Email jest wymagany',
	emailFormat: 'Nieprawidłowy format adresu email',
	resetEmailRequired: 'Adres email jest wymagany',
	passwordLength: 'Hasło musi mieć co najmniej 8 znaków',
	passwordUppercase: 'Hasło musi zawierać co najmniej jedną dużą literę',
	passwordSpecial: 'Hasło musi zawierać co najmniej jeden znak specjalny',
	firstNameRequired: 'Imię jest wymagane',
	lastNameRequired: 'Nazwisko jest wymagane',
	confirmRequired: 'Potwierdzenie hasła jest wymagane',
	confirmMismatch: 'Hasła nie są identyczne',
	nipFormat: 'Nieprawidłowy format NIP',
	nipInvalid: 'Nieprawidłowy numer NIP',
	postcodeFormat: 'Nieprawidłowy format kodu pocztowego (XX-XXX)',
	currentPasswordRequired: 'Obecne hasło jest wymagane',
	newPasswordRequired: 'Nowe hasło jest wymagane',
	newConfirmRequired: 'Potwierdzenie nowego hasła jest wymagane',
	newMismatch: 'Nowe hasła nie są identyczne',
	codeRequired: 'Please enter the verification code',
	orderNumber: 'Podaj numer zamówienia (same cyfry).',
} as const;

export function emailError(
	email: string,
	requiredMessage: string = MESSAGES.emailRequired
): string | undefined {
	const value = email.trim();
	if ( value === '' ) {
		return requiredMessage;
	}
	return EMAIL_PATTERN.test( value ) ? undefined : MESSAGES.emailFormat;
}

/**
 * Each broken password rule's message, in the spec's order. Length in Unicode code points, as the
 * server's mb_strlen counts (an emoji is one character, not two UTF-16 units).
 */
export function passwordRuleErrors( password: string ): string[] {
	const errors: string[] = [];
	if ( [ ...password ].length < 8 ) {
		errors.push( MESSAGES.passwordLength );
	}
	if ( ! /\p{Lu}/u.test( password ) ) {
		errors.push( MESSAGES.passwordUppercase );
	}
	if (
		! [ ...password ].some( ( char ) =>
			RESET_SPECIAL_CHARACTERS.includes( char )
		)
	) {
		errors.push( MESSAGES.passwordSpecial );
	}
	return errors;
}

/** The password messages joined by commas, or undefined when valid. */
export function passwordError( password: string ): string | undefined {
	const errors = passwordRuleErrors( password );
	return errors.length ? errors.join( ', ' ) : undefined;
}

function compact< K extends string >(
	errors: Record< K, string | undefined >
): FieldErrors< K > {
	const out: FieldErrors< K > = {};
	for ( const key of Object.keys( errors ) as K[] ) {
		if ( errors[ key ] ) {
			out[ key ] = errors[ key ];
		}
	}
	return out;
}

export interface LoginForm {
	email: string;
	password: string;
}

export function validateLogin(
	form: LoginForm
): FieldErrors< keyof LoginForm > {
	return compact( {
		email: emailError( form.email ),
		password: passwordError( form.password ),
	} );
}

export interface RegisterForm {
	firstName: string;
	lastName: string;
	email: string;
	password: string;
	confirmPassword: string;
}

export function validateRegister(
	form: RegisterForm
): FieldErrors< keyof RegisterForm > {
	let confirm: string | undefined;
	if ( form.confirmPassword === '' ) {
		confirm = MESSAGES.confirmRequired;
	} else if ( form.confirmPassword !== form.password ) {
		confirm = MESSAGES.confirmMismatch;
	}
	return compact( {
		firstName: form.firstName.trim()
			? undefined
			: MESSAGES.firstNameRequired,
		lastName: form.lastName.trim() ? undefined : MESSAGES.lastNameRequired,
		email: emailError( form.email ),
		password: passwordError( form.password ),
		confirmPassword: confirm,
	} );
}

export interface EnquiryForm {
	companyName: string;
	nip: string;
	street: string;
	city: string;
	postcode: string;
	phone: string;
	firstName: string;
	lastName: string;
	email: string;
}

export function nipError(
	nip: string,
	message: string = MESSAGES.nipFormat
): string | undefined {
	return baseNipError( nip, message ) ?? undefined;
}

export function postcodeError( postcode: string ): string | undefined {
	if ( postcode.trim() === '' ) {
		return 'Kod pocztowy jest wymagany';
	}
	return POSTCODE_PATTERN.test( postcode.trim() )
		? undefined
		: MESSAGES.postcodeFormat;
}

/** Auto-format of a postal code while typing: digits, a dash after the second (XX-XXX). */
export function formatPostcode( value: string ): string {
	const digits = value.replace( /\D+/g, '' ).slice( 0, 5 );
	return digits.length > 2
		? `${ digits.slice( 0, 2 ) }-${ digits.slice( 2 ) }`
		: digits;
}

export function validateEnquiry(
	form: EnquiryForm
): FieldErrors< keyof EnquiryForm > {
	return compact( {
		companyName: form.companyName.trim()
			? undefined
			: 'Nazwa firmy jest wymagana',
		nip: nipError( form.nip ),
		street: form.street.trim() ? undefined : 'Ulica jest wymagana',
		city: form.city.trim() ? undefined : 'Miasto jest wymagane',
		postcode: postcodeError( form.postcode ),
		phone: form.phone.trim() ? undefined : 'Telefon jest wymagany',
		firstName: form.firstName.trim()
			? undefined
			: 'Imię reprezentanta jest wymagane',
		lastName: form.lastName.trim()
			? undefined
			: 'Nazwisko reprezentanta jest wymagane',
		email: emailError( form.email ),
	} );
}

export interface ChangePasswordForm {
	currentPassword: string;
	newPassword: string;
	confirmPassword: string;
}

export function validateChangePassword(
	form: ChangePasswordForm
): FieldErrors< keyof ChangePasswordForm > {
	let confirm: string | undefined;
	if ( form.confirmPassword === '' ) {
		confirm = MESSAGES.newConfirmRequired;
	} else if ( form.confirmPassword !== form.newPassword ) {
		confirm = MESSAGES.newMismatch;
	}
	return compact( {
		currentPassword:
			form.currentPassword === ''
				? MESSAGES.currentPasswordRequired
				: undefined,
		newPassword:
			form.newPassword === ''
				? MESSAGES.newPasswordRequired
				: passwordError( form.newPassword ),
		confirmPassword: confirm,
	} );
}

/** The reset page shows every message together, in this order. */
export function validateResetPassword(
	newPassword: string,
	confirmPassword: string
): string[] {
	const errors: string[] =
		newPassword === ''
			? [ MESSAGES.newPasswordRequired ]
			: passwordRuleErrors( newPassword );
	if ( confirmPassword === '' ) {
		errors.push( MESSAGES.confirmRequired );
	} else if ( confirmPassword !== newPassword ) {
		errors.push( MESSAGES.confirmMismatch );
	}
	return errors;
}

/** The reset page's live checklist. */
export function passwordChecklist(
	password: string
): Array< { label: string; met: boolean } > {
	const broken = passwordRuleErrors( password );
	return [
		MESSAGES.passwordLength,
		MESSAGES.passwordUppercase,
		MESSAGES.passwordSpecial,
	].map( ( message ) => ( {
		label: message
			.replace( /^Hasło musi (mieć|zawierać) /, '' )
			.replace( /^./, ( c ) => c.toUpperCase() ),
		met: ! broken.includes( message ),
	} ) );
}

/** Verification code: trimmed, non-empty, at most 6 characters. */
export function verificationCodeError( code: string ): string | undefined {
	return code.trim() === '' ? MESSAGES.codeRequired : undefined;
}

export interface VerificationCodeForm {
	code: string;
}

export function validateVerificationCode(
	form: VerificationCodeForm
): FieldErrors< keyof VerificationCodeForm > {
	return compact( { code: verificationCodeError( form.code ) } );
}

export interface ResetRequestForm {
	email: string;
}

/** The reset request dialog's e-mail: its own 'required' message ('Adres email jest wymagany'). */
export function validateResetRequest(
	form: ResetRequestForm
): FieldErrors< keyof ResetRequestForm > {
	return compact( {
		email: emailError( form.email, MESSAGES.resetEmailRequired ),
	} );
}

export interface OrderNumberForm {
	number: string;
}

/** The withdrawal page's order number (a logged-in customer without the e-mailed link): digits only. */
export function validateOrderNumber(
	form: OrderNumberForm
): FieldErrors< keyof OrderNumberForm > {
	return compact( {
		number: /^\d+$/.test( form.number.trim() )
			? undefined
			: MESSAGES.orderNumber,
	} );
}

export function normaliseCode( code: string ): string {
	return code.trim().slice( 0, CODE_LENGTH );
}

export interface ProfileAddress {
	first_name: string;
	last_name: string;
	company: string;
	address_1: string;
	address_2: string;
	city: string;
	state: string;
	postcode: string;
	country: string;
	email?: string;
	phone?: string;
}

export interface ProfileForm {
	firstName: string;
	lastName: string;
	email: string;
	customerType: 'individual' | 'company';
	companyName: string;
	companyNip: string;
	billing: ProfileAddress;
	separateShipping: boolean;
	shipping: ProfileAddress;
	/** Asked only when the e-mail address changes (the server refuses a change without it). */
	currentPassword: string;
}

/** Is the typed address another one than the saved (letter case aside, as the server compares)? */
export function emailChanged( saved: string, typed: string ): boolean {
	return saved.trim().toLowerCase() !== typed.trim().toLowerCase();
}

/** Spec: a separate shipping address when its address, city or postcode differ from billing. */
export function hasSeparateShipping(
	billing: ProfileAddress,
	shipping: ProfileAddress
): boolean {
	return (
		( shipping.address_1 !== '' ||
			shipping.city !== '' ||
			shipping.postcode !== '' ) &&
		( shipping.address_1 !== billing.address_1 ||
			shipping.city !== billing.city ||
			shipping.postcode !== billing.postcode )
	);
}

/** The profile's save rules: '{field} jest wymagane/wymagany' joined by commas; NIP separately. */
export function validateProfile(
	form: ProfileForm,
	savedEmail: string = form.email
): string | undefined {
	const missing: string[] = [];
	const need = ( value: string | undefined, message: string ) => {
		if ( ! value || value.trim() === '' ) {
			missing.push( message );
		}
	};
	need( form.firstName, 'Imię jest wymagane' );
	need( form.lastName, 'Nazwisko jest wymagane' );
	need( form.email, 'Email jest wymagany' );
	if ( form.email.trim() !== '' && emailChanged( savedEmail, form.email ) ) {
		need( form.currentPassword, 'Obecne hasło jest wymagane' );
	}
	if ( form.customerType === 'company' ) {
		need( form.companyName, 'Nazwa firmy jest wymagana' );
		need( form.companyNip, 'NIP jest wymagany' );
	}
	need( form.billing.first_name, 'Imię (rozliczenie) jest wymagane' );
	need( form.billing.last_name, 'Nazwisko (rozliczenie) jest wymagane' );
	need( form.billing.address_1, 'Adres jest wymagany' );
	need( form.billing.city, 'Miasto jest wymagane' );
	need( form.billing.postcode, 'Kod pocztowy jest wymagany' );
	need( form.billing.email, 'Email (rozliczenie) jest wymagany' );
	need( form.billing.phone, 'Telefon jest wymagany' );
	if ( form.separateShipping ) {
		need( form.shipping.first_name, 'Imię (dostawa) jest wymagane' );
		need( form.shipping.last_name, 'Nazwisko (dostawa) jest wymagane' );
		need( form.shipping.address_1, 'Adres dostawy jest wymagany' );
		need( form.shipping.city, 'Miasto (dostawa) jest wymagane' );
		need( form.shipping.postcode, 'Kod pocztowy (dostawa) jest wymagany' );
	}
	if ( missing.length ) {
		return missing.join( ', ' );
	}
	if (
		form.customerType === 'company' &&
		! isValidNip( nipDigits( form.companyNip ) )
	) {
		return MESSAGES.nipInvalid;
	}
	return undefined;
}
