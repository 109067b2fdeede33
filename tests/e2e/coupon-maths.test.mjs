/**
 * The spec's coupon maths (shop-cart-checkout.md §9) on the real shop, every coupon type × courier and
 * parcel locker: a percent coupon (as RABAT10), fixed_cart (as MINUS20), fixed_product (as PRODUKT5)
 * and easypack_inpost_discount, each created here with a product of its own (no demo data needed).
 * For each: the checkout summary, the cart panel, the order page and wp-admin's order show one total,
 * the spec's, and Produkty + Dostawa − Rabat = Razem on every screen; lines show their prices before
 * discounts; a coupon-lowered shipping shows its cost before the discount struck through.
 * Screenshots test-results/e2e/60-…png (cart panel, checkout, order page at 1280 and 390 px).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { cartWith } from '../../scripts/lib/store-shopper.mjs';
import { BASE_URL, VIEWPORTS, adminSession, launchBrowser, screenshot } from './support.mjs';

const plain = ( text ) => text.replace( /\u00a0|\u202f/g, ' ' ).trim();
/** "−1 234,50 zł" → 1234.5 (sign dropped: the rows say what they subtract). */
const zl = ( text ) => Number( plain( text ).replace( /[^\d,]/g, '' ).replace( ',', '.' ) );
const grosze = ( value ) => Math.round( value * 100 );

/**
 * The spec's rule, written out here independently of the plugin: how much the coupon takes off the
 * products (shown as Rabat) and off the shipping (the products take what they can), in grosze.
 */
function specDiscount( type, amount, subtotal, shipping, units, locker ) {
	const a = Math.round( amount * 100 );
	let total;
	if ( type === 'percent' ) {
		total = Math.round( ( ( subtotal + shipping ) * Math.min( amount, 100 ) ) / 100 );
	} else if ( type === 'fixed_cart' ) {
		total = Math.min( a, subtotal + shipping );
	} else if ( type === 'fixed_product' ) {
		return { items: Math.min( a * units, subtotal ), shipping: 0 };
	} else if ( type === 'easypack_inpost_discount' ) {
		return { items: 0, shipping: locker ? Math.min( a, shipping ) : 0 };
	} else {
		return { items: 0, shipping: 0 };
	}
	return { items: Math.min( total, subtotal ), shipping: total - Math.min( total, subtotal ) };
}

const COUPONS = [
	{ code: 'E2E-RABAT10', type: 'percent', amount: 10, product: 'krem' },
	{ code: 'E2E-MINUS20', type: 'fixed_cart', amount: 20, product: 'mydlo' },
	{ code: 'E2E-PRODUKT5', type: 'fixed_product', amount: 5, product: 'mydlo' },
	{ code: 'E2E-PACZKA10', type: 'easypack_inpost_discount', amount: 10, product: 'krem' },
];
const RATES = [
	{ key: 'courier', method: 'flat_rate', locker: false },
	{ key: 'locker', method: 'inpost_paczkomaty', locker: true },
];

let session;
const products = {};
/** rate method id → { name, cost (grosze, before any coupon) } */
const rates = {};
const placed = [];

before( async () => {
	products.krem = { id: fixture( BASE_URL, 'product', 'E2E kupony: Krem', 'unlimited', '59.99' ).id, price: 5999 };
	products.mydlo = { id: fixture( BASE_URL, 'product', 'E2E kupony: Mydło', 'unlimited', '12.00' ).id, price: 1200 };
	for ( const c of COUPONS ) {
		fixture( BASE_URL, 'coupon-rule', c.code, c.type, c.amount );
	}
	// The shop's own rates (whatever the shop's shipping zone says), read without a coupon.
	const s = await cartWith( BASE_URL, products.krem.id );
	const cart = ( await s.call( 'GET', '/cart' ) ).data;
	for ( const r of cart.shipping_rates[ 0 ].shipping_rates ) {
		rates[ r.method_id ] = { name: r.name, cost: Number( r.price ) + Number( r.taxes ) };
	}
	assert.ok( rates.flat_rate && rates.inpost_paczkomaty, `the shop has a courier and a locker rate (${ Object.keys( rates ) })` );
	session = await launchBrowser();
} );
after( async () => {
	await session?.close();
	fixture( BASE_URL, 'cleanup', 'E2E kupony: ' );
} );

