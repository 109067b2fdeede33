import { couponErrorMessage, couponRuleError, discountType, normaliseCouponCode } from '../coupons';
import { ApiError } from '../../api/errors';

const now = new Date( '2026-11-22T12:00:00Z' );

describe( 'coupons', () => {
	it( 'uppercases and trims the code', () => {
		expect( normaliseCouponCode( ' rabat10 ' ) ).toBe( 'RABAT10' );
	} );

	it( 'applies the section 5 rules with their messages, in order', () => {
		const base = { code: 'X', discount_type: 'percent', amount: 10, status: 'publish' };
		expect( couponRuleError( null, 100, now ) ).toBe( 'Kupon nie istnieje' );
		expect( couponRuleError( { ...base, status: 'draft' }, 100, now ) ).toBe( 'Kupon nie jest aktywny' );
		expect( couponRuleError( { ...base, date_expires: '2024-09-30T00:00:00' }, 100, now ) ).toBe( 'Kupon wygasł' );
		expect( couponRuleError( { ...base, minimum_amount: 200 }, 150, now ) ).toBe( 'Minimalna kwota zamówienia: 200 PLN' );
		expect( couponRuleError( { ...base, maximum_amount: 100 }, 150, now ) ).toBe( 'Maksymalna kwota zamówienia: 100 PLN' );
		expect( couponRuleError( { ...base, usage_limit: 1, usage_count: 1 }, 150, now ) ).toBe( 'Kupon osiągnął limit użyć' );
		expect( couponRuleError( { ...base, minimum_amount: 200, usage_limit: 5, usage_count: 1 }, 200, now ) ).toBeNull();
	} );

	it( 'knows the spec\'s discount types; others are other', () => {
		expect( [ 'percent', 'fixed_cart', 'fixed_product', 'easypack_inpost_discount', 'sign_up_fee' ].map( discountType ) ).toEqual( [ 'percent', 'fixed_cart', 'fixed_product', 'easypack_inpost_discount', 'other' ] );
	} );

	it( 'shows the server message for a refused coupon, the generic one otherwise', () => {
		const refused = new ApiError( { status: 400, code: 'woocommerce_rest_cart_coupon_error', message: 'x', serverMessage: 'Kupon wygasł' } );
		expect( couponErrorMessage( refused ) ).toBe( 'Kupon wygasł' );
		expect( couponErrorMessage( new ApiError( { status: 0, code: 'fetch_error', message: 'x', serverMessage: null } ) ) ).toBe( 'Błąd podczas stosowania kuponu' );
		expect( couponErrorMessage( new Error( 'x' ) ) ).toBe( 'Błąd podczas stosowania kuponu' );
	} );
} );
