<?php
/**
 * Products list (Produkty → Wszystkie produkty): the "GPSR" column says, for each product, whether its
 * safety information is complete, and what a published product lacks (the manufacturer, own or its
 * brand's; the warnings; the EU responsible person of a manufacturer outside the EU), so nothing goes
 * live incomplete unnoticed. Drafts get the same words without the warning mark.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Catalogue\Admin;

use CosmeticsStorefront\Catalogue\ProductSafety\SafetyData;

defined( 'ABSPATH' ) || exit;

final class ProductSafetyColumn {

	public const COLUMN = 'cosmetics_gpsr';

	public static function hooks(): void {
		add_filter( 'manage_edit-product_columns', array( self::class, 'columns' ), 21 );
		add_action( 'manage_product_posts_custom_column', array( self::class, 'render_column' ), 10, 2 );
		add_action( 'admin_head-edit.php', array( self::class, 'styles' ) );
	}

	/**
	 * @param array<string,string> $columns
	 * @return array<string,string>
	 */
	public static function columns( $columns ): array {
		$columns                 = is_array( $columns ) ? $columns : array();
		$columns[ self::COLUMN ] = __( 'GPSR', 'cosmetics-storefront' );
		return $columns;
	}

	/**
	 * @param string $column
	 * @param int    $post_id
	 */
	public static function render_column( $column, $post_id ): void {
		if ( self::COLUMN !== $column ) {
			return;
		}
		$product = wc_get_product( (int) $post_id );
		if ( $product instanceof \WC_Product ) {
			echo self::cell_html( $product ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
		}
	}

	public static function cell_html( \WC_Product $product ): string {
		$missing = SafetyData::missing( $product );
		if ( ! $missing ) {
			return '<span class="cosmetics-gpsr cosmetics-gpsr--ok">' . esc_html__( 'Komplet', 'cosmetics-storefront' ) . '</span>';
		}
		$published = 'publish' === $product->get_status();
		return sprintf(
			'<span class="cosmetics-gpsr%s">%s%s %s</span>',
			$published ? ' cosmetics-gpsr--missing' : '',
			$published ? '<span aria-hidden="true">⚠ </span>' : '',
			esc_html__( 'Brakuje:', 'cosmetics-storefront' ),
			esc_html( implode( '; ', $missing ) )
		);
	}

	public static function styles(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || 'edit-product' !== $screen->id ) {
			return;
		}
		echo '<style>.column-' . esc_attr( self::COLUMN ) . '{width:14ch}.cosmetics-gpsr--missing{color:#b32d2e;font-weight:600}.cosmetics-gpsr--ok{color:#00712e}</style>';
	}
}
