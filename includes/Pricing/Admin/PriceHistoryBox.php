<?php
/**
 * Product edit screen: the meta box "Historia cen (30 dni)" — the price changes the plugin recorded in
 * the last 30 days for each tier, and the Omnibus price ("najniższa cena z 30 dni") the shop displays.
 * Reads Pricing\PriceHistory::recent() and Pricing\LowestPrice::for_product() (DESIGN.md deviation 6).
 * A variable product shows its variations, one section each.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Pricing\Admin;

defined( 'ABSPATH' ) || exit;

final class PriceHistoryBox {

	public const ID = 'cosmetics-price-history';

	private const HISTORY = 'CosmeticsStorefront\\Pricing\\PriceHistory';
	private const LOWEST  = 'CosmeticsStorefront\\Pricing\\LowestPrice';

	/** Variations shown at most (the box stays readable; each has its own section). */
	private const MAX_VARIATIONS = 20;

	public static function hooks(): void {
		add_action( 'add_meta_boxes_product', array( self::class, 'add' ) );
	}

	public static function add(): void {
		add_meta_box( self::ID, __( 'Historia cen (30 dni)', 'cosmetics-storefront' ), array( self::class, 'render' ), 'product', 'normal', 'low' );
	}

	/** @return array<string,string> tier => Polish label */
	public static function tiers(): array {
		return array(
			'individual'   => __( 'Klienci indywidualni', 'cosmetics-storefront' ),
			'professional' => __( 'Klienci profesjonalni', 'cosmetics-storefront' ),
		);
	}

	/** @param \WP_Post|null $post */
	public static function render( $post ): void {
		echo self::html( $post instanceof \WP_Post ? (int) $post->ID : 0 ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped while built.
	}

	public static function available(): bool {
		return class_exists( self::HISTORY ) && class_exists( self::LOWEST );
	}

	/** The box's HTML for a product id. */
	public static function html( int $product_id ): string {
		$product = $product_id && function_exists( 'wc_get_product' ) ? wc_get_product( $product_id ) : null;
		if ( ! $product || 'auto-draft' === get_post_status( $product_id ) ) {
			return '<p>' . esc_html__( 'Historia cen pojawi się po pierwszym zapisaniu produktu.', 'cosmetics-storefront' ) . '</p>';
		}
		if ( ! self::available() ) {
			return '<p>' . esc_html__( 'Historia cen jest niedostępna: moduł cen tej wersji wtyczki nie jest włączony.', 'cosmetics-storefront' ) . '</p>';
		}

		$html = '<p class="description">' . esc_html__( 'Zmiany cen zapisane w ostatnich 30 dniach oraz „najniższa cena z 30 dni przed obniżką” (dyrektywa Omnibus), którą sklep pokazuje przy promocji.', 'cosmetics-storefront' ) . '</p>';

		if ( $product->is_type( 'variable' ) ) {
			$children = array_slice( array_map( 'intval', $product->get_children() ), 0, self::MAX_VARIATIONS );
			if ( ! $children ) {
				return $html . '<p>' . esc_html__( 'Produkt nie ma jeszcze wariantów.', 'cosmetics-storefront' ) . '</p>';
			}
			foreach ( $children as $index => $child_id ) {
				$variation = wc_get_product( $child_id );
				if ( ! $variation ) {
					continue;
				}
				$html .= sprintf(
					'<details class="cosmetics-price-history__variation"%s><summary>%s</summary>%s</details>',
					0 === $index ? ' open' : '',
					esc_html( wp_strip_all_tags( $variation->get_name() ) . ' (#' . $child_id . ')' ),
					self::product_html( $child_id )
				);
			}
			return self::wrap( $html );
		}
		return self::wrap( $html . self::product_html( $product_id ) );
	}

	private static function wrap( string $inner ): string {
		$style = '<style>'
			. '.cosmetics-price-history__grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(320px,1fr));gap:16px;margin-top:8px}'
			. '.cosmetics-price-history h4{margin:.5em 0}'
			. '.cosmetics-price-history__omnibus{margin:.25em 0 .75em;padding:8px 10px;background:#f6f7f7;border-left:4px solid #8e5148}'
			. '.cosmetics-price-history table td,.cosmetics-price-history table th{padding:4px 8px}'
			. '.cosmetics-price-history details{margin:8px 0}.cosmetics-price-history summary{cursor:pointer;font-weight:600}'
			. '</style>';
		return $style . '<div class="cosmetics-price-history">' . $inner . '</div>';
	}

	/** Both tiers of one product or variation. */
	private static function product_html( int $id ): string {
		$html = '<div class="cosmetics-price-history__grid">';
		foreach ( self::tiers() as $tier => $label ) {
			$html .= '<section><h4>' . esc_html( $label ) . '</h4>' . self::omnibus_html( $id, $tier ) . self::table_html( $id, $tier ) . '</section>';
		}
		return $html . '</div>';
	}

	private static function omnibus_html( int $id, string $tier ): string {
		$lowest = call_user_func( array( self::LOWEST, 'for_product' ), $id, $tier );
		if ( null === $lowest ) {
			$text = esc_html__( 'Najniższa cena z 30 dni: nie wyświetlana (produkt nie jest w promocji albo brak historii sprzed obniżki).', 'cosmetics-storefront' );
		} else {
			$text = sprintf(
				/* translators: %s: price. */
				esc_html__( 'Najniższa cena z 30 dni przed obniżką, wyświetlana w sklepie: %s', 'cosmetics-storefront' ),
				'<strong>' . wp_kses_post( wc_price( (float) $lowest ) ) . '</strong>'
			);
		}
		return '<p class="cosmetics-price-history__omnibus">' . $text . '</p>';
	}

	private static function table_html( int $id, string $tier ): string {
		$rows = call_user_func( array( self::HISTORY, 'recent' ), $id, $tier, 30 );
		$rows = is_array( $rows ) ? $rows : array();
		if ( ! $rows ) {
			return '<p>' . esc_html__( 'Brak zmian cen w ostatnich 30 dniach.', 'cosmetics-storefront' ) . '</p>';
		}
		$html = '<table class="widefat striped"><thead><tr>'
			. '<th scope="col">' . esc_html__( 'Od', 'cosmetics-storefront' ) . '</th>'
			. '<th scope="col">' . esc_html__( 'Regularna', 'cosmetics-storefront' ) . '</th>'
			. '<th scope="col">' . esc_html__( 'Promocyjna', 'cosmetics-storefront' ) . '</th>'
			. '<th scope="col">' . esc_html__( 'Obowiązująca', 'cosmetics-storefront' ) . '</th>'
			. '</tr></thead><tbody>';
		foreach ( $rows as $row ) {
			$row   = (array) $row;
			$html .= '<tr><td>' . esc_html( self::date( $row['recorded_at'] ?? '' ) ) . '</td>'
				. '<td>' . self::money( $row['regular_price'] ?? null ) . '</td>'
				. '<td>' . self::money( $row['sale_price'] ?? null ) . '</td>'
				. '<td><strong>' . self::money( $row['effective_price'] ?? null ) . '</strong></td></tr>';
		}
		return $html . '</tbody></table>';
	}

	/** @param mixed $value */
	private static function money( $value ): string {
		if ( null === $value || '' === $value || ! is_numeric( $value ) ) {
			return '&ndash;';
		}
		return wp_kses_post( wc_price( (float) $value ) );
	}

	/** recorded_at (UTC 'Y-m-d H:i:s' or a timestamp) in the site's time zone. */
	private static function date( $value ): string {
		if ( is_numeric( $value ) ) {
			$timestamp = (int) $value;
		} else {
			$timestamp = is_string( $value ) && '' !== $value ? strtotime( $value . ' UTC' ) : false;
		}
		return $timestamp ? wp_date( 'j.m.Y H:i', $timestamp ) : (string) $value;
	}
}
