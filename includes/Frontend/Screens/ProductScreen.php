<?php
/**
 * ProductScreen.tsx before the app: breadcrumbs, gallery, category, name, price with the Omnibus line,
 * summary, facts, availability, the add-to-cart form, the tabs and the safety section.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Frontend\Screens;

use CosmeticsStorefront\Domain\ShownProduct;
use CosmeticsStorefront\Frontend\AddToCartForm;
use CosmeticsStorefront\Frontend\AppStart;

defined( 'ABSPATH' ) || exit;

final class ProductScreen {

	/** The product photo's `sizes` (Gallery.tsx PHOTO_SIZES). */
	public const PHOTO_SIZES = '(max-width: 820px) 100vw, 640px';

	/**
	 * ProductScreen.tsx's product: breadcrumbs, main photo, category, name, price with the Omnibus line,
	 * summary, availability, description.
	 *
	 * @param array<string,mixed> $product
	 */
	public static function render( array $product ): string {
		$name     = Html::text( $product['name'] ?? '' );
		$category = ShownProduct::breadcrumb_category( $product );
		$crumbs   = '<a href="' . esc_url( Html::url( 'sklep' ) ) . '">Sklep</a>';
		if ( $category ) {
			$crumbs .= ' <span aria-hidden="true">/</span> <a href="' . esc_url( Html::category_url( $category['slug'] ) ) . '">' . esc_html( Html::text( $category['name'] ) ) . '</a>';
		}
		$crumbs .= ' <span aria-hidden="true">/</span> <span aria-current="page">' . esc_html( $name ) . '</span>';

		$images = is_array( $product['images'] ?? null ) ? array_values( array_filter( $product['images'], 'is_array' ) ) : array();
		$image  = $images[0] ?? null;
		$photo  = '';
		if ( $image && is_string( $image['src'] ?? null ) ) {
			$alt   = Html::text( is_string( $image['alt'] ?? null ) && '' !== $image['alt'] ? $image['alt'] : $name );
			$photo = '<img src="' . esc_url( $image['src'] ) . '"'
				. ( is_string( $image['srcset'] ?? null ) && '' !== $image['srcset'] ? ' srcset="' . esc_attr( $image['srcset'] ) . '" sizes="' . esc_attr( self::PHOTO_SIZES ) . '"' : '' )
				. ' alt="' . esc_attr( '' !== $alt ? $alt : $name ) . '" width="800" height="800" class="is-current" fetchpriority="high" decoding="auto" elementtiming="' . AppStart::FIRST_SCREEN . '">';
		}
		// The app's strip of thumbnails under a gallery of several photos, drawn (not yet buttons) so the
		// title and price below it do not jump down when the app takes over (96 px at 390 px).
		$thumbs = '';
		if ( count( $images ) > 1 ) {
			foreach ( $images as $i => $item ) {
				$thumb   = is_string( $item['thumbnail'] ?? null ) && '' !== $item['thumbnail'] ? $item['thumbnail'] : ( is_string( $item['src'] ?? null ) ? $item['src'] : '' );
				$thumbs .= '<li><span class="cs-gallery__thumb' . ( 0 === $i ? ' is-current' : '' ) . '">'
					. ( '' !== $thumb ? '<img src="' . esc_url( $thumb ) . '" alt="" width="96" height="96" loading="lazy" decoding="async">' : '' )
					. '</span></li>';
			}
			$thumbs = '<ul class="cs-gallery__thumbs" aria-hidden="true">' . $thumbs . '</ul>';
		}
		// Gallery.tsx: without a photo, the empty box only (its room, no gallery to announce).
		$gallery = '' === $photo
			? '<div class="cs-gallery cs-gallery--empty" aria-hidden="true"></div>'
			: '<section class="cs-gallery" aria-roledescription="galeria" aria-label="' . esc_attr( 'Zdjęcia: ' . $name ) . '"><div class="cs-gallery__stage">' . $photo . '</div>' . $thumbs . '</section>';

		$summary  = trim( (string) preg_replace( '/\s+/u', ' ', Html::text( $product['short_description'] ?? '' ) ) );
		$discount = ShownProduct::discounted( $product );
		$stock    = ShownProduct::stock( $product );
		$desc     = trim( is_string( $product['description'] ?? null ) ? $product['description'] : '' );
		$safety   = ShownProduct::safety( $product );
		$facts    = self::facts( $product );
		$details  = '' !== $facts || '' !== Html::text( $product['sku'] ?? '' );

		return '<article class="cs-container cs-product" aria-labelledby="cs-product-title">'
			. '<nav class="cs-breadcrumb" aria-label="Okruszki">' . $crumbs . '</nav>'
			. '<div class="cs-product__layout">' . $gallery
			. '<div class="cs-product__info">'
			. ( $category ? '<p class="cs-eyebrow">' . esc_html( Html::text( $category['name'] ) ) . '</p>' : '' )
			. '<h1 id="cs-product-title" class="cs-product__title">' . esc_html( $name ) . '</h1>'
			. '<div class="cs-product__price-block"><p class="cs-product__price">' . Price::price( $product )
			. ( $discount ? '<span class="cs-badge cs-badge--inline">Promocja</span>' : '' ) . '</p>'
			. Price::tier( $product, 'p' )
			. Price::omnibus( $product, 'cs-omnibus' )
			. '<p class="cs-product__vat">Cena zawiera VAT, nie obejmuje kosztów dostawy.</p></div>'
			. ( '' !== $summary ? '<p class="cs-product__summary">' . esc_html( $summary ) . '</p>' : '' )
			. $facts
			. '<p class="cs-product__stock">' . StockStatus::render( $product ) . '</p>'
			. self::buy_room( $product, $stock['kind'] )
			. '</div></div>'
			. '<div class="cs-tabs">' . self::tab_strip( null !== ( $safety['ingredients'] ?? null ), $details )
			. '<h2 class="cs-tabs__heading">Opis</h2><div class="cs-tabs__panel">'
			. ( '' !== $desc ? '<div class="cs-prose">' . wp_kses_post( $desc ) . '</div>' : '<p class="cs-muted">Ten produkt nie ma jeszcze opisu.</p>' )
			. '</div>'
			. ( null !== ( $safety['ingredients'] ?? null ) ? '<h2 class="cs-tabs__heading">Skład</h2><div class="cs-tabs__panel cs-server-later"><p class="cs-ingredients__list">' . esc_html( $safety['ingredients'] ) . '</p></div>' : '' )
			. ( $details ? '<h2 class="cs-tabs__heading">Szczegóły</h2><div class="cs-tabs__panel cs-server-later">' . self::details( $product ) . '</div>' : '' )
			. '</div>'
			. ProductSafetySection::render( $product )
			. '</article>';
	}

	/**
	 * ProductScreen.tsx's facts: the attributes that are no variation choice.
	 *
	 * @param array<string,mixed> $product
	 */
	private static function facts( array $product ): string {
		$rows = '';
		foreach ( self::attributes( $product, false ) as $label => $value ) {
			$rows .= '<div><dt>' . esc_html( $label ) . '</dt><dd>' . esc_html( $value ) . '</dd></div>';
		}
		return '' !== $rows ? '<dl class="cs-product__facts">' . $rows . '</dl>' : '';
	}

	/**
	 * ProductScreen.tsx's Attributes, the "Szczegóły" panel: every attribute with its terms, then the SKU.
	 *
	 * @param array<string,mixed> $product
	 */
	private static function details( array $product ): string {
		$rows = self::attributes( $product, true );
		$sku  = Html::text( $product['sku'] ?? '' );
		if ( '' !== $sku ) {
			$rows['SKU'] = $sku;
		}
		$html = '';
		foreach ( $rows as $label => $value ) {
			$html .= '<div class="cs-attributes__row"><dt>' . esc_html( (string) $label ) . '</dt><dd>' . esc_html( $value ) . '</dd></div>';
		}
		return '<dl class="cs-attributes">' . $html . '</dl>';
	}

	/**
	 * The answer's attributes with terms (name => terms joined with ", "), the variation choices too
	 * when $with_choices.
	 *
	 * @param array<string,mixed> $product
	 * @return array<string,string>
	 */
	private static function attributes( array $product, bool $with_choices ): array {
		$rows = array();
		foreach ( is_array( $product['attributes'] ?? null ) ? $product['attributes'] : array() as $attribute ) {
			$terms = is_array( $attribute['terms'] ?? null ) ? $attribute['terms'] : array();
			if ( ! is_array( $attribute ) || ( ! $with_choices && ! empty( $attribute['has_variations'] ) ) || ! $terms ) {
				continue;
			}
			$names = array_map( static fn( $term ): string => Html::text( is_array( $term ) ? ( $term['name'] ?? '' ) : '' ), $terms );
			$rows[ Html::text( $attribute['name'] ?? '' ) ] = implode( ', ', $names );
		}
		return $rows;
	}

	/**
	 * ProductScreen.tsx's quantity and add-to-cart button, working before the app (a simple product's:
	 * a variable one's choice of variant comes first, in the app): a form posting to the product's own
	 * address, where WooCommerce's form handler adds to the cart (AddToCartForm), with the quantity's
	 * bounds from the Store API's answer. The − and + steps are worked by the page's first script
	 * (token_guard), and left out without JavaScript, where the number field does the same. After the post,
	 * the answer (AddToCartForm::notice) under the button, as the app's.
	 *
	 * @param array<string,mixed> $product
	 */
	private static function buy_room( array $product, string $stock ): string {
		if ( 'simple' !== ( $product['type'] ?? '' ) ) {
			return '';
		}
		$id       = (int) ( $product['id'] ?? 0 );
		$maximum  = (int) ( $product['add_to_cart']['maximum'] ?? 0 );
		$quantity = 'outofstock' !== $stock
			? '<div class="cs-quantity"><label for="cs-server-quantity" class="cs-quantity__label">Ilość</label><div class="cs-quantity__control">'
				. '<button type="button" class="cs-quantity__step" aria-label="Zmniejsz ilość" data-step="-1">−</button>'
				. '<input id="cs-server-quantity" type="number" name="quantity" inputmode="numeric" min="1"' . ( $maximum > 0 ? ' max="' . $maximum . '"' : '' ) . ' step="1" value="1">'
				. '<button type="button" class="cs-quantity__step" aria-label="Zwiększ ilość" data-step="1">+</button>'
				. '</div></div>'
			: '';
		$button = 'outofstock' === $stock
			? '<button type="button" class="cs-button cs-button--primary cs-product__add" disabled aria-describedby="cs-server-hint">Dodaj do koszyka</button>'
			: '<button type="submit" class="cs-button cs-button--primary cs-product__add" aria-describedby="cs-server-hint">' . ( 'onbackorder' === $stock ? 'Zamów w przedsprzedaży' : 'Dodaj do koszyka' ) . '</button>';
		$notice = AddToCartForm::notice();
		$answer = '';
		if ( $notice && $notice['productId'] === $id ) {
			$answer = $notice['added']
				? '<p role="status" class="cs-product__added">' . esc_html( sprintf( 'Dodano do koszyka: %s (%d szt.).', Html::text( $product['name'] ?? '' ), $notice['quantity'] ) ) . '</p>'
				: '<p role="alert" class="cs-form-error">' . esc_html( implode( ' ', $notice['errors'] ) ) . '</p>';
		}
		return '<form class="cs-product__buy" method="post" action="' . esc_url( Html::url( 'sklep/product/' . $id ) ) . '">'
			. '<input type="hidden" name="add-to-cart" value="' . $id . '"><input type="hidden" name="' . esc_attr( AddToCartForm::FORM_FIELD ) . '" value="1">'
			. '<input type="hidden" name="' . esc_attr( AddToCartForm::COOKIE_TOKEN_FIELD ) . '" value="">'
			. $quantity . $button
			. '</form><p id="cs-server-hint" class="cs-product__hint">' . ( 'outofstock' === $stock ? 'Produkt jest obecnie niedostępny.' : '' ) . '</p>'
			. $answer;
	}

	/**
	 * ProductScreen.tsx's tab strip (Opis, Skład when there is an INCI list, Szczegóły when there are
	 * attributes or a SKU), not yet buttons. Without JavaScript the server's sections stand one below the
	 * other and the strip is not shown; with it (the mount's first script marks it `cs-js`) the strip and
	 * the first panel only, as the app will show them: nothing below moves when the app takes over, even
	 * for a shopper who has scrolled down (storefront.css).
	 */
	private static function tab_strip( bool $ingredients, bool $details ): string {
		return '<div class="cs-tabs__list cs-server-tabs" aria-hidden="true"><span class="cs-tabs__tab is-current">Opis</span>'
			. ( $ingredients ? '<span class="cs-tabs__tab">Skład</span>' : '' )
			. ( $details ? '<span class="cs-tabs__tab">Szczegóły</span>' : '' )
			. '</div>';
	}
}
