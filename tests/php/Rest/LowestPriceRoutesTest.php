<?php
/**
 * custom/v1/lowest-price-individual/{id}, lowest-price-professional/{id} and lowest-prices-batch:
 * answers, permissions, args schema and bad input (400, never a 500).
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests\Rest;

use CosmeticsStorefront\Tests\WooCommerce\PricingTestCase;

require_once dirname( __DIR__ ) . '/WooCommerce/PricingTestCase.php';

final class LowestPriceRoutesTest extends PricingTestCase {

	private function discounted(): int {
		$id = $this->simple( '100', '80', '70', '60' )->get_id();
		$this->clearHistory( $id );
		$this->historyRow( $id, 90, 100 );
		$this->historyRow( $id, 10, 100, 80 );
		$this->historyRow( $id, 90, 75, null, 'professional' );
		$this->historyRow( $id, 10, 70, 60, 'professional' );
		return $id;
	}

	public function test_the_routes_are_registered_with_their_args_schema(): void {
		$routes = rest_get_server()->get_routes();
		$this->assertArrayHasKey( '/custom/v1/lowest-price-individual/(?P<id>[^/]+)', $routes );
		$this->assertArrayHasKey( '/custom/v1/lowest-price-professional/(?P<id>[^/]+)', $routes );
		$batch = $routes['/custom/v1/lowest-prices-batch'][0];
		$this->assertSame( 100, $batch['args']['product_ids']['maxItems'] );
		$this->assertSame( array( 'individual', 'professional' ), $batch['args']['customer_type']['enum'] );
		$this->assertIsCallable( $batch['permission_callback'] );
	}

	public function test_individual_lowest_price(): void {
		$id       = $this->discounted();
		$response = $this->dispatch( 'GET', "/custom/v1/lowest-price-individual/$id" );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'product_id' => $id, 'lowest_price_30_days' => 100 ), $this->responseData( $response ) );
	}

	public function test_null_without_history_before_the_discount(): void {
		$id = $this->simple( '100', '80' )->get_id();
		$this->assertSame( array( 'product_id' => $id, 'lowest_price_30_days' => null ), $this->responseData( $this->dispatch( 'GET', "/custom/v1/lowest-price-individual/$id" ) ) );
	}

	public function test_professional_lowest_price_for_approved_professionals_only(): void {
		$id = $this->discounted();
		foreach ( array( 0, $this->customer( 'individual', '' ), $this->customer( 'professional', '' ) ) as $user ) {
			wp_set_current_user( $user );
			$response = $this->dispatch( 'GET', "/custom/v1/lowest-price-professional/$id" );
			$this->assertSame( 403, $response->get_status() );
			$this->assertSame( 'cosmetics_professional_only', $this->responseData( $response )['code'] );
		}
		$this->actAsProfessional();
		$this->assertSame( array( 'product_id' => $id, 'lowest_price_30_days' => 75 ), $this->responseData( $this->dispatch( 'GET', "/custom/v1/lowest-price-professional/$id" ) ) );
	}

	public function test_bad_ids_answer_400_and_unknown_products_404(): void {
		foreach ( array( 'abc', '-5', '0', '1.5', '12abc', "1'OR'1" ) as $bad ) {
			$response = $this->dispatch( 'GET', '/custom/v1/lowest-price-individual/' . rawurlencode( $bad ) );
			$this->assertSame( 400, $response->get_status(), "id $bad" );
			$this->assertSame( 'rest_invalid_param', $this->responseData( $response )['code'] );
			$this->assertArrayHasKey( 'id', $this->responseData( $response )['data']['params'] );
		}
		$this->assertSame( 404, $this->dispatch( 'GET', '/custom/v1/lowest-price-individual/999999' )->get_status() );
		$draft = $this->simple( '10', '', '', '', array( 'status' => 'draft' ) );
		$this->assertSame( 404, $this->dispatch( 'GET', '/custom/v1/lowest-price-individual/' . $draft->get_id() )->get_status() );
	}

	public function test_batch_answers_a_map_of_prices(): void {
		$id    = $this->discounted();
		$fresh = $this->simple( '40', '30' )->get_id();
		$draft = $this->simple( '10', '', '', '', array( 'status' => 'draft' ) )->get_id();

		$response = $this->dispatch( 'POST', '/custom/v1/lowest-prices-batch', array( 'product_ids' => array( $id, $fresh, $draft, 999999 ), 'customer_type' => 'individual' ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array( 'prices' => array( (string) $id => 100, (string) $fresh => null, (string) $draft => null, '999999' => null ) ),
			$this->responseData( $response )
		);
		$this->assertStringStartsWith( '{"prices":{"', (string) wp_json_encode( $response->get_data() ), 'a JSON object keyed by id, even for one id' );
	}

	public function test_batch_runs_one_query(): void {
		$ids = array();
		for ( $i = 0; $i < 50; $i++ ) {
			$ids[] = $this->simple( (string) ( 10 + $i ) )->get_id();
		}
		$body = array( 'product_ids' => $ids, 'customer_type' => 'individual' );
		$this->dispatch( 'POST', '/custom/v1/lowest-prices-batch', $body ); // The REST server's own start-up (rest_api_init) reads options once.
		$queries = $this->queriesDuring( fn() => $this->dispatch( 'POST', '/custom/v1/lowest-prices-batch', $body ) );
		$this->assertCount( 1, $queries, implode( "\n", $queries ) );
	}

	public function test_batch_professional_for_approved_professionals_only(): void {
		$id = $this->discounted();
		$this->assertSame( 403, $this->dispatch( 'POST', '/custom/v1/lowest-prices-batch', array( 'product_ids' => array( $id ), 'customer_type' => 'professional' ) )->get_status() );
		$this->actAsProfessional();
		$this->assertSame( array( 'prices' => array( (string) $id => 75 ) ), $this->responseData( $this->dispatch( 'POST', '/custom/v1/lowest-prices-batch', array( 'product_ids' => array( $id ), 'customer_type' => 'professional' ) ) ) );
	}

	/** @return array<string,array{array<string,mixed>}> */
	public static function bad_batches(): array {
		return array(
			'1000 ids'              => array( array( 'product_ids' => range( 1, 1000 ), 'customer_type' => 'individual' ) ),
			'101 ids'               => array( array( 'product_ids' => range( 1, 101 ) ) ),
			'no ids'                => array( array( 'customer_type' => 'individual' ) ),
			'empty list'            => array( array( 'product_ids' => array() ) ),
			'non-numeric id'        => array( array( 'product_ids' => array( 1, 'abc' ) ) ),
			'negative id'           => array( array( 'product_ids' => array( -3 ) ) ),
			'object instead of ids' => array( array( 'product_ids' => array( 'a' => array( 1 ) ) ) ),
			'unknown customer type' => array( array( 'product_ids' => array( 1 ), 'customer_type' => 'company' ) ),
		);
	}

	/** @dataProvider bad_batches */
	public function test_bad_batches_answer_400( array $body ): void {
		$response = $this->dispatch( 'POST', '/custom/v1/lowest-prices-batch', $body );
		$this->assertSame( 400, $response->get_status() );
		$this->assertContains( $this->responseData( $response )['code'], array( 'rest_invalid_param', 'rest_missing_callback_param' ) );
		$this->assertNotSame( '', $this->responseData( $response )['message'] );
	}

	public function test_1000_ids_say_why(): void {
		$data = $this->responseData( $this->dispatch( 'POST', '/custom/v1/lowest-prices-batch', array( 'product_ids' => range( 1, 1000 ) ) ) );
		$this->assertStringContainsString( '100', $data['data']['params']['product_ids'] );
	}
}
