/**
 * Login limits under a real parallel burst against the local shop (several PHP workers): 40 wrong
 * passwords for one account sent at once must get exactly Limits::LOGIN_FAILURES_PER_ACCOUNT (5)
 * password evaluations (401) and 429 for the rest. The account is created for this run (registered
 * through the storefront's route, so it is unverified: a wrong password still answers 401 before the
 * verification check), so re-runs never depend on the demo data or on an earlier run's counters. The
 * local shop raises only the per-IP limits (filter cosmetics_storefront_rate_limit), not this one.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE_URL } from './support.mjs';

const RUN = `${ Date.now().toString( 36 ) }${ Math.random().toString( 36 ).slice( 2, 6 ) }`;
const PER_ACCOUNT = 5;
const BURST = 40;

async function post( path, body ) {
	const response = await fetch( `${ BASE_URL }/wp-json${ path }`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( body ),
	} );
	return { status: response.status, body: await response.json().catch( () => null ) };
}

test( `${ BURST } parallel wrong passwords for one account: exactly ${ PER_ACCOUNT } are evaluated (401), the rest get 429`, async () => {
	const email = `e2e.limit.${ RUN }@example.com`;
	const registered = await post( '/custom-auth/v1/register', {
		email,
		password: 'Prawdziwe!Haslo1',
		first_name: 'Limit',
		last_name: 'Test',
		username: email,
	} );
	assert.equal( registered.status, 201, JSON.stringify( registered.body ) );

	const answers = await Promise.all(
		Array.from( { length: BURST }, ( _, i ) => post( '/jwt-auth/v1/token', { username: email, password: `Zle!Haslo${ i }` } ) )
	);
	const count = ( status ) => answers.filter( ( a ) => a.status === status ).length;
	const summary = `401: ${ count( 401 ) }, 429: ${ count( 429 ) }, other: ${ BURST - count( 401 ) - count( 429 ) }`;
	console.log( `# burst of ${ BURST }: ${ summary }` );
	assert.equal( count( 401 ) + count( 429 ), BURST, summary );
	assert.equal( count( 401 ), PER_ACCOUNT, summary );
	assert.ok(
		answers.filter( ( a ) => a.status === 429 ).every( ( a ) => a.body?.message === 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 15 minut.' ),
		'429 carries the spec message'
	);

	// The right password does not help once the account is limited.
	assert.equal( ( await post( '/jwt-auth/v1/token', { username: email, password: 'Prawdziwe!Haslo1' } ) ).status, 429 );
} );
