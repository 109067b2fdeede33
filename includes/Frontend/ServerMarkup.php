<?php
/**
 * The storefront's first screen as HTML from the server, inside the mount element: what a crawler or a
 * visitor without JavaScript reads, and what a visitor sees until the bundle's first render replaces
 * it. Built only from the REST answers preloaded into the same page (Preload), which are the answers
 * the bundle's first render uses: the same products, prices (a logged-in professional's tier too),
 * stock and texts, so nothing changes when the app takes over. Same elements and classes as the
 * app's shell (src/components/layout/Layout.tsx) and screens (ProductScreen, ShopScreen, LegalScreen),
 * so nothing moves either. Everything printed is escaped; product descriptions and legal texts pass
 * wp_kses_post() again.
 *
 * Screens without preloaded data (home, contact, checkout, …) keep the boot placeholder.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Frontend;

use CosmeticsStorefront\Domain\Money;
use CosmeticsStorefront\Settings\Settings;
use CosmeticsStorefront\Settings\ShopInfo;

defined( 'ABSPATH' ) || exit;

final class ServerMarkup {

	private const PRODUCTS = '/wc/store/v1/products';

	/** The app's footer links (Layout.tsx FOOTER_LINKS). */
	private const FOOTER_LINKS = array(
		'regulamin'            => 'Regulamin',
		'polityka-zwrotow'     => 'Polityka zwrotów',
		'polityka-prywatnosci' => 'Polityka prywatności',
		'odstapienie-od-umowy' => 'Odstąpienie od umowy',
		'kontakt'              => 'Kontakt',
	);

	/** The product photo's `sizes` (Gallery.tsx PHOTO_SIZES). */
	public const PHOTO_SIZES = '(max-width: 820px) 100vw, 640px';

	/** A product card's `sizes` (ProductCard.tsx CARD_IMAGE_SIZES; no spaces: 50 of them in a page). */
	public const CARD_IMAGE_SIZES = '(max-width:480px) 50vw,(max-width:900px) 33vw,300px';

	/**
	 * How many cards of a list are on the first screen (ProductCard.tsx FIRST_SCREEN_CARDS): their photos
	 * load at once, the first one with high priority (and preloaded, ImagePreload), the rest lazily.
	 */
	public const FIRST_SCREEN_CARDS = 4;

	/**
	 * How many cards of a list carry the app's srcset and sizes: those the browser fetches before the app
	 * takes over (its lazy-load distance below the window: 14 cards on a 390 px phone, 15 on a 1440 px
	 * laptop, 22 on a phone on a slow network). Without them the browser took the small src and the app's
	 * card then the size it chose (a phone at 2x fetched six photos twice); the cards further down are
	 * replaced by the app's before anything fetches them, and keep the small src only (the page is smaller).
	 */
	public const SRCSET_CARDS = 24;

	/** The legal screens' eyebrow (LegalScreen.tsx). */
	private const LEGAL_SLUGS = array( 'regulamin', 'polityka-zwrotow', 'polityka-prywatnosci' );

	/**
	 * The whole first screen (shell and screen) of the storefront address $path with $query, from the
	 * preloaded answers $preload (REST path => { body, headers }); '' when the screen has none to show.
	 *
	 * @param array<string,mixed> $query
	 * @param array<string,mixed> $preload
	 */
	public static function render( string $path, array $query, array $preload ): string {
		$screen = self::screen( $path, $query, $preload );
		// A screen the server cannot draw (a search, an order, …) still gets the shell and the shop's
		// categories around the loading placeholder: links for a crawler and without JavaScript. The
		// contact page's header is drawn above it (see contact_header).
		return '' === $screen ? self::token_guard() . self::shell( self::screen_header( $path ) . self::placeholder(), false ) : self::token_guard() . self::shell( $screen );
	}

	/**
	 * The loading placeholder inside the shell (the app replaces it; storefront.css keeps the footer below
	 * the first screen meanwhile), the note for a browser without JavaScript and the links to the shop's
	 * categories (Settings::shop_category_ids, as the shop's filter and the home cards).
	 */
	private static function placeholder(): string {
		$links = '';
		foreach ( array_unique( Settings::shop_category_ids() ) as $id ) {
			$term = get_term( (int) $id, 'product_cat' );
			if ( $term instanceof \WP_Term ) {
				$links .= '<li><a href="' . esc_url( self::category_url( $term->slug ) ) . '">' . esc_html( self::text( $term->name ) ) . '</a></li>';
			}
		}
		return '<noscript><p class="cs-container cs-muted cs-noscript">Sklep wymaga włączonej obsługi JavaScript w przeglądarce.</p></noscript>'
			. '<div class="cs-boot" role="status">Ładowanie sklepu…</div>'
			. ( '' !== $links ? '<nav class="cs-container cs-server-categories" aria-label="Kategorie"><ul class="cs-nav">' . $links . '</ul></nav>' : '' );
	}

	/**
	 * The top of a screen the server cannot draw whole, above the loading placeholder: the same markup
	 * as the app's (ContactScreen.tsx's header, CheckoutScreen.tsx's CheckoutHeading). The contact lead
	 * and the checkout title are those pages' largest text, so they are painted with the first paint
	 * instead of after the bundle and the screen's chunk (Lighthouse's LCP); the app draws them in the
	 * same place.
	 */
	private static function screen_header( string $path ): string {
		return match ( $path ) {
			'kontakt'  => '<div class="cs-container cs-page"><header class="cs-page__header"><p class="cs-eyebrow">Jesteśmy do Twojej dyspozycji</p><h1 class="cs-page-title">Kontakt</h1><p class="cs-page__lead">Napisz lub zadzwoń – odpowiadamy w ciągu 24 godzin.</p></header></div>',
			'checkout' => '<div class="cs-container cs-checkout"><a href="' . esc_url( self::url( 'sklep' ) ) . '" class="cs-link cs-checkout__back">Powrót do sklepu</a><h1>Zamówienie</h1></div>',
			default    => '',
		};
	}

	/**
	 * @param array<string,mixed> $query
	 * @param array<string,mixed> $preload
	 */
	private static function screen( string $path, array $query, array $preload ): string {
		if ( '' === $path ) {
			return self::home();
		}
		$answers = self::answers( $preload );
		if ( preg_match( '#^sklep/product/[1-9][0-9]*$#', $path ) ) {
			return null !== $answers['product'] ? self::product( $answers['product'] ) : '';
		}
		$search = is_string( $query['search'] ?? null ) ? trim( $query['search'] ) : '';
		if ( ( 'sklep' === $path || str_starts_with( $path, 'sklep/category/' ) ) && '' === $search && $answers['pages'] ) {
			return self::shop( $path, $query, $answers );
		}
		if ( in_array( $path, self::LEGAL_SLUGS, true ) && null !== $answers['legal'] ) {
			return self::legal( $path, $answers['legal'] );
		}
		return '';
	}

	/**
	 * The preloaded answers by what they are (successful answers only).
	 *
	 * @param array<string,mixed> $preload
	 * @return array{product:?array<string,mixed>, pages:array<int,array{products:array<int,array<string,mixed>>, total:int, total_pages:int}>, categories:array<int,array<string,mixed>>, legal:?array<string,mixed>}
	 */
	private static function answers( array $preload ): array {
		$found = array(
			'product'    => null,
			'pages'      => array(),
			'categories' => array(),
			'legal'      => null,
		);
		foreach ( $preload as $path => $answer ) {
			$body = is_array( $answer ) ? ( $answer['body'] ?? null ) : null;
			// Objects of the answer (extensions, …) as arrays, as the bundle reads the same JSON.
			$body = is_array( $body ) ? json_decode( (string) wp_json_encode( $body ), true ) : null;
			if ( ! is_array( $body ) || isset( $body['code'], $body['message'] ) ) {
				continue; // An error answer (the screen shows its own message).
			}
			$path = (string) $path;
			if ( str_starts_with( $path, self::PRODUCTS . '/categories' ) ) {
				$found['categories'] = array_values( array_filter( $body, 'is_array' ) );
			} elseif ( preg_match( '#^' . preg_quote( self::PRODUCTS, '#' ) . '/[0-9]+$#', $path ) ) {
				$found['product'] = $body;
			} elseif ( str_starts_with( $path, self::PRODUCTS . '?' ) && ! str_contains( $path, 'type=variation' ) ) {
				$headers          = is_array( $answer['headers'] ?? null ) ? $answer['headers'] : array();
				$found['pages'][] = array(
					'products'    => array_values( array_filter( $body, 'is_array' ) ),
					'total'       => (int) ( $headers['X-WP-Total'] ?? count( $body ) ),
					'total_pages' => (int) ( $headers['X-WP-TotalPages'] ?? 1 ),
				);
			} elseif ( str_starts_with( $path, '/cosmetics/v1/pages/' ) ) {
				$found['legal'] = $body;
			}
		}
		return $found;
	}

	/**
	 * The page's answers are the cookie user's; a shopper logged in with the storefront's token only
	 * (src/api/tokens.ts, key JWT_TOKEN_KEY) may be a professional whose prices the page does not know:
	 * until the app shows theirs, the server's prices are hidden (storefront.css, .cs-has-token), never
	 * shown wrong. Runs before the markup below is painted.
	 *
	 * It marks the mount `cs-js` (the server's markup then shows what the app will: ServerMarkup::tab_strip),
	 * and `cs-scrolled` at the shopper's first scroll, long before the bundle runs:
	 * the app then takes the server's list over whole instead of in steps (useStepwiseReveal.ts), so a
	 * shopper already down the list never sees it shorten.
	 */
	private static function token_guard(): string {
		$mount = 'document.getElementById("' . Mount::ELEMENT_ID . '")';
		return '<script>' . $mount . '.classList.add("cs-js");try{if(localStorage.getItem("jwt_token")||sessionStorage.getItem("jwt_token")){' . $mount . '.classList.add("cs-has-token")}}catch(e){}'
			. 'addEventListener("scroll",function(){' . $mount . '.classList.add("cs-scrolled")},{once:true,passive:true});'
			// The server's add-to-cart form (buy_room): its − and + steps, and the app's Cart-Token posted with it.
			. 'addEventListener("click",function(e){var b=e.target.closest&&e.target.closest(".cs-app--server [data-step]"),i=b&&b.parentNode.querySelector("input");if(i){b.dataset.step==-1?i.stepDown():i.stepUp()}});'
			. 'addEventListener("submit",function(e){var t=e.target.elements&&e.target.elements.' . AddToCartForm::COOKIE_TOKEN_FIELD . ';if(t){try{t.value=localStorage.getItem("cosmetics_cart_token")||""}catch(x){}}},true)</script>';
	}

	/** Layout.tsx: skip link, navigation bar, main landmark, footer. */
	private static function shell( string $screen, bool $noscript_note = true ): string {
		$name  = self::site_name();
		$links = '';
		foreach ( array( 'sklep' => 'Sklep', 'kontakt' => 'Kontakt' ) as $path => $label ) {
			$links .= '<li><a href="' . esc_url( self::url( $path ) ) . '">' . esc_html( $label ) . '</a></li>';
		}
		return '<div class="cs-app cs-app--server">'
			. '<a class="cs-skip-link" href="#cs-main">Przejdź do treści</a>'
			. '<header class="cs-navbar"><div class="cs-container cs-navbar__inner">'
			. '<div class="cs-navbar__start"><a class="cs-menu-button" href="#cs-server-menu"><span class="cs-menu-button__icon" aria-hidden="true"></span><span class="cs-visually-hidden">Menu</span></a>'
			. '<a href="' . esc_url( self::url( '' ) ) . '" class="cs-brand">' . esc_html( $name ) . '</a></div>'
			. '<nav aria-label="Główna nawigacja" class="cs-navbar__nav"><ul class="cs-nav">' . $links . '</ul></nav>'
			// The app's account button needs JavaScript: its room is kept, unseen. The cart button leads to the
			// checkout, where the cart is (a tap before the app has taken over is not lost).
			. '<div class="cs-navbar__actions"><span class="cs-account-menu__login cs-account-menu--bar cs-server-placeholder" aria-hidden="true">Logowanie</span>'
			. '<a class="cs-button cs-cart-button" href="' . esc_url( self::url( 'checkout' ) ) . '"><svg class="cs-cart-button__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.9 2H21l-3.6 7H8.1l-.9 2H19v2H4l2.4-4.4L3 4H1V2h3.3l.9 2z" fill="currentColor"/></svg><span class="cs-cart-button__label">Koszyk</span></a></div>'
			. '</div></header>'
			. '<main id="cs-main" class="cs-main" tabindex="-1">'
			. ( $noscript_note ? '<noscript><p class="cs-container cs-muted cs-noscript">Koszyk i zamówienia działają po włączeniu obsługi JavaScript w przeglądarce.</p></noscript>' : '' )
			. $screen . '</main>'
			. self::footer( $name )
			. '</div>';
	}

	private static function footer( string $name ): string {
		$info    = ShopInfo::public_data();
		$address = array_values(
			array_filter(
				array(
					trim( (string) $info['sellerName'] ),
					implode( ', ', array_filter( array( trim( (string) $info['street'] ), trim( trim( (string) $info['postcode'] ) . ' ' . trim( (string) $info['city'] ) ) ) ) ),
				)
			)
		);
		$lines   = array_map( 'esc_html', $address );
		if ( '' !== (string) $info['nip'] ) {
			$lines[] = 'NIP ' . esc_html( (string) $info['nip'] );
		}
		$links = '';
		foreach ( self::FOOTER_LINKS as $path => $label ) {
			$links .= '<li><a href="' . esc_url( self::url( $path ) ) . '">' . esc_html( $label ) . '</a></li>';
		}
		$contact = '';
		if ( '' !== (string) $info['phone'] ) {
			$contact .= '<li><a href="' . esc_url( 'tel:' . preg_replace( '/[^0-9+]/', '', (string) $info['phone'] ), array( 'tel' ) ) . '">' . esc_html( (string) $info['phone'] ) . '</a></li>';
		}
		if ( '' !== (string) $info['email'] ) {
			$contact .= '<li><a href="' . esc_url( 'mailto:' . $info['email'], array( 'mailto' ) ) . '">' . esc_html( (string) $info['email'] ) . '</a></li>';
		}
		if ( '' !== $contact ) {
			foreach ( is_array( $info['socials'] ) ? $info['socials'] : array() as $social ) {
				$contact .= '<li><a href="' . esc_url( (string) $social['url'] ) . '" rel="noopener noreferrer" target="_blank">' . esc_html( (string) $social['name'] ) . '<span class="cs-visually-hidden"> (otwiera się w nowej karcie)</span></a></li>';
			}
		}
		$seller = '' !== trim( (string) $info['sellerName'] ) ? (string) $info['sellerName'] : $name;
		return '<footer class="cs-footer"><div class="cs-container cs-footer__grid">'
			. '<div class="cs-footer__about"><p class="cs-footer__brand">' . esc_html( $name ) . '</p>'
			. ( $lines ? '<address class="cs-footer__address">' . implode( '<br>', $lines ) . '</address>' : '' )
			. '</div>'
			. ( '' !== $contact ? '<div><h2 class="cs-footer__title">Kontakt</h2><ul class="cs-footer__list">' . $contact . '</ul></div>' : '' )
			. '<nav id="cs-server-menu" aria-label="Informacje"><h2 class="cs-footer__title">Informacje</h2><ul class="cs-footer__list">' . $links . '</ul></nav>'
			. '</div><div class="cs-container cs-footer__bottom"><p>© ' . esc_html( wp_date( 'Y' ) ) . ' ' . esc_html( $seller ) . '</p></div></footer>';
	}

	/**
	 * HomeScreen.tsx: the hero and CategoryCards.tsx's cards, each with its first image (the one on show
	 * first). The hero's title is the page's largest text, painted with the first paint instead
	 * of after the bundle. The cards' photos load lazily: on a phone they are below the hero, and six
	 * photos loading at once would hold up the first screen on a slow connection. The guest's login button and the cards' pause button need JavaScript: their
	 * room is kept, unseen (the app draws them).
	 */
	private static function home(): string {
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
			$cards  .= '<li class="cs-home-card"><a href="' . esc_url( self::category_url( $card['slug'] ) ) . '" class="cs-home-card__link">'
				. '<span class="cs-home-card__media" aria-hidden="true">' . $media . '</span>'
				. '<span class="cs-home-card__name">' . esc_html( $card['name'] ) . '</span></a></li>';
		}
		return '<section class="cs-hero" aria-labelledby="cs-hero-title"><div class="cs-container cs-hero__inner">'
			. '<p class="cs-eyebrow">Kosmetyki profesjonalne i do pielęgnacji domowej</p>'
			. '<h1 id="cs-hero-title" class="cs-hero__title">Pielęgnacja, która widzi różnicę</h1>'
			. '<p class="cs-hero__lead">Dermokosmetyki, linie zabiegowe i codzienna pielęgnacja — dla klientów indywidualnych i gabinetów kosmetycznych.</p>'
			. '<div class="cs-actions"><a href="' . esc_url( self::url( 'sklep' ) ) . '" class="cs-button cs-button--primary">Przejdź do sklepu</a>'
			. '<span class="cs-button cs-server-placeholder" aria-hidden="true">Zaloguj się</span></div>'
			. '</div></section>'
			. ( '' !== $cards
				? '<section class="cs-home-cards" aria-labelledby="cs-home-cards-title"><div class="cs-container"><div class="cs-home-cards__head"><div>'
					. '<p class="cs-eyebrow">Kategorie</p><h2 id="cs-home-cards-title" class="cs-home-cards__title">Znajdź pielęgnację dla siebie</h2></div>'
					. ( $rotates ? '<span class="cs-home-cards__pause cs-server-placeholder" aria-hidden="true"><span aria-hidden="true" class="cs-icon-pause"></span>Wstrzymaj zmianę zdjęć</span>' : '' )
					. '</div><ul class="cs-home-cards__grid">' . $cards . '</ul></div></section>'
				: '' );
	}

	/**
	 * ProductScreen.tsx's product: breadcrumbs, main photo, category, name, price with the Omnibus line,
	 * summary, availability, description.
	 *
	 * @param array<string,mixed> $product
	 */
	private static function product( array $product ): string {
		$name     = self::text( $product['name'] ?? '' );
		$category = self::breadcrumb_category( $product );
		$crumbs   = '<a href="' . esc_url( self::url( 'sklep' ) ) . '">Sklep</a>';
		if ( $category ) {
			$crumbs .= ' <span aria-hidden="true">/</span> <a href="' . esc_url( self::category_url( $category['slug'] ) ) . '">' . esc_html( $category['name'] ) . '</a>';
		}
		$crumbs .= ' <span aria-hidden="true">/</span> <span aria-current="page">' . esc_html( $name ) . '</span>';

		$images = is_array( $product['images'] ?? null ) ? array_values( array_filter( $product['images'], 'is_array' ) ) : array();
		$image  = $images[0] ?? null;
		$photo  = '';
		if ( $image && is_string( $image['src'] ?? null ) ) {
			$alt   = self::text( is_string( $image['alt'] ?? null ) && '' !== $image['alt'] ? $image['alt'] : $name );
			$photo = '<img src="' . esc_url( $image['src'] ) . '"'
				. ( is_string( $image['srcset'] ?? null ) && '' !== $image['srcset'] ? ' srcset="' . esc_attr( $image['srcset'] ) . '" sizes="' . esc_attr( self::PHOTO_SIZES ) . '"' : '' )
				. ' alt="' . esc_attr( '' !== $alt ? $alt : $name ) . '" width="800" height="800" class="is-current" fetchpriority="high" decoding="auto" elementtiming="' . AppStart::FIRST_SCREEN . '">';
		}
		// The app's strip of thumbnails under a gallery of several photos, drawn (not yet buttons) so the
		// title and price below it do not jump down when the app takes over (96 px at 390 px).
		$thumbs = '';
		if ( count( $images ) > 1 ) {
			foreach ( $images as $i => $item ) {
				$thumb   = is_string( $item['thumbnail'] ?? null ) && '' !== $item['thumbnail'] ? $item['thumbnail'] : ( is_string( $item['src'] ?? null ) ? $item['src'] : '' );
				$thumbs .= '<li><span class="cs-gallery__thumb' . ( 0 === $i ? ' is-current' : '' ) . '">'
					. ( '' !== $thumb ? '<img src="' . esc_url( $thumb ) . '" alt="" width="96" height="96" loading="lazy" decoding="async">' : '' )
					. '</span></li>';
			}
			$thumbs = '<ul class="cs-gallery__thumbs" aria-hidden="true">' . $thumbs . '</ul>';
		}
		$gallery = '<section class="cs-gallery" aria-roledescription="galeria" aria-label="' . esc_attr( 'Zdjęcia: ' . $name ) . '"><div class="cs-gallery__stage">' . $photo . '</div>' . $thumbs . '</section>';

		$summary  = trim( (string) preg_replace( '/\s+/u', ' ', self::text( $product['short_description'] ?? '' ) ) );
		$discount = self::discounted( $product );
		$stock    = self::stock( $product );
		$desc     = trim( is_string( $product['description'] ?? null ) ? $product['description'] : '' );
		$safety   = self::safety( $product );
		$facts    = self::facts( $product );

		return '<article class="cs-container cs-product" aria-labelledby="cs-product-title">'
			. '<nav class="cs-breadcrumb" aria-label="Okruszki">' . $crumbs . '</nav>'
			. '<div class="cs-product__layout">' . $gallery
			. '<div class="cs-product__info">'
			. ( $category ? '<p class="cs-eyebrow">' . esc_html( $category['name'] ) . '</p>' : '' )
			. '<h1 id="cs-product-title" class="cs-product__title">' . esc_html( $name ) . '</h1>'
			. '<div class="cs-product__price-block"><p class="cs-product__price">' . self::price( $product )
			. ( $discount ? '<span class="cs-badge cs-badge--inline">Promocja</span>' : '' ) . '</p>'
			. ( self::professional( $product ) ? '<p class="cs-tier">Cena dla profesjonalistów</p>' : '' )
			. self::omnibus( $product, 'cs-omnibus' )
			. '<p class="cs-product__vat">Cena zawiera VAT, nie obejmuje kosztów dostawy.</p></div>'
			. ( '' !== $summary ? '<p class="cs-product__summary">' . esc_html( $summary ) . '</p>' : '' )
			. $facts
			. '<p class="cs-product__stock"><span class="cs-stock cs-stock--' . esc_attr( $stock['kind'] ) . '">' . esc_html( $stock['label'] ) . '</span></p>'
			. self::buy_room( $product, $stock['kind'] )
			. '</div></div>'
			. '<div class="cs-tabs">' . self::tab_strip( null !== $safety['ingredients'], '' !== $facts || ( is_string( $product['sku'] ?? null ) && '' !== $product['sku'] ) )
			. '<h2 class="cs-tabs__heading">Opis</h2><div class="cs-tabs__panel">'
			. ( '' !== $desc ? '<div class="cs-prose">' . wp_kses_post( $desc ) . '</div>' : '<p class="cs-muted">Ten produkt nie ma jeszcze opisu.</p>' )
			. '</div>'
			. ( null !== $safety['ingredients'] ? '<h2 class="cs-tabs__heading">Skład</h2><div class="cs-tabs__panel cs-server-later"><p class="cs-ingredients__list">' . esc_html( $safety['ingredients'] ) . '</p></div>' : '' )
			. '</div>'
			. self::safety_section( $safety, $product )
			. '</article>';
	}

	/**
	 * src/domain/productSafety.ts productSafety(): the product's safety data as the app reads it
	 * (trimmed texts, null when empty; a party only with something in it, its contact page http(s) only;
	 * warnings one per line).
	 *
	 * @param array<string,mixed> $product
	 * @return array{brand:?string, manufacturer:?array<string,?string>, responsible:?array<string,?string>, ingredients:?string, warnings:string[], gtin:?string, variations:bool}
	 */
	private static function safety( array $product ): array {
		$data  = self::extension( $product )['product_safety'] ?? null;
		$data  = is_array( $data ) ? $data : array();
		$text  = static fn( mixed $value ): ?string => is_string( $value ) && '' !== trim( $value ) ? trim( $value ) : null;
		$party = static function ( mixed $value ) use ( $text ): ?array {
			if ( ! is_array( $value ) ) {
				return null;
			}
			$url    = $text( $value['url'] ?? null );
			$result = array(
				'name'    => $text( $value['name'] ?? null ),
				'address' => $text( $value['address'] ?? null ),
				'country' => $text( $value['country'] ?? null ),
				'email'   => $text( $value['email'] ?? null ),
				'url'     => null !== $url && preg_match( '#^https?://#i', $url ) ? $url : null,
			);
			return array_filter( $result, static fn( $item ) => null !== $item ) ? $result : null;
		};
		$warnings = is_string( $data['warnings'] ?? null ) ? array_values( array_filter( array_map( 'trim', (array) preg_split( '/\r?\n/', $data['warnings'] ) ), static fn( string $line ): bool => '' !== $line ) ) : array();
		return array(
			'brand'        => $text( $data['brand'] ?? null ),
			'manufacturer' => $party( $data['manufacturer'] ?? null ),
			'responsible'  => $party( $data['responsible_person'] ?? null ),
			'ingredients'  => $text( $data['ingredients'] ?? null ),
			'warnings'     => $warnings,
			'gtin'         => $text( $data['gtin'] ?? null ),
			'variations'   => is_array( $data['variation_gtins'] ?? null ) && array() !== array_filter( $data['variation_gtins'] ),
		);
	}

	/**
	 * ProductSafetySection.tsx before the app runs (no variation chosen yet): only when some GPSR
	 * information was entered (productSafety.ts hasSafetySection), each row only when present.
	 *
	 * @param array<string,mixed> $safety  self::safety()
	 * @param array<string,mixed> $product
	 */
	private static function safety_section( array $safety, array $product ): string {
		if ( ! $safety['manufacturer'] && ! $safety['responsible'] && ! $safety['warnings'] && null === $safety['gtin'] && ! $safety['variations'] ) {
			return '';
		}
		$rows = array();
		if ( null !== $safety['brand'] ) {
			$rows['Marka'] = $safety['brand'];
		}
		if ( null !== $safety['gtin'] ) {
			$rows['GTIN/EAN'] = $safety['gtin'];
		}
		$sku = self::text( $product['sku'] ?? '' );
		if ( '' !== $sku ) {
			$rows['SKU'] = $sku;
		}
		$html = '';
		foreach ( array( 'Producent' => $safety['manufacturer'], 'Osoba odpowiedzialna w UE' => $safety['responsible'] ) as $title => $party ) {
			if ( ! $party ) {
				continue;
			}
			$html .= '<div class="cs-safety__block"><h3 class="cs-safety__heading">' . esc_html( $title ) . '</h3><address class="cs-safety__address">'
				. ( null !== $party['name'] ? '<strong class="cs-safety__name">' . esc_html( $party['name'] ) . '</strong>' : '' )
				. ( null !== $party['address'] ? implode( '', array_map( static fn( string $line ): string => '<span class="cs-safety__line">' . esc_html( $line ) . '</span>', explode( "\n", $party['address'] ) ) ) : '' )
				. ( null !== $party['country'] ? '<span class="cs-safety__line">' . esc_html( $party['country'] ) . '</span>' : '' )
				. ( null !== $party['email'] ? '<span class="cs-safety__line">E-mail: <a href="' . esc_url( 'mailto:' . $party['email'] ) . '">' . esc_html( $party['email'] ) . '</a></span>' : '' )
				. ( null !== $party['url'] ? '<span class="cs-safety__line">Kontakt: <a href="' . esc_url( $party['url'] ) . '" rel="noopener noreferrer nofollow" target="_blank">' . esc_html( (string) preg_replace( '#^https?://#i', '', $party['url'] ) ) . '<span class="cs-visually-hidden"> (otwiera się w nowej karcie)</span></a></span>' : '' )
				. '</address></div>';
		}
		if ( $rows ) {
			$html .= '<div class="cs-safety__block"><h3 class="cs-safety__heading">Identyfikacja produktu</h3><dl class="cs-safety__list">';
			foreach ( $rows as $label => $value ) {
				$html .= '<div class="cs-safety__row"><dt>' . esc_html( $label ) . '</dt><dd>' . esc_html( $value ) . '</dd></div>';
			}
			$html .= '</dl></div>';
		}
		if ( $safety['warnings'] ) {
			$html .= '<div class="cs-safety__block cs-safety__block--warnings"><h3 class="cs-safety__heading">Ostrzeżenia i środki ostrożności</h3><ul class="cs-safety__warnings">'
				. implode( '', array_map( static fn( string $line ): string => '<li>' . esc_html( $line ) . '</li>', $safety['warnings'] ) )
				. '</ul></div>';
		}
		return '<section class="cs-safety" aria-labelledby="cs-safety-title"><h2 id="cs-safety-title" class="cs-safety__title">Bezpieczeństwo produktu</h2><div class="cs-safety__grid">' . $html . '</div></section>';
	}

	/**
	 * ProductScreen.tsx's facts: the attributes that are no variation choice.
	 *
	 * @param array<string,mixed> $product
	 */
	private static function facts( array $product ): string {
		$rows = '';
		foreach ( is_array( $product['attributes'] ?? null ) ? $product['attributes'] : array() as $attribute ) {
			$terms = is_array( $attribute['terms'] ?? null ) ? $attribute['terms'] : array();
			if ( ! is_array( $attribute ) || ! empty( $attribute['has_variations'] ) || ! $terms ) {
				continue;
			}
			$names = array_map( static fn( $term ): string => self::text( is_array( $term ) ? ( $term['name'] ?? '' ) : '' ), $terms );
			$rows .= '<div><dt>' . esc_html( self::text( $attribute['name'] ?? '' ) ) . '</dt><dd>' . esc_html( implode( ', ', $names ) ) . '</dd></div>';
		}
		return '' !== $rows ? '<dl class="cs-product__facts">' . $rows . '</dl>' : '';
	}

	/**
	 * ProductScreen.tsx's quantity and add-to-cart button, working before the app (a simple product's:
	 * a variable one's choice of variant comes first, in the app): a form posting to the product's own
	 * address, where WooCommerce's form handler adds to the cart (AddToCartForm), with the quantity's
	 * bounds from the Store API's answer. The − and + steps are worked by the page's first script
	 * (token_guard), and left out without JavaScript, where the number field does the same. After the post,
	 * the answer (AddToCartForm::notice) under the button, as the app's.
	 *
	 * @param array<string,mixed> $product
	 */
	private static function buy_room( array $product, string $stock ): string {
		if ( 'simple' !== ( $product['type'] ?? '' ) ) {
			return '';
		}
		$id       = (int) ( $product['id'] ?? 0 );
		$maximum  = (int) ( $product['add_to_cart']['maximum'] ?? 0 );
		$quantity = 'outofstock' !== $stock
			? '<div class="cs-quantity"><label for="cs-server-quantity" class="cs-quantity__label">Ilość</label><div class="cs-quantity__control">'
				. '<button type="button" class="cs-quantity__step" aria-label="Zmniejsz ilość" data-step="-1">−</button>'
				. '<input id="cs-server-quantity" type="number" name="quantity" inputmode="numeric" min="1"' . ( $maximum > 0 ? ' max="' . $maximum . '"' : '' ) . ' step="1" value="1">'
				. '<button type="button" class="cs-quantity__step" aria-label="Zwiększ ilość" data-step="1">+</button>'
				. '</div></div>'
			: '';
		$button = 'outofstock' === $stock
			? '<button type="button" class="cs-button cs-button--primary cs-product__add" disabled aria-describedby="cs-server-hint">Dodaj do koszyka</button>'
			: '<button type="submit" class="cs-button cs-button--primary cs-product__add" aria-describedby="cs-server-hint">' . ( 'onbackorder' === $stock ? 'Zamów w przedsprzedaży' : 'Dodaj do koszyka' ) . '</button>';
		$notice = AddToCartForm::notice();
		$answer = '';
		if ( $notice && $notice['productId'] === $id ) {
			$answer = $notice['added']
				? '<p role="status" class="cs-product__added">' . esc_html( sprintf( 'Dodano do koszyka: %s (%d szt.).', self::text( $product['name'] ?? '' ), $notice['quantity'] ) ) . '</p>'
				: '<p role="alert" class="cs-form-error">' . esc_html( implode( ' ', $notice['errors'] ) ) . '</p>';
		}
		return '<form class="cs-product__buy" method="post" action="' . esc_url( self::url( 'sklep/product/' . $id ) ) . '">'
			. '<input type="hidden" name="add-to-cart" value="' . $id . '"><input type="hidden" name="' . esc_attr( AddToCartForm::FORM_FIELD ) . '" value="1">'
			. '<input type="hidden" name="' . esc_attr( AddToCartForm::COOKIE_TOKEN_FIELD ) . '" value="">'
			. $quantity . $button
			. '</form><p id="cs-server-hint" class="cs-product__hint">' . ( 'outofstock' === $stock ? 'Produkt jest obecnie niedostępny.' : '' ) . '</p>'
			. $answer;
	}

	/**
	 * ProductScreen.tsx's tab strip (Opis, Skład when there is an INCI list, Szczegóły when there are
	 * attributes or a SKU), not yet buttons. Without JavaScript the server's sections stand one below the
	 * other and the strip is not shown; with it (the mount's first script marks it `cs-js`) the strip and
	 * the first panel only, as the app will show them: nothing below moves when the app takes over, even
	 * for a shopper who has scrolled down (storefront.css).
	 */
	private static function tab_strip( bool $ingredients, bool $details ): string {
		return '<div class="cs-tabs__list cs-server-tabs" aria-hidden="true"><span class="cs-tabs__tab is-current">Opis</span>'
			. ( $ingredients ? '<span class="cs-tabs__tab">Skład</span>' : '' )
			. ( $details ? '<span class="cs-tabs__tab">Szczegóły</span>' : '' )
			. '</div>';
	}

	/**
	 * ShopScreen.tsx's list: heading (the category's name), breadcrumbs of a category, the categories as
	 * links, the products as compact cards, and 'Załaduj więcej' as a link to the next page.
	 *
	 * @param array<string,mixed>                                                                  $query
	 * @param array{pages:array<int,array{products:array<int,array<string,mixed>>, total:int, total_pages:int}>, categories:array<int,array<string,mixed>>} $answers
	 */
	private static function shop( string $path, array $query, array $answers ): string {
		$slug = str_starts_with( $path, 'sklep/category/' ) ? rawurldecode( substr( $path, strlen( 'sklep/category/' ) ) ) : ( is_string( $query['category'] ?? null ) ? trim( $query['category'] ) : '' );
		$term = null;
		foreach ( $answers['categories'] as $category ) {
			if ( '' !== $slug && ( $category['slug'] ?? null ) === sanitize_title( $slug ) ) {
				$term = $category;
			}
		}
		if ( '' !== $slug && ! $term ) {
			return '';
		}
		$title    = $term ? self::text( $term['name'] ?? '' ) : 'Sklep';
		$products = array();
		$seen     = array();
		foreach ( $answers['pages'] as $page ) {
			foreach ( $page['products'] as $product ) {
				$id = (int) ( $product['id'] ?? 0 );
				if ( $id > 0 && ! isset( $seen[ $id ] ) ) {
					$seen[ $id ] = true;
					$products[]  = $product;
				}
			}
		}
		$last  = end( $answers['pages'] );
		$total = $last ? $last['total'] : count( $products );
		$shown = count( $answers['pages'] );
		$more  = $last && $shown < $last['total_pages'];

		$cards = '';
		foreach ( $products as $index => $product ) {
			$cards .= '<li>' . self::card( $product, $index ) . '</li>';
		}
		$base = $term ? self::category_url( (string) $term['slug'] ) : self::url( 'sklep' );
		$next = $more ? '<div class="cs-load-more"><a class="cs-button" href="' . esc_url( add_query_arg( 'page', $shown + 1, $base ) ) . '">Załaduj więcej</a></div>' : '';

		$link       = static fn( array $category, bool $child ): string => '<a href="' . esc_url( self::category_url( (string) $category['slug'] ) ) . '" class="cs-categories__link' . ( $child ? ' cs-categories__link--child' : '' ) . ( $term && $category['slug'] === $term['slug'] ? ' is-current" aria-current="page' : '' ) . '">' . esc_html( self::text( $category['name'] ?? '' ) ) . '</a>';
		$categories = '<li><a href="' . esc_url( self::url( 'sklep' ) ) . '" class="cs-categories__link' . ( $term ? '' : ' is-current" aria-current="page' ) . '">Wszystkie produkty</a></li>';
		foreach ( self::category_tree( $answers['categories'] ) as $node ) {
			$children = '';
			foreach ( $node['children'] as $child ) {
				$children .= '<li>' . $link( $child, true ) . '</li>';
			}
			$categories .= '<li>' . $link( $node['category'], false ) . ( '' !== $children ? '<ul class="cs-categories__children">' . $children . '</ul>' : '' ) . '</li>';
		}

		return '<section class="cs-container cs-shop" aria-labelledby="cs-shop-title">'
			. ( $term ? '<nav class="cs-breadcrumb" aria-label="Okruszki"><a href="' . esc_url( self::url( 'sklep' ) ) . '">Sklep</a> <span aria-hidden="true">/</span> <span aria-current="page">' . esc_html( $title ) . '</span></nav>' : '' )
			. '<header class="cs-shop__header"><div><h1 id="cs-shop-title" class="cs-page-title">' . esc_html( $title ) . '</h1></div>'
			. '<span class="cs-button cs-cart-link cs-server-placeholder" aria-hidden="true"><svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.6"><path d="M6 7h12l-1 13H7L6 7Z"/></svg>Koszyk</span></header>'
			. '<div class="cs-shop__toolbar"><form role="search" class="cs-search" action="' . esc_url( self::url( 'sklep' ) ) . '" method="get">'
			. '<label for="cs-server-search" class="cs-visually-hidden">Szukaj produktów</label>'
			. '<input id="cs-server-search" name="search" type="search" class="cs-search__input" placeholder="Szukaj produktów…" autocomplete="off">'
			. '<button type="submit" class="cs-button cs-button--primary cs-search__button">Szukaj</button></form>'
			// Sorting and the filter drawer need JavaScript: their room is kept, unseen.
			. '<div class="cs-sort cs-server-placeholder" aria-hidden="true"><span class="cs-sort__label">Sortuj</span><select class="cs-select" disabled><option>Najnowsze</option></select></div>'
			. '<span class="cs-button cs-shop__filters-button cs-server-placeholder" aria-hidden="true"><svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24"></svg>Filtry</span></div>'
			. '<div class="cs-shop__layout">'
			. '<aside class="cs-shop__sidebar" aria-label="Filtry"><div class="cs-filters"><nav class="cs-filters__section" aria-labelledby="cs-server-categories"><h2 id="cs-server-categories" class="cs-filters__title">Kategorie</h2><ul class="cs-categories">' . $categories . '</ul></nav></div></aside>'
			. '<div class="cs-shop__results">'
			. ( $products
				? '<p class="cs-shop__count">' . esc_html( sprintf( 'Wyświetlono %d z %d produktów', count( $products ), $total ) ) . '</p><ul class="cs-grid">' . $cards . '</ul>' . $next
				: '<p class="cs-shop__empty">Nie znaleziono produktów</p>' )
			. '</div></div></section>';
	}

	/**
	 * ProductCard.tsx, compact (a shop page lists 50). The cards of the first screen ($index below
	 * FIRST_SCREEN_CARDS) carry the same photo as the app's card (src, srcset, sizes), loaded at once, so
	 * the app's render finds it loaded and nothing is fetched or painted anew; the others load lazily,
	 * those up to SRCSET_CARDS with the same srcset and sizes too.
	 *
	 * @param array<string,mixed> $product
	 */
	private static function card( array $product, int $index = self::FIRST_SCREEN_CARDS ): string {
		$image    = self::card_image( $product );
		$ours     = self::extension( $product )['card_category'] ?? null;
		$category = is_string( $ours ) ? array( 'name' => self::text( $ours ) ) : self::breadcrumb_category( $product );
		$stock    = self::stock( $product );
		$first    = $index < self::FIRST_SCREEN_CARDS;
		$srcset   = $index < self::SRCSET_CARDS ? $image['srcset'] ?? '' : '';
		$photo    = '';
		if ( $image ) {
			$photo = '<img src="' . esc_url( $first ? $image['src'] : wp_make_link_relative( $image['src'] ) ) . '"'
				. ( '' !== $srcset ? ' srcset="' . esc_attr( $srcset ) . '" sizes="' . esc_attr( self::CARD_IMAGE_SIZES ) . '"' : '' )
				. ' alt="" width="600" height="600"'
				// The first screen's photos are decoded with the frame that shows them: with decoding="async"
				// each decoded photo came back as a frame of its own, a paint of the whole page each time.
				// Said explicitly, as WordPress's content filters add decoding="async" to an img without it.
				// The first one is the page's largest paint: the app's scripts wait until it is presented (AppStart).
				. ( $first ? ' loading="eager"' . ( 0 === $index ? ' fetchpriority="high" elementtiming="' . AppStart::FIRST_SCREEN . '"' : '' ) . ' decoding="auto"' : ' loading="lazy" decoding="async"' )
				. '>';
		}
		return '<article class="cs-card"><div class="cs-card__media">'
			. $photo
			. '</div>'
			. ( self::discounted( $product ) ? '<span class="cs-badge">Promocja</span>' : '' )
			. '<div class="cs-card__body">'
			. ( $category ? '<p class="cs-card__category">' . esc_html( $category['name'] ) . '</p>' : '' )
			. '<h2 class="cs-card__title"><a href="' . esc_url( self::url( 'sklep/product/' . (int) $product['id'] ) ) . '">' . esc_html( self::text( $product['name'] ?? '' ) ) . '</a></h2>'
			. '<div class="cs-card__footer">' . self::price( $product )
			. ( self::professional( $product ) ? '<span class="cs-tier">Cena dla profesjonalistów</span>' : '' )
			. self::omnibus( $product, 'cs-omnibus cs-card__omnibus' )
			. '<span class="cs-stock cs-stock--' . esc_attr( $stock['kind'] ) . '">' . esc_html( $stock['label'] ) . '</span>'
			. '</div></div></article>';
	}

	/**
	 * A card's photo as ProductCard.tsx picks it: the extension's card_image (the listing asks for the
	 * card's own photo, not every size of every image: a smaller page), else the first image's thumbnail (else
	 * its full size) with its srcset.
	 *
	 * @param array<string,mixed> $product
	 * @return array{src:string,srcset:string}|null
	 */
	private static function card_image( array $product ): ?array {
		$card = self::extension( $product )['card_image'] ?? null;
		if ( is_array( $card ) && is_string( $card['src'] ?? null ) && '' !== $card['src'] ) {
			return array(
				'src'    => $card['src'],
				'srcset' => is_string( $card['srcset'] ?? null ) ? $card['srcset'] : '',
			);
		}
		$image = is_array( $product['images'][0] ?? null ) ? $product['images'][0] : null;
		if ( ! $image ) {
			return null;
		}
		$src = is_string( $image['thumbnail'] ?? null ) && '' !== $image['thumbnail'] ? $image['thumbnail'] : ( $image['src'] ?? '' );
		if ( ! is_string( $src ) || '' === $src ) {
			return null;
		}
		return array(
			'src'    => $src,
			'srcset' => is_string( $image['srcset'] ?? null ) ? $image['srcset'] : '',
		);
	}

	/**
	 * The image the first screen of $path opens with, largest on the screen (Lighthouse's LCP element):
	 * the product's main photo, or the first card's photo of a list; null for other screens or without
	 * a photo. ImagePreload names it in the head, so the browser fetches it before the stylesheets let
	 * it find the <img>.
	 *
	 * @param array<string,mixed> $query
	 * @param array<string,mixed> $preload
	 * @return array{src:string,srcset:string,sizes:string}|null
	 */
	public static function first_screen_image( string $path, array $query, array $preload ): ?array {
		$answers = self::answers( $preload );
		$search  = is_string( $query['search'] ?? null ) ? trim( $query['search'] ) : '';
		if ( preg_match( '#^sklep/product/[1-9][0-9]*$#', $path ) && null !== $answers['product'] ) {
			$image = is_array( $answers['product']['images'][0] ?? null ) ? $answers['product']['images'][0] : null;
			if ( ! $image || ! is_string( $image['src'] ?? null ) || '' === $image['src'] ) {
				return null;
			}
			return array(
				'src'    => $image['src'],
				'srcset' => is_string( $image['srcset'] ?? null ) ? $image['srcset'] : '',
				'sizes'  => self::PHOTO_SIZES,
			);
		}
		if ( ! ( 'sklep' === $path || str_starts_with( $path, 'sklep/category/' ) ) || '' !== $search ) {
			return null; // Nothing drawn by the server (home, a search, …): no photo to preload.
		}
		$first = $answers['pages'][0]['products'][0] ?? null;
		$image = is_array( $first ) ? self::card_image( $first ) : null;
		return $image ? $image + array( 'sizes' => self::CARD_IMAGE_SIZES ) : null;
	}

	/**
	 * LegalScreen.tsx's page.
	 *
	 * @param array<string,mixed> $page
	 */
	private static function legal( string $slug, array $page ): string {
		// LegalScreen.tsx's closing box of the terms and of the returns policy, so the footer does not
		// move down when the app takes over (147 px at 1280 px).
		$end = match ( $slug ) {
			'regulamin'        => '<aside class="cs-legal__end" aria-label="Dane osobowe i kontakt"><p>Zasady przetwarzania danych osobowych opisuje <a href="' . esc_url( self::url( 'polityka-prywatnosci' ) ) . '">Polityka prywatności</a>.</p>'
				. '<a href="' . esc_url( self::url( 'kontakt' ) ) . '" class="cs-button cs-button--primary">Skontaktuj się z nami</a></aside>',
			'polityka-zwrotow' => '<aside class="cs-legal__end" aria-label="Odstąpienie od umowy"><p>Odstąp od umowy online – potwierdzenie z datą i godziną wyślemy e-mailem.</p>'
				. '<a href="' . esc_url( self::url( 'odstapienie-od-umowy' ) ) . '" class="cs-button cs-button--primary">Odstąp od umowy</a></aside>',
			default            => '',
		};
		return '<article class="cs-container cs-page cs-legal" aria-labelledby="cs-legal-title">'
			. '<header class="cs-page__header"><p class="cs-eyebrow">Informacje prawne</p><h1 id="cs-legal-title" class="cs-page-title">' . esc_html( self::text( $page['title'] ?? '' ) ) . '</h1></header>'
			. '<div class="cs-prose cs-legal__text">' . wp_kses_post( is_string( $page['content'] ?? null ) ? $page['content'] : '' ) . '</div>'
			. $end
			. '</article>';
	}

	/**
	 * Price.tsx: the sale price with the regular one struck through, 'od {min}' for a range, or the price.
	 *
	 * @param array<string,mixed> $product
	 */
	private static function price( array $product ): string {
		$display = self::price_display( $product );
		if ( ! $display ) {
			return '';
		}
		if ( null !== $display['regular'] ) {
			$inner = '<del><span class="cs-visually-hidden">Cena regularna: </span>' . esc_html( Money::format( $display['regular'], $display['currency'] ) ) . '</del>'
				. '<ins><span class="cs-visually-hidden">Cena promocyjna: </span>' . esc_html( Money::format( $display['current'], $display['currency'] ) ) . '</ins>';
		} elseif ( $display['from'] ) {
			$inner = '<span>od ' . esc_html( Money::format( $display['current'], $display['currency'] ) ) . '</span>';
		} else {
			$inner = esc_html( Money::format( $display['current'], $display['currency'] ) );
		}
		return '<span class="cs-price">' . $inner . '</span>';
	}

	/**
	 * src/domain/prices.ts priceDisplay(): amounts in minor units, written with the Store API's
	 * currency fields of `prices` (Domain\Money, as money.ts formatMoney).
	 *
	 * @param array<string,mixed> $product
	 * @return array{currency:array<string,mixed>, current:int, regular:?int, from:bool}|null
	 */
	private static function price_display( array $product ): ?array {
		$prices = is_array( $product['prices'] ?? null ) ? $product['prices'] : array();
		$range  = is_array( $prices['price_range'] ?? null ) ? $prices['price_range'] : null;
		if ( $range && ( $range['min_amount'] ?? null ) !== ( $range['max_amount'] ?? null ) ) {
			$min = Money::parse_minor( $range['min_amount'] ?? null );
			return null === $min ? null : array(
				'currency' => $prices,
				'current'  => $min,
				'regular'  => null,
				'from'     => true,
			);
		}
		$current = Money::parse_minor( $prices['price'] ?? null );
		if ( null === $current ) {
			return null;
		}
		$regular = Money::parse_minor( $prices['regular_price'] ?? null );
		return array(
			'currency' => $prices,
			'current'  => $current,
			'regular'  => null !== $regular && $regular > $current ? $regular : null,
			'from'     => false,
		);
	}

	/**
	 * src/domain/omnibus.ts shownPriceDiscounted().
	 *
	 * @param array<string,mixed> $product
	 */
	private static function discounted( array $product ): bool {
		$display = self::price_display( $product );
		if ( empty( $product['on_sale'] ) || ! $display ) {
			return false;
		}
		return null !== $display['regular'] || ( $display['from'] && is_string( self::extension( $product )['lowest_price_30_days'] ?? null ) );
	}

	/**
	 * OmnibusNote.tsx: 'Najniższa cena z 30 dni przed obniżką: {price}' under a discounted price.
	 *
	 * @param array<string,mixed> $product
	 */
	private static function omnibus( array $product, string $class ): string {
		$lowest = self::extension( $product )['lowest_price_30_days'] ?? null;
		if ( ! self::discounted( $product ) || ! is_string( $lowest ) ) {
			return '';
		}
		$value = Money::parse_minor( $lowest );
		if ( null === $value || $value < 0 ) {
			return '';
		}
		$prices = is_array( $product['prices'] ?? null ) ? $product['prices'] : array();
		return '<p class="' . esc_attr( $class ) . '">' . esc_html( 'Najniższa cena z 30 dni przed obniżką: ' . Money::format( $value, $prices ) ) . '</p>';
	}

	/** @param array<string,mixed> $product */
	private static function professional( array $product ): bool {
		return 'professional' === ( self::extension( $product )['price_tier'] ?? '' );
	}

	/**
	 * src/domain/stock.ts stockState(): the availability in the app's words.
	 *
	 * @param array<string,mixed> $product
	 * @return array{kind:string, label:string}
	 */
	private static function stock( array $product ): array {
		if ( ! empty( $product['is_on_backorder'] ) ) {
			return array(
				'kind'  => 'onbackorder',
				'label' => 'Przedsprzedaż',
			);
		}
		if ( empty( $product['is_in_stock'] ) ) {
			return array(
				'kind'  => 'outofstock',
				'label' => 'Brak w magazynie',
			);
		}
		$ours = self::extension( $product );
		$left = array_key_exists( 'low_stock_remaining', $ours ) ? $ours['low_stock_remaining'] : ( $product['low_stock_remaining'] ?? null );
		if ( is_numeric( $left ) && $left > 0 && $left <= 5 ) {
			return array(
				'kind'  => 'low',
				'label' => sprintf( 'Tylko %d szt.', (int) $left ),
			);
		}
		return array(
			'kind'  => 'instock',
			'label' => 'Dostępny',
		);
	}

	/**
	 * @param array<string,mixed> $product
	 * @return array<string,mixed>
	 */
	private static function extension( array $product ): array {
		$data = $product['extensions']['cosmetics-storefront'] ?? null;
		return is_array( $data ) ? $data : array();
	}

	/**
	 * The category of a product's breadcrumb (review finding 14: one path for the visible breadcrumb,
	 * here and in ProductScreen.tsx, and the JSON-LD BreadcrumbList, Seo\PageHead): the first category
	 * the Store API answer lists.
	 *
	 * @param array<string,mixed> $product a Store API product answer (arrays)
	 * @return array{name:string, slug:string}|null
	 */
	public static function breadcrumb_category( array $product ): ?array {
		$category = is_array( $product['categories'][0] ?? null ) ? $product['categories'][0] : null;
		if ( ! $category || ! is_string( $category['slug'] ?? null ) ) {
			return null;
		}
		return array(
			'name' => self::text( $category['name'] ?? '' ),
			'slug' => $category['slug'],
		);
	}

	/**
	 * src/domain/categories.ts categoryTree(): the shop filter's top-level categories (Settings) with
	 * their direct children.
	 *
	 * @param array<int,array<string,mixed>> $categories
	 * @return array<int,array{category:array<string,mixed>, children:array<int,array<string,mixed>>}>
	 */
	private static function category_tree( array $categories ): array {
		$by_id = array();
		foreach ( $categories as $category ) {
			$by_id[ (int) ( $category['id'] ?? 0 ) ] = $category;
		}
		$tree = array();
		foreach ( array_unique( Settings::shop_category_ids() ) as $id ) {
			if ( isset( $by_id[ (int) $id ] ) ) {
				$tree[] = array(
					'category' => $by_id[ (int) $id ],
					'children' => array_values( array_filter( $categories, static fn( array $child ): bool => (int) ( $child['parent'] ?? 0 ) === (int) $id ) ),
				);
			}
		}
		return $tree;
	}

	private static function category_url( string $slug ): string {
		return self::url( 'sklep/category/' . rawurlencode( $slug ) );
	}

	/** Root-relative (a shop page links 50 products: the host 50 times would only weigh). */
	private static function url( string $path ): string {
		return wp_make_link_relative( home_url( '/' . $path ) );
	}

	private static function site_name(): string {
		$name = self::text( (string) get_bloginfo( 'name' ) );
		return '' !== $name ? $name : 'Sklep';
	}

	/** Plain text of an API string (HTML entities as WordPress stores them decoded, tags dropped). */
	private static function text( mixed $html ): string {
		return is_string( $html ) ? trim( html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) : '';
	}
}
