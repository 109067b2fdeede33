<?php
/**
 * Store API product responses carry, under extensions['cosmetics-storefront']:
 * { price_tier: 'individual'|'professional', lowest_price_30_days: string|null, low_stock_remaining: int|null,
 *   product_safety: object|null, card_image: { src, srcset }|null, card_category: string|null }
 * — card_image is the product's main photo as the shop's card draws it (the `woocommerce_thumbnail`
 * URL and a srcset of only the card's sizes, that one and `woocommerce_single`), so the shop's listing
 * can ask for it with `_fields` instead of the whole `images` list with every size of every photo
 * (the preloaded /sklep carries only what its first screen shows);
 * — the lowest price in minor units like prices.* (same tax display as prices.*), for the current
 * shopper's tier; and the remaining stock when it is the spec's low stock (Domain\LowStock: 5 or fewer),
 * which the Store API's own low_stock_remaining is not (it follows WooCommerce's low-stock amount,
 * default 2, and hides under the "never show quantity" stock format).
 *
 * One SQL query per response, not one per product: while a Store API products route is dispatched,
 * the data callback only notes each product (the value is null for a moment); when the route's
 * callback has returned, LowestPrice::for_products() runs once for every product noted and the values
 * are written into the response. A product serialised outside such a request gets its value at once.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Catalogue;

use CosmeticsStorefront\Platform\StoreApi\StoreApiBehaviour;
use CosmeticsStorefront\Platform\StoreApi\StoreApiCall;

use Automattic\WooCommerce\StoreApi\Schemas\ExtendSchema;
use Automattic\WooCommerce\StoreApi\Schemas\V1\ProductSchema;
use Automattic\WooCommerce\StoreApi\StoreApi;
use CosmeticsStorefront\Domain\LowStock;
use CosmeticsStorefront\Domain\PriceTier;
use CosmeticsStorefront\Pricing\CustomerTier;
use CosmeticsStorefront\Pricing\LowestPrice;
use CosmeticsStorefront\Catalogue\ProductSafety\SafetyData;
use CosmeticsStorefront\Platform\StoreApi\ExtensionData;

defined( 'ABSPATH' ) || exit;

final class StoreApiExtension implements StoreApiBehaviour {

	public const NAMESPACE = ExtensionData::NAMESPACE;

	/**
	 * One frame per Store API product request being dispatched (nested dispatches stack):
	 * the products serialised in it, by id.
	 *
	 * @var array<int,array<int,\WC_Product>>
	 */
	private static array $frames = array();

	/**
	 * Parallel to $frames: whether that request names one product (`/products/{id}`), whose response
	 * carries the product safety data (lists do not: no INCI list on every card).
	 *
	 * @var array<int,bool>
	 */
	private static array $single = array();

	public static function hooks(): void {
		ExtensionData::extend( ProductSchema::class, self::class );
	}

	/** @return array<string,array<string,mixed>> */
	public static function schema(): array {
		return array(
			'price_tier'           => array(
				'description' => __( 'Poziom cen bieżącego klienta.', 'cosmetics-storefront' ),
				'type'        => 'string',
				'enum'        => PriceTier::all(),
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
			'lowest_price_30_days' => array(
				'description' => __( 'Najniższa cena z 30 dni (dyrektywa Omnibus) w najmniejszych jednostkach waluty, dla poziomu cen klienta; null, gdy nie ma historii sprzed obniżki.', 'cosmetics-storefront' ),
				'type'        => array( 'string', 'null' ),
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
			'low_stock_remaining'  => array(
				'description' => __( 'Pozostała liczba sztuk, gdy jest ich 5 lub mniej (niski stan według sklepu); null, gdy więcej lub gdy stan nie jest prowadzony.', 'cosmetics-storefront' ),
				'type'        => array( 'integer', 'null' ),
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
			'card_category'        => array(
				'description' => __( 'Nazwa pierwszej kategorii produktu, jak pokazuje ją karta sklepu (HTML jak w categories); null bez kategorii.', 'cosmetics-storefront' ),
				'type'        => array( 'string', 'null' ),
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
			'card_image'           => array(
				'description' => __( 'Główne zdjęcie produktu w rozmiarach karty sklepu: adres miniatury (src) i srcset tylko z rozmiarami karty; null bez zdjęcia.', 'cosmetics-storefront' ),
				'type'        => array( 'object', 'null' ),
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
			'product_safety'       => array(
				'description' => __( 'Bezpieczeństwo produktu (GPSR) i skład: marka, producent, osoba odpowiedzialna w UE, skład INCI, ostrzeżenia, GTIN; tylko to, co wpisano. Tylko w odpowiedzi o jeden produkt (w listach null).', 'cosmetics-storefront' ),
				'type'        => array( 'object', 'null' ),
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
		);
	}

	/**
	 * @internal data_callback
	 * @return array{price_tier:string, lowest_price_30_days:?string, low_stock_remaining:?int, product_safety:?array<string,mixed>, card_image:?array{src:string,srcset:string}, card_category:?string}
	 */
	public static function data( mixed $product ): array {
		$tier = CustomerTier::current();
		$data = array(
			'price_tier'           => $tier,
			'lowest_price_30_days' => null,
			'low_stock_remaining'  => null,
			'product_safety'       => null,
			'card_image'           => null,
			'card_category'        => null,
		);
		if ( ! $product instanceof \WC_Product ) {
			return $data;
		}
		$data['card_image']    = self::card_image( $product );
		$data['card_category'] = self::card_category( $product );
		// One product asked for (or serialised outside a products request): its safety data.
		if ( ! self::$single || end( self::$single ) ) {
			$data['product_safety'] = self::product_safety( $product );
		}
		// The quantity the Store API itself reads (a variation managed by its parent answers the parent's).
		$data['low_stock_remaining'] = LowStock::remaining( $product->get_stock_quantity() );
		if ( self::$frames ) {
			self::$frames[ array_key_last( self::$frames ) ][ $product->get_id() ] = $product;
			return $data;
		}
		$data['lowest_price_30_days'] = self::minor_units( $product, LowestPrice::for_product( $product->get_id(), $tier ) );
		return $data;
	}

	/** The Store API's product routes (StoreApiList): a frame for the products they serialise. */
	public function before( StoreApiCall $call, ?\WP_Error $error ): ?\WP_Error {
		self::$frames[] = array();
		self::$single[] = 'products' !== $call->route;
		return null;
	}

	public function after( StoreApiCall $call, mixed $response ): mixed {
		if ( ! self::$frames ) {
			return $response;
		}
		$products = array_pop( self::$frames );
		array_pop( self::$single );
		if ( ! $products || ! $response instanceof \WP_REST_Response ) {
			return $response;
		}
		$lowest = LowestPrice::for_products( array_keys( $products ), CustomerTier::current() );
		$data   = $response->get_data();
		if ( is_array( $data ) && array_is_list( $data ) ) {
			foreach ( $data as $i => $item ) {
				$data[ $i ] = self::fill( $item, $products, $lowest );
			}
		} else {
			$data = self::fill( $data, $products, $lowest );
		}
		$response->set_data( $data );
		return $response;
	}

	/**
	 * @param array<int,\WC_Product> $products
	 * @param array<int,?float>      $lowest
	 */
	private static function fill( mixed $item, array $products, array $lowest ): mixed {
		if ( ! is_array( $item ) || ! isset( $item['id'], $products[ (int) $item['id'] ], $item['extensions'] ) ) {
			return $item;
		}
		$id         = (int) $item['id'];
		$extensions = $item['extensions'];
		$ours       = is_object( $extensions ) ? ( $extensions->{ self::NAMESPACE } ?? null ) : ( $extensions[ self::NAMESPACE ] ?? null );
		if ( ! is_array( $ours ) ) {
			return $item;
		}
		$ours['lowest_price_30_days'] = self::minor_units( $products[ $id ], $lowest[ $id ] ?? null );
		if ( is_object( $extensions ) ) {
			$extensions->{ self::NAMESPACE } = $ours;
		} else {
			$extensions[ self::NAMESPACE ] = $ours;
		}
		$item['extensions'] = $extensions;
		return $item;
	}

	/**
	 * An amount in the Store API's money format (minor units, the shop's decimals, half up): the
	 * Store API's own formatter, so the storefront's prices are formatted as WooCommerce's are.
	 */
	public static function money( float|int|string $amount ): string {
		return (string) StoreApi::container()->get( ExtendSchema::class )->get_formatter( 'money' )->format( (float) $amount );
	}

	/**
	 * The Store API's currency fields (currency_code, currency_symbol, currency_minor_unit, the
	 * separators, currency_prefix, currency_suffix) merged into $values, by the Store API's own
	 * formatter: the plugin's routes send amounts as the Store API does, so the app formats them alike.
	 *
	 * @param array<string,mixed> $values
	 * @return array<string,mixed>
	 */
	public static function with_currency( array $values = array() ): array {
		return (array) StoreApi::container()->get( ExtendSchema::class )->get_formatter( 'currency' )->format( $values );
	}

	/** A price in the Store API's money format: minor units, with the shop's tax display. */
	public static function minor_units( \WC_Product $product, ?float $price ): ?string {
		if ( null === $price ) {
			return null;
		}
		$display = 'incl' === get_option( 'woocommerce_tax_display_shop' )
			? wc_get_price_including_tax( $product, array( 'price' => $price ) )
			: wc_get_price_excluding_tax( $product, array( 'price' => $price ) );
		return self::money( $display );
	}

	/**
	 * The product's main photo (a variation without one: its parent's) at the card's sizes: src the
	 * `woocommerce_thumbnail` URL, srcset that one and `woocommerce_single` by width (a card is at most
	 * 300 CSS px wide, so 600 px covers a 2× screen); null without a photo.
	 *
	 * @return array{src:string,srcset:string}|null
	 */
	public static function card_image( \WC_Product $product ): ?array {
		$image_id = (int) $product->get_image_id();
		if ( ! $image_id && $product->get_parent_id() ) {
			$parent   = wc_get_product( $product->get_parent_id() );
			$image_id = $parent instanceof \WC_Product ? (int) $parent->get_image_id() : 0;
		}
		$thumbnail = $image_id ? wp_get_attachment_image_src( $image_id, 'woocommerce_thumbnail' ) : false;
		if ( ! is_array( $thumbnail ) || ! is_string( $thumbnail[0] ) || '' === $thumbnail[0] ) {
			return null;
		}
		$widths = array();
		foreach ( array( $thumbnail, wp_get_attachment_image_src( $image_id, 'woocommerce_single' ) ) as $size ) {
			if ( is_array( $size ) && is_string( $size[0] ) && (int) $size[1] > 0 ) {
				$widths[ (int) $size[1] ] ??= self::on_site( $size[0] );
			}
		}
		ksort( $widths );
		$srcset = array();
		foreach ( $widths as $width => $url ) {
			$srcset[] = $url . ' ' . $width . 'w';
		}
		return array(
			'src'    => self::on_site( $thumbnail[0] ),
			'srcset' => implode( ', ', $srcset ),
		);
	}

	/**
	 * The name of the product's first category as the Store API's `categories` lists it (a variation:
	 * its parent's): the card's category line.
	 */
	public static function card_category( \WC_Product $product ): ?string {
		$id    = $product->get_parent_id() ? $product->get_parent_id() : $product->get_id();
		$terms = get_the_terms( $id, 'product_cat' );
		if ( ! is_array( $terms ) || ! $terms || ! $terms[0] instanceof \WP_Term ) {
			return null;
		}
		return $terms[0]->name;
	}

	/** A URL on this site without its scheme and host (50 cards: the host 150 times would only weigh). */
	private static function on_site( string $url ): string {
		return str_starts_with( $url, home_url( '/' ) ) ? wp_make_link_relative( $url ) : $url;
	}

	/**
	 * SafetyData's shape plus, for a variable product, its variations' own GTINs by id (a variation
	 * without one shows its parent's), so the chosen variation's identifier needs no request.
	 *
	 * @return array<string,mixed>
	 */
	private static function product_safety( \WC_Product $product ): array {
		$safety = SafetyData::for_store_api( $product );
		$own    = array();
		if ( $product->is_type( 'variable' ) ) {
			foreach ( $product->get_children() as $child_id ) {
				$child = wc_get_product( $child_id );
				$gtin  = $child instanceof \WC_Product ? SafetyData::gtin( $child ) : '';
				if ( '' !== $gtin ) {
					$own[ (string) $child_id ] = $gtin;
				}
			}
		}
		$safety['variation_gtins'] = (object) $own;
		return $safety;
	}

	/** Per-request state (tests). */
	public static function reset(): void {
		self::$frames = array();
		self::$single = array();
	}
}
