<?php
/**
 * The legal texts (regulamin, polityka zwrotów, polityka prywatności) are ordinary WordPress pages:
 * activation creates them with the default text (includes/Legal/defaults/*.html), staff edit them in
 * the block editor like any page, and the storefront renders them at /regulamin, /polityka-zwrotow,
 * /polityka-prywatnosci through GET cosmetics/v1/pages/{slug} (preloaded on a full page load of that
 * address). Seller data in the text comes from the settings through [cosmetics_shop_info].
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Legal;

use CosmeticsStorefront\Settings\ShopInfo;

defined( 'ABSPATH' ) || exit;

final class LegalPages {

	/** Storefront slug => [ShopInfo key, page title] (the settings' table: ShopInfo::LEGAL_PAGES). */
	public const PAGES = ShopInfo::LEGAL_PAGES;

	/** Page meta: md5 of the default text the page was created with (the privacy notice reads it). */
	public const DEFAULT_HASH_META = '_cosmetics_legal_default';

	/** Bump to create pages a newer version adds. */
	private const VERSION = '1';

	public const VERSION_OPTION = 'cosmetics_storefront_legal_pages';

	public static function hooks(): void {
		add_action( 'init', array( self::class, 'maybe_ensure' ), 6 );
		add_action( 'admin_notices', array( self::class, 'privacy_review_notice' ) );
	}

	/** A plugin update without re-activation still gets its legal pages, once. */
	public static function maybe_ensure(): void {
		if ( get_option( self::VERSION_OPTION ) !== self::VERSION ) {
			self::ensure();
			update_option( self::VERSION_OPTION, self::VERSION, true );
		}
	}

	public static function slug_for_key( string $key ): string {
		return ShopInfo::legal_slug( $key );
	}

	/** The default text of a legal page, its links made absolute for this site. */
	public static function default_content( string $slug ): string {
		if ( ! isset( self::PAGES[ $slug ] ) ) {
			return '';
		}
		$html = (string) file_get_contents( __DIR__ . '/defaults/' . $slug . '.html' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents, Generic.PHP.ForbiddenFunctions.Found -- a local file.
		return str_replace( 'href="/', 'href="' . esc_url( home_url( '/' ) ), $html );
	}

	/**
	 * Creates each legal page the settings do not name (a published or draft page), with the default
	 * text. Idempotent; activation and plugin updates run it.
	 */
	public static function ensure(): void {
		$info    = ShopInfo::all();
		$changes = array();
		foreach ( self::PAGES as $slug => list( $key, $title ) ) {
			$page = $info[ $key ] ? get_post( (int) $info[ $key ] ) : null;
			if ( $page instanceof \WP_Post && 'page' === $page->post_type && 'trash' !== $page->post_status ) {
				continue;
			}
			$content = self::default_content( $slug );
			$page_id = wp_insert_post(
				array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_title'   => $title,
					'post_name'    => $slug,
					'post_content' => $content,
					'meta_input'   => array( self::DEFAULT_HASH_META => md5( $content ) ),
				),
				true
			);
			if ( ! is_wp_error( $page_id ) ) {
				$changes[ $key ] = (int) $page_id;
			}
		}
		if ( $changes ) {
			ShopInfo::update( $changes );
		}
	}

	/**
	 * A legal page as the storefront renders it: the page staff edit when it is published, else the
	 * default text (a legal text never disappears from the shop).
	 *
	 * @return array{slug:string,title:string,content:string,modified:string,isDefault:bool}|null
	 */
	public static function render( string $slug ): ?array {
		if ( ! isset( self::PAGES[ $slug ] ) ) {
			return null;
		}
		list( $key, $title ) = self::PAGES[ $slug ];
		$page_id             = (int) ShopInfo::all()[ $key ];
		$page                = $page_id ? get_post( $page_id ) : null;
		if ( $page instanceof \WP_Post && 'page' === $page->post_type && 'publish' === $page->post_status && '' === $page->post_password ) {
			return array(
				'slug'      => $slug,
				'title'     => get_the_title( $page ),
				'content'   => self::content_html( $page->post_content ),
				'modified'  => (string) get_post_modified_time( 'c', true, $page ),
				'isDefault' => false,
			);
		}
		return array(
			'slug'      => $slug,
			'title'     => $title,
			'content'   => self::content_html( self::default_content( $slug ) ),
			'modified'  => '',
			'isDefault' => true,
		);
	}

	/** Blocks and shortcodes rendered as for the page itself, then kses'd (the bundle sanitises too). */
	private static function content_html( string $content ): string {
		$html = do_blocks( $content );
		$html = wptexturize( $html );
		$html = wpautop( $html );
		$html = shortcode_unautop( $html );
		$html = do_shortcode( $html );
		return wp_kses_post( $html );
	}

	/** Tells staff while the privacy policy is still the shipped template. */
	public static function privacy_review_notice(): void {
		if ( ! current_user_can( 'edit_pages' ) ) {
			return;
		}
		$page_id = (int) ShopInfo::all()['privacy_page_id'];
		$page    = $page_id ? get_post( $page_id ) : null;
		if ( ! $page instanceof \WP_Post || md5( $page->post_content ) !== get_post_meta( $page_id, self::DEFAULT_HASH_META, true ) ) {
			return;
		}
		printf(
			'<div class="notice notice-warning"><p>%s <a href="%s">%s</a></p></div>',
			esc_html__( 'Polityka prywatności sklepu to wciąż domyślny wzór – sprawdź go i dostosuj do swojej działalności.', 'cosmetics-storefront' ),
			esc_url( (string) get_edit_post_link( $page_id ) ),
			esc_html__( 'Edytuj politykę prywatności', 'cosmetics-storefront' )
		);
	}
}
