import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
	errorMessage,
	getLegalPage,
	isAbortError,
	type LegalPage,
	type LegalSlug,
} from '../../api';
import { loadSanitizer } from '../../components/SafeHtml';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { getConfig } from '../../config';
import { LEGAL_PATHS } from '../../domain/legal';

export const LEGAL_TITLES: Record< LegalSlug, string > = {
	regulamin: 'Regulamin',
	'polityka-zwrotow': 'Polityka zwrotów',
	'polityka-prywatnosci': 'Polityka prywatności',
};

/**
 * A link inside the legal text to a page of this site: the storefront path it names (without the
 * site's base path), or null for anything else (other sites, mail, files, new tabs).
 */
export function internalPath(
	anchor: HTMLAnchorElement,
	origin: string,
	basePath: string
): string | null {
	if ( anchor.target && anchor.target !== '_self' ) {
		return null;
	}
	let url: URL;
	try {
		url = new URL( anchor.getAttribute( 'href' ) ?? '', origin + basePath );
	} catch {
		return null;
	}
	if (
		url.origin !== origin ||
		! url.pathname.startsWith( basePath ) ||
		/\/wp-(admin|content|json)\//.test( url.pathname )
	) {
		return null;
	}
	return '/' + url.pathname.slice( basePath.length ) + url.search + url.hash;
}

type State =
	| { status: 'loading' }
	| { status: 'error'; message: string }
	| { status: 'ready'; page: LegalPage };

/**
 * /regulamin, /polityka-zwrotow, /polityka-prywatnosci: the text staff edit in wp-admin (a WordPress
 * page, GET cosmetics/v1/pages/{slug}, preloaded on a full page load), sanitised, with the spec's fixed
 * ends: the terms link to the privacy policy and have a button to /kontakt; the returns policy links
 * to the online withdrawal function.
 */
export function LegalScreen( { slug }: { slug: LegalSlug } ) {
	const title = LEGAL_TITLES[ slug ];
	useDocumentTitle( title );
	const [ state, setState ] = useState< State >( { status: 'loading' } );
	const [ attempt, setAttempt ] = useState( 0 );
	const navigate = useNavigate();

	useEffect( () => {
		const controller = new AbortController();
		setState( { status: 'loading' } );
		// The text and the sanitiser together: the text appears once, in full (no shift while it loads).
		Promise.all( [
			getLegalPage( slug, controller.signal ),
			loadSanitizer(),
		] ).then(
			( [ page, sanitize ] ) =>
				! controller.signal.aborted &&
				setState( {
					status: 'ready',
					page: { ...page, content: sanitize( page.content ) },
				} ),
			( error: unknown ) => {
				if ( ! isAbortError( error ) ) {
					setState( {
						status: 'error',
						message: errorMessage( error ),
					} );
				}
			}
		);
		return () => controller.abort();
	}, [ slug, attempt ] );

	/** Links to other storefront pages inside the text stay in the app (no full page load). */
	const onContentClick = useCallback(
		( event: MouseEvent< HTMLDivElement > ) => {
			if (
				event.defaultPrevented ||
				event.button !== 0 ||
				event.metaKey ||
				event.ctrlKey ||
				event.shiftKey ||
				event.altKey
			) {
				return;
			}
			const anchor = ( event.target as Element ).closest?.( 'a' );
			if ( ! anchor ) {
				return;
			}
			const path = internalPath(
				anchor,
				window.location.origin,
				getConfig().basePath
			);
			if ( path ) {
				event.preventDefault();
				navigate( path );
			}
		},
		[ navigate ]
	);

	return (
		<article
			className="cs-container cs-page cs-legal"
			aria-labelledby="cs-legal-title"
		>
			<header className="cs-page__header">
				<p className="cs-eyebrow">Informacje prawne</p>
				<h1 id="cs-legal-title" className="cs-page-title">
					{ state.status === 'ready' ? state.page.title : title }
				</h1>
			</header>
			{ state.status === 'loading' ? (
				<div className="cs-legal__loading" aria-busy="true">
					<span className="cs-visually-hidden">Ładowanie…</span>
				</div>
			) : null }
			{ state.status === 'error' ? (
				<div className="cs-legal__error" role="alert">
					<p>{ state.message }</p>
					<button
						type="button"
						className="cs-button"
						onClick={ () => setAttempt( ( n ) => n + 1 ) }
					>
						Spróbuj ponownie
					</button>
				</div>
			) : null }
			{ state.status === 'ready' ? (
				// Sanitised by DOMPurify (loadSanitizer) above; the click handler only delegates link activation
				// (Enter on a link fires click), so it needs no key handler of its own.
				// eslint-disable-next-line react/no-danger, jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
				<div
					onClick={ onContentClick }
					className="cs-prose cs-legal__text"
					dangerouslySetInnerHTML={ { __html: state.page.content } }
				/>
			) : null }
			{ slug === 'regulamin' && state.status === 'ready' ? (
				<aside
					className="cs-legal__end"
					aria-label="Dane osobowe i kontakt"
				>
					<p>
						Zasady przetwarzania danych osobowych opisuje{ ' ' }
						<Link to={ LEGAL_PATHS.privacy }>
							Polityka prywatności
						</Link>
						.
					</p>
					<Link
						to={ LEGAL_PATHS.contact }
						className="cs-button cs-button--primary"
					>
						Skontaktuj się z nami
					</Link>
				</aside>
			) : null }
			{ slug === 'polityka-zwrotow' && state.status === 'ready' ? (
				<aside
					className="cs-legal__end"
					aria-label="Odstąpienie od umowy"
				>
					<p>
						Odstąp od umowy online – potwierdzenie z datą i godziną
						wyślemy e-mailem.
					</p>
					<Link
						to={ LEGAL_PATHS.withdrawal }
						className="cs-button cs-button--primary"
					>
						Odstąp od umowy
					</Link>
				</aside>
			) : null }
		</article>
	);
}
