/**
 * /profil (spec section 2): login required (guests are sent to /), a back button to /sklep and three
 * tabs: 'Dane osobowe', 'Moje zamówienia', 'Bezpieczeństwo'.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useSession } from '../../state/session';
import { OrdersTab } from './OrdersTab';
import { PersonalDataTab } from './PersonalDataTab';
import { SecurityTab } from './SecurityTab';
import '../../styles/account-forms.css';
import '../../styles/account-pages.css';

const TABS = [
	{ id: 'dane', label: 'Dane osobowe' },
	{ id: 'zamowienia', label: 'Moje zamówienia' },
	{ id: 'bezpieczenstwo', label: 'Bezpieczeństwo' },
] as const;

type TabId = ( typeof TABS )[ number ][ 'id' ];

export function ProfileScreen() {
	useDocumentTitle( 'Mój profil' );
	const session = useSession();
	const [ tab, setTab ] = useState< TabId >( 'dane' );
	const base = useId();

	if ( session.status === 'guest' ) {
		return <Navigate to="/" replace />;
	}
	if ( session.status === 'loading' || ! session.user ) {
		return (
			<section className="cs-container cs-account-page">
				<p role="status">Ładowanie...</p>
			</section>
		);
	}

	const onKeyDown = ( event: KeyboardEvent ) => {
		const index = TABS.findIndex( ( t ) => t.id === tab );
		let next = -1;
		if ( event.key === 'ArrowRight' ) {
			next = ( index + 1 ) % TABS.length;
		} else if ( event.key === 'ArrowLeft' ) {
			next = ( index + TABS.length - 1 ) % TABS.length;
		}
		const target = TABS[ next ];
		if ( target ) {
			event.preventDefault();
			setTab( target.id );
			document.getElementById( `${ base }-tab-${ target.id }` )?.focus();
		}
	};

	return (
		<section className="cs-container cs-account-page cs-profile">
			<Link to="/sklep" className="cs-account-back">
				<span aria-hidden="true">←</span> Powrót do sklepu
			</Link>
			<h1 className="cs-profile__title">Mój profil</h1>
			<div
				className="cs-profile__tabs"
				role="tablist"
				aria-label="Mój profil"
			>
				{ TABS.map( ( t ) => (
					<button
						key={ t.id }
						id={ `${ base }-tab-${ t.id }` }
						type="button"
						role="tab"
						aria-selected={ tab === t.id }
						aria-controls={ `${ base }-panel-${ t.id }` }
						tabIndex={ tab === t.id ? 0 : -1 }
						className={ `cs-profile__tab${
							tab === t.id ? ' is-active' : ''
						}` }
						onClick={ () => setTab( t.id ) }
						onKeyDown={ onKeyDown }
					>
						{ t.label }
					</button>
				) ) }
			</div>
			<div
				id={ `${ base }-panel-${ tab }` }
				role="tabpanel"
				aria-labelledby={ `${ base }-tab-${ tab }` }
				className="cs-profile__panel"
			>
				{ tab === 'dane' ? <PersonalDataTab /> : null }
				{ tab === 'zamowienia' ? <OrdersTab /> : null }
				{ tab === 'bezpieczenstwo' ? <SecurityTab /> : null }
			</div>
		</section>
	);
}
