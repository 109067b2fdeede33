/**
 * The cart, held once in jotai: every Store API answer IS the new cart (one request per action, no
 * re-fetch). Actions run one after another (a queue), so two quick clicks never race. The cart is
 * fetched at start and again after a login (`cosmetics:login`); a logout (`cosmetics:logout`) drops
 * the Cart-Token and the cart.
 */
import { atom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useMemo } from 'react';
import {
	cartApi as api,
	isApiError,
	LOGIN_EVENT,
	onLogout,
	clearCartToken,
	getAuthToken,
	getCartToken,
	setCartToken,
	takeCartHandoff,
} from '../api';
import type { StoreCart } from '../api';
import { getConfig } from '../config';
import {
	CART_ERROR_TIMEOUT_MS,
	CART_MESSAGES,
	MAX_STOCK_MESSAGE,
	capQuantity,
	stockCap,
} from '../domain/cart';
import {
	cartReducer,
	INITIAL_CART_STATE,
	type CartEvent,
	type CartState,
} from '../domain/cartState';
import { CHECKOUT_MESSAGES, selectedRateId } from '../domain/checkout';

export const cartStateAtom = atom< CartState >( INITIAL_CART_STATE );

type Store = ReturnType< typeof useStore >;

let queue: Promise< unknown > = Promise.resolve();
let noticeTimer: ReturnType< typeof setTimeout > | null = null;
let started = false;

function dispatch( store: Store, event: CartEvent ): void {
	store.set(
		cartStateAtom,
		cartReducer( store.get( cartStateAtom ), event )
	);
}

function enqueue< T >( task: () => Promise< T > ): Promise< T > {
	const next = queue.then( task, task );
	queue = next.catch( () => undefined );
	return next;
}

/** Runs one Store API cart call; its answer becomes the cart. Resolves to the error message, or null. */
function run(
	store: Store,
	call: () => Promise< StoreCart >,
	failure: string
): Promise< string | null > {
	return enqueue( async () => {
		dispatch( store, { type: 'request' } );
		try {
			dispatch( store, { type: 'answer', cart: await call() } );
			return null;
		} catch ( error ) {
			// A cart error answer carries the cart in data.cart: keep it (e.g. stock fixed by the server).
			const data = isApiError( error ) ? error.data : null;
			if (
				data &&
				typeof data === 'object' &&
				'cart' in data &&
				( data as { cart: unknown } ).cart
			) {
				dispatch( store, {
					type: 'answer',
					cart: ( data as { cart: StoreCart } ).cart,
				} );
			}
			const silent =
				failure === CART_MESSAGES.load &&
				isApiError( error ) &&
				error.isNoResponse;
			dispatch( store, { type: 'failed', message: failure, silent } );
			return failure;
		}
	} );
}

function showCapNotice( store: Store ): void {
	dispatch( store, { type: 'notice', message: MAX_STOCK_MESSAGE } );
	if ( noticeTimer ) {
		clearTimeout( noticeTimer );
	}
	noticeTimer = setTimeout(
		() => dispatch( store, { type: 'clear-notice' } ),
		CART_ERROR_TIMEOUT_MS
	);
}

export function loadCart( store: Store ): Promise< string | null > {
	return run( store, api.getCart, CART_MESSAGES.load );
}

/** Fetches the cart once per page and again after a login; a logout drops the Cart-Token and the cart. */
export function startCart( store: Store ): () => void {
	if ( started ) {
		return () => undefined;
	}
	started = true;
	// A cart the server's add-to-cart form made before the app ran without a Cart-Token (a first visit,
	// or JavaScript off): WooCommerce's cookie session, whose Cart-Token the server hands over. The
	// newest cart is the one the shopper just filled.
	const { basePath, cartNotice } = getConfig();
	const handedOver = takeCartHandoff( basePath );
	if ( handedOver ) {
		setCartToken( handedOver );
	}
	forgetCartNoticeAddress();
	// Spec: the Cart-Token is absent until the first cart action. Without one (and without a logged-in
	// user) there is no cart yet: nothing to fetch, so the first render stays free of REST requests.
	if ( getCartToken() || getAuthToken() ) {
		void loadCart( store ).then( () => {
			// Back from the server's form with the product added: the cart opens, as after the app's own add.
			if ( cartNotice?.added ) {
				dispatch( store, { type: 'open' } );
			}
		} );
	} else {
		dispatch( store, { type: 'no-cart' } );
	}
	const reload = () => void loadCart( store );
	// After a logout the Cart-Token names the logged-out customer's session (their cart, and the
	// billing data WooCommerce fills in): it is dropped, and whoever uses the device next starts empty.
	const forget = () => {
		clearCartToken();
		store.set( cartStateAtom, { ...INITIAL_CART_STATE, loaded: true } );
	};
	window.addEventListener( LOGIN_EVENT, reload );
	const stopLogout = onLogout( forget );
	return () => {
		started = false;
		window.removeEventListener( LOGIN_EVENT, reload );
		stopLogout();
	};
}

/**
 * The address the server's add-to-cart form brought the shopper back to carries its answer's key
 * (`?koszyk=…`): shown once, it is taken out of the address (a shared or bookmarked link says nothing).
 */
function forgetCartNoticeAddress(): void {
	const url = new URL( window.location.href );
	if ( ! url.searchParams.has( 'koszyk' ) ) {
		return;
	}
	url.searchParams.delete( 'koszyk' );
	// The answer's address ended with its message's id (AddToCartForm::NOTICE_ID): the app shows it its way.
	window.history.replaceState(
		window.history.state,
		'',
		url.pathname +
			url.search +
			( url.hash === '#cs-cart-notice' ? '' : url.hash )
	);
}

