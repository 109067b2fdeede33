import {
	useCallback,
	useEffect,
	useId,
	useMemo,
	useRef,
	useState,
} from 'react';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '../../api';
import type { StoreProduct } from '../../api';
import { ConnectionError } from '../../components/ConnectionError';
import { OmnibusNote } from '../../components/product/OmnibusNote';
import { Price } from '../../components/product/Price';
import { StockStatus } from '../../components/product/StockStatus';
import { QuantitySelector } from '../../components/QuantitySelector';
import { SafeHtml } from '../../components/SafeHtml';
import { useServerFieldTakeover } from '../../components/serverFields';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { categorySlug } from '../../domain/categories';
import { priceTier, shownPriceDiscounted } from '../../domain/omnibus';
import { hasSafetySection, productSafety } from '../../domain/productSafety';
import { shopUrl } from '../../domain/shopFilters';
import { clampQuantity, quantityBounds, stockState } from '../../domain/stock';
import { decodeEntities, htmlToText, productName } from '../../domain/text';
import {
	defaultSelection,
	findVariationId,
	variationAttributes,
	type VariationSelection,
} from '../../domain/variations';
import {
	serverFormRefusal,
	useCartActions,
	useCartState,
} from '../../state/cart';
import { useProduct, useVariations } from '../../state/catalogue';
import { Gallery } from './Gallery';
import { ProductSafetySection } from './ProductSafetySection';
import { Tabs } from './ProductTabs';
import { VariationPicker } from './VariationPicker';

/** Store API ids are positive integers; anything else is a product that does not exist (no request). */
export function parseProductId( raw: string | undefined ): number | null {
	return raw &&
		/^[1-9]\d{0,18}$/.test( raw ) &&
		Number.isSafeInteger( Number( raw ) )
		? Number( raw )
		: null;
}

/** /sklep/product/{id}: gallery, price and Omnibus line, variations, stock, quantity, add to cart, description. */
export function ProductScreen() {
	const { id } = useParams();
	const productId = parseProductId( id );
	const result = useProduct( productId );
	const product = result.status === 'ready' ? result.data : null;
	useDocumentTitle( product ? productName( product.name ) : 'Produkt' );

	if ( result.status === 'loading' ) {
		return (
			<div className="cs-container cs-product" aria-busy="true">
				<p className="cs-visually-hidden" role="status">
					Ładowanie produktu…
				</p>
				<div className="cs-product__layout" aria-hidden="true">
					<div className="cs-skeleton cs-skeleton--square" />
					<div className="cs-product__skeleton-text">
						<div className="cs-skeleton cs-skeleton--line" />
						<div className="cs-skeleton cs-skeleton--line cs-skeleton--short" />
					</div>
				</div>
			</div>
		);
	}
	const notFound =
		productId === null ||
		( result.status === 'error' &&
			isApiError( result.error ) &&
			( result.error.status === 404 || result.error.status === 400 ) );
	if ( result.status === 'error' && ! notFound ) {
		return (
			<ConnectionError
				error={ result.error }
				onRetry={ result.reload }
				title="Błąd podczas pobierania produktu"
			/>
		);
	}
	if ( notFound || ! product ) {
		return (
			<section
				className="cs-container cs-message-screen"
				aria-labelledby="cs-product-missing"
			>
				<h1 id="cs-product-missing">Nie znaleziono produktu</h1>
				<p>Ten produkt nie istnieje lub nie jest już dostępny.</p>
				<Link to="/sklep" className="cs-button cs-button--primary">
					Wróć do sklepu
				</Link>
			</section>
		);
	}
	return <ProductView key={ product.id } product={ product } />;
}

