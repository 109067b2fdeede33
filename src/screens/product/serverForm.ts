/**
 * What the shopper did in the server's add-to-cart form (includes/Frontend/ServerMarkup.php buy_room)
 * before the app took over: the quantity they set is the app's first, so a takeover between "+" and
 * "Dodaj do koszyka" loses nothing. Read at the product screen's first render, while the server's
 * markup is still in the page (React replaces it when it commits).
 */
export const SERVER_QUANTITY_ID = 'cs-server-quantity';

/** The server form's quantity for $productId, a whole number from 1; null when there is none. */
export function serverFormQuantity( productId: number ): number | null {
	const input = document.getElementById( SERVER_QUANTITY_ID );
	if ( ! ( input instanceof HTMLInputElement ) ) {
		return null;
	}
	const form = input.form;
	const product = form?.elements.namedItem( 'add-to-cart' );
	if (
		! ( product instanceof HTMLInputElement ) ||
		Number( product.value ) !== productId
	) {
		return null;
	}
	const value = Number( input.value );
	return Number.isInteger( value ) && value >= 1 ? value : null;
}
