import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as accounts from '../../../api/accounts';
import { ApiError } from '../../../api/errors';
import { lastLocation, renderRoutes } from '../../../state/test/support/render';
import { ResetPasswordScreen } from '../ResetPasswordScreen';

jest.mock( '../../../api/accounts' );
const api = accounts as jest.Mocked< typeof accounts >;

const routes = [
	{ path: '/reset_hasla', element: <ResetPasswordScreen /> },
	{ path: '/', element: <p>home</p> },
];

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

describe( '/reset_hasla', () => {
	it.each( [
		'/reset_hasla',
		'/reset_hasla?key=abc',
		'/reset_hasla?login=anna',
	] )( '%s without key or login: the invalid-link screen', ( path ) => {
		renderRoutes( path, routes );
		expect(
			screen.getByRole( 'heading', { name: 'Nieprawidłowy link' } )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'Link resetowania hasła jest nieprawidłowy lub wygasł. Spróbuj ponownie zresetować hasło.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Wróć do strony głównej' } )
		).toHaveAttribute( 'href', '/' );
	} );

	it( 'shows the login, a live checklist, show/hide toggles and every message together', async () => {
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		renderRoutes( '/reset_hasla?key=k3y&login=anna%40example.com', routes );
		expect(
			screen.getByRole( 'heading', { name: 'Zmiana hasła' } )
		).toBeInTheDocument();
		expect( screen.getByText( 'anna@example.com' ) ).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Zmień hasło' } )
		);
		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent( 'Nowe hasło jest wymagane' );
		expect( alert ).toHaveTextContent(
			'Potwierdzenie hasła jest wymagane'
		);
		const field = screen.getByLabelText( 'Nowe hasło' );
		await user.type( field, 'Abcdefgh' );
		expect(
			screen.getByText( /Co najmniej 8 znaków/ ).closest( 'li' )
		).toHaveClass( 'is-met' );
		expect(
			screen
				.getByText( /Co najmniej jeden znak specjalny/ )
				.closest( 'li' )
		).not.toHaveClass( 'is-met' );
		expect( field ).toHaveAttribute( 'type', 'password' );
		await user.click(
			screen.getAllByRole( 'button', {
				name: 'Pokaż hasło',
			} )[ 0 ] as HTMLElement
		);
		expect( field ).toHaveAttribute( 'type', 'text' );
		await user.type( screen.getByLabelText( 'Potwierdź nowe hasło' ), 'x' );
		await user.click(
			screen.getByRole( 'button', { name: 'Zmień hasło' } )
		);
		await waitFor( () =>
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
				'Hasło musi zawierać co najmniej jeden znak specjalnyHasła nie są identyczne'
			)
		);
		expect(
			screen
				.getAllByRole( 'listitem' )
				.filter( ( item ) => item.closest( '[role="alert"]' ) )
				.map( ( item ) => item.textContent )
		).toEqual( [
			'Hasło musi zawierać co najmniej jeden znak specjalny',
			'Hasła nie są identyczne',
		] );
		expect( api.resetPassword ).not.toHaveBeenCalled();
	} );

	it( 'sends key, login and the new password; success, then / after 3 s', async () => {
		let resolve: () => void = () => undefined;
		api.resetPassword.mockReturnValue(
			new Promise( ( r ) => ( resolve = () => r( { message: '' } ) ) )
		);
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		renderRoutes( '/reset_hasla?key=k3y&login=anna', routes );
		await user.type( screen.getByLabelText( 'Nowe hasło' ), 'Nowe!Haslo1' );
		await user.type(
			screen.getByLabelText( 'Potwierdź nowe hasło' ),
			'Nowe!Haslo1'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Zmień hasło' } )
		);
		expect(
			screen.getByRole( 'button', { name: 'Zmieniam hasło...' } )
		).toBeDisabled();
		expect( api.resetPassword ).toHaveBeenCalledWith(
			'k3y',
			'anna',
			'Nowe!Haslo1'
		);
		await act( async () => resolve() );
		expect(
			screen.getByRole( 'heading', { name: 'Hasło zostało zmienione!' } )
		).toBeInTheDocument();
		await act( async () => jest.advanceTimersByTime( 2900 ) );
		expect( lastLocation ).toBe( '/reset_hasla?key=k3y&login=anna' );
		await act( async () => jest.advanceTimersByTime( 100 ) );
		expect( lastLocation ).toBe( '/' );
	} );

	it.each( [
		[ 400, 'Nieprawidłowy klucz resetowania lub dane' ],
		[ 404, 'Użytkownik nie istnieje lub klucz resetowania wygasł' ],
	] )( 'a %s answer shows "%s"', async ( status, message ) => {
		api.resetPassword.mockRejectedValue(
			new ApiError( {
				status,
				code: null,
				message: 'x',
				serverMessage: null,
			} )
		);
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		renderRoutes( '/reset_hasla?key=k3y&login=anna', routes );
		await user.type( screen.getByLabelText( 'Nowe hasło' ), 'Nowe!Haslo1' );
		await user.type(
			screen.getByLabelText( 'Potwierdź nowe hasło' ),
			'Nowe!Haslo1'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Zmień hasło' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			message
		);
	} );
} );
