/**
 * The cart state machine (spec sections 3 and 4): items come from the last Store API answer; open
 * flag; loading; error; loaded flag; the stock-cap notice. Pure, so it is tested without React.
 */
import type { StoreCart } from '../api/cart';

export interface CartState {
	cart: StoreCart | null;
	open: boolean;
	/** A request is under way. */
	loading: boolean;
	/** The first load finished (with or without a cart). */
	loaded: boolean;
	error: string | null;
	/** 'Osiągnięto maksymalny stan magazynowy' for 3 s, or null. */
	notice: string | null;
}

export const INITIAL_CART_STATE: CartState = {
	cart: null,
	open: false,
	loading: false,
	loaded: false,
	error: null,
	notice: null,
};

export type CartEvent =
	| { type: 'request' }
	| { type: 'answer'; cart: StoreCart }
	| { type: 'failed'; message: string; silent?: boolean }
	| { type: 'emptied' }
	/** No Cart-Token and nobody logged in: there is no cart to fetch (spec: the token comes with the first cart action). */
	| { type: 'no-cart' }
	| { type: 'open' }
	| { type: 'close' }
	| { type: 'notice'; message: string }
	| { type: 'clear-notice' }
	| { type: 'clear-error' };

export function cartReducer( state: CartState, event: CartEvent ): CartState {
	switch ( event.type ) {
		case 'request':
			return { ...state, loading: true, error: null };
		case 'answer':
			return {
				...state,
				cart: event.cart,
				loading: false,
				loaded: true,
				error: null,
			};
		case 'failed':
			return {
				...state,
				loading: false,
				loaded: true,
				error: event.silent ? null : event.message,
			};
		case 'no-cart':
			return { ...state, loaded: true, loading: false };
		case 'emptied':
			return {
				...state,
				loading: false,
				cart: state.cart
					? { ...state.cart, items: [], coupons: [], items_count: 0 }
					: null,
			};
		case 'open':
			return { ...state, open: true };
		case 'close':
			return { ...state, open: false };
		case 'notice':
			return { ...state, notice: event.message };
		case 'clear-notice':
			return { ...state, notice: null };
		case 'clear-error':
			return { ...state, error: null };
	}
}
