import { useEffect, useState, type KeyboardEvent } from 'react';
import type { StoreImage } from '../../api';
import { ResponsiveImage } from '../../components/ResponsiveImage';

/** The photo's `sizes` (the server's first screen uses the same: Screens\ProductScreen::PHOTO_SIZES). */
export const PHOTO_SIZES = '(max-width: 820px) 100vw, 640px';

/**
 * The product's photos: one large image in a square frame (its size never depends on the photo, so
 * nothing moves as photos load), previous/next buttons and thumbnails. Arrow keys on the frame go
 * back and forth; the position is announced.
 */
export function Gallery( {
	images,
	name,
	selected,
	onSelect,
}: {
	images: StoreImage[];
	name: string;
	selected: number;
	onSelect: ( index: number ) => void;
} ) {
	const count = images.length;
	const index = count ? Math.min( Math.max( selected, 0 ), count - 1 ) : 0;
	const image = images[ index ];
	const go = ( step: number ) =>
		count && onSelect( ( index + step + count ) % count );
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'ArrowLeft' ) {
			event.preventDefault();
			go( -1 );
		} else if ( event.key === 'ArrowRight' ) {
			event.preventDefault();
			go( 1 );
		}
	};
	// The first photo is what the page opens with; later ones load as they are picked.
	const [ seen, setSeen ] = useState( () => new Set( [ index ] ) );
	useEffect(
		() =>
			setSeen( ( previous ) =>
				previous.has( index )
					? previous
					: new Set( previous ).add( index )
			),
		[ index ]
	);

	if ( ! image ) {
		return (
			<div className="cs-gallery cs-gallery--empty" aria-hidden="true" />
		);
	}
	return (
		<section
			className="cs-gallery"
			aria-roledescription="galeria"
			aria-label={ `Zdjęcia: ${ name }` }
		>
			<div
				className="cs-gallery__stage"
				tabIndex={ count > 1 ? 0 : undefined }
				onKeyDown={ count > 1 ? onKeyDown : undefined }
				aria-label={
					count > 1
						? 'Zdjęcie produktu, strzałki zmieniają zdjęcie'
						: undefined
				}
				role={ count > 1 ? 'group' : undefined }
			>
				{ images.map( ( item, i ) =>
					seen.has( i ) ? (
						<ResponsiveImage
							key={ item.id || i }
							src={ item.src }
							srcSet={ item.srcset }
							sizes={ PHOTO_SIZES }
							alt={ item.alt || name }
							width={ 800 }
							height={ 800 }
							className={ i === index ? 'is-current' : undefined }
							hidden={ i !== index }
						/>
					) : null
				) }
				{ count > 1 ? (
					<>
						<button
							type="button"
							className="cs-gallery__nav cs-gallery__nav--prev"
							onClick={ () => go( -1 ) }
							aria-label="Poprzednie zdjęcie"
						>
							<Chevron direction="left" />
						</button>
						<button
							type="button"
							className="cs-gallery__nav cs-gallery__nav--next"
							onClick={ () => go( 1 ) }
							aria-label="Następne zdjęcie"
						>
							<Chevron direction="right" />
						</button>
						<p className="cs-gallery__position" aria-live="polite">
							<span className="cs-visually-hidden">Zdjęcie </span>
							{ index + 1 } / { count }
						</p>
					</>
				) : null }
			</div>
			{ count > 1 ? (
				<ul className="cs-gallery__thumbs">
					{ images.map( ( item, i ) => (
						<li key={ item.id || i }>
							<button
								type="button"
								className={ `cs-gallery__thumb${
									i === index ? ' is-current' : ''
								}` }
								onClick={ () => onSelect( i ) }
								aria-label={ `Pokaż zdjęcie ${
									i + 1
								} z ${ count }` }
								aria-pressed={ i === index }
							>
								<img
									src={ item.thumbnail || item.src }
									alt=""
									width={ 96 }
									height={ 96 }
									loading="lazy"
									decoding="async"
								/>
							</button>
						</li>
					) ) }
				</ul>
			) : null }
		</section>
	);
}

function Chevron( { direction }: { direction: 'left' | 'right' } ) {
	return (
		<svg
			aria-hidden="true"
			width="20"
			height="20"
			viewBox="0 0 24 24"
			fill="none"
			stroke="currentColor"
			strokeWidth="1.8"
			strokeLinecap="round"
			strokeLinejoin="round"
		>
			<path
				d={ direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7' }
			/>
		</svg>
	);
}
