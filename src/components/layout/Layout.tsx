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
import { readTabMemory, writeTabMemory } from '../../state/tabMemory';
import { LEGAL_PATHS } from '../../domain/legal';
import { addressLine } from '../../domain/shopInfo';
import { AccountDialogs } from '../account/AccountDialogs';
import { AccountMenu } from '../account/AccountMenu';
import { CartButton } from '../cart/CartButton';
import { Drawer } from '../Drawer';
import { ScreenBoundary } from '../ErrorBoundary';
import {
	NAVBAR_TRANSLUCENT_AFTER,
	SCROLL_TO_TOP_AFTER,
	prefersReducedMotion,
	useScrolledPast,
} from './scroll';
import { onQueryReplaced } from './replaceQuery';

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

/** Where each history entry was scrolled, kept for the tab's life (a reload keeps it). */
const SCROLL_POSITIONS = 'cs-scroll-positions';

function storedPositions(): Map< string, number > {
	const stored = readTabMemory( SCROLL_POSITIONS );
	return new Map(
		Array.isArray( stored )
			? stored.filter(
					( entry ): entry is [ string, number ] =>
						Array.isArray( entry ) &&
						typeof entry[ 0 ] === 'string' &&
						typeof entry[ 1 ] === 'number'
			  )
			: []
	);
}

/**
 * Runs `step` now and, until it reports done, again each time the page grows (the screen's list still
 * loading), until the shopper scrolls, taps or types, or 10 s passed. Returns what stops it early.
 */
function untilLoaded(
	step: () => boolean,
	onDone: () => void = () => {}
): () => void {
	if ( step() || typeof ResizeObserver !== 'function' ) {
		onDone();
		return onDone;
	}
	const observer = new ResizeObserver( () => {
		if ( step() ) {
			stop();
		}
	} );
	const inputs = [ 'wheel', 'touchstart', 'keydown', 'pointerdown' ];
	const timer = window.setTimeout( () => stop(), 10000 );
	function stop() {
		observer.disconnect();
		window.clearTimeout( timer );
		inputs.forEach( ( type ) => window.removeEventListener( type, stop ) );
		onDone();
	}
	observer.observe( document.body );
	inputs.forEach( ( type ) =>
		window.addEventListener( type, stop, { passive: true } )
	);
	return stop;
}

/**
 * Scrolls to `top`, again as the page grows while it is still shorter than that (untilLoaded);
 * `onDone` once it is there or gave up.
 */
const scrollBackTo = ( top: number, onDone: () => void ) =>
	untilLoaded( () => {
		window.scrollTo( 0, top );
		return window.scrollY >= top - 1;
	}, onDone );

/** The position of the entry on screen in the tab's history (the router keeps it in the entry's state), or null. */
function historyIndex(): number | null {
	const state: unknown = window.history.state;
	const index =
		typeof state === 'object' && state !== null && 'idx' in state
			? state.idx
			: null;
	return typeof index === 'number' ? index : null;
}

/** An address as the storefront's links name it: path and query. */
const addressOf = ( at: { pathname: string; search: string } ) =>
	at.pathname + at.search;

/**
 * Focuses the link to `path` in `screen` (the product just left), the screen itself meanwhile, and the
 * link as soon as the list shows it (untilLoaded) if the focus is still on the screen.
 */
function focusLinkTo( screen: HTMLElement, path: string ): () => void {
	screen.focus( { preventScroll: true } );
	return untilLoaded( () => {
		const link = Array.from( screen.querySelectorAll( 'a[href]' ) ).find(
			( a ): a is HTMLAnchorElement =>
				a instanceof HTMLAnchorElement && addressOf( a ) === path
		);
		if ( link && screen.ownerDocument.activeElement === screen ) {
			link.focus( { preventScroll: true } );
		}
		return (
			link !== undefined || screen.ownerDocument.activeElement !== screen
		);
	} );
}

/**
 * The entry the page was loaded at, when the shopper left it by Back or Forward to another of the
 * storefront's entries before the app started (the page was still loading; the browser then changes
 * the address in the same document, and nothing else restores that entry's position). Else null. The
 * document's own address is its navigation entry's; a #fragment alone does not count.
 */
function leftBeforeStart(): URL | null {
	const [ entry ] =
		typeof window.performance?.getEntriesByType === 'function'
			? window.performance.getEntriesByType( 'navigation' )
			: [];
	if ( ! entry?.name ) {
		return null;
	}
	const loaded = new URL( entry.name, window.location.href );
	return loaded.pathname !== window.location.pathname ||
		loaded.search !== window.location.search
		? loaded
		: null;
}

