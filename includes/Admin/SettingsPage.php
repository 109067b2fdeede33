<?php
/**
 * wp-admin → Ustawienia → Sklep kosmetyczny. Later issues add their sections here.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Admin;

use CosmeticsStorefront\Install\FrontPage;
use CosmeticsStorefront\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class SettingsPage {

	public const SLUG = 'cosmetics-storefront';

	private const GROUP = 'cosmetics_storefront';

	public static function hooks(): void {
		add_action( 'admin_menu', array( self::class, 'add_menu' ) );
		add_action( 'admin_init', array( self::class, 'register' ) );
		add_action( 'admin_notices', array( self::class, 'notices' ) );
	}

	public static function add_menu(): void {
		add_options_page(
			__( 'Sklep kosmetyczny', 'cosmetics-storefront' ),
			__( 'Sklep kosmetyczny', 'cosmetics-storefront' ),
			'manage_options',
			self::SLUG,
			array( self::class, 'render' )
		);
	}

	public static function register(): void {
		register_setting(
			self::GROUP,
			Settings::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( Settings::class, 'sanitize' ),
				'default'           => Settings::defaults(),
			)
		);

		add_settings_section( 'storefront', __( 'Sklep', 'cosmetics-storefront' ), '__return_false', self::SLUG );

		add_settings_field(
			'page_id',
			__( 'Strona sklepu', 'cosmetics-storefront' ),
			array( self::class, 'field_page' ),
			self::SLUG,
			'storefront',
			array( 'label_for' => 'cosmetics-page-id' )
		);
		add_settings_field(
			'shop_category_ids',
			__( 'Kategorie sklepu (ID)', 'cosmetics-storefront' ),
			array( self::class, 'field_categories' ),
			self::SLUG,
			'storefront',
			array( 'label_for' => 'cosmetics-shop-category-ids' )
		);
	}

	public static function field_page(): void {
		wp_dropdown_pages(
			array(
				'name'              => esc_attr( Settings::OPTION . '[page_id]' ),
				'id'                => 'cosmetics-page-id',
				'selected'          => absint( Settings::storefront_page_id() ),
				'show_option_none'  => esc_html__( '— wybierz stronę —', 'cosmetics-storefront' ),
				'option_none_value' => '0',
			)
		);
		echo '<p class="description">' . esc_html__( 'Strona z blokiem lub shortcodem [cosmetics_storefront]. Adresy sklepu (/sklep, /checkout, /profil…) wyświetlają tę stronę.', 'cosmetics-storefront' ) . '</p>';
	}

	public static function field_categories(): void {
		printf(
			'<input type="text" class="regular-text" id="cosmetics-shop-category-ids" name="%s" value="%s" /><p class="description">%s</p>',
			esc_attr( Settings::OPTION . '[shop_category_ids]' ),
			esc_attr( implode( ', ', Settings::all()['shop_category_ids'] ) ),
			esc_html__( 'ID kategorii najwyższego poziomu pokazywanych w filtrze sklepu, oddzielone przecinkami (domyślnie 20, 22, 24).', 'cosmetics-storefront' )
		);
	}

	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1><form action="options.php" method="post">';
		settings_fields( self::GROUP );
		do_settings_sections( self::SLUG );
		submit_button();
		echo '</form></div>';
	}

	/** Tells staff what the storefront is missing. */
	public static function notices(): void {
		if ( ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		if ( ! class_exists( \WooCommerce::class ) ) {
			echo '<div class="notice notice-error"><p>' . esc_html__( 'Sklep kosmetyczny wymaga wtyczki WooCommerce (9.4 lub nowszej). Zainstaluj i włącz WooCommerce.', 'cosmetics-storefront' ) . '</p></div>';
		}
		$page_id = Settings::storefront_page_id();
		if ( $page_id && ! FrontPage::is( $page_id ) ) {
			echo '<div class="notice notice-warning"><p>' . esc_html__( 'Strona sklepu nie jest stroną główną witryny, więc adres / nie pokazuje sklepu. Wybierz ją ponownie w ustawieniach Sklepu kosmetycznego albo ustaw jako stronę główną w Ustawieniach czytania.', 'cosmetics-storefront' ) . '</p></div>';
		}
		if ( ! $page_id ) {
			printf(
				'<div class="notice notice-warning"><p>%s <a href="%s">%s</a></p></div>',
				esc_html__( 'Sklep kosmetyczny nie ma wybranej strony.', 'cosmetics-storefront' ),
				esc_url( admin_url( 'options-general.php?page=' . self::SLUG ) ),
				esc_html__( 'Wybierz stronę sklepu', 'cosmetics-storefront' )
			);
		}
	}
}
