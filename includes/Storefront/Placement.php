<?php
/**
 * Where the storefront block (or shortcode) is placed. The storefront works only on the storefront
 * page (Ustawienia → Sklep kosmetyczny → Strona sklepu, which is also the site's front page); placed
 * anywhere else it would only show its 404 screen, as the page's address is none of its routes.
 *
 * - In the block editor the block says whether the page being edited is the storefront page and
 *   offers to make it so and to use the full-page template (src/block/, data from editor_data(),
 *   the change through POST cosmetics/v1/storefront-page).
 * - On such a page, staff who manage the shop see an explanation with what to do instead of the
 *   404 screen (Mount::render()); visitors keep the storefront's 404 screen, and the page asks search
 *   engines not to index it (it is a "not found" screen answered with 200).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront;

use CosmeticsStorefront\Settings\Admin\SettingsPage;
use CosmeticsStorefront\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Placement {

	/** Who may choose the storefront page (as on the settings page) and sees the explanation. */
	public const CAP = 'manage_woocommerce';

	public static function hooks(): void {
		add_action( 'enqueue_block_editor_assets', array( self::class, 'editor_data' ) );
		add_filter( 'wp_robots', array( self::class, 'robots' ) );
	}

	/** Whether the queried page holds the storefront block or shortcode but is not the storefront page. */
	public static function misplaced(): bool {
		if ( ! is_singular() ) {
			return false;
		}
		$post = get_queried_object();
		if ( ! $post instanceof \WP_Post || (int) $post->ID === Settings::storefront_page_id() ) {
			return false;
		}
		return has_block( Mount::BLOCK, $post ) || has_shortcode( $post->post_content, Mount::SHORTCODE );
	}

	/** Staff see the explanation where visitors would see the storefront's 404 screen. */
	public static function explains(): bool {
		return self::misplaced() && current_user_can( self::CAP );
	}

	/**
	 * @param array<string,mixed> $robots
	 * @return array<string,mixed>
	 */
	public static function robots( $robots ): array {
		$robots = is_array( $robots ) ? $robots : array();
		if ( self::misplaced() ) {
			$robots['noindex'] = true;
		}
		return $robots;
	}

	/** The settings page's address wherever it is registered (admin.php?page= finds any parent). */
	public static function settings_url(): string {
		return add_query_arg( 'page', SettingsPage::SLUG, admin_url( 'admin.php' ) );
	}

	/** What staff see on a page that holds the storefront but is not the storefront page. */
	public static function explanation(): string {
		$post       = get_queried_object();
		$storefront = Settings::storefront_page_id();
		$where      = $storefront
			/* translators: %s: title of the storefront page */
			? sprintf( __( 'Stroną sklepu jest teraz „%s” (adres /).', 'cosmetics-storefront' ), get_the_title( $storefront ) )
			: __( 'Sklep nie ma teraz żadnej strony sklepu.', 'cosmetics-storefront' );
		$links = array();
		$edit  = $post instanceof \WP_Post ? get_edit_post_link( $post->ID, 'raw' ) : '';
		if ( $edit ) {
			$links[] = '<a href="' . esc_url( $edit ) . '">' . esc_html__( 'Edytuj tę stronę', 'cosmetics-storefront' ) . '</a>';
		}
		$links[] = '<a href="' . esc_url( self::settings_url() ) . '">' . esc_html__( 'Ustawienia sklepu', 'cosmetics-storefront' ) . '</a>';

		return '<section class="cosmetics-storefront-misplaced" aria-labelledby="cosmetics-storefront-misplaced-title" style="box-sizing:border-box;max-width:720px;margin:2rem auto;padding:1.25rem 1.5rem;border:2px solid #b26200;border-radius:8px;background:#fff8e5;color:#1e1e1e;font:16px/1.5 system-ui,sans-serif">'
			. '<h2 id="cosmetics-storefront-misplaced-title" style="margin:0 0 .75rem;font-size:1.25rem">' . esc_html__( 'Sklep kosmetyczny nie działa na tej stronie', 'cosmetics-storefront' ) . '</h2>'
			. '<p>' . esc_html__( 'Ta strona zawiera blok „Sklep kosmetyczny”, ale nie jest stroną sklepu. Sklep działa tylko na stronie sklepu i pod jej adresami (/sklep, /kontakt, /profil…).', 'cosmetics-storefront' ) . ' ' . esc_html( $where ) . '</p>'
			. '<p>' . esc_html__( 'Odwiedzający widzą tu ekran sklepu „Strona jest modernizowana”. Ten opis widzą tylko osoby zarządzające sklepem.', 'cosmetics-storefront' ) . '</p>'
			. '<p>' . esc_html__( 'Aby sklep działał tutaj, otwórz tę stronę w edytorze i w bloku „Sklep kosmetyczny” wybierz „Ustaw jako stronę sklepu” (strona stanie się też stroną główną witryny) albo wybierz ją jako „Strona sklepu” w ustawieniach sklepu. Jeśli sklep ma zostać tam, gdzie jest, usuń blok z tej strony.', 'cosmetics-storefront' ) . '</p>'
			. '<p style="margin-bottom:0">' . implode( ' · ', $links ) . '</p>'
			. '</section>';
	}

	/**
	 * window.cosmeticsStorefrontEditor for the block's editor script: the storefront page, whether
	 * the user may change it, the full-page template.
	 */
	public static function editor_data(): void {
		$handle = generate_block_asset_handle( Mount::BLOCK, 'editorScript' );
		if ( ! wp_script_is( $handle, 'registered' ) ) {
			return;
		}
		$storefront = Settings::storefront_page_id();
		$front      = 'page' === get_option( 'show_on_front' ) ? (int) get_option( 'page_on_front' ) : 0;
		$data       = array(
			'storefrontPageId'    => $storefront,
			'storefrontPageTitle' => $storefront ? html_entity_decode( get_the_title( $storefront ), ENT_QUOTES, 'UTF-8' ) : '',
			'frontPageTitle'      => $front && $front !== $storefront ? html_entity_decode( get_the_title( $front ), ENT_QUOTES, 'UTF-8' ) : '',
			'canManage'           => current_user_can( self::CAP ),
			'canvasTemplate'      => Canvas::TEMPLATE,
			'canvasTemplateLabel' => Canvas::register_template( array() )[ Canvas::TEMPLATE ],
			'settingsUrl'         => current_user_can( self::CAP ) ? self::settings_url() : '',
		);
		wp_add_inline_script(
			$handle,
			'window.cosmeticsStorefrontEditor = ' . wp_json_encode( $data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG | JSON_HEX_AMP ) . ';',
			'before'
		);
	}
}
