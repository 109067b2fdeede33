<?php
/**
 * Demo product pictures drawn with GD: soft gradient, a packshot silhouette (bottle, jar, tube...),
 * a label with the brand, and the product name. Drawn at 2x and downsampled for smooth edges.
 *
 * Used by seed.php only (local dev site).
 */

final class Cosmetics_Dev_Images {

	private const OUT = 800;  // final size
	private const SS  = 1.5;  // supersampling factor

	/** @var string|null */
	private static $font;
	/** @var string|null */
	private static $font_bold;

	private static function fonts(): void {
		if ( null !== self::$font ) {
			return;
		}
		$regular = array(
			'/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
			'/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
			'/usr/share/fonts/TTF/DejaVuSans.ttf',
			'/Library/Fonts/Arial.ttf',
			'C:\\Windows\\Fonts\\arial.ttf',
		);
		$bold    = array(
			'/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
			'/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
			'/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
			'/Library/Fonts/Arial Bold.ttf',
			'C:\\Windows\\Fonts\\arialbd.ttf',
		);
		self::$font      = '';
		self::$font_bold = '';
		if ( function_exists( 'imagettftext' ) ) {
			foreach ( $regular as $f ) {
				if ( is_file( $f ) ) {
					self::$font = $f;
					break;
				}
			}
			foreach ( $bold as $f ) {
				if ( is_file( $f ) ) {
					self::$font_bold = $f;
					break;
				}
			}
			if ( '' === self::$font_bold ) {
				self::$font_bold = self::$font;
			}
		}
	}

	private static function rgb( string $hex ): array {
		$hex = ltrim( $hex, '#' );
		return array( hexdec( substr( $hex, 0, 2 ) ), hexdec( substr( $hex, 2, 2 ) ), hexdec( substr( $hex, 4, 2 ) ) );
	}

	private static function mix( array $a, array $b, float $t ): array {
		return array(
			(int) round( $a[0] + ( $b[0] - $a[0] ) * $t ),
			(int) round( $a[1] + ( $b[1] - $a[1] ) * $t ),
			(int) round( $a[2] + ( $b[2] - $a[2] ) * $t ),
		);
	}

	private static function col( $im, array $c, int $alpha = 0 ): int {
		return imagecolorallocatealpha( $im, $c[0], $c[1], $c[2], $alpha );
	}

	// GD wants ints; the geometry below is computed in floats.
	private static function rect( $im, $x1, $y1, $x2, $y2, int $color ): void {
		imagefilledrectangle( $im, (int) round( $x1 ), (int) round( $y1 ), (int) round( $x2 ), (int) round( $y2 ), $color );
	}

	private static function ell( $im, $cx, $cy, $w, $h, int $color ): void {
		imagefilledellipse( $im, (int) round( $cx ), (int) round( $cy ), (int) round( $w ), (int) round( $h ), $color );
	}

	private static function poly( $im, array $points, int $color ): void {
		imagefilledpolygon( $im, array_map( static fn( $v ) => (int) round( $v ), $points ), $color );
	}

	private static function line( $im, $x1, $y1, $x2, $y2, int $color ): void {
		imageline( $im, (int) round( $x1 ), (int) round( $y1 ), (int) round( $x2 ), (int) round( $y2 ), $color );
	}

	/** Rounded rectangle, filled. */
	private static function rrect( $im, $x1, $y1, $x2, $y2, $r, int $color ): void {
		list( $x1, $y1, $x2, $y2, $r ) = array_map( static fn( $v ) => (int) round( $v ), array( $x1, $y1, $x2, $y2, $r ) );
		$r = max( 0, min( $r, (int) ( ( $x2 - $x1 ) / 2 ), (int) ( ( $y2 - $y1 ) / 2 ) ) );
		self::rect( $im, $x1 + $r, $y1, $x2 - $r, $y2, $color );
		self::rect( $im, $x1, $y1 + $r, $x2, $y2 - $r, $color );
		if ( $r > 0 ) {
			self::ell( $im, $x1 + $r, $y1 + $r, 2 * $r, 2 * $r, $color );
			self::ell( $im, $x2 - $r, $y1 + $r, 2 * $r, 2 * $r, $color );
			self::ell( $im, $x1 + $r, $y2 - $r, 2 * $r, 2 * $r, $color );
			self::ell( $im, $x2 - $r, $y2 - $r, 2 * $r, 2 * $r, $color );
		}
	}

