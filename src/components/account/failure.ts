import { isApiError } from '../../api';
import type { CallFailure } from '../../domain/accountMessages';

/** What the error catalogue needs of any rejection (-1: not a call failure at all). */
export function failureOf( error: unknown ): CallFailure {
	if ( isApiError( error ) ) {
		return {
			status: error.status,
			statusText: error.statusText,
			code: error.code,
			serverMessage: error.serverMessage,
		};
	}
	return { status: -1, code: null, serverMessage: null };
}
