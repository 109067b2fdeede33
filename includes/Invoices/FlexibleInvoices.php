<?php
/**
 * The invoices Flexible Invoices for WooCommerce (WP Desk) issued for an order, for the order page and the
 * account's order list: their kind (invoice, correction, pro forma), number, date of issue and KSeF number
 * when the plugin stores one, read from the plugin's own storage (its `inspire_invoice` posts, linked to
 * the order by `_wc_order_id`), and each one's PDF drawn by the plugin itself, through the access object
 * it hands external plugins on its action `fi/core/initialized` (its document factory and PDF writer).
 * Without the plugin active an order has no documents here. The storefront issues nothing itself:
 * the plugin does (staff in the order screen, or its PRO version automatically on an order status).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Invoices;

defined( 'ABSPATH' ) || exit;

final class FlexibleInvoices {

	/** The plugin's post type of its documents. */
	public const POST_TYPE = 'inspire_invoice';

	/** The shopper's name of each kind of document the plugin issues (its `_type`). */
	public const KINDS = array(
		'invoice'    => 'Faktura VAT',
		'correction' => 'Faktura korygująca',
		'proforma'   => 'Faktura proforma',
	);

	/**
	 * The document meta holding its KSeF number. Flexible Invoices sends invoices to KSeF through its
	 * add-on (KSeF for Flexible Invoices), whose storage is not public: filter
	 * `cosmetics_storefront_ksef_number` ($number, $document_id, $order) reads another place.
	 */
	public const KSEF_META = '_ksef_number';

	/** @var object|null The plugin's ExternalPluginsAccess (get_document_factory(), get_pdf()). */
	private static ?object $access = null;

	public static function hooks(): void {
		add_action( 'fi/core/initialized', array( self::class, 'connect' ) );
	}

	/** @internal action fi/core/initialized */
	public static function connect( mixed $access ): void {
		if ( is_object( $access ) && method_exists( $access, 'get_document_factory' ) && method_exists( $access, 'get_pdf' ) ) {
			self::$access = $access;
		}
	}

	public static function active(): bool {
		return null !== self::$access;
	}

	/** For tests: forget the plugin (as on a shop without it). */
	public static function disconnect(): void {
		self::$access = null;
	}

	/**
	 * The order's documents, oldest first.
	 *
	 * @return list<array{id:int, kind:string, name:string, number:string, date:string, ksef:string}>
	 */
	public static function documents( \WC_Order $order ): array {
		if ( ! self::active() ) {
			return array();
		}
		global $wpdb;
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT p.ID FROM {$wpdb->posts} p JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = '_wc_order_id' WHERE p.post_type = %s AND p.post_status = 'publish' AND m.meta_value = %s ORDER BY p.ID",
				self::POST_TYPE,
				(string) $order->get_id()
			)
		);
		$documents = array();
		foreach ( array_map( 'intval', $ids ) as $id ) {
			// The plugin marks a correction by `_correction` (older documents) or its type.
			$kind   = 1 === (int) get_post_meta( $id, '_correction', true ) ? 'correction' : (string) get_post_meta( $id, '_type', true );
			$number = (string) get_post_meta( $id, '_formatted_number', true );
			if ( ! isset( self::KINDS[ $kind ] ) || '' === $number ) {
				continue;
			}
			$issued      = (int) get_post_meta( $id, '_date_issue', true );
			$documents[] = array(
				'id'     => $id,
				'kind'   => $kind,
				'name'   => self::KINDS[ $kind ],
				'number' => $number,
				'date'   => $issued > 0 ? gmdate( 'Y-m-d', $issued ) : '',
				'ksef'   => self::ksef( $id, $order ),
			);
		}
		return $documents;
	}

	/**
	 * One of the order's documents as a PDF drawn by the plugin: file name and bytes; null when it is not
	 * one of this order's documents (or the plugin is off), false when it cannot be drawn now (another
	 * drawing holds the lock, or the plugin drew nothing).
	 *
	 * @return array{name:string, bytes:string}|false|null
	 */
	public static function pdf( \WC_Order $order, int $document_id ): array|false|null {
		$document = null;
		foreach ( self::documents( $order ) as $candidate ) {
			if ( $candidate['id'] === $document_id ) {
				$document = $candidate;
			}
		}
		if ( null === $document || null === self::$access ) {
			return null;
		}
		// Kept drawn: the plugin draws with mPDF, which fetches the template's stylesheets over HTTP from
		// the shop itself (a worker waiting on another), so every download drawing anew let a handful of
		// parallel downloads hold every PHP worker. A new version of the document (staff edit it: a new
		// modification date) is drawn anew.
		$post  = get_post( $document_id );
		$key   = 'cosmetics_storefront_pdf_' . $document_id . '_' . md5( $post ? (string) $post->post_modified_gmt : '' );
		$kept  = get_transient( $key );
		$bytes = is_string( $kept ) && ctype_xdigit( $kept ) ? (string) hex2bin( $kept ) : ''; // Kept as hex: the options table is text.
		if ( ! str_starts_with( $bytes, '%PDF' ) ) {
			$bytes = self::draw( $document_id );
			if ( null === $bytes ) {
				return false;
			}
			set_transient( $key, bin2hex( $bytes ), WEEK_IN_SECONDS );
		}
		$name = (string) preg_replace( '/[^\p{L}\p{N}._-]+/u', '_', $document['number'] );
		return array(
			'name'  => $name . '.pdf',
			'bytes' => $bytes,
		);
	}

	/** Set while this request draws a PDF: one drawing at a time in the whole shop (RENDER_LOCK). */
	public const RENDER_LOCK = 'cosmetics_storefront_pdf';

	/**
	 * The plugin's PDF of a document, drawn while this request holds the shop's one drawing lock (a
	 * MySQL named lock, shared by every web node; waited for 3 s at most): null when it is busy or the
	 * plugin draws no PDF.
	 */
	private static function draw( int $document_id ): ?string {
		global $wpdb;
		if ( null === self::$access || '1' !== (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, 3)', self::RENDER_LOCK ) ) ) {
			return null;
		}
		try {
			$source = self::$access->get_document_factory()->get_document_creator( $document_id )->get_document();
			$bytes  = (string) self::$access->get_pdf()->get_as_string( $source );
		} finally {
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', self::RENDER_LOCK ) );
		}
		return str_starts_with( $bytes, '%PDF' ) ? $bytes : null;
	}

	/** The document's KSeF number when the invoicing plugin (or its KSeF add-on) stored one, or ''. */
	private static function ksef( int $document_id, \WC_Order $order ): string {
		return trim( (string) apply_filters( 'cosmetics_storefront_ksef_number', (string) get_post_meta( $document_id, self::KSEF_META, true ), $document_id, $order ) );
	}
}
