/**
 * Accounts E2E on the local shop, reading the e-mails from the local mail log (.site/mail):
 * register → code from the mail → verify → log in with remember me (≤ 2 requests) → reload still
 * logged in → edit profile → change password → old token rejected → reset password by the e-mailed
 * link → delete account; company enquiry → staff approves in wp-admin → the professional sets a
 * password, logs in and sees professional prices on /sklep (not the page's guest-priced preload).
 * Screenshots at 1280 and 390 px: test-results/e2e/50-…png.
 */
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { BASE_URL, VIEWPORTS, adminSession, launchBrowser, linkInMail, mailTo, recordRestRequests, screenshot } from './support.mjs';

const RUN = Date.now().toString( 36 );


let session;
before( async () => {
	session = await launchBrowser();
} );
after( async () => {
	await session?.close();
} );

async function newPage( viewport = VIEWPORTS.desktop ) {
	const context = await session.browser.newContext( { viewport } );
	const page = await context.newPage();
	const errors = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	return { context, page, errors };
}

/** The bar's 'Logowanie' on wide screens; on phones it lives in the side menu. */
async function openLoginDialog( page ) {
	const bar = page.locator( '.cs-navbar' ).getByRole( 'button', { name: 'Logowanie' } );
	if ( await bar.isVisible() ) {
		await bar.click();
	} else {
		await page.getByRole( 'button', { name: 'Menu' } ).click();
		await page.getByRole( 'dialog', { name: 'Menu' } ).getByRole( 'button', { name: 'Logowanie' } ).click();
	}
	return page.getByRole( 'dialog' );
}

async function bearer( page ) {
	return page.evaluate( () => localStorage.getItem( 'jwt_token' ) ?? sessionStorage.getItem( 'jwt_token' ) );
}

