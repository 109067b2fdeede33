import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { HomeCard } from '../../config';
import { firstLetter } from '../../domain/text';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** Spec: each card rotates through its images every 3.5 s. */
export const ROTATION_MS = 3500;

/**
 * Only the image on show is loaded with the page; the next one of each card follows this long
 * after the cards appear, so the first crossfade never waits for the network.
 */
export const PRELOAD_NEXT_AFTER_MS = 1000;

/** How many of a card's images are in the page: those shown so far and, once preloading, the next. */
export function mountedImages(
	total: number,
	tick: number,
	preloadNext: boolean
): number {
	return Math.min( total, tick + 1 + ( preloadNext ? 1 : 0 ) );
}

/** Card images are about a third of the container on desktop, half the screen on phones. */
const SIZES = '(min-width: 1100px) 370px, (min-width: 900px) 31vw, 46vw';

/** The shop filtered by the card's category, the slug exactly as configured. */
export function cardHref( slug: string ): string {
	return `/sklep?category=${ slug }`;
}

/**
 * The six category cards under the hero. Images are decorative (the link's text is the card's
 * name); they crossfade every 3.5 s, all cards on one timer. No rotation when the user prefers
 * reduced motion or pauses it with the button (WCAG 2.2.2); the image box keeps its aspect ratio
 * whatever loads, so nothing shifts. Images not yet due are not in the page (see PRELOAD_NEXT_AFTER_MS).
 */
export function CategoryCards( { cards }: { cards: HomeCard[] } ) {
	const reducedMotion = usePrefersReducedMotion();
	const [ paused, setPaused ] = useState( false );
	const [ tick, setTick ] = useState( 0 );
	const [ preloadNext, setPreloadNext ] = useState( false );
	const rotates = cards.some( ( card ) => card.images.length > 1 );
	const running = rotates && ! reducedMotion && ! paused;

	useEffect( () => {
		if ( ! running ) {
			return undefined;
		}
		const timer = window.setInterval(
			() => setTick( ( value ) => value + 1 ),
			ROTATION_MS
		);
		return () => window.clearInterval( timer );
	}, [ running ] );

	useEffect( () => {
		if ( ! running || preloadNext ) {
			return undefined;
		}
		const timer = window.setTimeout(
			() => setPreloadNext( true ),
			PRELOAD_NEXT_AFTER_MS
		);
		return () => window.clearTimeout( timer );
	}, [ running, preloadNext ] );

	if ( ! cards.length ) {
		return null;
	}

	return (
		<section
			className="cs-home-cards"
			aria-labelledby="cs-home-cards-title"
		>
			<div className="cs-container">
				<div className="cs-home-cards__head">
					<div>
						<p className="cs-eyebrow">Kategorie</p>
						<h2
							id="cs-home-cards-title"
							className="cs-home-cards__title"
						>
							Znajdź pielęgnację dla siebie
						</h2>
					</div>
					{ rotates && ! reducedMotion && (
						<button
							type="button"
							className="cs-home-cards__pause"
							aria-pressed={ paused }
							onClick={ () => setPaused( ( value ) => ! value ) }
						>
							<span
								aria-hidden="true"
								className={
									paused ? 'cs-icon-play' : 'cs-icon-pause'
								}
							/>
							{ paused
								? 'Wznów zmianę zdjęć'
								: 'Wstrzymaj zmianę zdjęć' }
						</button>
					) }
				</div>
				<ul className="cs-home-cards__grid">
					{ cards.map( ( card, index ) => (
						<li
							key={ `${ index }-${ card.slug }` }
							className="cs-home-card"
						>
							<Link
								to={ cardHref( card.slug ) }
								className="cs-home-card__link"
							>
								<span
									className="cs-home-card__media"
									aria-hidden="true"
								>
									{ card.images.length ? (
										card.images
											.slice(
												0,
												mountedImages(
													card.images.length,
													tick,
													preloadNext
												)
											)
											.map( ( image, imageIndex ) => (
												<ResponsiveImage
													key={ image.src }
													src={ image.src }
													srcSet={ image.srcset }
													sizes={ SIZES }
													width={
														image.width || undefined
													}
													height={
														image.height ||
														undefined
													}
													alt=""
													decoding="async"
													loading={
														imageIndex === 0
															? 'eager'
															: 'lazy'
													}
													className={
														imageIndex ===
														tick %
															card.images.length
															? 'cs-home-card__image is-active'
															: 'cs-home-card__image'
													}
													style={ {
														transitionDelay: `${
															index * 90
														}ms`,
													} }
												/>
											) )
									) : (
										<span className="cs-home-card__placeholder">
											{ firstLetter( card.name ) }
										</span>
									) }
								</span>
								<span className="cs-home-card__name">
									{ card.name }
								</span>
							</Link>
						</li>
					) ) }
				</ul>
			</div>
		</section>
	);
}
