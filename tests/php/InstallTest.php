<?php
/**
 * Activation, re-activation, deactivation, upgrade and uninstall.
 *
 * The runner activated the plugin through activate_plugin() before the suite, so the first tests
 * check what that real activation left behind. Tests that drop tables run DDL, which commits the
 * test's transaction: tearDown() puts the site back (tables, options, pages) itself.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use CosmeticsStorefront\Settings\FrontPage;
use CosmeticsStorefront\Install\Installer;
use CosmeticsStorefront\Install\Schema;
use CosmeticsStorefront\Settings\Settings;
use CosmeticsStorefront\Shipping\InpostPointsImport;
use CosmeticsStorefront\Shipping\Lockers;
use CosmeticsStorefront\Shipping\LockerStore;

final class InstallTest extends TestCase {

	private const PLUGIN = 'cosmetics-storefront/cosmetics-storefront.php';

	/** Options a test here may change for good (DDL ends the transaction). @var string[] */
	private const RESTORED_OPTIONS = array( 'show_on_front', 'page_on_front', 'active_plugins', 'rewrite_rules' );

	/** @var array<string,mixed> */
	private array $optionsBefore = array();

	/** @var int[] */
	private array $pagesBefore = array();

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		foreach ( $this->pluginOptions() as $option ) {
			$this->optionsBefore[ $option ] = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $option ) );
		}
		$this->pagesBefore = array_map( 'intval', $wpdb->get_col( "SELECT ID FROM {$wpdb->posts}" ) );
	}

	protected function tearDown(): void {
		global $wpdb;
		// Undo what a committed test did; harmless after a test that stayed inside its transaction.
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' ); // The restoring writes below must stay.
		Schema::install();
		// Options of the plugin a test created for good (uninstall's sweep, DDL commits) go; the rest come back.
		foreach ( $this->pluginOptions() as $option ) {
			if ( ! array_key_exists( $option, $this->optionsBefore ) ) {
				$wpdb->delete( $wpdb->options, array( 'option_name' => $option ) );
			}
		}
		foreach ( $this->optionsBefore as $option => $value ) {
			if ( null === $value ) {
				$wpdb->delete( $wpdb->options, array( 'option_name' => $option ) );
			} else {
				$wpdb->replace(
					$wpdb->options,
					array(
						'option_name'  => $option,
						'option_value' => $value,
						'autoload'     => 'yes',
					)
				);
			}
		}
		$ids = array_diff( array_map( 'intval', $wpdb->get_col( "SELECT ID FROM {$wpdb->posts}" ) ), $this->pagesBefore );
		foreach ( $ids as $id ) {
			wp_delete_post( $id, true );
		}
		wp_cache_flush();
		parent::tearDown();
	}

	/** @return string[] every option of the plugin stored now, and the site options a test here changes. */
	private function pluginOptions(): array {
		global $wpdb;
		$stored = $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE 'cosmetics\\_storefront\\_%' OR option_name LIKE 'cosmetics\\_%version'" );
		return array_values( array_unique( array_merge( $stored, array( Schema::VERSION_OPTION, Settings::OPTION, 'cosmetics_storefront_rewrite_version', FrontPage::PREVIOUS_OPTION ), self::RESTORED_OPTIONS ) ) );
	}

	/**
	 * deactivate_plugins() as wp-admin runs it, minus other plugins' reactions to it ('deactivate_plugin',
	 * 'deactivated_plugin'): those are not under test, and they change in-memory state that no rollback
	 * restores (WooCommerce would forget our HPOS declaration for the rest of the suite). The plugin's
	 * own deactivation hook runs.
	 */
	private function deactivate(): void {
		remove_all_actions( 'deactivate_plugin' );
		remove_all_actions( 'deactivated_plugin' );
		deactivate_plugins( self::PLUGIN );
	}

	private function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'cosmetics_price_history';
	}

	/** @return string[] */
	private function storefrontPages(): array {
		global $wpdb;
		return $wpdb->get_col( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'page' AND post_status = 'publish' AND post_content LIKE '%[cosmetics\\_storefront]%'" );
	}

	public function test_activation_created_the_price_history_table(): void {
		global $wpdb;
		$this->assertTableExists( $this->table() );
		$columns = $wpdb->get_col( 'DESCRIBE ' . $this->table(), 0 );
		foreach ( array( 'id', 'product_id', 'tier', 'regular_price', 'sale_price', 'effective_price', 'recorded_at' ) as $column ) {
			$this->assertContains( $column, $columns );
		}
		$this->assertSame( 'InnoDB', $wpdb->get_var( $wpdb->prepare( 'SELECT ENGINE FROM information_schema.TABLES WHERE TABLE_SCHEMA = %s AND TABLE_NAME = %s', DB_NAME, $this->table() ) ) );
	}

	public function test_activation_stored_the_schema_version(): void {
		$this->assertSame( Schema::VERSION, (int) get_option( Schema::VERSION_OPTION ) );
		$this->assertTrue( Schema::is_current() );
	}

	public function test_activation_created_the_storefront_page_and_made_it_the_front_page(): void {
		$page_id = Settings::storefront_page_id();
		$this->assertGreaterThan( 0, $page_id );
		$page = get_post( $page_id );
		$this->assertSame( 'page', $page->post_type );
		$this->assertSame( 'publish', $page->post_status );
		$this->assertTrue( has_shortcode( $page->post_content, 'cosmetics_storefront' ) );
		$this->assertSame( 'page', get_option( 'show_on_front' ) );
		$this->assertSame( $page_id, (int) get_option( 'page_on_front' ) );
		$this->assertSame( array( (string) $page_id ), $this->storefrontPages() );
	}

	public function test_reactivation_is_idempotent(): void {
		global $wpdb;
		$page_id = Settings::storefront_page_id();
		$rows    = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts}" );

		$ddl = array();
		add_filter(
			'query',
			static function ( $query ) use ( &$ddl ) {
				if ( preg_match( '/^\s*(ALTER|CREATE|DROP)\s+TABLE/i', $query ) ) {
					$ddl[] = $query;
				}
				return $query;
			}
		);

		do_action( 'activate_' . self::PLUGIN, false );
		do_action( 'activate_' . self::PLUGIN, false );

		$this->assertSame( array(), $ddl, 'dbDelta changed a table that is already current (schema drift).' );
		$this->assertSame( $page_id, Settings::storefront_page_id() );
		$this->assertSame( $page_id, (int) get_option( 'page_on_front' ) );
		$this->assertSame( $rows, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts}" ) );
		$this->assertSame( array( (string) $page_id ), $this->storefrontPages() );
		$this->assertTableExists( $this->table() );
		$this->assertSame( Schema::VERSION, (int) get_option( Schema::VERSION_OPTION ) );
	}

	public function test_activation_keeps_existing_rows_of_the_table(): void {
		global $wpdb;
		$wpdb->insert(
			$this->table(),
			array(
				'product_id'      => 12,
				'tier'            => 'individual',
				'effective_price' => '19.9900',
				'recorded_at'     => '2024-05-01 10:00:00',
			)
		);
		do_action( 'activate_' . self::PLUGIN, false );
		$this->assertSame( '19.9900', $wpdb->get_var( "SELECT effective_price FROM {$this->table()} WHERE product_id = 12" ) );
	}

	public function test_activation_recreates_a_missing_table(): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE ' . $this->table() ); // Commits: tearDown restores.
		$this->assertTableNotExists( $this->table() );

		do_action( 'activate_' . self::PLUGIN, false );

		$this->assertTableExists( $this->table() );
	}

	public function test_activation_creates_a_new_page_when_the_configured_one_is_gone(): void {
		$old = Settings::storefront_page_id();
		wp_trash_post( $old );

		do_action( 'activate_' . self::PLUGIN, false );

		$new = Settings::storefront_page_id();
		$this->assertGreaterThan( 0, $new );
		$this->assertNotSame( $old, $new );
		$this->assertSame( 'publish', get_post_status( $new ) );
		$this->assertSame( $new, (int) get_option( 'page_on_front' ) );
	}

	public function test_activation_keeps_a_page_the_owner_chose(): void {
		$chosen = $this->createPage( array( 'post_content' => '<!-- wp:cosmetics/storefront /-->' ) );
		Settings::update( array( 'page_id' => $chosen ) );
		$front_before = get_option( 'page_on_front' );

		do_action( 'activate_' . self::PLUGIN, false );

		$this->assertSame( $chosen, Settings::storefront_page_id() );
		$this->assertSame( $front_before, get_option( 'page_on_front' ) );
	}

	public function test_an_outdated_schema_version_is_upgraded_on_init(): void {
		update_option( Schema::VERSION_OPTION, 0 );
		$this->assertFalse( Schema::is_current() );

		Installer::maybe_upgrade();

		$this->assertTrue( Schema::is_current() );
		$this->assertTableExists( $this->table() );
	}

	public function test_activation_created_the_locker_table(): void {
		global $wpdb;
		$this->assertTableExists( LockerStore::table() );
		$columns = $wpdb->get_col( 'DESCRIBE ' . LockerStore::table(), 0 ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name.
		foreach ( array( 'generation', 'code', 'line1', 'line2', 'city', 'postcode', 'latitude', 'longitude', 'description', 'opening_hours', 'search_text' ) as $column ) {
			$this->assertContains( $column, $columns );
		}
	}

	public function test_an_upgrade_moves_a_locker_list_kept_in_the_old_option_into_the_table(): void {
		update_option(
			Lockers::LEGACY_OPTION,
			array(
				array( 'GDA01M', 'ul. Długa 44', '80-831', 'Gdańsk', 54.3489, 18.6512, 'W bramie' ),
				array( 'POZ01M', 'ul. Półwiejska 12', '61-888', 'Poznań', 52.4020, 16.9270, '' ),
			),
			false
		);
		update_option( Schema::VERSION_OPTION, 3 );

		Installer::maybe_upgrade();

		$this->assertSame( 2, LockerStore::count() );
		$this->assertSame( 'ul. Długa 44', Lockers::find( 'GDA01M' )['address']['line1'] );
		$this->assertFalse( get_option( Lockers::LEGACY_OPTION ) );
	}

	public function test_deactivation_keeps_tables_options_and_the_page(): void {
		$page_id  = Settings::storefront_page_id();
		$settings = get_option( Settings::OPTION );

		$this->deactivate();

		$this->assertFalse( is_plugin_active( self::PLUGIN ) );
		$this->assertTableExists( $this->table() );
		$this->assertSame( Schema::VERSION, (int) get_option( Schema::VERSION_OPTION ) );
		$this->assertSame( $settings, get_option( Settings::OPTION ) );
		$this->assertSame( 'publish', get_post_status( $page_id ) );
	}

	public function test_deactivation_leaves_no_storefront_rewrite_rule_behind(): void {
		$has_rule = static fn( $rules ): bool => is_array( $rules ) && array() !== array_filter( array_keys( $rules ), static fn( $regex ) => str_contains( $regex, 'reset_hasla' ) );
		$this->assertTrue( $has_rule( get_option( 'rewrite_rules' ) ) );

		$this->deactivate();

		// The next request (without the plugin) must not route /sklep etc. to a query var nobody reads.
		$this->assertFalse( $has_rule( get_option( 'rewrite_rules' ) ), 'The stored rewrite rules still hold the storefront rule after deactivation.' );
	}

	public function test_uninstall_drops_the_tables_and_deletes_the_options(): void {
		$page_id = Settings::storefront_page_id();
		// What the settings screen and a locker import store, and an option a later version may add.
		update_option( 'cosmetics_storefront_shipping', array( 'geowidget_token' => 'abc' ) );
		Lockers::import( array( array( 'GDA01M', 'ul. Długa 44', '80-831', 'Gdańsk', 54.3489, 18.6512, 'W bramie' ) ) );
		update_option( InpostPointsImport::STATE_OPTION, array( 'error' => 'x' ), false );
		update_option( 'cosmetics_storefront_some_later_option', 1 );
		update_option( 'cosmetics_storefrontish', 'not ours' );
		set_transient( 'cosmetics_storefront_listing_0123456789abcdef', array( 'until' => time() + 60 ), 60 );
		$this->deactivate();
		$this->assertTrue( is_uninstallable_plugin( self::PLUGIN ) );

		uninstall_plugin( self::PLUGIN ); // WordPress's own path: defines WP_UNINSTALL_PLUGIN, includes uninstall.php.
		// Its DROP TABLE committed the options set above; the deletions after it must stay too, or the
		// rollback in tearDown() would bring them back for the tests that follow.
		$GLOBALS['wpdb']->query( 'COMMIT' );

		wp_cache_flush();
		$this->assertTableNotExists( $this->table() );
		$this->assertTableNotExists( LockerStore::table() );
		foreach ( array( Schema::VERSION_OPTION, Settings::OPTION, 'cosmetics_storefront_rewrite_version', FrontPage::PREVIOUS_OPTION, LockerStore::OPTION, InpostPointsImport::STATE_OPTION ) as $option ) {
			$this->assertFalse( get_option( $option ), "Option $option survived uninstall." );
		}
		global $wpdb;
		$this->assertSame( array(), $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE 'cosmetics\\_storefront\\_%'" ), 'Every option of the plugin is deleted.' );
		$this->assertSame( array(), $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '\\_transient%cosmetics\\_storefront\\_%'" ), 'The listing cache\'s transients are deleted.' );
		$this->assertSame( 'not ours', get_option( 'cosmetics_storefrontish' ), 'Only the plugin\'s prefix is swept.' );
		delete_option( 'cosmetics_storefrontish' );
		// The page belongs to the shop's content: it stays.
		$this->assertSame( 'publish', get_post_status( $page_id ) );
	}

	public function test_deactivation_gives_the_site_its_own_front_page_back_and_activation_takes_it_again(): void {
		$page_id = Settings::storefront_page_id();
		$this->assertTrue( FrontPage::is( $page_id ) );
		$this->assertSame( array( 'show_on_front' => 'posts', 'page_on_front' => 0 ), get_option( FrontPage::PREVIOUS_OPTION ), 'The test site had the blog as its front page.' );

		$this->deactivate();

		$this->assertSame( 'posts', get_option( 'show_on_front' ) );
		$this->assertSame( 0, (int) get_option( 'page_on_front' ) );
		$this->assertFalse( get_option( FrontPage::PREVIOUS_OPTION ) );

		activate_plugin( self::PLUGIN );
		$this->assertSame( $page_id, Settings::storefront_page_id() );
		$this->assertTrue( FrontPage::is( $page_id ) );
	}

	public function test_deactivation_keeps_a_front_page_staff_chose_since(): void {
		$about = $this->createPage( array( 'post_name' => 'o-nas' ) );
		update_option( 'page_on_front', $about );

		$this->deactivate();

		$this->assertSame( 'page', get_option( 'show_on_front' ) );
		$this->assertSame( $about, (int) get_option( 'page_on_front' ) );
	}

	public function test_choosing_another_storefront_page_makes_it_the_front_page(): void {
		$other = $this->createPage( array( 'post_name' => 'sklep-nowy', 'post_content' => '[cosmetics_storefront]' ) );

		Settings::update( array( 'page_id' => $other ) );

		$this->assertSame( $other, Settings::storefront_page_id() );
		$this->assertTrue( FrontPage::is( $other ) );
	}
}
