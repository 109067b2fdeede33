import type { StoreProductPrices } from '../../api/store-api';
import { formatPrice, fromMinorUnits } from '../../domain/money';

/** A product's price from the Store API: the sale price with the regular one struck through. */
export function Price( { prices, className = '' }: { prices: StoreProductPrices; className?: string } ) {
	const unit = prices.currency_minor_unit;
	const price = fromMinorUnits( { amount: prices.price, minorUnit: unit } );
	const regular = fromMinorUnits( { amount: prices.regular_price, minorUnit: unit } );
	if ( price === null ) {
		return null;
	}
	const currency = prices.currency_code || 'PLN';
	const onSale = regular !== null && regular > price;
	return (
		<span className={ `cs-price ${ className }`.trim() }>
			{ onSale ? (
				<>
					<del>
						<span className="cs-visually-hidden">Cena regularna: </span>
						{ formatPrice( regular, currency ) }
					</del>
					<ins>
						<span className="cs-visually-hidden">Cena promocyjna: </span>
						{ formatPrice( price, currency ) }
					</ins>
				</>
			) : (
				formatPrice( price, currency )
			) }
		</span>
	);
}