describe( 'individual customer: the whole account life', () => {
	const email = `e2e.${ RUN }@example.com`;
	const passwords = [ 'Pierwsze!Haslo1', 'Drugie!Haslo2', 'Trzecie!Haslo3' ];

	test( 'register, verify by the mailed code, log in with remember me, profile, password change, reset, delete', async () => {
		const { page, errors } = await newPage();
		await page.goto( `${ BASE_URL }/`, { waitUntil: 'networkidle' } );
		const dialog = await openLoginDialog( page );
		await dialog.getByRole( 'button', { name: 'Klient profesjonalny', pressed: true } ).waitFor();
		await screenshot( page, '50-login-dialog-desktop' );

		await dialog.getByRole( 'button', { name: 'Klient indywidualny' } ).click();
		await dialog.getByRole( 'button', { name: 'Rejestracja' } ).click();
		await dialog.getByRole( 'button', { name: 'Zarejestruj się' } ).click();
		await dialog.getByText( 'Imię jest wymagane' ).waitFor();
		await screenshot( page, '51-register-errors-desktop' );
		await dialog.getByLabel( 'Imię', { exact: true } ).fill( 'Ewa' );
		await dialog.getByLabel( 'Nazwisko', { exact: true } ).fill( 'Testowa' );
		await dialog.getByLabel( 'Email' ).fill( email );
		await dialog.getByLabel( 'Hasło', { exact: true } ).fill( passwords[ 0 ] );
		await dialog.getByLabel( 'Potwierdź hasło' ).fill( passwords[ 0 ] );
		const since = Date.now();
		await dialog.getByRole( 'button', { name: 'Zarejestruj się' } ).click();

		const panel = page.getByRole( 'dialog', { name: 'Verify Your Email' } );
		await panel.waitFor();
		await panel.getByText( 'Konto zostało utworzone. Sprawdź e-mail i zweryfikuj konto przed zalogowaniem.' ).waitFor();
		await screenshot( page, '52-verify-panel-desktop' );
		await page.keyboard.press( 'Escape' );
		await panel.getByText( 'Please verify your email to proceed.' ).waitFor();

		const mail = await mailTo( email, /kod weryfikacyjny: \d{6}/i, since );
		const code = mail.match( /kod weryfikacyjny: (\d{6})/i )[ 1 ];
		await panel.getByLabel( 'Verification code' ).fill( code );
		await panel.getByRole( 'button', { name: 'Verify Email' } ).click();
		await panel.getByText( 'Email Verified!' ).waitFor();

		// After 2 s the login form opens with the address filled in.
		const login = page.getByRole( 'dialog', { name: 'Logowanie' } );
		await login.getByText( 'Email Verified!' ).waitFor( { timeout: 5000 } );
		await login.getByRole( 'button', { name: 'Klient indywidualny' } ).click();
		await login.getByLabel( 'Email' ).fill( email );
		await login.getByLabel( 'Hasło', { exact: true } ).fill( passwords[ 0 ] );
		await login.getByLabel( 'Zapamiętaj mnie' ).check();
		const requests = recordRestRequests( page );
		await login.getByRole( 'button', { name: 'Zaloguj się' } ).click();
		await page.locator( '.cs-account-menu__toggle' ).filter( { hasText: 'Ewa Testowa' } ).waitFor();
		await page.waitForLoadState( 'networkidle' );
		assert.ok( requests.length <= 2, `login takes at most 2 requests: ${ requests.join( ', ' ) }` );
		assert.match( requests[ 0 ], /POST .*jwt-auth\/v1\/token(\?|$)/ );
		assert.equal( await page.evaluate( () => localStorage.getItem( 'remember_me' ) ), 'true' );

		await page.reload( { waitUntil: 'networkidle' } );
		await page.locator( '.cs-account-menu__toggle' ).filter( { hasText: 'Ewa Testowa' } ).waitFor();

		// Profile.
		await page.locator( '.cs-account-menu__toggle' ).click();
		await page.getByRole( 'link', { name: 'Mój profil' } ).click();
		await page.getByRole( 'tab', { name: 'Dane osobowe', selected: true } ).waitFor();
		await page.getByRole( 'button', { name: 'Edytuj' } ).click();
		const billing = page.getByRole( 'group', { name: 'Adres rozliczeniowy' } );
		await billing.getByLabel( 'Adres', { exact: true } ).fill( 'ul. Testowa 5' );
		await billing.getByLabel( 'Kod pocztowy' ).fill( '00950' );
		assert.equal( await billing.getByLabel( 'Kod pocztowy' ).inputValue(), '00-950' );
		await billing.getByLabel( 'Miasto' ).fill( 'Warszawa' );
		await billing.getByLabel( 'Telefon' ).fill( '600 100 200' );
		await page.getByRole( 'button', { name: 'Zapisz' } ).click();
		await page.getByText( 'Dane profilu zostały pomyślnie zaktualizowane' ).waitFor();
		await screenshot( page, '53-profile-data-desktop' );
		await page.reload( { waitUntil: 'networkidle' } );
		await page.getByRole( 'group', { name: 'Adres rozliczeniowy' } ).getByLabel( 'Miasto' ).and( page.locator( '[value="Warszawa"]' ) ).waitFor();

		await page.getByRole( 'tab', { name: 'Moje zamówienia' } ).click();
		await page.getByText( 'Nie masz jeszcze żadnych zamówień.' ).waitFor();
		await screenshot( page, '54-profile-orders-empty-desktop' );

		// Password change: the old token is then refused.
		const oldToken = await bearer( page );
		await page.getByRole( 'tab', { name: 'Bezpieczeństwo' } ).click();
		// A refused submit: the spec's messages under the fields, focus on the first of them.
		await page.getByRole( 'button', { name: 'Zmień hasło' } ).click();
		await page.getByText( 'Potwierdzenie nowego hasła jest wymagane' ).waitFor();
		assert.ok( await page.getByLabel( 'Obecne hasło' ).evaluate( ( field ) => field === document.activeElement ), 'focus on the first field in error' );
		assert.equal( await page.getByLabel( 'Obecne hasło' ).getAttribute( 'aria-invalid' ), 'true' );
		await page.getByLabel( 'Obecne hasło' ).fill( passwords[ 0 ] );
		await page.getByLabel( 'Nowe hasło', { exact: true } ).fill( passwords[ 1 ] );
		await page.getByLabel( 'Potwierdź nowe hasło' ).fill( passwords[ 1 ] );
		await page.getByRole( 'button', { name: 'Zmień hasło' } ).click();
		await page.getByText( 'Hasło zostało pomyślnie zmienione' ).waitFor();
		await screenshot( page, '55-profile-security-desktop' );
		const newToken = await bearer( page );
		assert.notEqual( newToken, oldToken );
		const withOld = await page.request.get( `${ BASE_URL }/wp-json/custom-auth/v1/profile`, { headers: { Authorization: `Bearer ${ oldToken }` } } );
		assert.equal( withOld.status(), 401, 'the old token is rejected' );
		const withNew = await page.request.get( `${ BASE_URL }/wp-json/custom-auth/v1/profile`, { headers: { Authorization: `Bearer ${ newToken }` } } );
		assert.equal( withNew.status(), 200 );
		assert.equal( ( await withNew.json() ).billing.city, 'Warszawa' );

		// Log out, then reset the password by the e-mailed link.
		await page.locator( '.cs-account-menu__toggle' ).click();
		await page.getByRole( 'button', { name: 'Wyloguj się' } ).click();
		await page.locator( '.cs-navbar' ).getByRole( 'button', { name: 'Logowanie' } ).waitFor();
		assert.equal( ( await page.request.get( `${ BASE_URL }/wp-json/custom-auth/v1/profile`, { headers: { Authorization: `Bearer ${ newToken }` } } ) ).status(), 401, 'logout revokes the token' );
		const again = await openLoginDialog( page );
		await again.getByRole( 'button', { name: 'Nie pamiętasz hasła?' } ).click();
		const reset = page.getByRole( 'dialog', { name: 'Resetowanie hasła' } );
		await reset.getByLabel( 'Email' ).fill( email );
		const resetSince = Date.now();
		await reset.getByRole( 'button', { name: 'Wyślij link' } ).click();
		await reset.getByText( 'Link do resetowania hasła został wysłany na Twój adres email. Sprawdź skrzynkę odbiorczą.' ).waitFor();
		assert.ok( await reset.getByRole( 'button', { name: /Wyślij ponownie \(\d+ s\)/ } ).isDisabled() );
		await screenshot( page, '56-reset-dialog-desktop' );
		const resetMail = await mailTo( email, /reset_hasla\?key=/, resetSince );
		const link = linkInMail( resetMail, '/reset_hasla?key=' );
		await page.goto( link, { waitUntil: 'networkidle' } );
		await page.getByRole( 'heading', { name: 'Zmiana hasła' } ).waitFor();
		await page.getByLabel( 'Nowe hasło', { exact: true } ).fill( 'krotkie' );
		await screenshot( page, '57-reset-page-desktop' );
		await page.getByRole( 'button', { name: 'Zmień hasło' } ).click();
		const resetErrors = page.getByRole( 'alert' ).getByRole( 'listitem' );
		await resetErrors.first().waitFor();
		assert.deepEqual( await resetErrors.allTextContents(), [ 'Hasło musi mieć co najmniej 8 znaków', 'Hasło musi zawierać co najmniej jedną dużą literę', 'Hasło musi zawierać co najmniej jeden znak specjalny', 'Potwierdzenie hasła jest wymagane' ] );
		await page.getByLabel( 'Nowe hasło', { exact: true } ).fill( passwords[ 2 ] );
		await page.getByLabel( 'Potwierdź nowe hasło' ).fill( passwords[ 2 ] );
		await page.getByRole( 'button', { name: 'Zmień hasło' } ).click();
		await page.getByRole( 'heading', { name: 'Hasło zostało zmienione!' } ).waitFor();
		await page.waitForURL( `${ BASE_URL }/`, { timeout: 6000 } );

		// Log in with the new password and delete the account.
		const third = await openLoginDialog( page );
		await third.getByRole( 'button', { name: 'Klient indywidualny' } ).click();
		await third.getByLabel( 'Email' ).fill( email );
		await third.getByLabel( 'Hasło', { exact: true } ).fill( passwords[ 1 ] );
		await third.getByRole( 'button', { name: 'Zaloguj się' } ).click();
		await third.getByText( 'Nieprawidłowy email lub hasło' ).waitFor();
		await third.getByLabel( 'Hasło', { exact: true } ).fill( passwords[ 2 ] );
		await third.getByRole( 'button', { name: 'Zaloguj się' } ).click();
		await page.locator( '.cs-account-menu__toggle' ).waitFor();

		// Withdrawal without the e-mailed link: a logged-in customer types the order number (digits only).
		await page.goto( `${ BASE_URL }/odstapienie-od-umowy`, { waitUntil: 'networkidle' } );
		const orderNumber = page.getByLabel( 'Numer zamówienia' );
		await orderNumber.fill( '12a' );
		await page.getByRole( 'button', { name: 'Dalej' } ).click();
		await page.getByText( 'Podaj numer zamówienia (same cyfry).' ).waitFor();
		await screenshot( page, '37-withdrawal-number-error-desktop' );
		assert.ok( await orderNumber.evaluate( ( field ) => field === document.activeElement ), 'focus on the order number in error' );
		assert.equal( await orderNumber.getAttribute( 'aria-invalid' ), 'true' );
		await orderNumber.press( 'Backspace' );
		await page.getByText( 'Podaj numer zamówienia (same cyfry).' ).waitFor( { state: 'detached' } );
		await orderNumber.fill( '12' );
		await page.getByRole( 'button', { name: 'Dalej' } ).click();
		await page.waitForURL( /\/odstapienie-od-umowy\?order=12$/ );

		await page.goto( `${ BASE_URL }/profil`, { waitUntil: 'networkidle' } );
		await page.getByRole( 'tab', { name: 'Bezpieczeństwo' } ).click();
		await page.getByRole( 'button', { name: 'Usuń konto' } ).click();
		await page.getByRole( 'button', { name: 'Tak, usuń konto' } ).click();
		await page.getByText( /Ostatnie ostrzeżenie/ ).waitFor();
		await screenshot( page, '58-delete-confirm-desktop' );
		await page.getByRole( 'button', { name: 'Usuń konto na zawsze' } ).click();
		await page.waitForURL( `${ BASE_URL }/` );
		await page.locator( '.cs-navbar' ).getByRole( 'button', { name: 'Logowanie' } ).waitFor();
		const gone = await page.request.post( `${ BASE_URL }/wp-json/jwt-auth/v1/token`, { data: { username: email, password: passwords[ 2 ] } } );
		assert.equal( gone.status(), 401, 'the account is gone' );
		assert.deepEqual( errors, [] );
	} );
} );

