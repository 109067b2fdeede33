/**
 * The block editor's settings of the shop (the shop's top-level categories, the home page's category
 * cards): GET / POST cosmetics/v1/storefront-settings (includes/Storefront/Rest/StorefrontSettingsRoute.php),
 * the same option the settings page edits. In the editor it is a core-data entity
 * (src/block/settings-entity.ts): WordPress's api-fetch carries wp-admin's nonce, never a shopper's
 * token. This file names the route and checks the answer's shape.
 */
import type {
	CategoryTerm,
	HomeCardPreview,
	HomeCardSetting,
	PreviewImage,
	StorefrontSettings,
} from '../domain/storefrontSettings';

export const STOREFRONT_SETTINGS_PATH = '/cosmetics/v1/storefront-settings';

function isObject( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

function isIdList( value: unknown ): value is number[] {
	return (
		Array.isArray( value ) &&
		value.every( ( id ) => Number.isInteger( id ) )
	);
}

function isCard( value: unknown ): value is HomeCardSetting {
	return (
		isObject( value ) &&
		typeof value.name === 'string' &&
		typeof value.slug === 'string' &&
		isIdList( value.image_ids )
	);
}

function isPreview( value: unknown ): value is HomeCardPreview {
	return (
		isObject( value ) &&
		typeof value.name === 'string' &&
		typeof value.slug === 'string' &&
		Array.isArray( value.images ) &&
		value.images.every(
			( image ) =>
				isObject( image ) &&
				typeof image.src === 'string' &&
				typeof image.alt === 'string'
		)
	);
}

/** The route's answer (the entity's record, possibly with edits applied), or null when it is not one. */
export function asStorefrontSettings(
	value: unknown
): StorefrontSettings | null {
	if (
		! isObject( value ) ||
		! isIdList( value.shop_category_ids ) ||
		! Array.isArray( value.home_cards ) ||
		! value.home_cards.every( isCard )
	) {
		return null;
	}
	const preview = Array.isArray( value.home_cards_preview )
		? value.home_cards_preview.filter( isPreview )
		: [];
	return {
		shop_category_ids: value.shop_category_ids,
		home_cards: value.home_cards,
		home_cards_preview: preview,
	};
}

/** Product categories as the core store's taxonomy records hold them (unusable records left out). */
export function asCategoryTerms(
	records: readonly unknown[] | null
): CategoryTerm[] {
	return ( records ?? [] ).flatMap( ( record ) => {
		if (
			! isObject( record ) ||
			! Number.isInteger( record.id ) ||
			typeof record.name !== 'string' ||
			typeof record.slug !== 'string'
		) {
			return [];
		}
		return [
			{
				id: record.id as number,
				name: record.name,
				slug: record.slug,
				parent: Number.isInteger( record.parent )
					? ( record.parent as number )
					: 0,
				count: Number.isInteger( record.count )
					? ( record.count as number )
					: 0,
			},
		];
	} );
}

/** A media-library image as the core store's attachment record holds it: its medium size if any. */
export function asMediaImage( record: unknown ): PreviewImage | undefined {
	if ( ! isObject( record ) || typeof record.source_url !== 'string' ) {
		return undefined;
	}
	const details = isObject( record.media_details )
		? record.media_details
		: {};
	const sizes = isObject( details.sizes ) ? details.sizes : {};
	const medium =
		isObject( sizes.medium ) && typeof sizes.medium.source_url === 'string'
			? sizes.medium.source_url
			: '';
	return {
		src: medium || record.source_url,
		alt: typeof record.alt_text === 'string' ? record.alt_text : '',
	};
}
