<?php
/**
 * Thrown by the test harness's 'wp_redirect' filter so that a redirect ends the simulated request
 * (instead of exit) and the test can assert where it went.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

final class RedirectIntercepted extends \RuntimeException {

	public function __construct( public readonly string $location, public readonly int $status ) {
		parent::__construct( "Redirect ($status) to $location" );
	}
}
