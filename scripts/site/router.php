<?php
/**
 * Router for PHP's built-in web server serving the local dev site (scripts/site/start.mjs):
 *
 *   php -S 127.0.0.1:8888 -t .site/wordpress scripts/site/router.php
 *
 * - existing static files and real .php files (wp-admin/*.php, wp-login.php, wp-cron.php...) and
 *   directories with an index.php are left to the built-in server (`return false`), which serves or
 *   executes them with the correct SCRIPT_NAME / PHP_SELF;
 * - everything else (pretty permalinks, /wp-json/..., the storefront's routes) goes through index.php.
 *
 * Not a production server: local development only.
 */

$cs_root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$cs_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

// No dotfiles (.git, .env...) and nothing above the document root.
if ( preg_match( '#(^|/)\.(?!well-known/)#', $cs_path ) || false !== strpos( $cs_path, "\0" ) ) {
	http_response_code( 403 );
	echo 'Forbidden';
	return true;
}

$cs_file = $cs_root . $cs_path;

if ( '/' !== $cs_path && is_file( $cs_file ) ) {
	return false; // static file or a real PHP script: the built-in server handles it.
}
if ( '/' !== $cs_path && is_dir( $cs_file ) ) {
	if ( is_file( rtrim( $cs_file, '/' ) . '/index.php' ) ) {
		if ( '/' !== substr( $cs_path, -1 ) ) {
			// /wp-admin -> /wp-admin/ as Apache would do.
			$cs_query = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_QUERY );
			header( 'Location: ' . $cs_path . '/' . ( $cs_query ? '?' . $cs_query : '' ), true, 301 );
			return true;
		}
		return false;
	}
}
// /wp-admin/foo.php/extra path info.
if ( preg_match( '#^(.+?\.php)(/.*)$#', $cs_path, $cs_m ) && is_file( $cs_root . $cs_m[1] ) ) {
	return false;
}

// Front controller.
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $cs_root . '/index.php';
unset( $cs_root, $cs_path, $cs_file, $cs_m, $cs_query );
chdir( $_SERVER['DOCUMENT_ROOT'] );
require $_SERVER['SCRIPT_FILENAME'];
return true;
