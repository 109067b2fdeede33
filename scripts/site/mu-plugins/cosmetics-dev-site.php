<?php
/**
 * Plugin Name: Cosmetics dev site
 * Description: LOCAL DEVELOPMENT ONLY (installed by `npm start` into .site/). Captures e-mails into files
 *              (Narzędzia → Wysłane e-maile) and makes pretty permalinks work under `php -S`. The InPost
 *              parcel-locker method `inpost_paczkomaty` is the plugin's own (includes/Shipping); this
 *              site, offline, hands it the demo lockers of scripts/site/demo-lockers.php.
 * Version:     1.0.0
 * License:     GPL-2.0-or-later
 *
 * Never ship this file to a real shop. It lives in the repository under scripts/site/mu-plugins/ and is
 * symlinked into .site/wordpress/wp-content/mu-plugins/ by scripts/site/start.mjs.
 */

defined( 'ABSPATH' ) || exit;

/** Folder for captured mails: wp-config's COSMETICS_DEV_MAIL_DIR, else wp-content/dev-mail. */
function cosmetics_dev_mail_dir(): string {
	$dir = defined( 'COSMETICS_DEV_MAIL_DIR' ) ? COSMETICS_DEV_MAIL_DIR : WP_CONTENT_DIR . '/dev-mail';
	return rtrim( $dir, '/' );
}

/*
 * ---------------------------------------------------------------------------------------------------------
 * 1. wp_mail() -> one file per message (nothing leaves the machine).
 * ---------------------------------------------------------------------------------------------------------
 */
add_filter(
	'pre_wp_mail',
	static function ( $return, $atts ) {
		if ( null !== $return ) {
			return $return; // someone else already handled it.
		}
		$dir = cosmetics_dev_mail_dir();
		if ( ! is_dir( $dir ) && ! wp_mkdir_p( $dir ) ) {
			return false;
		}

		$to      = is_array( $atts['to'] ) ? implode( ', ', $atts['to'] ) : (string) $atts['to'];
		$subject = (string) $atts['subject'];
		$headers = $atts['headers'];
		if ( ! is_array( $headers ) ) {
			$headers = array_filter( array_map( 'trim', explode( "\n", str_replace( "\r\n", "\n", (string) $headers ) ) ) );
		}
		/** Same filters wp_mail() applies, so the captured mail is what would have been sent. */
		$from_email   = apply_filters( 'wp_mail_from', 'wordpress@' . wp_parse_url( network_home_url(), PHP_URL_HOST ) );
		$from_name    = apply_filters( 'wp_mail_from_name', 'WordPress' );
		$content_type = apply_filters( 'wp_mail_content_type', 'text/plain' );
		$has_from     = false;
		$has_type     = false;
		foreach ( $headers as $h ) {
			$has_from = $has_from || 0 === stripos( $h, 'from:' );
			$has_type = $has_type || 0 === stripos( $h, 'content-type:' );
		}
		$lines = array(
			'Date: ' . gmdate( 'r' ),
			'To: ' . $to,
			'Subject: ' . $subject,
		);
		if ( ! $has_from ) {
			$lines[] = sprintf( 'From: %s <%s>', $from_name, $from_email );
		}
		if ( ! $has_type ) {
			$lines[] = 'Content-Type: ' . $content_type . '; charset=' . get_bloginfo( 'charset' );
		}
		foreach ( $headers as $h ) {
			$lines[] = $h;
		}
		foreach ( (array) $atts['attachments'] as $file ) {
			if ( $file ) {
				$lines[] = 'X-Attachment: ' . ( is_string( $file ) ? $file : wp_json_encode( $file ) );
			}
		}

		$slug = sanitize_title( remove_accents( $subject ) );
		$name = sprintf(
			'%s-%s-%s.eml',
			gmdate( 'Ymd-His' ),
			substr( str_pad( (string) ( microtime( true ) * 1e6 % 1e6 ), 6, '0', STR_PAD_LEFT ), 0, 6 ),
			substr( '' !== $slug ? $slug : 'mail', 0, 60 )
		);
		$ok   = false !== file_put_contents( $dir . '/' . $name, implode( "\n", $lines ) . "\n\n" . $atts['message'] );

		if ( $ok ) {
			do_action( 'wp_mail_succeeded', $atts );
		}
		return $ok;
	},
	10,
	2
);

