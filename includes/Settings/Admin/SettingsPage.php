<?php
/**
 * wp-admin → WooCommerce → Sklep kosmetyczny (for WooCommerce's staff: `manage_woocommerce`, so the
 * Shop Manager role runs it), in tabs like WooCommerce's own settings: "Sklep i strona główna",
 * "Dane kontaktowe i sprzedawca", "Paczkomaty InPost". Each tab is its own form and option group, so
 * saving one never touches another. The old address options-general.php?page=cosmetics-storefront
 * redirects here; url() gives the address to everyone else. Without WooCommerce the page stays
 * under Ustawienia (manage_options).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Settings\Admin;

use CosmeticsStorefront\Settings\FrontPage;
use CosmeticsStorefront\Platform\PluginInfo;
use CosmeticsStorefront\Settings\Settings;
use CosmeticsStorefront\Settings\ShopInfo;

defined( 'ABSPATH' ) || exit;

final class SettingsPage {

	public const SLUG = 'cosmetics-storefront';

	/** Option group of each tab (options.php saves the options of the posted group only). */
	private const GROUPS = array(
		'sklep'      => 'cosmetics_storefront',
		'kontakt'    => 'cosmetics_storefront_shop_info',
		'paczkomaty' => 'cosmetics_storefront_shipping',
		'platnosci'  => 'cosmetics_storefront_payments',
	);

	public const DEFAULT_TAB = 'sklep';

	/** The page's hook suffix as wp-admin named it ('' until the menu is built). */
	private static string $hook = '';

	public static function hooks(): void {
		add_action( 'admin_menu', array( self::class, 'add_menu' ), 60 ); // After WooCommerce's menu (priority 9 and 50).
		add_action( 'admin_init', array( self::class, 'register' ) );
		add_action( 'admin_notices', array( self::class, 'notices' ) );
		add_action( 'admin_enqueue_scripts', array( self::class, 'enqueue' ) );
		foreach ( self::GROUPS as $group ) {
			add_filter( 'option_page_capability_' . $group, array( self::class, 'capability' ) );
		}
	}

	/** Who runs the settings: WooCommerce's staff (shop managers too); without WooCommerce, administrators. */
	public static function capability(): string {
		return PluginInfo::woocommerce_active() ? 'manage_woocommerce' : 'manage_options';
	}

	/** @return array<string,string> tab => title */
	public static function tabs(): array {
		return array(
			'sklep'      => __( 'Sklep i strona główna', 'cosmetics-storefront' ),
			'kontakt'    => __( 'Dane kontaktowe i sprzedawca', 'cosmetics-storefront' ),
			'paczkomaty' => __( 'Paczkomaty InPost', 'cosmetics-storefront' ),
			'platnosci'  => __( 'Płatności', 'cosmetics-storefront' ),
		);
	}

	/**
	 * The settings page's address (a tab of it; 'sklep' is the first). Everyone links here through
	 * this, never through a hard-coded admin address.
	 *
	 * @param array<string,string> $args more query arguments
	 */
	public static function url( string $tab = '', array $args = array() ): string {
		$query = array( 'page' => self::SLUG );
		if ( '' !== $tab && self::DEFAULT_TAB !== $tab && isset( self::GROUPS[ $tab ] ) ) {
			$query['tab'] = $tab;
		}
		$base = PluginInfo::woocommerce_active() ? 'admin.php' : 'options-general.php';
		return add_query_arg( array_merge( $query, $args ), admin_url( $base ) );
	}

	/** The tab asked for (the first one when none or an unknown one is asked for). */
	public static function current_tab(): string {
		$tab = isset( $_GET['tab'] ) && is_string( $_GET['tab'] ) ? sanitize_key( wp_unslash( $_GET['tab'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which tab to show, no action.
		return isset( self::GROUPS[ $tab ] ) ? $tab : self::DEFAULT_TAB;
	}

	/** Whether the current admin screen is this page (any tab). */
	public static function is_screen( ?string $screen_id = null ): bool {
		if ( null === $screen_id ) {
			$screen    = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
			$screen_id = $screen ? (string) $screen->id : '';
		}
		// wp-admin names the hook after the parent menu's title: also a translated one.
		return in_array( $screen_id, array_filter( array( self::$hook, 'woocommerce_page_' . self::SLUG, 'settings_page_' . self::SLUG ) ), true );
	}

	/** The media picker for the home cards' images (assets/admin/home-cards.js, no build step). */
	public static function enqueue( string $hook_suffix = '' ): void {
		if ( ! self::is_screen( $hook_suffix ) ) {
			return;
		}
		wp_add_inline_style( 'common', '.cosmetics-field-error{color:#b32d2e;font-weight:600;margin:4px 0 0}[aria-invalid=true]{border-color:#b32d2e!important;box-shadow:0 0 0 1px #b32d2e}.cosmetics-categories{margin:0;padding:0;border:0}.form-table td fieldset.cosmetics-categories label{display:block;margin:0 0 6px!important}' );
		if ( self::DEFAULT_TAB !== self::current_tab() ) {
			return;
		}
		wp_enqueue_media();
		wp_enqueue_script( 'cosmetics-storefront-home-cards', PluginInfo::url( 'assets/admin/home-cards.js' ), array( 'jquery', 'media-editor' ), PluginInfo::VERSION, true );
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
		if ( ! PluginInfo::woocommerce_active() ) {
			add_options_page( __( 'Sklep kosmetyczny', 'cosmetics-storefront' ), __( 'Sklep kosmetyczny', 'cosmetics-storefront' ), 'manage_options', self::SLUG, array( self::class, 'render' ) );
			return;
		}
		self::$hook = (string) add_submenu_page( 'woocommerce', __( 'Sklep kosmetyczny', 'cosmetics-storefront' ), __( 'Sklep kosmetyczny', 'cosmetics-storefront' ), 'manage_woocommerce', self::SLUG, array( self::class, 'render' ) );
		self::redirect_old_address();
	}

	/**
	 * options-general.php?page=cosmetics-storefront (the page's address before it moved under
	 * WooCommerce: bookmarks, documentation, e-mails) goes to the page, its other arguments kept.
	 * Runs while wp-admin builds its menu, before it would refuse an unknown page.
	 */
	private static function redirect_old_address(): void {
		global $pagenow;
		if ( 'options-general.php' !== $pagenow || ! isset( $_GET['page'] ) || self::SLUG !== $_GET['page'] ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a redirect, no action.
			return;
		}
		$args = array();
		foreach ( wp_unslash( $_GET ) as $key => $value ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
			if ( 'page' !== $key && is_string( $key ) && is_string( $value ) ) {
				$args[ sanitize_key( $key ) ] = rawurlencode( sanitize_text_field( $value ) );
			}
		}
		$tab = isset( $args['tab'] ) ? (string) $args['tab'] : '';
		unset( $args['tab'] );
		wp_safe_redirect( self::url( $tab, $args ) ); // 302: without WooCommerce the old address is the page again.
		exit;
	}

	public static function register(): void {
		register_setting(
			self::GROUPS['sklep'],
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
			__( 'Kategorie sklepu', 'cosmetics-storefront' ),
			array( self::class, 'field_categories' ),
			self::SLUG,
			'storefront'
		);

		self::register_home_cards();
		ShopInfo::register_settings( self::section_page( 'kontakt' ), self::GROUPS['kontakt'] );
		// Parcel lockers.
		\CosmeticsStorefront\Settings\ShippingSettings::register_section( self::section_page( 'paczkomaty' ), self::GROUPS['paczkomaty'] );
		\CosmeticsStorefront\Settings\PaymentSettings::register_section( self::section_page( 'platnosci' ), self::GROUPS['platnosci'] );
	}

	/** The settings-API page name a tab's sections are registered on. */
	public static function section_page( string $tab ): string {
		return self::DEFAULT_TAB === $tab ? self::SLUG : self::SLUG . '-' . $tab;
	}

	/**
	 * The error of one field after a save, as the option's sanitize callback added it (code = the
	 * field's element id; the message already escaped), or ''.
	 */
	public static function field_error( string $option, string $field_id ): string {
		if ( ! function_exists( 'get_settings_errors' ) ) {
			return '';
		}
		foreach ( get_settings_errors( $option ) as $error ) {
			if ( $field_id === $error['code'] ) {
				return (string) $error['message'];
			}
		}
		return '';
	}

	/** The error under its field (the field's aria-describedby names it). */
	public static function print_field_error( string $field_id, string $message ): void {
		if ( '' !== $message ) {
			printf( '<p class="cosmetics-field-error" id="%s-error">%s</p>', esc_attr( $field_id ), wp_kses( $message, array() ) );
		}
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
		$errors = array();
		foreach ( array( 'name', 'slug', 'images' ) as $part ) {
			$errors[ $part ] = self::field_error( Settings::OPTION, $id . '-' . $part );
		}
		$aria = static fn( string $part, string $help = '' ): string => ( $errors[ $part ] || $help ? ' aria-describedby="' . esc_attr( trim( ( $errors[ $part ] ? $id . '-' . $part . '-error ' : '' ) . $help ) ) . '"' : '' ) . ( $errors[ $part ] ? ' aria-invalid="true"' : '' );

		echo '<div class="cosmetics-home-card">';
		printf(
			'<div><label for="%1$s-name">%2$s</label><input type="text" id="%1$s-name" name="%3$s[name]" value="%4$s" maxlength="80"%5$s />',
			esc_attr( $id ),
			esc_html__( 'Nazwa', 'cosmetics-storefront' ),
			esc_attr( $name ),
			esc_attr( $card['name'] ),
			$aria( 'name' ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in $aria.
		);
		self::print_field_error( $id . '-name', $errors['name'] );
		echo '</div><div>';
		printf( '<label for="%1$s-slug">%2$s</label><select id="%1$s-slug" name="%3$s[slug]"%4$s>', esc_attr( $id ), esc_html__( 'Kategoria', 'cosmetics-storefront' ), esc_attr( $name ), $aria( 'slug' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in $aria.
		self::category_options( $card['slug'] );
		echo '</select>';
		self::print_field_error( $id . '-slug', $errors['slug'] );
		echo '</div><div>';
		printf(
			'<label for="%1$s-images">%2$s</label><input type="text" id="%1$s-images" name="%3$s[image_ids]" value="%4$s" class="code cosmetics-home-card__ids"%5$s />',
			esc_attr( $id ),
			esc_html__( 'Obrazy (ID)', 'cosmetics-storefront' ),
			esc_attr( $name ),
			esc_attr( implode( ', ', $card['image_ids'] ) ),
			$aria( 'images', $id . '-images-help' ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in $aria.
		);
		self::print_field_error( $id . '-images', $errors['images'] );
		printf(
			'<p class="description" id="%1$s-images-help">%2$s</p><div class="cosmetics-home-card__thumbs" aria-hidden="true">%3$s</div><p class="cosmetics-home-card__actions"><button type="button" class="button cosmetics-home-card__pick" data-target="%1$s-images">%4$s</button></p>',
			esc_attr( $id ),
			esc_html__( 'Do 3 ID z biblioteki mediów, oddzielone przecinkami. Puste = zdjęcia produktów z kategorii.', 'cosmetics-storefront' ),
			$thumbs, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- wp_get_attachment_image() and escaped text.
			esc_html__( 'Wybierz obrazy', 'cosmetics-storefront' )
		);
		echo '</div></div>';
	}

	/**
	 * <option>s of every product category (sub-categories indented), the stored slug selected; a
	 * stored slug without its category stays selectable, named as missing, so a save without edits
	 * keeps it.
	 */
	private static function category_options( string $selected ): void {
		$terms = get_terms(
			array(
				'taxonomy'   => 'product_cat',
				'hide_empty' => false,
			)
		);
		$terms = array_map(
			static fn( \WP_Term $term ): array => array(
				'id'     => (int) $term->term_id,
				'parent' => (int) $term->parent,
				'slug'   => $term->slug,
				'name'   => $term->name,
			),
			is_array( $terms ) ? $terms : array()
		);
		foreach ( self::category_choices( $terms, $selected ) as $choice ) {
			printf( '<option value="%s"%s>%s</option>', esc_attr( $choice['value'] ), selected( $choice['value'], $selected, false ), esc_html( $choice['label'] ) );
		}
	}

	/**
	 * The card's category choices: the tree in the given order, sub-categories after their parent with
	 * "— " per level, then the stored slug named as missing when no category has it. The block's
	 * sidebar lists the same (src/domain/storefrontSettings.ts categoryOptions(); both tested against
	 * src/domain/test/category-options-cases.json).
	 *
	 * @param array<int,array{id:int,parent:int,slug:string,name:string}> $terms
	 * @return array<int,array{value:string,label:string}>
	 */
	public static function category_choices( array $terms, string $selected ): array {
		$children = array();
		foreach ( $terms as $term ) {
			$children[ $term['parent'] ][] = $term;
		}
		$choices = array();
		$walk    = static function ( int $parent, int $depth ) use ( &$walk, &$choices, $children ): void {
			foreach ( $children[ $parent ] ?? array() as $term ) {
				$choices[] = array(
					'value' => $term['slug'],
					'label' => str_repeat( '— ', $depth ) . $term['name'],
				);
				$walk( $term['id'], $depth + 1 );
			}
		};
		$walk( 0, 0 );
		if ( ! in_array( $selected, array_column( $choices, 'value' ), true ) ) {
			$choices[] = array(
				'value' => $selected,
				/* translators: %s: category slug. */
				'label' => sprintf( __( '(brak kategorii „%s”)', 'cosmetics-storefront' ), rawurldecode( $selected ) ),
			);
		}
		return $choices;
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
		self::print_field_error( 'cosmetics-page-id', self::field_error( Settings::OPTION, 'cosmetics-page-id' ) );
		echo '<p class="description">' . esc_html__( 'Strona z blokiem lub shortcodem [cosmetics_storefront]. Adresy sklepu (/sklep, /checkout, /profil…) wyświetlają tę stronę.', 'cosmetics-storefront' ) . '</p>';
	}

	/**
	 * Checkboxes of the top-level product categories: the chosen ones first, in their order (the
	 * filter's order), then the others. A chosen category deleted since stays listed, checked.
	 */
	public static function field_categories(): void {
		$chosen = Settings::all()['shop_category_ids'];
		$terms  = get_terms(
			array(
				'taxonomy'   => 'product_cat',
				'parent'     => 0,
				'hide_empty' => false,
			)
		);
		$by_id = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$by_id[ (int) $term->term_id ] = $term;
		}
		$ids   = array_merge( $chosen, array_diff( array_keys( $by_id ), $chosen ) );
		$error = self::field_error( Settings::OPTION, 'cosmetics-shop-categories' );
		printf(
			'<fieldset class="cosmetics-categories" id="cosmetics-shop-categories" aria-describedby="%s"%s><legend class="screen-reader-text">%s</legend>',
			esc_attr( trim( ( $error ? 'cosmetics-shop-categories-error ' : '' ) . 'cosmetics-shop-categories-help' ) ),
			$error ? ' aria-invalid="true"' : '',
			esc_html__( 'Kategorie sklepu', 'cosmetics-storefront' )
		);
		// Posted even when every box is unchecked, so that an emptied choice reaches the server.
		printf( '<input type="hidden" name="%s[shop_category_ids][]" value="" />', esc_attr( Settings::OPTION ) );
		foreach ( $ids as $id ) {
			$term  = $by_id[ $id ] ?? null;
			$label = $term
				/* translators: 1: category name, 2: number of products. */
				? sprintf( __( '%1$s (produktów: %2$s)', 'cosmetics-storefront' ), $term->name, number_format_i18n( (int) $term->count ) )
				/* translators: %d: category id. */
				: sprintf( __( 'Usunięta kategoria (ID %d) – odznacz, aby usunąć ją z filtra', 'cosmetics-storefront' ), $id );
			printf(
				'<label><input type="checkbox" name="%s[shop_category_ids][]" value="%d"%s /> %s</label>',
				esc_attr( Settings::OPTION ),
				(int) $id,
				checked( in_array( $id, $chosen, true ), true, false ),
				esc_html( $label )
			);
		}
		if ( ! $ids ) {
			echo '<p>' . esc_html__( 'Sklep nie ma jeszcze kategorii produktów (Produkty → Kategorie).', 'cosmetics-storefront' ) . '</p>';
		}
		echo '</fieldset>';
		self::print_field_error( 'cosmetics-shop-categories', $error );
		echo '<p class="description" id="cosmetics-shop-categories-help">' . esc_html__( 'Kategorie najwyższego poziomu (z podkategoriami) pokazywane w filtrze sklepu, w tej kolejności. Żadna zaznaczona = wszystkie kategorie najwyższego poziomu poza „Bez kategorii”.', 'cosmetics-storefront' ) . '</p>';
	}

	public static function render(): void {
		if ( ! current_user_can( self::capability() ) ) {
			return;
		}
		$current = self::current_tab();
		echo '<div class="wrap woocommerce"><h1>' . esc_html__( 'Sklep kosmetyczny', 'cosmetics-storefront' ) . '</h1>';
		echo '<nav class="nav-tab-wrapper woo-nav-tab-wrapper" aria-label="' . esc_attr__( 'Sekcje ustawień Sklepu kosmetycznego', 'cosmetics-storefront' ) . '">';
		foreach ( self::tabs() as $tab => $title ) {
			printf(
				'<a href="%s" class="nav-tab%s"%s>%s</a>',
				esc_url( self::url( $tab ) ),
				$tab === $current ? ' nav-tab-active' : '',
				$tab === $current ? ' aria-current="page"' : '',
				esc_html( $title )
			);
		}
		echo '</nav>';
		// Under WooCommerce's menu wp-admin prints no settings messages itself (it does under Ustawienia only).
		if ( PluginInfo::woocommerce_active() ) {
			settings_errors();
		}
		if ( ! empty( $_GET['settings-updated'] ) && array_filter( get_settings_errors(), static fn( array $error ): bool => 'error' === $error['type'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a message after options.php's redirect.
			echo '<div class="notice notice-info"><p>' . esc_html__( 'Pozostałe pola zapisano. Pola z błędami zachowały poprzednie wartości.', 'cosmetics-storefront' ) . '</p></div>';
		}
		echo '<form action="options.php" method="post" novalidate>';
		settings_fields( self::GROUPS[ $current ] );
		do_settings_sections( self::section_page( $current ) );
		submit_button( __( 'Zapisz zmiany', 'cosmetics-storefront' ) );
		echo '</form>';
		// What a tab shows below its form (the locker list's import on Paczkomaty InPost: Shipping\Admin\LockerListSection).
		do_action( 'cosmetics_storefront_settings_after_form', $current );
		echo '</div>';
	}

	/** Tells staff what the storefront is missing. */
	public static function notices(): void {
		if ( current_user_can( self::capability() ) && ( self::is_screen() || self::screen_is( 'dashboard' ) ) ) {
			$missing = ShopInfo::missing();
			if ( $missing ) {
				printf(
					'<div class="notice notice-warning"><p>%s <a href="%s">%s</a></p></div>',
					/* translators: %s: the missing fields, comma-separated. */
					esc_html( sprintf( __( 'Sklep kosmetyczny: uzupełnij dane sprzedawcy (brakuje: %s). Dopóki pole jest puste, sklep go nie pokazuje (strona Kontakt, stopka, strony prawne).', 'cosmetics-storefront' ), implode( ', ', $missing ) ) ),
					esc_url( self::url( 'kontakt' ) ),
					esc_html__( 'Uzupełnij dane', 'cosmetics-storefront' )
				);
			}
		}
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
				esc_url( self::url() ),
				esc_html__( 'Wybierz stronę sklepu', 'cosmetics-storefront' )
			);
		}
	}

	private static function screen_is( string $id ): bool {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		return $screen && $id === $screen->id;
	}
}
