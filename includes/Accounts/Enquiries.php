<?php
/**
 * Company enquiries (myplugin/v1/add-company): a private post type, one post per enquiry, its
 * fields in post meta, status new / approved / rejected. Approving creates (or upgrades) the customer
 * account as an approved professional with the company data. Approval never proves an address: an
 * account whose owner has not confirmed the mailbox gets a random password and a mailed set-password
 * link (which verifies it; staff can send a new one while it is not used); a verified account keeps
 * its password and is told by e-mail. Rejecting tells the applicant by e-mail, with staff's reason.
 * Enquiries and accounts sharing a NIP are found for the staff screen (same_nip()).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts;

use CosmeticsStorefront\Domain\Nip;
use CosmeticsStorefront\Platform\Emails;
use CosmeticsStorefront\Accounts\Emails\SetPasswordEmail;
use CosmeticsStorefront\Pricing\CustomerTier;

defined( 'ABSPATH' ) || exit;

final class Enquiries {

	public const POST_TYPE = 'cosmetics_enquiry';

	public const STATUS_META  = '_cosmetics_enquiry_status';
	public const USER_META    = '_cosmetics_enquiry_user';
	public const REASON_META  = '_cosmetics_enquiry_reject_reason';
	public const DECIDED_META = '_cosmetics_enquiry_decided_at';

	/** @var array{enquiries:array<string,int[]>,accounts:array<string,int[]>}|null */
	private static ?array $nip_index = null;

	public const STATUSES = array(
		'new'      => 'Nowe',
		'approved' => 'Zatwierdzone',
		'rejected' => 'Odrzucone',
	);

	public const SET_PASSWORD_DISABLED = 'E-mail „Konto zatwierdzone – ustaw hasło (sklep)” jest wyłączony w WooCommerce → Ustawienia → E-maile: włącz go, aby wysłać klientowi link do ustawienia hasła.';

	/** Payload keys (spec section 3) → labels. */
	public const FIELDS = array(
		'nazwa_firmy'            => 'Nazwa firmy',
		'nip'                    => 'NIP',
		'adres_firmy_'           => 'Adres firmy',
		'telefon'                => 'Telefon',
		'imię_reprezentanta'     => 'Imię reprezentanta',
		'nazwisko_reprezentanta' => 'Nazwisko reprezentanta',
		'email'                  => 'Email',
	);

	/** What an empty field says (the form's words, src/domain/test/enquiry-cases.json). */
	public const REQUIRED = array(
		'nazwa_firmy'            => 'Nazwa firmy jest wymagana',
		'nip'                    => 'NIP jest wymagany',
		'adres_firmy_'           => 'Adres firmy jest wymagany',
		'telefon'                => 'Telefon jest wymagany',
		'imię_reprezentanta'     => 'Imię reprezentanta jest wymagane',
		'nazwisko_reprezentanta' => 'Nazwisko reprezentanta jest wymagane',
		'email'                  => 'Email jest wymagany',
	);

	public static function hooks(): void {
		add_action( 'init', array( self::class, 'register_post_type' ) );
	}

	public static function register_post_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'label'           => 'Zapytania firmowe',
				'public'          => false,
				'show_ui'         => false,
				'show_in_rest'    => false,
				'rewrite'         => false,
				'query_var'       => false,
				'capability_type' => 'post',
			)
		);
	}

	/** Meta key of a field (ASCII: 'imię_reprezentanta' → '_cosmetics_imie_reprezentanta'). */
	public static function meta_key( string $field ): string {
		return '_cosmetics_' . trim( (string) preg_replace( '/[^a-z0-9_]+/', '', remove_accents( $field ) ), '_' );
	}

	/** @param array<string,string> $fields sanitised, NIP digits only. */
	public static function create( array $fields ): int {
		$meta = array( self::STATUS_META => 'new' );
		foreach ( self::FIELDS as $key => $label ) {
			$meta[ self::meta_key( $key ) ] = $fields[ $key ] ?? '';
		}
		$id = wp_insert_post(
			array(
				'post_type'   => self::POST_TYPE,
				'post_status' => 'private',
				'post_title'  => $fields['nazwa_firmy'],
				'meta_input'  => $meta,
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			return 0;
		}
		self::reset();
		$labelled = array();
		foreach ( self::FIELDS as $key => $label ) {
			$labelled[ $label ] = $fields[ $key ] ?? '';
		}
		Mailer::new_enquiry( $labelled, admin_url( 'users.php?page=cosmetics-enquiries&enquiry=' . $id ) );
		return (int) $id;
	}

	/** @return array<string,string> the enquiry's fields by payload key, plus status. */
	public static function get( int $id ): ?array {
		$post = get_post( $id );
		if ( ! $post || self::POST_TYPE !== $post->post_type ) {
			return null;
		}
		$out = array(
			'id'         => (string) $id,
			'date'       => (string) $post->post_date,
			'status'     => (string) get_post_meta( $id, self::STATUS_META, true ),
			'reason'     => (string) get_post_meta( $id, self::REASON_META, true ),
			'decided_at' => (string) get_post_meta( $id, self::DECIDED_META, true ),
		);
		foreach ( self::FIELDS as $key => $label ) {
			$out[ $key ] = (string) get_post_meta( $id, self::meta_key( $key ), true );
		}
		return $out;
	}

	/** @return int[] newest first */
	public static function ids( string $status = '' ): array {
		$args = array(
			'post_type'      => self::POST_TYPE,
			'post_status'    => 'private',
			'posts_per_page' => 200,
			'orderby'        => array(
				'date' => 'DESC',
				'ID'   => 'DESC', // Enquiries of the same second: the newest first, always.
			),
			'fields'         => 'ids',
		);
		if ( isset( self::STATUSES[ $status ] ) ) {
			$args['meta_query'] = array( array( 'key' => self::STATUS_META, 'value' => $status ) ); // phpcs:ignore WordPress.DB.SlowDBQuery
		}
		return array_map( 'intval', get_posts( $args ) );
	}

	/**
	 * Rejects a new enquiry and tells the applicant by e-mail, with staff's reason when given (plain
	 * text, at most Mailer::REASON_MAX characters). An approved enquiry is not rejected (its account
	 * exists: the professional status is taken back on the user's profile), nor one rejected already
	 * (no second e-mail).
	 */
	public static function reject( int $id, string $reason = '' ): bool|\WP_Error {
		$enquiry = self::get( $id );
		if ( ! $enquiry ) {
			return new \WP_Error( 'not_found', 'Nie znaleziono zapytania.' );
		}
		if ( 'approved' === $enquiry['status'] ) {
			return new \WP_Error( 'approved', 'Zapytanie jest już zatwierdzone: status klienta profesjonalnego odbierzesz w profilu użytkownika.' );
		}
		if ( 'rejected' === $enquiry['status'] ) {
			return new \WP_Error( 'rejected', 'Zapytanie jest już odrzucone.' );
		}
		$reason = self::clean_reason( $reason );
		update_post_meta( $id, self::STATUS_META, 'rejected' );
		update_post_meta( $id, self::REASON_META, $reason );
		update_post_meta( $id, self::DECIDED_META, time() );
		// Rejected either way; false says the e-mail could not be sent.
		return Mailer::enquiry_rejected( $enquiry['email'], $enquiry['nazwa_firmy'], $reason );
	}

	/** Staff's reason as the e-mail carries it: plain text, lines kept, at most Mailer::REASON_MAX characters. */
	public static function clean_reason( string $reason ): string {
		return trim( mb_substr( sanitize_textarea_field( $reason ), 0, Mailer::REASON_MAX ) );
	}

	/**
	 * The other enquiries and customer accounts that carry the same NIP as enquiry $id (compared as
	 * digits): a company that asks twice, or two companies under one NIP. The account this enquiry
	 * created or upgraded, and any account with its e-mail address, are the enquiry's own and not listed.
	 *
	 * @return array{enquiries:int[],accounts:int[]}
	 */
	public static function same_nip( int $id ): array {
		$enquiry = self::get( $id );
		$none    = array(
			'enquiries' => array(),
			'accounts'  => array(),
		);
		if ( ! $enquiry ) {
			return $none;
		}
		$nip = Nip::digits( $enquiry['nip'] );
		if ( 10 !== strlen( $nip ) ) {
			return $none;
		}
		$index = self::nip_index();
		$own   = array( (int) get_post_meta( $id, self::USER_META, true ) );
		$user  = get_user_by( 'email', $enquiry['email'] );
		if ( $user ) {
			$own[] = $user->ID;
		}
		return array(
			'enquiries' => array_values( array_diff( $index['enquiries'][ $nip ] ?? array(), array( $id ) ) ),
			'accounts'  => array_values( array_diff( $index['accounts'][ $nip ] ?? array(), $own ) ),
		);
	}

	/**
	 * Every enquiry and customer account by NIP digits, in two queries (the list asks for each row).
	 *
	 * @return array{enquiries:array<string,int[]>,accounts:array<string,int[]>}
	 */
	public static function nip_index(): array {
		global $wpdb;
		if ( null !== self::$nip_index ) {
			return self::$nip_index;
		}
		$index = array(
			'enquiries' => array(),
			'accounts'  => array(),
		);
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT p.ID AS id, m.meta_value AS nip FROM {$wpdb->posts} p JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s WHERE p.post_type = %s ORDER BY p.ID",
				self::meta_key( 'nip' ),
				self::POST_TYPE
			)
		);
		foreach ( $rows as $row ) {
			$index['enquiries'][ Nip::digits( (string) $row->nip ) ][] = (int) $row->id;
		}
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT user_id AS id, meta_value AS nip FROM {$wpdb->usermeta} WHERE meta_key = %s ORDER BY user_id", '_company_nip' ) );
		foreach ( $rows as $row ) {
			$index['accounts'][ Nip::digits( (string) $row->nip ) ][] = (int) $row->id;
		}
		unset( $index['enquiries'][''], $index['accounts'][''] );
		self::$nip_index = $index;
		return $index;
	}

	/** Forgets the NIP index of this request (after an enquiry or an account changed). */
	public static function reset(): void {
		self::$nip_index = null;
	}

	/**
	 * The account an approved enquiry created or upgraded, when it still exists.
	 */
	public static function account( int $id ): ?\WP_User {
		$user_id = (int) get_post_meta( $id, self::USER_META, true );
		$user    = $user_id ? get_userdata( $user_id ) : false;
		return $user instanceof \WP_User ? $user : null;
	}

	/**
	 * Sends the account of an approved enquiry a new set-password link (the previous one stops
	 * working: WordPress keeps one reset key per user), while its owner has not set a password through
	 * a link yet (the address is unverified until then).
	 */
	public static function resend_link( int $id ): bool|\WP_Error {
		$enquiry = self::get( $id );
		if ( ! $enquiry || 'approved' !== $enquiry['status'] ) {
			return new \WP_Error( 'not_approved', 'Link do ustawienia hasła można wysłać tylko dla zatwierdzonego zapytania.' );
		}
		$user = self::account( $id );
		if ( ! $user ) {
			return new \WP_Error( 'no_account', 'Konto utworzone z tego zapytania już nie istnieje.' );
		}
		if ( Customer::is_verified( $user->ID ) ) {
			return new \WP_Error( 'verified', 'Klient ma już hasło (ustawił je lub konto miało potwierdzony adres): nowy link nie jest potrzebny. Klient może użyć „Nie pamiętasz hasła?” w sklepie.' );
		}
		if ( ! Emails::enabled( SetPasswordEmail::class ) ) {
			return new \WP_Error( 'mail_disabled', self::SET_PASSWORD_DISABLED );
		}
		$link = Mailer::reset_link( $user );
		if ( '' === $link || ! Mailer::password_reset( $user, $link, true ) ) {
			return new \WP_Error( 'mail', 'Nie udało się wysłać e-maila z linkiem. Spróbuj ponownie.' );
		}
		return true;
	}

	/**
	 * "street, 00-000 City" → [street, postcode, city] (the client joins them so); otherwise the whole
	 * text as the street.
	 *
	 * @return array{0:string,1:string,2:string}
	 */
	public static function split_address( string $address ): array {
		if ( preg_match( '/^(.*?),\s*([0-9]{2}-[0-9]{3})\s+(.+)$/u', $address, $m ) ) {
			return array( trim( $m[1] ), $m[2], trim( $m[3] ) );
		}
		return array( $address, '', '' );
	}

	/** Creates or upgrades the account; returns its user id, or a WP_Error. */
	public static function approve( int $id ): int|\WP_Error {
		$enquiry = self::get( $id );
		if ( ! $enquiry ) {
			return new \WP_Error( 'not_found', 'Nie znaleziono zapytania.' );
		}
		// Once: a second press (or a double click's second request) would mail a second set-password
		// link and kill the first. The claim is atomic (a unique meta row), the status check is not.
		if ( 'approved' === $enquiry['status'] || ! add_post_meta( $id, '_cosmetics_approving', time(), true ) ) {
			return new \WP_Error( 'approved', 'Zapytanie jest już zatwierdzone.' );
		}
		try {
			return self::approve_claimed( $id, $enquiry );
		} finally {
			delete_post_meta( $id, '_cosmetics_approving' );
		}
	}

	/**
	 * @param array<string,string> $enquiry
	 */
	private static function approve_claimed( int $id, array $enquiry ): int|\WP_Error {
		$email = $enquiry['email'];
		$user  = get_user_by( 'email', $email );
		$new   = ! $user;
		if ( $user && user_can( $user, 'edit_posts' ) ) {
			return new \WP_Error( 'staff', 'Ten adres należy do konta pracownika sklepu.' );
		}
		// Anyone can send an enquiry with any address, and register it first with a password of their
		// own. Only an account whose owner proved the mailbox keeps its password; any other gets the
		// password its mailbox's owner sets through the mailed link.
		$keeps_password = $user && Customer::is_verified( $user->ID );
		// WooCommerce's own "account created" e-mail is replaced by ours with the set-password link.
		add_filter( 'woocommerce_email_enabled_customer_new_account', '__return_false' );
		$user_id = $user ? $user->ID : wc_create_new_customer(
			$email,
			$email,
			wp_generate_password( 32, true, true ),
			array(
				'first_name'   => $enquiry['imię_reprezentanta'],
				'last_name'    => $enquiry['nazwisko_reprezentanta'],
				'display_name' => $enquiry['nazwa_firmy'],
			)
		);
		remove_filter( 'woocommerce_email_enabled_customer_new_account', '__return_false' );
		if ( is_wp_error( $user_id ) ) {
			return $user_id;
		}
		list( $street, $postcode, $city ) = self::split_address( $enquiry['adres_firmy_'] );
		$customer = new \WC_Customer( $user_id );
		$customer->set_first_name( $enquiry['imię_reprezentanta'] );
		$customer->set_last_name( $enquiry['nazwisko_reprezentanta'] );
		foreach ( array( 'billing', 'shipping' ) as $type ) {
			$customer->{"set_{$type}_first_name"}( $enquiry['imię_reprezentanta'] );
			$customer->{"set_{$type}_last_name"}( $enquiry['nazwisko_reprezentanta'] );
			$customer->{"set_{$type}_company"}( $enquiry['nazwa_firmy'] );
			$customer->{"set_{$type}_address_1"}( $street );
			$customer->{"set_{$type}_postcode"}( $postcode );
			$customer->{"set_{$type}_city"}( $city );
			$customer->{"set_{$type}_country"}( 'PL' );
		}
		$customer->set_billing_phone( $enquiry['telefon'] );
		$customer->set_billing_email( $email );
		$customer->update_meta_data( CustomerTier::CLIENT_TYPE_META, 'professional' );
		$customer->update_meta_data( CustomerTier::APPROVED_META, '1' );
		$customer->update_meta_data( '_customer_type', 'company' );
		$customer->update_meta_data( '_company_name', $enquiry['nazwa_firmy'] );
		$customer->update_meta_data( '_company_nip', $enquiry['nip'] );
		$customer->save();
		delete_user_meta( $user_id, Customer::REVOKED_META );
		if ( ! $keeps_password ) {
			// A password nobody knows: whoever chose the old one is out, and wp_set_password revokes every
			// token (Accounts\Auth\Jwt). Unverified until the link is followed (ResetPasswordRoute verifies).
			wp_set_password( wp_generate_password( 32, true, true ), $user_id );
			Customer::set_verified( $user_id, false );
		}

		update_post_meta( $id, self::STATUS_META, 'approved' );
		update_post_meta( $id, self::USER_META, $user_id );
		update_post_meta( $id, self::DECIDED_META, time() );
		self::reset();
		$user = get_userdata( $user_id );
		if ( $keeps_password ) {
			Mailer::professional_approved( $user );
		} else {
			Mailer::password_reset( $user, Mailer::reset_link( $user ), true );
		}
		return (int) $user_id;
	}
}
