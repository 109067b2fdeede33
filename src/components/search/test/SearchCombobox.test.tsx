import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { storeProduct } from '../../../api/test/support/fixtures';
import { suggest, type SearchSuggestions } from '../../../api/search';
import { lastLocation, renderRoutes } from '../../../state/test/support/render';
import { setShopConfig } from '../../../test-support/shop-info';
import { SearchCombobox } from '../SearchCombobox';

jest.mock( '../../../api/search', () => ( { suggest: jest.fn() } ) );
const mockedSuggest = suggest as jest.MockedFunction< typeof suggest >;

const searched: string[] = [];

/** The combobox in a search form, as the shop has it: Enter or the button search. */
function Form() {
	const [ value, setValue ] = useState( '' );
	const input = useRef< HTMLInputElement >( null );
	return (
		<form
			role="search"
			onSubmit={ ( event ) => {
				event.preventDefault();
				searched.push( value );
			} }
		>
			<label htmlFor="q">Szukaj produktów</label>
			<SearchCombobox
				inputRef={ input }
				inputId="q"
				value={ value }
				onChange={ setValue }
				onSearch={ ( text ) => searched.push( text ) }
			/>
		</form>
	);
}

const ANSWER: SearchSuggestions = {
	products: [
		storeProduct( { id: 11, name: 'Krem pod oczy' } ),
		storeProduct( { id: 12, name: 'Krem na noc' } ),
	],
	categories: [ { id: 5, name: 'Kremy do twarzy', slug: 'kremy' } ],
	total: 15,
	corrected: '',
};

function renderBox() {
	return renderRoutes( '/sklep', [
		{ path: '/sklep', element: <Form /> },
		{ path: '/sklep/product/:id', element: <p>Produkt</p> },
		{ path: '/sklep/category/:slug', element: <p>Kategoria</p> },
	] );
}

const box = () => screen.getByRole( 'combobox', { name: 'Szukaj produktów' } );
const options = () =>
	within( screen.getByRole( 'listbox', { hidden: true } ) ).queryAllByRole(
		'option',
		{ hidden: true }
	);

beforeEach( () => {
	setShopConfig();
	searched.length = 0;
	mockedSuggest.mockReset();
	mockedSuggest.mockResolvedValue( ANSWER );
} );

