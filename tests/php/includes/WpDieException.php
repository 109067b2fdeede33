<?php
/**
 * Thrown instead of wp_die()'s exit in the tests (every wp_die handler is replaced by the bootstrap).
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

final class WpDieException extends \RuntimeException {

	/**
	 * @param mixed $title
	 * @param mixed $args
	 */
	public function __construct( string $message, public readonly mixed $title = '', public readonly mixed $args = array() ) {
		$status = is_array( $args ) && isset( $args['response'] ) ? (int) $args['response'] : 0;
		parent::__construct( $message, $status );
	}
}
