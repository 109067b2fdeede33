/**
 * How company enquiries end, in wp-admin at 1440 px, reading the mails the local
 * shop writes to .site/mail: two companies send enquiries under one NIP → the list and the details
 * flag it; one is rejected through the confirmation step with a reason → the applicant's mail carries
 * it, from WooCommerce's sender; the other is approved, its set-password link expires → staff send a
 * new one, which works; then staff take the professional status back on the user's profile → the
 * storefront token stops working, professional login is refused, prices are the individual ones.
 * WordPress's own labels are never read (the shop is switching to Polish); ids, names and our texts.
 * Screenshots: test-results/e2e/17-enquiry-…png.
 */
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { fixture } from '../../scripts/lib/shop-fixtures.mjs';
import { BASE_URL, WIDE, adminSession, linkInMail, mailTo, screenshot } from './support.mjs';

const RUN = Date.now().toString( 36 );

/** A valid NIP no other run has used (checksum of spec section 4). */
function freshNip() {
	for ( ;; ) {
		const digits = Array.from( { length: 9 }, ( _, i ) => ( i === 0 ? 1 + Math.floor( Math.random() * 9 ) : Math.floor( Math.random() * 10 ) ) );
		const check = [ 6, 5, 7, 2, 3, 4, 5, 6, 7 ].reduce( ( sum, weight, i ) => sum + weight * digits[ i ], 0 ) % 11;
		if ( check !== 10 ) {
			return digits.join( '' ) + check;
		}
	}
}

async function sendEnquiry( company, email, nip ) {
	const response = await fetch( `${ BASE_URL }/wp-json/myplugin/v1/add-company`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( {
			nazwa_firmy: company,
			nip,
			adres_firmy_: 'ul. Różana 3, 00-950 Warszawa',
			telefon: '+48 600 700 800',
			imię_reprezentanta: 'Żaneta',
			nazwisko_reprezentanta: 'Łęcka',
			email,
		} ),
	} );
	assert.equal( response.status, 201, await response.text() );
}

async function api( path, { token, body } = {} ) {
	const response = await fetch( `${ BASE_URL }/wp-json${ path }`, {
		method: body ? 'POST' : 'GET',
		headers: { 'Content-Type': 'application/json', ...( token ? { Authorization: `Bearer ${ token }` } : {} ) },
		body: body ? JSON.stringify( body ) : undefined,
	} );
	return { status: response.status, json: await response.json() };
}

let session;
let page;
before( async () => {
	( { session, page } = await adminSession( WIDE ) );
} );
after( async () => {
	await session?.close();
} );

