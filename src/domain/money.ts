/**
 * Money as the Store API sends it: integer strings in the currency's minor units plus the currency
 * object (code, symbol, minor unit, separators, prefix, suffix) that every `prices`/`totals` object
 * carries. Amounts stay integers in minor units (sums too) until `formatMoney` writes them with the
 * shop's own WooCommerce settings; includes/Domain/Money.php writes the server's markup the same way
 * (shared cases: src/domain/test/money-cases.json).
 */
import type { StoreCurrency } from '../api/store-api';

/** "12999" -> 12999 (minor units); blank, missing or not an integer -> null. */
export function parseMinor( amount: string | null | undefined ): number | null {
	const text = ( amount ?? '' ).trim();
	return /^-?\d+$/.test( text ) ? Number( text ) : null;
}

/** An amount in a sum or on a line: missing or invalid counts as 0. */
export function minorOrZero( amount: string | null | undefined ): number {
	return parseMinor( amount ) ?? 0;
}

/** 129.99 with minor unit 2 -> 12999 (a typed amount in major units, e.g. the price filters). */
export function toMinorUnits( value: number, minorUnit: number ): number {
	return Math.round( value * 10 ** minorUnit );
}

/** A space in an amount never breaks the line (WooCommerce's wc_price puts &nbsp; there too). */
const noBreak = ( text: string ): string => text.replace( / /g, '\u00a0' );

/**
 * 12999 -> "129,99 zł" with the shop's settings (pl_PL demo: decimal ",", thousands " ", suffix
 * " zł"): prefix, whole part grouped by threes, decimal separator and the minor digits, suffix.
 */
export function formatMoney( minor: number, currency: StoreCurrency ): string {
	const unit = Math.max( 0, currency.currency_minor_unit );
	const digits = String( Math.abs( Math.trunc( minor ) ) ).padStart(
		unit + 1,
		'0'
	);
	const whole = digits
		.slice( 0, digits.length - unit )
		.replace( /\B(?=(\d{3})+$)/g, currency.currency_thousand_separator );
	const fraction =
		unit > 0
			? currency.currency_decimal_separator + digits.slice( -unit )
			: '';
	return noBreak(
		`${ minor < 0 ? '-' : '' }${
			currency.currency_prefix
		}${ whole }${ fraction }${ currency.currency_suffix }`
	);
}

/** A Store API amount string ("12999") written with its currency (missing or invalid: as 0). */
export function formatAmount(
	amount: string | null | undefined,
	currency: StoreCurrency
): string {
	return formatMoney( minorOrZero( amount ), currency );
}

/** Only the currency fields of a Store API `prices`/`totals` object (what a summary carries along). */
export function currencyOf( source: StoreCurrency ): StoreCurrency {
	return {
		currency_code: source.currency_code,
		currency_symbol: source.currency_symbol,
		currency_minor_unit: source.currency_minor_unit,
		currency_decimal_separator: source.currency_decimal_separator,
		currency_thousand_separator: source.currency_thousand_separator,
		currency_prefix: source.currency_prefix,
		currency_suffix: source.currency_suffix,
	};
}
