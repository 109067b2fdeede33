<?php
/**
 * LegalScreen.tsx's page (the terms, the returns policy, the privacy policy) from the plugin's pages answer.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront\Screens;

defined( 'ABSPATH' ) || exit;

final class LegalScreen {

	/** The storefront addresses of the legal screens. */
	public const SLUGS = array( 'regulamin', 'polityka-zwrotow', 'polityka-prywatnosci' );

	/** @param array<string,mixed> $page */
	public static function render( string $slug, array $page ): string {
		// LegalScreen.tsx's closing box of the terms and of the returns policy, so the footer does not
		// move down when the app takes over (147 px at 1280 px).
		$end = match ( $slug ) {
			'regulamin'        => '<aside class="cs-legal__end" aria-label="Dane osobowe i kontakt"><p>Zasady przetwarzania danych osobowych opisuje <a href="' . esc_url( Html::url( 'polityka-prywatnosci' ) ) . '">Polityka prywatności</a>.</p>'
				. '<a href="' . esc_url( Html::url( 'kontakt' ) ) . '" class="cs-button cs-button--primary">Skontaktuj się z nami</a></aside>',
			'polityka-zwrotow' => '<aside class="cs-legal__end" aria-label="Odstąpienie od umowy"><p>Odstąp od umowy online – potwierdzenie z datą i godziną wyślemy e-mailem.</p>'
				. '<a href="' . esc_url( Html::url( 'odstapienie-od-umowy' ) ) . '" class="cs-button cs-button--primary">Odstąp od umowy</a></aside>',
			default            => '',
		};
		return '<article class="cs-container cs-page cs-legal" aria-labelledby="cs-legal-title">'
			. '<header class="cs-page__header"><p class="cs-eyebrow">Informacje prawne</p><h1 id="cs-legal-title" class="cs-page-title">' . esc_html( Html::text( $page['title'] ?? '' ) ) . '</h1></header>'
			. '<div class="cs-prose cs-legal__text">' . wp_kses_post( is_string( $page['content'] ?? null ) ? $page['content'] : '' ) . '</div>'
			. $end
			. '</article>';
	}
}
