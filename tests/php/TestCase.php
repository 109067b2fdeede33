<?php
/**
 * Base class of the plugin's PHPUnit tests: a real WordPress (loaded once by bootstrap.php) on a real
 * MariaDB database, the plugin active.
 *
 * Isolation per test:
 * - the database: START TRANSACTION in setUp, ROLLBACK in tearDown. DDL (CREATE/DROP/ALTER TABLE, what
 *   dbDelta and uninstall do) commits implicitly and ends the transaction: tests that run it must put
 *   the site back themselves (see InstallTest);
 * - hooks added during a test are removed, the object cache is flushed, the REST server, the current
 *   user, the main query, $_GET/$_POST/$_REQUEST/$_SERVER request keys, script/style queues and the
 *   plugin's per-request state are reset.
 *
 * Helpers: dispatch() (rest_do_request), createUser(), createPage(), goTo() (a front-end request of a
 * pretty-permalink path), renderPage() (the full HTML the theme/template prints for a path),
 * requireWooCommerce().
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use PHPUnit\Framework\TestCase as PHPUnitTestCase;

// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.Security.NonceVerification

abstract class TestCase extends PHPUnitTestCase {

	/** Reason printed for every WooCommerce test when WooCommerce is not loaded. */
	public const NO_WOOCOMMERCE = 'WooCommerce not found: set WOOCOMMERCE_DIR or fill ~/.cache/cosmetics-storefront/woocommerce';

	/** @var array<string,\WP_Hook> */
	private array $savedFilters = array();

	/** @var array<string,int> */
	private array $savedActions = array();

	/** @var array<string,mixed> */
	private ?array $savedServer = null;

	/** Status codes passed to status_header() during the last goTo()/renderPage(), in order. @var int[] */
	protected array $statusCodes = array();

	/** The redirect that wp_redirect() was asked for during the last goTo()/renderPage(), if any. @var array{location:string,status:int}|null */
	protected ?array $redirect = null;

	/** _doing_it_wrong()/deprecation notices raised during the test. @var string[] */
	private array $wrongUsage = array();

	/** Substrings of _doing_it_wrong() notices a test announced with expectDoingItWrong(). @var string[] */
	private array $expectedWrongUsage = array();

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;

		$this->savedFilters = array();
		foreach ( $GLOBALS['wp_filter'] as $hook => $object ) {
			$this->savedFilters[ $hook ] = clone $object;
		}
		$this->savedActions = $GLOBALS['wp_actions'];
		$this->savedServer  = $_SERVER;

		$this->resetRequestState();
		$this->wrongUsage         = array();
		$this->expectedWrongUsage = array();
		add_action( 'doing_it_wrong_run', array( $this, 'recordWrongUsage' ), 10, 3 );
		add_filter( 'doing_it_wrong_trigger_error', '__return_false' );

		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
	}

	protected function tearDown(): void {
		if ( null === $this->savedServer ) {
			// setUp() did not run (the test was skipped before it): there is nothing to restore, and
			// "restoring" empty state would wreck the tests that follow.
			parent::tearDown();
			return;
		}
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );

		$GLOBALS['wp_filter']  = $this->savedFilters;
		$GLOBALS['wp_actions'] = $this->savedActions;
		$_SERVER               = $this->savedServer;
		$this->savedServer     = null;
		$this->resetRequestState();

		parent::tearDown();
	}

	/** Fails a test that made WordPress report wrong usage (unless the test said it expects it). */
	protected function assertPostConditions(): void {
		parent::assertPostConditions();
		$unexpected = array_filter(
			$this->wrongUsage,
			function ( string $notice ): bool {
				foreach ( $this->expectedWrongUsage as $expected ) {
					if ( str_contains( $notice, $expected ) ) {
						return false;
					}
				}
				return true;
			}
		);
		$this->assertSame( array(), array_values( $unexpected ), 'WordPress reported _doing_it_wrong() during the test.' );
	}

	/** @internal hooked to doing_it_wrong_run */
	public function recordWrongUsage( string $function_name, string $message, string $version ): void {
		$this->wrongUsage[] = "$function_name: " . wp_strip_all_tags( $message ) . " ($version)";
	}

	protected function expectDoingItWrong( string $substring ): void {
		$this->expectedWrongUsage[] = $substring;
	}

	/** Everything one request leaves behind in globals and static state. */
	protected function resetRequestState(): void {
		$_GET     = array();
		$_POST    = array();
		$_REQUEST = array();
		$_COOKIE  = array();
		$_SERVER['REQUEST_METHOD'] = 'GET';
		$_SERVER['REQUEST_URI']    = '/';
		unset( $_SERVER['QUERY_STRING'], $_SERVER['PATH_INFO'], $_SERVER['HTTP_AUTHORIZATION'] );

		$GLOBALS['wp_rest_server']            = null;
		$GLOBALS['cosmetics_test_mails']      = array();
		$GLOBALS['cosmetics_test_http']       = array();
		$GLOBALS['cosmetics_test_http_local'] = array();
		$GLOBALS['wp_scripts']                = null;
		$GLOBALS['wp_styles']                 = null;
		$GLOBALS['post']                      = null;

		$this->statusCodes = array();
		$this->redirect    = null;

		wp_set_current_user( 0 );
		$this->resetQuery();
		$this->resetPluginState();
		wp_cache_flush();
	}

	/** A new main query and WP object, as at the start of a request. */
	protected function resetQuery(): void {
		$GLOBALS['wp_the_query'] = new \WP_Query();
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		$GLOBALS['wp']           = new \WP();
		// Query variables that WP::register_globals() exported for the previous request.
		foreach ( $GLOBALS['wp']->public_query_vars as $var ) {
			unset( $GLOBALS[ $var ] );
		}
		$GLOBALS['wp_the_query']->queried_object    = null;
		$GLOBALS['wp_the_query']->queried_object_id = null;
	}

	/** The plugin keeps some per-request state in static properties; each class offers reset(). */
	protected function resetPluginState(): void {
		foreach ( array(
			'CosmeticsStorefront\\Storefront\\Mount',
			'CosmeticsStorefront\\Storefront\\Assets',
			'CosmeticsStorefront\\Storefront\\Router',
			'CosmeticsStorefront\\Storefront\\Preload',
			'CosmeticsStorefront\\Storefront\\DeferredScripts',
			'CosmeticsStorefront\\Storefront\\AppStart',
			'CosmeticsStorefront\\Settings\\Settings',
			'CosmeticsStorefront\\Accounts\\Auth\\BearerAuthentication',
			'CosmeticsStorefront\\Seo\\Head',
			'CosmeticsStorefront\\Accounts\\Enquiries',
		) as $class ) {
			if ( class_exists( $class ) && method_exists( $class, 'reset' ) ) {
				$class::reset();
			}
		}
	}

	// ----------------------------------------------------------------------------------------------
	// WooCommerce.

	public static function woocommerceLoaded(): bool {
		return class_exists( \WooCommerce::class ) && did_action( 'woocommerce_loaded' ) > 0;
	}

	/** Skips the test, with the printed reason, when WooCommerce is not loaded. Never fakes it. */
	protected function requireWooCommerce(): void {
		if ( ! self::woocommerceLoaded() ) {
			$reason = getenv( 'COSMETICS_TEST_WC_REASON' );
			$this->markTestSkipped( $reason ? $reason : self::NO_WOOCOMMERCE );
		}
	}

	// ----------------------------------------------------------------------------------------------
	// REST.

	/**
	 * Dispatches a REST request through rest_do_request() (the same server, routes, permission
	 * callbacks and schema validation as an HTTP request, without the HTTP layer).
	 *
	 * @param string               $path    '/cosmetics/v1/…'; a query string is parsed into GET params.
	 * @param array<string,mixed>  $params  GET: query params; other methods: JSON body params.
	 * @param array<string,string> $headers
	 */
	protected function dispatch( string $method, string $path, array $params = array(), array $headers = array() ): \WP_REST_Response {
		$query = array();
		if ( str_contains( $path, '?' ) ) {
			[ $path, $query_string ] = explode( '?', $path, 2 );
			wp_parse_str( $query_string, $query );
		}
		$request = new \WP_REST_Request( strtoupper( $method ), $path );
		$request->set_query_params( $query );
		if ( 'GET' === strtoupper( $method ) ) {
			$request->set_query_params( array_merge( $query, $params ) );
		} elseif ( $params ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $params ) );
		}
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		$response = rest_do_request( $request );
		return rest_ensure_response( $response );
	}

	/** The response's data as the client gets it (embedded links resolved, objects as arrays). */
	protected function responseData( \WP_REST_Response $response ): mixed {
		$data = rest_get_server()->response_to_data( $response, false );
		return json_decode( (string) wp_json_encode( $data ), true );
	}

	// ----------------------------------------------------------------------------------------------
	// Content.

	/** Creates a user with $role (and optional fields) and returns its id. */
	protected function createUser( string $role = 'subscriber', array $fields = array() ): int {
		static $n = 0;
		++$n;
		$login = $fields['user_login'] ?? 'test_' . $role . '_' . $n . '_' . wp_generate_password( 6, false );
		$id    = wp_insert_user(
			array_merge(
				array(
					'user_login' => $login,
					'user_email' => $login . '@example.org',
					'user_pass'  => wp_generate_password( 16 ),
					'role'       => $role,
				),
				$fields
			)
		);
		$this->assertIsInt( $id, is_wp_error( $id ) ? $id->get_error_message() : 'wp_insert_user failed' );
		return $id;
	}

	/** Creates a page and returns its id. */
	protected function createPage( array $fields = array() ): int {
		$id = wp_insert_post(
			array_merge(
				array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_title'   => 'Strona testowa',
					'post_content' => 'Treść',
				),
				$fields
			),
			true
		);
		$this->assertIsInt( $id, is_wp_error( $id ) ? $id->get_error_message() : 'wp_insert_post failed' );
		return $id;
	}

	// ----------------------------------------------------------------------------------------------
	// Front-end requests.

	/**
	 * Simulates a front-end GET request of $url (a path like '/sklep/product/12', or a full URL on
	 * home_url()): WP::main() (parse_request with the rewrite rules, the main query, handle_404,
	 * register_globals, the 'wp' action), then 'template_redirect' unless $templateRedirect is false.
	 *
	 * wp_redirect() does not exit here: the redirect is recorded in $this->redirect and the rest of
	 * template_redirect is skipped, as it would be in a real request. Statuses are in $this->statusCodes.
	 */
	protected function goTo( string $url, bool $templateRedirect = true ): void {
		$this->startRequest( $url );
		$GLOBALS['wp']->main();
		if ( $templateRedirect ) {
			$this->catchRedirect( static fn() => do_action( 'template_redirect' ) );
		}
	}

	/**
	 * The HTML a full page load of $url prints: WP::main() then wp-includes/template-loader.php
	 * (template_redirect, template_include, the template with wp_head()/wp_footer()).
	 * Returns '' when the request was redirected (see $this->redirect).
	 */
	protected function renderPage( string $url ): string {
		$this->startRequest( $url );
		$GLOBALS['wp']->main();
		$level = ob_get_level();
		ob_start();
		try {
			$this->catchRedirect(
				static function (): void {
					require ABSPATH . WPINC . '/template-loader.php';
				}
			);
		} finally {
			$html = '';
			while ( ob_get_level() > $level ) {
				$html = ob_get_clean() . $html;
			}
		}
		return null === $this->redirect ? $html : '';
	}

	/** The last status passed to status_header(), or 200 when none was. */
	protected function lastStatus(): int {
		return $this->statusCodes ? (int) end( $this->statusCodes ) : 200;
	}

	private function startRequest( string $url ): void {
		$this->resetQuery();
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		$this->resetPluginState();
		$this->statusCodes = array();
		$this->redirect    = null;

		$home = home_url();
		if ( str_starts_with( $url, $home ) ) {
			$url = substr( $url, strlen( $home ) );
		}
		$url = '/' . ltrim( $url, '/' );

		$_GET     = array();
		$_REQUEST = array();
		unset( $_SERVER['QUERY_STRING'], $_SERVER['PATH_INFO'] );
		$query = (string) wp_parse_url( $url, PHP_URL_QUERY );
		if ( '' !== $query ) {
			wp_parse_str( $query, $_GET );
			$_REQUEST                = $_GET;
			$_SERVER['QUERY_STRING'] = $query;
		}
		$_SERVER['REQUEST_METHOD'] = 'GET';
		$_SERVER['REQUEST_URI']    = $url;

		add_filter(
			'status_header',
			function ( $header, $code ) {
				$this->statusCodes[] = (int) $code;
				return $header;
			},
			PHP_INT_MAX,
			2
		);
	}

	private function catchRedirect( callable $run ): void {
		$intercept = static function ( $location, $status ) {
			throw new RedirectIntercepted( (string) $location, (int) $status );
		};
		add_filter( 'wp_redirect', $intercept, PHP_INT_MAX, 2 );
		try {
			$run();
		} catch ( RedirectIntercepted $redirect ) {
			$this->redirect = array(
				'location' => $redirect->location,
				'status'   => $redirect->status,
			);
		} finally {
			remove_filter( 'wp_redirect', $intercept, PHP_INT_MAX );
		}
	}

	// ----------------------------------------------------------------------------------------------
	// The bundle.

	/** Whether `npm run build` has produced the bundle the plugin registers (build/storefront.asset.php). */
	protected static function bundleBuilt(): bool {
		return is_readable( dirname( __DIR__, 2 ) . '/build/storefront.asset.php' );
	}

	/**
	 * When the bundle is not built, registers a stand-in script under the plugin's handle (now and
	 * on every wp_enqueue_scripts, which runs after the per-request reset of the script queue), so that
	 * the plugin's own enqueue logic and inline configuration can be tested without a build. The
	 * plugin sees the handle registered and does everything else itself. With a build, does nothing:
	 * the plugin registers the real files. Returns whether the stand-in is used.
	 */
	protected function bundleStandInUnlessBuilt(): bool {
		if ( self::bundleBuilt() ) {
			return false;
		}
		$register = static function (): void {
			if ( ! wp_script_is( 'cosmetics-storefront', 'registered' ) ) {
				wp_register_script( 'cosmetics-storefront', 'http://example.org/stand-in/storefront.js', array(), 'stand-in', array( 'in_footer' => true ) );
			}
		};
		$register();
		add_action( 'wp_enqueue_scripts', $register, PHP_INT_MIN );
		return true;
	}

	/** goTo( $url ), then 'wp_enqueue_scripts' as wp_head() fires it (with the stand-in bundle if not built). */
	protected function enqueueFor( string $url ): void {
		$this->goTo( $url );
		$this->bundleStandInUnlessBuilt();
		do_action( 'wp_enqueue_scripts' );
	}

	/**
	 * The configuration the page prints before the bundle (Assets' JSON data block), decoded, or null
	 * when the bundle is not enqueued.
	 *
	 * @return array<string,mixed>|null
	 */
	protected function inlineConfig(): ?array {
		$json = \CosmeticsStorefront\Storefront\Assets::printed_config();
		if ( null === $json ) {
			return null;
		}
		$config = json_decode( $json, true );
		$this->assertIsArray( $config, 'The configuration is not valid JSON: ' . json_last_error_msg() );
		return $config;
	}

	/** The storefront configuration printed in a page's HTML (its JSON data block), decoded, or null. */
	protected function configFromHtml( string $html ): ?array {
		$id = preg_quote( \CosmeticsStorefront\Storefront\Assets::CONFIG_ID, '#' );
		if ( ! preg_match( '#<script\b(?=[^>]*\btype="application/json")[^>]*\bid="' . $id . '"[^>]*>(.*?)</script>#s', $html, $m ) ) {
			return null;
		}
		$config = json_decode( $m[1], true );
		$this->assertIsArray( $config, 'The configuration in the page is not valid JSON: ' . json_last_error_msg() );
		return $config;
	}

	// ----------------------------------------------------------------------------------------------
	// Assertions.

	protected function assertTableExists( string $table ): void {
		global $wpdb;
		$this->assertSame( $table, $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ), "Table $table does not exist." );
	}

	protected function assertTableNotExists( string $table ): void {
		global $wpdb;
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ), "Table $table exists." );
	}
}
