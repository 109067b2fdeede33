/**
 * WooCommerce's order attribution: its script (`wc-order-attribution`, with sourcebuster)
 * is loaded after the first screen (includes/Storefront/DeferredScripts.php) and exposes
 * `window.wc_order_attribution.getAttributionData()`: where the shopper came from (source type, utm_*,
 * referrer, device, pages seen, …). The checkout sends it under the extension namespace WooCommerce's
 * checkout block uses, so WooCommerce records it on the order (its "Pochodzenie" column and box).
 */
export const ORDER_ATTRIBUTION_NAMESPACE = 'woocommerce/order-attribution';

export type OrderAttributionData = Record< string, string | null >;

interface AttributionWindow {
	wc_order_attribution?: { getAttributionData?: () => unknown };
}

/** The data WooCommerce's script collected, or null before it has loaded (or where it is switched off). */
export function orderAttributionData(): OrderAttributionData | null {
	const getter = ( window as unknown as AttributionWindow )
		.wc_order_attribution?.getAttributionData;
	if ( typeof getter !== 'function' ) {
		return null;
	}
	let raw: unknown;
	try {
		raw = getter();
	} catch {
		return null;
	}
	if ( ! raw || typeof raw !== 'object' ) {
		return null;
	}
	// The Store API takes a string or null per field and refuses anything else.
	const data: OrderAttributionData = {};
	for ( const [ key, value ] of Object.entries(
		raw as Record< string, unknown >
	) ) {
		data[ key ] = typeof value === 'string' ? value : null;
	}
	return Object.values( data ).some( ( value ) => value !== null )
		? data
		: null;
}
