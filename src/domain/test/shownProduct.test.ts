/**
 * What a product answer shows (price, discount, Omnibus reference, tier, stock), against the cases the
 * server's first screen is tested with too (tests/php/Domain/ShownProductTest.php, Domain\ShownProduct).
 */
import { storeProduct } from '../../api/test/support/fixtures';
import type { StoreProduct } from '../../api/store-api';
import { omnibusPrice, priceTier, shownPriceDiscounted } from '../omnibus';
import { priceDisplay } from '../prices';
import { stockState } from '../stock';
import shown from './shown-product-cases.json';

describe( 'what a product shows (cases shared with PHP Domain\\ShownProduct)', () => {
	it.each( shown.cases.map( ( c ) => [ c.name, c ] as const ) )(
		'%s',
		( _name, c ) => {
			const base = storeProduct();
			const product = {
				...base,
				...c.product,
				prices: {
					...base.prices,
					price_range: null,
					...c.product.prices,
				},
				extensions: c.product.extensions ?? {},
			} as StoreProduct;
			const display = priceDisplay( product.prices );
			expect(
				display && {
					current: display.current,
					regular: display.regular,
					from: display.from,
				}
			).toEqual( c.price );
			expect( shownPriceDiscounted( product ) ).toBe( c.discounted );
			expect( omnibusPrice( product ) ).toBe( c.omnibus );
			expect( priceTier( product ) === 'professional' ).toBe(
				c.professional
			);
			const stock = stockState( product );
			expect( { kind: stock.kind, label: stock.label } ).toEqual(
				c.stock
			);
		}
	);
} );
