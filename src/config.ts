/**
 * The configuration the plugin prints into the page before the bundle, as a JSON data block
 * (`<script type="application/json" id="cosmetics-storefront-config">`, see
 * includes/Storefront/Assets.php), read once and kept as `window.cosmeticsStorefront`. Public data
 * only: nonces and shop settings, never a secret.
 */
export interface StorefrontSettings {
	/** Top-level product category ids the shop filters on (default 20, 22, 24). */
	shopCategoryIds: number[];
	/**
	 * The home page's category cards (six by default, includes/Storefront/HomeCards.php): each links
	 * to `/sklep?category={slug}` and rotates through its images.
	 */
	homeCards: HomeCard[];
	/**
	 * Contact and seller data (includes/Settings/ShopInfo.php): contact page, footer, legal pages.
	 * Missing only outside the plugin's page (tests, the fallback).
	 */
	shopInfo?: ShopInfo;
	/** Parcel lockers (includes/Settings/ShippingSettings.php). */
	shipping?: ShippingSettings;
}

/** One line of the opening hours: "Poniedziałek–sobota" / "10:00–18:00". */
export interface OpeningHours {
	days: string;
	hours: string;
}

export interface ShopInfo {
	sellerName: string;
	street: string;
	postcode: string;
	city: string;
	krs: string;
	nip: string;
	regon: string;
	phone: string;
	email: string;
	hours: OpeningHours[];
	socials: Array< { name: string; url: string } >;
	/** The shop's location; `embed` when staff allowed the interactive OpenStreetMap frame. */
	map: { lat: number; lng: number; embed: boolean } | null;
}

export interface ShippingSettings {
	/** InPost Geowidget token; '' = the storefront's own Leaflet picker. */
	geowidgetToken: string;
	/** Leaflet tile URL template. */
	tilesUrl: string;
	/** [lat, lng], Warsaw by default. */
	defaultCenter: [ number, number ];
}

/** One image of a home card, a WordPress image size with its srcset. */
export interface HomeCardImage {
	src: string;
	/** WordPress srcset ("…-768x768.jpg 768w, …"), '' when there is none. */
	srcset: string;
	alt: string;
	width: number;
	height: number;
}

export interface HomeCard {
	name: string;
	/** Product category slug, exactly as configured (the shop's `category` query value). */
	slug: string;
	/** Up to three images; none when neither the settings nor the category's products have one. */
	images: HomeCardImage[];
}

export interface StorefrontConfig {
	/** WordPress REST root, e.g. "http://127.0.0.1:8888/wp-json/". */
	restRoot: string;
	/** `wp_rest` nonce for cookie-authenticated requests. */
	restNonce: string;
	/** Store API nonce (`wc_store_api`), sent as the `Nonce` header. */
	storeApiNonce: string;
	/** The shop's name (WordPress site title). */
	siteName: string;
	/** Path of the site's home, the router's basename ("/" or "/shop/"). */
	basePath: string;
	/** Whether WooCommerce is active on the site. */
	wooCommerceActive: boolean;
	/** Responses preloaded into the page, keyed by REST path (api-fetch preloading middleware). */
	preload: Record< string, unknown >;
	settings: StorefrontSettings;
	/**
	 * The answer to the server's add-to-cart form (includes/Storefront/AddToCartForm.php), on the address it
	 * brought the shopper back to (`?koszyk=…`): added, or WooCommerce's refusal.
	 */
	cartNotice?: CartNotice;
}

export interface CartNotice {
	added: boolean;
	productId: number;
	quantity: number;
	errors: string[];
	/** The variation added, as the cart names it ("Pojemność: 50 ml"); only for a variation. */
	variation?: string[];
}

declare global {
	interface Window {
		cosmeticsStorefront?: StorefrontConfig;
	}
}

const fallback: StorefrontConfig = {
	restRoot: '/wp-json/',
	restNonce: '',
	storeApiNonce: '',
	siteName: '',
	basePath: '/',
	wooCommerceActive: false,
	preload: {},
	settings: { shopCategoryIds: [], homeCards: [] },
};

/**
 * The page's configuration, or a harmless fallback with no shop data in it (tests, a page without
 * the plugin's data block): the shop's data always comes from the plugin's settings.
 */
export function getConfig(): StorefrontConfig {
	if ( ! isPlainObject( window.cosmeticsStorefront ) ) {
		const printed = readPrintedConfig();
		if ( ! printed ) {
			return fallback;
		}
		// An own property: it also hides an element whose id is `cosmeticsStorefront` (the browser
		// names elements on window; staff may give one that id in a product's description).
		window.cosmeticsStorefront = printed;
	}
	return window.cosmeticsStorefront as StorefrontConfig;
}

/**
 * Whether the page carries the plugin's configuration (else getConfig's fallback runs the app without
 * the shop's data: a caching or optimising plugin that dropped or rewrote the data block).
 */
export function hasPageConfig(): boolean {
	return getConfig() !== fallback;
}

/** An object as JSON.parse or a literal makes it: not an element or a collection the browser named on window. */
function isPlainObject( value: unknown ): boolean {
	return (
		typeof value === 'object' &&
		value !== null &&
		Object.getPrototypeOf( value ) === Object.prototype
	);
}

/** The id of the page's JSON data block (Assets::CONFIG_ID). */
export const CONFIG_ELEMENT_ID = 'cosmetics-storefront-config';

/**
 * The page's JSON data block, parsed, or undefined when there is none or it is not a configuration.
 * Only a `<script type="application/json">` with the id: an element of the shop's content with that id
 * (a product description may carry any id; it comes before the block in the page) is not it.
 */
function readPrintedConfig(): StorefrontConfig | undefined {
	const text = document.querySelector(
		`script[type="application/json"]#${ CONFIG_ELEMENT_ID }`
	)?.textContent;
	if ( ! text ) {
		return undefined;
	}
	try {
		const parsed: unknown = JSON.parse( text );
		return isPlainObject( parsed ) &&
			isPlainObject(
				( parsed as Partial< StorefrontConfig > ).preload
			) &&
			isPlainObject( ( parsed as Partial< StorefrontConfig > ).settings )
			? ( parsed as StorefrontConfig )
			: undefined;
	} catch {
		return undefined;
	}
}
