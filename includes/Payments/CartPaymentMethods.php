<?php
/**
 * Store API cart responses carry, under extensions['cosmetics-storefront']:
 *   payment_methods: the available gateways as the storefront offers them (CheckoutMethods: title,
 *   description, logo, the provider's notice, a bank to choose), in the shop's order (the Store API gives
 *   only their ids).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Payments;

use Automattic\WooCommerce\StoreApi\Schemas\V1\CartSchema;
use CosmeticsStorefront\Platform\StoreApi\ExtensionData;

defined( 'ABSPATH' ) || exit;

final class CartPaymentMethods {

	public const NAMESPACE = ExtensionData::NAMESPACE;

	public static function hooks(): void {
		ExtensionData::extend( CartSchema::class, self::class );
	}

	/** @return array<string,array<string,mixed>> */
	public static function schema(): array {
		return array(
			'payment_methods' => array(
				'description' => 'Metody płatności, które oferuje sklep: id, tytuł, opis (HTML), rodzaj, logo, informacja operatora, wybór banku.',
				'type'        => 'array',
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
				'items'       => CheckoutMethods::item_schema(),
			),
		);
	}

	/** @return array{payment_methods:array<int,array<string,mixed>>} */
	public static function data(): array {
		return array( 'payment_methods' => CheckoutMethods::all() );
	}
}
