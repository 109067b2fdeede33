/**
 * The block sidebar's settings (the shop's top-level categories and the home page's category cards),
 * as pure functions: the same option the settings page edits (includes/Settings/Settings.php), read
 * and saved through cosmetics/v1/storefront-settings. The rules themselves (what is refused, in which
 * Polish words) stay on the server: the sidebar shows its answer, it does not decide again.
 */
import { decodeEntities } from './text';

/** One home card as stored: name, the category's slug, up to three media-library image ids. */
export interface HomeCardSetting {
	name: string;
	slug: string;
	image_ids: number[];
}

export interface PreviewImage {
	src: string;
	alt: string;
}

/** What the home page shows for a saved card (the server's HomeCards::public_cards()). */
export interface HomeCardPreview {
	name: string;
	slug: string;
	images: PreviewImage[];
}

export interface StorefrontSettings {
	shop_category_ids: number[];
	home_cards: HomeCardSetting[];
	home_cards_preview: HomeCardPreview[];
}

/** A product category as WordPress's REST API (the core store's taxonomy records) gives it. */
export interface CategoryTerm {
	id: number;
	name: string;
	slug: string;
	parent: number;
	count: number;
}

export interface CategoryOption {
	value: string;
	label: string;
}

/** Images a card rotates through at most (Settings::HOME_CARD_IMAGES). */
export const HOME_CARD_IMAGES = 3;

/**
 * The card's category choices as the settings page lists them (SettingsPage::category_choices(); both
 * tested against test/category-options-cases.json): the tree in the given order, sub-categories after
 * their parent with "— " per level; a stored slug whose category is gone stays selectable, named as
 * missing, so saving without touching it keeps it.
 */
export function categoryOptions(
	terms: readonly CategoryTerm[],
	selected: string
): CategoryOption[] {
	const children = new Map< number, CategoryTerm[] >();
	for ( const term of terms ) {
		children.set( term.parent, [
			...( children.get( term.parent ) ?? [] ),
			term,
		] );
	}
	const options: CategoryOption[] = [];
	const seen = new Set< number >();
	const walk = ( parent: number, depth: number ): void => {
		for ( const term of children.get( parent ) ?? [] ) {
			if ( seen.has( term.id ) ) {
				continue;
			}
			seen.add( term.id );
			options.push( {
				value: term.slug,
				label: '— '.repeat( depth ) + decodeEntities( term.name ),
			} );
			walk( term.id, depth + 1 );
		}
	};
	walk( 0, 0 );
	if ( ! options.some( ( option ) => option.value === selected ) ) {
		options.push( { value: selected, label: missingCategory( selected ) } );
	}
	return options;
}

/** A stored slug whose category is gone, named as the settings page names it. */
function missingCategory( slug: string ): string {
	return `(brak kategorii „${ safeDecodeUri( slug ) }”)`;
}

/** The category's name for a card's slug (or that it is missing). */
export function categoryLabel(
	terms: readonly CategoryTerm[],
	slug: string
): string {
	const term = terms.find( ( candidate ) => candidate.slug === slug );
	return term ? decodeEntities( term.name ) : missingCategory( slug );
}

function safeDecodeUri( text: string ): string {
	try {
		return decodeURIComponent( text );
	} catch {
		return text;
	}
}

/** The top-level categories the shop filter can show: the chosen ones first, in their order, then the rest. */
export function shopCategoryChoices(
	terms: readonly CategoryTerm[],
	chosen: readonly number[]
): Array< { term: CategoryTerm; checked: boolean } > {
	const top = terms.filter( ( term ) => term.parent === 0 );
	const byId = new Map( top.map( ( term ) => [ term.id, term ] ) );
	// A chosen category deleted since stays listed (checked) until staff uncheck it, as on the settings page.
	const first = chosen.map( ( id ) => ( {
		term: byId.get( id ) ?? {
			id,
			name: `(usunięta kategoria #${ id })`,
			slug: '',
			parent: 0,
			count: 0,
		},
		checked: true,
	} ) );
	const rest = top
		.filter( ( term ) => ! chosen.includes( term.id ) )
		.map( ( term ) => ( { term, checked: false } ) );
	return [ ...first, ...rest ];
}

