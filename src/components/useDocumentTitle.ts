import { useEffect } from 'react';
import { getConfig } from '../config';

/** Sets the tab title to "{title} – {shop}" (the shop name alone for ''). */
export function useDocumentTitle( title: string ): void {
	useEffect( () => {
		const shop = getConfig().siteName;
		document.title = [ title, shop ].filter( Boolean ).join( ' – ' );
	}, [ title ] );
}
