/** Order display rules (spec section 4): long dates. The status label comes from the server (status_name). */
/** "2026-11-22T06:03:19+01:00" → "22 listopada 2026"; '' for null/invalid. */
export function orderDate( iso: string | null ): string {
	if ( ! iso ) {
		return '';
	}
	const date = new Date( iso );
	if ( Number.isNaN( date.getTime() ) ) {
		return '';
	}
	return new Intl.DateTimeFormat( 'pl-PL', {
		day: 'numeric',
		month: 'long',
		year: 'numeric',
		timeZone: 'Europe/Warsaw',
	} ).format( date );
}
