<?php
/**
 * Invoices without the invoicing plugin's PHP (the E2E tier tests/e2e/invoices.test.mjs runs Flexible
 * Invoices itself): the VAT register's documented answers read (the local double's companies,
 * scripts/lib/vat-register-subjects.json), the lookup cached a day and never blocking when the register
 * fails, the NIP route's refusals, the shop as the invoices' seller, and who may download which
 * document of an order, with documents stored as the plugin stores them.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Invoices;

use CosmeticsStorefront\Platform\Limits;
use CosmeticsStorefront\Domain\VatRegisterAnswer;
use CosmeticsStorefront\Invoices\FlexibleInvoices;
use CosmeticsStorefront\Invoices\VatRegister;
use CosmeticsStorefront\Settings\ShopInfo;
use CosmeticsStorefront\Tests\WooCommerceTestCase;

final class InvoicesTest extends WooCommerceTestCase {

	/** @var array<string,mixed> */
	private static array $register;

	/** @var list<string> the register's URLs asked */
	private array $asked = array();

	/** The shop's data before a test (the legal pages' ids are in it too). */
	private mixed $shop_info;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$register = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/scripts/lib/vat-register-subjects.json' ), true );
	}

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient%cosmetics\\_storefront\\_vat3\\_%'" ); // phpcs:ignore WordPress.DB
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', $wpdb->prefix . 'cosmetics_rate_limits' ) );
		wp_cache_flush();
		add_filter( 'pre_http_request', array( $this, 'register' ), 20, 3 ); // After the tests' own refusal of every request.
		$this->shop_info = get_option( ShopInfo::OPTION );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_http_request', array( $this, 'register' ), 20 );
		FlexibleInvoices::disconnect();
		update_option( ShopInfo::OPTION, $this->shop_info );
		parent::tearDown();
	}

	/** The register, answered from the double's documented answers; `down` fails, `slow` times out. */
	public function register( mixed $pre, array $args, string $url ): mixed {
		if ( ! str_starts_with( $url, VatRegister::URL . '/api/search/nip/' ) ) {
			return $pre;
		}
		$this->asked[] = $url;
		$nip           = (string) preg_replace( '#^.*/nip/(\d+)\?.*$#', '$1', $url );
		if ( self::$register['slow'] === $nip ) {
			return new \WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out after 4001 milliseconds' );
		}
		$down = self::$register['down'] === $nip;
		$body = $down
			? array( 'code' => 'WL-190', 'message' => 'Niepoprawne żądanie, wystąpił błąd (190).' )
			: array( 'result' => array( 'subject' => self::$register['subjects'][ $nip ] ?? null, 'requestDateTime' => '29-11-2026 10:00:00', 'requestId' => 'ab123-4567890' ) );
		return array(
			'headers'  => array( 'content-type' => 'application/json' ),
			'body'     => wp_json_encode( $body ),
			'response' => array( 'code' => $down ? 500 : 200, 'message' => $down ? 'Internal Server Error' : 'OK' ),
			'cookies'  => array(),
		);
	}

	public function test_the_registers_answers_read_for_the_form(): void {
		$active = VatRegister::lookup( '525-000-00-15' );
		$this->assertSame( VatRegisterAnswer::ACTIVE, $active['status'] );
		$this->assertSame(
			array( 'name' => 'SALON URODY PRÓBNA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ', 'street' => 'ul. Kwiatowa 12 lok. 3', 'postcode' => '00-950', 'city' => 'Warszawa' ),
			$active['company']
		);
		$this->assertStringEndsWith( '/api/search/nip/5250000015?date=' . wp_date( 'Y-m-d' ), $this->asked[0], "today's date, as the register requires" );
		$exempt = VatRegister::lookup( '5250000021' );
		$this->assertSame( array( VatRegisterAnswer::EXEMPT, 'Kraków' ), array( $exempt['status'], $exempt['company']['city'] ), 'the residence address when there is no working address' );
		$this->assertSame( VatRegisterAnswer::NOT_REGISTERED, VatRegister::lookup( '5250000038' )['status'] );
		$this->assertSame( array( 'status' => VatRegisterAnswer::NOT_FOUND, 'message' => VatRegisterAnswer::MESSAGES['not_found'], 'company' => null ), VatRegister::lookup( self::$register['notFound'] ) );
		foreach ( VatRegisterAnswer::MESSAGES as $message ) {
			$this->assertMatchesRegularExpression( '/^[A-ZŁŚŻ].+\.$/u', $message );
		}
	}

	public function test_answers_are_kept_a_day_failures_never(): void {
		VatRegister::lookup( '5250000015' );
		VatRegister::lookup( '5250000015' );
		$this->assertCount( 1, $this->asked );
		$timeout = get_option( '_transient_timeout_cosmetics_storefront_vat3_5250000015' );
		if ( false !== $timeout ) { // Without a persistent object cache, the transient is an option.
			$this->assertEqualsWithDelta( time() + DAY_IN_SECONDS, (int) $timeout, 5 );
		}
		foreach ( array( 'down', 'slow' ) as $trouble ) {
			$nip = self::$register[ $trouble ];
			$this->assertSame( VatRegisterAnswer::UNAVAILABLE, VatRegister::lookup( $nip )['status'], $trouble );
			$this->assertSame( VatRegisterAnswer::UNAVAILABLE, VatRegister::lookup( $nip )['status'], $trouble );
		}
		$this->assertCount( 5, $this->asked, 'a failure is asked again next time' );
	}

	public function test_the_shop_asks_the_register_within_its_daily_budget(): void {
		$budget = static fn( $max, $kind ) => 'vat_register_shop' === $kind ? 2 : $max;
		add_filter( 'cosmetics_storefront_rate_limit', $budget, 10, 2 );
		VatRegister::lookup( '5250000015' );
		VatRegister::lookup( '5250000015' ); // kept: not counted
		VatRegister::lookup( '5250000021' );
		$spent = VatRegister::lookup( '5250000038' );
		remove_filter( 'cosmetics_storefront_rate_limit', $budget, 10 );
		$this->assertSame( VatRegisterAnswer::UNAVAILABLE, $spent['status'] );
		$this->assertCount( 2, $this->asked, 'the third NIP of the day is not sent' );
	}

	public function test_the_nip_route_refuses_an_invalid_nip_and_too_many_lookups(): void {
		$this->assertSame( 400, $this->dispatch( 'GET', '/cosmetics/v1/nip/0000000000' )->get_status(), 'zeros pass the checksum' );
		$invalid = $this->dispatch( 'GET', '/cosmetics/v1/nip/5250000016' );
		$this->assertSame( 400, $invalid->get_status() );
		$this->assertSame( 'Nieprawidłowy numer NIP', $invalid->get_data()['message'] );
		$this->assertSame( array(), $this->asked, 'the register is not asked' );
		$ok = $this->dispatch( 'GET', '/cosmetics/v1/nip/525-000-00-15' );
		$this->assertSame( 200, $ok->get_status() );
		$this->assertSame( array( 'nip', 'status', 'message', 'company' ), array_keys( $ok->get_data() ) );
		$this->assertSame( 'no-store, private', $ok->get_headers()['Cache-Control'] );
		$down = $this->dispatch( 'GET', '/cosmetics/v1/nip/' . self::$register['down'] );
		$this->assertSame( array( 200, 'unavailable' ), array( $down->get_status(), $down->get_data()['status'] ), 'the register down is an answer, not an error' );
		for ( $i = 2; $i < Limits::NIP_LOOKUPS_PER_IP; $i++ ) {
			$this->assertSame( 200, $this->dispatch( 'GET', '/cosmetics/v1/nip/5250000015' )->get_status() );
		}
		$refused = $this->dispatch( 'GET', '/cosmetics/v1/nip/5250000015' );
		$this->assertSame( 429, $refused->get_status() );
		$this->assertSame( Limits::MSG_NIP_LOOKUPS, $refused->get_data()['message'] );
	}

	public function test_the_shop_is_the_invoices_seller_unless_staff_set_one(): void {
		ShopInfo::update( array( 'seller_name' => 'Sklep Test sp. z o.o.', 'street' => 'ul. Chmielna 10', 'postcode' => '00-020', 'city' => 'Warszawa', 'nip' => '5252448487', 'email' => 'sklep@example.com' ) );
		$this->assertSame( 'Sklep Test sp. z o.o.', get_option( 'inspire_invoices_company_name' ) );
		$this->assertSame( 'ul. Chmielna 10, 00-020 Warszawa', get_option( 'inspire_invoices_company_address' ) );
		$this->assertSame( '525-244-84-87', get_option( 'inspire_invoices_company_nip' ) );
		update_option( 'inspire_invoices_company_name', 'Nazwa z ustawień faktur' );
		$this->assertSame( 'Nazwa z ustawień faktur', get_option( 'inspire_invoices_company_name' ) );
		delete_option( 'inspire_invoices_company_name' );
	}

	public function test_a_document_is_downloaded_only_with_its_own_orders_key_or_by_its_owner(): void {
		$owner   = $this->createUser( 'customer' );
		$mine    = $this->invoiced_order( $owner, 'FV 1/11/2026' );
		$theirs  = $this->invoiced_order( 0, 'FV 2/11/2026' );
		$drawn   = array();
		FlexibleInvoices::connect( $this->plugin_access( $drawn ) );

		$read = $this->responseData( $this->dispatch( 'GET', '/cosmetics/v1/orders/' . $mine['order']->get_id(), array( 'key' => $mine['order']->get_order_key() ) ) );
		$this->assertSame( array( 'FV 1/11/2026' ), array_column( $read['documents'], 'number' ) );
		$this->assertSame( 'Faktura VAT', $read['documents'][0]['name'] );
		$this->assertSame( rest_url( 'cosmetics/v1/orders/' . $mine['order']->get_id() . '/documents/' . $mine['document'] ) . '?key=' . $mine['order']->get_order_key(), $read['documents'][0]['url'] );

		$get = fn( array $order, int $document, array $params ) => $this->dispatch( 'GET', '/cosmetics/v1/orders/' . $order['order']->get_id() . '/documents/' . $document, $params );
		$ok  = $get( $mine, $mine['document'], array( 'key' => $mine['order']->get_order_key() ) );
		$this->assertSame( 200, $ok->get_status() );
		$this->assertSame( 'application/pdf', $ok->get_headers()['Content-Type'] );
		$this->assertSame( 'attachment; filename="FV_1_11_2026.pdf"', $ok->get_headers()['Content-Disposition'] );
		$this->assertStringStartsWith( '%PDF', $ok->get_data() );
		$this->assertSame( 200, $get( $mine, $mine['document'], array( 'key' => $mine['order']->get_order_key(), '_fields' => 'id' ) )->get_status(), '_fields does not apply to a PDF' );
		$this->assertCount( 1, $drawn, 'drawn once, then kept' );
		// Someone else's document through my order's key, my document without or with a wrong key, a
		// guessed id: the same 404, and nothing drawn.
		$drawn = array();
		foreach (
			array(
				array( $mine, $theirs['document'], array( 'key' => $mine['order']->get_order_key() ) ),
				array( $theirs, $theirs['document'], array( 'key' => $mine['order']->get_order_key() ) ),
				array( $mine, $mine['document'], array() ),
				array( $mine, $mine['document'], array( 'key' => 'wc_order_guess' ) ),
				array( $mine, $mine['document'] + 1000, array( 'key' => $mine['order']->get_order_key() ) ),
			) as $i => list( $order, $document, $params )
		) {
			$this->assertSame( 404, $get( $order, $document, $params )->get_status(), "attempt $i" );
		}
		$this->assertSame( array(), $drawn );
		wp_set_current_user( $owner );
		$this->assertSame( 200, $get( $mine, $mine['document'], array() )->get_status(), 'the owner, logged in' );
		$this->assertSame( 404, $get( $theirs, $theirs['document'], array() )->get_status() );
		wp_set_current_user( 0 );
		// Another drawing holds the shop's lock (another request, another web node): 503, try again.
		global $wpdb;
		$other = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$this->assertSame( '1', (string) $other->get_var( $other->prepare( 'SELECT GET_LOCK(%s, 0)', FlexibleInvoices::RENDER_LOCK ) ) );
		$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient%cosmetics\\_storefront\\_pdf\\_%'" ); // phpcs:ignore WordPress.DB
		wp_cache_flush();
		$busy = $get( $mine, $mine['document'], array( 'key' => $mine['order']->get_order_key() ) );
		$other->query( $other->prepare( 'SELECT RELEASE_LOCK(%s)', FlexibleInvoices::RENDER_LOCK ) );
		$this->assertSame( array( 503, '5' ), array( $busy->get_status(), $busy->get_headers()['Retry-After'] ) );
		FlexibleInvoices::disconnect();
		$this->assertSame( 404, $get( $mine, $mine['document'], array( 'key' => $mine['order']->get_order_key() ) )->get_status(), 'without the plugin' );
	}

	public function test_a_correction_appears_beside_the_invoice_with_its_ksef_number(): void {
		$order = $this->invoiced_order( 0, 'FV 3/11/2026' );
		$correction = $this->document( $order['order'], 'correction', 'FK 1/11/2026' );
		update_post_meta( $correction, '_ksef_number', '5252448487-20261129-0100A0B0C0D0-2F' );
		$drawn = array();
		FlexibleInvoices::connect( $this->plugin_access( $drawn ) );
		$documents = FlexibleInvoices::documents( $order['order'] );
		$this->assertSame( array( 'Faktura VAT', 'Faktura korygująca' ), array_column( $documents, 'name' ) );
		$this->assertSame( array( '', '5252448487-20261129-0100A0B0C0D0-2F' ), array_column( $documents, 'ksef' ) );
	}

	/** @return array{order:\WC_Order, document:int} */
	private function invoiced_order( int $customer, string $number ): array {
		$order = wc_create_order( array( 'customer_id' => $customer ) );
		$order->set_status( 'processing' );
		$order->save();
		$document = $this->document( $order, 'invoice', $number );
		$order->update_meta_data( '_invoice_generated', $document );
		$order->save();
		return array( 'order' => $order, 'document' => $document );
	}

	/** A document as Flexible Invoices stores it: its post type, with the order, kind, number and date in meta. */
	private function document( \WC_Order $order, string $kind, string $number ): int {
		$id = wp_insert_post( array( 'post_type' => FlexibleInvoices::POST_TYPE, 'post_status' => 'publish', 'post_title' => $number ) );
		foreach ( array( '_wc_order_id' => $order->get_id(), '_type' => $kind, '_formatted_number' => $number, '_date_issue' => time() ) as $key => $value ) {
			update_post_meta( $id, $key, $value );
		}
		return $id;
	}

	/** The plugin's access object as it hands it on fi/core/initialized: its document factory and PDF writer. */
	private function plugin_access( array &$drawn ): object {
		return new class( $drawn ) {
			/** @var array<int,int> */
			private array $drawn;
			public function __construct( array &$drawn ) {
				$this->drawn = &$drawn;
			}
			public function get_document_factory(): object {
				return new class() {
					public function get_document_creator( int $id ): object {
						return new class( $id ) {
							public function __construct( public int $id ) {}
							public function get_document(): object {
								return $this;
							}
						};
					}
				};
			}
			public function get_pdf(): object {
				$drawn = &$this->drawn;
				return new class( $drawn ) {
					/** @var array<int,int> */
					private array $drawn;
					public function __construct( array &$drawn ) {
						$this->drawn = &$drawn;
					}
					public function get_as_string( object $document ): string {
						$this->drawn[] = $document->id;
						return "%PDF-1.4\n% document {$document->id}\n";
					}
				};
			}
		};
	}
}
