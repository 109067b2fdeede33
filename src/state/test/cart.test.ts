import { createStore } from 'jotai';
import * as api from '../../api/cart';
import { ApiError } from '../../api/errors';
import { cartItem, storeCart } from '../../api/test/support/cart-fixtures';
import { dispatchLogout } from '../../api/logout';
import { getCartToken, setCartToken } from '../../api/tokens';
import { setShopConfig } from '../../test-support/shop-info';
import {
	cartActions,
	cartStateAtom,
	loadCart,
	serverFormRefusal,
	startCart,
} from '../cart';

jest.mock( '../../api/cart', () => ( {
	...jest.requireActual( '../../api/cart' ),
	getCart: jest.fn(),
	addCartItem: jest.fn(),
	updateCartItem: jest.fn(),
	removeCartItem: jest.fn(),
	applyCoupon: jest.fn(),
} ) );
const mocked = api as jest.Mocked< typeof api >;

beforeEach( () => jest.clearAllMocks() );

async function withCart( cart = storeCart() ) {
	const store = createStore();
	mocked.getCart.mockResolvedValueOnce( cart );
	await loadCart( store );
	return store;
}

/** startCart on a new store whose first cart fetch answers $cart, after that fetch has been answered. */
async function startedWith( cart = storeCart() ) {
	const store = createStore();
	mocked.getCart.mockResolvedValueOnce( cart );
	const stop = startCart( store );
	await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	return { store, stop };
}