	/** @var array<string, resource|GdImage> backgrounds already drawn, by colours */
	private static $backgrounds = array();

	/** Vertical gradient background with a soft light spot (drawn once per colour pair, then copied). */
	private static function background( $im, int $size, array $top, array $bottom ): void {
		$key = implode( ',', array_merge( $top, $bottom ) ) . ",$size";
		if ( ! isset( self::$backgrounds[ $key ] ) ) {
			$bg = imagecreatetruecolor( $size, $size );
			imagealphablending( $bg, true );
			self::draw_background( $bg, $size, $top, $bottom );
			if ( count( self::$backgrounds ) > 24 ) {
				self::$backgrounds = array();
			}
			self::$backgrounds[ $key ] = $bg;
		}
		imagecopy( $im, self::$backgrounds[ $key ], 0, 0, 0, 0, $size, $size );
	}

	private static function draw_background( $im, int $size, array $top, array $bottom ): void {
		for ( $y = 0; $y < $size; $y += 2 ) {
			$c = self::col( $im, self::mix( $top, $bottom, $y / $size ) );
			self::rect( $im, 0, $y, $size, $y + 1, $c );
		}
		// Light spot behind the product.
		$white = array( 255, 255, 255 );
		for ( $i = 0; $i < 14; $i++ ) {
			$d = (int) ( $size * ( 0.95 - $i * 0.05 ) );
			self::ell( $im, (int) ( $size * 0.5 ), (int) ( $size * 0.42 ), $d, $d, self::col( $im, $white, 122 ) );
		}
	}

	/** Soft floor shadow. */
	private static function shadow( $im, int $cx, int $y, int $w ): void {
		for ( $i = 0; $i < 10; $i++ ) {
			self::ell( $im, $cx, $y, (int) ( $w * ( 1.25 - $i * 0.05 ) ), (int) ( $w * ( 0.16 - $i * 0.008 ) ), self::col( $im, array( 60, 40, 40 ), 121 ) );
		}
	}

	private static function text( $im, string $s, int $size_px, int $cx, int $y, int $color, bool $bold = false, int $max_w = 0 ): int {
		self::fonts();
		$font = $bold ? self::$font_bold : self::$font;
		if ( '' === $font ) {
			// No TTF font: GD's built-in font (ASCII only).
			$s = remove_accents( $s );
			$w = imagefontwidth( 5 ) * strlen( $s );
			imagestring( $im, 5, (int) ( $cx - $w / 2 ), $y, $s, $color );
			return $y + 20;
		}
		$pt = $size_px * 0.75;
		// Shrink until it fits.
		while ( $max_w > 0 && $pt > 8 ) {
			$box = imagettfbbox( $pt, 0, $font, $s );
			if ( ( $box[2] - $box[0] ) <= $max_w ) {
				break;
			}
			$pt *= 0.92;
		}
		$box = imagettfbbox( $pt, 0, $font, $s );
		$w   = $box[2] - $box[0];
		$h   = $box[1] - $box[7];
		imagettftext( $im, $pt, 0, (int) ( $cx - $w / 2 - $box[0] ), $y + $h, $color, $font, $s );
		return $y + $h;
	}

	/** Split a name into at most 2 balanced lines. */
	private static function lines( string $s, int $max_chars ): array {
		if ( mb_strlen( $s ) <= $max_chars ) {
			return array( $s );
		}
		$words = explode( ' ', $s );
		$best  = array( $s );
		$score = PHP_INT_MAX;
		for ( $i = 1; $i < count( $words ); $i++ ) {
			$a = implode( ' ', array_slice( $words, 0, $i ) );
			$b = implode( ' ', array_slice( $words, $i ) );
			$d = abs( mb_strlen( $a ) - mb_strlen( $b ) );
			if ( $d < $score ) {
				$score = $d;
				$best  = array( $a, $b );
			}
		}
		return $best;
	}

