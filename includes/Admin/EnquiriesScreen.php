<?php
/**
 * wp-admin → Użytkownicy → Zapytania firmowe: the company enquiries (list, details, status) and the
 * actions approve (creates or upgrades the professional account; see Accounts\Enquiries::approve()
 * for the password and verification) and reject. Each enquiry says whether an account with its
 * address exists and whether that address is verified. Shop managers and administrators (manage_woocommerce).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Admin;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Accounts\Enquiries;

defined( 'ABSPATH' ) || exit;

final class EnquiriesScreen {

	public const SLUG = 'cosmetics-enquiries';
	public const CAP  = 'manage_woocommerce';

	public static function hooks(): void {
		add_action( 'admin_menu', array( self::class, 'add_menu' ) );
		add_action( 'admin_post_cosmetics_enquiry', array( self::class, 'act' ) );
	}

	public static function add_menu(): void {
		$new   = count( Enquiries::ids( 'new' ) );
		$title = 'Zapytania firmowe' . ( $new ? ' <span class="awaiting-mod">' . (int) $new . '</span>' : '' );
		add_users_page( 'Zapytania firmowe', $title, self::CAP, self::SLUG, array( self::class, 'render' ) );
	}

	public static function url( array $args = array() ): string {
		return add_query_arg( array_merge( array( 'page' => self::SLUG ), $args ), admin_url( 'users.php' ) );
	}

	/** admin-post.php?action=cosmetics_enquiry: approve or reject (nonce per enquiry). */
	public static function act(): void {
		if ( ! current_user_can( self::CAP ) ) {
			wp_die( esc_html__( 'Brak uprawnień.', 'cosmetics-storefront' ), 403 );
		}
		$id = isset( $_POST['enquiry'] ) ? absint( $_POST['enquiry'] ) : 0;
		check_admin_referer( 'cosmetics_enquiry_' . $id );
		$do = isset( $_POST['do'] ) ? sanitize_key( wp_unslash( $_POST['do'] ) ) : '';
		if ( 'approve' === $do ) {
			$result = Enquiries::approve( $id );
			$notice = is_wp_error( $result ) ? 'error:' . $result->get_error_message() : 'approved';
		} elseif ( 'reject' === $do ) {
			$notice = Enquiries::reject( $id ) ? 'rejected' : 'error:Nie znaleziono zapytania.';
		} else {
			$notice = 'error:Nieznana akcja.';
		}
		wp_safe_redirect( self::url( array( 'enquiry' => $id, 'notice' => rawurlencode( $notice ) ) ) );
		exit;
	}

	public static function render(): void {
		if ( ! current_user_can( self::CAP ) ) {
			return;
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only view parameters.
		$id     = isset( $_GET['enquiry'] ) ? absint( $_GET['enquiry'] ) : 0;
		$notice = isset( $_GET['notice'] ) ? sanitize_text_field( rawurldecode( wp_unslash( $_GET['notice'] ) ) ) : '';
		$status = isset( $_GET['status'] ) ? sanitize_key( $_GET['status'] ) : '';
		// phpcs:enable
		echo '<div class="wrap"><h1>' . esc_html__( 'Zapytania firmowe', 'cosmetics-storefront' ) . '</h1>';
		if ( 'approved' === $notice ) {
			echo '<div class="notice notice-success"><p>' . esc_html__( 'Zatwierdzono: konto klienta profesjonalnego jest gotowe, a klient otrzymał e-mail (z linkiem do ustawienia hasła, jeśli konto nie miało potwierdzonego adresu).', 'cosmetics-storefront' ) . '</p></div>';
		} elseif ( 'rejected' === $notice ) {
			echo '<div class="notice notice-success"><p>' . esc_html__( 'Zapytanie odrzucone.', 'cosmetics-storefront' ) . '</p></div>';
		} elseif ( str_starts_with( $notice, 'error:' ) ) {
			echo '<div class="notice notice-error"><p>' . esc_html( substr( $notice, 6 ) ) . '</p></div>';
		}
		$enquiry = $id ? Enquiries::get( $id ) : null;
		if ( $enquiry ) {
			self::details( $enquiry );
		} else {
			self::table( $status );
		}
		echo '</div>';
	}

	private static function table( string $status ): void {
		echo '<ul class="subsubsub">';
		$links = array( '<a href="' . esc_url( self::url() ) . '"' . ( '' === $status ? ' class="current"' : '' ) . '>Wszystkie</a>' );
		foreach ( Enquiries::STATUSES as $key => $label ) {
			$links[] = '<a href="' . esc_url( self::url( array( 'status' => $key ) ) ) . '"' . ( $key === $status ? ' class="current"' : '' ) . '>' . esc_html( $label ) . ' (' . count( Enquiries::ids( $key ) ) . ')</a>';
		}
		echo '<li>' . implode( ' | </li><li>', $links ) . '</li></ul>'; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped above.
		echo '<table class="wp-list-table widefat fixed striped"><thead><tr><th>Data</th><th>Firma</th><th>NIP</th><th>Reprezentant</th><th>Email</th><th>Konto z tym adresem</th><th>Status</th></tr></thead><tbody>';
		$ids = Enquiries::ids( $status );
		if ( ! $ids ) {
			echo '<tr><td colspan="7">' . esc_html__( 'Brak zapytań.', 'cosmetics-storefront' ) . '</td></tr>';
		}
		foreach ( $ids as $enquiry_id ) {
			$e = Enquiries::get( $enquiry_id );
			printf(
				'<tr><td>%s</td><td><strong><a href="%s">%s</a></strong></td><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>',
				esc_html( $e['date'] ),
				esc_url( self::url( array( 'enquiry' => $enquiry_id ) ) ),
				esc_html( $e['nazwa_firmy'] ),
				esc_html( $e['nip'] ),
				esc_html( $e['imię_reprezentanta'] . ' ' . $e['nazwisko_reprezentanta'] ),
				esc_html( $e['email'] ),
				esc_html( self::account_state( $e['email'] ) ),
				esc_html( Enquiries::STATUSES[ $e['status'] ] ?? $e['status'] )
			);
		}
		echo '</tbody></table>';
	}

	/**
	 * The account an approval would act on: none, a staff account, or whether its owner confirmed the
	 * address (an unverified one may have been registered by anyone who typed the address).
	 */
	private static function account_state( string $email ): string {
		$user = get_user_by( 'email', $email );
		if ( ! $user ) {
			return __( 'brak', 'cosmetics-storefront' );
		}
		if ( user_can( $user, 'edit_posts' ) ) {
			return __( 'konto pracownika', 'cosmetics-storefront' );
		}
		return Customer::is_verified( $user->ID ) ? __( 'zweryfikowane', 'cosmetics-storefront' ) : __( 'niezweryfikowane', 'cosmetics-storefront' );
	}

	/** @param array<string,string> $e */
	private static function details( array $e ): void {
		echo '<p><a href="' . esc_url( self::url() ) . '">&larr; ' . esc_html__( 'Wszystkie zapytania', 'cosmetics-storefront' ) . '</a></p>';
		echo '<table class="form-table" role="presentation"><tbody>';
		echo '<tr><th scope="row">Data</th><td>' . esc_html( $e['date'] ) . '</td></tr>';
		foreach ( Enquiries::FIELDS as $key => $label ) {
			echo '<tr><th scope="row">' . esc_html( $label ) . '</th><td>' . esc_html( $e[ $key ] ) . '</td></tr>';
		}
		echo '<tr><th scope="row">Status</th><td><strong class="cosmetics-enquiry-status">' . esc_html( Enquiries::STATUSES[ $e['status'] ] ?? $e['status'] ) . '</strong></td></tr>';
		echo '<tr><th scope="row">Konto z tym adresem</th><td>' . esc_html( self::account_state( $e['email'] ) ) . '</td></tr>';
		echo '</tbody></table>';
		if ( 'approved' === $e['status'] ) {
			return;
		}
		// Approving acts on the account that already has this address, if any: say so before.
		$existing = get_user_by( 'email', $e['email'] );
		$staff    = $existing && user_can( $existing, 'edit_posts' );
		if ( $staff ) {
			echo '<div class="notice notice-error inline"><p>' . esc_html__( 'Ten adres należy do konta pracownika sklepu: zapytania nie można zatwierdzić.', 'cosmetics-storefront' ) . '</p></div>';
		} elseif ( $existing ) {
			$verified = Customer::is_verified( $existing->ID );
			printf(
				'<div class="notice notice-warning inline"><p>%s</p></div>',
				esc_html(
					sprintf(
						/* translators: 1: the account's client type, 2: its registration date, 3: whether the address is verified, 4: what approval does */
						__( 'Konto z tym adresem już istnieje (%1$s, zarejestrowane %2$s, %3$s). %4$s', 'cosmetics-storefront' ),
						'professional' === Customer::client_type( $existing->ID ) ? __( 'klient profesjonalny', 'cosmetics-storefront' ) : __( 'klient indywidualny', 'cosmetics-storefront' ),
						wp_date( get_option( 'date_format' ), strtotime( $existing->user_registered . ' UTC' ) ),
						$verified ? __( 'adres e-mail zweryfikowany', 'cosmetics-storefront' ) : __( 'adres e-mail niezweryfikowany', 'cosmetics-storefront' ),
						$verified
							? __( 'Zatwierdzenie zmieni je na konto profesjonalne z danymi firmy z zapytania; hasło pozostaje bez zmian, a klient dostanie e-mail o zatwierdzeniu.', 'cosmetics-storefront' )
							: __( 'Właściciel nie potwierdził adresu, więc konto mógł założyć ktokolwiek, kto go wpisał. Zatwierdzenie zmieni je na konto profesjonalne z danymi firmy z zapytania, ustawi losowe hasło (dotychczasowe hasło przestanie działać, wszystkie sesje zostaną wylogowane) i wyśle na ten adres link do ustawienia hasła; konto zostanie zweryfikowane, gdy właściciel skrzynki ustawi hasło.', 'cosmetics-storefront' )
					)
				)
			);
		}
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		wp_nonce_field( 'cosmetics_enquiry_' . $e['id'] );
		echo '<input type="hidden" name="action" value="cosmetics_enquiry"><input type="hidden" name="enquiry" value="' . esc_attr( $e['id'] ) . '">';
		echo '<p>';
		if ( ! $staff ) {
			$label = $existing ? __( 'Zatwierdź i zmień konto na profesjonalne', 'cosmetics-storefront' ) : __( 'Zatwierdź i utwórz konto profesjonalne', 'cosmetics-storefront' );
			echo '<button type="submit" name="do" value="approve" class="button button-primary">' . esc_html( $label ) . '</button> ';
		}
		if ( 'rejected' !== $e['status'] ) {
			echo '<button type="submit" name="do" value="reject" class="button">' . esc_html__( 'Odrzuć', 'cosmetics-storefront' ) . '</button>';
		}
		echo '</p></form>';
	}
}
