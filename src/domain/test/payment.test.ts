import {
	PAYU_BANKS,
	paymentMethod,
	paymentSummary,
} from '../../api/test/support/payment-fixtures';
import {
	accountDigits,
	nextPollDelay,
	offersRetry,
	PAYMENT_MESSAGES,
	PAYMENT_POLL_DELAYS_MS,
	paymentChoiceError,
	paymentData,
	usableOptions,
} from '../payment';

describe( 'what a method needs from the shopper', () => {
	it( "a bank for PayU's bank list: its message until one it offers is chosen, then the key its gateway reads", () => {
		expect( paymentChoiceError( PAYU_BANKS, undefined ) ).toBe(
			'Wybierz bank, z którego zapłacisz.'
		);
		expect( paymentChoiceError( PAYU_BANKS, 'x' ) ).toBe(
			'Wybierz bank, z którego zapłacisz.'
		);
		expect( paymentChoiceError( PAYU_BANKS, 'm' ) ).toBe( '' );
		expect( paymentData( PAYU_BANKS, 'm' ) ).toEqual( [
			{ key: 'selected-bank', value: 'm' },
		] );
	} );

	it( 'nothing for a method without a choice; no method at all asks for one', () => {
		const bacs = paymentMethod( 'bacs', 'Przelew bankowy' );
		expect( paymentChoiceError( bacs, undefined ) ).toBe( '' );
		expect( paymentData( bacs, 'm' ) ).toEqual( [] );
		expect( paymentChoiceError( undefined, undefined ) ).toBe(
			PAYMENT_MESSAGES.noMethod
		);
	} );

	it( "Apple Pay only where the browser can pay with it (as PayU's own checkout does)", () => {
		const values = () =>
			usableOptions( PAYU_BANKS.choice! ).map( ( o ) => o.value );
		expect( values() ).toEqual( [ 'm', 'p' ] );
		expect( paymentChoiceError( PAYU_BANKS, 'jp' ) ).not.toBe( '' );
		Object.assign( window, {
			ApplePaySession: { canMakePayments: () => true },
		} );
		expect( values() ).toEqual( [ 'm', 'jp', 'p' ] );
		delete ( window as { ApplePaySession?: unknown } ).ApplePaySession;
	} );
} );

describe( 'the order page', () => {
	it( 'asks about an awaited payment often at first, then seldom, then stops (70 s in all)', () => {
		expect( nextPollDelay( 0 ) ).toBe( 2000 );
		expect(
			PAYMENT_POLL_DELAYS_MS.reduce( ( sum, ms ) => sum + ms, 0 )
		).toBe( 70000 );
		expect( nextPollDelay( PAYMENT_POLL_DELAYS_MS.length ) ).toBeNull();
	} );

	it.each( [
		[ 'failed', 'failed', {}, true ],
		[ 'cancelled at the provider', 'cancelled', {}, true ],
		[ 'awaited, still waiting', 'awaiting', {}, false ],
		[ 'awaited, waiting over', 'awaiting', { waitingOver: true }, true ],
		[
			'awaited, back with an error',
			'awaiting',
			{ returnedWithError: true },
			true,
		],
	] as const )(
		'%s: "Zapłać ponownie" %s',
		( _name, state, when, offered ) => {
			expect(
				offersRetry(
					paymentSummary( { state, kind: 'online', retry: true } ),
					{ waitingOver: false, returnedWithError: false, ...when }
				)
			).toBe( offered );
		}
	);

	it( 'never when the server says the order cannot be paid again', () => {
		expect(
			offersRetry( paymentSummary( { state: 'failed', retry: false } ), {
				waitingOver: true,
				returnedWithError: true,
			} )
		).toBe( false );
	} );

	it( 'a copied account number is its 26 digits', () => {
		expect( accountDigits( '61 1090 1014 0000 0712 1981 2874' ) ).toBe(
			'61109010140000071219812874'
		);
		expect( accountDigits( 'PL61 1090 1014 0000 0712 1981 2874' ) ).toBe(
			'61109010140000071219812874'
		);
		expect( accountDigits( 'GB29 NWBK 6016' ) ).toBe( 'GB29 NWBK 6016' );
	} );
} );
