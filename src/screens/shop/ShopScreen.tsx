import { useEffect, useRef } from 'react';
import { ProductCard } from '../../components/product/ProductCard';
import { ConnectionError } from '../../components/ConnectionError';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { errorMessage } from '../../api/errors';
import { useProductList } from '../../state/productList';

const SKELETON_CARDS = 8;

/** /sklep: the product grid with 'load more'. Filters, search and sort arrive with the catalogue issue. */
export function ShopScreen() {
	useDocumentTitle( 'Sklep' );
	const { state, loadMore, reload } = useProductList( {} );
	const grid = useRef< HTMLUListElement >( null );
	/** After 'load more', focus moves to the first product it added (the button may be gone). */
	const firstNew = useRef< number | null >( null );
	const count = state.status === 'ready' ? state.products.length : 0;
	useEffect( () => {
		if ( firstNew.current !== null && count > firstNew.current ) {
			grid.current?.querySelectorAll( 'a' )[ firstNew.current ]?.focus();
			firstNew.current = null;
		}
	}, [ count ] );
	const onLoadMore = () => {
		firstNew.current = count;
		loadMore();
	};

	if ( state.status === 'error' ) {
		return <ConnectionError error={ state.error } onRetry={ reload } />;
	}

	return (
		<section className="cs-container cs-shop" aria-labelledby="cs-shop-title" aria-busy={ state.status === 'loading' }>
			<h1 id="cs-shop-title" className="cs-page-title">
				Sklep
			</h1>
			{ state.status === 'loading' ? (
				<>
					<p className="cs-visually-hidden" role="status">
						Ładowanie produktów…
					</p>
					<ul className="cs-grid" aria-hidden="true">
						{ Array.from( { length: SKELETON_CARDS }, ( _, i ) => (
							<li key={ i } className="cs-skeleton" />
						) ) }
					</ul>
				</>
			) : state.products.length === 0 ? (
				<p className="cs-message-screen">Nie znaleziono produktów</p>
			) : (
				<>
					<p className="cs-shop__count" role="status">
						Wyświetlono { state.products.length } z { state.total } produktów
					</p>
					<ul className="cs-grid" ref={ grid }>
						{ state.products.map( ( product ) => (
							<li key={ product.id }>
								<ProductCard product={ product } />
							</li>
						) ) }
					</ul>
					{ state.page < state.totalPages ? (
						<div className="cs-load-more">
							<button type="button" className="cs-button" onClick={ onLoadMore } disabled={ state.loadingMore }>
								{ state.loadingMore ? 'Ładowanie…' : 'Załaduj więcej' }
							</button>
						</div>
					) : null }
					{ state.moreError ? (
						<p role="alert" className="cs-message-screen">
							{ errorMessage( state.moreError ) }
						</p>
					) : null }
				</>
			) }
		</section>
	);
}
