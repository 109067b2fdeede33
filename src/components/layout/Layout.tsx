import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
	Link,
	NavigationType,
	NavLink,
	Outlet,
	useLocation,
	useNavigationType,
} from 'react-router-dom';
import { getConfig } from '../../config';
import { LEGAL_PATHS } from '../../domain/legal';
import { addressLine } from '../../domain/shopInfo';
import { AccountDialogs } from '../account/AccountDialogs';
import { AccountMenu } from '../account/AccountMenu';
import { CartButton } from '../cart/CartButton';
import { Drawer } from '../Drawer';
import {
	NAVBAR_TRANSLUCENT_AFTER,
	SCROLL_TO_TOP_AFTER,
	prefersReducedMotion,
	useScrolledPast,
} from './scroll';

export const MAIN_LINKS = [
	{ to: '/sklep', label: 'Sklep' },
	{ to: '/kontakt', label: 'Kontakt' },
];

const FOOTER_LINKS = [
	{ to: LEGAL_PATHS.terms, label: 'Regulamin' },
	{ to: LEGAL_PATHS.returns, label: 'Polityka zwrotów' },
	{ to: LEGAL_PATHS.privacy, label: 'Polityka prywatności' },
	{ to: LEGAL_PATHS.withdrawal, label: 'Odstąpienie od umowy' },
	{ to: LEGAL_PATHS.contact, label: 'Kontakt' },
];

/**
 * After a navigation inside the storefront, the new screen starts at the top and keyboard and
 * screen-reader users land in it (not on the link that is gone). Back and Forward return to where
 * that screen was scrolled (the list at the card the shopper opened): the position of every history
 * entry is remembered as the page scrolls, and put back in the commit that shows the entry again,
 * before it paints. Not on the first render (the browser's own restoration after a reload stays).
 */