/** Checks (appended last) or unchecks a top-level category. */
export function toggleShopCategory(
	chosen: readonly number[],
	id: number
): number[] {
	return chosen.includes( id )
		? chosen.filter( ( other ) => other !== id )
		: [ ...chosen, id ];
}

/** Moves a chosen category one place up (-1) or down (+1) in the filter's order; unchanged at an end. */
export function moveShopCategory(
	chosen: readonly number[],
	id: number,
	step: -1 | 1
): number[] {
	const from = chosen.indexOf( id );
	const to = from + step;
	if ( from < 0 || to < 0 || to >= chosen.length ) {
		return [ ...chosen ];
	}
	const next = [ ...chosen ];
	next[ from ] = chosen[ to ] as number;
	next[ to ] = id;
	return next;
}

/** The cards with card $index changed by $patch (the others untouched, as the same objects). */
export function editCard(
	cards: readonly HomeCardSetting[],
	index: number,
	patch: Partial< HomeCardSetting >
): HomeCardSetting[] {
	return cards.map( ( card, at ) =>
		at === index ? { ...card, ...patch } : card
	);
}

/**
 * The images a card's preview shows: the chosen ones (their addresses from the media library, those
 * not loaded yet left out) while they differ from the saved card, else what the home page shows for
 * the saved card (its category's product photos when none are chosen).
 */
export function cardPreviewImages(
	card: HomeCardSetting,
	saved: HomeCardSetting | undefined,
	preview: HomeCardPreview | undefined,
	media: ( id: number ) => PreviewImage | undefined
): PreviewImage[] {
	const unchanged =
		saved !== undefined &&
		saved.slug === card.slug &&
		sameIds( saved.image_ids, card.image_ids );
	if ( unchanged && preview ) {
		return preview.images;
	}
	return card.image_ids.slice( 0, HOME_CARD_IMAGES ).flatMap( ( id ) => {
		const image = media( id );
		return image ? [ image ] : [];
	} );
}

function sameIds( a: readonly number[], b: readonly number[] ): boolean {
	return a.length === b.length && a.every( ( id, at ) => b[ at ] === id );
}

/** The field codes of the server's refusal (code cosmetics_settings_refused) with their messages. */
export function refusedFields( error: unknown ): Record< string, string > {
	if ( typeof error !== 'object' || error === null ) {
		return {};
	}
	const { code, data } = error as { code?: unknown; data?: unknown };
	if (
		code !== 'cosmetics_settings_refused' ||
		typeof data !== 'object' ||
		data === null
	) {
		return {};
	}
	const fields = ( data as { fields?: unknown } ).fields;
	if ( typeof fields !== 'object' || fields === null ) {
		return {};
	}
	const out: Record< string, string > = {};
	for ( const [ field, message ] of Object.entries( fields ) ) {
		if ( typeof message === 'string' ) {
			out[ field ] = message;
		}
	}
	return out;
}

export const SETTINGS_SAVE_FAILED =
	'Nie udało się zapisać ustawień sklepu. Spróbuj ponownie.';

/** The message staff read when saving the settings failed: the server's (Polish) words, else a general one. */
export function settingsSaveMessage( error: unknown ): string {
	if ( typeof error === 'object' && error !== null ) {
		const { code, message } = error as {
			code?: unknown;
			message?: unknown;
		};
		if (
			typeof code === 'string' &&
			code.startsWith( 'cosmetics_' ) &&
			typeof message === 'string' &&
			message !== ''
		) {
			return message;
		}
	}
	return SETTINGS_SAVE_FAILED;
}

/** The field codes the server uses (Settings::validate()), which are the settings page's element ids. */
export const FIELD_SHOP_CATEGORIES = 'cosmetics-shop-categories';
export function cardFieldCode(
	index: number,
	part: 'name' | 'slug' | 'images'
): string {
	return `cosmetics-home-card-${ index }-${ part }`;
}
