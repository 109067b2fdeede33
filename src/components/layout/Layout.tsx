import { Link, NavLink, Outlet } from 'react-router-dom';
import { getConfig } from '../../config';

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

/** The frame of every screen: skip link, navigation bar, main landmark, footer. */
export function Layout() {
	const shopName = getConfig().siteName || 'Sklep kosmetyczny';
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
				</div>
			</header>
			<main id="cs-main" className="cs-main" tabIndex={ -1 }>
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
