<?php
/**
 * E-mail „Zamówienie anulowane – brak wpłaty” (HTML), in the shop's WooCommerce e-mail styling.
 *
 * Override it by copying it to yourtheme/woocommerce/emails/cosmetics-transfer-cancelled.php.
 * Variables: $body (the plugin's text), $order_number, $order_date, $deadline, $shop_url, $email_heading, $additional_content, $email.
 *
 * @package CosmeticsStorefront
 */

defined( 'ABSPATH' ) || exit;

do_action( 'woocommerce_email_header', $email_heading, $email );

echo wp_kses_post( wpautop( make_clickable( esc_html( $body ) ) ) );

if ( $additional_content ) {
	echo wp_kses_post( wpautop( wptexturize( $additional_content ) ) );
}

do_action( 'woocommerce_email_footer', $email );
