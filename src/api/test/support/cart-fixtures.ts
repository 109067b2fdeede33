/**
 * Store API cart answers shaped like WooCommerce 9.4.3's CartSchema / CartItemSchema /
 * CartShippingRateSchema (read from src/StoreApi/Schemas/V1), typed with the api layer's types.
 */
import type { StoreCart, StoreCartItem, StoreShippingRate } from '../../cart';
import { paymentMethod } from './payment-fixtures';

export const PLN = {
	currency_code: 'PLN',
	currency_symbol: 'zł',
	currency_minor_unit: 2,
	currency_decimal_separator: ',',
	currency_thousand_separator: ' ',
	currency_prefix: '',
	currency_suffix: ' zł',
};

export function cartItem(
	overrides: Partial< StoreCartItem > = {}
): StoreCartItem {
	return {
		key: 'a1b2c3',
		id: 101,
		type: 'simple',
		quantity: 1,
		quantity_limits: {
			minimum: 1,
			maximum: 5,
			multiple_of: 1,
			editable: true,
		},
		name: 'Krem nawilżający',
		short_description: '',
		description: '',
		sku: 'KREM-001',
		low_stock_remaining: 5,
		backorders_allowed: false,
		show_backorder_badge: false,
		sold_individually: false,
		permalink: 'http://127.0.0.1:8888/produkt/krem/',
		images: [],
		variation: [],
		item_data: [],
		prices: {
			...PLN,
			price: '4999',
			regular_price: '5999',
			sale_price: '4999',
			price_range: null,
			raw_prices: {
				precision: 6,
				price: '49990000',
				regular_price: '59990000',
				sale_price: '49990000',
			},
		},
		totals: {
			...PLN,
			line_subtotal: '4999',
			line_subtotal_tax: '0',
			line_total: '4999',
			line_total_tax: '0',
		},
		catalog_visibility: 'visible',
		extensions: {},
		...overrides,
	};
}

export function rate(
	overrides: Partial< StoreShippingRate > = {}
): StoreShippingRate {
	return {
		...PLN,
		rate_id: 'flat_rate:1',
		name: 'Kurier DPD',
		description: '',
		delivery_time: '',
		price: '1499',
		taxes: '0',
		instance_id: 1,
		method_id: 'flat_rate',
		meta_data: [],
		selected: true,
		...overrides,
	};
}

export function storeCart( overrides: Partial< StoreCart > = {} ): StoreCart {
	const items = overrides.items ?? [ cartItem() ];
	return {
		items,
		coupons: [],
		fees: [],
		totals: {
			...PLN,
			total_items: '4999',
			total_items_tax: '0',
			total_fees: '0',
			total_fees_tax: '0',
			total_discount: '0',
			total_discount_tax: '0',
			total_shipping: '1499',
			total_shipping_tax: '0',
			total_price: '6498',
			total_tax: '0',
			tax_lines: [],
		},
		shipping_address: {
			first_name: '',
			last_name: '',
			company: '',
			address_1: '',
			address_2: '',
			city: '',
			state: '',
			postcode: '',
			country: 'PL',
			phone: '',
		},
		billing_address: {
			first_name: '',
			last_name: '',
			company: '',
			address_1: '',
			address_2: '',
			city: '',
			state: '',
			postcode: '',
			country: 'PL',
			phone: '',
			email: '',
		},
		needs_payment: true,
		needs_shipping: true,
		has_calculated_shipping: true,
		shipping_rates: [
			{
				package_id: 0,
				name: 'Przesyłka 1',
				destination: {},
				items: [],
				shipping_rates: [
					rate(),
					rate( {
						rate_id: 'inpost_paczkomaty:2',
						name: 'Paczkomat InPost',
						price: '1199',
						instance_id: 2,
						method_id: 'inpost_paczkomaty',
						selected: false,
					} ),
				],
			},
		],
		items_count: items.reduce( ( n, i ) => n + i.quantity, 0 ),
		items_weight: 0,
		errors: [],
		payment_methods: [ 'bacs', 'cod' ],
		extensions: {
			'cosmetics-storefront': {
				payment_methods: [
					paymentMethod( 'bacs', 'Przelew bankowy', {
						description: '<p>Zapłać przelewem.</p>',
					} ),
					paymentMethod( 'cod', 'Płatność przy odbiorze', {
						description:
							'<p>Zapłać <strong>kurierowi</strong>.</p>',
					} ),
				],
			},
		},
		...overrides,
	};
}