	/**
	 * Draw a product container. (cx, base) = bottom centre; h = height in px.
	 * Returns the label rectangle [x1, y1, x2, y2] for the brand text.
	 */
	private static function container( $im, string $shape, int $cx, int $base, int $h, array $body, array $accent ): array {
		$bodyc   = self::col( $im, $body );
		$accentc = self::col( $im, $accent );
		$dark    = self::col( $im, self::mix( $accent, array( 30, 20, 25 ), 0.35 ) );
		$gloss   = self::col( $im, array( 255, 255, 255 ), 85 );
		$shade   = self::col( $im, array( 40, 20, 30 ), 112 );
		$label   = array( 0, 0, 0, 0 );

		switch ( $shape ) {
			case 'jar':
				$h  = (int) ( $h * 0.78 );
				$w  = (int) ( $h * 1.3 );
				$x1 = $cx - $w / 2;
				$x2 = $cx + $w / 2;
				$lid = (int) ( $h * 0.32 );
				self::rrect( $im, (int) $x1, $base - $h + $lid - 10, (int) $x2, $base, (int) ( $h * 0.12 ), $bodyc );
				self::rrect( $im, (int) ( $x1 - $w * 0.02 ), $base - $h, (int) ( $x2 + $w * 0.02 ), $base - $h + $lid, (int) ( $h * 0.07 ), $accentc );
				self::rect( $im, (int) ( $x1 - $w * 0.02 ), $base - $h + $lid - 8, (int) ( $x2 + $w * 0.02 ), $base - $h + $lid, $dark );
				self::rrect( $im, (int) ( $x1 + $w * 0.06 ), $base - $h + $lid + 12, (int) ( $x1 + $w * 0.13 ), $base - 20, 14, $gloss );
				self::rrect( $im, (int) ( $x2 - $w * 0.1 ), $base - $h + $lid + 12, (int) ( $x2 - $w * 0.03 ), $base - 20, 14, $shade );
				$label = array( (int) ( $x1 + $w * 0.18 ), $base - $h + $lid + (int) ( $h * 0.14 ), (int) ( $x2 - $w * 0.18 ), $base - (int) ( $h * 0.1 ) );
				break;

			case 'tube':
				$w   = (int) ( $h * 0.42 );
				$cap = (int) ( $h * 0.16 );
				// Tube standing on its cap; crimped end on top, wider.
				$top_w = (int) ( $w * 1.18 );
				self::poly(
					$im,
					array(
						$cx - $top_w / 2, $base - $h + 24,
						$cx + $top_w / 2, $base - $h + 24,
						$cx + $w / 2 - 6, $base - $cap,
						$cx - $w / 2 + 6, $base - $cap,
					),
					$bodyc
				);
				self::rect( $im, (int) ( $cx - $top_w / 2 ), $base - $h, (int) ( $cx + $top_w / 2 ), $base - $h + 26, self::col( $im, self::mix( $body, $accent, 0.25 ) ) );
				for ( $i = 0; $i < 6; $i++ ) {
					self::line( $im, (int) ( $cx - $top_w / 2 + 6 ), $base - $h + 4 + $i * 4, (int) ( $cx + $top_w / 2 - 6 ), $base - $h + 4 + $i * 4, $shade );
				}
				self::rrect( $im, (int) ( $cx - $w * 0.36 ), $base - $cap, (int) ( $cx + $w * 0.36 ), $base, 10, $accentc );
				self::poly(
					$im,
					array(
						(int) ( $cx - $top_w / 2 + $top_w * 0.1 ), $base - $h + 34,
						(int) ( $cx - $top_w / 2 + $top_w * 0.2 ), $base - $h + 34,
						(int) ( $cx - $w / 2 + $w * 0.2 ), $base - $cap - 16,
						(int) ( $cx - $w / 2 + $w * 0.12 ), $base - $cap - 16,
					),
					$gloss
				);
				$label = array( (int) ( $cx - $w * 0.4 ), $base - (int) ( $h * 0.7 ), (int) ( $cx + $w * 0.4 ), $base - (int) ( $h * 0.3 ) );
				break;

			case 'dropper':
				$w    = (int) ( $h * 0.42 );
				$bh   = (int) ( $h * 0.62 );
				self::rrect( $im, $cx - $w / 2, $base - $bh, $cx + $w / 2, $base, (int) ( $w * 0.18 ), $bodyc );
				self::rrect( $im, (int) ( $cx - $w * 0.22 ), $base - $bh - (int) ( $h * 0.1 ), (int) ( $cx + $w * 0.22 ), $base - $bh + 6, 8, $accentc );
				self::rect( $im, (int) ( $cx - $w * 0.08 ), $base - $h + (int) ( $h * 0.12 ), (int) ( $cx + $w * 0.08 ), $base - $bh - (int) ( $h * 0.09 ), $dark );
				self::ell( $im, $cx, $base - $h + (int) ( $h * 0.12 ), (int) ( $w * 0.34 ), (int) ( $h * 0.24 ), $dark );
				self::rrect( $im, (int) ( $cx - $w * 0.38 ), $base - $bh + 20, (int) ( $cx - $w * 0.28 ), $base - 24, 10, $gloss );
				$label = array( (int) ( $cx - $w * 0.36 ), $base - (int) ( $bh * 0.7 ), (int) ( $cx + $w * 0.36 ), $base - (int) ( $bh * 0.2 ) );
				break;

			case 'pump':
				$w  = (int) ( $h * 0.4 );
				$bh = (int) ( $h * 0.72 );
				self::rrect( $im, $cx - $w / 2, $base - $bh, $cx + $w / 2, $base, (int) ( $w * 0.16 ), $bodyc );
				self::rrect( $im, (int) ( $cx - $w * 0.2 ), $base - $bh - (int) ( $h * 0.08 ), (int) ( $cx + $w * 0.2 ), $base - $bh + 4, 6, $accentc );
				self::rect( $im, (int) ( $cx - $w * 0.06 ), $base - $h + (int) ( $h * 0.08 ), (int) ( $cx + $w * 0.06 ), $base - $bh - (int) ( $h * 0.08 ), $dark );
				self::rrect( $im, (int) ( $cx - $w * 0.22 ), $base - $h, (int) ( $cx + $w * 0.42 ), $base - $h + (int) ( $h * 0.09 ), 10, $accentc );
				self::rrect( $im, (int) ( $cx - $w * 0.4 ), $base - $bh + 24, (int) ( $cx - $w * 0.3 ), $base - 24, 10, $gloss );
				$label = array( (int) ( $cx - $w * 0.38 ), $base - (int) ( $bh * 0.72 ), (int) ( $cx + $w * 0.38 ), $base - (int) ( $bh * 0.22 ) );
				break;

			case 'perfume':
				$w  = (int) ( $h * 0.72 );
				$bh = (int) ( $h * 0.66 );
				self::rrect( $im, $cx - $w / 2, $base - $bh, $cx + $w / 2, $base, (int) ( $w * 0.08 ), self::col( $im, $body, 20 ) );
				self::rrect( $im, (int) ( $cx - $w / 2 + 18 ), $base - $bh + 18, (int) ( $cx + $w / 2 - 18 ), $base - 18, (int) ( $w * 0.06 ), self::col( $im, self::mix( $body, $accent, 0.35 ), 30 ) );
				self::rect( $im, (int) ( $cx - $w * 0.1 ), $base - $bh - (int) ( $h * 0.06 ), (int) ( $cx + $w * 0.1 ), $base - $bh, $dark );
				self::rrect( $im, (int) ( $cx - $w * 0.2 ), $base - $h, (int) ( $cx + $w * 0.2 ), $base - $bh - (int) ( $h * 0.05 ), 14, $accentc );
				self::poly( $im, array( (int) ( $cx - $w * 0.4 ), $base - $bh + 30, (int) ( $cx - $w * 0.3 ), $base - $bh + 30, (int) ( $cx - $w * 0.36 ), $base - 30, (int) ( $cx - $w * 0.42 ), $base - 30 ), $gloss );
				$label = array( (int) ( $cx - $w * 0.3 ), $base - (int) ( $bh * 0.62 ), (int) ( $cx + $w * 0.3 ), $base - (int) ( $bh * 0.32 ) );
				break;

			case 'compact':
				$w = (int) ( $h * 1.5 );
				$t = (int) ( $h * 0.34 );
				// Closed palette seen from the front-top.
				self::ell( $im, $cx, $base - $t / 2, $w, (int) ( $w * 0.42 ), $dark );
				self::rect( $im, $cx - $w / 2, $base - $t - (int) ( $w * 0.05 ), $cx + $w / 2, $base - $t / 2, $dark );
				self::ell( $im, $cx, $base - $t, $w, (int) ( $w * 0.42 ), $accentc );
				self::ell( $im, $cx, $base - $t, (int) ( $w * 0.78 ), (int) ( $w * 0.3 ), $bodyc );
				self::ell( $im, (int) ( $cx - $w * 0.15 ), $base - $t - (int) ( $w * 0.05 ), (int) ( $w * 0.3 ), (int) ( $w * 0.08 ), $gloss );
				$label = array( (int) ( $cx - $w * 0.28 ), $base - $t - (int) ( $w * 0.08 ), (int) ( $cx + $w * 0.28 ), $base - $t + (int) ( $w * 0.08 ) );
				break;

			case 'lipstick':
				$w = (int) ( $h * 0.26 );
				self::rrect( $im, $cx - $w / 2, $base - (int) ( $h * 0.55 ), $cx + $w / 2, $base, 10, $accentc );
				self::rect( $im, (int) ( $cx - $w * 0.42 ), $base - (int) ( $h * 0.7 ), (int) ( $cx + $w * 0.42 ), $base - (int) ( $h * 0.55 ), self::col( $im, array( 214, 184, 120 ) ) );
				self::poly( $im, array( (int) ( $cx - $w * 0.34 ), $base - (int) ( $h * 0.7 ), (int) ( $cx + $w * 0.34 ), $base - (int) ( $h * 0.7 ), (int) ( $cx + $w * 0.34 ), $base - (int) ( $h * 0.9 ), (int) ( $cx - $w * 0.34 ), $base - $h ), self::col( $im, self::mix( $accent, array( 200, 60, 80 ), 0.5 ) ) );
				self::rrect( $im, (int) ( $cx - $w * 0.38 ), $base - (int) ( $h * 0.52 ), (int) ( $cx - $w * 0.22 ), $base - 14, 8, $gloss );
				$label = array( (int) ( $cx - $w * 0.4 ), $base - (int) ( $h * 0.4 ), (int) ( $cx + $w * 0.4 ), $base - (int) ( $h * 0.15 ) );
				break;

			case 'mascara':
				$w = (int) ( $h * 0.2 );
				self::rrect( $im, $cx - $w / 2, $base - (int) ( $h * 0.6 ), $cx + $w / 2, $base, (int) ( $w * 0.45 ), $bodyc );
				self::rrect( $im, (int) ( $cx - $w * 0.42 ), $base - $h, (int) ( $cx + $w * 0.42 ), $base - (int) ( $h * 0.58 ), (int) ( $w * 0.4 ), $accentc );
				self::rrect( $im, (int) ( $cx - $w * 0.36 ), $base - (int) ( $h * 0.56 ), (int) ( $cx - $w * 0.18 ), $base - 20, 8, $gloss );
				$label = array( (int) ( $cx - $w * 0.35 ), $base - (int) ( $h * 0.45 ), (int) ( $cx + $w * 0.35 ), $base - (int) ( $h * 0.15 ) );
				break;

			case 'nail':
				$w  = (int) ( $h * 0.46 );
				$bh = (int) ( $h * 0.45 );
				self::rrect( $im, $cx - $w / 2, $base - $bh, $cx + $w / 2, $base, (int) ( $w * 0.22 ), self::col( $im, self::mix( $accent, array( 200, 70, 100 ), 0.4 ) ) );
				self::rrect( $im, (int) ( $cx - $w * 0.2 ), $base - $h, (int) ( $cx + $w * 0.2 ), $base - $bh + 6, 12, self::col( $im, array( 40, 32, 36 ) ) );
				self::rrect( $im, (int) ( $cx - $w * 0.38 ), $base - $bh + 18, (int) ( $cx - $w * 0.26 ), $base - 18, 8, $gloss );
				$label = array( (int) ( $cx - $w * 0.34 ), $base - (int) ( $bh * 0.66 ), (int) ( $cx + $w * 0.34 ), $base - (int) ( $bh * 0.3 ) );
				break;

			case 'candle':
				$w = (int) ( $h * 0.95 );
				self::rrect( $im, $cx - $w / 2, $base - (int) ( $h * 0.8 ), $cx + $w / 2, $base, (int) ( $w * 0.08 ), self::col( $im, self::mix( $accent, array( 60, 50, 45 ), 0.3 ) ) );
				self::ell( $im, $cx, $base - (int) ( $h * 0.8 ), $w, (int) ( $w * 0.2 ), $bodyc );
				self::rect( $im, $cx - 3, $base - (int) ( $h * 0.93 ), $cx + 3, $base - (int) ( $h * 0.8 ), self::col( $im, array( 40, 30, 30 ) ) );
				self::ell( $im, $cx, $base - (int) ( $h * 0.97 ), 34, 70, self::col( $im, array( 255, 190, 90 ), 20 ) );
				self::rrect( $im, (int) ( $cx - $w * 0.44 ), $base - (int) ( $h * 0.72 ), (int) ( $cx - $w * 0.36 ), $base - 20, 8, $gloss );
				$label = array( (int) ( $cx - $w * 0.3 ), $base - (int) ( $h * 0.58 ), (int) ( $cx + $w * 0.3 ), $base - (int) ( $h * 0.22 ) );
				break;

			case 'bottle':
			default:
				$w  = (int) ( $h * 0.38 );
				$bh = (int) ( $h * 0.74 );
				self::rrect( $im, $cx - $w / 2, $base - $bh, $cx + $w / 2, $base, (int) ( $w * 0.3 ), $bodyc );
				self::rect( $im, (int) ( $cx - $w * 0.2 ), $base - $bh - (int) ( $h * 0.06 ), (int) ( $cx + $w * 0.2 ), $base - $bh + 20, $bodyc );
				self::rrect( $im, (int) ( $cx - $w * 0.26 ), $base - $h, (int) ( $cx + $w * 0.26 ), $base - $bh - (int) ( $h * 0.05 ), 10, $accentc );
				self::rrect( $im, (int) ( $cx - $w * 0.4 ), $base - $bh + 40, (int) ( $cx - $w * 0.3 ), $base - 30, 10, $gloss );
				$label = array( (int) ( $cx - $w * 0.38 ), $base - (int) ( $bh * 0.68 ), (int) ( $cx + $w * 0.38 ), $base - (int) ( $bh * 0.24 ) );
		}
		return $label;
	}

