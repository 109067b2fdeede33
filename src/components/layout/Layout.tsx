import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { getConfig } from '../../config';
import { AccountDialogs } from '../account/AccountDialogs';
import { AccountMenu } from '../account/AccountMenu';
import { CartButton } from '../cart/CartButton';

const MAIN_LINKS = [
	{ to: '/sklep', label: 'Sklep' },
	{ to: '/kontakt', label: 'Kontakt' },
];

const FOOTER_LINKS = [
	{ to: '/regulamin', label: 'Regulamin' },
	{ to: '/polityka-zwrotow', label: 'Polityka zwrotów' },
	{ to: '/polityka-prywatnosci', label: 'Polityka prywatności' },
	{ to: '/kontakt', label: 'Kontakt' },
];

/**
 * After a navigation inside the storefront, the new screen starts at the top and keyboard and
 * screen-reader users land in it (not on the link that is gone). Not on the first render.
 */
function useFocusOnNavigation() {
	const { pathname } = useLocation();
	const main = useRef< HTMLElement >( null );
	const firstRender = useRef( true );
	useEffect( () => {
		if ( firstRender.current ) {
			firstRender.current = false;
			return;
		}
		window.scrollTo( 0, 0 );
		main.current?.focus( { preventScroll: true } );
	}, [ pathname ] );
	return main;
}

/** The frame of every screen: skip link, navigation bar, main landmark, footer. */
export function Layout() {
	const shopName = getConfig().siteName || 'Sklep';
	const main = useFocusOnNavigation();
	return (
		<div className="cs-app">
			<a className="cs-skip-link" href="#cs-main">
				Przejdź do treści
			</a>
			<header className="cs-navbar">
				<div className="cs-container cs-navbar__inner">
					<Link to="/" className="cs-brand">
						{ shopName }
					</Link>
					<nav aria-label="Główna nawigacja">
						<ul className="cs-nav">
							{ MAIN_LINKS.map( ( { to, label } ) => (
								<li key={ to }>
									<NavLink to={ to }>{ label }</NavLink>
								</li>
							) ) }
						</ul>
					</nav>
					<div className="cs-navbar__actions">
						<AccountMenu />
						<CartButton />
					</div>
				</div>
			</header>
			<AccountDialogs />
			<main id="cs-main" className="cs-main" tabIndex={ -1 } ref={ main }>
				<Outlet />
			</main>
			<footer className="cs-footer">
				<div className="cs-container cs-footer__inner">
					<p className="cs-footer__brand">{ shopName }</p>
					<nav aria-label="Informacje">
						<ul className="cs-footer__links">
							{ FOOTER_LINKS.map( ( { to, label } ) => (
								<li key={ to }>
									<Link to={ to }>{ label }</Link>
								</li>
							) ) }
						</ul>
					</nav>
				</div>
			</footer>
		</div>
	);
}
