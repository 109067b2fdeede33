import {
	couponErrorMessage,
	couponFormErrors,
	normaliseCouponCode,
} from '../coupons';
import { ApiError } from '../../api/errors';

describe( 'coupons', () => {
	it.each( [
		[ '', { code: 'Wprowadź kod kuponu' } ],
		[ '  ', { code: 'Wprowadź kod kuponu' } ],
		[ 'lato10', {} ],
	] )( 'the coupon form %j before asking the server', ( code, expected ) => {
		expect( couponFormErrors( { code } ) ).toEqual( expected );
	} );

	it( 'uppercases and trims the code', () => {
		expect( normaliseCouponCode( ' rabat10 ' ) ).toBe( 'RABAT10' );
	} );

	it( 'shows the server message for a refused coupon, the generic one otherwise', () => {
		const refused = new ApiError( {
			status: 400,
			code: 'woocommerce_rest_cart_coupon_error',
			message: 'x',
			serverMessage: 'Kupon wygasł',
		} );
		expect( couponErrorMessage( refused ) ).toBe( 'Kupon wygasł' );
		expect(
			couponErrorMessage(
				new ApiError( {
					status: 0,
					code: 'fetch_error',
					message: 'x',
					serverMessage: null,
				} )
			)
		).toBe( 'Błąd podczas stosowania kuponu' );
		expect( couponErrorMessage( new Error( 'x' ) ) ).toBe(
			'Błąd podczas stosowania kuponu'
		);
	} );
} );