function useFocusOnNavigation() {
	const { pathname, key } = useLocation();
	const navigation = useNavigationType();
	const main = useRef< HTMLElement >( null );
	const firstRender = useRef( true );
	const positions = useRef( new Map< string, number >() );
	const onScreen = useRef( key );
	// From Back/Forward until the entry is on screen: the browser scrolls the page it leaves to the
	// position of the entry it goes to, which is nobody's position.
	const traversing = useRef( false );
	useEffect( () => {
		const remember = () => {
			if ( ! traversing.current ) {
				positions.current.set( onScreen.current, window.scrollY );
			}
		};
		const traverse = () => {
			traversing.current = true;
		};
		window.addEventListener( 'scroll', remember, { passive: true } );
		window.addEventListener( 'popstate', traverse );
		return () => {
			window.removeEventListener( 'scroll', remember );
			window.removeEventListener( 'popstate', traverse );
		};
	}, [] );
	useLayoutEffect( () => {
		onScreen.current = key;
		traversing.current = false;
	}, [ key ] );
	useLayoutEffect( () => {
		if ( firstRender.current ) {
			firstRender.current = false;
			return;
		}
		const back =
			navigation === NavigationType.Pop
				? positions.current.get( onScreen.current )
				: undefined;
		window.scrollTo( 0, back ?? 0 );
		main.current?.focus( { preventScroll: true } );
		// The screen changes with the path: a new search or filter keeps the page where it is.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ pathname ] );
	return main;
}

/** Phones and tablets: Sklep, Kontakt and the account entry ('Logowanie') in a side menu. */
function SideMenu() {
	const [ open, setOpen ] = useState( false );
	const button = useRef< HTMLButtonElement >( null );
	const { pathname } = useLocation();
	useEffect( () => setOpen( false ), [ pathname ] );
	return (
		<>
			<button
				ref={ button }
				type="button"
				className="cs-menu-button"
				aria-expanded={ open }
				aria-controls={ open ? 'cs-side-menu' : undefined }
				onClick={ () => setOpen( true ) }
			>
				<span className="cs-menu-button__icon" aria-hidden="true" />
				<span className="cs-visually-hidden">Menu</span>
			</button>
			<Drawer
				open={ open }
				onClose={ () => setOpen( false ) }
				title="Menu"
				returnFocus={ button }
			>
				<nav
					id="cs-side-menu"
					aria-label="Menu boczne"
					className="cs-side-menu"
				>
					<ul className="cs-side-menu__list">
						{ MAIN_LINKS.map( ( { to, label } ) => (
							<li key={ to }>
								<NavLink
									to={ to }
									className="cs-side-menu__link"
									onClick={ () => setOpen( false ) }
								>
									{ label }
								</NavLink>
							</li>
						) ) }
					</ul>
					{ /* 'Logowanie', 'Mój profil', 'Wyloguj się': the item acts, then (bubbling) the menu closes, so the login dialog is the only dialog open. Not in the capture phase: closing first would unmount the button before its own click handler runs. The wrapper is no control of its own (role="presentation"): it hears its links' and buttons' clicks, which Enter and Space fire too. */ }
					<div
						role="presentation"
						className="cs-side-menu__account"
						onClick={ ( event ) =>
							( event.target as HTMLElement ).closest(
								'a, button'
							) && setOpen( false )
						}
					>
						<AccountMenu variant="menu" />
					</div>
				</nav>
			</Drawer>
		</>
	);
}

/** Shown after 200 px of scroll; takes the page (and keyboard focus) back to the top. */
export function ScrollToTop() {
	const visible = useScrolledPast( SCROLL_TO_TOP_AFTER );
	if ( ! visible ) {
		return null;
	}
	const toTop = () => {
		window.scrollTo( {
			top: 0,
			behavior: prefersReducedMotion() ? 'auto' : 'smooth',
		} );
		document
			.querySelector< HTMLElement >( '.cs-brand' )
			?.focus( { preventScroll: true } );
	};
	return (
		<button type="button" className="cs-scroll-top" onClick={ toTop }>
			<span aria-hidden="true" className="cs-scroll-top__arrow" />
			<span className="cs-visually-hidden">Przewiń do góry</span>
		</button>
	);
}

function Footer( { shopName }: { shopName: string } ) {
	const info = getConfig().settings.shopInfo;
	const year = new Date().getFullYear();
	return (
		<footer className="cs-footer">
			<div className="cs-container cs-footer__grid">
				<div className="cs-footer__about">
					<p className="cs-footer__brand">{ shopName }</p>
					{ info ? (
						<address className="cs-footer__address">
							{ [ info.sellerName.trim(), addressLine( info ) ]
								.filter( Boolean )
								.map( ( line, index ) => (
									<span key={ index }>
										{ index ? <br /> : null }
										{ line }
									</span>
								) ) }
							{ info.nip ? (
								<>
									<br />
									NIP { info.nip }
								</>
							) : null }
						</address>
					) : null }
				</div>
				{ info && ( info.phone || info.email ) ? (
					<div>
						<h2 className="cs-footer__title">Kontakt</h2>
						<ul className="cs-footer__list">
							{ info.phone ? (
								<li>
									<a
										href={ `tel:${ info.phone.replace(
											/[^\d+]/g,
											''
										) }` }
									>
										{ info.phone }
									</a>
								</li>
							) : null }
							{ info.email ? (
								<li>
									<a href={ `mailto:${ info.email }` }>
										{ info.email }
									</a>
								</li>
							) : null }
							{ info.socials.map( ( social ) => (
								<li key={ social.url }>
									<a
										href={ social.url }
										rel="noopener noreferrer"
										target="_blank"
									>
										{ social.name }
										<span className="cs-visually-hidden">
											{ ' ' }
											(otwiera się w nowej karcie)
										</span>
									</a>
								</li>
							) ) }
						</ul>
					</div>
				) : null }
				<nav aria-label="Informacje">
					<h2 className="cs-footer__title">Informacje</h2>
					<ul className="cs-footer__list">
						{ FOOTER_LINKS.map( ( { to, label } ) => (
							<li key={ to }>
								<Link to={ to }>{ label }</Link>
							</li>
						) ) }
					</ul>
				</nav>
			</div>
			<div className="cs-container cs-footer__bottom">
				<p>
					© { year } { info?.sellerName || shopName }
				</p>
			</div>
		</footer>
	);
}

/** The frame of every screen: skip link, navigation bar, main landmark, footer, scroll-to-top. */
export function Layout() {
	const shopName = getConfig().siteName || 'Sklep';
	const main = useFocusOnNavigation();
	const translucent = useScrolledPast( NAVBAR_TRANSLUCENT_AFTER );
	return (
		<div className="cs-app">
			<a className="cs-skip-link" href="#cs-main">
				Przejdź do treści
			</a>
			<header
				className={ `cs-navbar${
					translucent ? ' cs-navbar--translucent' : ''
				}` }
			>
				<div className="cs-container cs-navbar__inner">
					<div className="cs-navbar__start">
						<SideMenu />
						<Link to="/" className="cs-brand">
							{ shopName }
						</Link>
					</div>
					<nav
						aria-label="Główna nawigacja"
						className="cs-navbar__nav"
					>
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
			<Footer shopName={ shopName } />
			<ScrollToTop />
		</div>
	);
}
