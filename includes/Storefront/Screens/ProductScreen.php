<?php
/**
 * ProductScreen.tsx before the app: breadcrumbs, gallery, category, name, price with the Omnibus line,
 * summary, facts, availability, the add-to-cart form, the tabs and the safety section.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront\Screens;

use CosmeticsStorefront\Domain\ShownProduct;
use CosmeticsStorefront\Domain\Variations;
use CosmeticsStorefront\Storefront\AddToCartForm;
use CosmeticsStorefront\Storefront\AppStart;

defined( 'ABSPATH' ) || exit;

final class ProductScreen {

	/** The add-to-cart form's id: a variable product's selects stand before it, where the app has its picker. */
	public const BUY_FORM_ID = 'cs-server-buy';

	/** The product photo's `sizes` (Gallery.tsx PHOTO_SIZES). */
	public const PHOTO_SIZES = '(max-width: 820px) 100vw, 640px';

	/**
	 * ProductScreen.tsx's product: breadcrumbs, main photo, category, name, price with the Omnibus line,
	 * summary, availability, description. A variable product's variant, as the app starts: its default
	 * choice (Domain\Variations), and what the price, stock and quantity show is the variation that choice
	 * names when the preloaded variations hold it, else the product.
	 *
	 * @param array<string,mixed>            $product
	 * @param array<int,array<string,mixed>> $variations the preloaded answer of its variations (`type=variation`)
	 */
	public static function render( array $product, array $variations = array() ): string {
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

		$variable  = Variations::is_variable( $product );
		$selection = $variable ? self::selection( $product ) : array();
		$chosen    = $variable ? Variations::find_variation_id( $product, $selection ) : null;
		$shown     = $product;
		foreach ( $variations as $variation ) {
			if ( null !== $chosen && is_array( $variation ) && (int) ( $variation['id'] ?? 0 ) === $chosen ) {
				$shown = $variation;
			}
		}
		$needs_choice = $variable && null === $chosen;

		$summary  = trim( (string) preg_replace( '/\s+/u', ' ', Html::text( $product['short_description'] ?? '' ) ) );
		$discount = ShownProduct::discounted( $shown );
		$stock    = ShownProduct::stock( $shown );
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
			. '<div class="cs-product__price-block"><p class="cs-product__price">' . Price::price( $shown )
			. ( $discount ? '<span class="cs-badge cs-badge--inline">Promocja</span>' : '' ) . '</p>'
			. Price::tier( $shown, 'p' )
			. Price::omnibus( $shown, 'cs-omnibus' )
			. '<p class="cs-product__vat">Cena zawiera VAT, nie obejmuje kosztów dostawy.</p></div>'
			. ( '' !== $summary ? '<p class="cs-product__summary">' . esc_html( $summary ) . '</p>' : '' )
			. $facts
			. ( $variable ? VariationPicker::render( $product, $selection, self::BUY_FORM_ID ) : '' )
			. '<p class="cs-product__stock">' . ( $needs_choice ? '<span class="cs-stock">Wybierz wariant, aby zobaczyć dostępność</span>' : StockStatus::render( $shown ) ) . '</p>'
			. self::buy_room( $product, $shown, $stock['kind'], $needs_choice )
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
	 * ProductScreen.tsx's quantity and add-to-cart button, working before the app: a form posting to the
	 * product's own address, where WooCommerce's form handler adds to the cart (AddToCartForm), with the
	 * quantity's bounds from the Store API's answer of what is shown (a variable product's chosen
	 * variation, else the product). A variable product's selects (VariationPicker, drawn before the stock
	 * line as the app's) belong to this form by its id and post WooCommerce's `attribute_…` fields with
	 * the parent's `add-to-cart`; AddToCartForm::choose_variation finds the variation with WooCommerce's
	 * data store, and WooCommerce refuses a choice that names none or one out of stock, in its words.
	 * The − and + steps are worked by the page's first script (Layout::start_script), and left out without
	 * JavaScript, where the number field does the same. After the post, the answer
	 * (AddToCartForm::notice) under the button, as the app's.
	 *
	 * Where the app waits for a complete choice (its quantity and button disabled until then), the
	 * server's stay usable: no script enables them when the shopper chooses, and WooCommerce answers an
	 * incomplete choice itself; the hint says what the app's says.
	 *
	 * @param array<string,mixed> $product
	 * @param array<string,mixed> $shown   the product, or a variable product's chosen variation
	 */
	private static function buy_room( array $product, array $shown, string $stock, bool $needs_choice ): string {
		$variable = Variations::is_variable( $product );
		if ( 'simple' !== ( $product['type'] ?? '' ) && ! $variable ) {
			return '';
		}
		$id       = (int) ( $product['id'] ?? 0 );
		$maximum  = (int) ( $shown['add_to_cart']['maximum'] ?? 0 );
		$refused  = self::refused( $id );
		// A refusal keeps what the shopper asked for (to change the choice or the quantity), within the field's bounds.
		$asked = null !== $refused && $refused['quantity'] > 1 ? ( $maximum > 0 ? min( $refused['quantity'], $maximum ) : $refused['quantity'] ) : 1;
		$quantity = 'outofstock' !== $stock
			? '<div class="cs-quantity"><label for="cs-server-quantity" class="cs-quantity__label">Ilość</label><div class="cs-quantity__control">'
				. '<button type="button" class="cs-quantity__step" aria-label="Zmniejsz ilość" data-step="-1">−</button>'
				. '<input id="cs-server-quantity" type="number" name="quantity" inputmode="numeric" min="1"' . ( $maximum > 0 ? ' max="' . $maximum . '"' : '' ) . ' step="1" value="' . $asked . '">'
				. '<button type="button" class="cs-quantity__step" aria-label="Zwiększ ilość" data-step="1">+</button>'
				. '</div></div>'
			: '';
		$button = 'outofstock' === $stock
			? '<button type="button" class="cs-button cs-button--primary cs-product__add" disabled aria-describedby="cs-server-hint">Dodaj do koszyka</button>'
			: '<button type="submit" class="cs-button cs-button--primary cs-product__add" aria-describedby="cs-server-hint">' . ( 'onbackorder' === $stock ? 'Zamów w przedsprzedaży' : 'Dodaj do koszyka' ) . '</button>';
		$hint   = 'outofstock' === $stock ? 'Produkt jest obecnie niedostępny.' : ( $needs_choice ? 'Wybierz wariant produktu.' : '' );
		$notice = AddToCartForm::notice();
		$answer = '';
		if ( $notice && $notice['productId'] === $id ) {
			$details = array_merge( $notice['variation'] ?? array(), array( $notice['quantity'] . ' szt.' ) );
			$answer  = $notice['added']
				? '<p id="' . AddToCartForm::NOTICE_ID . '" tabindex="-1" role="status" class="cs-product__added">' . esc_html( sprintf( 'Dodano do koszyka: %s (%s).', Html::text( $product['name'] ?? '' ), implode( ', ', $details ) ) ) . '</p>'
				: '<p id="' . AddToCartForm::NOTICE_ID . '" tabindex="-1" role="alert" class="cs-form-error">' . esc_html( implode( ' ', $notice['errors'] ) ) . '</p>';
		}
		// The id (the server's only) is what a variable product's selects, drawn before the form, post with.
		return '<form' . ( $variable ? ' id="' . self::BUY_FORM_ID . '"' : '' ) . ' class="cs-product__buy" method="post" action="' . esc_url( Html::product_url( $id ) ) . '">'
			. '<input type="hidden" name="add-to-cart" value="' . $id . '"><input type="hidden" name="' . esc_attr( AddToCartForm::FORM_FIELD ) . '" value="1">'
			. '<input type="hidden" name="' . esc_attr( AddToCartForm::COOKIE_TOKEN_FIELD ) . '" value="">'
			. $quantity . $button
			. '</form><p id="cs-server-hint" class="cs-product__hint">' . esc_html( $hint ) . '</p>'
			. $answer;
	}

	/**
	 * The variant choice the picker shows: after a refusal the one posted (a select's value naming one
	 * of its terms), else the product's default (Domain\Variations::default_selection).
	 *
	 * @param array<string,mixed> $product
	 * @return array<string,string>
	 */
	private static function selection( array $product ): array {
		$selection = Variations::default_selection( $product );
		$refused   = self::refused( (int) ( $product['id'] ?? 0 ) );
		if ( null === $refused ) {
			return $selection;
		}
		foreach ( Variations::attributes( $product ) as $attribute ) {
			$posted = $refused['chosen'][ VariationPicker::field_name( $attribute ) ] ?? null;
			foreach ( $attribute['terms'] as $term ) {
				if ( null !== $posted && (string) $term['slug'] === $posted ) {
					$selection[ $attribute['name'] ] = $posted;
				}
			}
		}
		return $selection;
	}

	/**
	 * The answer of this address when it is the form's refusal for product $id.
	 *
	 * @return array{quantity:int, chosen:array<string,string>}|null
	 */
	private static function refused( int $id ): ?array {
		$notice = AddToCartForm::notice();
		return $notice && ! $notice['added'] && $notice['productId'] === $id
			? array(
				'quantity' => $notice['quantity'],
				'chosen'   => $notice['chosen'] ?? array(),
			)
			: null;
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
