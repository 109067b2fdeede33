import { act, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
	handOverFocusedControl,
	useServerFieldTakeover,
	watchServerFields,
} from '../serverFields';

/** The app's search box as the shop screen has it: a controlled input taking over the server's. */
function AppSearch( { value }: { value: string } ) {
	const input = useRef< HTMLInputElement >( null );
	const [ draft, setDraft ] = useState( value );
	useServerFieldTakeover( 'search', input, setDraft );
	return (
		<input
			ref={ input }
			className="app-search"
			value={ draft }
			onChange={ ( event ) => setDraft( event.target.value ) }
		/>
	);
}

/** The server's shop toolbar: its search box, and a sort form carrying the address's search as a hidden field. */
const SERVER =
	'<div class="cs-app cs-app--server"><form><input id="cs-server-search" name="search" type="search"></form><form class="cs-sort"><input type="hidden" name="search" value="olejek"><select name="sort"></select></form><a href="/sklep">Sklep</a></div>';

let mountPoint: HTMLElement;
let root: Root | null = null;

function serverField(): HTMLInputElement {
	return mountPoint.querySelector( '#cs-server-search' ) as HTMLInputElement;
}

function appField(): HTMLInputElement {
	return mountPoint.querySelector( '.app-search' ) as HTMLInputElement;
}

/** React's first render into the element holding the server's markup, as mount.tsx does it. */
async function takeOver( value = '' ): Promise< void > {
	await act( async () => {
		root = createRoot( mountPoint );
		root.render( <AppSearch value={ value } /> );
	} );
}

// React's act() environment for a root made outside testing-library; each test's root and server markup go after it.
beforeAll( () => {
	(
		globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
	 ).IS_REACT_ACT_ENVIRONMENT = true;
} );
afterEach( () => {
	act( () => root?.unmount() );
	root = null;
	mountPoint.remove();
} );

describe( "the server's search box before the app takes over", () => {
	beforeEach( () => {
		mountPoint = document.createElement( 'div' );
		mountPoint.id = 'cosmetics-storefront';
		mountPoint.innerHTML = SERVER;
		document.body.append( mountPoint );
		watchServerFields( mountPoint );
	} );

	it( 'hands what the shopper typed, the focus and the caret to the app’s box', async () => {
		serverField().focus();
		serverField().value = 'krem do';
		serverField().setSelectionRange( 4, 4 );
		await takeOver();
		expect( serverField() ).toBeNull();
		expect( appField().value ).toBe( 'krem do' );
		expect( mountPoint.ownerDocument.activeElement ).toBe( appField() );
		expect( appField().selectionStart ).toBe( 4 );
		// The app's box is the shopper's from here on: typing goes on in it.
		await act( async () => {
			appField().value = 'krem do rąk';
			appField().dispatchEvent( new Event( 'input', { bubbles: true } ) );
		} );
		expect( appField().value ).toBe( 'krem do rąk' );
	} );

	it( 'keeps the text but not the focus when the shopper left the box before', async () => {
		serverField().focus();
		serverField().value = 'serum';
		serverField().blur();
		await Promise.resolve();
		( mountPoint.querySelector( 'a' ) as HTMLAnchorElement ).focus();
		await takeOver();
		expect( appField().value ).toBe( 'serum' );
		expect( mountPoint.ownerDocument.activeElement ).not.toBe( appField() );
	} );

	it( 'leaves the app’s value (the address’s search) when nothing was typed', async () => {
		await takeOver( 'olejek' );
		expect( appField().value ).toBe( 'olejek' );
		expect( mountPoint.ownerDocument.activeElement ).not.toBe( appField() );
	} );
} );

/** The app's select (a product's choice of variant) taking over the server's of the same name. */
function AppSelect( { onTake }: { onTake: ( value: string ) => void } ) {
	const select = useRef< HTMLSelectElement >( null );
	const [ value, setValue ] = useState( 'b' );
	useServerFieldTakeover( 'attribute_pa_kolor', select, ( taken ) => {
		setValue( taken );
		onTake( taken );
	} );
	return (
		<select
			ref={ select }
			className="app-select"
			value={ value }
			onChange={ ( event ) => setValue( event.target.value ) }
		>
			<option value="">Wybierz…</option>
			<option value="a">A</option>
			<option value="b">B</option>
		</select>
	);
}

