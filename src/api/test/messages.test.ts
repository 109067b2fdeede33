import {
	GENERIC_MESSAGES,
	messageForStatus,
	noResponseMessage,
	restHost,
} from '../messages';
import { htmlToText } from '../../domain/text';
import { setPageConfig } from './support/http';

describe( 'generic error catalogue (spec shop-cart-checkout.md section 8)', () => {
	beforeEach( () => setPageConfig() );

	it.each( [
		[ 401, 'Błąd autoryzacji - sprawdź Consumer Key i Consumer Secret' ],
		[ 403, 'Brak uprawnień - sprawdź uprawnienia API w WooCommerce' ],
		[ 404, 'Nie znaleziono zasobu - sprawdź URL WordPress/WooCommerce' ],
		[ 500, 'Błąd serwera WordPress - sprawdź logi serwera' ],
		[ 502, 'Błąd serwera WordPress - sprawdź logi serwera' ],
		[ 503, 'Błąd serwera WordPress - sprawdź logi serwera' ],
	] )( 'status %i -> %s, whatever the server said', ( status, message ) => {
		expect(
			messageForStatus( status, 'Sorry, you are not allowed to do that.' )
		).toBe( message );
	} );

	it( 'other 4xx show the server message as plain text', () => {
		expect(
			messageForStatus(
				400,
				'Kupon &quot;LATO&quot; <strong>wygasł</strong>.'
			)
		).toBe( 'Kupon "LATO" wygasł.' );
	} );

	it( 'other 4xx without a server message fall back to the unexpected-error text', () => {
		expect( messageForStatus( 409, null ) ).toBe(
			'Wystąpił nieoczekiwany błąd. Spróbuj ponownie.'
		);
		expect( messageForStatus( 400, '   ' ) ).toBe(
			GENERIC_MESSAGES.unexpected
		);
	} );

	it( 'no response names the host of the REST root', () => {
		expect( restHost() ).toBe( '127.0.0.1:8888' );
		expect( noResponseMessage() ).toBe(
			'Brak odpowiedzi z serwera 127.0.0.1:8888 - sprawdź czy WordPress jest uruchomiony i dostępny'
		);
	} );

	it( 'a relative REST root resolves against the page', () => {
		setPageConfig( { restRoot: '/wp-json/' } );
		expect( restHost() ).toBe( window.location.host );
	} );

	it( 'server messages become text without ever executing markup', () => {
		const onerror = jest.fn();
		( window as unknown as { __probe: jest.Mock } ).__probe = onerror;
		expect(
			htmlToText( '<img src=x onerror="window.__probe()">Błąd' )
		).toBe( 'Błąd' );
		expect( onerror ).not.toHaveBeenCalled();
	} );
} );
