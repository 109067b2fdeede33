import { cartItem, rate, storeCart } from '../../api/test/support/cart-fixtures';
import { cartLines } from '../cart';
import { cartPanelSummary } from '../cartPanel';

const PKG = { package_id: 0, name: 'Przesyłka 1', destination: {}, items: [] };

/** Lines (as the panel shows them) + Dostawa − Rabat. */
function addUp( cart: ReturnType< typeof storeCart > ): number {
	const summary = cartPanelSummary( cart );
	const lines = cartLines( cart ).reduce( ( sum, line ) => sum + line.lineTotal, 0 );
	return Math.round( ( lines + ( summary.shipping?.amount ?? 0 ) - ( summary.discount?.amount ?? 0 ) ) * 100 ) / 100;
}

describe( 'cartPanelSummary: what the cart panel\'s Razem contains', () => {
	it( 'names the chosen rate\'s shipping when the total includes it: 49,99 + 14,99 = 64,98', () => {
		const cart = storeCart();
		expect( cartPanelSummary( cart ) ).toEqual( { shipping: { amount: 14.99, rateName: 'Kurier DPD' }, discount: null, total: 64.98 } );
		expect( addUp( cart ) ).toBe( 64.98 );
	} );

	it( 'no shipping line when WooCommerce has not calculated shipping (total_shipping null): lines = Razem', () => {
		const cart = storeCart( {
			has_calculated_shipping: false,
			shipping_rates: [],
			totals: { ...storeCart().totals, total_shipping: null, total_shipping_tax: null, total_price: '4999' },
		} );
		expect( cartPanelSummary( cart ).shipping ).toBeNull();
		expect( addUp( cart ) ).toBe( cartPanelSummary( cart ).total );
	} );

	it( 'a free chosen rate is a shipping line of 0; a calculated 0 without any chosen rate is none', () => {
		const free = storeCart( {
			shipping_rates: [ { ...PKG, shipping_rates: [ rate( { rate_id: 'free_shipping:3', name: 'Darmowa dostawa', price: '0', method_id: 'free_shipping' } ) ] } ],
			totals: { ...storeCart().totals, total_shipping: '0', total_price: '4999' },
		} );
		expect( cartPanelSummary( free ).shipping ).toEqual( { amount: 0, rateName: 'Darmowa dostawa' } );
		const none = storeCart( { shipping_rates: [ { ...PKG, shipping_rates: [] } ], totals: { ...storeCart().totals, total_shipping: '0', total_price: '4999' } } );
		expect( cartPanelSummary( none ).shipping ).toBeNull();
	} );

	it( 'with a coupon and shipping tax: lines + Dostawa − Rabat = Razem, the code named', () => {
		// 2 × 30,00 gross, RABAT10 takes 6,00 (4,88 + 1,12 tax), courier 14,99 (12,19 + 2,80 tax).
		const cart = storeCart( {
			items: [ cartItem( { quantity: 2, totals: { currency_code: 'PLN', currency_symbol: 'zł', currency_minor_unit: 2, currency_decimal_separator: ',', currency_thousand_separator: ' ', currency_prefix: '', currency_suffix: ' zł', line_subtotal: '4878', line_subtotal_tax: '1122', line_total: '4390', line_total_tax: '1010' } } ) ],
			coupons: [ { code: 'rabat10', discount_type: 'percent', totals: { ...storeCart().totals, total_discount: '488', total_discount_tax: '112' } } as unknown as ReturnType< typeof storeCart >[ 'coupons' ][ number ] ],
			totals: { ...storeCart().totals, total_items: '4878', total_items_tax: '1122', total_discount: '488', total_discount_tax: '112', total_shipping: '1219', total_shipping_tax: '280', total_price: '6899' },
		} );
		const summary = cartPanelSummary( cart );
		expect( summary.discount ).toEqual( { amount: 6, code: 'RABAT10' } );
		expect( summary.shipping ).toEqual( { amount: 14.99, rateName: 'Kurier DPD' } );
		expect( addUp( cart ) ).toBe( summary.total );
		expect( summary.total ).toBe( 68.99 );
	} );

	it( 'an empty answer (no cart yet) has nothing to add up', () => {
		expect( cartPanelSummary( null ) ).toEqual( { shipping: null, discount: null, total: 0 } );
	} );
} );
