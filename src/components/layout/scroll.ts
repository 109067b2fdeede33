import { useEffect, useState } from 'react';

/** Spec section 9: the navigation bar turns translucent after 50 px, scroll-to-top shows after 200 px. */
export const NAVBAR_TRANSLUCENT_AFTER = 50;
export const SCROLL_TO_TOP_AFTER = 200;

/**
 * Whether the page is scrolled more than `threshold` px (updated once per animation frame). First read
 * in the frame after the first render, never during it: reading `scrollY` while the page's layout is
 * out of date (the server's markup just restyled) forces a whole layout inside React's render task.
 */
export function useScrolledPast( threshold: number ): boolean {
	const [ past, setPast ] = useState( false );
	useEffect( () => {
		let frame = 0;
		const update = () => {
			frame = 0;
			setPast( window.scrollY > threshold );
		};
		const onScroll = () => {
			if ( ! frame ) {
				frame = window.requestAnimationFrame( update );
			}
		};
		onScroll();
		window.addEventListener( 'scroll', onScroll, { passive: true } );
		return () => {
			window.removeEventListener( 'scroll', onScroll );
			if ( frame ) {
				window.cancelAnimationFrame( frame );
			}
		};
	}, [ threshold ] );
	return past;
}

export function prefersReducedMotion(): boolean {
	return (
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}
