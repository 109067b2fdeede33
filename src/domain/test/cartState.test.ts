import { storeCart } from '../../api/test/support/cart-fixtures';
import { cartReducer, INITIAL_CART_STATE } from '../cartState';

describe( 'cart state machine', () => {
	it( 'request → answer: the answer is the cart, loaded', () => {
		const cart = storeCart();
		let state = cartReducer( INITIAL_CART_STATE, { type: 'request' } );
		expect( state ).toMatchObject( { loading: true, loaded: false } );
		state = cartReducer( state, { type: 'answer', cart } );
		expect( state ).toMatchObject( {
			loading: false,
			loaded: true,
			cart,
			error: null,
		} );
	} );

	it( 'a failure keeps the cart and shows the message; a silent one shows nothing', () => {
		const cart = storeCart();
		const loaded = cartReducer( INITIAL_CART_STATE, {
			type: 'answer',
			cart,
		} );
		expect(
			cartReducer( loaded, {
				type: 'failed',
				message: 'Błąd podczas aktualizacji ilości',
			} )
		).toMatchObject( {
			cart,
			error: 'Błąd podczas aktualizacji ilości',
			loaded: true,
		} );
		expect(
			cartReducer( INITIAL_CART_STATE, {
				type: 'failed',
				message: 'Błąd podczas ładowania koszyka',
				silent: true,
			} )
		).toMatchObject( { cart: null, error: null, loaded: true } );
	} );

	it( 'opens, closes, shows and clears the notice, empties after an order', () => {
		let state = cartReducer( INITIAL_CART_STATE, {
			type: 'answer',
			cart: storeCart(),
		} );
		state = cartReducer( state, { type: 'open' } );
		expect( state.open ).toBe( true );
		state = cartReducer( state, {
			type: 'notice',
			message: 'Osiągnięto maksymalny stan magazynowy',
		} );
		expect( state.notice ).toBe( 'Osiągnięto maksymalny stan magazynowy' );
		state = cartReducer( cartReducer( state, { type: 'clear-notice' } ), {
			type: 'close',
		} );
		expect( state ).toMatchObject( { open: false, notice: null } );
		expect( cartReducer( state, { type: 'emptied' } ).cart?.items ).toEqual(
			[]
		);
	} );
} );

describe( 'cart state without a Cart-Token', () => {
	it( 'no-cart: loaded, empty, nothing fetched', () => {
		expect(
			cartReducer( INITIAL_CART_STATE, { type: 'no-cart' } )
		).toMatchObject( { loaded: true, loading: false, cart: null } );
	} );
} );
