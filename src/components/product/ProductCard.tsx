import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { StoreProductSummary } from '../../api';
import {
	priceTier,
	shownPriceDiscounted,
	storefrontExtension,
} from '../../domain/omnibus';
import { decodeEntities, productName } from '../../domain/text';
import { ResponsiveImage } from '../ResponsiveImage';
import { OmnibusNote } from './OmnibusNote';
import { Price } from './Price';
import { StockStatus } from './StockStatus';

/**
 * The photo's `sizes` (the server's first screen uses the same: Screens\ProductCard::IMAGE_SIZES; written
 * without spaces, 50 times in the page).
 */
export const CARD_IMAGE_SIZES =
	'(max-width:480px) 50vw,(max-width:900px) 33vw,300px';

/**
 * How many cards of a list are on the first screen (Screens\ProductCard::FIRST_SCREEN_CARDS): their photos
 * load at once, the others lazily.
 */
export const FIRST_SCREEN_CARDS = 4;

/**
 * A product in the grid: photo, category, name (the link), price, Omnibus line, stock. No request of its
 * own. `firstScreen`: one of the list's first cards (photo loaded at once, as the server's markup has it).
 * Memoised: a list that grows (the first load's reveal in steps, "load more") renders only the new
 * cards, not every card again at each step.
 */
export const ProductCard = memo( function ProductCard( {
	product,
	firstScreen = false,
}: {
	product: StoreProductSummary;
	firstScreen?: boolean;
} ) {
	// The list asks for the card's photo only (extension card_image, not every size of every image).
	const { card_image: image, card_category: category } =
		storefrontExtension( product );
	const name = productName( product.name );
	return (
		<article className="cs-card">
			<div className="cs-card__media">
				{ /* Decorative: the product's name is the link right below, the photo adds nothing to read out. */ }
				{ image ? (
					<ResponsiveImage
						src={ image.src }
						srcSet={ image.srcset }
						sizes={ CARD_IMAGE_SIZES }
						alt=""
						width={ 600 }
						height={ 600 }
						loading={ firstScreen ? 'eager' : 'lazy' }
						decoding={ firstScreen ? undefined : 'async' }
					/>
				) : null }
			</div>
			{ shownPriceDiscounted( product ) ? (
				<span className="cs-badge">Promocja</span>
			) : null }
			<div className="cs-card__body">
				{ category ? (
					<p className="cs-card__category">
						{ decodeEntities( category ) }
					</p>
				) : null }
				<h2 className="cs-card__title">
					<Link to={ `/sklep/product/${ product.id }` }>
						{ name }
					</Link>
				</h2>
				<div className="cs-card__footer">
					<Price prices={ product.prices } />
					{ priceTier( product ) === 'professional' ? (
						<span className="cs-tier">
							Cena dla profesjonalistów
						</span>
					) : null }
					<OmnibusNote
						product={ product }
						className="cs-card__omnibus"
					/>
					<StockStatus product={ product } />
				</div>
			</div>
		</article>
	);
} );
