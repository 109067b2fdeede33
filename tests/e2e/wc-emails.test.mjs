/**
 * The plugin's mails are WooCommerce e-mails: WooCommerce → Ustawienia → E-maile
 * lists them, and one switched off there is not sent. The reset-password mail is switched off through
 * its settings form (ids and our own texts only, never WordPress's translated labels): a reset request
 * then answers 503 with the shop's message and no mail reaches .site/mail; switched on again, the link
 * is mailed. Three admin page loads, one browser. Screenshot: test-results/e2e/16-wc-emails.png.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { BASE_URL, MAIL_DIR, WIDE, adminSession, explained, linkInMail, mailTo, screenshot } from './support.mjs';

const TITLES = [
	'Kod weryfikacyjny (sklep)',
	'Resetowanie hasła (sklep)',
	'Konto zatwierdzone – ustaw hasło (sklep)',
	'Konto profesjonalne zatwierdzone (sklep)',
	'Zapytanie firmowe odrzucone (sklep)',
	'Nowe zapytanie firmowe (sklep)',
	'Potwierdzenie odstąpienia od umowy (sklep)',
	'Odstąpienie od umowy (sklep)',
];
const EMAIL = 'anna.kowalska@example.com';
const SECTION = `${ BASE_URL }/wp-admin/admin.php?page=wc-settings&tab=email&section=cosmetics_password_reset`;

let session;
let page;
before( async () => {
	( { session, page } = await adminSession( WIDE ) );
} );
after( async () => {
	await session?.close();
} );

/** Mails to $to written since $since (the shop writes them before it answers). */
function mailsSince( to, since ) {
	return readdirSync( MAIL_DIR )
		.filter( ( f ) => f.endsWith( '.eml' ) && statSync( join( MAIL_DIR, f ) ).mtimeMs >= since - 1000 )
		.filter( ( f ) => readFileSync( join( MAIL_DIR, f ), 'utf8' ).includes( `To: ${ to }` ) );
}

async function resetRequest() {
	const response = await fetch( `${ BASE_URL }/wp-json/custom/v1/send-reset-password`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( { login: EMAIL } ),
	} );
	return { status: response.status, json: await response.json() };
}

async function setEnabled( on ) {
	await page.goto( SECTION );
	const box = page.locator( '#woocommerce_cosmetics_password_reset_enabled' );
	await box.setChecked( on );
	await Promise.all( [ page.waitForNavigation(), page.locator( 'button[name="save"]' ).click() ] );
	assert.equal( await page.locator( '#woocommerce_cosmetics_password_reset_enabled' ).isChecked(), on );
}

test( 'the mails are listed in WooCommerce → E-maile and one switched off is not sent', explained( () => page, async () => {
	await page.goto( `${ BASE_URL }/wp-admin/admin.php?page=wc-settings&tab=email` );
	const listed = await page.locator( '#wpbody-content' ).innerText();
	for ( const title of TITLES ) {
		assert.ok( listed.includes( title ), `${ title } is listed` );
	}
	await screenshot( page, '16-wc-emails' );

	await setEnabled( false );
	try {
		const since = Date.now();
		const refused = await resetRequest();
		assert.equal( refused.status, 503 );
		assert.equal( refused.json.message, 'Sklep nie wysyła teraz linków do zmiany hasła. Skontaktuj się z nami, a pomożemy odzyskać dostęp do konta.' );
		assert.deepEqual( mailsSince( EMAIL, since ), [], 'no mail while it is switched off' );
	} finally {
		await setEnabled( true );
	}
	const since = Date.now();
	const sent = await resetRequest();
	// One per account per 60 s: an earlier test may have just asked for this account.
	if ( sent.status === 200 ) {
		const mail = await mailTo( EMAIL, /reset_hasla\?key=/, since );
		assert.match( linkInMail( mail, '/reset_hasla?key=' ), /\/reset_hasla\?key=[^&]+&login=/ );
	} else {
		assert.equal( sent.status, 429, JSON.stringify( sent.json ) );
	}
} ) );
