import { PLN } from '../../api/test/support/cart-fixtures';
import { storeProduct } from '../../api/test/support/fixtures';
import { priceDisplay } from '../prices';

const prices = storeProduct().prices;

describe( 'priceDisplay', () => {
	it( 'on sale: the sale price with the regular one to strike through', () => {
		expect(
			priceDisplay( {
				...prices,
				price: '4999',
				regular_price: '5999',
				sale_price: '4999',
			} )
		).toEqual( {
			currency: PLN,
			current: 4999,
			regular: 5999,
			from: false,
		} );
	} );

	it( 'not on sale: one price', () => {
		expect(
			priceDisplay( {
				...prices,
				price: '12900',
				regular_price: '12900',
				sale_price: '12900',
			} )
		).toEqual( {
			currency: PLN,
			current: 12900,
			regular: null,
			from: false,
		} );
	} );

	it( 'variations with different prices: "od" the lowest', () => {
		expect(
			priceDisplay( {
				...prices,
				price: '7499',
				regular_price: '8999',
				price_range: { min_amount: '7499', max_amount: '8999' },
			} )
		).toEqual( {
			currency: PLN,
			current: 7499,
			regular: null,
			from: true,
		} );
	} );

	it( 'a range with one price is a plain price', () => {
		expect(
			priceDisplay( {
				...prices,
				price: '7499',
				regular_price: '7499',
				price_range: { min_amount: '7499', max_amount: '7499' },
			} )?.from
		).toBe( false );
	} );

	it( 'no price: nothing', () => {
		expect(
			priceDisplay( { ...prices, price: '', regular_price: '' } )
		).toBeNull();
	} );
} );
