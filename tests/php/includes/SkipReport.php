<?php
/**
 * PHPUnit extension (phpunit.xml.dist): counts tests skipped because WooCommerce is not loaded and
 * writes the count to the file named by COSMETICS_TEST_REPORT, for the runner's closing line.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use PHPUnit\Runner\AfterLastTestHook;
use PHPUnit\Runner\AfterSkippedTestHook;

final class SkipReport implements AfterSkippedTestHook, AfterLastTestHook {

	private int $woocommerceSkipped = 0;

	/** @var array<string,int> */
	private array $otherReasons = array();

	public function executeAfterSkippedTest( string $test, string $message, float $time ): void {
		if ( str_starts_with( $message, 'WooCommerce not found' ) ) {
			++$this->woocommerceSkipped;
		} else {
			$this->otherReasons[ $message ] = ( $this->otherReasons[ $message ] ?? 0 ) + 1;
		}
	}

	public function executeAfterLastTest(): void {
		$file = getenv( 'COSMETICS_TEST_REPORT' );
		if ( $file ) {
			file_put_contents(
				$file,
				(string) json_encode(
					array(
						'woocommerceSkipped' => $this->woocommerceSkipped,
						'otherSkipped'       => $this->otherReasons,
					)
				)
			);
		}
	}
}
