<?php
/**
 * Base class of tests that need WooCommerce: each is skipped, with the reason printed, when the
 * runner found no WooCommerce (nothing is faked).
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

abstract class WooCommerceTestCase extends TestCase {

	protected function setUp(): void {
		// Skip before the parent opens a transaction: a skipped test touches nothing.
		$this->requireWooCommerce();
		parent::setUp();
	}
}
