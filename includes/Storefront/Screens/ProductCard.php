<?php
/**
 * ProductCard.tsx, compact (a shop page lists 50). The cards of the first screen ($index below
 * FIRST_SCREEN_CARDS) carry the same photo as the app's card (src, srcset, sizes), loaded at once, so
 * the app's render finds it loaded and nothing is fetched or painted anew; the others load lazily,
 * those up to SRCSET_CARDS with the same srcset and sizes too.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront\Screens;

use CosmeticsStorefront\Domain\ShownProduct;
use CosmeticsStorefront\Storefront\AppStart;

defined( 'ABSPATH' ) || exit;

final class ProductCard {

	/** A product card's `sizes` (ProductCard.tsx CARD_IMAGE_SIZES; no spaces: 50 of them in a page). */
	public const IMAGE_SIZES = '(max-width:480px) 50vw,(max-width:900px) 33vw,300px';

	/**
	 * How many cards of a list are on the first screen (ProductCard.tsx FIRST_SCREEN_CARDS): their photos
	 * load at once, the first one with high priority (and preloaded, ImagePreload), the rest lazily.
	 */
	public const FIRST_SCREEN_CARDS = 4;

	/**
	 * How many cards of a list carry the app's srcset and sizes: those the browser fetches before the app
	 * takes over (its lazy-load distance below the window: 14 cards on a 390 px phone, 15 on a 1440 px
	 * laptop, 22 on a phone on a slow network). Without them the browser took the small src and the app's
	 * card then the size it chose (a phone at 2x fetched six photos twice); the cards further down are
	 * replaced by the app's before anything fetches them, and keep the small src only (the page is smaller).
	 */
	public const SRCSET_CARDS = 24;

	/** @param array<string,mixed> $product */
	public static function render( array $product, int $index = self::FIRST_SCREEN_CARDS ): string {
		$image    = ShownProduct::card_image( $product );
		$category = ShownProduct::card_category( $product );
		$first    = $index < self::FIRST_SCREEN_CARDS;
		$srcset   = $index < self::SRCSET_CARDS ? $image['srcset'] ?? '' : '';
		$photo    = '';
		if ( $image ) {
			$photo = '<img src="' . esc_url( $first ? $image['src'] : wp_make_link_relative( $image['src'] ) ) . '"'
				. ( '' !== $srcset ? ' srcset="' . esc_attr( $srcset ) . '" sizes="' . esc_attr( self::IMAGE_SIZES ) . '"' : '' )
				. ' alt="" width="600" height="600"'
				// The first screen's photos are decoded with the frame that shows them: with decoding="async"
				// each decoded photo came back as a frame of its own, a paint of the whole page each time.
				// Said explicitly, as WordPress's content filters add decoding="async" to an img without it.
				// The first one is the page's largest paint: the app's scripts wait until it is presented (AppStart).
				. ( $first ? ' loading="eager"' . ( 0 === $index ? ' fetchpriority="high" elementtiming="' . AppStart::FIRST_SCREEN . '"' : '' ) . ' decoding="auto"' : ' loading="lazy" decoding="async"' )
				. '>';
		}
		return '<article class="cs-card"><div class="cs-card__media">'
			. $photo
			. '</div>'
			. ( ShownProduct::discounted( $product ) ? '<span class="cs-badge">Promocja</span>' : '' )
			. '<div class="cs-card__body">'
			. ( null !== $category ? '<p class="cs-card__category">' . esc_html( Html::text( $category ) ) . '</p>' : '' )
			. '<h2 class="cs-card__title"><a href="' . esc_url( Html::product_url( (int) ( $product['id'] ?? 0 ) ) ) . '">' . esc_html( Html::text( $product['name'] ?? '' ) ) . '</a></h2>'
			. '<div class="cs-card__footer">' . Price::price( $product )
			. Price::tier( $product, 'span' )
			. Price::omnibus( $product, 'cs-omnibus cs-card__omnibus' )
			. StockStatus::render( $product )
			. '</div></div></article>';
	}
}