test( 'one NIP flagged, a rejection with a reason mailed, a new set-password link, the professional status taken back', async () => {
	const nip = freshNip();
	const kept = { company: `Salon Łąka ${ RUN }`, email: `laka.${ RUN }@example.com` };
	const refused = { company: `Gabinet Źródło ${ RUN }`, email: `zrodlo.${ RUN }@example.com` };
	const sender = {
		name: fixture( BASE_URL, 'option', 'woocommerce_email_from_name' ).value,
		address: fixture( BASE_URL, 'option', 'woocommerce_email_from_address' ).value,
	};
	assert.ok( sender.address, 'the shop has a WooCommerce sender' );
	const from = `From: ${ sender.name } <${ sender.address }>`;

	const sent = Date.now();
	await sendEnquiry( kept.company, kept.email, nip );
	await sendEnquiry( refused.company, refused.email, nip.replace( /^(\d{3})(\d{3})(\d{2})(\d{2})$/, '$1-$2-$3-$4' ) );
	// The staff alert comes from the shop's sender, not "WordPress <wordpress@…>".
	const alert = await mailTo( fixture( BASE_URL, 'option', 'cosmetics_storefront_shop_info' ).value?.email || fixture( BASE_URL, 'option', 'admin_email' ).value, new RegExp( refused.company ), sent );
	assert.ok( alert.includes( from ), alert.split( '\n\n' )[ 0 ] );

	// The list flags the shared NIP on both rows.
	await page.goto( `${ BASE_URL }/wp-admin/users.php?page=cosmetics-enquiries` );
	for ( const { company } of [ kept, refused ] ) {
		const row = page.locator( 'tr', { has: page.getByRole( 'link', { name: company } ) } );
		assert.match( await row.innerText(), /Ten sam NIP: 1 inne zapytanie/, company );
	}
	await screenshot( page, '17-enquiry-list-same-nip-desktop' );

	// Reject one: a confirmation step, a reason, the mail.
	await page.getByRole( 'link', { name: refused.company } ).click();
	const same = page.locator( '.cosmetics-nip-duplicate' );
	await same.waitFor();
	assert.match( await same.innerText(), new RegExp( `Ten sam NIP \\(${ nip.slice( 0, 3 ) }-${ nip.slice( 3, 6 ) }-${ nip.slice( 6, 8 ) }-${ nip.slice( 8 ) }\\) ma też:[\\s\\S]*${ kept.company } \\(${ kept.email.replace( '.', '\\.' ) }` ) );
	await page.getByRole( 'link', { name: 'Odrzuć…' } ).click();
	await page.getByRole( 'heading', { name: `Odrzucić zapytanie firmy „${ refused.company }”?` } ).waitFor();
	const reason = 'Nie znaleźliśmy działalności kosmetycznej pod tym NIP-em – prosimy o wpis do CEIDG.';
	await page.getByLabel( 'Powód odrzucenia (opcjonalnie)' ).fill( reason );
	await screenshot( page, '17-enquiry-reject-confirm-desktop' );
	const rejectedAt = Date.now();
	await page.getByRole( 'button', { name: 'Odrzuć zapytanie i wyślij e-mail' } ).click();
	await page.getByText( 'Zapytanie odrzucone. Wnioskodawca otrzymał e-mail o odrzuceniu.' ).waitFor();
	assert.equal( await page.locator( '.cosmetics-enquiry-status' ).innerText(), 'Odrzucone' );
	assert.equal( await page.locator( '.cosmetics-enquiry-reason' ).innerText(), reason );
	await screenshot( page, '17-enquiry-rejected-desktop' );
	const rejection = await mailTo( refused.email, /Odpowiedź na zapytanie o konto klienta profesjonalnego/, rejectedAt );
	assert.ok( rejection.includes( `Powód: ${ reason }` ), rejection );
	assert.ok( rejection.includes( `dziękujemy za zapytanie o współpracę dla firmy „${ refused.company }”.` ) );
	assert.ok( rejection.includes( from ), rejection.split( '\n\n' )[ 0 ] );

	// Approve the other; its link expires; staff send a new one.
	await page.goto( `${ BASE_URL }/wp-admin/users.php?page=cosmetics-enquiries` );
	await page.getByRole( 'link', { name: kept.company } ).click();
	const approvedAt = Date.now();
	await page.getByRole( 'button', { name: 'Zatwierdź i utwórz konto profesjonalne' } ).click();
	await page.getByText( /Zatwierdzono: konto klienta profesjonalnego jest gotowe/ ).waitFor();
	const firstMail = await mailTo( kept.email, /reset_hasla\?key=/, approvedAt );
	const firstLink = linkInMail( firstMail, '/reset_hasla?key=' );
	fixture( BASE_URL, 'expire-reset-link', kept.email );
	await page.reload();
	assert.match( await page.locator( '.cosmetics-link-state' ).innerText(), /^wygasł: wysłany .+, ważny był do .+; klient nie ustawił hasła$/ );
	await screenshot( page, '17-enquiry-link-expired-desktop' );
	const resentAt = Date.now();
	await page.getByRole( 'button', { name: 'Wyślij nowy link do ustawienia hasła' } ).click();
	await page.getByText( 'Wysłano nowy link do ustawienia hasła. Poprzedni link przestał działać.' ).waitFor();
	assert.match( await page.locator( '.cosmetics-link-state' ).innerText(), /^wysłany .+, ważny do .+; klient jeszcze nie ustawił hasła$/ );
	const secondMail = await mailTo( kept.email, /Konto zatwierdzone – ustaw hasło/, resentAt );
	assert.ok( secondMail.includes( from ) );
	const secondLink = linkInMail( secondMail, '/reset_hasla?key=' );
	assert.notEqual( secondLink, firstLink );
	const params = new URL( secondLink ).searchParams;
	const password = `Laka!${ RUN }1`;
	const reset = await api( '/custom/v1/reset-password', { body: { key: params.get( 'key' ), login: params.get( 'login' ), new_password: password } } );
	assert.equal( reset.status, 200, JSON.stringify( reset.json ) );
	await page.reload();
	assert.equal( await page.locator( '.cosmetics-link-state' ).innerText(), 'niepotrzebny: klient ma hasło (adres e-mail zweryfikowany)' );
	assert.equal( await page.getByRole( 'button', { name: 'Wyślij nowy link do ustawienia hasła' } ).count(), 0 );

	// A professional session, then staff take the status back on the profile.
	const login = await api( '/jwt-auth/v1/token', { body: { username: kept.email, password, client_type: 'professional', remember: true } } );
	assert.equal( login.status, 200, JSON.stringify( login.json ) );
	assert.equal( login.json.clientType, 'professional' );
	const proToken = login.json.token;
	const proProducts = await api( '/wc/store/v1/products?per_page=1', { token: proToken } );
	assert.equal( proProducts.json[ 0 ].extensions[ 'cosmetics-storefront' ].price_tier, 'professional' );

	await page.locator( 'tr', { has: page.locator( 'th', { hasText: /^Konto$/ } ) } ).getByRole( 'link', { name: kept.email } ).click();
	const revoke = page.locator( '#cosmetics_revoke_professional' );
	await revoke.waitFor();
	assert.equal( await page.locator( '.column-cosmetics_approved' ).innerText(), 'Tak' );
	await revoke.check();
	await revoke.scrollIntoViewIfNeeded();
	await page.screenshot( { path: resolve( 'test-results/e2e/17-enquiry-revoke-profile-desktop.png' ) } );
	await Promise.all( [ page.waitForURL( /user-edit\.php.*updated=/ ), page.locator( '#submit' ).click() ] );
	assert.match( await page.locator( '.column-cosmetics_approved' ).innerText(), /^Nie — status klienta profesjonalnego odebrany \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ );
	assert.equal( await page.locator( '#cosmetics_revoke_professional' ).count(), 0 );
	await page.locator( '.column-cosmetics_approved' ).scrollIntoViewIfNeeded();
	await page.screenshot( { path: resolve( 'test-results/e2e/17-enquiry-revoked-profile-desktop.png' ) } );

	const validate = await api( '/jwt-auth/v1/token/validate', { token: proToken, body: {} } );
	assert.equal( validate.json.valid, false, 'the professional session ended' );
	const proAgain = await api( '/jwt-auth/v1/token', { body: { username: kept.email, password, client_type: 'professional' } } );
	assert.equal( proAgain.status, 403 );
	assert.equal( proAgain.json.message, 'Twoje konto nie jest zatwierdzone do logowania jako klient profesjonalny. Brak danych firmy.' );
	const individual = await api( '/jwt-auth/v1/token', { body: { username: kept.email, password } } );
	assert.equal( individual.status, 200 );
	assert.equal( individual.json.clientType, 'individual' );
	const products = await api( '/wc/store/v1/products?per_page=1', { token: individual.json.token } );
	assert.equal( products.json[ 0 ].extensions[ 'cosmetics-storefront' ].price_tier, 'individual', 'professional prices stopped' );
} );
