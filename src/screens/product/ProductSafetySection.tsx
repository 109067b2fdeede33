import { useId } from 'react';
import {
	identifiers,
	type ProductSafety,
	type SafetyParty,
} from '../../domain/productSafety';

/**
 * "Bezpieczeństwo produktu" (GPSR Art. 19): manufacturer, EU responsible person, what identifies the
 * product, warnings. Each row only when staff entered it; the caller renders nothing when no safety
 * information exists (domain hasSafetySection).
 */
export function ProductSafetySection( {
	safety,
	product,
	variation,
}: {
	safety: ProductSafety;
	product: { sku: string };
	variation: { id: number; sku: string } | null;
} ) {
	const headingId = useId();
	const ids = identifiers( safety, product, variation );
	return (
		<section className="cs-safety" aria-labelledby={ headingId }>
			<h2 id={ headingId } className="cs-safety__title">
				Bezpieczeństwo produktu
			</h2>
			<div className="cs-safety__grid">
				{ safety.manufacturer ? (
					<Party title="Producent" party={ safety.manufacturer } />
				) : null }
				{ safety.responsiblePerson ? (
					<Party
						title="Osoba odpowiedzialna w UE"
						party={ safety.responsiblePerson }
					/>
				) : null }
				{ ids.length ? (
					<div className="cs-safety__block">
						<h3 className="cs-safety__heading">
							Identyfikacja produktu
						</h3>
						<dl className="cs-safety__list">
							{ ids.map( ( item ) => (
								<div
									key={ item.label }
									className="cs-safety__row"
								>
									<dt>{ item.label }</dt>
									<dd>{ item.value }</dd>
								</div>
							) ) }
						</dl>
					</div>
				) : null }
				{ safety.warnings.length ? (
					<div className="cs-safety__block cs-safety__block--warnings">
						<h3 className="cs-safety__heading">
							Ostrzeżenia i środki ostrożności
						</h3>
						<ul className="cs-safety__warnings">
							{ safety.warnings.map( ( line, i ) => (
								<li key={ i }>{ line }</li>
							) ) }
						</ul>
					</div>
				) : null }
			</div>
		</section>
	);
}

function Party( { title, party }: { title: string; party: SafetyParty } ) {
	return (
		<div className="cs-safety__block">
			<h3 className="cs-safety__heading">{ title }</h3>
			<address className="cs-safety__address">
				{ party.name ? (
					<strong className="cs-safety__name">{ party.name }</strong>
				) : null }
				{ party.address
					? party.address.split( '\n' ).map( ( line, i ) => (
							<span key={ i } className="cs-safety__line">
								{ line }
							</span>
					  ) )
					: null }
				{ party.country ? (
					<span className="cs-safety__line">{ party.country }</span>
				) : null }
				{ party.email ? (
					<span className="cs-safety__line">
						E-mail:{ ' ' }
						<a href={ `mailto:${ party.email }` }>
							{ party.email }
						</a>
					</span>
				) : null }
				{ party.url ? (
					<span className="cs-safety__line">
						Kontakt:{ ' ' }
						<a
							href={ party.url }
							rel="noopener noreferrer nofollow"
							target="_blank"
						>
							{ party.url.replace( /^https?:\/\//i, '' ) }
							<span className="cs-visually-hidden">
								{ ' ' }
								(otwiera się w nowej karcie)
							</span>
						</a>
					</span>
				) : null }
			</address>
		</div>
	);
}
