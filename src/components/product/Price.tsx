import type { ReactNode } from 'react';
import type { StoreProductPrices } from '../../api';
import { formatMoney } from '../../domain/money';
import { priceDisplay } from '../../domain/prices';

/**
 * A product's price from the Store API (already the shopper's tier's price): the sale price with the
 * regular one struck through, or 'od {min}' for variations that cost different amounts.
 */
export function Price( {
	prices,
	className = '',
}: {
	prices: StoreProductPrices;
	className?: string;
} ) {
	const display = priceDisplay( prices );
	if ( ! display ) {
		return null;
	}
	const { currency, current, regular, from } = display;
	let shown: ReactNode = formatMoney( current, currency );
	if ( regular !== null ) {
		shown = (
			<>
				<del>
					<span className="cs-visually-hidden">Cena regularna: </span>
					{ formatMoney( regular, currency ) }
				</del>
				<ins>
					<span className="cs-visually-hidden">
						Cena promocyjna:{ ' ' }
					</span>
					{ formatMoney( current, currency ) }
				</ins>
			</>
		);
	} else if ( from ) {
		shown = <span>od { formatMoney( current, currency ) }</span>;
	}
	return (
		<span className={ `cs-price ${ className }`.trim() }>{ shown }</span>
	);
}
