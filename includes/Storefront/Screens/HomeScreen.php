<?php
/**
 * HomeScreen.tsx before the app: the hero and CategoryCards.tsx's cards.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront\Screens;

use CosmeticsStorefront\Storefront\HomeCards;

defined( 'ABSPATH' ) || exit;

final class HomeScreen {

	/**
	 * HomeScreen.tsx: the hero and CategoryCards.tsx's cards, each with its first image (the one on show
	 * first). The hero's title is the page's largest text, painted with the first paint instead
	 * of after the bundle. The cards' photos load lazily: on a phone they are below the hero, and six
	 * photos loading at once would hold up the first screen on a slow connection. Each card links the
	 * spec's /sklep?category={slug} (CategoryCards.tsx cardHref). The guest's login button and the cards'
	 * pause button need JavaScript: their room is kept, unseen (the app draws them).
	 */
	public static function render(): string {
		$cards = '';
		$rotates = false;
		foreach ( HomeCards::public_cards() as $index => $card ) {
			$image   = $card['images'][0] ?? null;
			$rotates = $rotates || count( $card['images'] ) > 1;
			$media   = $image
				? '<img src="' . esc_url( $image['src'] ) . '"'
					. ( '' !== $image['srcset'] ? ' srcset="' . esc_attr( $image['srcset'] ) . '" sizes="' . esc_attr( HomeCards::SIZES ) . '"' : '' )
					. ( $image['width'] ? ' width="' . (int) $image['width'] . '"' : '' ) . ( $image['height'] ? ' height="' . (int) $image['height'] . '"' : '' )
					. ' alt="" loading="lazy" decoding="async" class="cs-home-card__image is-active" style="transition-delay:' . ( (int) $index * 90 ) . 'ms">'
				: '<span class="cs-home-card__placeholder">' . esc_html( mb_substr( trim( $card['name'] ), 0, 1 ) ) . '</span>';
			$cards  .= '<li class="cs-home-card"><a href="' . esc_url( add_query_arg( 'category', rawurlencode( $card['slug'] ), Html::url( 'sklep' ) ) ) . '" class="cs-home-card__link">'
				. '<span class="cs-home-card__media" aria-hidden="true">' . $media . '</span>'
				. '<span class="cs-home-card__name">' . esc_html( $card['name'] ) . '</span></a></li>';
		}
		return '<section class="cs-hero" aria-labelledby="cs-hero-title"><div class="cs-container cs-hero__inner">'
			. '<p class="cs-eyebrow">Kosmetyki profesjonalne i do pielęgnacji domowej</p>'
			. '<h1 id="cs-hero-title" class="cs-hero__title">Pielęgnacja, która widzi różnicę</h1>'
			. '<p class="cs-hero__lead">Dermokosmetyki, linie zabiegowe i codzienna pielęgnacja — dla klientów indywidualnych i gabinetów kosmetycznych.</p>'
			. '<div class="cs-actions"><a href="' . esc_url( Html::url( 'sklep' ) ) . '" class="cs-button cs-button--primary">Przejdź do sklepu</a>'
			. '<span class="cs-button cs-server-placeholder" aria-hidden="true">Zaloguj się</span></div>'
			. '</div></section>'
			. ( '' !== $cards
				? '<section class="cs-home-cards" aria-labelledby="cs-home-cards-title"><div class="cs-container"><div class="cs-home-cards__head"><div>'
					. '<p class="cs-eyebrow">Kategorie</p><h2 id="cs-home-cards-title" class="cs-home-cards__title">Znajdź pielęgnację dla siebie</h2></div>'
					. ( $rotates ? '<span class="cs-home-cards__pause cs-server-placeholder" aria-hidden="true"><span aria-hidden="true" class="cs-icon-pause"></span>Wstrzymaj zmianę zdjęć</span>' : '' )
					. '</div><ul class="cs-home-cards__grid">' . $cards . '</ul></div></section>'
				: '' );
	}
}
