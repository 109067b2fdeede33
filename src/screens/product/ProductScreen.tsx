import { Link, useParams } from 'react-router-dom';
import { getProduct } from '../../api/catalogue';
import { isApiError } from '../../api/errors';
import { ConnectionError } from '../../components/ConnectionError';
import { Price } from '../../components/product/Price';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { decodeEntities, htmlToText } from '../../domain/text';
import { useAsync } from '../../state/useAsync';

/** /sklep/product/{id}: a first product page (gallery, tabs and cart arrive with their issues). */
export function ProductScreen() {
	const { id = '' } = useParams();
	const productId = /^\d+$/.test( id ) ? Number( id ) : 0;
	const result = useAsync( () => ( productId ? getProduct( productId ) : Promise.resolve( null ) ), String( productId ) );
	const product = result.status === 'success' ? result.data : null;
	useDocumentTitle( product ? decodeEntities( product.name ) : 'Produkt' );

	if ( result.status === 'loading' ) {
		return (
			<p className="cs-container cs-message-screen" role="status">
				Ładowanie produktu…
			</p>
		);
	}
	const notFound = ( result.status === 'error' && isApiError( result.error ) && ( result.error.status === 404 || result.error.status === 400 ) ) || ( result.status === 'success' && ! product );
	if ( notFound || ! product ) {
		if ( result.status === 'error' && ! notFound ) {
			return <ConnectionError error={ result.error } onRetry={ result.reload } title="Błąd podczas pobierania produktu" />;
		}
		return (
			<section className="cs-container cs-message-screen" aria-labelledby="cs-product-missing">
				<h1 id="cs-product-missing">Nie znaleziono produktu</h1>
				<p>Ten produkt nie istnieje lub nie jest już dostępny.</p>
				<Link to="/sklep" className="cs-button cs-button--primary">
					Wróć do sklepu
				</Link>
			</section>
		);
	}

	const name = decodeEntities( product.name );
	const image = product.images[ 0 ];
	return (
		<article className="cs-container cs-product" aria-labelledby="cs-product-title">
			<nav className="cs-breadcrumb" aria-label="Okruszki">
				<Link to="/sklep">Sklep</Link> / <span aria-current="page">{ name }</span>
			</nav>
			<div className="cs-product__layout">
				<div className="cs-product__media">
					{ image ? <img src={ image.src } alt={ image.alt || name } width={ 800 } height={ 800 } /> : null }
				</div>
				<div>
					<h1 id="cs-product-title" className="cs-product__title">
						{ name }
					</h1>
					<p className="cs-product__price">
						<Price prices={ product.prices } />
					</p>
					<p className="cs-stock">{ htmlToText( product.stock_availability?.text ?? '' ) || ( product.is_in_stock ? 'Dostępny' : 'Niedostępny' ) }</p>
					<p className="cs-product__summary">{ htmlToText( product.short_description ) }</p>
				</div>
			</div>
		</article>
	);
}
