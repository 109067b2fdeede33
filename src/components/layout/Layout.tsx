import { Link, NavLink, Outlet } from 'react-router-dom';
import { getConfig } from '../../config';

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
							<li>
								<NavLink to="/sklep">Sklep</NavLink>
							</li>
							<li>
								<NavLink to="/kontakt">Kontakt</NavLink>
							</li>
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
							<li>
								<Link to="/regulamin">Regulamin</Link>
							</li>
							<li>
								<Link to="/polityka-zwrotow">Polityka zwrotów</Link>
							</li>
							<li>
								<Link to="/polityka-prywatnosci">Polityka prywatności</Link>
							</li>
							<li>
								<Link to="/kontakt">Kontakt</Link>
							</li>
						</ul>
					</nav>
				</div>
			</footer>
		</div>
	);
}
