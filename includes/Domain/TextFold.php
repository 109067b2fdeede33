<?php
/**
 * Text as the shop's searches compare it: lower case, Polish letters without their marks (ą→a, ć→c,
 * ę→e, ł→l, ń→n, ó→o, ś→s, ź→z, ż→z) and any other letter's marks dropped (é→e), so "Świeca" and
 * "swieca" are the same word. And the words of a text: runs of letters and digits (a hyphenated word
 * stays one: "anti-aging"). No WordPress in here.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class TextFold {

	private const POLISH = array(
		'ą' => 'a',
		'ć' => 'c',
		'ę' => 'e',
		'ł' => 'l',
		'ń' => 'n',
		'ó' => 'o',
		'ś' => 's',
		'ź' => 'z',
		'ż' => 'z',
	);

	public static function fold( string $text ): string {
		$text = strtr( mb_strtolower( $text, 'UTF-8' ), self::POLISH );
		if ( class_exists( \Normalizer::class ) && preg_match( '/[^\x00-\x7F]/', $text ) ) {
			$text = (string) preg_replace( '/\p{Mn}+/u', '', (string) \Normalizer::normalize( $text, \Normalizer::FORM_D ) );
		}
		return $text;
	}

	/** @return string[] the text's words, lower case (not folded), in order */
	public static function words( string $text ): array {
		preg_match_all( '/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/u', mb_strtolower( $text, 'UTF-8' ), $m );
		return $m[0];
	}
}
