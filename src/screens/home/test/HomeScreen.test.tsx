import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { HomeCard, StorefrontConfig } from '../../../config';
import {
	PRELOAD_NEXT_AFTER_MS,
	ROTATION_MS,
	mountedImages,
} from '../CategoryCards';
import { HomeScreen } from '../HomeScreen';

/** As src/routes.tsx's ROUTER_FUTURE (not imported: the home screen's tests need no other screen). */
const ROUTER_FUTURE = {
	v7_startTransition: true,
	v7_relativeSplatPath: true,
} as const;

/** The spec's cards: names and slugs exactly as given (the slugs look mismatched; kept). */
const SPEC_CARDS: Array< [ string, string ] > = [
	[ 'Podstawowa pielęgnacja', 'pielegnacja-skory' ],
	[ 'Anti-aging', 'makijaz' ],
	[ 'Pielęgnacja okolic oczu', 'perfumy' ],
	[ 'Problemy skórne i korekta', 'samopoczucie' ],
	[ 'Pielęgnacja ciała', 'zabiegi' ],
	[ 'Linie zabiegowe', 'zabiegi' ],
];

const image = ( name: string ) => ( {
	src: `http://shop.test/wp-content/uploads/${ name }-768x960.jpg`,
	srcset: `http://shop.test/wp-content/uploads/${ name }-768x960.jpg 768w, http://shop.test/wp-content/uploads/${ name }-300x375.jpg 300w`,
	alt: `Zdjęcie ${ name }`,
	width: 768,
	height: 960,
} );

function cards( imagesPerCard = 3 ): HomeCard[] {
	return SPEC_CARDS.map( ( [ name, slug ], index ) => ( {
		name,
		slug,
		images: Array.from( { length: imagesPerCard }, ( _, n ) =>
			image( `card${ index }-${ n }` )
		),
	} ) );
}

function setConfig( homeCards: HomeCard[] ) {
	window.cosmeticsStorefront = {
		restRoot: '/wp-json/',
		restNonce: '',
		storeApiNonce: '',
		siteName: 'Sklep',
		basePath: '/',
		wooCommerceActive: true,
		preload: {},
		settings: { shopCategoryIds: [ 20, 22, 24 ], homeCards },
	} satisfies StorefrontConfig;
}

function mockReducedMotion( reduce: boolean ) {
	window.matchMedia = jest.fn( ( query: string ) => ( {
		matches: reduce && query.includes( 'prefers-reduced-motion' ),
		media: query,
		onchange: null,
		addEventListener: jest.fn(),
		removeEventListener: jest.fn(),
		addListener: jest.fn(),
		removeListener: jest.fn(),
		dispatchEvent: jest.fn(),
	} ) ) as unknown as typeof window.matchMedia;
}

function renderHome() {
	return render(
		<MemoryRouter initialEntries={ [ '/' ] } future={ ROUTER_FUTURE }>
			<HomeScreen />
		</MemoryRouter>
	);
}

/** The index of the visible image of each card. */
function activeImages( container: HTMLElement ): number[] {
	return Array.from( container.querySelectorAll( '.cs-home-card' ) ).map(
		( card ) =>
			Array.from( card.querySelectorAll( 'img' ) ).findIndex( ( img ) =>
				img.classList.contains( 'is-active' )
			)
	);
}

const originalMatchMedia = window.matchMedia;

beforeEach( () => {
	mockReducedMotion( false );
} );

afterEach( () => {
	jest.useRealTimers();
	delete window.cosmeticsStorefront;
	window.matchMedia = originalMatchMedia;
} );

