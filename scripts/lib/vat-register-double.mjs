/**
 * A local double of the Ministry of Finance's VAT register API ("Wykaz podatników VAT",
 * https://wl-api.mf.gov.pl), for the dev shop and the NIP tests: the plugin asks it instead of the real
 * host (the dev site's filter cosmetics_storefront_vat_register_url, option cosmetics_dev_vat_register),
 * and nothing ever reaches the Ministry. It answers the one call the shop makes, as documented:
 *
 *   GET /api/search/nip/{nip}?date=YYYY-MM-DD  200 { result: { subject, requestId, requestDateTime } }
 *
 * with the fictional companies of vat-register-subjects.json (subject null for a NIP not in the
 * register), the register's own errors (400 { code: "WL-1xx", message } for a NIP that is not 10 digits
 * or a missing or future date), and two NIPs that play a register in trouble: `down` (500) and `slow`
 * (the answer comes after 10 s, later than the shop waits). GET /__double/requests lists what was asked.
 */
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

const DATA = JSON.parse( readFileSync( new URL( './vat-register-subjects.json', import.meta.url ), 'utf8' ) );

export const VAT_REGISTER = {
	active: '5250000015',
	exempt: '5250000021',
	notRegistered: '5250000038',
	notFound: DATA.notFound,
	down: DATA.down,
	slow: DATA.slow,
	subjects: DATA.subjects,
};

const pad = ( n ) => String( n ).padStart( 2, '0' );
/** The register's requestDateTime: "dd-MM-yyyy HH:mm:ss". */
const requestDateTime = ( d = new Date() ) =>
	`${ pad( d.getDate() ) }-${ pad( d.getMonth() + 1 ) }-${ d.getFullYear() } ${ pad( d.getHours() ) }:${ pad( d.getMinutes() ) }:${ pad( d.getSeconds() ) }`;

/**
 * Starts the double on 127.0.0.1 (port 0: any free one); returns { url, port, requests(), stop() }.
 * @param {{ port?: number, slowMs?: number }} [o]
 */
export async function startVatRegisterDouble( { port = 0, slowMs = 10000 } = {} ) {
	const requests = [];
	const timers = new Set();
	const server = createServer( ( req, res ) => {
		const url = new URL( req.url ?? '/', 'http://127.0.0.1' );
		const send = ( status, body ) => {
			res.writeHead( status, { 'Content-Type': 'application/json; charset=utf-8' } );
			res.end( JSON.stringify( body ) );
		};
		if ( url.pathname === '/__double/requests' ) {
			send( 200, requests );
			return;
		}
		const m = /^\/api\/search\/nip\/([^/]*)$/.exec( url.pathname );
		if ( req.method !== 'GET' || ! m ) {
			send( 404, { code: 'WL-404', message: 'Nie znaleziono zasobu.' } );
			return;
		}
		const nip = decodeURIComponent( m[ 1 ] );
		const date = url.searchParams.get( 'date' ) ?? '';
		requests.push( { nip, date } );
		if ( ! /^\d{10}$/.test( nip ) ) {
			send( 400, { code: 'WL-113', message: "Pole 'NIP' ma nieprawidłową długość. Wymagane 10 znaków (113)." } );
			return;
		}
		if ( ! /^\d{4}-\d{2}-\d{2}$/.test( date ) ) {
			send( 400, { code: 'WL-101', message: "Pole 'data' nie może być puste (101)." } );
			return;
		}
		if ( date > new Date( Date.now() + 86400000 ).toISOString().slice( 0, 10 ) ) {
			send( 400, { code: 'WL-109', message: "Pole 'data' nie może być datą przyszłą (109)." } );
			return;
		}
		const answer = () =>
			send( 200, {
				result: {
					subject: DATA.subjects[ nip ] ?? null,
					requestDateTime: requestDateTime(),
					requestId: `${ randomBytes( 3 ).toString( 'hex' ).slice( 0, 5 ) }-${ randomBytes( 4 ).toString( 'hex' ).slice( 0, 7 ) }`,
				},
			} );
		if ( nip === DATA.down ) {
			send( 500, { code: 'WL-190', message: 'Niepoprawne żądanie, wystąpił błąd (190).' } );
		} else if ( nip === DATA.slow ) {
			const timer = setTimeout( () => {
				timers.delete( timer );
				if ( ! res.destroyed ) answer();
			}, slowMs );
			timers.add( timer );
		} else {
			answer();
		}
	} );
	await new Promise( ( resolve ) => server.listen( port, '127.0.0.1', resolve ) );
	const actual = server.address().port;
	return {
		url: `http://127.0.0.1:${ actual }`,
		port: actual,
		requests: () => [ ...requests ],
		stop: () =>
			new Promise( ( resolve ) => {
				for ( const timer of timers ) clearTimeout( timer );
				server.closeAllConnections?.();
				server.close( () => resolve() );
			} ),
	};
}
