<?php
/**
 * "Dodaj do koszyka" before the app: the server's product screen (ServerMarkup) draws the button and the
 * quantity as a form that posts to the product's own address, where WooCommerce's own form handler
 * (WC_Form_Handler::add_to_cart_action, `add-to-cart` + `quantity`, with its stock checks and
 * messages) puts the product in the shopper's cart. This class makes it the cart the app shows and
 * brings the shopper back to the page saying so:
 *
 * - the cart: a shopper the app has given a cart (its Cart-Token in localStorage, posted by the page's
 *   first script in COOKIE_TOKEN_FIELD) gets that cart, through WooCommerce's own Store API session
 *   handler for that token; one without (a first visit, or no JavaScript at all) gets WooCommerce's
 *   cookie session, whose Cart-Token is handed to the app in the cookie HANDOFF_COOKIE (read once by
 *   src/api/tokens.ts takeCartHandoff, so the app's first cart request reads the same cart);
 * - the answer: the form's post is answered with a redirect (303) to the product's address with
 *   `?koszyk=<key>`, whose messages (added, or WooCommerce's refusal: out of stock, too many…) are kept
 *   NOTICE_MINUTES; the server's first screen prints them and the app reads them from its configuration
 *   (`cartNotice`): it opens the cart, or shows the refusal under the button. A reload asks nothing again;
 * - a variable product: the form posts the parent's `add-to-cart` and WooCommerce's `attribute_…` fields
 *   (Screens\VariationPicker). WooCommerce's handler adds a variation only by its `variation_id`, which
 *   its own variation form finds with a script; here choose_variation finds it before the handler runs,
 *   with WooCommerce's data store (the query its variation form asks), so the form works without
 *   JavaScript. A choice naming no variation is left to WooCommerce to refuse, in its words; the answer
 *   names the variation added as the app's cart does ("Pojemność: 50 ml").
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront;

use Automattic\WooCommerce\StoreApi\SessionHandler;
use Automattic\WooCommerce\StoreApi\Utilities\JsonWebToken;
use CosmeticsStorefront\CartCheckout\CartToken;
use CosmeticsStorefront\Platform\Limits;
use CosmeticsStorefront\Platform\RateLimiter;

defined( 'ABSPATH' ) || exit;

final class AddToCartForm {

	/** The form's mark: a post with it is the server markup's form. */
	public const FORM_FIELD = 'cosmetics_add_to_cart';

	/** The app's Cart-Token, filled in by the page's first script when the shopper has one. */
	public const COOKIE_TOKEN_FIELD = 'cosmetics_cart_token';

	/** The query variable of the answer's address. */
	public const QUERY = 'koszyk';

	/** The Cart-Token of a cookie session's cart, for the app (src/api/tokens.ts CART_HANDOFF_COOKIE). */
	public const HANDOFF_COOKIE = 'cosmetics_cart_handoff';

	/**
	 * The answer's message's id: the answer's address ends with it, so the browser shows the message (on a
	 * phone it is below the first screen) and puts the reading position there.
	 */
	public const NOTICE_ID = 'cs-cart-notice';

	private const NOTICE_MINUTES = 15;

	private const TRANSIENT = 'cosmetics_cart_notice_';

	/** The answer's key past the limit, before the product's id (nothing kept). */
	private const LIMITED = 'limit-';

	/** @var array{added:bool, productId:int, quantity:int, errors:string[], variation?:string[]}|false|null this request's notice, once read */
	private static array|false|null $notice = null;

	/**
	 * WooCommerce's refusals of a variable product's post without a variation that its language packs may
	 * not have (the first is WooCommerce 11's, newer than the dev shop's 10.0 pack): the storefront speaks
	 * Polish, so an untranslated one reads so (msgid => Polish).
	 */
	private const UNTRANSLATED = array(
		'Please choose product options for %1$s.' => 'Wybierz wariant produktu „%1$s”.',
		'Please choose product options by visiting <a href="%1$s" title="%2$s">%2$s</a>.' => 'Wybierz wariant produktu „<a href="%1$s" title="%2$s">%2$s</a>”.',
	);

	/** The cart item WooCommerce added for this request's post, if it did. */
	private static ?string $added_key = null;

	public static function hooks(): void {
		// Before WooCommerce starts its session (init, priority 0).
		add_filter( 'woocommerce_session_handler', array( self::class, 'session_handler' ), 20 );
		// WooCommerce's own redirects after an add (to the cart page) are not this form's answer.
		add_filter( 'woocommerce_add_to_cart_redirect', array( self::class, 'no_redirect' ), PHP_INT_MAX );
		add_filter( 'pre_option_woocommerce_cart_redirect_after_add', array( self::class, 'no_cart_page' ) );
		// Around WooCommerce's add_to_cart_action (wp_loaded, 20).
		add_action( 'wp_loaded', array( self::class, 'limit' ), 19 );
		add_action( 'wp_loaded', array( self::class, 'choose_variation' ), 19 ); // After limit: a post it stops finds nothing.
		add_action( 'woocommerce_add_to_cart', array( self::class, 'added' ) );
		add_action( 'wp_loaded', array( self::class, 'answer' ), 21 );
	}

	/**
	 * Whether this request is the post of the server markup's form: a page's post, not a REST or admin
	 * request (at wp_loaded WordPress has not yet said it serves REST: WooCommerce's reading of the address).
	 */
	public static function posted(): bool {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- WooCommerce's add-to-cart takes no nonce either (a link may add to a cart); a post from another site is refused (from_elsewhere).
		if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) || ! isset( $_POST[ self::FORM_FIELD ], $_POST['add-to-cart'] ) ) {
			return false;
		}
		$rest = ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || ( function_exists( 'WC' ) && WC()->is_rest_api_request() ) || isset( $_GET['rest_route'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only.
		return ! $rest && ! wp_doing_ajax() && ! is_admin();
	}

	/**
	 * Whether the browser says the form was posted from another site (its Origin): such a post (a page
	 * elsewhere submitting this form) adds nothing. A post without an Origin (an older browser) is
	 * WooCommerce's own add-to-cart, which any link may make.
	 */
	private static function from_elsewhere(): bool {
		$origin = isset( $_SERVER['HTTP_ORIGIN'] ) ? (string) $_SERVER['HTTP_ORIGIN'] : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- compared only.
		if ( '' === $origin ) {
			return false;
		}
		$home = wp_parse_url( home_url() );
		$from = wp_parse_url( $origin );
		$port = static fn( array $url ): int => (int) ( $url['port'] ?? ( 'https' === ( $url['scheme'] ?? '' ) ? 443 : 80 ) );
		return ! is_array( $from ) || ! is_array( $home )
			|| strtolower( (string) ( $from['host'] ?? '' ) ) !== strtolower( (string) ( $home['host'] ?? '' ) )
			|| ( $from['scheme'] ?? '' ) !== ( $home['scheme'] ?? '' )
			|| $port( $from ) !== $port( $home );
	}

	/** The product whose page shows $product_id (a variation's: its product), 0 for none. */
	private static function page_product( int $product_id ): int {
		$product = $product_id > 0 && function_exists( 'wc_get_product' ) ? wc_get_product( $product_id ) : null;
		if ( ! $product instanceof \WC_Product ) {
			return 0;
		}
		return $product->get_parent_id() ? $product->get_parent_id() : $product->get_id();
	}

	/** The storefront page of the product $product_id, or the shop. */
	private static function product_url( int $product_id ): string {
		$page = self::page_product( $product_id );
		return home_url( $page ? '/sklep/product/' . $page : '/sklep' );
	}

	/** The product id posted ('add-to-cart', a number; 0 for anything else). */
	private static function posted_product(): int {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- see posted().
		$raw = $_POST['add-to-cart'] ?? '';
		return is_string( $raw ) && ctype_digit( $raw ) ? (int) $raw : 0;
	}

	/**
	 * The app's cart for the form's post: WooCommerce's Store API session of the posted Cart-Token, when
	 * it is one WooCommerce signed.
	 *
	 * @internal filter woocommerce_session_handler
	 */
	public static function session_handler( mixed $handler ): mixed {
		if ( ! self::posted() ) {
			return $handler;
		}
		$token = self::posted_token();
		if ( '' === $token || ! JsonWebToken::validate( $token, CartToken::secret() ) ) {
			return $handler;
		}
		$_SERVER['HTTP_CART_TOKEN'] = $token; // Where WooCommerce's SessionHandler reads it.
		return SessionHandler::class;
	}

	/** @internal filter woocommerce_add_to_cart_redirect */
	public static function no_redirect( mixed $url ): mixed {
		return self::posted() ? false : $url;
	}

	/** @internal filter pre_option_woocommerce_cart_redirect_after_add */
	public static function no_cart_page( mixed $value ): mixed {
		return self::posted() ? 'no' : $value;
	}

	/**
	 * Before WooCommerce adds: at most Limits::CART_FORMS_PER_IP posts an hour from one address (each
	 * keeps its answer NOTICE_MINUTES); past it nothing is added or kept, and the product page says so.
	 *
	 * @internal action wp_loaded
	 */
	public static function limit(): void {
		if ( ! self::posted() ) {
			return;
		}
		$product_id = self::posted_product();
		if ( self::from_elsewhere() ) {
			// A page of another site posted it: nothing is added, the shopper's cart stays as it was.
			wp_safe_redirect( self::product_url( $product_id ), 303 );
			exit;
		}
		if ( RateLimiter::take( 'cart_form_ip|' . RateLimiter::ip(), Limits::CART_FORMS_PER_IP, HOUR_IN_SECONDS ) ) {
			return;
		}
		wp_safe_redirect( add_query_arg( self::QUERY, self::LIMITED . self::page_product( $product_id ), self::product_url( $product_id ) ), 303 );
		exit;
	}

	/**
	 * Before WooCommerce's handler (wp_loaded, 20): a variable product's post names its variation by its
	 * attributes (the form's selects); WooCommerce adds one only by `variation_id`. The variation those
	 * attributes name is found with WooCommerce's own data store (find_matching_product_variation, as its
	 * variation form's request does), each value read as WC_Cart::add_to_cart reads it. An attribute
	 * field that is no text (a list) is dropped; a choice naming no variation (incomplete, made up, or of
	 * a variation not sold) gets none, and WooCommerce refuses it. A posted `variation_id` is left to
	 * WooCommerce to check against the attributes.
	 *
	 * @internal action wp_loaded
	 */
	public static function choose_variation(): void {
		if ( ! self::posted() || ! function_exists( 'wc_get_product' ) ) {
			return;
		}
		add_filter( 'gettext_woocommerce', array( self::class, 'translate' ), 20, 2 );
		// phpcs:disable WordPress.Security.NonceVerification -- see posted().
		foreach ( array_keys( $_REQUEST ) as $key ) {
			if ( is_string( $key ) && str_starts_with( $key, 'attribute_' ) && ! is_string( $_REQUEST[ $key ] ) ) {
				unset( $_REQUEST[ $key ], $_POST[ $key ], $_GET[ $key ] );
			}
		}
		if ( ! empty( $_REQUEST['variation_id'] ) ) {
			return;
		}
		$product = wc_get_product( self::posted_product() );
		if ( ! $product instanceof \WC_Product || ! $product->is_type( 'variable' ) ) {
			return;
		}
		$chosen = array();
		foreach ( $product->get_attributes() as $attribute ) {
			$key = 'attribute_' . sanitize_title( $attribute->get_name() );
			$raw = $_REQUEST[ $key ] ?? '';
			if ( ! $attribute->get_variation() || ! is_string( $raw ) || '' === $raw ) {
				continue;
			}
			$value          = wp_unslash( $raw );
			$chosen[ $key ] = $attribute->is_taxonomy() ? sanitize_title( $value ) : html_entity_decode( wc_clean( $value ), ENT_QUOTES, get_bloginfo( 'charset' ) );
		}
		$variation = $chosen ? (int) \WC_Data_Store::load( 'product' )->find_matching_product_variation( $product, $chosen ) : 0;
		if ( $variation > 0 ) {
			$_POST['variation_id']    = (string) $variation;
			$_REQUEST['variation_id'] = (string) $variation;
		}
		// phpcs:enable
	}

	/**
	 * WooCommerce's words for a post without a variation, in Polish where its language pack has none.
	 *
	 * @internal filter gettext_woocommerce (added for the form's post only)
	 */
	public static function translate( mixed $translation, mixed $text ): mixed {
		return $translation === $text && is_string( $text ) && isset( self::UNTRANSLATED[ $text ] ) ? self::UNTRANSLATED[ $text ] : $translation;
	}

	/**
	 * The cart item WooCommerce added for the form's post (to name a variation in the answer).
	 *
	 * @internal action woocommerce_add_to_cart
	 */
	public static function added( mixed $cart_item_key ): void {
		if ( self::posted() && is_string( $cart_item_key ) ) {
			self::$added_key = $cart_item_key;
		}
	}

	/**
	 * The variation of a cart item as the app's cart names it ("Pojemność: 50 ml"): the attribute's label
	 * and the term's name, as WooCommerce's Store API gives them (ProductItemTrait::format_variation_data).
	 *
	 * @param array<string,mixed> $variation the cart item's `variation`
	 * @return string[]
	 */
	private static function variation_labels( array $variation, \WC_Product $product ): array {
		$labels = array();
		foreach ( $variation as $key => $value ) {
			$key      = (string) $key;
			$value    = is_scalar( $value ) ? (string) $value : '';
			$taxonomy = wc_attribute_taxonomy_name( str_replace( 'attribute_pa_', '', urldecode( $key ) ) );
			if ( taxonomy_exists( $taxonomy ) ) {
				$term = get_term_by( 'slug', $value, $taxonomy );
				if ( $term instanceof \WP_Term && '' !== $term->name ) {
					$value = (string) apply_filters( 'woocommerce_variation_option_name', $term->name, $term, $taxonomy, $product ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- WooCommerce's own filter, as its Store API applies it.
				}
				$label = wc_attribute_label( $taxonomy );
			} else {
				$value = (string) apply_filters( 'woocommerce_variation_option_name', $value, null, $taxonomy, $product ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- as above.
				$label = wc_attribute_label( str_replace( 'attribute_', '', $key ), $product );
			}
			// As the Store API's HTML formatter gives them to the app's cart (typographic quotes and dashes).
			$value = self::plain( wptexturize( $value ) );
			if ( '' !== $value ) {
				$labels[] = self::plain( wptexturize( $label ) ) . ': ' . $value;
			}
		}
		return $labels;
	}

	/** Plain text: tags dropped, entities decoded, and tags that were written as entities (a name's "<b>") dropped too. */
	private static function plain( string $html ): string {
		return trim( (string) preg_replace( '/\s+/u', ' ', wp_strip_all_tags( html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) ) );
	}

	/**
	 * After WooCommerce has added (or refused): the answer (respond), the handoff cookie, the redirect.
	 *
	 * @internal action wp_loaded
	 */
	public static function answer(): void {
		if ( ! self::posted() || ! function_exists( 'wc_get_notices' ) || ! WC()->session ) {
			return;
		}
		$answer = self::respond();
		if ( null !== $answer['handoff'] && ! headers_sent() ) {
			setcookie(
				self::HANDOFF_COOKIE,
				$answer['handoff'],
				array(
					'expires'  => time() + (int) apply_filters( 'wc_session_expiration', DAY_IN_SECONDS * 2 ), // As long as the cart it names.
					'path'     => COOKIEPATH ? COOKIEPATH : '/',
					'secure'   => is_ssl(),
					'httponly' => false, // The app reads it once and deletes it.
					'samesite' => 'Lax',
				)
			);
		}
		wp_safe_redirect( $answer['url'], 303 );
		exit;
	}

	/**
	 * WooCommerce's messages of the post kept for the answer's address (and taken out of its session),
	 * the address, and the Cart-Token to hand over: the cookie session's, when the product was added there.
	 *
	 * @return array{url:string, handoff:?string}
	 */
	public static function respond(): array {
		$product_id = self::posted_product();
		// The quantity as WooCommerce's handler read it (WC_Form_Handler::add_to_cart_handler_simple).
		$quantity = empty( $_REQUEST['quantity'] ) ? 1 : (int) wc_stock_amount( wp_unslash( $_REQUEST['quantity'] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput -- see posted(); a number.
		$notices  = wc_get_notices();
		$errors   = array();
		foreach ( (array) ( $notices['error'] ?? array() ) as $notice ) {
			$text = is_array( $notice ) ? (string) ( $notice['notice'] ?? '' ) : (string) $notice;
			// Its buttons ("Zobacz koszyk") lead to WooCommerce's pages, not the storefront's: left out. A
			// link inside its sentence (the product's name in "Proszę wybrać opcje produktu …") stays as text.
			$text = (string) preg_replace( '#<a\b[^>]*\bclass="[^"]*\bwc-forward\b[^"]*"[^>]*>.*?</a>#is', '', $text );
			$text = self::plain( $text );
			if ( '' !== $text ) {
				$errors[] = $text;
			}
		}
		$added = ! $errors && ! empty( $notices['success'] );
		$item  = $added && null !== self::$added_key && WC()->cart ? WC()->cart->get_cart_item( self::$added_key ) : array();
		wc_clear_notices();
		if ( ! $added && ! $errors ) {
			$errors[] = 'Nie udało się dodać produktu do koszyka. Spróbuj ponownie.';
		}
		// A refusal's page shows the choice and quantity posted again (Screens\ProductScreen).
		$chosen = array();
		// phpcs:disable WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- see posted(); only compared with the product's terms (Screens\ProductScreen::selection), never shown.
		foreach ( $_REQUEST as $field => $value ) {
			// A field named as WooCommerce names them (`attribute_` + sanitize_title of the attribute).
			if ( ! $added && is_string( $field ) && preg_match( '/^attribute_[a-z0-9_%-]{1,190}$/', $field ) && is_string( $value ) && count( $chosen ) < 20 ) {
				$chosen[ $field ] = wp_check_invalid_utf8( mb_substr( wp_unslash( $value ), 0, 200 ) );
			}
		}
		// phpcs:enable
		$variation = ! empty( $item['variation'] ) && is_array( $item['variation'] ) && ( $item['data'] ?? null ) instanceof \WC_Product
			? self::variation_labels( $item['variation'], $item['data'] )
			: array();
		$key       = strtolower( wp_generate_password( 16, false ) );
		set_transient(
			self::TRANSIENT . $key,
			array(
				'added'     => $added,
				'productId' => self::page_product( $product_id ),
				'quantity'  => $quantity,
				'errors'    => $errors,
			) + ( $variation ? array( 'variation' => $variation ) : array() ) + ( $chosen ? array( 'chosen' => $chosen ) : array() ),
			self::NOTICE_MINUTES * MINUTE_IN_SECONDS
		);
		// A customer logged in with WordPress's cookie has the cart of their account: the app reads it with
		// that cookie. Their session's Cart-Token is not handed to the page's scripts (it would outlive the
		// logout there, and name the account's cart and address).
		$cookie_session = '' === self::posted_token() && WC()->session instanceof \WC_Session_Handler && ! is_user_logged_in();
		return array(
			'url'     => add_query_arg( self::QUERY, $key, self::product_url( $product_id ) ) . '#' . self::NOTICE_ID,
			'handoff' => $added && $cookie_session ? CartToken::for_customer( (string) WC()->session->get_customer_id() ) : null,
		);
	}

	/**
	 * The notice of this request's address (`?koszyk=<key>`), or null.
	 *
	 * @return array{added:bool, productId:int, quantity:int, errors:string[], variation?:string[], chosen?:array<string,string>}|null
	 */
	public static function notice(): ?array {
		if ( null === self::$notice ) {
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only: which message to show.
			$key  = isset( $_GET[ self::QUERY ] ) && is_string( $_GET[ self::QUERY ] ) ? strtolower( sanitize_key( wp_unslash( $_GET[ self::QUERY ] ) ) ) : '';
			$kept = preg_match( '/^[a-z0-9]{16}$/', $key ) ? get_transient( self::TRANSIENT . $key ) : false;
			if ( preg_match( '/^' . self::LIMITED . '([1-9][0-9]{0,18})$/', $key, $limited ) ) {
				$kept = array(
					'added'     => false,
					'productId' => (int) $limited[1],
					'quantity'  => 0,
					'errors'    => array( Limits::MSG_TOO_MANY ),
				);
			}
			// Only on the page of the product it speaks of (its key on another product's page says nothing).
			self::$notice = is_array( $kept ) && 'sklep/product/' . (int) $kept['productId'] === Router::current_path() ? $kept : false;
		}
		return false === self::$notice ? null : self::$notice;
	}

	/** Whether the address carries an answer's key (its page is this shopper's: kept by nobody). */
	public static function answered(): bool {
		return isset( $_GET[ self::QUERY ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only.
	}

	/** Lets a test read another address in one PHP process. */
	public static function reset(): void {
		self::$notice    = null;
		self::$added_key = null;
	}

	private static function posted_token(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- see posted().
		$token = isset( $_POST[ self::COOKIE_TOKEN_FIELD ] ) && is_string( $_POST[ self::COOKIE_TOKEN_FIELD ] ) ? trim( sanitize_text_field( wp_unslash( $_POST[ self::COOKIE_TOKEN_FIELD ] ) ) ) : '';
		return strlen( $token ) <= 2048 ? $token : '';
	}
}
