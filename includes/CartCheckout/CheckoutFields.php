<?php
/**
 * Checkout extension data (Store API POST /checkout, extensions['cosmetics-storefront']):
 *   customer_type 'individual'|'company', company_name, company_nip, paczkomat_name, paczkomat_address,
 *   paczkomat_details.
 * Validated BEFORE WooCommerce creates its draft order (so a rejected checkout creates nothing):
 * company buyers need a name and a NIP with a valid checksum; a parcel-locker shipping rate needs a
 * locker. Saved as the spec's order meta (`_customer_type`, `_company_name`, `_company_nip`,
 * `_paczkomat_name`, `_paczkomat_address`, `_paczkomat_details`, `_applied_coupon`).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\CartCheckout;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;
use Automattic\WooCommerce\StoreApi\Schemas\V1\CheckoutSchema;
use CosmeticsStorefront\Domain\Nip;
use CosmeticsStorefront\Settings\ShippingSettings;
use CosmeticsStorefront\Shipping\InpostLockerMethod;
use CosmeticsStorefront\Shipping\Lockers;
use CosmeticsStorefront\Platform\StoreApi\ExtensionData;

defined( 'ABSPATH' ) || exit;

final class CheckoutFields {

	public const NAMESPACE = ExtensionData::NAMESPACE;

	public const MESSAGES = array(
		'company_name' => 'Nazwa firmy jest wymagana',
		'nip_required' => 'NIP jest wymagany',
		'nip_invalid'  => 'Nieprawidłowy numer NIP',
		'locker'       => 'Wybierz paczkomat na mapie przed złożeniem zamówienia',
		'no_shipping'  => 'Nie wybrano metody wysyłki',
	);

	/** @var array<string,string>|null the validated data of the checkout being processed */
	private static ?array $validated = null;

	public static function hooks(): void {
		ExtensionData::extend( CheckoutSchema::class, self::class, false );
		add_action( 'woocommerce_store_api_checkout_update_customer_from_request', array( self::class, 'validate_request' ), 10, 2 );
		add_action( 'woocommerce_store_api_checkout_update_order_from_request', array( self::class, 'save_to_order' ), 10, 2 );
	}

	/** @return array<string,array<string,mixed>> */
	public static function schema(): array {
		$text = static fn( string $description, int $max ): array => array(
			'description' => $description,
			'type'        => array( 'string', 'null' ),
			'maxLength'   => $max,
			'context'     => array( 'view', 'edit' ),
			'optional'    => true,
			'arg_options' => array( 'sanitize_callback' => 'sanitize_text_field' ),
		);
		return array(
			'customer_type'     => array(
				'description' => 'individual lub company',
				'type'        => array( 'string', 'null' ),
				'enum'        => array( 'individual', 'company', null ),
				'context'     => array( 'view', 'edit' ),
				'optional'    => true,
			),
			'company_name'      => $text( 'Nazwa firmy', 200 ),
			'company_nip'       => $text( 'NIP', 20 ),
			'paczkomat_name'    => $text( 'Kod paczkomatu', 40 ),
			'paczkomat_address' => $text( 'Adres paczkomatu', 300 ),
			'paczkomat_details' => $text( 'Opis położenia paczkomatu', 500 ),
		);
	}

	/**
	 * Reads and checks the extension data; throws the first error as a 400 (before any order exists).
	 *
	 * @param array<string,mixed> $data       extensions[cosmetics-storefront]
	 * @param string[]            $method_ids chosen shipping rate ids ("inpost_paczkomaty:2")
	 * @param string[]            $titles     their labels
	 * @return array<string,string> the meta to store
	 * @throws RouteException On invalid data.
	 */
	public static function validate( array $data, array $method_ids, array $titles = array() ): array {
		$type = ( $data['customer_type'] ?? 'individual' ) === 'company' ? 'company' : 'individual';
		$meta = array(
			'_customer_type'     => $type,
			'_company_name'      => '',
			'_company_nip'       => '',
			'_paczkomat_name'    => '',
			'_paczkomat_address' => '',
			'_paczkomat_details' => '',
		);
		if ( 'company' === $type ) {
			$name = trim( (string) ( $data['company_name'] ?? '' ) );
			$nip  = trim( (string) ( $data['company_nip'] ?? '' ) );
			if ( '' === $name ) {
				self::fail( 'cosmetics_company_name_required', self::MESSAGES['company_name'] );
			}
			if ( '' === $nip ) {
				self::fail( 'cosmetics_nip_required', self::MESSAGES['nip_required'] );
			}
			if ( ! Nip::is_valid( $nip ) ) {
				self::fail( 'cosmetics_nip_invalid', self::MESSAGES['nip_invalid'] );
			}
			$meta['_company_name'] = $name;
			$meta['_company_nip']  = Nip::digits( $nip ); // One stored form: digits (display formats it).
		}

		$method_ids = array_values( array_filter( $method_ids ) );
		if ( ! $method_ids ) {
			self::fail( 'cosmetics_no_shipping_method', self::MESSAGES['no_shipping'] );
		}
		$is_locker = false;
		foreach ( $method_ids as $i => $rate_id ) {
			$is_locker = $is_locker || InpostLockerMethod::is_locker_method( strtok( (string) $rate_id, ':' ), (string) ( $titles[ $i ] ?? '' ) );
		}
		if ( $is_locker ) {
			$code = strtoupper( trim( (string) ( $data['paczkomat_name'] ?? '' ) ) );
			if ( '' === $code || 1 !== preg_match( '/^[A-Z0-9-]{3,40}$/', $code ) ) {
				self::fail( 'cosmetics_locker_required', self::MESSAGES['locker'] );
			}
			$known = Lockers::find( $code );
			if ( $known ) {
				// Our own list is the truth for the address; the client's text is not trusted.
				$meta['_paczkomat_address'] = $known['address']['line1'] . ', ' . $known['address']['line2'];
				$meta['_paczkomat_details'] = $known['location_description'];
			} elseif ( ! Lockers::has_list() && ShippingSettings::geowidget_token() ) {
				// A point picked in InPost's Geowidget while the shop keeps no list to check it against:
				// InPost's data as sent. With a list, a code outside it is refused like any unknown code.
				$meta['_paczkomat_address'] = trim( (string) ( $data['paczkomat_address'] ?? '' ) );
				$meta['_paczkomat_details'] = trim( (string) ( $data['paczkomat_details'] ?? '' ) );
			} else {
				self::fail( 'cosmetics_locker_required', self::MESSAGES['locker'] );
			}
			$meta['_paczkomat_name'] = $code;
		}
		return $meta;
	}

	/**
	 * @internal action woocommerce_store_api_checkout_update_customer_from_request
	 * @throws RouteException On invalid data.
	 */
	public static function validate_request( mixed $customer, \WP_REST_Request $request ): void {
		self::$validated = null;
		if ( CheckoutLock::order_paid_again( $request ) ) {
			// Paying an order again changes its payment only: its customer type, company, NIP and parcel
			// locker stay as ordered (the request carries none, and the shopper's cart is another matter).
			return;
		}
		$extensions      = $request->get_param( 'extensions' );
		$data            = is_array( $extensions ) && isset( $extensions[ self::NAMESPACE ] ) && is_array( $extensions[ self::NAMESPACE ] ) ? $extensions[ self::NAMESPACE ] : array();
		$user_id         = get_current_user_id();
		if ( $user_id > 0 ) {
			// A logged-in customer checks out with the profile's data (the form is a read-only summary):
			// the company and NIP come from the account, never from the request.
			$data = array_merge( $data, self::profile_company( $user_id ) );
		}
		list( $ids, $titles ) = self::chosen_rates();
		self::$validated = self::validate( $data, $ids, $titles );
	}

	/**
	 * The checkout's validated order meta (between WooCommerce's customer and order updates of the
	 * checkout being processed), null when paying an order again or outside a checkout.
	 *
	 * @return array<string,string>|null
	 */
	public static function validated(): ?array {
		return self::$validated;
	}

	/**
	 * The customer type, company name and NIP saved in a customer's profile, as checkout data.
	 *
	 * @return array{customer_type:string, company_name?:string, company_nip?:string}
	 */
	public static function profile_company( int $user_id ): array {
		$name = trim( (string) get_user_meta( $user_id, '_company_name', true ) );
		$nip  = trim( (string) get_user_meta( $user_id, '_company_nip', true ) );
		if ( 'company' !== get_user_meta( $user_id, '_customer_type', true ) || '' === $name || '' === $nip ) {
			return array( 'customer_type' => 'individual' );
		}
		return array(
			'customer_type' => 'company',
			'company_name'  => $name,
			'company_nip'   => $nip,
		);
	}

	/** @internal action woocommerce_store_api_checkout_update_order_from_request */
	public static function save_to_order( \WC_Order $order, \WP_REST_Request $request ): void {
		$meta = self::$validated;
		if ( null === $meta ) {
			return;
		}
		foreach ( $meta as $key => $value ) {
			if ( '' === $value ) {
				$order->delete_meta_data( $key );
			} else {
				$order->update_meta_data( $key, $value );
			}
		}
		$coupons = $order->get_coupon_codes();
		if ( $coupons ) {
			$order->update_meta_data( '_applied_coupon', mb_strtoupper( implode( ',', $coupons ), 'UTF-8' ) );
		} else {
			$order->delete_meta_data( '_applied_coupon' );
		}
		self::$validated = null;
	}

	/** @return array{0:string[],1:string[]} the cart's chosen rate ids and their labels */
	private static function chosen_rates(): array {
		$ids    = array();
		$titles = array();
		if ( ! function_exists( 'WC' ) || ! WC()->cart ) {
			return array( $ids, $titles );
		}
		if ( ! WC()->cart->needs_shipping() ) {
			return array( array( 'none' ), array( '' ) );
		}
		$chosen   = WC()->session ? (array) WC()->session->get( 'chosen_shipping_methods', array() ) : array();
		$packages = WC()->shipping()->get_packages();
		foreach ( $chosen as $index => $rate_id ) {
			$rate_id = (string) $rate_id;
			if ( '' === $rate_id ) {
				continue;
			}
			$rate     = $packages[ $index ]['rates'][ $rate_id ] ?? null;
			$ids[]    = $rate_id;
			$titles[] = $rate instanceof \WC_Shipping_Rate ? $rate->get_label() : '';
		}
		return array( $ids, $titles );
	}

	/** @throws RouteException Always. */
	private static function fail( string $code, string $message ): never {
		throw new RouteException( $code, $message, 400 ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- JSON.
	}
}
