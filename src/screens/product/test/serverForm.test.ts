import { serverFormQuantity } from '../serverForm';

function serverForm( productId: string, quantity: string ): void {
	document.body.innerHTML = `<form class="cs-product__buy" method="post"><input type="hidden" name="add-to-cart" value="${ productId }"><input id="cs-server-quantity" type="number" name="quantity" value="${ quantity }"></form>`;
}

describe( 'serverFormQuantity', () => {
	afterEach( () => {
		document.body.innerHTML = '';
	} );

	it( 'is the quantity the shopper set in the server form before the takeover', () => {
		serverForm( '12', '3' );
		expect( serverFormQuantity( 12 ) ).toBe( 3 );
	} );

	it( 'is none for another product, a value that is no quantity, or no form', () => {
		serverForm( '12', '3' );
		expect( serverFormQuantity( 13 ) ).toBeNull();
		serverForm( '12', '0' );
		expect( serverFormQuantity( 12 ) ).toBeNull();
		serverForm( '12', '2.5' );
		expect( serverFormQuantity( 12 ) ).toBeNull();
		document.body.innerHTML = '';
		expect( serverFormQuantity( 12 ) ).toBeNull();
	} );
} );
