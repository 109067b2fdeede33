/**
 * PayU on the running dev shop for the payments tests and the checkout benchmark: PayU's own plugin (from
 * the cache, sources.mjs findPayu) switched on for the run and pointed at a local double of PayU's API
 * started here (payu-double.mjs); afterwards the shop gets back what it had (PayU off, or on with the
 * double `npm start` runs). Without the plugin in the cache the callers skip, saying why (skipPayu).
 */
import { findPayu } from './sources.mjs';
import { startPayuDouble } from './payu-double.mjs';
import { TEST_TLS_DIR, switchPayu } from './site.mjs';
import { fixture } from './shop-fixtures.mjs';

export const payuDir = findPayu();
export const skipPayu = payuDir
	? false
	: "PayU's plugin is not in ~/.cache/cosmetics-storefront/woo-payu-payment-gateway-<version> (nor PAYU_DIR): see docs/local-shop.md, \"Where WordPress and WooCommerce come from\"";

/**
 * Starts the double and switches PayU on against it on the shop at `baseUrl`; returns { double, restore,
 * methods(ids) }: methods(ids) enables other PayU methods for the rest of the run.
 */
export async function payuOn( baseUrl ) {
	const host = new URL( baseUrl ).host;
	const proxy = fixture( baseUrl, 'option', 'cosmetics_dev_payu_proxy' ).value;
	const settings = fixture( baseUrl, 'option', 'payu_settings_option_name' ).value;
	const double = await startPayuDouble( { tlsDir: TEST_TLS_DIR } );
	switchPayu( true, { host, payuDir, double } ); // the dev shop's methods (scripts/site/install.php)
	return {
		double,
		methods: ( ids ) => switchPayu( true, { host, payuDir, double, methods: ids } ),
		restore: async () => {
			await double.stop();
			if ( proxy ) {
				// `npm start` ran PayU with a double of its own: point the plugin back at it.
				const port = Number( String( proxy ).split( ':' )[ 1 ] );
				const credentials = {
					posId: settings.global_sandbox_pos_id,
					secondKey: settings.global_sandbox_md5,
					clientId: settings.global_sandbox_client_id,
					clientSecret: settings.global_sandbox_client_secret,
				};
				switchPayu( true, { host, payuDir, double: { port, credentials } } );
			} else {
				switchPayu( false, { host } );
			}
		},
	};
}
