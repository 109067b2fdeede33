/** The last order placed in this page (checkout's success state; the empty-cart redirect skips it). */
import { atom } from 'jotai';
import type { CheckoutResult } from '../api';

export const lastOrderAtom = atom< CheckoutResult | null >( null );
