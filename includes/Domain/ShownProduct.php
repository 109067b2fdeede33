<?php
/**
 * What the storefront shows of a Store API product answer (read as arrays, as the bundle reads the same
 * JSON): the price, whether it is shown as discounted, the Omnibus reference, the professional tier,
 * the stock label, the card's photo and category, the breadcrumb's category and the safety data. The
 * server's first screen (Storefront\Screens) reads them here and nowhere else; the app reads the same with
 * src/domain (prices.ts priceDisplay, omnibus.ts, stock.ts stockState, productSafety.ts). Both sides
 * are tested with the same cases: src/domain/test/shown-product-cases.json. No WordPress here.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class ShownProduct {

	/**
	 * omnibus.ts storefrontExtension(): the plugin's extension data of the answer (empty when none).
	 *
	 * @param array<string,mixed> $product
	 * @return array<string,mixed>
	 */
	public static function extension( array $product ): array {
		$data = $product['extensions']['cosmetics-storefront'] ?? null;
		return is_array( $data ) ? $data : array();
	}

	/**
	 * prices.ts priceDisplay(): amounts in minor units with the answer's `prices` as the currency (for
	 * Money::format); 'from' for a variable product whose variations cost different amounts; the regular
	 * price only when above the current one. Null without a price.
	 *
	 * @param array<string,mixed> $product
	 * @return array{currency:array<string,mixed>, current:int, regular:?int, from:bool}|null
	 */
	public static function price( array $product ): ?array {
		$prices = is_array( $product['prices'] ?? null ) ? $product['prices'] : array();
		$range  = is_array( $prices['price_range'] ?? null ) ? $prices['price_range'] : null;
		if ( $range && ( $range['min_amount'] ?? null ) !== ( $range['max_amount'] ?? null ) ) {
			$min = Money::parse_minor( $range['min_amount'] ?? null );
			return null === $min ? null : array(
				'currency' => $prices,
				'current'  => $min,
				'regular'  => null,
				'from'     => true,
			);
		}
		$current = Money::parse_minor( $prices['price'] ?? null );
		if ( null === $current ) {
			return null;
		}
		$regular = Money::parse_minor( $prices['regular_price'] ?? null );
		return array(
			'currency' => $prices,
			'current'  => $current,
			'regular'  => null !== $regular && $regular > $current ? $regular : null,
			'from'     => false,
		);
	}

	/**
	 * omnibus.ts shownPriceDiscounted(): the price shown is itself a discount ('Promocja' and the Omnibus
	 * line stand only beside one): a sale price beside the struck regular one, or a variable product's
	 * 'od' price when the server sends that price's 30-day reference.
	 *
	 * @param array<string,mixed> $product
	 */
	public static function discounted( array $product ): bool {
		$display = self::price( $product );
		if ( empty( $product['on_sale'] ) || ! $display ) {
			return false;
		}
		return null !== $display['regular'] || ( $display['from'] && is_string( self::extension( $product )['lowest_price_30_days'] ?? null ) );
	}

	/**
	 * omnibus.ts omnibusPrice(): the lowest 30-day price (minor units) shown under a discounted price, or null.
	 *
	 * @param array<string,mixed> $product
	 */
	public static function omnibus_price( array $product ): ?int {
		$lowest = self::extension( $product )['lowest_price_30_days'] ?? null;
		if ( is_int( $lowest ) || is_float( $lowest ) ) {
			$lowest = is_finite( (float) $lowest ) ? (string) round( (float) $lowest ) : null;
		}
		if ( ! self::discounted( $product ) || ! is_string( $lowest ) ) {
			return null;
		}
		$value = Money::parse_minor( $lowest );
		return null !== $value && $value >= 0 ? $value : null;
	}

	/**
	 * omnibus.ts priceTier() === 'professional': the server priced the answer for a professional.
	 *
	 * @param array<string,mixed> $product
	 */
	public static function professional( array $product ): bool {
		return 'professional' === ( self::extension( $product )['price_tier'] ?? '' );
	}

	/**
	 * stock.ts stockState(): the availability in the app's words; the stock left is the plugin's (the
	 * spec's threshold, Domain\LowStock) when its extension says, else WooCommerce's.
	 *
	 * @param array<string,mixed> $product
	 * @return array{kind:string, label:string, orderable:bool}
	 */
	public static function stock( array $product ): array {
		if ( ! empty( $product['is_on_backorder'] ) ) {
			return array(
				'kind'      => 'onbackorder',
				'label'     => 'Przedsprzedaż',
				'orderable' => true,
			);
		}
		if ( empty( $product['is_in_stock'] ) ) {
			return array(
				'kind'      => 'outofstock',
				'label'     => 'Brak w magazynie',
				'orderable' => false,
			);
		}
		$ours = self::extension( $product );
		$left = array_key_exists( 'low_stock_remaining', $ours ) ? $ours['low_stock_remaining'] : ( $product['low_stock_remaining'] ?? null );
		if ( ( is_int( $left ) || is_float( $left ) ) && $left > 0 && $left <= LowStock::THRESHOLD ) {
			return array(
				'kind'      => 'low',
				'label'     => sprintf( 'Tylko %s szt.', (string) $left ),
				'orderable' => true,
			);
		}
		return array(
			'kind'      => 'instock',
			'label'     => 'Dostępny',
			'orderable' => true,
		);
	}

	/**
	 * A list card's photo (ProductCard.tsx): the extension's card_image (the listing asks for the card's
	 * own photo, not every size of every image), or null.
	 *
	 * @param array<string,mixed> $product
	 * @return array{src:string,srcset:string}|null
	 */
	public static function card_image( array $product ): ?array {
		$card = self::extension( $product )['card_image'] ?? null;
		if ( ! is_array( $card ) || ! is_string( $card['src'] ?? null ) ) {
			return null;
		}
		return array(
			'src'    => $card['src'],
			'srcset' => is_string( $card['srcset'] ?? null ) ? $card['srcset'] : '',
		);
	}

	/**
	 * A list card's category line (ProductCard.tsx): the extension's card_category (HTML entities as the
	 * answer has them), or null.
	 *
	 * @param array<string,mixed> $product
	 */
	public static function card_category( array $product ): ?string {
		$category = self::extension( $product )['card_category'] ?? null;
		return is_string( $category ) ? $category : null;
	}

	/**
	 * The category of a product's breadcrumb (ProductScreen.tsx, the JSON-LD BreadcrumbList of
	 * Seo\PageHead): the first category the answer lists; its name as the answer has it.
	 *
	 * @param array<string,mixed> $product
	 * @return array{name:string, slug:string}|null
	 */
	public static function breadcrumb_category( array $product ): ?array {
		$category = is_array( $product['categories'][0] ?? null ) ? $product['categories'][0] : null;
		if ( ! $category || ! is_string( $category['slug'] ?? null ) ) {
			return null;
		}
		return array(
			'name' => is_string( $category['name'] ?? null ) ? $category['name'] : '',
			'slug' => $category['slug'],
		);
	}

	/**
	 * productSafety.ts productSafety(): the product's safety data as the app reads it (trimmed texts,
	 * entities decoded, null when empty; a party only with something in it, its contact page http(s)
	 * only; warnings one per line; the variations' own GTINs by id). Null when the answer has none.
	 *
	 * @param array<string,mixed> $product
	 * @return array{brand:?string, manufacturer:?array<string,?string>, responsible:?array<string,?string>, ingredients:?string, warnings:string[], gtin:?string, variation_gtins:array<int,string>}|null
	 */
	public static function safety( array $product ): ?array {
		$data = self::extension( $product )['product_safety'] ?? null;
		if ( ! is_array( $data ) ) {
			return null;
		}
		$gtins = array();
		foreach ( is_array( $data['variation_gtins'] ?? null ) ? $data['variation_gtins'] : array() as $id => $gtin ) {
			$value = self::plain( $gtin );
			if ( preg_match( '/^[1-9][0-9]*$/', (string) $id ) && null !== $value ) {
				$gtins[ (int) $id ] = $value;
			}
		}
		$warnings = is_string( $data['warnings'] ?? null )
			? array_values( array_filter( array_map( 'trim', (array) preg_split( '/\r?\n/', self::decode( $data['warnings'] ) ) ), static fn( string $line ): bool => '' !== $line ) )
			: array();
		return array(
			'brand'           => self::plain( $data['brand'] ?? null ),
			'manufacturer'    => self::party( $data['manufacturer'] ?? null ),
			'responsible'     => self::party( $data['responsible_person'] ?? null ),
			'ingredients'     => self::plain( $data['ingredients'] ?? null ),
			'warnings'        => $warnings,
			'gtin'            => self::plain( $data['gtin'] ?? null ),
			'variation_gtins' => $gtins,
		);
	}

	/**
	 * productSafety.ts hasSafetySection(): some safety information was entered (a SKU alone makes none).
	 *
	 * @param array<string,mixed>|null $safety self::safety()
	 */
	public static function has_safety_section( ?array $safety ): bool {
		return null !== $safety && ( $safety['manufacturer'] || $safety['responsible'] || $safety['warnings'] || null !== $safety['gtin'] || $safety['variation_gtins'] );
	}

	/**
	 * A safety party (productSafety.ts party()), or null when nothing is in it.
	 *
	 * @return array<string,?string>|null
	 */
	private static function party( mixed $value ): ?array {
		if ( ! is_array( $value ) ) {
			return null;
		}
		$url    = self::plain( $value['url'] ?? null );
		$result = array(
			'name'    => self::plain( $value['name'] ?? null ),
			'address' => self::plain( $value['address'] ?? null ),
			'country' => self::plain( $value['country'] ?? null ),
			'email'   => self::plain( $value['email'] ?? null ),
			'url'     => null !== $url && preg_match( '#^https?://#i', $url ) ? $url : null,
		);
		return array_filter( $result, static fn( $item ): bool => null !== $item ) ? $result : null;
	}

	/** A text as staff typed it (trimmed, entities decoded), null when empty (productSafety.ts text()). */
	private static function plain( mixed $value ): ?string {
		return is_string( $value ) && '' !== trim( $value ) ? self::decode( trim( $value ) ) : null;
	}

	private static function decode( string $text ): string {
		return html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}
}
