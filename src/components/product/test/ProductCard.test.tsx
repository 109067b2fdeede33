import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { StoreProduct } from '../../../api/store-api';
import { storeProduct } from '../../../api/test/support/fixtures';
import { ROUTER_FUTURE } from '../../../routes';
import { Price } from '../Price';
import { ProductCard } from '../ProductCard';

// The price inside a card, counted: how often the cards render.
jest.mock( '../Price', () => ( {
	Price: jest.fn( jest.requireActual( '../Price' ).Price ),
} ) );

const plain = ( text: string | null | undefined ) =>
	( text ?? '' ).replace( /\u00a0|\u202f/g, ' ' );

function renderCard( product: StoreProduct ) {
	return render(
		<MemoryRouter future={ ROUTER_FUTURE }>
			<ProductCard product={ product } />
		</MemoryRouter>
	);
}

/** A variable product partly on sale as the Store API sends it: on_sale says some variation is. */
const variable = (
	min: string,
	lowest: string | null,
	left: number | null = null
) =>
	storeProduct( {
		type: 'variable',
		on_sale: true,
		low_stock_remaining: null,
		prices: {
			...storeProduct().prices,
			price: min,
			regular_price: min,
			sale_price: min,
			price_range: { min_amount: min, max_amount: '7999' },
		},
		extensions: {
			'cosmetics-storefront': {
				price_tier: 'individual',
				lowest_price_30_days: lowest,
				low_stock_remaining: left,
			},
		},
	} );

describe( 'ProductCard', () => {
	it( 'draws a list summary (only the fields a card shows): photo and category from card_image and card_category', () => {
		const summary = {
			id: 7,
			name: 'Krem &amp; serum',
			on_sale: false,
			is_in_stock: true,
			is_on_backorder: false,
			low_stock_remaining: null,
			prices: storeProduct().prices,
			extensions: {
				'cosmetics-storefront': {
					price_tier: 'individual',
					lowest_price_30_days: null,
					low_stock_remaining: null,
					card_image: {
						src: '/wp-content/uploads/krem-300x300.jpg',
						srcset: '/wp-content/uploads/krem-300x300.jpg 300w, /wp-content/uploads/krem-600x600.jpg 600w',
					},
					card_category: 'Pielęgnacja &amp; twarz',
				},
			},
		};
		const { container } = render(
			<MemoryRouter future={ ROUTER_FUTURE }>
				<ProductCard product={ summary } />
			</MemoryRouter>
		);
		const img = container.querySelector( '.cs-card__media img' );
		expect( img ).toHaveAttribute(
			'src',
			'/wp-content/uploads/krem-300x300.jpg'
		);
		expect( img ).toHaveAttribute(
			'srcset',
			'/wp-content/uploads/krem-300x300.jpg 300w, /wp-content/uploads/krem-600x600.jpg 600w'
		);
		expect( img ).toHaveAttribute( 'decoding', 'async' );
		// The source is chosen once (ResponsiveImage): sizes, then srcset, then src.
		const names = img?.getAttributeNames() ?? [];
		expect( names.indexOf( 'sizes' ) ).toBeLessThan(
			names.indexOf( 'srcset' )
		);
		expect( names.indexOf( 'srcset' ) ).toBeLessThan(
			names.indexOf( 'src' )
		);
		expect(
			container.querySelector( '.cs-card__category' )
		).toHaveTextContent( 'Pielęgnacja & twarz' );
		expect(
			screen.getByRole( 'link', { name: 'Krem & serum' } )
		).toHaveAttribute( 'href', '/sklep/product/7' );
	} );

	it( 'a first-screen card loads its photo at once and decodes it with the frame that shows it', () => {
		const { container } = render(
			<MemoryRouter future={ ROUTER_FUTURE }>
				<ProductCard
					product={ storeProduct( {
						extensions: {
							'cosmetics-storefront': {
								price_tier: 'individual',
								card_image: {
									src: '/wp-content/uploads/krem-300x300.jpg',
									srcset: '/wp-content/uploads/krem-300x300.jpg 300w',
								},
								card_category: null,
							},
						},
					} ) }
					firstScreen
				/>
			</MemoryRouter>
		);
		const img = container.querySelector( '.cs-card__media img' );
		expect( img ).toHaveAttribute( 'loading', 'eager' );
		expect( img ).not.toHaveAttribute( 'decoding' );
	} );

	it( 'a summary without card_image or card_category draws no photo and no category line', () => {
		const { container } = renderCard(
			storeProduct( {
				extensions: {
					'cosmetics-storefront': {
						price_tier: 'individual',
						card_image: null,
						card_category: null,
					},
				},
			} )
		);
		expect( container.querySelector( '.cs-card__media img' ) ).toBeNull();
		expect( container.querySelector( '.cs-card__category' ) ).toBeNull();
	} );

	it( '"od 49,99 zł" of a variation at its normal price: no Omnibus line (the server sends none)', () => {
		const { container } = renderCard( variable( '4999', null ) );
		expect(
			plain( container.querySelector( '.cs-price' )?.textContent )
		).toBe( 'od 49,99 zł' );
		expect(
			screen.queryByText( /Najniższa cena/ )
		).not.toBeInTheDocument();
		// A dearer variation is on sale (on_sale): no 'Promocja' beside a price nobody reduced.
		expect( screen.queryByText( 'Promocja' ) ).not.toBeInTheDocument();
	} );

	it( '"od 39,99 zł" of a discounted variation: that variation\'s reference under it, and the badge', () => {
		renderCard( variable( '3999', '5999' ) );
		expect(
			plain( screen.getByText( /Najniższa cena/ ).textContent )
		).toBe( 'Najniższa cena z 30 dni przed obniżką: 59,99 zł' );
		expect( screen.getByText( 'Promocja' ) ).toBeInTheDocument();
	} );

	it( '5 left shows "Tylko 5 szt." although WooCommerce (amount 2) sends no low stock', () => {
		renderCard(
			storeProduct( {
				low_stock_remaining: null,
				extensions: {
					'cosmetics-storefront': {
						price_tier: 'individual',
						lowest_price_30_days: null,
						low_stock_remaining: 5,
					},
				},
			} )
		);
		expect( screen.getByText( 'Tylko 5 szt.' ) ).toBeInTheDocument();
	} );

	it( 'renders once in a list that grows (the first load reveals the list in steps): not every card again at each step', () => {
		const products = Array.from( { length: 12 }, ( _, index ) =>
			storeProduct( { id: index + 1, name: `Produkt ${ index + 1 }` } )
		);
		const list = ( shown: number ) => (
			<MemoryRouter future={ ROUTER_FUTURE }>
				<ul>
					{ products.slice( 0, shown ).map( ( product ) => (
						<li key={ product.id }>
							<ProductCard product={ product } />
						</li>
					) ) }
				</ul>
			</MemoryRouter>
		);
		jest.mocked( Price ).mockClear();
		const { rerender } = render( list( 6 ) );
		rerender( list( 12 ) );
		expect( screen.getAllByRole( 'link' ) ).toHaveLength( 12 );
		expect( jest.mocked( Price ) ).toHaveBeenCalledTimes( 12 );
	} );
} );
