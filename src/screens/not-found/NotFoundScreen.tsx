import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** Any path the storefront does not know (spec: 404 page 'Strona jest modernizowana'). */
export function NotFoundScreen() {
	useDocumentTitle( 'Strona jest modernizowana' );
	return (
		<section
			className="cs-container cs-message-screen"
			aria-labelledby="cs-404-title"
		>
			<h1 id="cs-404-title">Strona jest modernizowana</h1>
			<p>
				Sprawdź, czy adres strony jest wpisany poprawnie, albo wróć na
				stronę główną.
			</p>
			<Link to="/" className="cs-button cs-button--primary">
				Strona główna
			</Link>
		</section>
	);
}
