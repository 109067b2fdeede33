/**
 * PayU for the payments tests: PayU's own plugin (from the cache, scripts/lib/sources.mjs findPayu) switched
 * on for the run and pointed at a local double of PayU's API that the test starts
 * (scripts/lib/payu-double.mjs); afterwards the shop gets back what it had (PayU off, or on with the double
 * `npm start` runs). Without the plugin in the cache the tests skip with the reason printed.
 */
import { findPayu } from '../../scripts/lib/sources.mjs';
import { startPayuDouble } from '../../scripts/lib/payu-double.mjs';
import { TEST_TLS_DIR, switchPayu } from '../../scripts/lib/site.mjs';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { BASE_URL } from './support.mjs';

export const payuDir = findPayu();
export const skipPayu = payuDir
	? false
	: 'PayU\'s plugin is not in ~/.cache/cosmetics-storefront/woo-payu-payment-gateway-<version> (nor PAYU_DIR): see README, "Where WordPress and WooCommerce come from"';

const host = new URL( BASE_URL ).host;

/** The dev shop's PayU methods during the tests (the dev default: the bank list in the shop, BLIK, card, installments, PayPo). */
export const METHODS = [
	'payulistbanks',
	'payublik',
	'payucreditcard',
	'payuinstallments',
	'payupaypo',
];

/**
 * Starts the double and switches PayU on against it; returns { double, restore, methods(ids) }.
 * methods(ids) enables other PayU methods for the rest of the run.
 */
export async function payuOn() {
	const proxy = fixture(
		BASE_URL,
		'option',
		'cosmetics_dev_payu_proxy'
	).value;
	const settings = fixture(
		BASE_URL,
		'option',
		'payu_settings_option_name'
	).value;
	const double = await startPayuDouble( { tlsDir: TEST_TLS_DIR } );
	switchPayu( true, { host, payuDir, double, methods: METHODS } );
	return {
		double,
		methods: ( ids ) =>
			switchPayu( true, { host, payuDir, double, methods: ids } ),
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
				switchPayu( true, {
					host,
					payuDir,
					double: { port, credentials },
					methods: METHODS,
				} );
			} else {
				switchPayu( false, { host } );
			}
		},
	};
}
