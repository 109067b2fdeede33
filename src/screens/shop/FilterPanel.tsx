import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useHref } from 'react-router-dom';
import { useServerFieldTakeover } from '../../components/serverFields';
import type { StoreCategorySummary } from '../../api';
import type { QueryState } from '../../state/cache';
import { categorySlug, type CategoryNode } from '../../domain/categories';
import {
	FULL_PRICE_RANGE,
	PRICE_MAX,
	PRICE_MIN,
	formFields,
	normalisePriceRange,
	shopPath,
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

/** Hidden fields of a GET form (formFields): the address's other filters. */
export function HiddenFields( {
	fields,
}: {
	fields: ReadonlyArray< [ string, string ] >;
} ) {
	return (
		<>
			{ fields.map( ( [ name, value ] ) => (
				<input
					key={ name }
					type="hidden"
					name={ name }
					value={ value }
				/>
			) ) }
		</>
	);
}

/**
 * Category tree and price range: the sidebar on desktop, the drawer's content on phones. A category
 * link keeps the other filters and names the category in the path (`/sklep/category/{slug}`, as the
 * server's links); the price range is a GET form (`price_min`, `price_max`).
 */
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
		shopUrl( { ...url, category: slug }, slug !== null );
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
			<PriceFilter
				id={ id }
				price={ price }
				onChange={ onPriceChange }
				url={ url }
				categoryInPath={ categoryInPath }
			/>
		</div>
	);
}

/**
 * An end's text: what the shopper typed, until it is applied; the address's value when the address
 * changes it from the value this end last stood for (Back or Forward, "Wyczyść cenę", a category link
 * keeping it). A value typed and not applied yet is never replaced: the router draws an address the
 * other end applied as a transition, which may commit after this end was typed into (a slow phone,
 * autofill), and that address still carries this end's old value (review 31b, finding 2).
 */
function usePriceDraft( value: number ) {
	const [ draft, setDraft ] = useState( String( value ) );
	/** The value the draft last stood for: shown from the address, or applied by the shopper. */
	const stoodFor = useRef( value );
	useEffect( () => {
		if ( value === stoodFor.current ) {
			return;
		}
		const before = String( stoodFor.current );
		stoodFor.current = value;
		// Typed and not applied: the shopper's.
		setDraft( ( current ) =>
			current === before ? String( value ) : current
		);
	}, [ value ] );
	/** The end applied as `applied` (its draft is shown as the committed value). */
	const apply = ( applied: number ) => {
		stoodFor.current = applied;
		setDraft( String( applied ) );
	};
	return { draft, setDraft, apply };
}

/**
 * Two number inputs, 0–800 zł step 1, in a GET form: applied when a value is committed (leaving the
 * field, Enter or the button; the app navigates to the address the form writes). "Wyczyść cenę" links
 * the address without the range.
 */
function PriceFilter( {
	id,
	price,
	onChange,
	url,
	categoryInPath,
}: {
	id: string;
	price: PriceRange;
	onChange: ( range: PriceRange ) => void;
	url: UrlFilters;
	categoryInPath: boolean;
} ) {
	const min = usePriceDraft( price.min );
	const max = usePriceDraft( price.max );
	const action = useHref( shopPath( url.category, categoryInPath ) );

	const commit = () => {
		const range = normalisePriceRange( min.draft, max.draft );
		min.apply( range.min );
		max.apply( range.max );
		if ( range.min !== price.min || range.max !== price.max ) {
			onChange( range );
		}
	};
	const narrowed =
		price.min !== FULL_PRICE_RANGE.min ||
		price.max !== FULL_PRICE_RANGE.max;
	const hidden = formFields( url, 'price', categoryInPath );
	return (
		<form
			className="cs-price-filter__form"
			action={ action }
			method="get"
			// A value out of 0–800 is brought into it (the app's commit, the server's reading), not refused.
			noValidate
			onSubmit={ ( event ) => {
				event.preventDefault();
				commit();
			} }
		>
			<fieldset className="cs-filters__section cs-price-filter">
				<legend className="cs-filters__title">Cena (zł)</legend>
				<HiddenFields fields={ hidden.before } />
				<div className="cs-price-filter__inputs">
					<PriceBound
						id={ `${ id }-min` }
						label="Od"
						name="price_min"
						bound={ PRICE_MIN }
						value={ min.draft }
						onChange={ min.setDraft }
						onBlur={ commit }
					/>
					<span aria-hidden="true" className="cs-price-filter__dash">
						–
					</span>
					<PriceBound
						id={ `${ id }-max` }
						label="Do"
						name="price_max"
						bound={ PRICE_MAX }
						value={ max.draft }
						onChange={ max.setDraft }
						onBlur={ commit }
					/>
				</div>
				<HiddenFields fields={ hidden.after } />
				<button
					type="submit"
					className="cs-button cs-price-filter__submit"
				>
					Filtruj
				</button>
				{ narrowed ? (
					<Link
						className="cs-link-button"
						to={ shopUrl(
							{ ...url, price: FULL_PRICE_RANGE },
							categoryInPath
						) }
					>
						Wyczyść cenę
					</Link>
				) : null }
			</fieldset>
		</form>
	);
}

/** One end of the price range: whole złoty within 0–800, its default (`bound`) left out of the address. */
function PriceBound( {
	id,
	label,
	name,
	bound,
	value,
	onChange,
	onBlur,
}: {
	id: string;
	label: string;
	name: string;
	bound: number;
	value: string;
	onChange: ( value: string ) => void;
	onBlur: () => void;
} ) {
	const input = useRef< HTMLInputElement >( null );
	// What the shopper typed into the server's "Od"/"Do" before the app: the draft, not yet applied
	// (review 31c finding 2; was reset to the address's).
	useServerFieldTakeover( name, input, onChange );
	return (
		<label htmlFor={ id }>
			<span>{ label }</span>
			<input
				ref={ input }
				id={ id }
				name={ name }
				type="number"
				inputMode="numeric"
				min={ PRICE_MIN }
				max={ PRICE_MAX }
				step={ 1 }
				data-default={ bound }
				value={ value }
				onChange={ ( event ) => onChange( event.target.value ) }
				onBlur={ onBlur }
			/>
		</label>
	);
}
