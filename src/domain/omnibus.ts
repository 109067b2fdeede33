/**
 * The Omnibus line (DESIGN.md deviation 6; spec "lowest price of the last 30 days"): while a product
 * is discounted, the lowest price of the 30 days before the discount began. The server computes it for
 * the shopper's tier and sends it with every Store API product under
 * `extensions['cosmetics-storefront'].lowest_price_30_days` (minor units, like `prices.*`; null when
 * there is no history before the discount), so no card or page makes a request of its own for it.
 */
import { EXTENSION_NAMESPACE, type StoreProduct } from '../api/store-api';
import { formatMoney, parseMinor } from './money';
import { priceDisplay } from './prices';

export const OMNIBUS_LABEL = 'Najniższa cena z 30 dni przed obniżką:';

export type PriceTier = 'individual' | 'professional';

export interface StorefrontExtension {
	price_tier: PriceTier;
	/** Minor units ("4999" = 49,99 zł), or null. */
	lowest_price_30_days: string | null;
	/** The stock left when 5 or fewer (the spec's low stock, src/domain/stock.ts), else null. */
	low_stock_remaining: number | null;
	/** The main photo at the shop card's sizes (thumbnail URL, srcset of the card's sizes), or null. */
	card_image: CardImage | null;
	/** The name of the product's first category (HTML entities), or null. */
	card_category: string | null;
}

export interface CardImage {
	src: string;
	srcset: string;
}

/** The plugin's extension data of a product, if the server sent it (and it has the expected shape). */
export function storefrontExtension(
	product: Pick< StoreProduct, 'extensions' >
): Partial< StorefrontExtension > {
	const data = product.extensions?.[ EXTENSION_NAMESPACE ];
	if ( typeof data !== 'object' || data === null ) {
		return {};
	}
	const record = data as Record< string, unknown >;
	const result: Partial< StorefrontExtension > = {};
	if (
		record.price_tier === 'individual' ||
		record.price_tier === 'professional'
	) {
		result.price_tier = record.price_tier;
	}
	const lowest = record.lowest_price_30_days;
	if ( typeof lowest === 'string' || lowest === null ) {
		result.lowest_price_30_days = lowest;
	} else if ( typeof lowest === 'number' && Number.isFinite( lowest ) ) {
		result.lowest_price_30_days = String( Math.round( lowest ) );
	}
	const left = record.low_stock_remaining;
	if (
		left === null ||
		( typeof left === 'number' && Number.isFinite( left ) )
	) {
		result.low_stock_remaining = left;
	}
	const card = record.card_image;
	if ( card === null ) {
		result.card_image = null;
	} else if (
		typeof card === 'object' &&
		typeof ( card as { src?: unknown } ).src === 'string'
	) {
		const { src, srcset } = card as { src: string; srcset?: unknown };
		result.card_image = {
			src,
			srcset: typeof srcset === 'string' ? srcset : '',
		};
	}
	const category = record.card_category;
	if ( category === null || typeof category === 'string' ) {
		result.card_category = category;
	}
	return result;
}

/** The price tier the server priced this product for ('individual' when it does not say). */
export function priceTier(
	product: Pick< StoreProduct, 'extensions' >
): PriceTier {
	return storefrontExtension( product ).price_tier ?? 'individual';
}

/**
 * The lowest 30-day price to show in minor units (12999), or null. The line belongs to the price it
 * stands under, so it shows only under a price shown as discounted: the sale price beside the struck
 * regular one, or a variable product's 'od' price, for which the server sends a value only when that
 * cheapest price is itself a discount (else null). A variable product's `on_sale` says that some
 * variation is on sale, not that the price shown is.
 */
export function omnibusPrice(
	product: Pick< StoreProduct, 'on_sale' | 'extensions' | 'prices' >
): number | null {
	const lowest = storefrontExtension( product ).lowest_price_30_days;
	if ( ! shownPriceDiscounted( product ) || typeof lowest !== 'string' ) {
		return null;
	}
	const value = parseMinor( lowest );
	return value !== null && value >= 0 ? value : null;
}

/**
 * Whether the price shown is itself a discounted price ('Promocja' and the Omnibus line stand only
 * beside one): a sale price beside the struck regular price, or a variable product's 'od' price when
 * the server says that cheapest price is a discount (it then sends its reference). A variable product
 * with a dearer variation on sale shows an 'od' price nobody reduced.
 */
export function shownPriceDiscounted(
	product: Pick< StoreProduct, 'on_sale' | 'extensions' | 'prices' >
): boolean {
	const display = priceDisplay( product.prices );
	if ( ! product.on_sale || ! display ) {
		return false;
	}
	return (
		display.regular !== null ||
		( display.from &&
			typeof storefrontExtension( product ).lowest_price_30_days ===
				'string' )
	);
}

/** 'Najniższa cena z 30 dni przed obniżką: 49,99 zł', or null when not shown. */
export function omnibusText(
	product: Pick< StoreProduct, 'on_sale' | 'extensions' | 'prices' >
): string | null {
	const value = omnibusPrice( product );
	return value === null
		? null
		: `${ OMNIBUS_LABEL } ${ formatMoney( value, product.prices ) }`;
}