function ProductView( { product }: { product: StoreProduct } ) {
	const name = productName( product.name );
	const isVariable =
		variationAttributes( product ).length > 0 &&
		product.variations.length > 0;
	const variations = useVariations( isVariable ? product.id : null );
	const [ selection, setSelection ] = useState< VariationSelection >( () =>
		defaultSelection( product )
	);
	const choose = useCallback(
		( attribute: string, slug: string ) =>
			setSelection( ( current ) => ( {
				...current,
				[ attribute ]: slug,
			} ) ),
		[]
	);
	const variationId = isVariable
		? findVariationId( product, selection )
		: null;
	const variation =
		variationId !== null && variations.status === 'ready'
			? variations.data.find( ( item ) => item.id === variationId ) ??
			  null
			: null;
	/** What the price, stock and quantity show: the chosen variation, else the product. */
	const shown = variation ?? product;
	const stock = stockState( shown );
	const bounds = quantityBounds( shown );
	const [ quantity, setQuantity ] = useState( 1 );
	const { min, max } = bounds;
	// The quantity set in the server's add-to-cart form before the takeover (Screens\ProductScreen::buy_room) is
	// the app's: a takeover between "+" and "Dodaj do koszyka" loses nothing.
	const quantityInput = useRef< HTMLInputElement >( null );
	useServerFieldTakeover( 'quantity', quantityInput, ( typed ) =>
		setQuantity( clampQuantity( typed, { min, max } ) )
	);
	useEffect(
		() => setQuantity( ( q ) => clampQuantity( q, { min, max } ) ),
		[ min, max ]
	);

	const [ image, setImage ] = useState( 0 );
	// A variation with its own photo shows it, when the gallery has it.
	const variationImage = variation?.images[ 0 ]?.id;
	useEffect( () => {
		const index = variationImage
			? product.images.findIndex( ( item ) => item.id === variationImage )
			: -1;
		if ( index >= 0 ) {
			setImage( index );
		}
	}, [ variationImage, product.images ] );

	const hintId = useId();
	// The breadcrumb's category: the first one listed (one rule with the JSON-LD BreadcrumbList and the server's first screen: Domain\\ShownProduct::breadcrumb_category), linked at the category's own address as there.
	const category = product.categories[ 0 ];
	const details = product.attributes.filter(
		( attribute ) => ! attribute.has_variations && attribute.terms.length
	);
	const needsChoice = isVariable && variationId === null;
	const variationsFailed = isVariable && variations.status === 'error';
	let hint = '';
	if ( ! stock.orderable ) {
		hint = 'Produkt jest obecnie niedostępny.';
	} else if ( needsChoice ) {
		hint = 'Wybierz wariant produktu.';
	}
	const cartActions = useCartActions();
	const { loading: cartBusy, notice: cartNotice } = useCartState();
	// Back from the server's add-to-cart form, refused (AddToCartForm): WooCommerce's words, as the server showed them.
	const [ addError, setAddError ] = useState< string | null >( () =>
		serverFormRefusal( product.id )
	);
	const addToCart = async () => {
		setAddError( null );
		const failure = await cartActions.add( shown.id, quantity, bounds.max );
		if ( failure && failure !== cartNotice ) {
			setAddError( failure );
		}
		cartActions.open();
	};
	const summary = htmlToText( product.short_description );
	const safety = useMemo( () => productSafety( product ), [ product ] );

	const tabs = useMemo(
		() => [
			{
				id: 'description',
				label: 'Opis',
				content: product.description.trim() ? (
					<SafeHtml
						html={ product.description }
						className="cs-prose"
					/>
				) : (
					<p className="cs-muted">
						Ten produkt nie ma jeszcze opisu.
					</p>
				),
			},
			...( safety?.ingredients
				? [
						{
							id: 'ingredients',
							label: 'Skład',
							content: (
								<p className="cs-ingredients__list">
									{ safety.ingredients }
								</p>
							),
						},
				  ]
				: [] ),
			...( details.length || product.sku
				? [
						{
							id: 'details',
							label: 'Szczegóły',
							content: <Attributes product={ product } />,
						},
				  ]
				: [] ),
		],
		[ product, safety ] // eslint-disable-line react-hooks/exhaustive-deps
	);

	return (
		<article
			className="cs-container cs-product"
			aria-labelledby="cs-product-title"
		>
			<nav className="cs-breadcrumb" aria-label="Okruszki">
				<Link to="/sklep">Sklep</Link>
				{ category ? (
					<>
						{ ' ' }
						<span aria-hidden="true">/</span>{ ' ' }
						<Link
							to={ shopUrl(
								{
									category: categorySlug( category ),
									search: '',
								},
								true
							) }
						>
							{ decodeEntities( category.name ) }
						</Link>
					</>
				) : null }{ ' ' }
				<span aria-hidden="true">/</span>{ ' ' }
				<span aria-current="page">{ name }</span>
			</nav>
			<div className="cs-product__layout">
				<Gallery
					images={ product.images }
					name={ name }
					selected={ image }
					onSelect={ setImage }
				/>
				<div className="cs-product__info">
					{ category ? (
						<p className="cs-eyebrow">
							{ decodeEntities( category.name ) }
						</p>
					) : null }
					<h1 id="cs-product-title" className="cs-product__title">
						{ name }
					</h1>
					<div className="cs-product__price-block">
						<p className="cs-product__price">
							<Price prices={ shown.prices } />
							{ shownPriceDiscounted( shown ) ? (
								<span className="cs-badge cs-badge--inline">
									Promocja
								</span>
							) : null }
						</p>
						{ priceTier( shown ) === 'professional' ? (
							<p className="cs-tier">Cena dla profesjonalistów</p>
						) : null }
						<OmnibusNote product={ shown } />
						<p className="cs-product__vat">
							Cena zawiera VAT, nie obejmuje kosztów dostawy.
						</p>
					</div>
					{ summary ? (
						<p className="cs-product__summary">{ summary }</p>
					) : null }
					{ details.length ? (
						<dl className="cs-product__facts">
							{ details.map( ( attribute ) => (
								<div
									key={ `${ attribute.id }-${ attribute.name }` }
								>
									<dt>
										{ decodeEntities( attribute.name ) }
									</dt>
									<dd>
										{ attribute.terms
											.map( ( term ) =>
												decodeEntities( term.name )
											)
											.join( ', ' ) }
									</dd>
								</div>
							) ) }
						</dl>
					) : null }

					{ isVariable ? (
						<VariationPicker
							product={ product }
							selection={ selection }
							onChoose={ choose }
						/>
					) : null }
					{ variationsFailed ? (
						<p role="alert" className="cs-form-error">
							Błąd podczas pobierania produktu{ ' ' }
							<button
								type="button"
								className="cs-link-button"
								onClick={ variations.reload }
							>
								Spróbuj ponownie
							</button>
						</p>
					) : null }

					<p className="cs-product__stock">
						{ needsChoice ? (
							<span className="cs-stock">
								Wybierz wariant, aby zobaczyć dostępność
							</span>
						) : (
							<StockStatus product={ shown } />
						) }
					</p>

					<div className="cs-product__buy">
						{ stock.orderable ? (
							<QuantitySelector
								value={ quantity }
								onChange={ setQuantity }
								inputRef={ quantityInput }
								bounds={ bounds }
								disabled={ needsChoice }
							/>
						) : null }
						<button
							type="button"
							className="cs-button cs-button--primary cs-product__add"
							disabled={
								! stock.orderable || needsChoice || cartBusy
							}
							aria-describedby={ hintId }
							onClick={ () => void addToCart() }
						>
							{ stock.kind === 'onbackorder'
								? 'Zamów w przedsprzedaży'
								: 'Dodaj do koszyka' }
						</button>
					</div>
					<p id={ hintId } className="cs-product__hint">
						{ hint }
					</p>
					{ addError ? (
						<p role="alert" className="cs-form-error">
							{ addError }
						</p>
					) : null }
				</div>
			</div>
			<Tabs tabs={ tabs } />
			{ hasSafetySection( safety ) ? (
				<ProductSafetySection
					safety={ safety }
					product={ product }
					variation={
						variation
							? { id: variation.id, sku: variation.sku }
							: null
					}
				/>
			) : null }
		</article>
	);
}

function Attributes( { product }: { product: StoreProduct } ) {
	const details = product.attributes.filter(
		( attribute ) => attribute.terms.length
	);
	return (
		<dl className="cs-attributes">
			{ details.map( ( attribute ) => (
				<div
					key={ `${ attribute.id }-${ attribute.name }` }
					className="cs-attributes__row"
				>
					<dt>{ decodeEntities( attribute.name ) }</dt>
					<dd>
						{ attribute.terms
							.map( ( term ) => decodeEntities( term.name ) )
							.join( ', ' ) }
					</dd>
				</div>
			) ) }
			{ product.sku ? (
				<div className="cs-attributes__row">
					<dt>SKU</dt>
					<dd>{ decodeEntities( product.sku ) }</dd>
				</div>
			) : null }
		</dl>
	);
}
