/**
 * The account calls (spec accounts-pages-errors.md section 7), each at the spec's path, served by the
 * plugin (includes/Accounts/Rest). Errors reject with ApiError; the screens map them with
 * src/domain/accountMessages.ts.
 */
import type { ProfileAddress } from '../domain/validation';
import { request } from './client';
import type { StoreCurrency } from './store-api';
import type { OrderDocument, OrderPaymentSummary } from './orders';
import { replaceAuthToken } from './tokens';

export type ClientType = 'individual' | 'professional';

/** The login answer: spec auth data plus the stored user record's fields. */
export interface AuthData {
	token: string;
	user_email: string;
	user_display_name: string;
	user_nicename: string;
	user_id: number;
	id: number;
	first_name: string;
	last_name: string;
	clientType: ClientType;
	emailVerified: boolean;
}

export interface LoginPayload {
	username: string;
	password: string;
	remember: boolean;
	client_type: ClientType;
}

export async function requestToken(
	payload: LoginPayload
): Promise< AuthData > {
	return (
		await request< AuthData >( {
			path: '/jwt-auth/v1/token',
			method: 'POST',
			data: payload,
		} )
	).data;
}

export interface ValidateAnswer {
	valid: boolean;
	user?: AuthData;
}

export async function validateToken(): Promise< ValidateAnswer > {
	return (
		await request< ValidateAnswer >( {
			path: '/jwt-auth/v1/token/validate',
			method: 'POST',
		} )
	).data;
}

export async function refreshToken( token: string ): Promise< AuthData > {
	return (
		await request< AuthData >( {
			path: '/jwt-auth/v1/token/refresh',
			method: 'POST',
			data: { token },
		} )
	).data;
}

/** Revokes the user's tokens on the server. */
export async function revokeSession(): Promise< void > {
	await request< unknown >( {
		path: '/cosmetics/v1/logout',
		method: 'POST',
	} );
}

export interface RegisterPayload {
	email: string;
	password: string;
	first_name: string;
	last_name: string;
	username: string;
	meta_data: Array< { key: string; value: string } >;
}

export interface RegisterAnswer {
	success: boolean;
	customer: {
		id: number;
		email: string;
		first_name: string;
		last_name: string;
	};
	token: string;
	message: string;
}

export async function registerCustomer(
	payload: RegisterPayload
): Promise< RegisterAnswer > {
	return (
		await request< RegisterAnswer >( {
			path: '/custom-auth/v1/register',
			method: 'POST',
			data: payload,
		} )
	).data;
}

export interface VerifiedAnswer {
	verified: boolean;
}

export async function emailVerifiedById(
	userId: number
): Promise< VerifiedAnswer > {
	return (
		await request< VerifiedAnswer >( {
			path: `/custom-auth/v1/email-verified/${ userId }`,
		} )
	).data;
}

export interface VerificationStatus {
	verified: boolean;
	isVerified: boolean;
	verificationRequired: boolean;
	canResend: boolean;
	message: string;
}

export async function emailVerifiedByEmail(
	email: string
): Promise< VerificationStatus > {
	return (
		await request< VerificationStatus >( {
			path: '/custom-auth/v1/email-verified-by-email',
			method: 'POST',
			data: { email },
		} )
	).data;
}

export interface VerifyAnswer {
	success: boolean;
	isVerified: boolean;
	message: string;
}

export async function resendVerification(
	email: string
): Promise< { message: string } > {
	return (
		await request< { message: string } >( {
			path: '/cev/v1/resend-verification',
			method: 'POST',
			data: { email },
		} )
	).data;
}

export async function verifyEmailCode(
	email: string,
	code: string
): Promise< VerifyAnswer > {
	return (
		await request< VerifyAnswer >( {
			path: '/cev/v1/verify-email',
			method: 'POST',
			data: { email, verification_code: code },
		} )
	).data;
}

export async function verifyEmailToken(
	token: string
): Promise< VerifyAnswer > {
	return (
		await request< VerifyAnswer >( {
			path: '/alg-wc-ev/v1/verify',
			method: 'POST',
			data: { token },
		} )
	).data;
}