describe( 'home category cards', () => {
	it( 'shows six cards whose link text is the name and whose href is /sklep?category={slug} exactly', () => {
		setConfig( cards() );
		renderHome();
		const list = screen.getByRole( 'list' );
		const links = within( list ).getAllByRole( 'link' );
		expect(
			links.map( ( link ) => [
				link.textContent,
				link.getAttribute( 'href' ),
			] )
		).toEqual(
			SPEC_CARDS.map( ( [ name, slug ] ) => [
				name,
				`/sklep?category=${ slug }`,
			] )
		);
		expect(
			screen.getByRole( 'link', { name: 'Anti-aging' } )
		).toHaveAttribute( 'href', '/sklep?category=makijaz' );
		// The hero's way to the shop is still there.
		expect(
			screen.getByRole( 'link', { name: 'Przejdź do sklepu' } )
		).toHaveAttribute( 'href', '/sklep' );
	} );

	it( 'renders the images as decorative, sized and with the WordPress srcset', () => {
		setConfig( cards() );
		const { container } = renderHome();
		const images = container.querySelectorAll( 'img' );
		expect( images ).toHaveLength( 6 ); // The image on show of each card; the others come later.
		images.forEach( ( img ) => {
			expect( img ).toHaveAttribute( 'alt', '' );
			expect( img ).toHaveAttribute( 'width', '768' );
			expect( img ).toHaveAttribute( 'height', '960' );
			expect( img.getAttribute( 'srcset' ) ).toMatch( / 768w, .* 300w$/ );
			expect( img ).toHaveAttribute( 'sizes' );
		} );
		expect( screen.queryAllByRole( 'img' ) ).toHaveLength( 0 ); // Nothing for a screen reader to announce.
		images.forEach( ( img ) =>
			expect( img ).toHaveAttribute( 'loading', 'eager' )
		);
	} );

	it( 'loads only the image on show with the page, the next one a second later, the third when due', () => {
		jest.useFakeTimers();
		setConfig( cards() );
		const { container } = renderHome();
		const perCard = () =>
			Array.from( container.querySelectorAll( '.cs-home-card' ) ).map(
				( card ) => card.querySelectorAll( 'img' ).length
			);
		expect( perCard() ).toEqual( [ 1, 1, 1, 1, 1, 1 ] );
		act( () => jest.advanceTimersByTime( PRELOAD_NEXT_AFTER_MS ) );
		expect( perCard() ).toEqual( [ 2, 2, 2, 2, 2, 2 ] );
		expect(
			container.querySelector( '.cs-home-card img:nth-child(2)' )
		).toHaveAttribute( 'loading', 'lazy' );
		act( () =>
			jest.advanceTimersByTime( ROTATION_MS - PRELOAD_NEXT_AFTER_MS )
		);
		expect( perCard() ).toEqual( [ 3, 3, 3, 3, 3, 3 ] );
		expect( activeImages( container ) ).toEqual( [ 1, 1, 1, 1, 1, 1 ] );
	} );

	it( 'counts the images to keep in the page', () => {
		expect( mountedImages( 3, 0, false ) ).toBe( 1 );
		expect( mountedImages( 3, 0, true ) ).toBe( 2 );
		expect( mountedImages( 3, 1, true ) ).toBe( 3 );
		expect( mountedImages( 3, 7, true ) ).toBe( 3 );
		expect( mountedImages( 1, 0, true ) ).toBe( 1 );
		expect( mountedImages( 0, 0, true ) ).toBe( 0 );
	} );

	it( 'rotates every card to its next image every 3500 ms, back to the first after the third', () => {
		jest.useFakeTimers();
		setConfig( cards() );
		const { container } = renderHome();
		expect( activeImages( container ) ).toEqual( [ 0, 0, 0, 0, 0, 0 ] );

		act( () => jest.advanceTimersByTime( ROTATION_MS - 1 ) );
		expect( activeImages( container ) ).toEqual( [ 0, 0, 0, 0, 0, 0 ] );
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( activeImages( container ) ).toEqual( [ 1, 1, 1, 1, 1, 1 ] );
		act( () => jest.advanceTimersByTime( ROTATION_MS ) );
		expect( activeImages( container ) ).toEqual( [ 2, 2, 2, 2, 2, 2 ] );
		act( () => jest.advanceTimersByTime( ROTATION_MS ) );
		expect( activeImages( container ) ).toEqual( [ 0, 0, 0, 0, 0, 0 ] );
	} );

	it( 'cycles a card with fewer images through what it has', () => {
		jest.useFakeTimers();
		const list = cards();
		list[ 0 ] = { ...list[ 0 ]!, images: list[ 0 ]!.images.slice( 0, 2 ) };
		list[ 1 ] = { ...list[ 1 ]!, images: list[ 1 ]!.images.slice( 0, 1 ) };
		setConfig( list );
		const { container } = renderHome();
		act( () => jest.advanceTimersByTime( 2 * ROTATION_MS ) );
		expect( activeImages( container ) ).toEqual( [ 0, 0, 2, 2, 2, 2 ] );
	} );

	it( 'does not rotate when the user prefers reduced motion, and offers no pause button then', () => {
		jest.useFakeTimers();
		mockReducedMotion( true );
		setConfig( cards() );
		const { container } = renderHome();
		act( () => jest.advanceTimersByTime( 5 * ROTATION_MS ) );
		expect( activeImages( container ) ).toEqual( [ 0, 0, 0, 0, 0, 0 ] );
		expect( container.querySelectorAll( 'img' ) ).toHaveLength( 6 ); // Images never shown are never loaded.
		expect(
			screen.queryByRole( 'button', { name: /zmianę zdjęć/ } )
		).not.toBeInTheDocument();
	} );

	it( 'can be paused and resumed with the button (WCAG 2.2.2)', async () => {
		jest.useFakeTimers();
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		setConfig( cards() );
		const { container } = renderHome();

		const pause = screen.getByRole( 'button', {
			name: 'Wstrzymaj zmianę zdjęć',
		} );
		expect( pause ).toHaveAttribute( 'aria-pressed', 'false' );
		await user.click( pause );
		act( () => jest.advanceTimersByTime( 3 * ROTATION_MS ) );
		expect( activeImages( container ) ).toEqual( [ 0, 0, 0, 0, 0, 0 ] );

		const resume = screen.getByRole( 'button', {
			name: 'Wznów zmianę zdjęć',
		} );
		expect( resume ).toHaveAttribute( 'aria-pressed', 'true' );
		await user.click( resume );
		act( () => jest.advanceTimersByTime( ROTATION_MS ) );
		expect( activeImages( container ) ).toEqual( [ 1, 1, 1, 1, 1, 1 ] );
	} );

	it( 'shows a card without images as a named placeholder link, without a timer', () => {
		jest.useFakeTimers();
		setConfig( cards( 0 ) );
		const { container } = renderHome();
		expect( container.querySelectorAll( 'img' ) ).toHaveLength( 0 );
		expect(
			container.querySelectorAll( '.cs-home-card__placeholder' )
		).toHaveLength( 6 );
		expect(
			screen.getByRole( 'link', { name: 'Linie zabiegowe' } )
		).toHaveAttribute( 'href', '/sklep?category=zabiegi' );
		expect(
			screen.queryByRole( 'button', { name: /zmianę zdjęć/ } )
		).not.toBeInTheDocument();
		expect( jest.getTimerCount() ).toBe( 0 );
	} );

	it( 'stops its timers when the page is left', () => {
		jest.useFakeTimers();
		setConfig( cards() );
		const { unmount } = renderHome();
		expect( jest.getTimerCount() ).toBe( 2 ); // The rotation and the preloading of the next images.
		unmount();
		expect( jest.getTimerCount() ).toBe( 0 );
	} );

	it( 'renders the hero alone when the page carries no cards', () => {
		setConfig( [] );
		renderHome();
		expect( screen.queryByRole( 'list' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { level: 1 } )
		).toBeInTheDocument();
	} );

	it( 'uses the slug exactly as configured', () => {
		setConfig( [ { name: 'Nowość', slug: 'nowosci-2024', images: [] } ] );
		renderHome();
		expect(
			screen.getByRole( 'link', { name: 'Nowość' } )
		).toHaveAttribute( 'href', '/sklep?category=nowosci-2024' );
	} );
} );
