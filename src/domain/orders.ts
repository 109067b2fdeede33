/** Order display rules (spec section 4): Polish status labels and long dates. */
export const ORDER_STATUS_LABELS: Record< string, string > = {
	pending: 'Oczekuje',
	processing: 'W realizacji',
	'on-hold': 'Wstrzymane',
	completed: 'Zrealizowane',
	cancelled: 'Anulowane',
	refunded: 'Zwrócone',
	failed: 'Nieudane',
};

export function orderStatusLabel( status: string ): string {
	return ORDER_STATUS_LABELS[ status ] ?? status;
}

/** "2026-11-22T06:03:19+01:00" → "22 listopada 2026"; '' for null/invalid. */
export function orderDate( iso: string | null ): string {
	if ( ! iso ) {
		return '';
	}
	const date = new Date( iso );
	if ( Number.isNaN( date.getTime() ) ) {
		return '';
	}
	return new Intl.DateTimeFormat( 'pl-PL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Warsaw' } ).format( date );
}