export async function sendResetPassword(
	login: string
): Promise< { message: string } > {
	return (
		await request< { message: string } >( {
			path: '/custom/v1/send-reset-password',
			method: 'POST',
			data: { login },
		} )
	).data;
}

export async function resetPassword(
	key: string,
	login: string,
	newPassword: string
): Promise< { message: string } > {
	return (
		await request< { message: string } >( {
			path: '/custom/v1/reset-password',
			method: 'POST',
			data: { key, login, new_password: newPassword },
		} )
	).data;
}

export async function changePassword(
	currentPassword: string,
	newPassword: string,
	remember: boolean
): Promise< { message: string; token: string } > {
	return (
		await request< { message: string; token: string } >( {
			path: '/custom/v1/change-password',
			method: 'POST',
			data: {
				current_password: currentPassword,
				new_password: newPassword,
				remember,
			},
		} )
	).data;
}

export async function deleteAccount(): Promise< void > {
	await request< unknown >( {
		path: '/custom/v1/delete-account',
		method: 'POST',
		data: {},
	} );
}

export interface Profile {
	id: number;
	email: string;
	first_name: string;
	last_name: string;
	username: string;
	billing: ProfileAddress;
	shipping: ProfileAddress;
	meta_data: Array< { key: string; value: string } >;
	clientType: ClientType;
	emailVerified: boolean;
}

export const PROFILE_PATH = '/custom-auth/v1/profile';

export async function getProfile(): Promise< Profile > {
	return ( await request< Profile >( { path: PROFILE_PATH } ) ).data;
}

export interface ProfileUpdate {
	first_name: string;
	last_name: string;
	email: string;
	billing: ProfileAddress;
	shipping: ProfileAddress;
	meta_data: Array< { key: string; value: string } >;
	/** Only with a new e-mail address. */
	current_password?: string;
}

/**
 * A new e-mail address ends every session of the account on the server; the answer then carries a
 * new token for this one, which replaces the stored token.
 */
export async function updateProfile(
	update: ProfileUpdate
): Promise< Profile > {
	const { token, ...profile } = (
		await request< Profile & { token?: string } >( {
			path: PROFILE_PATH,
			method: 'POST',
			data: update,
		} )
	).data;
	if ( token ) {
		replaceAuthToken( token );
	}
	return profile;
}

/** Amounts are integer strings in minor units, with the Store API's currency fields (money.ts formats them). */
export interface AccountOrder extends StoreCurrency {
	id: number;
	number: string;
	status: string;
	/** The status's label for shoppers, decided by the server (Domain\OrderStatusLabel). */
	status_name: string;
	payment: OrderPaymentSummary;
	documents: OrderDocument[];
	date_created: string | null;
	total: string;
	/** Incl. tax, as shown: products_total + shipping_total − discount_total = total. */
	products_total: string;
	shipping_total: string;
	shipping_before_discount: string;
	discount_total: string;
	/** The coupon codes, upper case, comma-separated; '' without one. */
	coupon: string;
	/** subtotal: before discounts (shown); total: after the coupon. */
	line_items: Array< {
		name: string;
		sku: string;
		quantity: number;
		subtotal: string;
		total: string;
	} >;
	shipping: {
		first_name: string;
		last_name: string;
		company: string;
		address_1: string;
		address_2: string;
		postcode: string;
		city: string;
		state: string;
	};
	customer_note: string;
}

export async function listMyOrders(): Promise< AccountOrder[] > {
	return (
		await request< AccountOrder[] >( {
			path: '/custom-auth/v1/orders?per_page=50',
		} )
	).data;
}

/** Spec section 3, company enquiry payload (Polish keys as given). */
export interface EnquiryPayload {
	nazwa_firmy: string;
	nip: string;
	adres_firmy_: string;
	telefon: string;
	imię_reprezentanta: string;
	nazwisko_reprezentanta: string;
	email: string;
}

export async function addCompany(
	payload: EnquiryPayload
): Promise< { message: string } > {
	return (
		await request< { message: string } >( {
			path: '/myplugin/v1/add-company',
			method: 'POST',
			data: payload,
		} )
	).data;
}
