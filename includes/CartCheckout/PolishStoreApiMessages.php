<?php
/**
 * The storefront speaks Polish, whatever language the WordPress site runs in. WooCommerce's Store API
 * composes its errors from translatable strings (stock, purchasability, coupons, shipping, addresses,
 * payment). While a Store API request is handled, these are the shopper's words for them on a site in
 * any language, so wp-admin and e-mails keep the site's. They win over WooCommerce's own Polish pack
 * too: its texts for these change with every pack (or are missing for strings newer than the pack)
 * and some keep WooCommerce's HTML entities ('Maksymalna ilość &quot;X&quot; …'), which the storefront
 * would show as they are.
 *
 * The strings are WooCommerce's msgids, so placeholders (product names, counts, countries) land where
 * WooCommerce puts them; the coupon messages the spec names are CouponMessages'.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

use CosmeticsStorefront\Platform\StoreApi\StoreApiBehaviour;
use CosmeticsStorefront\Platform\StoreApi\StoreApiCall;

defined( 'ABSPATH' ) || exit;

final class PolishStoreApiMessages implements StoreApiBehaviour {

	/** WooCommerce msgid => Polish text. */
	public const MESSAGES = array(
		// Stock and purchasability, when the cart is checked (checkout, cart).
		'%s is out of stock and cannot be purchased. Please remove it from your cart.'   => 'Produktu %s nie ma w magazynie i nie można go kupić. Usuń go z koszyka.',
		'%s are out of stock and cannot be purchased. Please remove them from your cart.' => 'Produktów %s nie ma w magazynie i nie można ich kupić. Usuń je z koszyka.',
		'%s cannot be purchased. Please remove it from your cart.'                       => 'Produktu %s nie można kupić. Usuń go z koszyka.',
		'%s cannot be purchased. Please remove them from your cart.'                     => 'Produktów %s nie można kupić. Usuń je z koszyka.',
		'There are too many %s in the cart. Only 1 can be purchased. Please reduce the quantity in your cart.' => 'W koszyku jest za dużo sztuk produktu %s. Można kupić tylko 1 sztukę. Zmniejsz ilość w koszyku.',
		'There are too many %s in the cart. Only 1 of each can be purchased. Please reduce the quantities in your cart.' => 'W koszyku jest za dużo sztuk produktów %s. Każdy można kupić tylko w 1 sztuce. Zmniejsz ilości w koszyku.',
		'There is not enough %s in stock. Please reduce the quantity in your cart.'      => 'W magazynie jest za mało produktu %s. Zmniejsz ilość w koszyku.',
		'There are not enough %s in stock. Please reduce the quantities in your cart.'   => 'W magazynie jest za mało produktów %s. Zmniejsz ilości w koszyku.',
		'There was an error with an item in your cart.'                                 => 'Wystąpił problem z produktem w koszyku.',
		'Sorry, "%s" is no longer in stock so this order cannot be paid for. We apologize for any inconvenience caused.' => 'Produktu „%s” nie ma już w magazynie, więc tego zamówienia nie można opłacić. Przepraszamy.',
		'Sorry, we do not have enough "%1$s" in stock to fulfill your order (%2$s available). We apologize for any inconvenience caused.' => 'W magazynie jest za mało produktu „%1$s”, by zrealizować zamówienie (dostępne: %2$s). Przepraszamy.',
		// Stock held for the order (WooCommerce's ReserveStock), the last check before an order is placed.
		'&quot;%s&quot; is out of stock and cannot be purchased.'                       => 'Produktu „%s” nie ma w magazynie i nie można go kupić.',
		'Not enough units of %s are available in stock to fulfil this order.'          => 'W magazynie jest za mało produktu %s, by zrealizować to zamówienie.',
		// Adding to the cart.
		'You cannot add &quot;%s&quot; to the cart because the product is out of stock.' => 'Nie można dodać produktu „%s” do koszyka, ponieważ nie ma go w magazynie.',
		'You cannot add that amount of &quot;%1$s&quot; to the cart because there is not enough stock (%2$s remaining).' => 'Nie można dodać tylu sztuk produktu „%1$s” do koszyka, ponieważ w magazynie jest ich za mało (pozostało: %2$s).',
		'&quot;%s&quot; is not available for purchase.'                                => 'Produkt „%s” nie jest dostępny w sprzedaży.',
		'This product cannot be added to the cart.'                                     => 'Tego produktu nie można dodać do koszyka.',
		'Cannot create an existing cart item.'                                          => 'Ten produkt jest już w koszyku.',
		'Cart item does not exist.'                                                     => 'Tego produktu nie ma już w koszyku.',
		'Cart item is invalid.'                                                         => 'Ta pozycja koszyka jest nieprawidłowa.',
		'Unable to retrieve cart.'                                                      => 'Nie udało się pobrać koszyka.',
		'Missing variation data for variable product.'                                 => 'Wybierz wariant produktu.',
		'Missing attributes for variable product.'                                      => 'Wybierz wariant produktu.',
		'The maximum quantity of &quot;%1$s&quot; allowed in the cart is %2$s'          => 'Produktu „%1$s” można mieć w koszyku najwyżej %2$s szt.',
		'The minimum quantity of &quot;%1$s&quot; allowed in the cart is %2$s'          => 'Produktu „%1$s” trzeba mieć w koszyku co najmniej %2$s szt.',
		'Cart item no longer exists or is invalid.'                                     => 'Tej pozycji nie ma już w koszyku.',
		'No matching variation found.'                                                  => 'Nie ma takiego wariantu produktu.',
		'Cannot create order from empty cart.'                                          => 'Koszyk jest pusty: nie ma z czego złożyć zamówienia.',
		'Cannot place an order, your cart is empty.'                                    => 'Koszyk jest pusty: nie ma z czego złożyć zamówienia.',
		'Product with ID "%s" was not found and cannot be added to the cart.'           => 'Nie ma produktu o numerze „%s”: nie można go dodać do koszyka.',
		'This item is not available for purchase.'                                      => 'Ten produkt nie jest dostępny w sprzedaży.',
		'You cannot add &quot;%s&quot; with a quantity less than or equal to 0 to the cart.' => 'Nie można dodać produktu „%s” w ilości 0 lub mniejszej.',
		'The maximum quantity that can be added to the cart is %s'                      => 'Do koszyka można dodać najwyżej %s szt.',
		'The minimum quantity that can be added to the cart is %s'                      => 'Do koszyka trzeba dodać co najmniej %s szt.',
		'The quantity added to the cart must be a multiple of %s'                       => 'Ilość musi być wielokrotnością %s.',
		'This item is already in the cart and its quantity cannot be edited'            => 'Ten produkt jest już w koszyku, a jego ilości nie można zmienić.',
		// Coupons beyond the spec's messages.
		'Coupon code "%s" has already been applied.'                                    => 'Kupon „%s” jest już dodany.',
		'Coupon cannot be removed because it is not already applied to the cart.'       => 'Tego kuponu nie ma w koszyku.',
		'"%s" has already been applied and cannot be used in conjunction with other coupons.' => 'Kupon „%s” jest już dodany i nie łączy się z innymi kuponami.',
		'The "%1$s" coupon has been removed from your cart: %2$s'                       => 'Kupon „%1$s” został usunięty z koszyka: %2$s',
		'Invalid coupons were removed from the cart: "%s"'                              => 'Z koszyka usunięto nieważne kupony: „%s”',
		'"%1$s" was removed from the cart. %2$s'                                        => '„%1$s” usunięto z koszyka. %2$s',
		'"%1$s" was removed from the order. %2$s'                                       => '„%1$s” usunięto z zamówienia. %2$s',
		'Invalid coupons were removed from the order: "%s"'                             => 'Z zamówienia usunięto nieważne kupony: „%s”',
		// Shipping.
		'Shipping address required.'                                                    => 'Podaj adres dostawy.',
		'Sorry, this order requires a shipping option.'                                 => 'Brak wybranego sposobu dostawy. Wybierz dostawę albo sprawdź adres dostawy.',
		'Sorry, we do not ship orders to the provided country (%s)'                     => 'Nie wysyłamy zamówień do tego kraju (%s).',
		'Sorry, we do not allow orders from the provided country (%s)'                  => 'Nie przyjmujemy zamówień z tego kraju (%s).',
		'Invalid Rate ID.'                                                              => 'Ten sposób dostawy nie jest dostępny.',
		'Shipping is disabled.'                                                         => 'Wysyłka jest wyłączona.',
		// Addresses.
		'There was a problem with the provided %s:'                                     => 'Popraw %s:',
		'billing address'                                                               => 'adres rozliczeniowy',
		'shipping address'                                                              => 'adres dostawy',
		'%s is required'                                                                => 'pole „%s” jest wymagane',
		'There was a problem with the provided billing address: %s is required'         => 'Popraw adres rozliczeniowy: pole „%s” jest wymagane.',
		'There was a problem with the provided shipping address: %s is required'        => 'Popraw adres dostawy: pole „%s” jest wymagane.',
		'The provided postcode / ZIP is not valid'                                      => 'Nieprawidłowy kod pocztowy',
		'The provided phone number is not valid'                                        => 'Nieprawidłowy numer telefonu',
		'A valid email address is required'                                             => 'Podaj prawidłowy adres e-mail',
		'The provided email address is not valid'                                       => 'Nieprawidłowy adres e-mail',
		'The provided email address (%s) is not valid—please provide a valid email address' => 'Adres e-mail (%s) jest nieprawidłowy: podaj prawidłowy adres',
		'First name'                                                                    => 'Imię',
		'Last name'                                                                     => 'Nazwisko',
		'Company'                                                                       => 'Firma',
		'Address'                                                                       => 'Adres',
		'City'                                                                          => 'Miasto',
		'Postal code'                                                                   => 'Kod pocztowy',
		'Phone'                                                                         => 'Telefon',
		'Email'                                                                         => 'E-mail',
		// Payment and the order.
		'No payment method provided.'                                                   => 'Wybierz metodę płatności.',
		'%s is not available for this order—please choose a different payment method'  => 'Metoda płatności %s nie jest dostępna dla tego zamówienia: wybierz inną.',
		'Invalid payment result received from payment method.'                          => 'Płatność nie powiodła się. Spróbuj ponownie albo wybierz inną metodę płatności.',
		'Unable to create order'                                                        => 'Nie udało się utworzyć zamówienia.',
		'Invalid order ID or key provided.'                                             => 'Nieprawidłowy numer lub klucz zamówienia.',
	);

	/** Store API handlers running now (the Store API's batch route runs others inside it). */
	private static int $depth = 0;

	/** Every Store API route, outermost (StoreApiList::EVERY_ROUTE). */
	public function before( StoreApiCall $call, ?\WP_Error $error ): ?\WP_Error {
		if ( 1 === ++self::$depth ) {
			add_filter( 'gettext_woocommerce', array( self::class, 'translate' ), 20, 2 );
		}
		return null;
	}

	public function after( StoreApiCall $call, mixed $response ): mixed {
		if ( self::$depth > 0 && 0 === --self::$depth ) {
			remove_filter( 'gettext_woocommerce', array( self::class, 'translate' ), 20 );
		}
		return $response instanceof \WP_Error && 'rest_invalid_param' === $response->get_error_code() ? self::invalid_params( $response ) : $response;
	}

	/** Address fields by WooCommerce's key, as the storefront's form labels them. */
	private const FIELDS = array(
		'first_name' => 'Imię',
		'last_name'  => 'Nazwisko',
		'company'    => 'Firma',
		'address_1'  => 'Adres',
		'address_2'  => 'Adres (cd.)',
		'city'       => 'Miasto',
		'state'      => 'Województwo',
		'postcode'   => 'Kod pocztowy',
		'country'    => 'Kraj',
		'phone'      => 'Telefon',
		'email'      => 'E-mail',
	);

	/**
	 * WordPress checks the request's arguments (WooCommerce's address schema: postcode, phone, e-mail)
	 * before any handler runs, so before the Polish texts are switched on; its answer names only the
	 * parameters ('Invalid parameter(s): billing_address'). The shopper gets what is wrong instead, from
	 * WooCommerce's error codes in the details, whatever language they were written in.
	 */
	private static function invalid_params( \WP_Error $error ): \WP_Error {
		$data    = $error->get_error_data();
		$details = is_array( $data ) && is_array( $data['details'] ?? null ) ? $data['details'] : array();
		$reasons = array();
		foreach ( $details as $detail ) {
			if ( ! is_array( $detail ) ) {
				continue;
			}
			$codes = array_merge( array( (string) ( $detail['code'] ?? '' ) ), array_map( static fn( $e ) => is_array( $e ) ? (string) ( $e['code'] ?? '' ) : '', (array) ( $detail['additional_errors'] ?? array() ) ) );
			foreach ( $codes as $code ) {
				$reason = self::reason( $code );
				if ( null !== $reason ) {
					$reasons[ $reason ] = true;
				}
			}
		}
		$message = $reasons ? implode( ' ', array_map( static fn( string $r ): string => $r . '.', array_keys( $reasons ) ) ) : 'Sprawdź dane w formularzu: niektóre są nieprawidłowe.';
		return new \WP_Error( $error->get_error_code(), $message, $data );
	}

	private static function reason( string $code ): ?string {
		$known = array(
			'invalid_postcode' => self::MESSAGES['The provided postcode / ZIP is not valid'],
			'invalid_phone'    => self::MESSAGES['The provided phone number is not valid'],
			'invalid_email'    => self::MESSAGES['The provided email address is not valid'],
			'invalid_country'  => 'Nieprawidłowy kraj',
			'invalid_state'    => 'Nieprawidłowe województwo',
		);
		if ( isset( $known[ $code ] ) ) {
			return $known[ $code ];
		}
		if ( str_starts_with( $code, 'invalid_' ) && isset( self::FIELDS[ substr( $code, 8 ) ] ) ) {
			return sprintf( 'Nieprawidłowa wartość pola „%s”', self::FIELDS[ substr( $code, 8 ) ] );
		}
		return null;
	}

	/**
	 * @internal filter gettext_woocommerce: ours, whatever the site's language pack says.
	 * @param mixed $translation
	 * @param mixed $text
	 */
	public static function translate( $translation, $text ): mixed {
		return is_string( $text ) && isset( self::MESSAGES[ $text ] ) ? self::MESSAGES[ $text ] : $translation;
	}
}
