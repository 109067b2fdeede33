<?php
/**
 * Cosmetics Dev theme (local development site only).
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'after_setup_theme',
	static function () {
		add_theme_support( 'title-tag' );
		add_theme_support( 'post-thumbnails' );
		add_theme_support( 'html5', array( 'search-form', 'gallery', 'caption', 'style', 'script' ) );
		add_theme_support( 'woocommerce' );
		add_theme_support( 'wc-product-gallery-lightbox' );
		register_nav_menus( array( 'primary' => 'Menu główne' ) );
	}
);

add_action(
	'wp_enqueue_scripts',
	static function () {
		wp_enqueue_style( 'cosmetics-dev', get_stylesheet_uri(), array(), wp_get_theme()->get( 'Version' ) );
	}
);

/** Fallback menu: pages plus the shop's main links. */
function cosmetics_dev_fallback_menu(): void {
	echo '<ul>';
	echo '<li><a href="' . esc_url( home_url( '/' ) ) . '">Start</a></li>';
	wp_list_pages(
		array(
			'title_li' => '',
			'depth'    => 1,
		)
	);
	if ( current_user_can( 'manage_options' ) ) {
		echo '<li><a href="' . esc_url( admin_url() ) . '">Panel</a></li>';
	}
	echo '</ul>';
}