/**
 * After a navigation inside the storefront, the new screen starts at the top and keyboard and
 * screen-reader users land in it (not on the link that is gone). Back and Forward return to where
 * that screen was scrolled (the list at the card the shopper opened, with the focus on its link):
 * the position of every history entry is remembered as the page scrolls (in sessionStorage, so a
 * reload on the way keeps it) and put back in the commit that shows the entry again, before it paints;
 * also when Back or Forward came before the app started (leftBeforeStart).
 * The browser's own restoration is off while the app runs (it scrolled the page being left to the
 * position of the one coming, a wrong frame on every Back) and back on when the page is left, so a
 * reload, or a return from another site, is restored by the browser as before.
 */
function useFocusOnNavigation() {
	const { pathname, search, key } = useLocation();
	const navigation = useNavigationType();
	const main = useRef< HTMLElement >( null );
	const [ loaded ] = useState( leftBeforeStart );
	const firstRender = useRef( ! loaded );
	const [ positions ] = useState( storedPositions );
	const onScreen = useRef( key );
	// The address of the entry on screen: a scroll while the browser's address is another one is the
	// browser's own scroll of a Back or Forward the app has not drawn yet (an entry of a reloaded page
	// keeps the browser's restoration), not this entry's position.
	const onScreenAddress = useRef( addressOf( window.location ) );
	const cameFrom = useRef( addressOf( loaded ?? window.location ) );
	const firstFocus = useRef( ! loaded );
	const restoredFocus = useRef( false );
	const pending = useRef( () => {} );
	const pendingFocus = useRef( () => {} );
	const lastIndex = useRef< number | null >( null );
	// While an entry is being scrolled back (its list still loading), the page's scrolls are not its
	// position: a Forward meanwhile would keep the half-way one.
	const restoring = useRef( false );
	useEffect( () => {
		const remember = () => {
			if (
				! restoring.current &&
				addressOf( window.location ) === onScreenAddress.current
			) {
				positions.set( onScreen.current, window.scrollY );
			}
		};
		const manual = () => {
			window.history.scrollRestoration = 'manual';
		};
		const leave = () => {
			window.history.scrollRestoration = 'auto';
			writeTabMemory( SCROLL_POSITIONS, [ ...positions ].slice( -100 ) );
		};
		manual();
		window.addEventListener( 'scroll', remember, { passive: true } );
		window.addEventListener( 'pagehide', leave );
		window.addEventListener( 'pageshow', manual );
		return () => {
			window.removeEventListener( 'scroll', remember );
			window.removeEventListener( 'pagehide', leave );
			window.removeEventListener( 'pageshow', manual );
			pending.current();
			pendingFocus.current();
		};
	}, [ positions ] );
	// A screen that writes into its own entry's address (replaceQuery) keeps it the entry on screen.
	useEffect(
		() =>
			onQueryReplaced( () => {
				onScreenAddress.current = addressOf( window.location );
			} ),
		[]
	);
	useLayoutEffect( () => {
		// An entry left without a scroll (the list's top) has its position too, so Back finds the link.
		if ( ! positions.has( onScreen.current ) ) {
			positions.set( onScreen.current, window.scrollY );
		}
		onScreen.current = key;
		onScreenAddress.current = addressOf( window.location );
	}, [ key, positions ] );
	useLayoutEffect( () => {
		if ( firstRender.current ) {
			firstRender.current = false;
			return;
		}
		pending.current();
		const back =
			navigation === NavigationType.Pop
				? positions.get( onScreen.current )
				: undefined;
		restoring.current = true;
		pending.current = scrollBackTo( back ?? 0, () => {
			restoring.current = false;
		} );
		restoredFocus.current = back !== undefined;
		// Another address starts at the top, also on the same path (the navigation bar's "Sklep" from a
		// search scrolled down the results); the focus below moves with the path only (a search keeps it).
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ pathname, search ] );
	// The focus after the commit (as ever): back to a list, the link of the product just left (once
	// the list shows it), else the screen itself (also Forward to a product: the link to the list it
	// came from is its breadcrumb, not where the shopper was).
	useEffect( () => {
		const index = historyIndex();
		const forward =
			index !== null &&
			lastIndex.current !== null &&
			index > lastIndex.current;
		lastIndex.current = index;
		if ( firstFocus.current ) {
			firstFocus.current = false;
			return;
		}
		pendingFocus.current();
		pendingFocus.current = () => {};
		if ( main.current && restoredFocus.current && ! forward ) {
			pendingFocus.current = focusLinkTo(
				main.current,
				cameFrom.current
			);
		} else {
			main.current?.focus( { preventScroll: true } );
		}
		cameFrom.current = addressOf( window.location );
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
				<ScreenBoundary>
					<Outlet />
				</ScreenBoundary>
			</main>
			<Footer shopName={ shopName } />
			<ScrollToTop />
		</div>
	);
}
