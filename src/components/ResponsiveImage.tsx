import type { CSSProperties } from 'react';

export interface ResponsiveImageProps {
	src: string;
	srcSet?: string;
	sizes?: string;
	alt: string;
	width?: number;
	height?: number;
	loading?: 'eager' | 'lazy';
	decoding?: 'async' | 'auto' | 'sync';
	className?: string;
	hidden?: boolean;
	style?: CSSProperties;
}

/**
 * A photo with its candidate sizes. React sets a new element's attributes in the order its props are
 * written, and Chromium picks an image's source again each time `src`, `srcset` or `sizes` changes:
 * `srcset` before `sizes` makes it choose twice, the second time evaluating every `sizes` media
 * query (about 0.6 ms a photo on a phone, 30 ms for a listing's 50 cards). So `loading`, `decoding`
 * and `sizes` come first and `srcset` then `src` last, and the source is chosen once, the way the
 * parser does it for the server's markup. Every photo of the storefront goes through here.
 * `decoding="async"` for photos below the first screen only: those on it are decoded with the frame
 * that shows them, not each in a frame (and a paint of the page) of its own.
 */
export function ResponsiveImage( {
	src,
	srcSet,
	sizes,
	alt,
	width,
	height,
	loading,
	decoding,
	className,
	hidden,
	style,
}: ResponsiveImageProps ) {
	return (
		<img
			loading={ loading }
			decoding={ decoding }
			sizes={ srcSet ? sizes : undefined }
			srcSet={ srcSet || undefined }
			src={ src }
			alt={ alt }
			width={ width }
			height={ height }
			className={ className }
			hidden={ hidden }
			style={ style }
		/>
	);
}
