import { startTransition, useEffect, useState } from 'react';

/** Cards a step of the first page load's reveal adds (three rows of four on a desktop, six rows on a phone). */
export const REVEAL_STEP = 12;

/** The server's first screen, on show until React's first commit replaces it (ServerMarkup). */
const SERVER_MARKUP_SELECTOR = '.cs-app--server';

/**
 * How many of a list's `total` items to render. On the page load that React takes over from the
 * server's markup, the first REVEAL_STEP at once and the rest REVEAL_STEP more after each paint, as
 * transitions: React's first commit of 50 product cards (their DOM, attributes, style and layout)
 * was one long task of the page's main thread; in steps none is long and the first screen's cards
 * are there as soon as before. The server drew the whole list, so crawlers and no-JS shoppers have
 * it all. Every later render (a filter, "load more", a visit from another screen) shows all at once.
 */
export function useStepwiseReveal( total: number ): number {
	const [ limit, setLimit ] = useState( () =>
		total > REVEAL_STEP && document.querySelector( SERVER_MARKUP_SELECTOR )
			? REVEAL_STEP
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
		return () => {
			cancelAnimationFrame( frame );
			window.clearTimeout( timer );
		};
	}, [ revealing, limit, total ] );
	return Math.min( limit, total );
}