/** The rows of a summary list (dl) or table footer: { products, shipping, shippingBefore, discount, discountLabel, total }. */
async function readSummary( page, testId ) {
	const cell = ( key ) => page.locator( `[data-testid="${ testId }-${ key }"]` );
	const shipping = cell( 'shipping' );
	const struck = shipping.locator( 's' );
	const discount = cell( 'discount' );
	const hasDiscount = ( await discount.count() ) > 0;
	return {
		products: grosze( zl( await cell( 'products' ).innerText() ) ),
		shipping: /Darmowa/.test( await shipping.innerText() ) ? 0 : grosze( zl( await ( ( await struck.count() ) ? shipping.locator( '.cs-summary__after' ) : shipping ).innerText() ) ),
		shippingBefore: ( await struck.count() ) ? grosze( zl( await struck.innerText() ) ) : null,
		discount: hasDiscount ? grosze( zl( await discount.innerText() ) ) : 0,
		discountLabel: hasDiscount ? plain( await discount.locator( 'xpath=..' ).locator( 'dt, th' ).innerText() ) : null,
		total: grosze( zl( await cell( 'total' ).innerText() ) ),
	};
}

function assertSummary( shown, expected, where ) {
	assert.deepEqual( shown, expected, where );
	assert.equal( shown.products + shown.shipping - shown.discount, shown.total, `${ where }: Produkty + Dostawa − Rabat = Razem` );
}

async function guestBilling( page, email ) {
	await page.getByLabel( 'Imię' ).fill( 'Ewa' );
	await page.getByLabel( 'Nazwisko' ).fill( 'Kuponowa' );
	await page.getByLabel( 'Adres', { exact: true } ).fill( 'ul. Kwiatowa 5' );
	await page.getByLabel( 'Miasto' ).fill( 'Warszawa' );
	await page.getByLabel( 'Kod pocztowy' ).fill( '00-950' );
	await page.getByLabel( 'Email' ).fill( email );
	await page.getByLabel( 'Telefon' ).fill( '600700800' );
}

/** One purchase: product page → cart panel → checkout with the rate and the coupon → order page. */
async function purchase( coupon, rate, viewport, shots ) {
	const product = products[ coupon.product ];
	const cost = rates[ rate.method ].cost;
	const split = specDiscount( coupon.type, coupon.amount, product.price, cost, 1, rate.locker );
	const expected = {
		products: product.price,
		shipping: cost - split.shipping,
		shippingBefore: split.shipping > 0 ? cost : null,
		discount: split.items,
		discountLabel: split.items > 0 ? `Rabat (${ coupon.code })` : null,
		total: Math.max( 0, product.price + cost - split.items - split.shipping ),
	};
	const label = `${ coupon.code } ${ rate.key }`;

	const context = await session.browser.newContext( { viewport } );
	const page = await context.newPage();
	const errors = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	try {
		await page.goto( `${ BASE_URL }/sklep/product/${ product.id }`, { waitUntil: 'domcontentloaded' } );
		await page.getByRole( 'button', { name: 'Dodaj do koszyka' } ).click();
		const panel = page.getByRole( 'dialog', { name: 'Koszyk' } );
		await panel.locator( '[data-testid="cart-line"]' ).first().waitFor();
		await page.getByRole( 'button', { name: 'Przejdź do płatności' } ).click();
		await page.waitForURL( /\/checkout$/ );
		await guestBilling( page, `kupon.${ coupon.type }.${ rate.key }@example.com` );

		await page.getByRole( 'radio', { name: new RegExp( rates[ rate.method ].name ) } ).check();
		if ( rate.locker ) {
			const picker = page.getByRole( 'dialog', { name: 'Wybierz paczkomat' } );
			await picker.waitFor();
			await picker.locator( '[data-testid="locker-search"]' ).fill( '00-017' );
			await picker.getByRole( 'button', { name: /WAW01M/ } ).first().click();
			await picker.getByRole( 'button', { name: 'Wybierz ten paczkomat' } ).click();
			await picker.waitFor( { state: 'detached' } );
			await page.getByText( 'Wybrany paczkomat: WAW01M' ).waitFor();
		}
		const code = page.getByLabel( 'Kod rabatowy' );
		await code.fill( coupon.code );
		await code.press( 'Enter' );
		await page.locator( '[data-testid="coupon-applied"]' ).waitFor();
		// The totals follow the server's answer to the coupon.
		await page.locator( '[data-testid="summary-total"]' ).filter( { hasText: new RegExp( plain( ( expected.total / 100 ).toFixed( 2 ).replace( '.', ',' ) ) ) } ).waitFor();
		const lines = await page.locator( '.cs-checkout__item-price' ).allInnerTexts();
		assert.deepEqual( lines.map( ( t ) => grosze( zl( t ) ) ), [ product.price ], `${ label }: the checkout's line before discounts` );
		const checkout = await readSummary( page, 'summary' );
		assertSummary( checkout, expected, `${ label }: checkout summary` );
		if ( shots ) {
			await screenshot( page, `60-coupon-checkout-${ shots }` );
		}

		// The cart panel says the same.
		await page.locator( '.cs-navbar' ).getByRole( 'button', { name: /Koszyk/ } ).first().click();
		await panel.waitFor();
		await page.waitForTimeout( 400 ); // the panel's slide-in
		assertSummary( await readSummary( page, 'cart' ), expected, `${ label }: cart panel` );
		if ( shots ) {
			await screenshot( page, `61-coupon-cart-panel-${ shots }` );
		}
		await page.keyboard.press( 'Escape' );
		await panel.waitFor( { state: 'detached' } );

		await page.getByRole( 'button', { name: 'Złóż zamówienie' } ).click();
		await page.waitForURL( /\/zamowienie\/\d+\?key=wc_order_/, { timeout: 20000 } );
		await page.getByRole( 'heading', { name: 'Zamówienie otrzymane' } ).waitFor();
		const order = await readSummary( page, 'order' );
		assertSummary( order, expected, `${ label }: order page` );
		const orderLines = await page.locator( '.cs-order__table tbody td:last-child' ).allInnerTexts();
		assert.deepEqual( orderLines.map( ( t ) => grosze( zl( t ) ) ), [ product.price ], `${ label }: the order's line before discounts` );
		if ( shots ) {
			await screenshot( page, `62-coupon-order-${ shots }` );
		}
		assert.deepEqual( errors, [] );
		placed.push( { id: Number( new URL( page.url() ).pathname.split( '/' ).pop() ), total: expected.total, shippingBefore: expected.shippingBefore, label } );
	} finally {
		await context.close();
	}
}

