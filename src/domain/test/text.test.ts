import { decodeEntities, firstLetter, htmlToText, productName } from '../text';

describe( 'decodeEntities', () => {
	it( 'decodes numeric, hex and named entities', () => {
		expect( decodeEntities( 'Krem &#8211; 50&nbsp;ml' ) ).toBe(
			'Krem \u2013 50\u00a0ml'
		);
		expect( decodeEntities( 'Serum &#x2013; noc' ) ).toBe(
			'Serum \u2013 noc'
		);
		expect( decodeEntities( 'Tom &amp; Jerry &quot;A&quot;' ) ).toBe(
			'Tom & Jerry "A"'
		);
	} );

	it( 'leaves unknown or invalid entities as they are', () => {
		expect( decodeEntities( '&foo; &#0; &#x110000;' ) ).toBe(
			'&foo; &#0; &#x110000;'
		);
	} );

	it( 'does not turn encoded markup into markup twice', () => {
		expect( decodeEntities( '&amp;lt;script&amp;gt;' ) ).toBe(
			'&lt;script&gt;'
		);
	} );
} );

describe( 'htmlToText', () => {
	it( 'drops tags and collapses white space', () => {
		expect(
			htmlToText(
				'<p>Nawilża <strong>intensywnie</strong></p>\n<p>i&nbsp;koi</p>'
			)
		).toBe( 'Nawilża intensywnie i koi' );
	} );
} );

describe( 'decodeEntities, any named entity', () => {
	it( 'decodes the named entities the server decodes (™, é, ©, €, ♥, ½) and leaves unknown ones as written', () => {
		expect(
			decodeEntities(
				'Serum&trade; &eacute;clat &copy; 5&euro; &hearts; &frac12; &Eacute; &nieznana;'
			)
		).toBe( 'Serum™ éclat © 5€ ♥ ½ É &nieznana;' );
		// Only an entity is ever decoded: text that looks like markup stays text.
		expect( decodeEntities( '&lt;img src=x onerror=alert(1)&gt;' ) ).toBe(
			'<img src=x onerror=alert(1)>'
		);
	} );
} );

describe( 'productName', () => {
	it( "reads as the server's first screen shows it: markup staff typed dropped, entities decoded", () => {
		// As the Store API sends a name typed with a comment, a tag and a '<' in the text.
		expect(
			productName(
				'Krem <!-- uwaga --> test <b>mocny</b> &amp; 100% &lt;3'
			)
		).toBe( 'Krem test mocny & 100% <3' );
		expect( productName( 'Krem &#8211; 50 ml' ) ).toBe( 'Krem – 50 ml' );
	} );
} );

describe( 'firstLetter', () => {
	it( 'is one whole letter of Polish text, composed', () => {
		expect( firstLetter( ' Świece i zapachy' ) ).toBe( 'Ś' );
		expect( firstLetter( 'S\u0301wiece' ) ).toBe( 'Ś' ); // S + combining acute, as some keyboards type it.
		expect( firstLetter( 'Łagodne' ) ).toBe( 'Ł' );
	} );

	it( 'never cuts an emoji in half and is empty for blank text', () => {
		expect( firstLetter( '🌸 Wiosna' ) ).toBe( '🌸' );
		expect( firstLetter( '   ' ) ).toBe( '' );
	} );
} );
