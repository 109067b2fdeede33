/**
 * Prices as the Store API sends them (integer strings in minor units plus the currency's minor unit)
 * to numbers and to Polish display text (pl-PL, VAT included).
 */
export interface MinorUnitPrice {
	/** Integer string in minor units, e.g. "12999" for 129,99 zł. */
	amount: string;
	/** Decimal places of the currency (2 for PLN). */
	minorUnit: number;
}

/** "12999" with minor unit 2 -> 129.99; blank or invalid -> null. */
export function fromMinorUnits( {
	amount,
	minorUnit,
}: MinorUnitPrice ): number | null {
	if ( ! /^-?\d+$/.test( amount.trim() ) ) {
		return null;
	}
	return Number( amount ) / 10 ** minorUnit;
}

/** 129.99 with minor unit 2 -> 12999 (what the Store API's price filters take). */
export function toMinorUnits( value: number, minorUnit: number ): number {
	return Math.round( value * 10 ** minorUnit );
}

const formatters = new Map< string, Intl.NumberFormat >();

/** 129.99 -> "129,99 zł"; pl-PL groups from five digits: "1234,50 zł", "12 345,50 zł". */
export function formatPrice( value: number, currency = 'PLN' ): string {
	let formatter = formatters.get( currency );
	if ( ! formatter ) {
		formatter = new Intl.NumberFormat( 'pl-PL', {
			style: 'currency',
			currency,
		} );
		formatters.set( currency, formatter );
	}
	return formatter.format( value );
}
