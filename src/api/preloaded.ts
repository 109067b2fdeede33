/**
 * The REST answers the plugin printed into the page (`config.preload`, built with
 * `rest_preload_api_request`: `{ body, headers }` by REST path, successful answers only), read
 * synchronously so that a screen's first render can already show them (the server rendered the same
 * answers into the page: includes/Frontend/ServerMarkup.php). api-fetch's preloading middleware
 * (setup.ts) answers the same paths for requests.
 *
 * None while an auth token is stored: the page computed its answers for the cookie user (a guest), and
 * a JWT-only professional must not be shown guest prices (the same rule as setup.ts).
 */
import { getConfig } from '../config';
import { getAuthToken } from './tokens';

export interface PreloadedAnswer {
	data: unknown;
	headers: Headers;
}

function toHeaders( value: unknown ): Headers {
	const headers = new Headers();
	if ( typeof value === 'object' && value !== null ) {
		for ( const [ name, header ] of Object.entries( value as Record< string, unknown > ) ) {
			if ( typeof header === 'string' || typeof header === 'number' ) {
				headers.set( name, String( header ) );
			}
		}
	}
	return headers;
}

/** Preloaded answers by REST path, in the page's order. */
export function preloadedAnswers(): Map< string, PreloadedAnswer > {
	const answers = new Map< string, PreloadedAnswer >();
	if ( getAuthToken() ) {
		return answers;
	}
	for ( const [ path, answer ] of Object.entries( getConfig().preload ?? {} ) ) {
		if ( typeof answer === 'object' && answer !== null && 'body' in answer ) {
			const record = answer as { body: unknown; headers?: unknown };
			answers.set( path, { data: record.body, headers: toHeaders( record.headers ) } );
		}
	}
	return answers;
}
