/**
 * Store API (`/wp-json/wc/store/v1`) response shapes the shop reads, transcribed from WooCommerce's
 * own schemas (WooCommerce 9.4.3, src/StoreApi/Schemas/V1: ProductSchema, ProductCategorySchema,
 * TermSchema, ImageAttachmentSchema; formatter CurrencyFormatter). No field is invented.
 *
 * Money: prices are strings of integers in the currency's smallest unit ("4999" = 49,99 zł with
 * currency_minor_unit 2). Text fields marked HTML come through WordPress' formatting (entities such
 * as "&#8211;") and must be sanitised before rendering as HTML, or decoded to show as text.
 */

/** ImageAttachmentSchema. */
export interface StoreImage {
	id: number;
	/** Full-size URL. */
	src: string;
	/** `woocommerce_thumbnail` size URL. */
	thumbnail: string;
	srcset: string;
	sizes: string;
	name: string;
	alt: string;
}

/** AbstractSchema::get_store_currency_properties, filled by CurrencyFormatter. */
export interface StoreCurrency {
	currency_code: string;
	currency_symbol: string;
	currency_minor_unit: number;
	currency_decimal_separator: string;
	currency_thousand_separator: string;
	currency_prefix: string;
	currency_suffix: string;
}

export interface StorePriceRange {
	min_amount: string;
	max_amount: string;
}

export interface StoreProductPrices extends StoreCurrency {
	price: string;
	regular_price: string;
	/** Equals the regular price when the product is not on sale. */
	sale_price: string;
	/** Set for variable and grouped products whose children have different prices. */
	price_range: StorePriceRange | null;
}

/** Item of a product's `categories` and `tags` lists. */
export interface StoreProductTermRef {
	id: number;
	name: string;
	slug: string;
	link: string;
}

export interface StoreProductAttributeTerm {
	/** 0 for a custom (non-taxonomy) attribute. */
	id: number;
	name: string;
	slug: string;
	/** Present only when the product has a default for this attribute. */
	default?: boolean;
}

export interface StoreProductAttribute {
	/** 0 for a custom (non-taxonomy) attribute. */
	id: number;
	name: string;
	taxonomy: string | null;
	has_variations: boolean;
	terms: StoreProductAttributeTerm[];
}

export interface StoreProductVariationRef {
	id: number;
	attributes: Array< {
		name: string;
		/** null when the variation accepts any value of the attribute. */
		value: string | null;
	} >;
}

export interface StoreAddToCart {
	text: string;
	description: string;
	url: string;
	minimum: number;
	maximum: number;
	multiple_of: number;
}

/**
 * The plugin's namespace in the Store API's `extensions` (products, cart) and in checkout's extension
 * data: the PHP side registers its data under the same name (includes/, `cosmetics-storefront`).
 */
export const EXTENSION_NAMESPACE = 'cosmetics-storefront';

/** Data added by `woocommerce_store_api_register_endpoint_data`, keyed by extension namespace. */
export type StoreExtensions = Record< string, unknown >;

/** A party of the product safety data: only the fields staff entered are sent. */
export interface StoreProductSafetyParty {
	name?: string;
	/** Lines separated by "\n". */
	address?: string;
	/** Country name in the shop's language. */
	country?: string;
	email?: string;
	url?: string;
}

/**
 * `extensions['cosmetics-storefront'].product_safety` (includes/Catalogue/ProductSafety/SafetyData.php): sent
 * with a single product (`/products/{id}`), null in lists. Parsed by src/domain/productSafety.ts.
 */
export interface StoreProductSafety {
	brand: string | null;
	manufacturer: StoreProductSafetyParty | null;
	responsible_person: StoreProductSafetyParty | null;
	ingredients: string | null;
	warnings: string | null;
	gtin: string | null;
	/** Variation id → its own GTIN. */
	variation_gtins: Record< string, string >;
}

/** Item of `GET /wc/store/v1/products` and body of `GET /wc/store/v1/products/{id}`. */
export interface StoreProduct {
	id: number;
	/** HTML (entities). */
	name: string;
	slug: string;
	parent: number;
	/** "simple", "variable", "grouped", "external", "variation"... */
	type: string;
	/** Formatted variation attributes for a variation, else "". */
	variation: string;
	permalink: string;
	sku: string;
	/** HTML. */
	short_description: string;
	/** HTML. */
	description: string;
	on_sale: boolean;
	prices: StoreProductPrices;
	/** HTML. */
	price_html: string;
	average_rating: string;
	review_count: number;
	/** Main image first, then the gallery. */
	images: StoreImage[];
	categories: StoreProductTermRef[];
	tags: StoreProductTermRef[];
	attributes: StoreProductAttribute[];
	variations: StoreProductVariationRef[];
	has_options: boolean;
	is_purchasable: boolean;
	is_in_stock: boolean;
	is_on_backorder: boolean;
	/** Remaining stock when at or below the low-stock threshold, else null. */
	low_stock_remaining: number | null;
	sold_individually: boolean;
	/**
	 * Added to the Store API by WooCommerce releases after 9.4; absent on 9.4.x (the schema checked
	 * here), hence optional.
	 */
	stock_availability?: {
		text: string;
		class: string;
	};
	add_to_cart: StoreAddToCart;
	extensions: StoreExtensions;
}

/** Item of `GET /wc/store/v1/products/categories` (TermSchema + ProductCategorySchema). */
export interface StoreProductCategory {
	id: number;
	/** HTML (entities). */
	name: string;
	slug: string;
	/** HTML. */
	description: string;
	/** 0 for a top-level category. */
	parent: number;
	/** Products in the category, including its sub-categories when WooCommerce counted them. */
	count: number;
	image: StoreImage | null;
	review_count: number;
	permalink: string;
}

/** Body of any Store API (and WordPress REST) error answer. */
export interface StoreApiErrorBody {
	code: string;
	message: string;
	data: { status: number; [ key: string ]: unknown } | null;
}
