import { act, render, screen } from '@testing-library/react';
import { REVEAL_STEP, useStepwiseReveal } from '../useStepwiseReveal';

function List( { total }: { total: number } ) {
	const count = useStepwiseReveal( total );
	return <p data-testid="shown">{ count }</p>;
}

function shown(): number {
	return Number( screen.getByTestId( 'shown' ).textContent );
}

/** One step: the frame after the paint, then the timeout it queued. */
async function nextStep(): Promise< void > {
	await act( async () => {
		jest.advanceTimersByTime( 50 );
	} );
}

describe( 'useStepwiseReveal', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => {
		jest.useRealTimers();
		document.body.innerHTML = '';
	} );

	it( "takes over the server's list in steps after each paint, then shows everything at once", async () => {
		document.body.innerHTML = '<div class="cs-app cs-app--server"></div>';
		const { rerender } = render( <List total={ 50 } /> );
		expect( shown() ).toBe( REVEAL_STEP );
		const steps = [ shown() ];
		while ( shown() < 50 ) {
			await nextStep();
			steps.push( shown() );
		}
		expect( steps ).toEqual( [ 6, 12, 18, 24, 30, 36, 42, 48, 50 ] );

		// "Load more" later: all 100 at once, no second reveal.
		rerender( <List total={ 100 } /> );
		expect( shown() ).toBe( 100 );
	} );

	it( 'takes over all the cards a tall window shows in the first step, then steps of REVEAL_STEP', async () => {
		document.body.innerHTML = `<div class="cs-app cs-app--server"><ul class="cs-grid">${ '<li></li>'.repeat(
			50
		) }</ul></div>`;
		// Three rows of three on the first screen (1280 × 1600 beside the filters), the rest below it.
		document
			.querySelectorAll( '.cs-grid > li' )
			.forEach( ( card, index ) => {
				card.getBoundingClientRect = () =>
					( {
						top:
							index < 9
								? 200 + Math.floor( index / 3 ) * 400
								: 1700,
					} ) as DOMRect;
			} );
		const height = window.innerHeight;
		window.innerHeight = 1600;
		render( <List total={ 50 } /> );
		window.innerHeight = height;
		expect( shown() ).toBe( 9 );
		await nextStep();
		expect( shown() ).toBe( 9 + REVEAL_STEP );
	} );

	it( "shows everything at once without the server's markup (another screen led here) or for a short list", () => {
		render( <List total={ 50 } /> );
		expect( shown() ).toBe( 50 );

		document.body.innerHTML = '<div class="cs-app cs-app--server"></div>';
		render( <List total={ REVEAL_STEP } /> );
		expect(
			screen.getAllByTestId( 'shown' ).map( ( p ) => p.textContent )
		).toContain( String( REVEAL_STEP ) );
	} );

	it( 'shows everything at once on an address with a #fragment (the browser scrolls to it)', () => {
		document.body.innerHTML = '<div class="cs-app cs-app--server"></div>';
		window.history.replaceState( null, '', '#opinie' );
		render( <List total={ 50 } /> );
		expect( shown() ).toBe( 50 );
		window.history.replaceState( null, '', window.location.pathname );
	} );

	it( 'shows the rest at once when the shopper scrolls during the reveal', async () => {
		document.body.innerHTML = '<div class="cs-app cs-app--server"></div>';
		render( <List total={ 50 } /> );
		expect( shown() ).toBe( REVEAL_STEP );
		await act( async () => {
			window.dispatchEvent( new Event( 'scroll' ) );
		} );
		expect( shown() ).toBe( 50 );
	} );

	it( "shows everything at once when the shopper scrolled before the app ran (the server's script marked the mount)", () => {
		document.body.innerHTML =
			'<div id="cosmetics-storefront" class="cs-scrolled"><div class="cs-app cs-app--server"></div></div>';
		render( <List total={ 50 } /> );
		expect( shown() ).toBe( 50 );
	} );
} );
