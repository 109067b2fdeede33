<?php
/**
 * Payment settings of the storefront (option `cosmetics_storefront_payments`, tab "Płatności" of the
 * settings page): the days a bank transfer may take (the terms' "7 dni od złożenia zamówienia") and
 * whether an order whose transfer did not come in time is cancelled by itself (the terms: the contract
 * dissolves). The payment methods themselves are WooCommerce's (WooCommerce → Ustawienia → Płatności).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Settings;

defined( 'ABSPATH' ) || exit;

final class PaymentSettings {

	public const OPTION = 'cosmetics_storefront_payments';

	/** @return array{transfer_days:int, cancel_unpaid_transfers:bool} */
	public static function defaults(): array {
		return array(
			'transfer_days'           => 7,
			'cancel_unpaid_transfers' => true,
		);
	}

	/** @return array{transfer_days:int, cancel_unpaid_transfers:bool} */
	public static function all(): array {
		$stored = get_option( self::OPTION, array() );
		return self::sanitize( is_array( $stored ) ? $stored : array(), false );
	}

	/**
	 * The option's sanitize callback: days a whole number from 1 to 60 (anything else keeps the stored
	 * value, with a settings error), the checkbox on or off.
	 *
	 * @param mixed $input
	 * @return array{transfer_days:int, cancel_unpaid_transfers:bool}
	 */
	public static function sanitize( $input, bool $posted = true ): array {
		$input  = is_array( $input ) ? $input : array();
		$stored = $posted ? self::all() : self::defaults();
		$days   = $input['transfer_days'] ?? $stored['transfer_days'];
		$valid  = is_int( $days ) || ( is_string( $days ) && ctype_digit( trim( $days ) ) );
		if ( ! $valid || (int) $days < 1 || (int) $days > 60 ) {
			if ( $posted && function_exists( 'add_settings_error' ) ) {
				add_settings_error( self::OPTION, 'cosmetics-transfer-days', esc_html__( 'Termin wpłaty przelewem: podaj liczbę dni od 1 do 60. Zachowano poprzednią wartość.', 'cosmetics-storefront' ), 'error' );
			}
			$days = $stored['transfer_days'];
		}
		$cancel = $posted ? ! empty( $input['cancel_unpaid_transfers'] ) : (bool) ( $input['cancel_unpaid_transfers'] ?? $stored['cancel_unpaid_transfers'] );
		return array(
			'transfer_days'           => (int) $days,
			'cancel_unpaid_transfers' => $cancel,
		);
	}

	public static function register_section( string $page_slug, string $group ): void {
		register_setting(
			$group,
			self::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'default'           => self::defaults(),
			)
		);
		add_settings_section( 'payments', __( 'Przelew bankowy', 'cosmetics-storefront' ), array( self::class, 'section_intro' ), $page_slug );
		add_settings_field( 'transfer_days', __( 'Termin wpłaty (dni)', 'cosmetics-storefront' ), array( self::class, 'field_days' ), $page_slug, 'payments', array( 'label_for' => 'cosmetics-transfer-days' ) );
		add_settings_field( 'cancel_unpaid_transfers', __( 'Nieopłacone zamówienia', 'cosmetics-storefront' ), array( self::class, 'field_cancel' ), $page_slug, 'payments' );
	}

	public static function section_intro(): void {
		echo '<p>' . esc_html__( 'Numer konta, nazwę odbiorcy i bank sklep bierze z ustawień WooCommerce (WooCommerce → Ustawienia → Płatności → Przelew bankowy). Strona zamówienia i e-mail pokazują je z tytułem przelewu, kwotą, terminem wpłaty i kodem QR dla aplikacji banków. Termin musi zgadzać się z regulaminem.', 'cosmetics-storefront' ) . '</p>';
	}

	public static function field_days(): void {
		$error = \CosmeticsStorefront\Settings\Admin\SettingsPage::field_error( self::OPTION, 'cosmetics-transfer-days' );
		printf(
			'<input type="number" min="1" max="60" step="1" class="small-text" id="cosmetics-transfer-days" name="%s[transfer_days]" value="%d" aria-describedby="cosmetics-transfer-days-help"%s>',
			esc_attr( self::OPTION ),
			(int) self::all()['transfer_days'],
			$error ? ' aria-invalid="true"' : ''
		);
		\CosmeticsStorefront\Settings\Admin\SettingsPage::print_field_error( 'cosmetics-transfer-days', $error );
		echo '<p class="description" id="cosmetics-transfer-days-help">' . esc_html__( 'Ile dni od złożenia zamówienia klient ma na wpłatę przelewem (domyślny regulamin: 7).', 'cosmetics-storefront' ) . '</p>';
	}

	public static function field_cancel(): void {
		printf(
			'<label><input type="checkbox" id="cosmetics-cancel-unpaid-transfers" name="%s[cancel_unpaid_transfers]" value="1"%s> %s</label>',
			esc_attr( self::OPTION ),
			checked( self::all()['cancel_unpaid_transfers'], true, false ),
			esc_html__( 'Anuluj zamówienie, gdy przelew nie wpłynie w terminie (klient dostaje e-mail, produkty wracają do magazynu)', 'cosmetics-storefront' )
		);
	}
}