describe( 'professional customer: enquiry, approval, professional prices', () => {
	const email = `salon.${ RUN }@example.com`;
	const company = `Salon E2E ${ RUN }`;

	test( 'enquiry → staff approves in wp-admin → set password → professional login → professional prices', async () => {
		const { page, errors } = await newPage();
		await page.goto( `${ BASE_URL }/`, { waitUntil: 'networkidle' } );
		const dialog = await openLoginDialog( page );
		await dialog.getByRole( 'button', { name: 'Rejestracja' } ).click();
		await dialog.getByLabel( 'Nazwa firmy' ).fill( company );
		await dialog.getByLabel( 'NIP' ).fill( '7010345128' );
		await dialog.getByLabel( 'Ulica' ).click();
		await dialog.getByText( 'Nieprawidłowy format NIP' ).waitFor();
		await dialog.getByLabel( 'NIP' ).fill( '7010345129' );
		assert.equal( await dialog.getByLabel( 'NIP' ).inputValue(), '701-034-51-29' );
		await dialog.getByLabel( 'Ulica' ).fill( 'ul. Kwiatowa 7' );
		await dialog.getByLabel( 'Kod pocztowy' ).fill( '00950' );
		await dialog.getByLabel( 'Miasto' ).fill( 'Warszawa' );
		await dialog.getByLabel( 'Telefon' ).fill( '+48 600 700 800' );
		await dialog.getByLabel( 'Imię reprezentanta' ).fill( 'Maria' );
		await dialog.getByLabel( 'Nazwisko reprezentanta' ).fill( 'Lis' );
		await dialog.getByLabel( 'Email' ).fill( email );
		await screenshot( page, '60-enquiry-form-desktop' );
		await dialog.getByRole( 'button', { name: 'Wyślij zapytanie' } ).click();
		await dialog.getByText( 'Dziękuję za wybranie naszej firmy, skontaktujemy się w sprawie współpracy' ).waitFor();
		await page.getByRole( 'dialog' ).waitFor( { state: 'detached', timeout: 7000 } );

		// Staff approves.
		const admin = await adminSession();
		try {
			await admin.page.goto( `${ BASE_URL }/wp-admin/users.php?page=cosmetics-enquiries`, { waitUntil: 'domcontentloaded' } );
			const listed = admin.page.locator( 'tr', { has: admin.page.getByRole( 'link', { name: company } ) } );
			assert.match( await listed.innerText(), /brak\s+Nowe/, 'no account with the address yet' );
			await admin.page.getByRole( 'link', { name: company } ).click();
			await admin.page.getByText( 'Nowe', { exact: true } ).waitFor();
			await admin.page.screenshot( { path: resolve( 'test-results/e2e/61-admin-enquiry-desktop.png' ), fullPage: true } );
			const since = Date.now();
			await admin.page.getByRole( 'button', { name: 'Zatwierdź i utwórz konto profesjonalne' } ).click();
			await admin.page.getByText( /Zatwierdzono: konto klienta profesjonalnego jest gotowe/ ).waitFor();
			await admin.page.goto( `${ BASE_URL }/wp-admin/users.php?s=${ encodeURIComponent( email ) }`, { waitUntil: 'domcontentloaded' } );
			const row = admin.page.locator( '#the-list tr' ).first();
			// Approved, but the address is verified only once its mailbox's owner follows the link.
			assert.match( await row.innerText(), /Profesjonalny[\s\S]*Tak[\s\S]*Nie/ );
			await admin.page.screenshot( { path: resolve( 'test-results/e2e/62-admin-users-desktop.png' ), fullPage: false } );

			const mail = await mailTo( email, /reset_hasla\?key=/, since );
			const link = linkInMail( mail, '/reset_hasla?key=' );
			await page.goto( link, { waitUntil: 'networkidle' } );
		} finally {
			await admin.session.close();
		}
		await page.getByLabel( 'Nowe hasło', { exact: true } ).fill( 'Salon!Haslo1' );
		await page.getByLabel( 'Potwierdź nowe hasło' ).fill( 'Salon!Haslo1' );
		await page.getByRole( 'button', { name: 'Zmień hasło' } ).click();
		await page.waitForURL( `${ BASE_URL }/`, { timeout: 6000 } );

		// Guest prices first (the page's preload), then the professional's.
		await page.goto( `${ BASE_URL }/sklep`, { waitUntil: 'networkidle' } );
		const guestApi = await ( await page.request.get( `${ BASE_URL }/wp-json/wc/store/v1/products?per_page=100` ) ).json();
		const login = await openLoginDialog( page );
		await login.getByLabel( 'Email' ).fill( email );
		await login.getByLabel( 'Hasło', { exact: true } ).fill( 'Salon!Haslo1' );
		await login.getByRole( 'button', { name: 'Zaloguj się' } ).click();
		await page.locator( '.cs-account-menu__toggle' ).waitFor();
		const token = await bearer( page );
		const proApi = await ( await page.request.get( `${ BASE_URL }/wp-json/wc/store/v1/products?per_page=100`, { headers: { Authorization: `Bearer ${ token }` } } ) ).json();
		assert.equal( proApi[ 0 ].extensions[ 'cosmetics-storefront' ].price_tier, 'professional' );
		const differs = proApi.find( ( p ) => p.prices.price !== guestApi.find( ( g ) => g.id === p.id )?.prices.price && p.type === 'simple' );
		assert.ok( differs, 'some product has a professional price' );

		// A fresh page load as the JWT professional: page 1 is not the guest-priced preload.
		const requests = recordRestRequests( page );
		await page.goto( `${ BASE_URL }/sklep`, { waitUntil: 'networkidle' } );
		await page.locator( '.cs-card' ).first().waitFor();
		assert.ok( requests.some( ( r ) => /GET .*\/wc\/store\/v1\/products\?/.test( r ) ), `the products were asked for with the token: ${ requests.join( ', ' ) }` );
		const card = page.locator( '.cs-card' ).filter( { hasText: differs.name } ).first();
		const shown = ( await card.locator( '.cs-price' ).innerText() ).replace( /\s/g, '' );
		const expected = ( Number( differs.prices.price ) / 10 ** differs.prices.currency_minor_unit ).toFixed( 2 ).replace( '.', ',' );
		assert.ok( shown.includes( expected ), `card of ${ differs.name } shows the professional price ${ expected } (${ shown })` );
		await screenshot( page, '63-professional-shop-desktop' );
		assert.deepEqual( errors, [] );
	} );
} );

