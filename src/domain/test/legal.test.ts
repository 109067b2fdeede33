/**
 * The shipped default texts of the legal pages (includes/Legal/defaults/*.html, what activation puts
 * into the WordPress pages staff edit) state every constant of the spec's section 9.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TERMS } from '../legal';

const text = ( slug: string ) =>
	readFileSync(
		join( __dirname, '../../../includes/Legal/defaults', `${ slug }.html` ),
		'utf8'
	);
const plain = ( html: string ) =>
	html.replace( /<[^>]+>/g, ' ' ).replace( /\s+/g, ' ' );

describe( 'terms constants', () => {
	it( 'has the numbers of the spec', () => {
		expect( TERMS ).toEqual( {
			inForceFrom: '16.08.2024',
			fulfilmentWorkingDays: 5,
			complaintAnswerDays: 14,
			withdrawalDays: 14,
			refundDays: 14,
			transferPaymentDays: 7,
			changesEffectiveDays: 7,
		} );
	} );
} );

describe( 'default terms (regulamin)', () => {
	const terms = plain( text( 'regulamin' ) );

	it( 'is in force from 16 August 2024', () => {
		expect( terms ).toContain(
			'Regulamin obowiązuje od 16 sierpnia 2024 r.'
		);
		expect( terms ).toContain(
			`Regulamin obowiązuje od ${ TERMS.inForceFrom } r.`
		);
	} );

	it( 'has the sections the spec lists, in order', () => {
		const headings = [
			...text( 'regulamin' ).matchAll( /<h2>([^<]+)<\/h2>/g ),
		].map( ( match ) => match[ 1 ] );
		expect( headings ).toEqual( [
			'1. Rejestracja',
			'2. Składanie zamówień',
			'3. Ceny',
			'4. Płatność i dostawa',
			'5. Realizacja zamówień',
			'6. Reklamacje i odstąpienie od umowy',
			'7. Dane osobowe',
			'8. Postanowienia końcowe',
		] );
	} );

	it.each( [
		[
			'fulfilment',
			`w ciągu ${ TERMS.fulfilmentWorkingDays } dni roboczych`,
		],
		[
			'complaint answer',
			`Odpowiadamy na reklamację w ciągu ${ TERMS.complaintAnswerDays } dni od jej otrzymania`,
		],
		[
			'withdrawal',
			`w ciągu ${ TERMS.withdrawalDays } dni od dostarczenia towaru`,
		],
		[
			'refund',
			`Zwrot płatności następuje w ciągu ${ TERMS.refundDays } dni`,
		],
		[
			'transfer payment',
			`w ciągu ${ TERMS.transferPaymentDays } dni od złożenia zamówienia; po tym terminie umowa ulega rozwiązaniu`,
		],
		[
			'changes',
			`wchodzą w życie po ${ TERMS.changesEffectiveDays } dniach od ich opublikowania`,
		],
		[ 'orders around the clock', '24 godziny na dobę' ],
		[
			'payment methods',
			'kartą płatniczą, przelewem bankowym lub za pośrednictwem operatora płatności',
		],
		[
			'courier inside Poland only',
			'wyłącznie na terenie Polski, za pośrednictwem firmy kurierskiej',
		],
		[ 'receipt or invoice', 'paragonem lub fakturą VAT' ],
	] )( 'states the %s', ( _name, phrase ) => {
		expect( terms ).toContain( phrase );
	} );

	it( 'names the seller from the settings and links the privacy policy and the withdrawal function', () => {
		const html = text( 'regulamin' );
		for ( const field of [
			'seller_name',
			'address',
			'krs',
			'nip',
			'regon',
		] ) {
			expect( html ).toContain(
				`[cosmetics_shop_info field="${ field }"]`
			);
		}
		expect( html ).toContain( 'href="/polityka-prywatnosci"' );
		expect( html ).toContain( 'href="/odstapienie-od-umowy"' );
	} );
} );

describe( 'default returns policy', () => {
	const returns = plain( text( 'polityka-zwrotow' ) );
	it.each( [
		'w ciągu 14 dni od jego dostarczenia',
		'nieotwarty i w oryginalnym opakowaniu',
		'Koszt odesłania towaru ponosi Klient.',
		'Nie przyjmujemy przesyłek zwrotnych za pobraniem.',
		'Pieniądze zwracamy przelewem',
		'protokół szkody podpisany przez odbiorcę i kuriera',
		'Odstąp od umowy',
	] )( 'states "%s"', ( phrase ) => {
		expect( returns ).toContain( phrase );
	} );

	it( 'links the online withdrawal function', () => {
		expect( text( 'polityka-zwrotow' ) ).toContain(
			'href="/odstapienie-od-umowy"'
		);
	} );
} );

describe( 'default privacy policy', () => {
	it( 'is GDPR-shaped and marked for review', () => {
		const html = text( 'polityka-prywatnosci' );
		expect( html ).toContain( 'Wzór do weryfikacji' );
		for ( const heading of [
			'Administrator danych',
			'Cele i podstawy przetwarzania',
			'Odbiorcy danych',
			'Okres przechowywania',
			'Twoje prawa',
		] ) {
			expect( html ).toContain( `<h2>${ heading }</h2>` );
		}
	} );
} );
