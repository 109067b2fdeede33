<?php
/**
 * wp-admin for the parcel-locker list: its state on WooCommerce → Sklep kosmetyczny (Paczkomaty InPost:
 * source, number of lockers, last import, errors, next run) with an "Importuj teraz" button, and a
 * notice there and on WooCommerce's shipping settings while the locker method cannot be offered.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Shipping\Admin;

use CosmeticsStorefront\Platform\PluginInfo;
use CosmeticsStorefront\Shipping\InpostPointsImport;
use CosmeticsStorefront\Shipping\Lockers;
use CosmeticsStorefront\Shipping\LockerStore;
use CosmeticsStorefront\Settings\Admin\SettingsPage;

defined( 'ABSPATH' ) || exit;

final class LockerListAdmin {

	public const ACTION = 'cosmetics_storefront_lockers_import';

	private const FORM_ID = 'cosmetics-lockers-import';

	public static function hooks(): void {
		add_action( 'admin_post_' . self::ACTION, array( self::class, 'handle_import_now' ) );
		add_action( 'admin_notices', array( self::class, 'notices' ) );
	}

	/** Who may see the list's state and start an import. */
	private static function capability(): string {
		return PluginInfo::woocommerce_active() ? 'manage_woocommerce' : 'manage_options';
	}

	public static function why_not_offered(): string {
		return __( 'Metoda „Paczkomat InPost” nie jest oferowana klientom: nie ma tokenu Geowidget InPost ani zaimportowanej listy paczkomatów. Dodaj token albo zaimportuj listę w WooCommerce → Sklep kosmetyczny → Paczkomaty InPost.', 'cosmetics-storefront' );
	}

	/** On the plugin's settings page and on WooCommerce → Ustawienia → Wysyłka. */
	public static function notices(): void {
		if ( ! PluginInfo::woocommerce_active() || ! current_user_can( self::capability() ) ) {
			return;
		}
		$screen   = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		$id       = $screen ? (string) $screen->id : '';
		$tab      = isset( $_GET['tab'] ) ? sanitize_key( wp_unslash( $_GET['tab'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which screen, no action.
		$settings = SettingsPage::is_screen( $id );
		if ( ! $settings && ! ( 'woocommerce_page_wc-settings' === $id && 'shipping' === $tab ) ) {
			return;
		}
		if ( $settings && isset( $_GET['lockers_import'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a message after our own redirect.
			echo '<div class="notice notice-info is-dismissible"><p>' . esc_html__( 'Import listy paczkomatów InPost uruchomi się w tle w ciągu minuty; jego stan widać w sekcji Paczkomaty InPost.', 'cosmetics-storefront' ) . '</p></div>';
		}
		if ( ! Lockers::can_offer() ) {
			printf(
				'<div class="notice notice-warning"><p>%s <a href="%s">%s</a></p></div>',
				esc_html( self::why_not_offered() ),
				esc_url( SettingsPage::url( 'paczkomaty' ) . '#cosmetics-lockers' ),
				esc_html__( 'Przejdź do ustawień paczkomatów', 'cosmetics-storefront' )
			);
		}
	}

	/** The settings field "Lista paczkomatów": what shoppers pick from and what the import did. */
	public static function render_status(): void {
		$state  = InpostPointsImport::state();
		$source = Lockers::source();
		$rows   = array();

		$sources = array(
			/* translators: %s: number of lockers. */
			'imported' => sprintf( __( 'lista InPost w bazie sklepu: %s paczkomatów', 'cosmetics-storefront' ), number_format_i18n( LockerStore::count() ) ),
			'demo'     => __( 'lista demonstracyjna strony lokalnej (nie dla prawdziwego sklepu)', 'cosmetics-storefront' ),
			'none'     => __( 'brak listy', 'cosmetics-storefront' ),
		);
		$rows[ __( 'Klienci wybierają z', 'cosmetics-storefront' ) ] = $sources[ $source ];

		$published = LockerStore::published();
		$rows[ __( 'Ostatni udany import', 'cosmetics-storefront' ) ] = $published['imported_at'] ? self::date( $published['imported_at'] ) : __( 'jeszcze nie było', 'cosmetics-storefront' );
		if ( $state['finished_at'] && $state['duration_ms'] && '' === $state['error'] ) {
			/* translators: 1: number of lockers, 2: seconds. */
			$rows[ __( 'Ostatni import', 'cosmetics-storefront' ) ] = sprintf( __( '%1$s paczkomatów w %2$s s', 'cosmetics-storefront' ), number_format_i18n( $state['imported'] ), number_format_i18n( $state['duration_ms'] / 1000, 1 ) );
		}
		if ( $state['running'] ) {
			/* translators: 1: page done, 2: pages in all (0 while unknown), 3: start time. */
			$rows[ __( 'Import w toku', 'cosmetics-storefront' ) ] = sprintf( __( 'strona %1$d z %2$s, rozpoczęty %3$s', 'cosmetics-storefront' ), $state['page'], $state['total_pages'] ? number_format_i18n( $state['total_pages'] ) : '?', self::date( $state['started_at'] ) );
		}
		if ( '' !== $state['error'] ) {
			$label          = $state['running'] ? __( 'Błąd (próba powtórzona później)', 'cosmetics-storefront' ) : __( 'Błąd ostatniego importu', 'cosmetics-storefront' );
			$rows[ $label ] = $state['error'] . ( $state['error_at'] ? ' (' . self::date( $state['error_at'] ) . ')' : '' );
		}
		$next = function_exists( 'as_next_scheduled_action' ) ? as_next_scheduled_action( InpostPointsImport::START_HOOK, array(), InpostPointsImport::GROUP ) : false;
		$rows[ __( 'Następny import', 'cosmetics-storefront' ) ] = is_int( $next ) ? self::date( $next ) : ( true === $next ? __( 'w toku', 'cosmetics-storefront' ) : __( 'nie zaplanowany', 'cosmetics-storefront' ) );

		echo '<table class="widefat striped" id="cosmetics-lockers" style="max-width:760px"><tbody>';
		foreach ( $rows as $label => $value ) {
			echo '<tr><th scope="row" style="width:220px">' . esc_html( $label ) . '</th><td>' . esc_html( $value ) . '</td></tr>';
		}
		echo '</tbody></table>';
		printf(
			'<p><button type="submit" class="button" form="%s">%s</button></p><p class="description">%s</p>',
			esc_attr( self::FORM_ID ),
			esc_html__( 'Importuj teraz', 'cosmetics-storefront' ),
			esc_html(
				sprintf(
					/* translators: %s: API address. */
					__( 'Lista paczkomatów pobierana codziennie z publicznego API punktów InPost (%s) w tle, strona po stronie; poprzednia lista obowiązuje, dopóki nowa nie zostanie pobrana w całości.', 'cosmetics-storefront' ),
					InpostPointsImport::url()
				)
			)
		);
	}

	/** The button's own form, printed outside the settings form (forms cannot nest). */
	public static function render_import_form(): void {
		if ( ! current_user_can( self::capability() ) ) {
			return;
		}
		printf( '<form id="%s" method="post" action="%s">', esc_attr( self::FORM_ID ), esc_url( admin_url( 'admin-post.php' ) ) );
		echo '<input type="hidden" name="action" value="' . esc_attr( self::ACTION ) . '">';
		wp_nonce_field( self::ACTION );
		echo '</form>';
	}

	public static function handle_import_now(): void {
		if ( ! current_user_can( self::capability() ) ) {
			wp_die( esc_html__( 'Brak uprawnień.', 'cosmetics-storefront' ), 403 );
		}
		check_admin_referer( self::ACTION );
		InpostPointsImport::request_now();
		wp_safe_redirect( SettingsPage::url( 'paczkomaty', array( 'lockers_import' => '1' ) ) . '#cosmetics-lockers' );
		exit;
	}

	private static function date( int $timestamp ): string {
		return wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $timestamp );
	}
}
