<?php
/**
 * wp-admin → WooCommerce → Wyszukiwanie: what shoppers looked for in the last 30 days (the most searched
 * queries, and those that found nothing — counts only, Search\SearchLog) and the synonyms staff add
 * (Search\Synonyms), which take effect with the next search. For manage_woocommerce.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Search\Admin;

use CosmeticsStorefront\Search\Reindex;
use CosmeticsStorefront\Search\SearchLog;
use CosmeticsStorefront\Search\Synonyms;

defined( 'ABSPATH' ) || exit;

final class SearchScreen {

	public const SLUG = 'cosmetics-search';

	public const CAP = 'manage_woocommerce';

	private const GROUP = 'cosmetics_storefront_search';

	public static function hooks(): void {
		add_action( 'admin_menu', array( self::class, 'add_menu' ), 61 );
		add_action( 'admin_init', array( self::class, 'register' ) );
		add_filter( 'option_page_capability_' . self::GROUP, static fn(): string => self::CAP );
	}

	public static function add_menu(): void {
		add_submenu_page( 'woocommerce', __( 'Wyszukiwanie w sklepie', 'cosmetics-storefront' ), __( 'Wyszukiwanie', 'cosmetics-storefront' ), self::CAP, self::SLUG, array( self::class, 'render' ) );
	}

	public static function register(): void {
		register_setting(
			self::GROUP,
			Synonyms::OPTION,
			array(
				'type'              => 'string',
				'sanitize_callback' => array( Synonyms::class, 'sanitize' ),
				'default'           => '',
			)
		);
	}

	public static function url(): string {
		return admin_url( 'admin.php?page=' . self::SLUG );
	}

	public static function render(): void {
		if ( ! current_user_can( self::CAP ) ) {
			return;
		}
		echo '<div class="wrap woocommerce"><h1>' . esc_html__( 'Wyszukiwanie w sklepie', 'cosmetics-storefront' ) . '</h1>';
		settings_errors();
		if ( ! Reindex::ready() ) {
			echo '<div class="notice notice-info"><p>' . esc_html__( 'Indeks wyszukiwania jest budowany; do tego czasu sklep szuka jak WooCommerce (po fragmencie nazwy). Możesz go zbudować od razu: wp cosmetics search reindex.', 'cosmetics-storefront' ) . '</p></div>';
		}
		echo '<p>' . esc_html__( 'Liczby wyszukiwań z ostatnich 30 dni, bez danych osobowych (tylko treść zapytania i liczba wyników); dni starsze niż 90 są usuwane.', 'cosmetics-storefront' ) . '</p>';
		echo '<div style="display:flex;flex-wrap:wrap;gap:24px">';
		self::table( __( 'Najczęstsze wyszukiwania', 'cosmetics-storefront' ), SearchLog::top( 30 ), 'cosmetics-top-searches' );
		self::table( __( 'Wyszukiwania bez wyników', 'cosmetics-storefront' ), SearchLog::top( 30, true ), 'cosmetics-zero-searches' );
		echo '</div>';
		echo '<h2 id="cosmetics-synonyms-title">' . esc_html__( 'Synonimy', 'cosmetics-storefront' ) . '</h2>';
		echo '<form action="options.php" method="post">';
		settings_fields( self::GROUP );
		printf(
			'<p><label for="cosmetics-synonyms">%s</label></p><textarea id="cosmetics-synonyms" name="%s" rows="10" class="large-text code" aria-describedby="cosmetics-synonyms-help">%s</textarea><p class="description" id="cosmetics-synonyms-help">%s</p>',
			esc_html__( 'Słowa o tym samym znaczeniu, jedna grupa w wierszu, rozdzielone znakiem „=”.', 'cosmetics-storefront' ),
			esc_attr( Synonyms::OPTION ),
			esc_textarea( (string) get_option( Synonyms::OPTION, '' ) ),
			esc_html__( 'Na przykład: szminka = pomadka. Każde słowo działa we wszystkich odmianach (szminki, pomadkę). Zmiany działają od następnego wyszukiwania.', 'cosmetics-storefront' )
		);
		submit_button( __( 'Zapisz synonimy', 'cosmetics-storefront' ) );
		echo '</form></div>';
	}

	/** @param array<int,array{query:string,searches:int,results:int}> $rows */
	private static function table( string $title, array $rows, string $id ): void {
		echo '<div style="flex:1 1 320px"><h2 id="' . esc_attr( $id ) . '">' . esc_html( $title ) . '</h2>';
		echo '<table class="widefat striped" aria-labelledby="' . esc_attr( $id ) . '"><thead><tr><th scope="col">' . esc_html__( 'Zapytanie', 'cosmetics-storefront' ) . '</th><th scope="col">' . esc_html__( 'Wyszukań', 'cosmetics-storefront' ) . '</th><th scope="col">' . esc_html__( 'Wyników', 'cosmetics-storefront' ) . '</th></tr></thead><tbody>';
		if ( ! $rows ) {
			echo '<tr><td colspan="3">' . esc_html__( 'Brak wyszukiwań w tym okresie.', 'cosmetics-storefront' ) . '</td></tr>';
		}
		foreach ( $rows as $row ) {
			printf( '<tr><td>%s</td><td>%d</td><td>%d</td></tr>', esc_html( $row['query'] ), (int) $row['searches'], (int) $row['results'] );
		}
		echo '</tbody></table></div>';
	}
}
