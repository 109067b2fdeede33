/**
 * Invoices on the running dev shop for the invoices tests: Flexible Invoices (from the cache,
 * sources.mjs findFlexibleInvoices) switched on for the run, and NIP lookups pointed at a local double of
 * the VAT register started here (vat-register-double.mjs); afterwards the shop gets back what it had.
 * Without the plugin in the cache the callers skip, saying why (skipInvoices).
 */
import { findFlexibleInvoices } from './sources.mjs';
import { startVatRegisterDouble } from './vat-register-double.mjs';
import { installStep, switchInvoices } from './site.mjs';
import { fixture } from './shop-fixtures.mjs';

export const invoicesDir = findFlexibleInvoices();
export const skipInvoices = invoicesDir
	? false
	: 'Flexible Invoices is not in ~/.cache/cosmetics-storefront/flexible-invoices-<version> (nor FLEXIBLE_INVOICES_DIR): see docs/local-shop.md, "Where WordPress and WooCommerce come from"';

/** Switches the plugin on and the register's double in on the shop at `baseUrl`; returns { register, restore }. */
export async function invoicesOn( baseUrl ) {
	const host = new URL( baseUrl ).host;
	// WordPress keeps active_plugins' keys when a plugin is switched off: a gap makes it a JSON object.
	const wasOn = Object.values( fixture( baseUrl, 'option', 'active_plugins' ).value ?? {} ).includes( 'flexible-invoices/flexible-invoices.php' );
	const registerBefore = fixture( baseUrl, 'option', 'cosmetics_dev_vat_register' ).value || '';
	const register = await startVatRegisterDouble();
	installStep( [ 'vat-register', register.url ], { host } );
	switchInvoices( true, { host, invoicesDir } );
	return {
		register,
		restore: async () => {
			await register.stop();
			installStep( [ 'vat-register', registerBefore ], { host } );
			if ( ! wasOn ) {
				switchInvoices( false, { host } );
			}
		},
	};
}
