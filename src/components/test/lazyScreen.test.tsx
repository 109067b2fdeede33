import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTER_FUTURE } from '../../routes';
import { lazyScreen } from '../lazyScreen';

function Greeting( { name }: { name: string } ) {
	return <h1>Dzień dobry, { name }</h1>;
}

function renderScreen( element: JSX.Element ) {
	return render(
		<MemoryRouter future={ ROUTER_FUTURE }>{ element }</MemoryRouter>
	);
}

describe( 'lazyScreen', () => {
	it( 'announces loading while the code comes, then shows the screen with its props', async () => {
		let arrive: ( component: typeof Greeting ) => void = () => undefined;
		const Lazy = lazyScreen(
			() =>
				new Promise< typeof Greeting >(
					( resolve ) => ( arrive = resolve )
				)
		);
		renderScreen( <Lazy name="Anna" /> );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Ładowanie…'
		);
		arrive( Greeting );
		expect(
			await screen.findByRole( 'heading', { name: 'Dzień dobry, Anna' } )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
	} );

	it( 'shows the connection error with a reload when the code cannot be fetched', async () => {
		const Lazy = lazyScreen< { name: string } >( () =>
			Promise.reject( new Error( 'Loading chunk checkout failed.' ) )
		);
		renderScreen( <Lazy name="Anna" /> );
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Nie udało się połączyć ze sklepem',
			} )
		).toBeInTheDocument();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			/^Brak odpowiedzi z serwera .* - sprawdź czy WordPress jest uruchomiony i dostępny$/
		);
		expect(
			screen.getByRole( 'button', { name: 'Odśwież' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Wróć na stronę główną' } )
		).toHaveAttribute( 'href', '/' );
	} );
} );