describe( 'verification gate', () => {
	test( 'a new e-mail address in the profile blocks the shop until the mailed code is entered', async () => {
		const email = `gate.${ RUN }@example.com`;
		const { page, errors } = await newPage( VIEWPORTS.phone );
		let since = Date.now();
		const registered = await page.request.post( `${ BASE_URL }/wp-json/custom-auth/v1/register`, { data: { email, password: 'Bramka!Haslo1', first_name: 'Gosia', last_name: 'Brama', username: email } } );
		assert.equal( registered.status(), 201 );
		const first = ( await mailTo( email, /kod weryfikacyjny: \d{6}/i, since ) ).match( /kod weryfikacyjny: (\d{6})/i )[ 1 ];
		assert.equal( ( await page.request.post( `${ BASE_URL }/wp-json/cev/v1/verify-email`, { data: { email, verification_code: first } } ) ).status(), 200 );

		await page.goto( `${ BASE_URL }/`, { waitUntil: 'networkidle' } );
		const dialog = await openLoginDialog( page );
		await dialog.getByRole( 'button', { name: 'Klient indywidualny' } ).click();
		await dialog.getByLabel( 'Email' ).fill( email );
		await dialog.getByLabel( 'Hasło', { exact: true } ).fill( 'Bramka!Haslo1' );
		await dialog.getByRole( 'button', { name: 'Zaloguj się' } ).click();
		await page.getByRole( 'dialog' ).waitFor( { state: 'detached' } );

		const changed = `gate2.${ RUN }@example.com`;
		await page.goto( `${ BASE_URL }/profil`, { waitUntil: 'networkidle' } );
		await page.getByRole( 'button', { name: 'Edytuj' } ).click();
		await page.getByRole( 'group', { name: 'Dane konta' } ).getByLabel( 'Email' ).fill( changed );
		const billing = page.getByRole( 'group', { name: 'Adres rozliczeniowy' } );
		await billing.getByLabel( 'Adres', { exact: true } ).fill( 'ul. Bramowa 1' );
		await billing.getByLabel( 'Kod pocztowy' ).fill( '00-001' );
		await billing.getByLabel( 'Miasto' ).fill( 'Warszawa' );
		await billing.getByLabel( 'Telefon' ).fill( '600000000' );
		// A new address needs the current password: refused without it, and with a wrong one.
		await page.getByRole( 'button', { name: 'Zapisz' } ).click();
		await page.getByRole( 'alert' ).getByText( 'Obecne hasło jest wymagane' ).waitFor();
		const password = page.getByRole( 'group', { name: 'Dane konta' } ).getByLabel( 'Obecne hasło', { exact: true } );
		await password.fill( 'Zle!Haslo1' );
		await page.getByRole( 'button', { name: 'Zapisz' } ).click();
		await page.getByRole( 'alert' ).getByText( 'Nieprawidłowe obecne hasło' ).waitFor();
		await screenshot( page, '53-profile-email-password-phone' );
		await password.fill( 'Bramka!Haslo1' );
		since = Date.now();
		await page.getByRole( 'button', { name: 'Zapisz' } ).click();
		await page.getByText( 'Dane profilu zostały pomyślnie zaktualizowane' ).waitFor();

		// Not on the profile; on the shop the panel blocks until verified.
		await page.getByRole( 'link', { name: /Powrót do sklepu/ } ).click();
		const panel = page.getByRole( 'dialog', { name: 'Verify Your Email' } );
		await panel.waitFor();
		await panel.getByText( changed ).waitFor();
		await page.keyboard.press( 'Escape' );
		await panel.getByText( 'Please verify your email to proceed.' ).waitFor();
		await screenshot( page, '59-verification-gate-phone' );
		const code = ( await mailTo( changed, /kod weryfikacyjny: \d{6}/i, since ) ).match( /kod weryfikacyjny: (\d{6})/i )[ 1 ];
		await panel.getByLabel( 'Verification code' ).fill( code );
		await panel.getByRole( 'button', { name: 'Verify Email' } ).click();
		await panel.getByText( 'Email Verified!' ).waitFor();
		await page.getByRole( 'dialog' ).waitFor( { state: 'detached', timeout: 5000 } );
		await page.locator( '.cs-card' ).first().waitFor();
		await page.reload( { waitUntil: 'networkidle' } );
		assert.equal( await page.getByRole( 'dialog' ).count(), 0, 'verified for good' );
		assert.deepEqual( errors, [] );
	} );
} );

