import { Link } from 'react-router-dom';

/**
 * The navigation bar's cart button with its badge. Owned by the cart (issue 4); until it lands, a
 * plain link to the checkout.
 */
export function CartButton() {
	return (
		<Link to="/checkout" className="cs-button cs-cart-link">
			Koszyk
		</Link>
	);
}
