<?php
/**
 * The import of InPost's parcel lockers through the real HTTP path: a PHP built-in server on 127.0.0.1
 * replays recorded pages of InPost's points API (tests/php/fixtures/inpost-points), and the import's
 * page actions run through WooCommerce's Action Scheduler. Pages, a retry after a 500, a malformed
 * page, an API that stays down, the atomic replacement of the list, the search, the daily schedule,
 * the demo list that is never a fallback, wp-admin's view.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Shipping;

use CosmeticsStorefront\Shipping\Admin\LockerListAdmin;
use CosmeticsStorefront\Shipping\InpostPointsImport;
use CosmeticsStorefront\Shipping\Lockers;
use CosmeticsStorefront\Shipping\LockerStore;
use CosmeticsStorefront\Tests\WooCommerceTestCase;

final class LockersImportTest extends WooCommerceTestCase {

	/** @var resource|null */
	private static $server = null;

	private static string $base = '';

	private static string $state_dir = '';

	private string $scenario = '';

	/** @var array<int,int> scheduled time of every page action this test ran, in order */
	private array $ran_at = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		if ( ! self::woocommerceLoaded() ) {
			return;
		}
		self::$state_dir = sys_get_temp_dir() . '/cosmetics-inpost-replay-' . getmypid();
		if ( ! is_dir( self::$state_dir ) ) {
			mkdir( self::$state_dir, 0700, true );
		}
		// A free port: bind to port 0, read the one the system gave, let it go for the server.
		$probe = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port  = (int) substr( (string) stream_socket_get_name( $probe, false ), strrpos( (string) stream_socket_get_name( $probe, false ), ':' ) + 1 );
		fclose( $probe );
		$router       = dirname( __DIR__ ) . '/fixtures/inpost-points/router.php';
		$env          = array_merge( getenv(), array( 'INPOST_REPLAY_STATE' => self::$state_dir ) );
		self::$server = proc_open( array( PHP_BINARY, '-S', "127.0.0.1:$port", $router ), array( 1 => array( 'file', '/dev/null', 'w' ), 2 => array( 'file', '/dev/null', 'w' ) ), $pipes, dirname( $router ), $env );
		self::$base   = "http://127.0.0.1:$port";
		for ( $i = 0; $i < 100; $i++ ) {
			$socket = @fsockopen( '127.0.0.1', $port, $errno, $errstr, 0.1 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- waiting for the server to listen.
			if ( $socket ) {
				fclose( $socket );
				return;
			}
			usleep( 50000 );
		}
		self::fail( 'the replay server did not start' );
	}

	public static function tearDownAfterClass(): void {
		if ( is_resource( self::$server ) ) {
			proc_terminate( self::$server );
			proc_close( self::$server );
		}
		foreach ( glob( self::$state_dir . '/*' ) ?: array() as $file ) {
			unlink( $file );
		}
		if ( self::$state_dir && is_dir( self::$state_dir ) ) {
			rmdir( self::$state_dir );
		}
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['cosmetics_test_http_local'] = array( self::$base . '/' );
		add_filter( 'cosmetics_storefront_inpost_points_url', array( $this, 'pointsUrl' ) );
		add_filter( 'cosmetics_storefront_inpost_points_per_page', array( $this, 'perPage' ) );
		// The test site starts without a list, like a new shop.
		update_option( LockerStore::OPTION, array() );
		delete_option( InpostPointsImport::STATE_OPTION );
	}

	protected function tearDown(): void {
		remove_filter( 'cosmetics_storefront_inpost_points_url', array( $this, 'pointsUrl' ) );
		remove_filter( 'cosmetics_storefront_inpost_points_per_page', array( $this, 'perPage' ) );
		remove_all_filters( Lockers::DEMO_FILTER );
		parent::tearDown();
	}

	public function pointsUrl(): string {
		return self::$base . '/' . $this->scenario . '/v1/points';
	}

	public function perPage(): int {
		return 5;
	}

	/** A scenario of the replay server (see router.php), with a suffix of this test's own. */
	private function useScenario( string $kind ): void {
		$this->scenario = $kind . '-' . bin2hex( random_bytes( 6 ) );
	}

	/** @return int[] pages the server was asked for in the current scenario, in order */
	private function requestedPages(): array {
		$log   = (string) @file_get_contents( self::$state_dir . '/requests.log' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- absent until the first request.
		$pages = array();
		foreach ( array_filter( explode( "\n", $log ) ) as $line ) {
			list( $scenario, $page ) = explode( ' ', $line );
			if ( $scenario === $this->scenario ) {
				$pages[] = (int) $page;
			}
		}
		return $pages;
	}

	/** @return int[] ids of pending page actions of the import, oldest first */
	private function pendingPages(): array {
		return array_map(
			'intval',
			as_get_scheduled_actions(
				array(
					'hook'     => InpostPointsImport::PAGE_HOOK,
					'group'    => InpostPointsImport::GROUP,
					'status'   => \ActionScheduler_Store::STATUS_PENDING,
					'orderby'  => 'date',
					'order'    => 'ASC',
					'per_page' => 10,
				),
				'ids'
			)
		);
	}

	/**
	 * Runs the import's pending page actions as the Action Scheduler's queue runner would, each when
	 * its turn comes, whatever time it is scheduled for (a retry waits minutes in a shop).
	 */
	private function runQueue( int $max = 1000 ): int {
		$ran = 0;
		while ( $ran < $max ) {
			$ids = $this->pendingPages();
			if ( ! $ids ) {
				break;
			}
			$date           = \ActionScheduler::store()->fetch_action( (string) $ids[0] )->get_schedule()->get_date();
			$this->ran_at[] = $date ? $date->getTimestamp() : time(); // An async action has no date: now.
			\ActionScheduler::runner()->process_action( $ids[0], 'PHPUnit' );
			++$ran;
		}
		return $ran;
	}

	/** @return string[] codes the REST route answers for a search */
	private function found( string $search ): array {
		$response = $this->dispatch( 'GET', '/cosmetics/v1/lockers', array( 'search' => $search ) );
		$this->assertSame( 200, $response->get_status() );
		return array_column( $response->get_data()['lockers'], 'name' );
	}

	public function test_the_recorded_pages_are_imported_and_searchable_by_city_postcode_and_code(): void {
		$this->assertSame( 'none', Lockers::source() );
		$this->useScenario( 'list' );
		$started = microtime( true );
		InpostPointsImport::start();
		$this->runQueue();
		$elapsed = microtime( true ) - $started;

		$this->assertSame( array( 1, 2, 3 ), $this->requestedPages() );
		// 15 recorded points; KRA22M is NonOperating (a parcel cannot be sent there), Overloaded KRA01N stays.
		$this->assertSame( 14, LockerStore::count() );
		$this->assertSame( 'imported', Lockers::source() );
		$state = InpostPointsImport::state();
		$this->assertSame( 0, $state['running'] );
		$this->assertSame( '', $state['error'] );
		$this->assertSame( 14, $state['imported'] );
		$this->assertGreaterThan( 0, $state['duration_ms'] );
		if ( getenv( 'COSMETICS_LOCKER_IMPORT_REPORT' ) ) {
			fwrite( STDERR, sprintf( "\n[recorded InPost import] %d rows from %d pages in %.0f ms (run's own measure %d ms)\n", LockerStore::count(), 3, $elapsed * 1000, $state['duration_ms'] ) );
		}

		$this->assertSame( array( 'LOD04M' ), $this->found( 'Łódź' ) );
		$this->assertSame( array( 'LOD04M' ), $this->found( 'lodz' ) );
		$this->assertSame( array( 'LOD04M' ), $this->found( '90-136' ) );
		$this->assertSame( array( 'LOD04M' ), $this->found( '90136' ) );
		$this->assertSame( array( 'ZGO02M' ), $this->found( 'zielona gora' ) );
		$this->assertSame( array( 'BBI05M' ), $this->found( 'Bielsko-Biała' ) );
		$this->assertSame( array( 'CZE07A' ), $this->found( 'Częstochowa' ) );
		$this->assertSame( array( 'KRA01N' ), $this->found( 'kraków' ) );
		$this->assertSame( array( 'KRA01N' ), $this->found( 'kra01n' ) );
		$this->assertSame( array( 'WAW129M', 'WAW35A' ), $this->found( 'Warszawa' ) );
		$this->assertSame( array(), $this->found( 'KRA22M' ) );
		$this->assertSame( array(), $this->found( "'; DROP TABLE x; --" ) );
		$this->assertSame( array(), $this->found( '%' ), 'a LIKE wildcard is a plain character' );
		$this->assertCount( 14, $this->found( '' ) );

		$locker = Lockers::find( 'waw129m' );
		$this->assertSame( array( 'line1' => 'Marszałkowska 104', 'line2' => '00-017 Warszawa' ), $locker['address'] );
		$this->assertSame( array( 'latitude' => 52.2319, 'longitude' => 21.0067 ), $locker['location'] );
		$this->assertSame( 'Przy wejściu do pasażu', $locker['location_description'] );
		$this->assertSame( '24/7', $locker['opening_hours'] );
		$this->assertSame( 'Warszawa', $locker['city'] );
		$this->assertSame( '00-017', $locker['postcode'] );
		$this->assertNull( Lockers::find( 'KRA22M' ) );
		$this->assertNull( Lockers::find( 'WAW01M' ), 'no demo locker on a real shop' );
	}

	public function test_a_page_answering_500_is_tried_again_later_and_the_run_completes(): void {
		$this->useScenario( 'flaky' );
		$before = time();
		InpostPointsImport::start();
		$this->runQueue();

		$this->assertSame( array( 1, 2, 2, 3 ), $this->requestedPages() );
		$this->assertCount( 4, $this->ran_at );
		$this->assertGreaterThanOrEqual( $before + MINUTE_IN_SECONDS, $this->ran_at[2], 'the retry waits a minute' );
		$this->assertLessThan( $before + 5, $this->ran_at[3], 'the next page follows at once' );
		$this->assertSame( 14, LockerStore::count() );
		$this->assertSame( '', InpostPointsImport::state()['error'] );
	}

	public function test_a_malformed_page_ends_the_run_after_its_attempts_and_the_previous_list_stays(): void {
		$this->useScenario( 'nextday' );
		InpostPointsImport::start();
		$this->runQueue();
		$this->assertSame( 2, LockerStore::count() );
		$published = LockerStore::published()['generation'];

		$this->useScenario( 'malformed' );
		$this->ran_at = array();
		InpostPointsImport::start();
		$this->runQueue();

		$this->assertSame( array( 1, 2, 2, 2, 2 ), $this->requestedPages() );
		// Attempts 2, 3 and 4 of page 2 wait 1, 4 and 16 minutes.
		$waits = array_map( fn( int $at ): int => $at - $this->ran_at[1], array_slice( $this->ran_at, 2 ) );
		$this->assertEqualsWithDelta( array( 60, 240, 960 ), $waits, 2 );
		$state = InpostPointsImport::state();
		$this->assertSame( 0, $state['running'] );
		$this->assertStringContainsString( 'Strona 2 listy InPost', $state['error'] );
		$this->assertStringContainsString( 'nie jest listą punktów w formacie InPost', $state['error'] );
		// Shoppers still pick from yesterday's list, and nothing of the failed run is left in the table.
		$this->assertSame( $published, LockerStore::published()['generation'] );
		$this->assertSame( array( 'OLS01M', 'WAW129M' ), $this->found( '' ) );
		global $wpdb;
		$this->assertSame( '2', $wpdb->get_var( 'SELECT COUNT(*) FROM ' . LockerStore::table() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name.
	}

	public function test_an_api_that_stays_down_leaves_a_new_shop_without_a_list_and_says_why(): void {
		$this->useScenario( 'down' );
		InpostPointsImport::start();
		$this->assertSame( 4, $this->runQueue() );
		$this->assertSame( array( 1, 1, 1, 1 ), $this->requestedPages() );
		$this->assertSame( 'none', Lockers::source() );
		$this->assertFalse( Lockers::can_offer() );
		$this->assertStringContainsString( 'odpowiedź HTTP 503', InpostPointsImport::state()['error'] );

		wp_set_current_user( $this->createUser( 'administrator' ) );
		ob_start();
		LockerListAdmin::render_status();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'brak listy', $html );
		$this->assertStringContainsString( 'Strona 1 listy InPost: odpowiedź HTTP 503.', $html );
		$this->assertStringContainsString( 'Importuj teraz', $html );

		// The settings page and WooCommerce's shipping settings say why the method is missing.
		$why = 'Metoda „Paczkomat InPost” nie jest oferowana klientom: nie ma tokenu Geowidget InPost ani zaimportowanej listy paczkomatów.';
		$this->assertStringContainsString( $why, $this->adminNotices( 'settings_page_cosmetics-storefront' ) );
		$_GET['tab'] = 'shipping';
		$this->assertStringContainsString( $why, $this->adminNotices( 'woocommerce_page_wc-settings' ) );
		$_GET = array();
		$this->assertStringNotContainsString( $why, $this->adminNotices( 'dashboard' ) );

		// A Geowidget token is enough for the method: no notice.
		update_option( \CosmeticsStorefront\Settings\ShippingSettings::OPTION, array( 'geowidget_token' => 'test.token-123' ) );
		$this->assertTrue( Lockers::can_offer() );
		$this->assertStringNotContainsString( $why, $this->adminNotices( 'settings_page_cosmetics-storefront' ) );
	}

	/** What LockerListAdmin prints among admin_notices on a wp-admin screen. */
	private function adminNotices( string $screen_id ): string {
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		\WP_Screen::get( $screen_id )->set_current_screen();
		ob_start();
		LockerListAdmin::notices();
		$html = (string) ob_get_clean();
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- back to no screen.
		return $html;
	}

	public function test_a_new_list_replaces_the_old_one_only_once_all_its_pages_are_in(): void {
		$this->useScenario( 'nextday' );
		InpostPointsImport::start();
		$this->runQueue();
		$this->assertSame( array( 'OLS01M', 'WAW129M' ), $this->found( '' ) );
		$this->assertSame( 'Marszałkowska 111', Lockers::find( 'WAW129M' )['address']['line1'] );

		$this->useScenario( 'list' );
		InpostPointsImport::start();
		$this->runQueue( 2 );
		$this->assertSame( array( 1, 2 ), $this->requestedPages() );
		$this->assertSame( array( 'OLS01M', 'WAW129M' ), $this->found( '' ), 'two of three pages in: the old list still' );
		$this->assertSame( 'Marszałkowska 111', Lockers::find( 'WAW129M' )['address']['line1'] );

		$this->runQueue();
		$this->assertCount( 14, $this->found( '' ) );
		$this->assertNull( Lockers::find( 'OLS01M' ) );
		$this->assertSame( 'Marszałkowska 104', Lockers::find( 'WAW129M' )['address']['line1'] );
		global $wpdb;
		$this->assertSame( '14', $wpdb->get_var( 'SELECT COUNT(*) FROM ' . LockerStore::table() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name.
	}

	public function test_a_newer_run_stops_an_older_one(): void {
		$this->useScenario( 'list' );
		InpostPointsImport::start();
		$this->runQueue( 1 );
		$older = $this->scenario;
		$this->useScenario( 'nextday' );
		InpostPointsImport::start();
		$this->runQueue();
		$this->assertSame( array( 'OLS01M', 'WAW129M' ), $this->found( '' ) );
		$this->scenario = $older;
		$this->assertSame( array( 1 ), $this->requestedPages(), 'the older run asked for no more pages' );
	}

	public function test_the_import_runs_daily_through_the_action_scheduler_and_on_demand(): void {
		as_unschedule_all_actions( InpostPointsImport::START_HOOK, array(), InpostPointsImport::GROUP );
		InpostPointsImport::ensure_scheduled();
		InpostPointsImport::ensure_scheduled();
		$ids = as_get_scheduled_actions(
			array(
				'hook'   => InpostPointsImport::START_HOOK,
				'group'  => InpostPointsImport::GROUP,
				'args'   => array(),
				'status' => \ActionScheduler_Store::STATUS_PENDING,
			),
			'ids'
		);
		$this->assertCount( 1, $ids, 'scheduled once' );
		$daily = \ActionScheduler::store()->fetch_action( (string) $ids[0] );
		$this->assertTrue( $daily->get_schedule()->is_recurring() );
		$this->assertSame( DAY_IN_SECONDS, (int) $daily->get_schedule()->get_recurrence() );

		// The daily action itself starts a run, which the page actions complete.
		$this->useScenario( 'list' );
		\ActionScheduler::runner()->process_action( (int) $ids[0], 'PHPUnit' );
		$this->runQueue();
		$this->assertSame( 14, LockerStore::count() );

		// "Importuj teraz" queues one run in the background, however often it is pressed.
		$this->assertTrue( InpostPointsImport::request_now() );
		$this->assertTrue( InpostPointsImport::request_now() );
		$this->assertCount( 1, as_get_scheduled_actions( array( 'hook' => InpostPointsImport::START_HOOK, 'args' => array( 'now' ), 'status' => \ActionScheduler_Store::STATUS_PENDING ), 'ids' ) );

		InpostPointsImport::unschedule();
		$this->assertFalse( as_has_scheduled_action( InpostPointsImport::START_HOOK ) );
		$this->assertFalse( as_has_scheduled_action( InpostPointsImport::PAGE_HOOK ) );
	}

	public function test_the_demo_list_is_used_only_when_the_site_hands_it_in_and_nothing_is_imported(): void {
		$this->assertSame( array(), $this->found( '' ) );
		$this->assertNull( Lockers::find( 'WAW01M' ) );
		$this->assertFalse( is_file( dirname( __DIR__, 3 ) . '/includes/Shipping/demo-lockers.php' ), 'the plugin ships no demo lockers' );

		add_filter( Lockers::DEMO_FILTER, static fn() => require dirname( __DIR__, 3 ) . '/scripts/site/demo-lockers.php' );
		$this->assertSame( 'demo', Lockers::source() );
		$this->assertSame( array( 'LOD01M', 'LOD02A' ), $this->found( 'lodz' ) );
		$this->assertSame( 'ul. Marszałkowska 104', Lockers::find( 'WAW01M' )['address']['line1'] );

		$this->useScenario( 'nextday' );
		InpostPointsImport::start();
		$this->runQueue();
		$this->assertSame( 'imported', Lockers::source() );
		$this->assertNull( Lockers::find( 'WAW01M' ), 'an imported list wins over the demo list' );
		$this->assertSame( array( 'OLS01M', 'WAW129M' ), $this->found( '' ) );
	}

	public function test_the_admin_view_shows_the_lists_state_and_the_import_button(): void {
		$this->useScenario( 'list' );
		InpostPointsImport::start();
		$this->runQueue();
		wp_set_current_user( $this->createUser( 'administrator' ) );
		ob_start();
		LockerListAdmin::render_status();
		LockerListAdmin::render_import_form();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'lista InPost w bazie sklepu: 14 paczkomatów', $html );
		$this->assertStringContainsString( 'Ostatni udany import', $html );
		$this->assertMatchesRegularExpression( '/14 paczkomatów w [0-9]+[.,][0-9] s/', $html );
		$this->assertStringContainsString( 'form="cosmetics-lockers-import"', $html );
		$this->assertStringContainsString( 'name="action" value="cosmetics_storefront_lockers_import"', $html );
		$this->assertStringContainsString( 'name="_wpnonce"', $html );
	}
}