describe( 'SearchCombobox', () => {
	it( 'asks from the second letter, once the typing pauses, and lists products, categories and all results', async () => {
		renderBox();
		await userEvent.type( box(), 'k' );
		await act( () => new Promise( ( r ) => setTimeout( r, 300 ) ) );
		expect( mockedSuggest ).not.toHaveBeenCalled();
		expect( box() ).toHaveAttribute( 'aria-expanded', 'false' );

		await userEvent.type( box(), 'rem' );
		expect(
			await screen.findByRole( 'option', { name: /Krem pod oczy/ } )
		).toBeInTheDocument();
		expect( mockedSuggest ).toHaveBeenCalledTimes( 1 );
		expect( mockedSuggest ).toHaveBeenCalledWith(
			'krem',
			expect.objectContaining( { signal: expect.any( AbortSignal ) } )
		);
		expect( box() ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( options().map( ( o ) => o.textContent ) ).toEqual( [
			expect.stringContaining( 'Krem pod oczy' ),
			expect.stringContaining( 'Krem na noc' ),
			'Kategoria: Kremy do twarzy',
			'Pokaż wszystkie wyniki (15)',
		] );
		// The typed word marked in the names.
		expect(
			screen.getAllByRole( 'option' )[ 0 ]!.querySelector( 'mark' )
				?.textContent
		).toBe( 'Krem' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Podpowiedzi: 2 produkty, 1 kategoria. Strzałki w dół i w górę wybierają. Enter: wszystkie wyniki (15 produktów).'
		);
	} );

	it( 'arrow keys move through the list and round through the box, the box keeping the focus; Enter opens the chosen product', async () => {
		renderBox();
		await userEvent.type( box(), 'krem' );
		await screen.findByRole( 'option', { name: /Krem pod oczy/ } );
		const active = () =>
			document.getElementById(
				box().getAttribute( 'aria-activedescendant' ) ?? ''
			)?.textContent ?? null;

		await userEvent.keyboard( '{ArrowDown}' );
		expect( active() ).toContain( 'Krem pod oczy' );
		expect( box() ).toHaveFocus();
		await userEvent.keyboard( '{ArrowUp}' );
		expect( active() ).toBeNull();
		await userEvent.keyboard( '{ArrowUp}' );
		expect( active() ).toBe( 'Pokaż wszystkie wyniki (15)' );
		await userEvent.keyboard( '{ArrowDown}{ArrowDown}{ArrowDown}' );
		expect( active() ).toContain( 'Krem na noc' );
		expect(
			screen.getByRole( 'option', { selected: true } )
		).toHaveTextContent( 'Krem na noc' );
		await userEvent.keyboard( '{Enter}' );
		expect( lastLocation ).toBe( '/sklep/product/12' );
		expect( searched ).toEqual( [] );
	} );

	it( 'Enter without a choice searches; on "Pokaż wszystkie wyniki" too', async () => {
		renderBox();
		await userEvent.type( box(), 'krem' );
		await screen.findByRole( 'option', { name: /Krem pod oczy/ } );
		await userEvent.keyboard( '{Enter}' );
		expect( searched ).toEqual( [ 'krem' ] );
		expect( box() ).toHaveAttribute( 'aria-expanded', 'false' );

		await userEvent.type( box(), ' pod' );
		await waitFor( () =>
			expect( box() ).toHaveAttribute( 'aria-expanded', 'true' )
		);
		await userEvent.keyboard( '{ArrowUp}{Enter}' );
		expect( searched ).toEqual( [ 'krem', 'krem pod' ] );
	} );

	it( 'Escape closes the list, a second Escape clears the box', async () => {
		renderBox();
		await userEvent.type( box(), 'krem' );
		await screen.findByRole( 'option', { name: /Krem pod oczy/ } );
		await userEvent.keyboard( '{ArrowDown}{Escape}' );
		expect( box() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( box() ).not.toHaveAttribute( 'aria-activedescendant' );
		expect( box() ).toHaveValue( 'krem' );
		await userEvent.keyboard( '{Escape}' );
		expect( box() ).toHaveValue( '' );
	} );

	it( 'a click on a category opens it', async () => {
		renderBox();
		await userEvent.type( box(), 'krem' );
		await userEvent.click(
			await screen.findByRole( 'option', { name: /^Kategoria:/ } )
		);
		expect( lastLocation ).toBe( '/sklep/category/kremy' );
	} );

	it( 'offers "Czy chodziło Ci o" for a typo and searches the corrected words', async () => {
		mockedSuggest.mockResolvedValue( { ...ANSWER, corrected: 'lakier' } );
		renderBox();
		await userEvent.type( box(), 'lakeir' );
		// (jsdom reads the marked words of a name apart: compared by text)
		const option = await screen.findByRole( 'option', {
			name: /^Czy chodziło Ci o/,
		} );
		expect( option ).toHaveTextContent( 'Czy chodziło Ci o: lakier?' );
		await userEvent.click( option );
		expect( searched ).toEqual( [ 'lakier' ] );
		expect( box() ).toHaveValue( 'lakier' );
	} );

	it( 'an older answer never replaces a newer one', async () => {
		let answerOld: ( value: SearchSuggestions ) => void = () => undefined;
		mockedSuggest
			.mockImplementationOnce(
				() => new Promise( ( resolve ) => ( answerOld = resolve ) )
			)
			.mockResolvedValueOnce( {
				...ANSWER,
				products: [
					storeProduct( { id: 13, name: 'Krem z filtrem' } ),
				],
			} );
		renderBox();
		await userEvent.type( box(), 'kr' );
		await waitFor( () =>
			expect( mockedSuggest ).toHaveBeenCalledTimes( 1 )
		);
		const firstSignal = mockedSuggest.mock.calls[ 0 ]![ 1 ]!.signal!;
		await userEvent.type( box(), 'em' );
		await screen.findByRole( 'option', { name: /Krem z filtrem/ } );
		expect( firstSignal.aborted ).toBe( true );
		await act( async () => answerOld( ANSWER ) );
		expect(
			screen.queryByRole( 'option', { name: /Krem pod oczy/ } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'option', { name: /Krem z filtrem/ } )
		).toBeInTheDocument();
	} );

	it( 'without suggestions (a failing server) the box still searches', async () => {
		mockedSuggest.mockRejectedValue( new Error( 'down' ) );
		renderBox();
		await userEvent.type( box(), 'krem' );
		await waitFor( () => expect( mockedSuggest ).toHaveBeenCalled() );
		expect( box() ).toHaveAttribute( 'aria-expanded', 'false' );
		await userEvent.keyboard( '{Enter}' );
		expect( searched ).toEqual( [ 'krem' ] );
	} );

	it( 'says so when nothing matches', async () => {
		mockedSuggest.mockResolvedValue( {
			products: [],
			categories: [],
			total: 0,
			corrected: '',
		} );
		renderBox();
		await userEvent.type( box(), 'qqq' );
		await waitFor( () =>
			expect( screen.getByRole( 'status' ) ).toHaveTextContent(
				'Brak podpowiedzi.'
			)
		);
		expect( box() ).toHaveAttribute( 'aria-expanded', 'false' );
	} );
} );
