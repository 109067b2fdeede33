<?php
/**
 * E-mail „Zamówienie anulowane – brak wpłaty” (plain text).
 *
 * Override it by copying it to yourtheme/woocommerce/emails/plain/cosmetics-transfer-cancelled.php.
 * Variables: $body (the plugin's text), $order_number, $order_date, $deadline, $shop_url, $email_heading, $additional_content, $email.
 *
 * @package CosmeticsStorefront
 */

defined( 'ABSPATH' ) || exit;

echo esc_html( $body ) . "\n\n";

if ( $additional_content ) {
	echo esc_html( wp_strip_all_tags( wptexturize( $additional_content ) ) ) . "\n\n";
}

echo wp_kses_post( apply_filters( 'woocommerce_email_footer_text', get_option( 'woocommerce_email_footer_text' ) ) );
