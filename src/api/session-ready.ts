/**
 * Requests that would carry the stored token wait until the session's start-up check (validate,
 * maybe refresh) has settled, so that a stale token is never sent alongside it: no 401 for the
 * shop's first requests when the token merely needed a refresh. The token routes themselves do not
 * wait. With no stored token nothing waits.
 */
let ready: Promise< void > = Promise.resolve();

/** Holds token-carrying requests until `settled` resolves or rejects. */
export function holdAuthenticatedRequests( settled: Promise< unknown > ): void {
	ready = settled.then(
		() => undefined,
		() => undefined
	);
}

export function whenSessionReady(): Promise< void > {
	return ready;
}

/** Paths that run the session check themselves and must not wait for it. */
export function isTokenRoute( path: string ): boolean {
	return path.startsWith( '/jwt-auth/v1/token' );
}
