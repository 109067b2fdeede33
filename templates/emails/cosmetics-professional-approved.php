<?php
/**
 * E-mail „Konto klienta profesjonalnego zatwierdzone” (HTML), in the shop's WooCommerce e-mail styling.
 *
 * Override it by copying it to yourtheme/woocommerce/emails/cosmetics-professional-approved.php.
 * Variables: $body (the plugin's text), (none beyond the text), $email_heading, $additional_content, $email.
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
