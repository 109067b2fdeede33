<?php
/**
 * Storefront pages cannot be framed by other sites (clickjacking of "Zamawiam i płacę", login,
 * account deletion): every page that shows the storefront sends `X-Frame-Options: SAMEORIGIN` and
 * `Content-Security-Policy: frame-ancestors 'self'`. Same-origin framing (the customizer, the block
 * editor's previews) keeps working; wp-admin sends its own X-Frame-Options.
 *
 * A site's own headers win: an X-Frame-Options it already sends is left alone, and frame-ancestors is
 * added only when none of its policies has one, as a policy of its own (a second
 * Content-Security-Policy header is enforced alongside the first, which stays exactly as it was).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Storefront;

defined( 'ABSPATH' ) || exit;

final class FrameHeaders {

	public const X_FRAME_OPTIONS = 'X-Frame-Options: SAMEORIGIN';

	public const CSP = "Content-Security-Policy: frame-ancestors 'self'";

	public static function hooks(): void {
		// After Router::serve_404 (priority 0) has made an unknown path the storefront page.
		add_action( 'template_redirect', array( self::class, 'send' ), 1 );
	}

	/** @internal action template_redirect */
	public static function send(): void {
		if ( ! Assets::page_has_storefront() ) {
			return;
		}
		/**
		 * The framing headers a storefront page sends, as "Name: value" lines.
		 *
		 * @param string[] $headers
		 */
		$headers = (array) apply_filters( 'cosmetics_storefront_frame_headers', self::headers( headers_list() ) );
		if ( headers_sent() ) {
			return;
		}
		foreach ( $headers as $line ) {
			// Never replace: a Content-Security-Policy of the site stays, ours is one more policy.
			header( (string) $line, false );
		}
	}

	/**
	 * The headers to add to those already sent.
	 *
	 * @param string[] $sent "Name: value" lines (headers_list())
	 * @return string[]
	 */
	public static function headers( array $sent ): array {
		$has_xfo       = false;
		$has_ancestors = false;
		foreach ( $sent as $line ) {
			$parts = explode( ':', (string) $line, 2 );
			$name  = strtolower( trim( $parts[0] ) );
			$value = strtolower( $parts[1] ?? '' );
			if ( 'x-frame-options' === $name ) {
				$has_xfo = true;
			} elseif ( 'content-security-policy' === $name && preg_match( '/(^|;)\s*frame-ancestors(\s|;|$)/', trim( $value ) ) ) {
				$has_ancestors = true;
			}
		}
		$headers = array();
		if ( ! $has_xfo ) {
			$headers[] = self::X_FRAME_OPTIONS;
		}
		if ( ! $has_ancestors ) {
			$headers[] = self::CSP;
		}
		return $headers;
	}
}