/** Parse a captured mail file into [headers => [name => value], body => string]. */
function cosmetics_dev_read_mail( string $file ): array {
	$raw = (string) file_get_contents( $file );
	$pos = strpos( $raw, "\n\n" );
	$head = false === $pos ? $raw : substr( $raw, 0, $pos );
	$body = false === $pos ? '' : substr( $raw, $pos + 2 );
	$headers = array();
	foreach ( explode( "\n", $head ) as $line ) {
		$parts = explode( ':', $line, 2 );
		if ( 2 === count( $parts ) ) {
			$key             = strtolower( trim( $parts[0] ) );
			$headers[ $key ] = isset( $headers[ $key ] ) ? $headers[ $key ] . ', ' . trim( $parts[1] ) : trim( $parts[1] );
		}
	}
	return array(
		'headers' => $headers,
		'body'    => $body,
	);
}

/*
 * ---------------------------------------------------------------------------------------------------------
 * 2. Narzędzia → Wysłane e-maile: list / read / delete captured mails.
 * ---------------------------------------------------------------------------------------------------------
 */
add_action(
	'admin_menu',
	static function () {
		add_management_page( 'Wysłane e-maile', 'Wysłane e-maile', 'manage_options', 'cosmetics-dev-mail', 'cosmetics_dev_mail_page' );
	}
);

add_action(
	'admin_post_cosmetics_dev_mail_clear',
	static function () {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( 'Brak uprawnień.', 403 );
		}
		check_admin_referer( 'cosmetics_dev_mail_clear' );
		foreach ( glob( cosmetics_dev_mail_dir() . '/*.eml' ) ?: array() as $file ) {
			wp_delete_file( $file );
		}
		wp_safe_redirect( admin_url( 'tools.php?page=cosmetics-dev-mail&cleared=1' ) );
		exit;
	}
);

