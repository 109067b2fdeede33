import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { getConfig } from '../../config';
import { useSession } from '../../state/session';
import { LoginButton } from '../../components/LoginButton';
import { CategoryCards } from './CategoryCards';

export function HomeScreen() {
	useDocumentTitle( '' );
	const cards = getConfig().settings.homeCards ?? [];
	const session = useSession();
	return (
		<>
			<section className="cs-hero" aria-labelledby="cs-hero-title">
				<div className="cs-container cs-hero__inner">
					<p className="cs-eyebrow">
						Kosmetyki profesjonalne i do pielęgnacji domowej
					</p>
					<h1 id="cs-hero-title" className="cs-hero__title">
						Pielęgnacja, która widzi różnicę
					</h1>
					<p className="cs-hero__lead">
						Dermokosmetyki, linie zabiegowe i codzienna pielęgnacja
						— dla klientów indywidualnych i gabinetów kosmetycznych.
					</p>
					<div className="cs-actions">
						<Link
							to="/sklep"
							className="cs-button cs-button--primary"
						>
							Przejdź do sklepu
						</Link>
						{ session.status === 'guest' ? <LoginButton /> : null }
					</div>
				</div>
			</section>
			<CategoryCards cards={ cards } />
		</>
	);
}
