<?php
/**
 * The seller on the invoicing plugin's invoices is the shop: while staff leave Flexible Invoices' own
 * seller settings empty, they read the shop's data (Settings\ShopInfo: name, address, NIP; the bank
 * account of WooCommerce's bank transfer). What staff type in the plugin's settings wins.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Invoices;

use CosmeticsStorefront\Domain\Nip;
use CosmeticsStorefront\Settings\ShopInfo;

defined( 'ABSPATH' ) || exit;

final class SellerData {

	/** Flexible Invoices' seller options (its Settings prefix `inspire_invoices_`). */
	private const OPTIONS = array( 'company_name', 'company_address', 'company_nip', 'bank_name', 'account_number' );

	public static function hooks(): void {
		foreach ( self::OPTIONS as $name ) {
			add_filter( 'option_inspire_invoices_' . $name, array( self::class, 'value' ), 10, 2 );
			add_filter( 'default_option_inspire_invoices_' . $name, array( self::class, 'value' ), 10, 2 );
		}
	}

	/** @internal filters option_ / default_option_inspire_invoices_{name} */
	public static function value( mixed $value, mixed $option ): mixed {
		if ( is_string( $value ) && '' !== trim( $value ) || is_array( $value ) && array() !== $value ) {
			return $value;
		}
		$shop = self::shop();
		return $shop[ substr( (string) $option, strlen( 'inspire_invoices_' ) ) ] ?? $value;
	}

	/** @return array<string,string> the shop's seller data by the plugin's names */
	public static function shop(): array {
		$info     = ShopInfo::all();
		$accounts = get_option( 'woocommerce_bacs_accounts', array() );
		$account  = is_array( $accounts ) && isset( $accounts[0] ) && is_array( $accounts[0] ) ? $accounts[0] : array();
		return array_filter(
			array(
				'company_name'    => (string) $info['seller_name'],
				'company_address' => ShopInfo::address_line(),
				'company_nip'     => '' !== (string) $info['nip'] ? Nip::format( (string) $info['nip'] ) : '',
				'bank_name'       => (string) ( $account['bank_name'] ?? '' ),
				'account_number'  => (string) ( $account['account_number'] ?? '' ),
			),
			static fn( string $value ): bool => '' !== $value
		);
	}
}
