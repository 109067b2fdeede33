<?php
/**
 * VariationPicker.tsx before the app: one select per attribute the variations differ by, inside the
 * product's add-to-cart form (ProductScreen::buy_room), named as WooCommerce's form handler reads a
 * variable product's choice (`attribute_…`, field_name). Same elements, classes, labels and disabled
 * terms as the app's for the same answer and choice (Domain\Variations); the app takes a choice made
 * here over by the select's name (src/components/serverFields.ts).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront\Screens;

use CosmeticsStorefront\Domain\Variations;

defined( 'ABSPATH' ) || exit;

final class VariationPicker {

	/**
	 * The form field WooCommerce reads the attribute's choice from: `attribute_` + sanitize_title of its
	 * taxonomy (`pa_…`), else of its name (a custom attribute's key). src/domain/variations.ts
	 * variationFieldName names the app's select the same (src/domain/test/variation-field-cases.json).
	 *
	 * @param array<string,mixed> $attribute a Store API product attribute
	 */
	public static function field_name( array $attribute ): string {
		$key = is_string( $attribute['taxonomy'] ?? null ) && '' !== $attribute['taxonomy'] ? $attribute['taxonomy'] : (string) ( $attribute['name'] ?? '' );
		return 'attribute_' . sanitize_title( $key );
	}

	/**
	 * @param array<string,mixed>  $product
	 * @param array<string,string> $selection attribute name → chosen slug (Domain\Variations::default_selection)
	 * @param string               $form      the id of the add-to-cart form the selects post with: they stand
	 *                                        before it, where the app has its picker (the `form` attribute is
	 *                                        the server's only: the app's picker posts nothing)
	 */
	public static function render( array $product, array $selection, string $form ): string {
		$fields = '';
		foreach ( Variations::attributes( $product ) as $i => $attribute ) {
			$id      = 'cs-server-variation-' . $i;
			$chosen  = $selection[ $attribute['name'] ] ?? '';
			$options = '<option value="">Wybierz…</option>';
			foreach ( $attribute['terms'] as $term ) {
				$slug     = (string) $term['slug'];
				$options .= '<option value="' . esc_attr( $slug ) . '"'
					. ( Variations::is_term_available( $product, $selection, $attribute['name'], $slug ) ? '' : ' disabled' )
					. ( '' !== $chosen && $chosen === $slug ? ' selected' : '' )
					. '>' . esc_html( Html::text( $term['name'] ?? '' ) ) . '</option>';
			}
			$fields .= '<div class="cs-field"><label for="' . esc_attr( $id ) . '" class="cs-field__label">' . esc_html( Html::text( $attribute['name'] ) ) . '</label>'
				. '<select id="' . esc_attr( $id ) . '" name="' . esc_attr( self::field_name( $attribute ) ) . '" form="' . esc_attr( $form ) . '" class="cs-select">' . $options . '</select></div>';
		}
		return '<div class="cs-variations">' . $fields . '</div>';
	}
}