function cosmetics_dev_mail_page(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( 'Brak uprawnień.', 403 );
	}
	$dir   = cosmetics_dev_mail_dir();
	$files = glob( $dir . '/*.eml' ) ?: array();
	rsort( $files ); // names start with the UTC time stamp: newest first.
	$base  = admin_url( 'tools.php?page=cosmetics-dev-mail' );

	echo '<div class="wrap"><h1>Wysłane e-maile</h1>';
	echo '<p>Lokalna strona nie wysyła poczty: każdy e-mail z <code>wp_mail()</code> trafia do pliku w <code>' . esc_html( $dir ) . '</code>.</p>';

	// One message.
	$current = isset( $_GET['mail'] ) ? sanitize_file_name( wp_unslash( $_GET['mail'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	if ( '' !== $current && preg_match( '/^[A-Za-z0-9._-]+\.eml$/', $current ) && is_file( $dir . '/' . $current ) ) {
		$mail = cosmetics_dev_read_mail( $dir . '/' . $current );
		echo '<p><a href="' . esc_url( $base ) . '">&larr; Wszystkie e-maile</a></p>';
		echo '<table class="widefat striped" style="max-width:1000px"><tbody>';
		foreach ( $mail['headers'] as $name => $value ) {
			echo '<tr><th style="width:160px">' . esc_html( ucwords( $name, '-' ) ) . '</th><td>' . esc_html( $value ) . '</td></tr>';
		}
		echo '</tbody></table>';
		$is_html = false !== stripos( $mail['headers']['content-type'] ?? '', 'text/html' );
		if ( $is_html ) {
			// Rendered in a sandboxed frame (no scripts, no same-origin access).
			echo '<h2>Treść (HTML)</h2><iframe sandbox="" style="width:100%;max-width:1000px;height:700px;background:#fff;border:1px solid #ccd0d4" srcdoc="' . esc_attr( $mail['body'] ) . '"></iframe>';
			echo '<details style="max-width:1000px"><summary>Źródło</summary><pre style="white-space:pre-wrap">' . esc_html( $mail['body'] ) . '</pre></details>';
		} else {
			echo '<h2>Treść</h2><pre style="white-space:pre-wrap;max-width:1000px;background:#fff;padding:12px;border:1px solid #ccd0d4">' . esc_html( $mail['body'] ) . '</pre>';
		}
		echo '</div>';
		return;
	}

	if ( isset( $_GET['cleared'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		echo '<div class="notice notice-success"><p>Usunięto wszystkie e-maile.</p></div>';
	}
	if ( ! $files ) {
		echo '<p><em>Brak wysłanych e-maili.</em></p></div>';
		return;
	}
	echo '<table class="widefat striped"><thead><tr><th>Data (UTC)</th><th>Do</th><th>Temat</th></tr></thead><tbody>';
	foreach ( $files as $file ) {
		$mail = cosmetics_dev_read_mail( $file );
		$url  = add_query_arg( 'mail', rawurlencode( basename( $file ) ), $base );
		echo '<tr><td>' . esc_html( $mail['headers']['date'] ?? '' ) . '</td><td>' . esc_html( $mail['headers']['to'] ?? '' ) . '</td>';
		echo '<td><a href="' . esc_url( $url ) . '">' . esc_html( '' !== ( $mail['headers']['subject'] ?? '' ) ? $mail['headers']['subject'] : '(bez tematu)' ) . '</a></td></tr>';
	}
	echo '</tbody></table>';
	echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '" style="margin-top:1em">';
	echo '<input type="hidden" name="action" value="cosmetics_dev_mail_clear">';
	wp_nonce_field( 'cosmetics_dev_mail_clear' );
	submit_button( 'Usuń wszystkie', 'delete', 'submit', false );
	echo '</form></div>';
}

/*
 * ---------------------------------------------------------------------------------------------------------
 * 3. php -S: every unknown path goes through index.php (scripts/site/router.php), so rewrites work.
 * ---------------------------------------------------------------------------------------------------------
 */
add_filter( 'got_url_rewrite', '__return_true' );
// Tests of the page cache: another nonce lifetime (scripts/site/shop-fixtures.php nonce-life) makes
// every nonce made before invalid, as those of a guest page cached 25 hours ago are.
add_filter( 'nonce_life', static fn( $life ) => (int) get_option( 'cosmetics_dev_nonce_life' ) ?: $life );
// Offline dev site (WP_HTTP_BLOCK_EXTERNAL): no marketplace/remote suggestions, and no update checks
// against wordpress.org (each failed one logs a PHP warning into debug.log on every admin page).
add_filter( 'woocommerce_allow_marketplace_suggestions', '__return_false' );
add_action(
	'init',
	static function () {
		foreach ( array( '_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes' ) as $cb ) {
			remove_action( 'admin_init', $cb );
		}
		remove_action( 'wp_version_check', 'wp_version_check' );
		remove_action( 'wp_update_plugins', 'wp_update_plugins' );
		remove_action( 'wp_update_themes', 'wp_update_themes' );
		foreach ( array( 'load-plugins.php', 'load-update.php', 'load-update-core.php' ) as $hook ) {
			remove_action( $hook, 'wp_update_plugins' );
		}
		foreach ( array( 'load-themes.php', 'load-update.php', 'load-update-core.php' ) as $hook ) {
			remove_action( $hook, 'wp_update_themes' );
		}
	},
	1
);

/**
 * Accounts: the local shop serves every E2E run from 127.0.0.1, so the per-IP rate limits
 * (registrations, enquiries, reset requests…) are 100 times higher here, and so is the shop's daily
 * budget of VAT register questions (here a local double); per-account limits stay.
 * PHPUnit tests the real limits.
 */
add_filter(
	'cosmetics_storefront_rate_limit',
	static fn( $max, $kind ) => is_string( $kind ) && ( str_ends_with( $kind, '_ip' ) || 'vat_register_shop' === $kind ) ? (int) $max * 100 : $max,
	10,
	2
);

/**
 * The offline dev site cannot import InPost's lockers: it offers fictional demo lockers instead. The
 * plugin uses them only while no list is imported, and only because this filter hands them in.
 */
add_filter(
	'cosmetics_storefront_demo_lockers',
	static fn() => require dirname( __DIR__ ) . '/demo-lockers.php'
);

/**
 * The dev shop's plugins/cosmetics-storefront and plugins/woocommerce are links to the repository and
 * to the cached WooCommerce. WordPress deletes through links (WP_Filesystem_Direct::delete recurses
 * into a linked folder): "Delete" in Plugins, or an upload replacing the folder, would empty the
 * repository. Refused here; try the plugin's install/uninstall on a fresh site (tests/e2e/plugin-zip).
 */
add_action(
	'delete_plugin',
	static function ( $plugin_file ): void {
		if ( is_link( WP_PLUGIN_DIR . '/' . dirname( (string) $plugin_file ) ) ) {
			wp_die( esc_html( 'Na sklepie deweloperskim ta wtyczka jest dowiązaniem do repozytorium i nie może być usunięta.' ), 403 );
		}
	}
);
add_filter(
	'upgrader_clear_destination',
	static function ( $removed, $local_destination, $remote_destination ) {
		return is_link( untrailingslashit( (string) $remote_destination ) ) ? new WP_Error( 'cosmetics_dev_linked_plugin', 'Na sklepie deweloperskim ten folder jest dowiązaniem do repozytorium: nie zostanie zastąpiony.' ) : $removed;
	},
	10,
	3
);

/**
 * Benchmarks measure WooCommerce's own classic shop and product pages beside the storefront's
 * (`npm run bench`): a request with the header `X-Cosmetics-Baseline: woocommerce` is not redirected
 * from them to the storefront. Only the dev shop honours it.
 */
add_filter(
	'cosmetics_storefront_redirect_woocommerce_pages',
	static fn( $redirect ) => $redirect && 'woocommerce' !== ( $_SERVER['HTTP_X_COSMETICS_BASELINE'] ?? '' ) // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- compared only.
);

// A Store API request with `X-Cosmetics-Baseline: store-api` runs WooCommerce without this plugin.
require dirname( __DIR__ ) . '/store-api-baseline.php';

/**
 * PayU, offline (COSMETICS_WITH=payu, tests/e2e/payments.test.mjs): PayU's plugin runs unmodified and its
 * SDK (openpayu_php) sends every API call with cURL to PayU's hosts. The SDK's own proxy setting points
 * those calls at the local double of PayU's API (scripts/lib/payu-double.mjs), which answers CONNECT for
 * PayU's two API hosts only and ends TLS with a certificate of the dev shop's test CA (trusted through
 * PHP's curl.cainfo, scripts/lib/test-tls.mjs). Set before any gateway is built (PayU's gateways fetch
 * their method list when constructed); with no double running the calls fail as when PayU is down — they
 * never reach PayU. The option is written by `php install.php payu on`.
 */
add_action(
	'plugins_loaded',
	static function (): void {
		$proxy = (string) get_option( 'cosmetics_dev_payu_proxy', '' );
		if ( ! class_exists( 'OpenPayU_Configuration' ) ) {
			return;
		}
		list( $host, $port ) = array_pad( explode( ':', '' !== $proxy ? $proxy : '127.0.0.1:9' ), 2, '9' );
		OpenPayU_Configuration::setProxyHost( $host );
		OpenPayU_Configuration::setProxyPort( (int) $port );
	},
	0
);

/**
 * The Ministry of Finance's VAT register, offline: NIP lookups go to the local double of its API
 * (scripts/lib/vat-register-double.mjs) that `npm start` and the NIP tests run; its address is the option
 * cosmetics_dev_vat_register. With no double named, the real host stays blocked (WP_HTTP_BLOCK_EXTERNAL):
 * lookups then answer "unavailable", as when the register is down.
 */
add_filter(
	'cosmetics_storefront_vat_register_url',
	static fn( $url ) => (string) get_option( 'cosmetics_dev_vat_register', '' ) ?: $url
);
