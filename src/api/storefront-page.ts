/**
 * The block editor's one call: POST cosmetics/v1/storefront-page makes the page
 * being edited the storefront page (and the site's front page).
 *
 * It runs in wp-admin, not in the storefront: WordPress's own api-fetch there already carries the
 * REST root and wp-admin's nonce, and a shopper's JWT or Cart-Token (which the storefront's chain in
 * client.ts adds) must never go with a staff request. So only the error mapping and the timeout of
 * the storefront's chain are used around the same transport. The messages staff see are the
 * server's own (Polish, written for them), not the shopper catalogue's.
 */
import { compose, type ApiRequest } from './chain';
import { isApiError } from './errors';
import { htmlToText } from '../domain/text';
import { errorMappingMiddleware } from './middlewares/error-mapping';
import { REQUEST_TIMEOUT_MS, timeoutMiddleware } from './middlewares/timeout';
import { apiFetchTransport } from './transport';

export const STOREFRONT_PAGE_PATH = '/cosmetics/v1/storefront-page';

export interface StorefrontPageAnswer {
	page_id: number;
	title: string;
	is_front_page: boolean;
}

const send = compose(
	[ errorMappingMiddleware, timeoutMiddleware ],
	apiFetchTransport
);

function isAnswer( value: unknown ): value is StorefrontPageAnswer {
	if ( typeof value !== 'object' || value === null ) {
		return false;
	}
	const answer = value as Record< string, unknown >;
	return (
		typeof answer.page_id === 'number' &&
		typeof answer.title === 'string' &&
		typeof answer.is_front_page === 'boolean'
	);
}

/** Makes page $pageId the storefront page. Rejects with an ApiError (see storefrontPageError). */
export async function setStorefrontPage(
	pageId: number
): Promise< StorefrontPageAnswer > {
	const request: ApiRequest = {
		path: STOREFRONT_PAGE_PATH,
		method: 'POST',
		headers: {},
		data: { page_id: pageId },
		timeout: REQUEST_TIMEOUT_MS,
	};
	const response = await send( request );
	const body: unknown = await response.json();
	if ( ! isAnswer( body ) ) {
		throw new Error( 'unexpected answer' );
	}
	return body;
}

export const STOREFRONT_PAGE_FAILED =
	'Nie udało się ustawić strony sklepu. Spróbuj ponownie.';

/** What staff read when setStorefrontPage() failed: the server's message, else a general one. */
export function storefrontPageError( error: unknown ): string {
	if ( isApiError( error ) ) {
		const server = error.serverMessage
			? htmlToText( error.serverMessage )
			: '';
		return (
			server ||
			( error.isNoResponse ? error.message : STOREFRONT_PAGE_FAILED )
		);
	}
	return STOREFRONT_PAGE_FAILED;
}
