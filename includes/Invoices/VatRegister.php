<?php
/**
 * The Ministry of Finance's public VAT register ("Wykaz podatników VAT", https://wl-api.mf.gov.pl), asked
 * on the server for one NIP on today's date: GET /api/search/nip/{nip}?date=YYYY-MM-DD. Answers are kept a
 * day (a transient per NIP: the register changes daily at most, and limits its queries per day); a
 * failure (timeout, an error, an answer that is not the register's) is not kept and reads as
 * "unavailable", which never blocks the shopper. The register limits each client's queries a day: the
 * shop asks it at most Limits::VAT_REGISTER_PER_DAY times a day (answers kept do not count), whoever
 * types, then answers "unavailable" until the next day. Filter `cosmetics_storefront_vat_register_url` names
 * another host (tests answer with a local double of the register's documented answers).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Invoices;

use CosmeticsStorefront\Platform\Limits;
use CosmeticsStorefront\Platform\RateLimiter;
use CosmeticsStorefront\Domain\Nip;
use CosmeticsStorefront\Domain\VatRegisterAnswer;

defined( 'ABSPATH' ) || exit;

final class VatRegister {

	public const URL = 'https://wl-api.mf.gov.pl';

	/** Seconds the shopper waits at most: after that the form says the register is not answering. */
	public const TIMEOUT = 4;

	/** The transients' prefix (with the answer's shape version: a new shape is never read from an old answer). */
	private const CACHE = 'cosmetics_storefront_vat3_';

	/**
	 * What the register says about $nip (a valid NIP: Invoices\Rest\NipLookupRoute checks it first).
	 *
	 * @return array{status:string, message:string, company:array{name:string,street:string,postcode:string,city:string}|null}
	 */
	public static function lookup( string $nip ): array {
		$nip    = Nip::digits( $nip );
		$cached = get_transient( self::CACHE . $nip );
		if ( is_array( $cached ) && isset( VatRegisterAnswer::MESSAGES[ $cached['status'] ?? '' ] ) && array_key_exists( 'company', $cached ) ) {
			return VatRegisterAnswer::answer( $cached['status'], $cached['company'] ); // The sentence as it is now.
		}
		if ( ! RateLimiter::take( 'vat_register_shop', Limits::VAT_REGISTER_PER_DAY, DAY_IN_SECONDS ) ) {
			return VatRegisterAnswer::answer( VatRegisterAnswer::UNAVAILABLE ); // The shop's daily budget is spent.
		}
		$url      = self::base_url() . '/api/search/nip/' . rawurlencode( $nip ) . '?date=' . wp_date( 'Y-m-d' );
		$response = wp_remote_get(
			$url,
			array(
				'timeout'     => self::TIMEOUT,
				'redirection' => 0,
				'headers'     => array( 'Accept' => 'application/json' ),
			)
		);
		$body   = is_wp_error( $response ) ? null : json_decode( (string) wp_remote_retrieve_body( $response ), true );
		$result = 200 === (int) wp_remote_retrieve_response_code( $response ) && is_array( $body ) && array_key_exists( 'result', $body ) && is_array( $body['result'] ) ? $body['result'] : null;
		if ( null === $result ) {
			self::log( $url, $response );
			return VatRegisterAnswer::answer( VatRegisterAnswer::UNAVAILABLE );
		}
		$answer = VatRegisterAnswer::read( $result );
		set_transient( self::CACHE . $nip, array( 'status' => $answer['status'], 'company' => $answer['company'] ), DAY_IN_SECONDS );
		return $answer;
	}

	public static function base_url(): string {
		return untrailingslashit( (string) apply_filters( 'cosmetics_storefront_vat_register_url', self::URL ) );
	}

	/** @param array<string,mixed>|\WP_Error $response */
	private static function log( string $url, array|\WP_Error $response ): void {
		if ( ! function_exists( 'wc_get_logger' ) ) {
			return;
		}
		$what = is_wp_error( $response ) ? $response->get_error_message() : 'HTTP ' . wp_remote_retrieve_response_code( $response ) . ' ' . substr( (string) wp_remote_retrieve_body( $response ), 0, 300 );
		wc_get_logger()->warning( 'Wykaz podatników VAT nie odpowiedział (' . $url . '): ' . $what, array( 'source' => 'cosmetics-storefront' ) );
	}
}
