/**
 * Stock display and quantity bounds (spec shop-cart-checkout.md section 4 "Stock display", section 9
 * "Low stock threshold 5. Default stock cap 999", section 5 "Quantity selector 1 up to stock").
 *
 * The Store API gives: `is_in_stock`, `is_on_backorder`, `low_stock_remaining` (the remaining stock
 * when at or under WooCommerce's low-stock amount, default 2, else null) and `add_to_cart.maximum` (what
 * one cart line may hold: the managed stock, or 9999 when stock is not managed). WooCommerce's amount is
 * not the spec's, so the plugin sends the stock left by the spec's threshold in its extension data
 * (PHP Domain\LowStock, cases in test/low-stock-cases.json); WooCommerce's own value is used only when
 * a response carries no extension data.
 */
import type { StoreProduct } from '../api/store-api';
import { storefrontExtension } from './omnibus';

export const LOW_STOCK_THRESHOLD = 5;
export const DEFAULT_STOCK_CAP = 999;

export type StockKind = 'outofstock' | 'onbackorder' | 'low' | 'instock';

export interface StockState {
	kind: StockKind;
	/** Polish label shown to the shopper. */
	label: string;
	/** Whether the product can be put in the cart (outofstock cannot; onbackorder can, as a pre-order). */
	orderable: boolean;
}

/** A list's product (src/api/catalogue.ts LISTING_FIELDS) has the plugin's low_stock_remaining only. */
type StockFields = Pick< StoreProduct, 'is_in_stock' | 'is_on_backorder' > &
	Partial< Pick< StoreProduct, 'low_stock_remaining' | 'extensions' > >;

/** The stock left to announce: the plugin's (the spec's threshold) when it says, else WooCommerce's. */
function stockLeft( product: StockFields ): number | null {
	const ours = storefrontExtension( {
		extensions: product.extensions ?? {},
	} );
	return ours.low_stock_remaining !== undefined
		? ours.low_stock_remaining
		: product.low_stock_remaining ?? null;
}

/** outofstock: 'Brak w magazynie'; onbackorder: 'Przedsprzedaż'; 1..5 left: 'Tylko {n} szt.'; else 'Dostępny'. */
export function stockState( product: StockFields ): StockState {
	if ( product.is_on_backorder ) {
		return { kind: 'onbackorder', label: 'Przedsprzedaż', orderable: true };
	}
	if ( ! product.is_in_stock ) {
		return {
			kind: 'outofstock',
			label: 'Brak w magazynie',
			orderable: false,
		};
	}
	const left = stockLeft( product );
	if ( typeof left === 'number' && left > 0 && left <= LOW_STOCK_THRESHOLD ) {
		return { kind: 'low', label: `Tylko ${ left } szt.`, orderable: true };
	}
	return { kind: 'instock', label: 'Dostępny', orderable: true };
}

export interface QuantityBounds {
	min: number;
	/** 0 when the product cannot be ordered at all. */
	max: number;
}

/**
 * 1 up to the stock: `low_stock_remaining` when known, else the default cap 999; never above what the
 * Store API lets one cart line hold (`add_to_cart.maximum`). Not orderable: { min: 1, max: 0 }.
 */
export function quantityBounds(
	product: StockFields & {
		add_to_cart?: Pick< StoreProduct[ 'add_to_cart' ], 'maximum' >;
	}
): QuantityBounds {
	if ( ! stockState( product ).orderable ) {
		return { min: 1, max: 0 };
	}
	const left = stockLeft( product );
	let max =
		! product.is_on_backorder && typeof left === 'number' && left > 0
			? left
			: DEFAULT_STOCK_CAP;
	const cartMax = product.add_to_cart?.maximum;
	if ( typeof cartMax === 'number' && cartMax > 0 ) {
		max = Math.min( max, cartMax );
	}
	return { min: 1, max: Math.max( 1, Math.floor( max ) ) };
}

/** Any typed value to a whole quantity inside the bounds (blank or not a number: the minimum). */
export function clampQuantity(
	value: number | string,
	{ min, max }: QuantityBounds
): number {
	const number =
		typeof value === 'number' ? value : Number.parseInt( value.trim(), 10 );
	if ( ! Number.isFinite( number ) ) {
		return min;
	}
	return Math.min(
		Math.max( Math.floor( number ), min ),
		Math.max( min, max )
	);
}
