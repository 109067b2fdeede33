<?php
/**
 * Layout.tsx before the app: the mount's first script, the skip link, navigation bar, main landmark and footer
 * around a screen; the loading placeholder of a screen only the app draws.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront\Screens;

use CosmeticsStorefront\Storefront\AddToCartForm;
use CosmeticsStorefront\Storefront\Mount;
use CosmeticsStorefront\Settings\Settings;
use CosmeticsStorefront\Settings\ShopInfo;

defined( 'ABSPATH' ) || exit;

final class Layout {

	/** The app's footer links (Layout.tsx FOOTER_LINKS). */
	private const FOOTER_LINKS = array(
		'regulamin'            => 'Regulamin',
		'polityka-zwrotow'     => 'Polityka zwrotów',
		'polityka-prywatnosci' => 'Polityka prywatności',
		'odstapienie-od-umowy' => 'Odstąpienie od umowy',
		'kontakt'              => 'Kontakt',
	);

	/**
	 * The page's answers are the cookie user's; a shopper logged in with the storefront's token only
	 * (src/api/tokens.ts, key JWT_TOKEN_KEY) may be a professional whose prices the page does not know:
	 * until the app shows theirs, the server's prices are hidden (storefront.css, .cs-has-token), never
	 * shown wrong. Runs before the markup below is painted.
	 *
	 * It marks the mount `cs-js` (the server's markup then shows what the app will: ProductScreen::tab_strip),
	 * and `cs-scrolled` at the shopper's first scroll, long before the bundle runs:
	 * the app then takes the server's list over whole instead of in steps (useStepwiseReveal.ts), so a
	 * shopper already down the list never sees it shorten.
	 *
	 * The shop's search, sort and price forms (ShopScreen) go to the address the app writes for them, and a
	 * sort applies when chosen (a shopper on a slow phone needs no button); "Filtry" opens the sidebar.
	 */
	public static function start_script(): string {
		$mount = 'document.getElementById("' . Mount::ELEMENT_ID . '")';
		return '<script>' . $mount . '.classList.add("cs-js");try{if(localStorage.getItem("jwt_token")||sessionStorage.getItem("jwt_token")){' . $mount . '.classList.add("cs-has-token")}}catch(e){}'
			. 'addEventListener("scroll",function(){' . $mount . '.classList.add("cs-scrolled")},{once:true,passive:true});'
			// The server's add-to-cart form (ProductScreen::buy_room): its − and + steps, and the app's Cart-Token posted with it.
			. 'addEventListener("click",function(e){var b=e.target.closest&&e.target.closest(".cs-app--server [data-step]"),i=b&&b.parentNode.querySelector("input");if(i){b.dataset.step==-1?i.stepDown():i.stepUp()}});'
			// A second tap while the first post is on its way is not a second post (on a slow phone it added
			// twice); the page shown again (Back) may post again.
			. 'addEventListener("submit",function(e){var f=e.target,t=f.elements&&f.elements.' . AddToCartForm::COOKIE_TOKEN_FIELD . ';if(t){if(f.dataset.sent){e.preventDefault();return}f.dataset.sent=1;try{t.value=localStorage.getItem("cosmetics_cart_token")||""}catch(x){}}},true);'
			. 'addEventListener("pageshow",function(){document.querySelectorAll("form[data-sent]").forEach(function(f){delete f.dataset.sent})});'
			// The shop's GET forms (Screens\ShopScreen): the address the app writes (blank fields and those at their
			// data-default left out, the search trimmed), and a sort applied when chosen, without the button.
			. '(function(){function go(f){var p=new URLSearchParams();[].forEach.call(f.elements,function(x){var v=x.name=="search"?x.value.trim():x.value;if(x.name&&v!==""&&v!==x.getAttribute("data-default"))p.append(x.name,v)});p=""+p;location.assign(f.action.split("?")[0]+(p?"?"+p:""))}'
			. 'addEventListener("submit",function(e){var f=e.target;if(f.closest&&f.closest(".cs-app--server .cs-shop")&&f.method=="get"){e.preventDefault();go(f)}});'
			. 'addEventListener("change",function(e){var s=e.target;if(s.name=="sort"&&s.closest(".cs-app--server .cs-shop"))go(s.form)})})();'
			// Its "Filtry" on a phone (a link to the sidebar): the sidebar opens in place (the app's drawer comes with the app).
			. 'addEventListener("click",function(e){var b=e.target.closest&&e.target.closest(".cs-app--server .cs-shop__filters-button"),a=b&&document.getElementById(b.getAttribute("aria-controls"));if(a){e.preventDefault();b.setAttribute("aria-expanded",a.classList.toggle("is-open"))}})</script>';
	}

	/**
	 * Layout.tsx: skip link, navigation bar, main landmark, footer. The bar's link of the section $path
	 * is in is marked current, as the app's NavLink marks it (the shop's for its products and categories).
	 */
	public static function render( string $path, string $screen, bool $noscript_note = true ): string {
		$name  = Html::site_name();
		$links = '';
		foreach ( array( 'sklep' => 'Sklep', 'kontakt' => 'Kontakt' ) as $section => $label ) {
			$current = $path === $section || str_starts_with( $path, $section . '/' );
			$links  .= '<li><a href="' . esc_url( Html::url( $section ) ) . '"' . ( $current ? ' class="active" aria-current="page"' : '' ) . '>' . esc_html( $label ) . '</a></li>';
		}
		return '<div class="cs-app cs-app--server">'
			. '<a class="cs-skip-link" href="#cs-main">Przejdź do treści</a>'
			. '<header class="cs-navbar"><div class="cs-container cs-navbar__inner">'
			. '<div class="cs-navbar__start"><a class="cs-menu-button" href="#cs-server-menu"><span class="cs-menu-button__icon" aria-hidden="true"></span><span class="cs-visually-hidden">Menu</span></a>'
			. '<a href="' . esc_url( Html::url( '' ) ) . '" class="cs-brand">' . esc_html( $name ) . '</a></div>'
			. '<nav aria-label="Główna nawigacja" class="cs-navbar__nav"><ul class="cs-nav">' . $links . '</ul></nav>'
			// The app's account button needs JavaScript: its room is kept, unseen. The cart button leads to the
			// checkout, where the cart is (a tap before the app has taken over is not lost).
			. '<div class="cs-navbar__actions"><span class="cs-account-menu__login cs-account-menu--bar cs-server-placeholder" aria-hidden="true">Logowanie</span>'
			. '<a class="cs-button cs-cart-button" href="' . esc_url( Html::url( 'checkout' ) ) . '"><svg class="cs-cart-button__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.9 2H21l-3.6 7H8.1l-.9 2H19v2H4l2.4-4.4L3 4H1V2h3.3l.9 2z" fill="currentColor"/></svg><span class="cs-cart-button__label">Koszyk</span></a></div>'
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
		// The app's lines: each in a span, the ones after the first opened with a break.
		$lines = '';
		foreach ( $address as $index => $line ) {
			$lines .= '<span>' . ( $index ? '<br>' : '' ) . esc_html( $line ) . '</span>';
		}
		if ( '' !== (string) $info['nip'] ) {
			$lines .= '<br>NIP ' . esc_html( (string) $info['nip'] );
		}
		$links = '';
		foreach ( self::FOOTER_LINKS as $path => $label ) {
			$links .= '<li><a href="' . esc_url( Html::url( $path ) ) . '">' . esc_html( $label ) . '</a></li>';
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
			. ( '' !== $lines ? '<address class="cs-footer__address">' . $lines . '</address>' : '' )
			. '</div>'
			. ( '' !== $contact ? '<div><h2 class="cs-footer__title">Kontakt</h2><ul class="cs-footer__list">' . $contact . '</ul></div>' : '' )
			. '<nav id="cs-server-menu" aria-label="Informacje"><h2 class="cs-footer__title">Informacje</h2><ul class="cs-footer__list">' . $links . '</ul></nav>'
			. '</div><div class="cs-container cs-footer__bottom"><p>© ' . esc_html( wp_date( 'Y' ) ) . ' ' . esc_html( $seller ) . '</p></div></footer>';
	}

	/**
	 * The loading placeholder inside the shell (the app replaces it; storefront.css keeps the footer below
	 * the first screen meanwhile), the note for a browser without JavaScript and the links to the shop's
	 * categories (Settings::shop_category_ids, as the shop's filter and the home cards).
	 */
	public static function placeholder(): string {
		$links = '';
		foreach ( array_unique( Settings::shop_category_ids() ) as $id ) {
			$term = get_term( (int) $id, 'product_cat' );
			if ( $term instanceof \WP_Term ) {
				$links .= '<li><a href="' . esc_url( Html::category_url( $term->slug ) ) . '">' . esc_html( Html::text( $term->name ) ) . '</a></li>';
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
	public static function screen_header( string $path ): string {
		return match ( $path ) {
			'kontakt'  => '<div class="cs-container cs-page"><header class="cs-page__header"><p class="cs-eyebrow">Jesteśmy do Twojej dyspozycji</p><h1 class="cs-page-title">Kontakt</h1><p class="cs-page__lead">Napisz lub zadzwoń – odpowiadamy w ciągu 24 godzin.</p></header></div>',
			'checkout' => '<div class="cs-container cs-checkout"><a href="' . esc_url( Html::url( 'sklep' ) ) . '" class="cs-link cs-checkout__back">Powrót do sklepu</a><h1>Zamówienie</h1></div>',
			default    => '',
		};
	}
}