	private static function finish( $im, int $big, string $file ): void {
		$out = imagecreatetruecolor( self::OUT, self::OUT );
		imagecopyresampled( $out, $im, 0, 0, 0, 0, self::OUT, self::OUT, $big, $big );
		imagedestroy( $im );
		imagejpeg( $out, $file, 84 );
		imagedestroy( $out );
	}

	/**
	 * The packshot: product container, brand on its label, product name and size under it.
	 *
	 * @param array $p        product data (name, brand, shape, size)
	 * @param array $palette  [bg_top, bg_bottom, body, accent] as #hex
	 * @param string $variant 'main' | 'box' (with its carton) | 'texture' (swatch close-up; brand = caption)
	 */
	public static function draw( array $p, array $palette, string $variant, string $file ): void {
		$s  = (int) ( self::OUT * self::SS );
		$im = imagecreatetruecolor( $s, $s );
		imagealphablending( $im, true );
		list( $top, $bottom, $body, $accent ) = array_map( array( self::class, 'rgb' ), $palette );
		$ink   = self::col( $im, self::mix( $accent, array( 40, 28, 34 ), 0.6 ) );
		$muted = self::col( $im, self::mix( $accent, array( 90, 80, 85 ), 0.4 ) );

		if ( 'texture' === $variant ) {
			// Close-up of the product's texture: a swirl of cream/gel in the product colours.
			self::background( $im, $s, self::mix( $top, $body, 0.4 ), $bottom );
			$cream = self::mix( $body, $accent, 0.42 );
			for ( $i = 0; $i < 26; $i++ ) {
				$a   = $i * 0.55;
				$r   = (int) ( $s * ( 0.06 + $i * 0.011 ) );
				$x   = (int) ( $s * 0.5 + cos( $a ) * $s * 0.012 * $i );
				$y   = (int) ( $s * 0.46 + sin( $a ) * $s * 0.009 * $i );
				$c   = self::mix( $cream, array( 255, 255, 255 ), ( $i % 3 ) * 0.22 );
				self::ell( $im, $x, $y, (int) ( $r * 2.2 ), (int) ( $r * 1.6 ), self::col( $im, $c, 52 ) );
			}
			self::ell( $im, (int) ( $s * 0.44 ), (int) ( $s * 0.4 ), (int) ( $s * 0.16 ), (int) ( $s * 0.06 ), self::col( $im, array( 255, 255, 255 ), 70 ) );
			$y = (int) ( $s * 0.8 );
			$y = self::text( $im, mb_strtoupper( $p['brand'] ), (int) ( $s * 0.03 ), (int) ( $s / 2 ), $y, $muted, true, (int) ( $s * 0.8 ) );
			self::text( $im, 'Konsystencja' . ( '' !== (string) ( $p['size'] ?? '' ) ? ' · ' . $p['size'] : '' ), (int) ( $s * 0.036 ), (int) ( $s / 2 ), $y + (int) ( $s * 0.025 ), $ink, false, (int) ( $s * 0.84 ) );
			self::finish( $im, $s, $file );
			return;
		}

		self::background( $im, $s, $top, $bottom );
		$base = (int) ( $s * 0.7 );
		$h    = (int) ( $s * 0.5 );
		$cx   = (int) ( $s / 2 );

		if ( 'box' === $variant ) {
			// Carton behind and to the left of the product.
			$bw = (int) ( $s * 0.3 );
			$bx = (int) ( $s * 0.33 );
			self::shadow( $im, $bx, $base, (int) ( $bw * 1.05 ) );
			self::rrect( $im, $bx - $bw / 2, $base - (int) ( $h * 1.05 ), $bx + $bw / 2, $base, 8, self::col( $im, self::mix( $body, $top, 0.3 ) ) );
			self::rect( $im, $bx - $bw / 2, $base - (int) ( $h * 1.05 ), $bx + $bw / 2, $base - (int) ( $h * 0.95 ), self::col( $im, $accent ) );
			self::rect( $im, $bx + (int) ( $bw * 0.3 ), $base - (int) ( $h * 1.05 ), $bx + $bw / 2, $base, self::col( $im, array( 40, 20, 30 ), 112 ) );
			$ty = self::text( $im, mb_strtoupper( $p['brand'] ), (int) ( $s * 0.022 ), $bx, $base - (int) ( $h * 0.78 ), $ink, true, (int) ( $bw * 0.8 ) );
			foreach ( self::lines( $p['name'], 14 ) as $line ) {
				$ty = self::text( $im, $line, (int) ( $s * 0.02 ), $bx, $ty + 14, $muted, false, (int) ( $bw * 0.8 ) );
			}
			$cx = (int) ( $s * 0.62 );
			$h  = (int) ( $h * 0.9 );
		}

		self::shadow( $im, $cx, $base, (int) ( $h * 0.6 ) );
		$label = self::container( $im, $p['shape'], $cx, $base, $h, $body, $accent );
		// Label with the brand.
		$lw = $label[2] - $label[0];
		if ( $lw > 40 ) {
			$lc = (int) ( ( $label[0] + $label[2] ) / 2 );
			$ly = (int) ( ( $label[1] + $label[3] ) / 2 ) - (int) ( $s * 0.018 );
			$ly = self::text( $im, mb_strtoupper( $p['brand'] ), (int) ( $s * 0.022 ), $lc, $ly, $ink, true, (int) ( $lw * 0.9 ) );
			self::rect( $im, $lc - (int) ( $lw * 0.2 ), $ly + 10, $lc + (int) ( $lw * 0.2 ), $ly + 13, $muted );
		}

		if ( 'main' === $variant ) {
			$y = (int) ( $s * 0.77 );
			foreach ( self::lines( $p['name'], 30 ) as $line ) {
				$y = self::text( $im, $line, (int) ( $s * 0.042 ), (int) ( $s / 2 ), $y, $ink, true, (int) ( $s * 0.88 ) ) + (int) ( $s * 0.016 );
			}
			self::text( $im, $p['brand'] . ' · ' . $p['size'], (int) ( $s * 0.03 ), (int) ( $s / 2 ), $y + (int) ( $s * 0.008 ), $muted, false, (int) ( $s * 0.88 ) );
		}
		self::finish( $im, $s, $file );
	}
}
