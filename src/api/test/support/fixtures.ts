/**
 * Store API answers shaped exactly like WooCommerce 9.4's (ProductSchema / ProductCategorySchema),
 * typed with the api layer's types so a drift between the two fails type-checking.
 */
import type { StoreProduct, StoreProductCategory } from '../../store-api';
import { PLN } from './cart-fixtures';

export function storeProduct(
	overrides: Partial< StoreProduct > = {}
): StoreProduct {
	return {
		id: 101,
		name: 'Krem nawilżający z kwasem hialuronowym',
		slug: 'krem-nawilzajacy',
		parent: 0,
		type: 'simple',
		variation: '',
		permalink: 'http://127.0.0.1:8888/produkt/krem-nawilzajacy/',
		sku: 'KREM-001',
		short_description: '<p>Lekki krem na dzień.</p>\n',
		description: '<p>Krem nawilżający do każdego typu skóry.</p>\n',
		on_sale: true,
		prices: {
			...PLN,
			price: '4999',
			regular_price: '5999',
			sale_price: '4999',
			price_range: null,
		},
		price_html:
			'<del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi>59,99&nbsp;<span class="woocommerce-Price-currencySymbol">&#122;&#322;</span></bdi></span></del>',
		average_rating: '0',
		review_count: 0,
		images: [
			{
				id: 55,
				src: 'http://127.0.0.1:8888/wp-content/uploads/krem.jpg',
				thumbnail:
					'http://127.0.0.1:8888/wp-content/uploads/krem-300x300.jpg',
				srcset: 'http://127.0.0.1:8888/wp-content/uploads/krem.jpg 800w',
				sizes: '(max-width: 800px) 100vw, 800px',
				name: 'krem',
				alt: 'Krem nawilżający',
			},
		],
		categories: [
			{
				id: 21,
				name: 'Twarz',
				slug: 'twarz',
				link: 'http://127.0.0.1:8888/kategoria/twarz/',
			},
		],
		tags: [],
		attributes: [],
		variations: [],
		has_options: false,
		is_purchasable: true,
		is_in_stock: true,
		is_on_backorder: false,
		low_stock_remaining: null,
		sold_individually: false,
		add_to_cart: {
			text: 'Dodaj do koszyka',
			description: 'Dodaj do koszyka: &bdquo;Krem nawilżający&rdquo;',
			url: '?add-to-cart=101',
			minimum: 1,
			maximum: 9999,
			multiple_of: 1,
		},
		extensions: {},
		...overrides,
	};
}

export function storeCategory(
	overrides: Partial< StoreProductCategory > = {}
): StoreProductCategory {
	return {
		id: 20,
		name: 'Pielęgnacja',
		slug: 'pielegnacja',
		description: '',
		parent: 0,
		count: 12,
		image: null,
		review_count: 0,
		permalink: 'http://127.0.0.1:8888/kategoria/pielegnacja/',
		...overrides,
	};
}

/** A category tree shaped like the demo shop's: top-level 20/22/24, children, a grandchild, an encoded slug. */
export function demoCategories(): StoreProductCategory[] {
	return [
		storeCategory( {
			id: 15,
			slug: 'bez-kategorii',
			name: 'Bez kategorii',
		} ),
		storeCategory( {
			id: 20,
			slug: 'pielegnacja-twarzy',
			name: 'Pielęgnacja twarzy',
		} ),
		storeCategory( {
			id: 22,
			slug: 'makijaz-i-zapachy',
			name: 'Makijaż i zapachy',
		} ),
		storeCategory( {
			id: 24,
			slug: 'cialo-i-gabinet',
			name: 'Ciało i gabinet',
		} ),
		storeCategory( {
			id: 25,
			parent: 20,
			slug: 'pielegnacja-skory',
			name: 'Pielęgnacja skóry',
		} ),
		storeCategory( {
			id: 29,
			parent: 22,
			slug: 'makijaz',
			name: 'Makijaż',
		} ),
		storeCategory( {
			id: 40,
			parent: 29,
			slug: 'pomadki',
			name: 'Pomadki',
		} ),
	];
}
