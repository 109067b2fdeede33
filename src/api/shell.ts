/**
 * The shell's calls: legal pages and the online withdrawal function, plugin routes under
 * cosmetics/v1.
 *
 * PRELOAD CONTRACT: a full page load of /regulamin, /polityka-zwrotow or /polityka-prywatnosci
 * carries `legalPagePath( slug )` preloaded (includes/Storefront/preload-paths.json).
 */
import { request } from './client';

export type LegalSlug =
	| 'regulamin'
	| 'polityka-zwrotow'
	| 'polityka-prywatnosci';

export interface LegalPage {
	slug: LegalSlug;
	title: string;
	/** HTML rendered by WordPress (blocks, shortcodes, wp_kses_post); sanitised again before display. */
	content: string;
	/** ISO 8601 of the last change, '' for the shipped default text. */
	modified: string;
	isDefault: boolean;
}

export function legalPagePath( slug: LegalSlug ): string {
	return `/cosmetics/v1/pages/${ slug }`;
}

export async function getLegalPage(
	slug: LegalSlug,
	signal?: AbortSignal
): Promise< LegalPage > {
	return (
		await request< LegalPage >( { path: legalPagePath( slug ), signal } )
	).data;
}

/** GET/POST cosmetics/v1/withdrawal/{orderId} (includes/Legal/Withdrawals.php::status()). */
export interface WithdrawalStatus {
	orderId: number;
	orderNumber: string;
	orderDate: string;
	customerName: string;
	/** Masked ("an***@example.com"): where the confirmation goes. */
	email: string;
	/** What the 14 days run from: the completed date (stands for delivery) or the order date. */
	/** What the period runs from: the delivery day the shop knows, else the completed date, else the order date. */
	periodStart: 'delivered' | 'completed' | 'created';
	periodStartDate: string;
	deadline: string;
	deadlineDate: string;
	canWithdraw: boolean;
	reason: 'expired' | 'status' | null;
	withdrawnAt: string | null;
	withdrawnAtText: string | null;
	/** POST only: the order had already been withdrawn from (a second press). */
	alreadyWithdrawn?: boolean;
}

function withdrawalPath( orderId: number, key: string ): string {
	return `/cosmetics/v1/withdrawal/${ orderId }${
		key ? `?key=${ encodeURIComponent( key ) }` : ''
	}`;
}

export async function getWithdrawal(
	orderId: number,
	key: string,
	signal?: AbortSignal
): Promise< WithdrawalStatus > {
	return (
		await request< WithdrawalStatus >( {
			path: withdrawalPath( orderId, key ),
			signal,
		} )
	).data;
}

export async function withdrawFromContract(
	orderId: number,
	key: string
): Promise< WithdrawalStatus > {
	return (
		await request< WithdrawalStatus >( {
			path: `/cosmetics/v1/withdrawal/${ orderId }`,
			method: 'POST',
			data: { key, confirm: true },
		} )
	).data;
}
