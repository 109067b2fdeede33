import { startTransition, useEffect, useState } from 'react';
import { SERVER_MARKUP_SELECTOR } from './serverFields';

/**
 * Cards a step of the first page load's reveal adds: the first screen's cards (three rows on a phone,
 * two of three on a desktop beside the filters). A step's commit, style, layout and paint took
 * 10–15 ms of main thread on a fast machine with 12 cards, 6–9 ms with 4 to 6: on a mid-range phone
 * (four times slower) 12 made a long task of every step.
 */
export const REVEAL_STEP = 6;

/** The mount once the page has scrolled: the server's first inline script marks it (Screens\Layout::start_script). */
const SCROLLED_SELECTOR = '.cs-scrolled';

/**
 * Whether the page is still at its top as the server drew it, so a shorter list for a moment moves
 * nothing anyone sees. Not after a scroll, nor on a reload, a back/forward visit or an address with a
 * #fragment, where the browser puts the page at a position of its own (read without asking for the
 * layout: reading `scrollY` now would force one).
 */
function atTheServersTop(): boolean {
	if (
		window.location.hash !== '' ||
		document.querySelector( SCROLLED_SELECTOR ) ||
		! document.querySelector( SERVER_MARKUP_SELECTOR )
	) {
		return false;
	}
	const navigation =
		typeof performance.getEntriesByType === 'function'
			? performance.getEntriesByType( 'navigation' )[ 0 ]
			: undefined;
	return (
		! navigation ||
		! ( 'type' in navigation ) ||
		navigation.type === 'navigate'
	);
}

/**
 * How many of the server's cards the window shows (a tall window more than REVEAL_STEP): the first step
 * has them all, or the app's first commit would blank a row of them for a moment. Read after the
 * server's markup was painted, so its layout is there to read.
 */
function serversCardsOnScreen(): number {
	const bottom = window.innerHeight;
	let count = 0;
	document
		.querySelectorAll( `${ SERVER_MARKUP_SELECTOR } .cs-grid > li` )
		.forEach( ( card ) => {
			if ( card.getBoundingClientRect().top < bottom ) {
				count++;
			}
		} );
	return count;
}

/**
 * How many of a list's `total` items to render. On the page load that React takes over from the
 * server's markup, while the page is at its top, the first REVEAL_STEP (or all the window shows) at once and the rest
 * REVEAL_STEP more after each paint, as transitions: React's first commit of 50 product cards (their
 * DOM, attributes, style and layout) was one long task of the page's main thread; in steps none is
 * long and the first screen's cards are there as soon as before. The moment the shopper scrolls, the
 * rest comes at once, so nobody scrolled down the server's list sees it shorten under them. The server
 * drew the whole list, so crawlers and no-JS shoppers have it all. Every later render (a filter,
 * "load more", a visit from another screen) shows all at once.
 */
export function useStepwiseReveal( total: number ): number {
	const [ limit, setLimit ] = useState( () =>
		total > REVEAL_STEP && atTheServersTop()
			? Math.max( REVEAL_STEP, serversCardsOnScreen() )
			: Infinity
	);
	const revealing = limit < total;
	useEffect( () => {
		if ( ! revealing ) {
			return undefined;
		}
		let timer = 0;
		// After the frame with the current step has painted: a timeout queued from the next frame.
		const frame = requestAnimationFrame( () => {
			// Once the list is all there, the limit is gone: a later "load more" is not revealed in steps.
			timer = window.setTimeout( () =>
				startTransition( () =>
					setLimit( ( shown ) =>
						shown + REVEAL_STEP >= total
							? Infinity
							: shown + REVEAL_STEP
					)
				)
			);
		} );
		const showAll = () => setLimit( Infinity );
		window.addEventListener( 'scroll', showAll, {
			passive: true,
			once: true,
		} );
		return () => {
			cancelAnimationFrame( frame );
			window.clearTimeout( timer );
			window.removeEventListener( 'scroll', showAll );
		};
	}, [ revealing, limit, total ] );
	return Math.min( limit, total );
}
