/**
 * The navigation bar's account entry: 'Logowanie' for guests, the user menu (display name, email,
 * 'Mój profil', 'Wyloguj się') when logged in. `variant` 'menu' is the mobile side menu's entry.
 */
import { useSetAtom, useStore } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { dialogAtom, logOut, useSession } from '../../state/session';
import { firstLetter } from '../../domain/text';

export function AccountMenu( {
	variant = 'bar',
}: {
	variant?: 'bar' | 'menu';
} ) {
	const session = useSession();
	const store = useStore();
	const setDialog = useSetAtom( dialogAtom );
	const navigate = useNavigate();
	const [ open, setOpen ] = useState( false );
	const menuId = useId();
	const root = useRef< HTMLDivElement >( null );

	useEffect( () => {
		if ( ! open ) {
			return;
		}
		const onDown = ( event: MouseEvent ) => {
			if (
				root.current &&
				! root.current.contains( event.target as Node )
			) {
				setOpen( false );
			}
		};
		const onKey = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				setOpen( false );
			}
		};
		document.addEventListener( 'mousedown', onDown );
		document.addEventListener( 'keydown', onKey );
		return () => {
			document.removeEventListener( 'mousedown', onDown );
			document.removeEventListener( 'keydown', onKey );
		};
	}, [ open ] );

	const signOut = async () => {
		setOpen( false );
		await logOut( store );
		navigate( '/' );
	};

	if ( session.status !== 'authenticated' || ! session.user ) {
		return (
			<button
				type="button"
				className={ `cs-account-menu__login cs-account-menu--${ variant }` }
				onClick={ () => setDialog( { view: 'auth' } ) }
				disabled={ session.status === 'loading' }
			>
				Logowanie
			</button>
		);
	}
	const { user } = session;
	const items = (
		<>
			<p className="cs-account-menu__name">{ user.displayName }</p>
			<p className="cs-account-menu__email">{ user.email }</p>
			<Link
				to="/profil"
				className="cs-account-menu__item"
				onClick={ () => setOpen( false ) }
			>
				Mój profil
			</Link>
			<button
				type="button"
				className="cs-account-menu__item"
				onClick={ signOut }
			>
				Wyloguj się
			</button>
		</>
	);
	if ( variant === 'menu' ) {
		return (
			<div className="cs-account-menu cs-account-menu--menu">
				{ items }
			</div>
		);
	}
	return (
		<div className="cs-account-menu" ref={ root }>
			<button
				type="button"
				className="cs-account-menu__toggle"
				aria-expanded={ open }
				aria-controls={ menuId }
				onClick={ () => setOpen( ( o ) => ! o ) }
			>
				<span className="cs-account-menu__avatar" aria-hidden="true">
					{ firstLetter(
						user.firstName || user.displayName
					).toLocaleUpperCase( 'pl' ) }
				</span>
				<span className="cs-account-menu__label">
					{ user.displayName }
				</span>
			</button>
			<div
				id={ menuId }
				className="cs-account-menu__panel"
				hidden={ ! open }
			>
				{ items }
			</div>
		</div>
	);
}
