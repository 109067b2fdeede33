<?php
/**
 * StockStatus.tsx: a product's availability label, from Domain\ShownProduct::stock.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront\Screens;

use CosmeticsStorefront\Domain\ShownProduct;

defined( 'ABSPATH' ) || exit;

final class StockStatus {

	/** @param array<string,mixed> $product */
	public static function render( array $product ): string {
		$stock = ShownProduct::stock( $product );
		return '<span class="cs-stock cs-stock--' . esc_attr( $stock['kind'] ) . '">' . esc_html( $stock['label'] ) . '</span>';
	}
}