describe( 'account screens on a phone (390 px)', () => {
	test( 'dialogs, profile tabs and reset page', async () => {
		const { page } = await newPage( VIEWPORTS.phone );
		await page.goto( `${ BASE_URL }/`, { waitUntil: 'networkidle' } );
		const open = () => openLoginDialog( page );
		let dialog = await open();
		await screenshot( page, '50-login-dialog-phone' );
		await dialog.getByRole( 'button', { name: 'Rejestracja' } ).click();
		await screenshot( page, '60-enquiry-form-phone' );
		await dialog.getByRole( 'button', { name: 'Klient indywidualny' } ).click();
		await dialog.getByRole( 'button', { name: 'Zarejestruj się' } ).click();
		await screenshot( page, '51-register-errors-phone' );
		await dialog.getByRole( 'button', { name: 'Logowanie' } ).click();
		await dialog.getByRole( 'button', { name: 'Nie pamiętasz hasła?' } ).click();
		await screenshot( page, '56-reset-dialog-phone' );
		await page.keyboard.press( 'Escape' );
		await page.getByRole( 'dialog' ).waitFor( { state: 'detached' } );

		await page.goto( `${ BASE_URL }/reset_hasla?key=abc&login=anna.kowalska`, { waitUntil: 'networkidle' } );
		await screenshot( page, '57-reset-page-phone' );
		await page.getByRole( 'button', { name: 'Zmień hasło' } ).click();
		await page.getByRole( 'alert' ).getByText( 'Potwierdzenie hasła jest wymagane' ).waitFor();
		await screenshot( page, '57-reset-page-errors-phone' );
		await page.goto( `${ BASE_URL }/reset_hasla`, { waitUntil: 'networkidle' } );
		await page.getByRole( 'heading', { name: 'Nieprawidłowy link' } ).waitFor();
		await screenshot( page, '57-reset-invalid-link-phone' );

		await page.goto( `${ BASE_URL }/`, { waitUntil: 'networkidle' } );
		dialog = await open();
		await dialog.getByRole( 'button', { name: 'Klient indywidualny' } ).click();
		await dialog.getByLabel( 'Email' ).fill( 'anna.kowalska@example.com' );
		await dialog.getByLabel( 'Hasło', { exact: true } ).fill( 'Haslo!2345' );
		await dialog.getByRole( 'button', { name: 'Zaloguj się' } ).click();
		await page.getByRole( 'dialog' ).waitFor( { state: 'detached' } );
		await page.goto( `${ BASE_URL }/profil`, { waitUntil: 'networkidle' } );
		await page.getByRole( 'button', { name: 'Edytuj' } ).waitFor();
		await screenshot( page, '53-profile-data-phone' );
		await page.getByRole( 'tab', { name: 'Moje zamówienia' } ).click();
		await page.getByText( /Zamówienie nr/ ).first().waitFor();
		await screenshot( page, '54-profile-orders-phone' );
		await page.getByRole( 'tab', { name: 'Bezpieczeństwo' } ).click();
		await screenshot( page, '55-profile-security-phone' );
		await page.getByRole( 'button', { name: 'Zmień hasło' } ).click();
		await page.getByText( 'Potwierdzenie nowego hasła jest wymagane' ).waitFor();
		await screenshot( page, '55-profile-security-errors-phone' );
		await page.setViewportSize( VIEWPORTS.desktop );
		await page.getByRole( 'tab', { name: 'Moje zamówienia' } ).click();
		await page.getByText( /Zamówienie nr/ ).first().waitFor();
		await screenshot( page, '54-profile-orders-desktop' );
	} );
} );
