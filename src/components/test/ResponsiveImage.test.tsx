import { render } from '@testing-library/react';
import { ResponsiveImage } from '../ResponsiveImage';

/** The attributes of the rendered photo, in the order React set them on the new element. */
function attributeOrder( element: JSX.Element ): string[] {
	const { container } = render( element );
	const image = container.querySelector( 'img' );
	return image ? image.getAttributeNames() : [];
}

describe( 'ResponsiveImage', () => {
	it( 'sets sizes before srcset and both before src, so the browser picks the source once', () => {
		const names = attributeOrder(
			<ResponsiveImage
				src="/a-300.jpg"
				srcSet="/a-300.jpg 300w, /a-600.jpg 600w"
				sizes="(max-width: 480px) 50vw, 300px"
				alt=""
				width={ 600 }
				height={ 600 }
				loading="lazy"
				decoding="async"
			/>
		);
		expect( names.slice( 0, 5 ) ).toEqual( [
			'loading',
			'decoding',
			'sizes',
			'srcset',
			'src',
		] );
	} );

	it( 'leaves sizes out when there is no srcset to choose from', () => {
		const names = attributeOrder(
			<ResponsiveImage src="/a.jpg" sizes="300px" alt="Krem" />
		);
		expect( names ).not.toContain( 'sizes' );
		expect( names ).not.toContain( 'srcset' );
		expect( names ).toContain( 'src' );
	} );
} );
