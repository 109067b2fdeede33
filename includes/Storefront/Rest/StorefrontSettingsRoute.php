<?php
/**
 * GET / POST cosmetics/v1/storefront-settings: the settings the block "Sklep kosmetyczny" edits in
 * the block editor's sidebar — the shop's top-level categories and the home page's category cards —
 * which are the same option the settings page (WooCommerce → Sklep kosmetyczny) edits, checked by the
 * same rules (Settings::validate(), the same Polish messages).
 *
 * Why not WordPress's own /wp/v2/settings (register_setting with show_in_rest): that endpoint takes
 * `manage_options`, and the shop is run by Shop Managers, who have `manage_woocommerce` only. The
 * editor reads and saves this route as a core-data entity (src/block/settings-entity.ts), so the
 * settings are saved with the post through the editor's multi-entity save.
 *
 * A POST carries the changed fields only (core-data sends the edits); it is saved whole or not at all:
 * any refused field → 400 with every field's message, nothing stored. Staff logged in to wp-admin
 * (cookie and nonce); a storefront token is refused. Both answer the settings:
 * { shop_category_ids, home_cards: [{ name, slug, image_ids }], home_cards_preview }.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront\Rest;

use CosmeticsStorefront\Accounts\Auth\BearerAuthentication;
use CosmeticsStorefront\Storefront\HomeCards;
use CosmeticsStorefront\Storefront\Placement;
use CosmeticsStorefront\Settings\Settings;
use CosmeticsStorefront\Platform\InputLimits;
use CosmeticsStorefront\Platform\Route;

defined( 'ABSPATH' ) || exit;

final class StorefrontSettingsRoute extends Route {

	public const PATH = '/storefront-settings';

	public function __construct( private readonly string $method ) {
	}

	public function path(): string {
		return self::PATH;
	}

	public function methods(): string {
		return $this->method;
	}

	public function args(): array {
		if ( \WP_REST_Server::READABLE === $this->method ) {
			return array();
		}
		// Shapes only: the values' rules (and their Polish messages) are Settings::validate()'s.
		$id = array(
			'type'    => 'integer',
			'minimum' => 1,
			'maximum' => InputLimits::MAX_ID,
		);
		return array(
			'shop_category_ids' => array(
				'description' => __( 'Kategorie sklepu (najwyższego poziomu), w kolejności filtra sklepu.', 'cosmetics-storefront' ),
				'type'        => 'array',
				'maxItems'    => 200,
				'items'       => $id,
			),
			'home_cards'        => array(
				'description' => __( 'Karty kategorii na stronie głównej (sześć).', 'cosmetics-storefront' ),
				'type'        => 'array',
				'maxItems'    => Settings::HOME_CARD_COUNT,
				'items'       => array(
					'type'       => 'object',
					'properties' => array(
						'name'      => array(
							'type'      => 'string',
							'maxLength' => 1000,
						),
						'slug'      => array(
							'type'      => 'string',
							'maxLength' => 200,
						),
						'image_ids' => array(
							'type'     => 'array',
							'maxItems' => 20,
							'items'    => $id,
						),
					),
				),
			),
		);
	}

	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		// A storefront token is a shopper's credential, also a shop manager's: the shop's settings
		// take wp-admin's login (cookie and nonce), as the block editor sends.
		if ( null !== BearerAuthentication::claims() ) {
			return new \WP_Error( 'cosmetics_forbidden', __( 'Ustawienia sklepu zmienia się w panelu WordPress, nie przez logowanie w sklepie.', 'cosmetics-storefront' ), array( 'status' => 403 ) );
		}
		if ( current_user_can( Placement::CAP ) ) {
			return true;
		}
		return new \WP_Error(
			'cosmetics_forbidden',
			__( 'Ustawienia sklepu może zmieniać tylko osoba zarządzająca sklepem.', 'cosmetics-storefront' ),
			array( 'status' => is_user_logged_in() ? 403 : 401 )
		);
	}

	/** @return array<string,array<string,mixed>> the settings as saved, and the cards as / shows them. */
	protected function response_properties(): array {
		return array(
			'shop_category_ids'  => array( 'type' => 'array' ),
			'home_cards'         => array( 'type' => 'array' ),
			'home_cards_preview' => array( 'type' => 'array' ),
		);
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		if ( \WP_REST_Server::READABLE !== $this->method ) {
			$values = array_intersect_key( $request->get_params(), array_flip( array( 'shop_category_ids', 'home_cards' ) ) );
			$errors = Settings::update_whole( $values );
			if ( $errors ) {
				return new \WP_Error(
					'cosmetics_settings_refused',
					implode( ' ', $errors ),
					array(
						'status' => 400,
						'fields' => $errors,
					)
				);
			}
		}
		$all = Settings::all();
		return new \WP_REST_Response(
			array(
				'shop_category_ids'  => $all['shop_category_ids'],
				'home_cards'         => $all['home_cards'],
				// What the home page shows for the saved cards (a card without chosen images shows its
				// category's product photos): the editor's preview of cards not changed since.
				'home_cards_preview' => HomeCards::public_cards( $all['home_cards'] ),
			)
		);
	}
}