describe( "the server's selects before the app takes over", () => {
	async function takeOverSelect(
		options: string,
		chosen: string | null
	): Promise< jest.Mock > {
		mountPoint = document.createElement( 'div' );
		mountPoint.innerHTML = `<div class="cs-app cs-app--server"><select name="attribute_pa_kolor">${ options }</select></div>`;
		document.body.append( mountPoint );
		const server = mountPoint.querySelector(
			'select'
		) as HTMLSelectElement;
		if ( chosen !== null ) {
			server.value = chosen;
		}
		server.focus();
		watchServerFields( mountPoint );
		const onTake = jest.fn();
		await act( async () => {
			root = createRoot( mountPoint );
			root.render( <AppSelect onTake={ onTake } /> );
		} );
		return onTake;
	}

	const appSelect = () =>
		mountPoint.querySelector( '.app-select' ) as HTMLSelectElement;

	it( 'hands the option chosen and the focus to the app’s select', async () => {
		const onTake = await takeOverSelect(
			'<option value="">Wybierz…</option><option value="a">A</option><option value="b" selected>B</option>',
			'a'
		);
		expect( onTake ).toHaveBeenCalledWith( 'a' );
		expect( appSelect().value ).toBe( 'a' );
		expect( mountPoint.ownerDocument.activeElement ).toBe( appSelect() );
	} );

	it( 'leaves the app’s choice when the shopper kept the one the server drew', async () => {
		const onTake = await takeOverSelect(
			'<option value="">Wybierz…</option><option value="a" selected>A</option>',
			null
		);
		expect( onTake ).not.toHaveBeenCalled();
		expect( appSelect().value ).toBe( 'b' );
	} );

	it( 'takes no value the app’s select does not offer', async () => {
		const onTake = await takeOverSelect(
			'<option value="">Wybierz…</option><option value="zz">Z</option>',
			'zz'
		);
		expect( onTake ).not.toHaveBeenCalled();
		expect( appSelect().value ).toBe( 'b' );
	} );
} );

describe( "the server's quantity (a number box) before the app takes over", () => {
	function AppQuantity() {
		const input = useRef< HTMLInputElement >( null );
		const [ quantity, setQuantity ] = useState( '1' );
		useServerFieldTakeover( 'quantity', input, setQuantity );
		return (
			<input
				ref={ input }
				type="number"
				className="app-quantity"
				value={ quantity }
				onChange={ ( event ) => setQuantity( event.target.value ) }
			/>
		);
	}

	// Review 31c finding 1: a number box has no caret to hand over; setting one threw, and the page went blank.
	it( 'hands the quantity and the focus over, without a caret', async () => {
		mountPoint = document.createElement( 'div' );
		mountPoint.innerHTML =
			'<div class="cs-app cs-app--server"><input id="cs-server-quantity" name="quantity" type="number" value="1"></div>';
		document.body.append( mountPoint );
		watchServerFields( mountPoint );
		const server = mountPoint.querySelector(
			'#cs-server-quantity'
		) as HTMLInputElement;
		server.focus();
		server.value = '3';
		await act( async () => {
			root = createRoot( mountPoint );
			root.render( <AppQuantity /> );
		} );
		const app = mountPoint.querySelector(
			'.app-quantity'
		) as HTMLInputElement;
		expect( app.value ).toBe( '3' );
		expect( mountPoint.ownerDocument.activeElement ).toBe( app );
	} );
} );

describe( "a focused link of the server's screen at the takeover", () => {
	const CARDS = [ 'Krem', 'Serum', 'Tonik' ];

	/** The app's list, drawing its cards in two steps as useStepwiseReveal does. */
	function AppList() {
		const [ shown, setShown ] = useState( 1 );
		revealAll = () => setShown( CARDS.length );
		return (
			<ul>
				{ CARDS.slice( 0, shown ).map( ( name, index ) => (
					<li key={ name }>
						<a href={ `/sklep/product/${ index + 1 }` }>{ name }</a>
					</li>
				) ) }
			</ul>
		);
	}
	let revealAll = () => {};

	beforeEach( () => {
		mountPoint = document.createElement( 'div' );
		mountPoint.innerHTML = `<div class="cs-app cs-app--server"><ul>${ CARDS.map(
			( name, index ) =>
				`<li><a href="/sklep/product/${ index + 1 }">${ name }</a></li>`
		).join( '' ) }</ul></div>`;
		document.body.append( mountPoint );
		watchServerFields( mountPoint );
	} );

	async function takeOverList(): Promise< void > {
		await act( async () => {
			root = createRoot( mountPoint );
			root.render( <AppList /> );
		} );
		handOverFocusedControl();
	}

	const link = ( name: string ) =>
		Array.from( mountPoint.querySelectorAll( 'a' ) ).find(
			( a ) => a.textContent === name
		);

	it( 'goes to the app’s same link, also when the app draws it a step later', async () => {
		link( 'Tonik' )?.focus();
		await takeOverList();
		expect( mountPoint.ownerDocument.activeElement ).toBe(
			mountPoint.ownerDocument.body
		);
		await act( async () => revealAll() );
		expect( mountPoint.ownerDocument.activeElement ).toBe(
			link( 'Tonik' )
		);
		expect( link( 'Tonik' )?.closest( '.cs-app--server' ) ).toBeNull();
	} );

	it( 'is not taken where the shopper left the link before', async () => {
		link( 'Krem' )?.focus();
		link( 'Krem' )?.blur();
		await Promise.resolve();
		await takeOverList();
		expect( mountPoint.ownerDocument.activeElement ).toBe(
			mountPoint.ownerDocument.body
		);
	} );
} );
