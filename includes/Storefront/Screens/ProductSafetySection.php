<?php
/**
 * ProductSafetySection.tsx before the app runs (no variation chosen yet): only when some GPSR
 * information was entered (Domain\ShownProduct::has_safety_section), each row only when present.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront\Screens;

use CosmeticsStorefront\Domain\ShownProduct;

defined( 'ABSPATH' ) || exit;

final class ProductSafetySection {

	/** @param array<string,mixed> $product */
	public static function render( array $product ): string {
		$safety = ShownProduct::safety( $product );
		if ( null === $safety || ! ShownProduct::has_safety_section( $safety ) ) {
			return '';
		}
		$rows = array();
		if ( null !== $safety['brand'] ) {
			$rows['Marka'] = $safety['brand'];
		}
		if ( null !== $safety['gtin'] ) {
			$rows['GTIN/EAN'] = $safety['gtin'];
		}
		$sku = Html::text( $product['sku'] ?? '' );
		if ( '' !== $sku ) {
			$rows['SKU'] = $sku;
		}
		$html = '';
		foreach ( array( 'Producent' => $safety['manufacturer'], 'Osoba odpowiedzialna w UE' => $safety['responsible'] ) as $title => $party ) {
			if ( $party ) {
				$html .= self::party( $title, $party );
			}
		}
		if ( $rows ) {
			$html .= '<div class="cs-safety__block"><h3 class="cs-safety__heading">Identyfikacja produktu</h3><dl class="cs-safety__list">';
			foreach ( $rows as $label => $value ) {
				$html .= '<div class="cs-safety__row"><dt>' . esc_html( $label ) . '</dt><dd>' . esc_html( $value ) . '</dd></div>';
			}
			$html .= '</dl></div>';
		}
		if ( $safety['warnings'] ) {
			$html .= '<div class="cs-safety__block cs-safety__block--warnings"><h3 class="cs-safety__heading">Ostrzeżenia i środki ostrożności</h3><ul class="cs-safety__warnings">'
				. implode( '', array_map( static fn( string $line ): string => '<li>' . esc_html( $line ) . '</li>', $safety['warnings'] ) )
				. '</ul></div>';
		}
		return '<section class="cs-safety" aria-labelledby="cs-safety-title"><h2 id="cs-safety-title" class="cs-safety__title">Bezpieczeństwo produktu</h2><div class="cs-safety__grid">' . $html . '</div></section>';
	}

	/** @param array<string,?string> $party */
	private static function party( string $title, array $party ): string {
		return '<div class="cs-safety__block"><h3 class="cs-safety__heading">' . esc_html( $title ) . '</h3><address class="cs-safety__address">'
			. ( null !== $party['name'] ? '<strong class="cs-safety__name">' . esc_html( $party['name'] ) . '</strong>' : '' )
			. ( null !== $party['address'] ? implode( '', array_map( static fn( string $line ): string => '<span class="cs-safety__line">' . esc_html( $line ) . '</span>', explode( "\n", $party['address'] ) ) ) : '' )
			. ( null !== $party['country'] ? '<span class="cs-safety__line">' . esc_html( $party['country'] ) . '</span>' : '' )
			. ( null !== $party['email'] ? '<span class="cs-safety__line">E-mail: <a href="' . esc_url( 'mailto:' . $party['email'] ) . '">' . esc_html( $party['email'] ) . '</a></span>' : '' )
			. ( null !== $party['url'] ? '<span class="cs-safety__line">Kontakt: <a href="' . esc_url( $party['url'] ) . '" rel="noopener noreferrer nofollow" target="_blank">' . esc_html( (string) preg_replace( '#^https?://#i', '', $party['url'] ) ) . '<span class="cs-visually-hidden"> (otwiera się w nowej karcie)</span></a></span>' : '' )
			. '</address></div>';
	}
}