/** WooCommerce's refusal of the server's add-to-cart form for $productId, on the address it answered with; else null. */
export function serverFormRefusal( productId: number ): string | null {
	const notice = getConfig().cartNotice;
	return notice && ! notice.added && notice.productId === productId
		? notice.errors.join( ' ' )
		: null;
}

export interface CartActions {
	add: (
		productId: number,
		quantity: number,
		stock: number
	) => Promise< string | null >;
	setQuantity: ( key: string, quantity: number ) => Promise< string | null >;
	remove: ( key: string ) => Promise< string | null >;
	clear: () => Promise< string | null >;
	applyCoupon: ( code: string ) => Promise< unknown >;
	removeCoupon: ( code: string ) => Promise< string | null >;
	selectRate: (
		rateId: string,
		packageId: number | string
	) => Promise< string | null >;
	open: () => void;
	close: () => void;
	reload: () => Promise< string | null >;
	/** After an order: the server emptied the cart. */
	emptied: () => void;
}

export function cartActions( store: Store ): CartActions {
	const current = () => store.get( cartStateAtom ).cart;
	return {
		add( productId, quantity, stock ) {
			const line = current()?.items.find(
				( item ) => item.id === productId
			);
			const inCart = line?.quantity ?? 0;
			const cap = line
				? Math.min( stock, line.quantity_limits.maximum || stock )
				: stock;
			const { quantity: total, capped } = capQuantity(
				inCart + quantity,
				cap
			);
			if ( capped ) {
				showCapNotice( store );
			}
			if ( total <= inCart ) {
				return Promise.resolve( capped ? MAX_STOCK_MESSAGE : null );
			}
			return line
				? run(
						store,
						() => api.updateCartItem( line.key, total ),
						CART_MESSAGES.add
				  )
				: run(
						store,
						() => api.addCartItem( productId, total ),
						CART_MESSAGES.add
				  );
		},
		setQuantity( key, quantity ) {
			const line = current()?.items.find( ( item ) => item.key === key );
			if ( ! line ) {
				return Promise.resolve( null );
			}
			const cap = stockCap( line );
			const { quantity: next, capped } = capQuantity( quantity, cap );
			if ( capped ) {
				showCapNotice( store );
			}
			if ( next === 0 ) {
				return run(
					store,
					() => api.removeCartItem( key ),
					CART_MESSAGES.remove
				);
			}
			if ( next === line.quantity ) {
				return Promise.resolve( capped ? MAX_STOCK_MESSAGE : null );
			}
			return run(
				store,
				() => api.updateCartItem( key, next ),
				CART_MESSAGES.update
			);
		},
		remove( key ) {
			return run(
				store,
				() => api.removeCartItem( key ),
				CART_MESSAGES.remove
			);
		},
		clear() {
			return enqueue( async () => {
				dispatch( store, { type: 'request' } );
				try {
					await api.clearCartItems();
					dispatch( store, { type: 'emptied' } );
					return null;
				} catch {
					dispatch( store, {
						type: 'failed',
						message: CART_MESSAGES.clear,
					} );
					return CART_MESSAGES.clear;
				}
			} );
		},
		/** Resolves to null, or rejects with the ApiError (the coupon box shows its message). */
		applyCoupon( code ) {
			return enqueue( async () => {
				dispatch( store, { type: 'request' } );
				try {
					dispatch( store, {
						type: 'answer',
						cart: await api.applyCoupon( code ),
					} );
					return null;
				} catch ( error ) {
					dispatch( store, {
						type: 'failed',
						message: '',
						silent: true,
					} );
					throw error;
				}
			} );
		},
		removeCoupon( code ) {
			return run(
				store,
				() => api.removeCoupon( code ),
				'Błąd podczas usuwania kuponu'
			);
		},
		/**
		 * Resolves to null once the server holds `rateId`, else to the message for the shipping choice
		 * (the checkout shows it there, not the cart panel). After a failure the cart is the server's:
		 * the error's cart, else a fresh read, since the change may or may not have reached it.
		 */
		selectRate( rateId, packageId ) {
			return enqueue( async () => {
				dispatch( store, { type: 'request' } );
				try {
					const answer = await api.selectShippingRate(
						rateId,
						packageId
					);
					dispatch( store, { type: 'answer', cart: answer } );
					// WooCommerce answers 200 to a rate it does not offer and keeps its own choice.
					return selectedRateId( answer ) === rateId
						? null
						: CHECKOUT_MESSAGES.shippingFailed;
				} catch ( error ) {
					const data = isApiError( error ) ? error.data : null;
					let cart: StoreCart | null =
						data && typeof data === 'object' && 'cart' in data
							? ( data as { cart: StoreCart | null } ).cart
							: null;
					if ( ! cart ) {
						try {
							cart = await api.getCart();
						} catch {
							cart = null;
						}
					}
					if ( cart ) {
						dispatch( store, { type: 'answer', cart } );
						if ( selectedRateId( cart ) === rateId ) {
							return null;
						}
					}
					dispatch( store, {
						type: 'failed',
						message: '',
						silent: true,
					} );
					return CHECKOUT_MESSAGES.shippingFailed;
				}
			} );
		},
		open: () => dispatch( store, { type: 'open' } ),
		close: () => dispatch( store, { type: 'close' } ),
		reload: () => loadCart( store ),
		emptied: () => dispatch( store, { type: 'emptied' } ),
	};
}

export function useCartState(): CartState {
	return useAtomValue( cartStateAtom );
}

export function useCartActions(): CartActions {
	const store = useStore();
	return useMemo( () => cartActions( store ), [ store ] );
}

/** Mount once (CartButton): fetches the cart at start and after login/logout. */
export function useCartBootstrap(): void {
	const store = useStore();
	useEffect( () => startCart( store ), [ store ] );
}

export const useSetCartState = () => useSetAtom( cartStateAtom );
