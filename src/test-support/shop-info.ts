import type { ShopInfo, StorefrontConfig } from '../config';

/** Contact and seller data as includes/Settings/ShopInfo.php::public_data() gives it. */
export const SHOP_INFO: ShopInfo = {
	sellerName: 'Sklep Kosmetyczny sp. z o.o.',
	street: 'ul. Chmielna 10 lok. 2',
	postcode: '00-020',
	city: 'Warszawa',
	krs: '0000987654',
	nip: '5252448487',
	regon: '146123450',
	phone: '+48 22 123 45 67',
	email: 'kontakt@sklep.test',
	hours: [
		{ days: 'Poniedziałek–sobota', hours: '10:00–18:00' },
		{ days: 'Niedziela', hours: 'nieczynne' },
	],
	socials: [ { name: 'Instagram', url: 'https://www.instagram.com/sklep' } ],
	map: { lat: 52.2319, lng: 21.0149, embed: false },
};

/** The storefront's page config of a test: the shop's data, with `overrides` (say, what is preloaded). */
export function setShopConfig(
	shopInfo: ShopInfo | undefined = SHOP_INFO,
	overrides: Partial< StorefrontConfig > = {}
): void {
	window.cosmeticsStorefront = {
		restRoot: '/wp-json/',
		restNonce: '',
		storeApiNonce: '',
		siteName: 'Sklep Testowy',
		basePath: '/',
		wooCommerceActive: true,
		preload: {},
		settings: { shopCategoryIds: [ 20, 22, 24 ], homeCards: [], shopInfo },
		...overrides,
	} satisfies StorefrontConfig;
}
