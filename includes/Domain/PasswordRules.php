<?php
/**
 * The spec's password rules (section 5): at least 8 characters, one uppercase letter, one special
 * character; the messages are joined by commas. Mirrored in src/domain/validation.ts. No WordPress here.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Domain;

final class PasswordRules {

	public const MIN_LENGTH = 8;

	public const SPECIAL = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?';

	/** @return string[] the messages of every rule the password breaks (none: valid). */
	public static function errors( string $password ): array {
		$errors = array();
		if ( mb_strlen( $password ) < self::MIN_LENGTH ) {
			$errors[] = 'Hasło musi mieć co najmniej 8 znaków';
		}
		if ( ! preg_match( '/\p{Lu}/u', $password ) ) {
			$errors[] = 'Hasło musi zawierać co najmniej jedną dużą literę';
		}
		if ( strpbrk( $password, self::SPECIAL ) === false ) {
			$errors[] = 'Hasło musi zawierać co najmniej jeden znak specjalny';
		}
		return $errors;
	}

	public static function message( string $password ): string {
		return implode( ', ', self::errors( $password ) );
	}
}
