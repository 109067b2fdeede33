import { render, screen } from '@testing-library/react';
import { App } from '../App';
import { setShopConfig } from '../test-support/shop-info';

// The shell itself throws (its code, not a screen's): the whole app's boundary takes over.
jest.mock( '../routes', () => ( {
	...jest.requireActual( '../routes' ),
	StorefrontRoutes: (): never => {
		throw new Error( 'zepsuta powłoka' );
	},
} ) );

it( 'an app that fails as a whole says so with a reload, not a blank page', () => {
	setShopConfig();
	// eslint-disable-next-line no-console
	jest.spyOn( console, 'error' ).mockImplementation( () => {} );
	render( <App /> );
	expect(
		screen.getByRole( 'heading', { level: 1, name: 'Wystąpił błąd' } )
	).toBeInTheDocument();
	expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
		'Wystąpił nieoczekiwany błąd. Spróbuj ponownie.'
	);
	expect(
		screen.getByRole( 'button', { name: 'Odśwież' } )
	).toBeInTheDocument();
} );
