import type { OrderDocument } from '../../api';
import { orderDate } from '../../domain/orders';
import '../../styles/order-documents.css';

/**
 * The invoices of an order (the invoicing plugin's): each one's kind and number as a link to its PDF,
 * its date and KSeF number. Nothing when the order has none.
 */
export function OrderDocuments( {
	documents,
	headingLevel = 2,
}: {
	documents: OrderDocument[];
	headingLevel?: 2 | 3;
} ) {
	if ( documents.length === 0 ) {
		return null;
	}
	const Heading = headingLevel === 2 ? 'h2' : 'h3';
	return (
		<section className="cs-order-documents">
			<Heading className="cs-order-documents__title">
				{ documents.length === 1 ? 'Faktura' : 'Faktury' }
			</Heading>
			<ul className="cs-order-documents__list">
				{ documents.map( ( document ) => (
					<li
						key={ document.id }
						data-testid={ `document-${ document.id }` }
					>
						<a href={ document.url } download>
							{ document.name } { document.number }{ ' ' }
							<span className="cs-order-documents__format">
								(PDF)
							</span>
						</a>
						{ document.date ? (
							<span className="cs-order-documents__date">
								{ ' ' }
								wystawiona { orderDate( document.date ) }
							</span>
						) : null }
						{ document.ksef ? (
							<span className="cs-order-documents__ksef">
								{ ' ' }
								Numer KSeF: { document.ksef }
							</span>
						) : null }
					</li>
				) ) }
			</ul>
		</section>
	);
}
