<?php
/**
 * Price.tsx, OmnibusNote.tsx and the professional tier's line: how a product's price is written, from
 * Domain\ShownProduct (the rules) and Domain\Money (the format).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront\Screens;

use CosmeticsStorefront\Domain\Money;
use CosmeticsStorefront\Domain\ShownProduct;

defined( 'ABSPATH' ) || exit;

final class Price {

	/**
	 * Price.tsx: the sale price with the regular one struck through, 'od {min}' for a range, or the price.
	 *
	 * @param array<string,mixed> $product
	 */
	public static function price( array $product ): string {
		$display = ShownProduct::price( $product );
		if ( ! $display ) {
			return '';
		}
		$money = static fn( int $amount ): string => esc_html( Money::format( $amount, $display['currency'] ) );
		if ( null !== $display['regular'] ) {
			$inner = '<del><span class="cs-visually-hidden">Cena regularna: </span>' . $money( $display['regular'] ) . '</del>'
				. '<ins><span class="cs-visually-hidden">Cena promocyjna: </span>' . $money( $display['current'] ) . '</ins>';
		} elseif ( $display['from'] ) {
			$inner = '<span>od ' . $money( $display['current'] ) . '</span>';
		} else {
			$inner = $money( $display['current'] );
		}
		return '<span class="cs-price">' . $inner . '</span>';
	}

	/**
	 * OmnibusNote.tsx: 'Najniższa cena z 30 dni przed obniżką: {price}' under a discounted price.
	 *
	 * @param array<string,mixed> $product
	 */
	public static function omnibus( array $product, string $class_name ): string {
		$value = ShownProduct::omnibus_price( $product );
		if ( null === $value ) {
			return '';
		}
		$prices = is_array( $product['prices'] ?? null ) ? $product['prices'] : array();
		return '<p class="' . esc_attr( $class_name ) . '">' . esc_html( 'Najniższa cena z 30 dni przed obniżką: ' . Money::format( $value, $prices ) ) . '</p>';
	}

	/**
	 * 'Cena dla profesjonalistów' beside a price the server gave for a professional.
	 *
	 * @param array<string,mixed> $product
	 */
	public static function tier( array $product, string $tag ): string {
		return ShownProduct::professional( $product ) ? '<' . $tag . ' class="cs-tier">Cena dla profesjonalistów</' . $tag . '>' : '';
	}
}
