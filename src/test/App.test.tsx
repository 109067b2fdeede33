/**
 * The storefront's router follows a Back or Forward pressed before it listened to the history.
 */
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { StorefrontRouter } from '../App';

function Shown( { changeAddress }: { changeAddress?: string } ) {
	const changed = useRef( false );
	if ( changeAddress && ! changed.current ) {
		changed.current = true;
		// Back pressed during the first render: the address changes, the router is not listening yet.
		window.history.pushState( null, '', changeAddress );
	}
	const { pathname } = useLocation();
	return <p>{ `${ useNavigationType() } ${ pathname }` }</p>;
}

afterEach( () => window.history.replaceState( null, '', '/' ) );

test( 'an address changed before the router listened (Back while its first render ran) is followed as a Back', async () => {
	window.history.replaceState( null, '', '/sklep' );
	await act( async () => {
		render(
			<StorefrontRouter>
				<Shown changeAddress="/kontakt" />
			</StorefrontRouter>
		);
	} );
	expect( screen.getByText( 'POP /kontakt' ) ).toBeInTheDocument();
} );

test( 'an address the router rendered is left as it is', async () => {
	window.history.replaceState( null, '', '/sklep?search=krem' );
	const popped = jest.fn();
	window.addEventListener( 'popstate', popped );
	await act( async () => {
		render(
			<StorefrontRouter>
				<Shown />
			</StorefrontRouter>
		);
	} );
	window.removeEventListener( 'popstate', popped );
	expect( screen.getByText( 'POP /sklep' ) ).toBeInTheDocument();
	expect( popped ).not.toHaveBeenCalled();
} );
