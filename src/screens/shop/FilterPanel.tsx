import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { StoreCategorySummary } from '../../api/catalogue';
import type { QueryState } from '../../state/cache';
import { categorySlug, type CategoryNode } from '../../domain/categories';
import {
	FULL_PRICE_RANGE,
	PRICE_MAX,
	PRICE_MIN,
	normalisePriceRange,
	shopUrl,
	type PriceRange,
	type UrlFilters,
} from '../../domain/shopFilters';
import { decodeEntities } from '../../domain/text';

interface Props {
	categories: QueryState< StoreCategorySummary[] > & { reload: () => void };
	tree: CategoryNode[];
	url: UrlFilters;
	categoryInPath: boolean;
	price: PriceRange;
	onPriceChange: ( range: PriceRange ) => void;
	onCategoryChosen?: () => void;
}

/** Category tree and price range: the sidebar on desktop, the drawer's content on phones. */
export function FilterPanel( {
	categories,
	tree,
	url,
	categoryInPath,
	price,
	onPriceChange,
	onCategoryChosen,
}: Props ) {
	const id = useId();
	const active = url.category?.toLowerCase() ?? null;
	const link = ( slug: string | null ) =>
		shopUrl(
			{ category: slug, search: url.search },
			categoryInPath && slug !== null
		);
	const item = ( category: StoreCategorySummary, child = false ) => {
		const slug = categorySlug( category );
		const current = active === slug.toLowerCase();
		return (
			<Link
				to={ link( slug ) }
				className={ `cs-categories__link${
					child ? ' cs-categories__link--child' : ''
				}${ current ? ' is-current' : '' }` }
				aria-current={ current ? 'page' : undefined }
				onClick={ onCategoryChosen }
			>
				{ decodeEntities( category.name ) }
			</Link>
		);
	};

	// The category list: an error with a retry, placeholders while loading, or the tree.
	let categoryList: ReactNode;
	if ( categories.status === 'error' ) {
		categoryList = (
			<div className="cs-filters__error">
				<p role="alert">Błąd podczas pobierania kategorii</p>
				<button
					type="button"
					className="cs-link-button"
					onClick={ categories.reload }
				>
					Spróbuj ponownie
				</button>
			</div>
		);
	} else if ( categories.status !== 'ready' ) {
		categoryList = (
			<ul className="cs-categories" aria-hidden="true">
				{ [ 0, 1, 2 ].map( ( i ) => (
					<li key={ i } className="cs-categories__placeholder" />
				) ) }
			</ul>
		);
	} else {
		categoryList = (
			<ul className="cs-categories">
				<li>
					<Link
						to={ link( null ) }
						className={ `cs-categories__link${
							active === null ? ' is-current' : ''
						}` }
						aria-current={ active === null ? 'page' : undefined }
						onClick={ onCategoryChosen }
					>
						Wszystkie produkty
					</Link>
				</li>
				{ tree.map( ( { category, children } ) => (
					<li key={ category.id }>
						{ item( category ) }
						{ children.length ? (
							<ul className="cs-categories__children">
								{ children.map( ( child ) => (
									<li key={ child.id }>
										{ item( child, true ) }
									</li>
								) ) }
							</ul>
						) : null }
					</li>
				) ) }
			</ul>
		);
	}

	return (
		<div className="cs-filters">
			<nav
				className="cs-filters__section"
				aria-labelledby={ `${ id }-categories` }
			>
				<h2 id={ `${ id }-categories` } className="cs-filters__title">
					Kategorie
				</h2>
				{ categoryList }
			</nav>
			<PriceFilter id={ id } price={ price } onChange={ onPriceChange } />
		</div>
	);
}

/** Two number inputs, 0–800 zł step 1, applied when a value is committed (leaving the field or Enter). */
function PriceFilter( {
	id,
	price,
	onChange,
}: {
	id: string;
	price: PriceRange;
	onChange: ( range: PriceRange ) => void;
} ) {
	const [ min, setMin ] = useState( String( price.min ) );
	const [ max, setMax ] = useState( String( price.max ) );
	useEffect( () => {
		setMin( String( price.min ) );
		setMax( String( price.max ) );
	}, [ price.min, price.max ] );

	const commit = () => {
		const range = normalisePriceRange( min, max );
		setMin( String( range.min ) );
		setMax( String( range.max ) );
		if ( range.min !== price.min || range.max !== price.max ) {
			onChange( range );
		}
	};
	const onKeyDown = ( event: React.KeyboardEvent< HTMLInputElement > ) => {
		if ( event.key === 'Enter' ) {
			event.preventDefault();
			commit();
		}
	};
	const narrowed =
		price.min !== FULL_PRICE_RANGE.min ||
		price.max !== FULL_PRICE_RANGE.max;
	return (
		<fieldset className="cs-filters__section cs-price-filter">
			<legend className="cs-filters__title">Cena (zł)</legend>
			<div className="cs-price-filter__inputs">
				<label htmlFor={ `${ id }-min` }>
					<span>Od</span>
					<input
						id={ `${ id }-min` }
						type="number"
						inputMode="numeric"
						min={ PRICE_MIN }
						max={ PRICE_MAX }
						step={ 1 }
						value={ min }
						onChange={ ( event ) => setMin( event.target.value ) }
						onBlur={ commit }
						onKeyDown={ onKeyDown }
					/>
				</label>
				<span aria-hidden="true" className="cs-price-filter__dash">
					–
				</span>
				<label htmlFor={ `${ id }-max` }>
					<span>Do</span>
					<input
						id={ `${ id }-max` }
						type="number"
						inputMode="numeric"
						min={ PRICE_MIN }
						max={ PRICE_MAX }
						step={ 1 }
						value={ max }
						onChange={ ( event ) => setMax( event.target.value ) }
						onBlur={ commit }
						onKeyDown={ onKeyDown }
					/>
				</label>
			</div>
			{ narrowed ? (
				<button
					type="button"
					className="cs-link-button"
					onClick={ () => onChange( FULL_PRICE_RANGE ) }
				>
					Wyczyść cenę
				</button>
			) : null }
		</fieldset>
	);
}
