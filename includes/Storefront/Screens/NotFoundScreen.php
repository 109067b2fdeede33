<?php
/**
 * NotFoundScreen.tsx before the app: the storefront's 404 screen ('Strona jest modernizowana'), drawn
 * where the server knows the address names nothing it can draw as the app would: a page past the end of
 * a list (`/sklep?page=99`, Domain\ShopFilters::page_exists; the app's ShopScreen shows this screen for
 * it too).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront\Screens;

defined( 'ABSPATH' ) || exit;

final class NotFoundScreen {

	/** The 404 screen's heading, also its page title (Seo\PageHead::NOT_FOUND_TITLE). */
	public const TITLE = 'Strona jest modernizowana';

	public static function render(): string {
		return '<section class="cs-container cs-message-screen" aria-labelledby="cs-404-title">'
			. '<h1 id="cs-404-title">' . esc_html( self::TITLE ) . '</h1>'
			. '<p>Sprawdź, czy adres strony jest wpisany poprawnie, albo wróć na stronę główną.</p>'
			. '<a href="' . esc_url( Html::url( '' ) ) . '" class="cs-button cs-button--primary">Strona główna</a>'
			. '</section>';
	}
}
