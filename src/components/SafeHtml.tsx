import { useEffect, useState } from 'react';

/**
 * Product HTML from the Store API, sanitised with DOMPurify before it reaches the page (DESIGN.md
 * deviation 7): no scripts, event handlers, styles, forms or frames; links that open a new tab get
 * rel="noopener noreferrer". Nothing is rendered until the sanitiser is there (it is loaded on demand,
 * so the shop's first bundle stays small); the raw HTML is never rendered.
 */
type Sanitize = ( html: string ) => string;

let sanitizer: Promise< Sanitize > | null = null;

export function loadSanitizer(): Promise< Sanitize > {
	sanitizer ??= import( /* webpackChunkName: "sanitize" */ 'dompurify' ).then(
		( module ) => {
			const DOMPurify = module.default;
			DOMPurify.addHook( 'afterSanitizeAttributes', ( node ) => {
				if (
					node.tagName === 'A' &&
					node.getAttribute( 'target' ) === '_blank'
				) {
					node.setAttribute( 'rel', 'noopener noreferrer' );
				}
			} );
			return ( html: string ) =>
				DOMPurify.sanitize( html, {
					USE_PROFILES: { html: true },
					FORBID_TAGS: [
						'style',
						'form',
						'input',
						'button',
						'textarea',
						'select',
						'iframe',
						'object',
						'embed',
					],
					FORBID_ATTR: [ 'style' ],
				} );
		}
	);
	return sanitizer;
}

export function SafeHtml( {
	html,
	className,
}: {
	html: string;
	className?: string;
} ) {
	const [ clean, setClean ] = useState< {
		source: string;
		html: string;
	} | null >( null );
	useEffect( () => {
		let current = true;
		loadSanitizer().then(
			( sanitize ) =>
				current && setClean( { source: html, html: sanitize( html ) } )
		);
		return () => {
			current = false;
		};
	}, [ html ] );
	if ( ! clean || clean.source !== html ) {
		return <div className={ className } aria-busy="true" />;
	}
	// eslint-disable-next-line react/no-danger -- sanitised by DOMPurify just above.
	return (
		<div
			className={ className }
			dangerouslySetInnerHTML={ { __html: clean.html } }
		/>
	);
}
