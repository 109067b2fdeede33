import { Link } from 'react-router-dom';
import { errorMessage } from '../api';

/** The connection-error screen: what went wrong, reload, and the way back to the home page. */
export function ConnectionError( {
	error,
	onRetry,
	title = 'Nie udało się połączyć ze sklepem',
}: {
	error: unknown;
	onRetry: () => void;
	title?: string;
} ) {
	return (
		<section
			className="cs-container cs-message-screen"
			aria-labelledby="cs-connection-error-title"
		>
			<h1 id="cs-connection-error-title">{ title }</h1>
			<p role="alert">{ errorMessage( error ) }</p>
			<div className="cs-actions">
				<button
					type="button"
					className="cs-button cs-button--primary"
					onClick={ onRetry }
				>
					Odśwież
				</button>
				<Link to="/" className="cs-button">
					Wróć na stronę główną
				</Link>
			</div>
		</section>
	);
}
