<?php
/**
 * Storefront pages cannot be framed by other sites: every storefront address sends
 * X-Frame-Options: SAMEORIGIN and a Content-Security-Policy with frame-ancestors 'self', without
 * clobbering what the site already sends. Headers cannot be read back in the CLI (headers_list() is
 * empty there), so the test reads the filter every header passes through just before header().
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use CosmeticsStorefront\Storefront\FrameHeaders;

final class FrameHeadersTest extends TestCase {

	/** @var array<int,string>|null the headers the last request sent */
	private ?array $sent = null;

	protected function setUp(): void {
		parent::setUp();
		$this->sent = null;
		add_filter(
			'cosmetics_storefront_frame_headers',
			function ( $headers ) {
				$this->sent = $headers;
				return $headers;
			},
			PHP_INT_MAX
		);
	}

	/** @return array<string,array{string,int}> */
	public function storefrontAddresses(): array {
		$addresses = array(
			'/'                          => 200,
			'/sklep'                     => 200,
			'/sklep/category/makijaz'    => 404, // No such category here: the 404 screen is framed no more.
			'/sklep/product/123'         => 404,
			'/checkout'                  => 200,
			'/zamowienie/55?key=x'       => 404,
			'/profil'                    => 200,
			'/kontakt'                   => 200,
			'/reset_hasla'               => 200,
			'/regulamin'                 => 200,
			'/polityka-zwrotow'          => 200,
			'/polityka-prywatnosci'      => 200,
			'/odstapienie-od-umowy'      => 200,
			'/nie-ma-takiej-strony'      => 404,
		);
		$cases = array();
		foreach ( $addresses as $path => $status ) {
			$cases[ $path ] = array( $path, $status );
		}
		return $cases;
	}

	/** @dataProvider storefrontAddresses */
	public function test_every_storefront_address_forbids_framing_by_other_sites( string $path, int $status ): void {
		$this->goTo( $path );
		$this->assertSame( $status, $this->lastStatus() );
		$this->assertNotNull( $this->sent, "$path sent no frame headers" );
		$this->assertContains( 'X-Frame-Options: SAMEORIGIN', $this->sent, $path );
		$this->assertContains( "Content-Security-Policy: frame-ancestors 'self'", $this->sent, $path );
	}

	public function test_a_page_holding_the_shortcode_forbids_framing_too(): void {
		$page = $this->createPage( array( 'post_name' => 'sklep-2', 'post_content' => '[cosmetics_storefront]' ) );
		$this->goTo( get_permalink( $page ) );
		$this->assertSame( $page, get_queried_object_id() );
		$this->assertContains( 'X-Frame-Options: SAMEORIGIN', (array) $this->sent );
	}

	public function test_an_ordinary_page_is_left_to_the_site(): void {
		$page = $this->createPage( array( 'post_name' => 'o-nas', 'post_title' => 'O nas' ) );
		$this->goTo( '/o-nas/' );
		$this->assertSame( $page, get_queried_object_id() );
		$this->assertNull( $this->sent );
	}

	public function test_without_headers_of_the_site_both_are_sent(): void {
		$this->assertSame(
			array( 'X-Frame-Options: SAMEORIGIN', "Content-Security-Policy: frame-ancestors 'self'" ),
			FrameHeaders::headers( array( 'Content-Type: text/html; charset=UTF-8' ) )
		);
	}

	public function test_a_policy_of_the_site_is_kept_and_gets_frame_ancestors_as_a_policy_of_its_own(): void {
		// A second Content-Security-Policy header is a second policy: both are enforced, so the
		// site's own stays exactly as it was.
		$this->assertSame(
			array( 'X-Frame-Options: SAMEORIGIN', "Content-Security-Policy: frame-ancestors 'self'" ),
			FrameHeaders::headers( array( "Content-Security-Policy: default-src 'self'; img-src *" ) )
		);
	}

	public function test_frame_ancestors_of_the_site_win(): void {
		$this->assertSame(
			array( 'X-Frame-Options: SAMEORIGIN' ),
			FrameHeaders::headers( array( "content-security-policy: default-src 'self'; Frame-Ancestors https://partner.example" ) )
		);
	}

	public function test_an_x_frame_options_of_the_site_wins(): void {
		$this->assertSame(
			array( "Content-Security-Policy: frame-ancestors 'self'" ),
			FrameHeaders::headers( array( 'X-Frame-Options: DENY' ) )
		);
	}

	public function test_a_report_only_policy_does_not_count(): void {
		$this->assertContains(
			"Content-Security-Policy: frame-ancestors 'self'",
			FrameHeaders::headers( array( "Content-Security-Policy-Report-Only: frame-ancestors 'none'" ) )
		);
	}
}