describe( 'cart state', () => {
	it( 'a logout drops the Cart-Token and the cart: the next person on the device starts empty', async () => {
		setCartToken( 'token-of-the-logged-out-customer' );
		const { store, stop } = await startedWith(
			storeCart( { items: [ cartItem( { quantity: 2 } ) ] } )
		);
		try {
			expect( store.get( cartStateAtom ).cart?.items ).toHaveLength( 1 );
			dispatchLogout();
			expect( getCartToken() ).toBeNull();
			expect( store.get( cartStateAtom ).cart ).toBeNull();
			expect( mocked.getCart ).toHaveBeenCalledTimes( 1 );
		} finally {
			stop();
		}
	} );

	it( 'uses each Store API answer as the cart: one request per action, no re-fetch', async () => {
		const store = await withCart( storeCart( { items: [] } ) );
		const after = storeCart( { items: [ cartItem( { quantity: 2 } ) ] } );
		mocked.addCartItem.mockResolvedValueOnce( after );
		await cartActions( store ).add( 101, 2, 5 );
		expect( mocked.addCartItem ).toHaveBeenCalledWith( 101, 2 );
		expect( mocked.getCart ).toHaveBeenCalledTimes( 1 );
		expect( store.get( cartStateAtom ).cart ).toBe( after );
	} );

	it( 'adding to an existing line caps at stock and shows the notice for 3 s', async () => {
		jest.useFakeTimers();
		try {
			const store = await withCart(
				storeCart( { items: [ cartItem( { quantity: 4 } ) ] } )
			);
			mocked.updateCartItem.mockResolvedValueOnce(
				storeCart( { items: [ cartItem( { quantity: 5 } ) ] } )
			);
			await cartActions( store ).add( 101, 3, 5 );
			expect( mocked.updateCartItem ).toHaveBeenCalledWith( 'a1b2c3', 5 );
			expect( store.get( cartStateAtom ).notice ).toBe(
				'Osiągnięto maksymalny stan magazynowy'
			);
			jest.advanceTimersByTime( 2999 );
			expect( store.get( cartStateAtom ).notice ).not.toBeNull();
			jest.advanceTimersByTime( 1 );
			expect( store.get( cartStateAtom ).notice ).toBeNull();
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'at the cap, + sends nothing; quantity 0 removes the line', async () => {
		const store = await withCart(
			storeCart( { items: [ cartItem( { quantity: 5 } ) ] } )
		);
		expect( await cartActions( store ).setQuantity( 'a1b2c3', 6 ) ).toBe(
			'Osiągnięto maksymalny stan magazynowy'
		);
		expect( mocked.updateCartItem ).not.toHaveBeenCalled();
		mocked.removeCartItem.mockResolvedValueOnce(
			storeCart( { items: [] } )
		);
		await cartActions( store ).setQuantity( 'a1b2c3', 0 );
		expect( mocked.removeCartItem ).toHaveBeenCalledWith( 'a1b2c3' );
		expect( store.get( cartStateAtom ).cart?.items ).toEqual( [] );
	} );

	it( 'a failed update shows the section 8 message and keeps the cart', async () => {
		const cart = storeCart( { items: [ cartItem( { quantity: 1 } ) ] } );
		const store = await withCart( cart );
		mocked.updateCartItem.mockRejectedValueOnce(
			new ApiError( {
				status: 500,
				code: null,
				message: 'x',
				serverMessage: null,
			} )
		);
		expect( await cartActions( store ).setQuantity( 'a1b2c3', 2 ) ).toBe(
			'Błąd podczas aktualizacji ilości'
		);
		expect( store.get( cartStateAtom ) ).toMatchObject( {
			cart,
			error: 'Błąd podczas aktualizacji ilości',
			loading: false,
		} );
	} );

	it( 'a cart fetch without a server answer is silent and leaves an empty cart', async () => {
		const store = createStore();
		mocked.getCart.mockRejectedValueOnce(
			new ApiError( {
				status: 0,
				code: 'fetch_error',
				message: 'Brak odpowiedzi z serwera',
				serverMessage: null,
			} )
		);
		await loadCart( store );
		expect( store.get( cartStateAtom ) ).toMatchObject( {
			cart: null,
			error: null,
			loaded: true,
		} );
	} );

	it( 'actions run one after another', async () => {
		const store = await withCart(
			storeCart( { items: [ cartItem( { quantity: 1 } ) ] } )
		);
		const order: string[] = [];
		mocked.updateCartItem.mockImplementation( async ( _key, quantity ) => {
			order.push( `start ${ quantity }` );
			await new Promise( ( r ) => setTimeout( r, 5 ) );
			order.push( `end ${ quantity }` );
			return storeCart( { items: [ cartItem( { quantity } ) ] } );
		} );
		await Promise.all( [
			cartActions( store ).setQuantity( 'a1b2c3', 2 ),
			cartActions( store ).setQuantity( 'a1b2c3', 3 ),
		] );
		expect( order ).toEqual( [ 'start 2', 'end 2', 'start 3', 'end 3' ] );
	} );
} );

describe( "a cart made by the server's add-to-cart form before the app ran", () => {
	const HANDED_OVER = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoidF8xIn0.c2lnbmVk';

	afterEach( () => {
		delete window.cosmeticsStorefront;
		document.cookie = 'cosmetics_cart_handoff=; Max-Age=0; Path=/';
		window.history.replaceState( null, '', '/' );
		localStorage.clear();
	} );

	it( 'takes the handed-over Cart-Token once, loads that cart and opens it after the add', async () => {
		setShopConfig( undefined, {
			cartNotice: { added: true, productId: 7, quantity: 2, errors: [] },
		} );
		setCartToken( 'an-older-cart' );
		document.cookie = `cosmetics_cart_handoff=${ HANDED_OVER }; Path=/`;
		window.history.replaceState(
			null,
			'',
			'/sklep/product/7?koszyk=abcdefgh12345678&x=1#cs-cart-notice'
		);
		const { store, stop } = await startedWith(
			storeCart( { items: [ cartItem( { quantity: 2 } ) ] } )
		);
		try {
			expect( getCartToken() ).toBe( HANDED_OVER );
			expect( document.cookie ).not.toContain( 'cosmetics_cart_handoff' );
			expect( store.get( cartStateAtom ).open ).toBe( true );
			expect(
				window.location.pathname +
					window.location.search +
					window.location.hash
			).toBe( '/sklep/product/7?x=1' );
		} finally {
			stop();
		}
	} );

	it( "a refusal is the product's own message, and opens nothing", async () => {
		setShopConfig( undefined, {
			cartNotice: {
				added: false,
				productId: 7,
				quantity: 9,
				errors: [ 'Nie możesz dodać tej ilości.' ],
			},
		} );
		expect( serverFormRefusal( 7 ) ).toBe( 'Nie możesz dodać tej ilości.' );
		expect( serverFormRefusal( 8 ) ).toBeNull();
		setCartToken( 'the-apps-cart' );
		const { store, stop } = await startedWith();
		try {
			expect( getCartToken() ).toBe( 'the-apps-cart' );
			expect( store.get( cartStateAtom ).open ).toBe( false );
		} finally {
			stop();
		}
	} );
} );
