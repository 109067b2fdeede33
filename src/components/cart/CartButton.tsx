import { useRef } from 'react';
import { badgeText, itemCount } from '../../domain/cart';
import {
	useCartActions,
	useCartBootstrap,
	useCartState,
} from '../../state/cart';
import { CartPanel } from './CartPanel';

/**
 * The navigation bar's cart button: badge with the number of items (99+ above 99); opens the cart
 * overlay panel. Mounting it fetches the cart once (and again after a login or logout).
 */
export function CartButton() {
	useCartBootstrap();
	const { cart, open } = useCartState();
	const actions = useCartActions();
	const button = useRef< HTMLButtonElement >( null );
	const count = itemCount( cart );
	const badge = badgeText( count );
	return (
		<>
			<button
				type="button"
				ref={ button }
				className="cs-button cs-cart-button"
				aria-haspopup="dialog"
				aria-expanded={ open }
				aria-label={
					count ? `Koszyk, produktów: ${ count }` : 'Koszyk'
				}
				onClick={ actions.open }
			>
				<svg
					className="cs-cart-button__icon"
					viewBox="0 0 24 24"
					width="20"
					height="20"
					aria-hidden="true"
					focusable="false"
				>
					<path
						d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.9 2H21l-3.6 7H8.1l-.9 2H19v2H4l2.4-4.4L3 4H1V2h3.3l.9 2z"
						fill="currentColor"
					/>
				</svg>
				<span className="cs-cart-button__label">Koszyk</span>
				{ badge ? (
					<span
						className="cs-cart-button__badge"
						data-testid="cart-badge"
						aria-hidden="true"
					>
						{ badge }
					</span>
				) : null }
			</button>
			<CartPanel
				open={ open }
				onClose={ actions.close }
				returnFocus={ button }
			/>
		</>
	);
}