describe( 'coupon maths: every type × courier and parcel locker (1280 px)', () => {
	for ( const coupon of COUPONS ) {
		for ( const rate of RATES ) {
			test( `${ coupon.type } (${ coupon.code }) by ${ rate.key }`, async () => {
				const shots = coupon.type === 'fixed_cart' && rate.key === 'courier' ? 'desktop' : null;
				await purchase( coupon, rate, VIEWPORTS.desktop, shots );
			} );
		}
	}
} );

describe( 'coupon maths at 390 px', () => {
	test( 'fixed_cart by courier lowers the shipping; locker coupon on a phone', async () => {
		await purchase( COUPONS[ 1 ], RATES[ 0 ], VIEWPORTS.phone, 'phone' );
		await purchase( COUPONS[ 3 ], RATES[ 1 ], VIEWPORTS.phone, 'phone-locker' );
	} );
} );

describe( 'wp-admin', () => {
	test( 'each order\'s total in wp-admin is the one the storefront showed; the shipping line keeps its cost before the coupon', async () => {
		assert.equal( placed.length, COUPONS.length * RATES.length + 2, 'every purchase placed an order' );
		const { session: admin, page } = await adminSession();
		try {
			for ( const order of placed ) {
				await page.goto( `${ BASE_URL }/wp-admin/admin.php?page=wc-orders&action=edit&id=${ order.id }`, { waitUntil: 'domcontentloaded' } );
				if ( ! ( await page.locator( '.wc-order-totals' ).count() ) ) {
					await page.goto( `${ BASE_URL }/wp-admin/post.php?post=${ order.id }&action=edit`, { waitUntil: 'domcontentloaded' } );
				}
				// The order total is the last amount of WooCommerce's first totals table.
				const total = page.locator( '.wc-order-totals' ).first().locator( 'tr' ).last().locator( 'td.total' );
				assert.equal( grosze( zl( await total.innerText() ) ), order.total, `${ order.label }: wp-admin's order total` );
				if ( order.shippingBefore !== null ) {
					const shippingMeta = plain( await page.locator( '#order_shipping_line_items' ).innerText() );
					assert.match( shippingMeta, /Koszt przed rabatem:\s*[\d,]+\s*zł/, `${ order.label }: the shipping line shows its cost before the coupon` );
					assert.equal( grosze( zl( shippingMeta.match( /Koszt przed rabatem:\s*([\d,]+\s*zł)/ )[ 1 ] ) ), order.shippingBefore );
				}
				if ( order.label === 'E2E-MINUS20 courier' ) {
					await screenshot( page, '63-coupon-admin-order-desktop' );
				}
			}
		} finally {
			await admin.close();
		}
	} );
} );
