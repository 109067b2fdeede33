import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/**
 * A route of the spec whose screen is built by a later issue (checkout, profile, legal pages, …).
 * It is a known route, so it is not the 404 screen.
 */
export function PlaceholderScreen( { title }: { title: string } ) {
	useDocumentTitle( title );
	return (
		<section className="cs-container cs-message-screen" aria-labelledby="cs-placeholder-title">
			<h1 id="cs-placeholder-title">{ title }</h1>
			<p>Ta część sklepu jest w przygotowaniu.</p>
			<Link to="/sklep" className="cs-button cs-button--primary">
				Przejdź do sklepu
			</Link>
		</section>
	);
}
