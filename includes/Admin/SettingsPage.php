<?php
/**
 * wp-admin → Ustawienia → Sklep kosmetyczny. Later issues add their sections here.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Admin;

use CosmeticsStorefront\Install\FrontPage;
use CosmeticsStorefront\Plugin;
use CosmeticsStorefront\Settings\Settings;
use CosmeticsStorefront\Settings\ShopInfo;

defined( 'ABSPATH' ) || exit;

final class SettingsPage {

	public const SLUG = 'cosmetics-storefront';

	private const GROUP = 'cosmetics_storefront';

	public static function hooks(): void {
		add_action( 'admin_menu', array( self::class, 'add_menu' ) );
		add_action( 'admin_init', array( self::class, 'register' ) );
		add_action( 'admin_notices', array( self::class, 'notices' ) );
		add_action( 'admin_enqueue_scripts', array( self::class, 'enqueue' ) );
	}

	/** The media picker for the home cards' images (assets/admin/home-cards.js, no build step). */
	public static function enqueue( string $hook_suffix = '' ): void {
		if ( 'settings_page_' . self::SLUG !== $hook_suffix ) {
			return;
		}
		wp_enqueue_media();
		wp_enqueue_script( 'cosmetics-storefront-home-cards', Plugin::url( 'assets/admin/home-cards.js' ), array( 'jquery', 'media-editor' ), Plugin::VERSION, true );
		wp_localize_script(
			'cosmetics-storefront-home-cards',
			'cosmeticsHomeCards',
			array(
				'max'    => Settings::HOME_CARD_IMAGES,
				'title'  => __( 'Obrazy karty kategorii (do 3)', 'cosmetics-storefront' ),
				'button' => __( 'Użyj tych obrazów', 'cosmetics-storefront' ),
			)
		);
		wp_add_inline_style(
			'common',
			'.cosmetics-home-card{display:grid;grid-template-columns:minmax(180px,1fr) minmax(160px,1fr) minmax(200px,1.2fr);gap:8px 16px;align-items:start;max-width:980px}'
			. '.cosmetics-home-card label{display:block;font-weight:600;margin-bottom:2px}.cosmetics-home-card input[type=text]{width:100%}'
			. '.cosmetics-home-card__thumbs{display:flex;gap:6px;margin-top:6px}.cosmetics-home-card__thumbs:empty{display:none}.cosmetics-home-card__actions{margin:6px 0 0}.cosmetics-home-card__thumbs img{width:48px;height:48px;object-fit:cover;border-radius:4px;border:1px solid #dcdcde}'
			. '.cosmetics-home-card__thumbs .is-missing{font-size:12px;color:#b32d2e}'
			. '@media (max-width:782px){.cosmetics-home-card{grid-template-columns:1fr}}'
		);
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

		self::register_home_cards();
		ShopInfo::register_settings( self::SLUG, self::GROUP );
		// Parcel lockers (issue 4).
		\CosmeticsStorefront\Settings\ShippingSettings::register_section( self::SLUG, self::GROUP );
	}

	/** One row per home card: name, category slug, image ids (with the media picker). */
	private static function register_home_cards(): void {
		add_settings_section(
			'home_cards',
			__( 'Karty kategorii na stronie głównej', 'cosmetics-storefront' ),
			array( self::class, 'section_home_cards' ),
			self::SLUG
		);
		for ( $index = 0; $index < Settings::HOME_CARD_COUNT; $index++ ) {
			add_settings_field(
				'home_card_' . $index,
				/* translators: %d: card number 1..6. */
				sprintf( __( 'Karta %d', 'cosmetics-storefront' ), $index + 1 ),
				array( self::class, 'field_home_card' ),
				self::SLUG,
				'home_cards',
				array( 'index' => $index )
			);
		}
	}

	public static function section_home_cards(): void {
		echo '<p>' . esc_html__( 'Sześć kart pod banerem strony głównej. Każda prowadzi do /sklep?category={slug} i co 3,5 s zmienia jeden z trzech obrazów. Bez wybranych obrazów karta pokazuje zdjęcia produktów z tej kategorii (także z podkategorii).', 'cosmetics-storefront' ) . '</p>';
	}

	/** @param array{index:int} $args */
	public static function field_home_card( array $args ): void {
		$index = (int) $args['index'];
		$card  = Settings::all()['home_cards'][ $index ] ?? Settings::default_home_cards()[ $index ];
		$name  = Settings::OPTION . '[home_cards][' . $index . ']';
		$id    = 'cosmetics-home-card-' . $index;

		$thumbs = '';
		foreach ( $card['image_ids'] as $image_id ) {
			$thumbs .= wp_attachment_is_image( $image_id )
				? wp_get_attachment_image( $image_id, 'thumbnail', false, array( 'alt' => '' ) )
				/* translators: %d: attachment id. */
				: '<span class="is-missing">' . esc_html( sprintf( __( 'Brak obrazu #%d', 'cosmetics-storefront' ), $image_id ) ) . '</span>';
		}

		printf(
			'<div class="cosmetics-home-card">'
			. '<div><label for="%1$s-name">%2$s</label><input type="text" id="%1$s-name" name="%3$s[name]" value="%4$s" maxlength="80" /></div>'
			. '<div><label for="%1$s-slug">%5$s</label><input type="text" id="%1$s-slug" name="%3$s[slug]" value="%6$s" class="code" /></div>'
			. '<div><label for="%1$s-images">%7$s</label><input type="text" id="%1$s-images" name="%3$s[image_ids]" value="%8$s" class="code cosmetics-home-card__ids" aria-describedby="%1$s-images-help" />'
			. '<p class="description" id="%1$s-images-help">%11$s</p>'
			. '<div class="cosmetics-home-card__thumbs" aria-hidden="true">%10$s</div>'
			. '<p class="cosmetics-home-card__actions"><button type="button" class="button cosmetics-home-card__pick" data-target="%1$s-images">%9$s</button></p></div>'
			. '</div>',
			esc_attr( $id ),
			esc_html__( 'Nazwa', 'cosmetics-storefront' ),
			esc_attr( $name ),
			esc_attr( $card['name'] ),
			esc_html__( 'Slug kategorii', 'cosmetics-storefront' ),
			esc_attr( $card['slug'] ),
			esc_html__( 'Obrazy (ID)', 'cosmetics-storefront' ),
			esc_attr( implode( ', ', $card['image_ids'] ) ),
			esc_html__( 'Wybierz obrazy', 'cosmetics-storefront' ),
			$thumbs, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- wp_get_attachment_image() and escaped text.
			esc_html__( 'Do 3 ID z biblioteki mediów, oddzielone przecinkami. Puste = zdjęcia produktów z kategorii.', 'cosmetics-storefront' )
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
		echo '</form>';
		LockerListAdmin::render_import_form();
		echo '</div>';
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
