<?php
/**
 * PSR-4 autoloader for the plugin's classes: CosmeticsStorefront\Foo\Bar -> includes/Foo/Bar.php.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront;

defined( 'ABSPATH' ) || exit;

final class Autoloader {

	public static function register( string $prefix, string $base_dir ): void {
		spl_autoload_register(
			static function ( string $class_name ) use ( $prefix, $base_dir ): void {
				if ( ! str_starts_with( $class_name, $prefix ) ) {
					return;
				}
				$relative = substr( $class_name, strlen( $prefix ) );
				$file     = $base_dir . '/' . str_replace( '\\', '/', $relative ) . '.php';
				if ( is_readable( $file ) ) {
					require $file;
				}
			}
		);
	}
}
