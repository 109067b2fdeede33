<?php
/**
 * E-mail „Odstąpienie od umowy (do sklepu)” (plain text).
 *
 * Override it by copying it to yourtheme/woocommerce/emails/plain/cosmetics-withdrawal-staff.php.
 * Variables: $body (the plugin's text), $when, $order_number, $order_date, $customer, $customer_email, $edit_url, $email_heading, $additional_content, $email.
 *
 * @package CosmeticsStorefront
 */

defined( 'ABSPATH' ) || exit;

echo esc_html( $body ) . "\n\n";

if ( $additional_content ) {
	echo esc_html( wp_strip_all_tags( wptexturize( $additional_content ) ) ) . "\n\n";
}

echo wp_kses_post( apply_filters( 'woocommerce_email_footer_text', get_option( 'woocommerce_email_footer_text' ) ) );
