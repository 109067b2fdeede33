<?php
/**
 * The plugin's own facts every feature may read: its version, its main file, paths and URLs inside its
 * folder, and whether WooCommerce is active. Plugin::boot sets the main file; nothing here boots.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Platform;

defined( 'ABSPATH' ) || exit;

final class PluginInfo {

	public const VERSION = '0.1.0';

	private static string $file = '';

	/** Called once by Plugin::boot with the main plugin file. */
	public static function set_file( string $plugin_file ): void {
		self::$file = $plugin_file;
	}

	/** Absolute path of the main plugin file. */
	public static function file(): string {
		return self::$file;
	}

	/** Absolute path inside the plugin directory. */
	public static function path( string $relative = '' ): string {
		return plugin_dir_path( self::$file ) . ltrim( $relative, '/' );
	}

	/** URL inside the plugin directory. */
	public static function url( string $relative = '' ): string {
		return plugins_url( ltrim( $relative, '/' ), self::$file );
	}

	public static function woocommerce_active(): bool {
		return class_exists( \WooCommerce::class );
	}
}
