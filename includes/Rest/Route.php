<?php
/**
 * One REST route of the plugin.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Rest;

defined( 'ABSPATH' ) || exit;

interface Route {

	public function namespace(): string;

	/** The path pattern after the namespace, e.g. '/lowest-price-individual/(?P<id>[^/]+)'. */
	public function path(): string;

	public function methods(): string;

	/** @return array<string,array<string,mixed>> args schema (validated by WordPress: 400 on bad input). */
	public function args(): array;

	/** @return true|\WP_Error */
	public function permission( \WP_REST_Request $request ): bool|\WP_Error;

	/** @return \WP_REST_Response|\WP_Error */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error;
}
