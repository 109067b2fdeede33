<?php
/**
 * wp-admin → Użytkownicy → Zapytania firmowe: the company enquiries (list, details, status) and the
 * actions approve (creates or upgrades the professional account; see Accounts\Enquiries::approve()
 * for the password and verification), reject (a confirmation step with an optional reason, e-mailed
 * to the applicant) and, for an approved account that has not set its password, a new set-password
 * link. Each enquiry says whether an account with its address exists and whether that address is
 * verified, and flags a NIP that another enquiry or customer account carries too. Shop managers and
 * administrators (manage_woocommerce).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Admin;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Accounts\Enquiries;
use CosmeticsStorefront\Domain\Nip;

defined( 'ABSPATH' ) || exit;

final class EnquiriesScreen {

	private const ERROR_TRANSIENT = 'cosmetics_enquiry_error_';

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

	/** admin-post.php?action=cosmetics_enquiry: approve, reject (with a reason) or resend the set-password link (nonce per enquiry). */
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
			$reason = isset( $_POST['reason'] ) && is_string( $_POST['reason'] ) ? sanitize_textarea_field( wp_unslash( $_POST['reason'] ) ) : '';
			$result = Enquiries::reject( $id, $reason );
			$notice = is_wp_error( $result ) ? 'error:' . $result->get_error_message() : ( $result ? 'rejected' : 'rejected_unmailed' );
		} elseif ( 'resend_link' === $do ) {
			$result = Enquiries::resend_link( $id );
			$notice = is_wp_error( $result ) ? 'error:' . $result->get_error_message() : 'link_sent';
		} else {
			$notice = 'error:Nieznana akcja.';
		}
		// The error's text stays on the server (a link cannot put words into this screen's notice).
		if ( str_starts_with( $notice, 'error:' ) ) {
			set_transient( self::ERROR_TRANSIENT . get_current_user_id(), substr( $notice, 6 ), 5 * MINUTE_IN_SECONDS );
			$notice = 'error';
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
		$step   = isset( $_GET['confirm'] ) ? sanitize_key( $_GET['confirm'] ) : '';
		// phpcs:enable
		echo '<div class="wrap"><h1>' . esc_html__( 'Zapytania firmowe', 'cosmetics-storefront' ) . '</h1>';
		if ( 'approved' === $notice ) {
			echo '<div class="notice notice-success"><p>' . esc_html__( 'Zatwierdzono: konto klienta profesjonalnego jest gotowe, a klient otrzymał e-mail (z linkiem do ustawienia hasła, jeśli konto nie miało potwierdzonego adresu).', 'cosmetics-storefront' ) . '</p></div>';
		} elseif ( 'rejected' === $notice ) {
			echo '<div class="notice notice-success"><p>' . esc_html__( 'Zapytanie odrzucone. Wnioskodawca otrzymał e-mail o odrzuceniu.', 'cosmetics-storefront' ) . '</p></div>';
		} elseif ( 'rejected_unmailed' === $notice ) {
			echo '<div class="notice notice-warning"><p>' . esc_html__( 'Zapytanie odrzucone, ale nie udało się wysłać e-maila do wnioskodawcy. Sprawdź wysyłkę poczty i skontaktuj się z nim sam.', 'cosmetics-storefront' ) . '</p></div>';
		} elseif ( 'link_sent' === $notice ) {
			echo '<div class="notice notice-success"><p>' . esc_html__( 'Wysłano nowy link do ustawienia hasła. Poprzedni link przestał działać.', 'cosmetics-storefront' ) . '</p></div>';
		} elseif ( 'error' === $notice ) {
			$error = get_transient( self::ERROR_TRANSIENT . get_current_user_id() );
			delete_transient( self::ERROR_TRANSIENT . get_current_user_id() );
			if ( is_string( $error ) && '' !== $error ) {
				echo '<div class="notice notice-error"><p>' . esc_html( $error ) . '</p></div>';
			}
		}
		$enquiry = $id ? Enquiries::get( $id ) : null;
		if ( $enquiry && 'reject' === $step && 'new' === $enquiry['status'] ) {
			self::confirm_reject( $enquiry );
		} elseif ( $enquiry ) {
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
			$e     = Enquiries::get( $enquiry_id );
			$same  = Enquiries::same_nip( $enquiry_id );
			$count = count( $same['enquiries'] ) + count( $same['accounts'] );
			printf(
				'<tr><td>%s</td><td><strong><a href="%s">%s</a></strong></td><td>%s%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>',
				esc_html( $e['date'] ),
				esc_url( self::url( array( 'enquiry' => $enquiry_id ) ) ),
				esc_html( $e['nazwa_firmy'] ),
				esc_html( Nip::format( $e['nip'] ) ),
				$count ? '<br><strong class="cosmetics-nip-duplicate">' . esc_html( self::same_nip_summary( $same ) ) . '</strong>' : '', // phpcs:ignore WordPress.Security.EscapeOutput -- escaped here.
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

	/**
	 * "Ten sam NIP: 1 inne zapytanie, 1 konto klienta" for the list.
	 *
	 * @param array{enquiries:int[],accounts:int[]} $same
	 */
	private static function same_nip_summary( array $same ): string {
		$parts = array();
		if ( $same['enquiries'] ) {
			$n       = count( $same['enquiries'] );
			$parts[] = sprintf( '%d %s', $n, 1 === $n ? 'inne zapytanie' : 'inne zapytania' );
		}
		if ( $same['accounts'] ) {
			$n       = count( $same['accounts'] );
			$parts[] = sprintf( '%d %s', $n, 1 === $n ? 'konto klienta' : 'konta klientów' );
		}
		return '⚠ ' . __( 'Ten sam NIP:', 'cosmetics-storefront' ) . ' ' . implode( ', ', $parts );
	}

	/**
	 * The enquiries and accounts that share this enquiry's NIP, each with a link, above the details.
	 *
	 * @param array<string,string> $e
	 */
	private static function same_nip_notice( array $e ): void {
		$same = Enquiries::same_nip( (int) $e['id'] );
		if ( ! $same['enquiries'] && ! $same['accounts'] ) {
			return;
		}
		$items = array();
		foreach ( $same['enquiries'] as $other_id ) {
			$other   = Enquiries::get( $other_id );
			$items[] = sprintf(
				'<li>%s <a href="%s">%s</a> (%s, %s, %s)</li>',
				esc_html__( 'zapytanie', 'cosmetics-storefront' ),
				esc_url( self::url( array( 'enquiry' => $other_id ) ) ),
				esc_html( $other['nazwa_firmy'] ),
				esc_html( $other['email'] ),
				esc_html( $other['date'] ),
				esc_html( Enquiries::STATUSES[ $other['status'] ] ?? $other['status'] )
			);
		}
		foreach ( $same['accounts'] as $user_id ) {
			$user    = get_userdata( $user_id );
			$items[] = sprintf(
				'<li>%s <a href="%s">%s</a> (%s)</li>',
				esc_html__( 'konto klienta', 'cosmetics-storefront' ),
				esc_url( get_edit_user_link( $user_id ) ),
				esc_html( $user ? ( (string) get_user_meta( $user_id, 'billing_company', true ) ?: $user->display_name ) : '#' . $user_id ), // phpcs:ignore Universal.Operators.DisallowShortTernary
				esc_html( $user ? $user->user_email : '' )
			);
		}
		printf(
			'<div class="notice notice-warning inline cosmetics-nip-duplicate"><p><strong>%s</strong> %s</p><ul>%s</ul></div>',
			esc_html( sprintf( /* translators: %s: the NIP */ __( 'Ten sam NIP (%s) ma też:', 'cosmetics-storefront' ), Nip::format( $e['nip'] ) ) ),
			esc_html__( 'Sprawdź, czy to ta sama firma, zanim zatwierdzisz zapytanie.', 'cosmetics-storefront' ),
			implode( '', $items ) // phpcs:ignore WordPress.Security.EscapeOutput -- escaped above.
		);
	}

	/** @param array<string,string> $e */
	private static function details( array $e ): void {
		echo '<p><a href="' . esc_url( self::url() ) . '">&larr; ' . esc_html__( 'Wszystkie zapytania', 'cosmetics-storefront' ) . '</a></p>';
		self::same_nip_notice( $e );
		echo '<table class="form-table" role="presentation"><tbody>';
		echo '<tr><th scope="row">Data</th><td>' . esc_html( $e['date'] ) . '</td></tr>';
		foreach ( Enquiries::FIELDS as $key => $label ) {
			$value = 'nip' === $key ? Nip::format( $e[ $key ] ) : $e[ $key ];
			echo '<tr><th scope="row">' . esc_html( $label ) . '</th><td>' . esc_html( $value ) . '</td></tr>';
		}
		echo '<tr><th scope="row">Status</th><td><strong class="cosmetics-enquiry-status">' . esc_html( Enquiries::STATUSES[ $e['status'] ] ?? $e['status'] ) . '</strong>';
		if ( '' !== $e['decided_at'] ) {
			echo ' (' . esc_html( wp_date( 'Y-m-d H:i', (int) $e['decided_at'] ) ) . ')';
		}
		echo '</td></tr>';
		if ( 'rejected' === $e['status'] ) {
			echo '<tr><th scope="row">Powód odrzucenia</th><td class="cosmetics-enquiry-reason">' . ( '' !== $e['reason'] ? nl2br( esc_html( $e['reason'] ) ) : esc_html__( '(nie podano)', 'cosmetics-storefront' ) ) . '</td></tr>';
		}
		echo '<tr><th scope="row">Konto z tym adresem</th><td>' . esc_html( self::account_state( $e['email'] ) ) . '</td></tr>';
		if ( 'approved' === $e['status'] ) {
			self::approved_account( $e );
		}
		echo '</tbody></table>';
		if ( 'approved' === $e['status'] ) {
			self::resend_form( $e );
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
		echo '</p></form>';
		if ( 'new' === $e['status'] ) {
			// Rejecting e-mails the applicant: a step of its own confirms it and takes the reason.
			echo '<p><a class="button" href="' . esc_url( self::url( array( 'enquiry' => $e['id'], 'confirm' => 'reject' ) ) ) . '">' . esc_html__( 'Odrzuć…', 'cosmetics-storefront' ) . '</a></p>';
		}
	}

	/**
	 * The confirmation step of a rejection: what happens, an optional reason, confirm or go back.
	 *
	 * @param array<string,string> $e
	 */
	private static function confirm_reject( array $e ): void {
		echo '<p><a href="' . esc_url( self::url( array( 'enquiry' => $e['id'] ) ) ) . '">&larr; ' . esc_html__( 'Wróć do zapytania', 'cosmetics-storefront' ) . '</a></p>';
		echo '<h2>' . esc_html( sprintf( /* translators: %s: company name */ __( 'Odrzucić zapytanie firmy „%s”?', 'cosmetics-storefront' ), $e['nazwa_firmy'] ) ) . '</h2>';
		echo '<p>' . esc_html( sprintf( /* translators: %s: the applicant's e-mail address */ __( 'Wnioskodawca (%s) dostanie e-mail, że konto klienta profesjonalnego nie zostanie założone. Powód, jeśli go podasz, zostanie przekazany w tej wiadomości. Odrzucenia nie można cofnąć.', 'cosmetics-storefront' ), $e['email'] ) ) . '</p>';
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		wp_nonce_field( 'cosmetics_enquiry_' . $e['id'] );
		echo '<input type="hidden" name="action" value="cosmetics_enquiry"><input type="hidden" name="enquiry" value="' . esc_attr( $e['id'] ) . '">';
		echo '<p><label for="cosmetics-reject-reason"><strong>' . esc_html__( 'Powód odrzucenia (opcjonalnie)', 'cosmetics-storefront' ) . '</strong></label><br>';
		echo '<textarea id="cosmetics-reject-reason" name="reason" rows="5" class="large-text" maxlength="' . (int) \CosmeticsStorefront\Accounts\Mailer::REASON_MAX . '" aria-describedby="cosmetics-reject-reason-help"></textarea><br>';
		echo '<span id="cosmetics-reject-reason-help" class="description">' . esc_html( sprintf( /* translators: %d: maximum length */ __( 'Najwyżej %d znaków, zwykły tekst.', 'cosmetics-storefront' ), \CosmeticsStorefront\Accounts\Mailer::REASON_MAX ) ) . '</span></p>';
		echo '<p><button type="submit" name="do" value="reject" class="button button-primary">' . esc_html__( 'Odrzuć zapytanie i wyślij e-mail', 'cosmetics-storefront' ) . '</button> ';
		echo '<a class="button" href="' . esc_url( self::url( array( 'enquiry' => $e['id'] ) ) ) . '">' . esc_html__( 'Anuluj', 'cosmetics-storefront' ) . '</a></p>';
		echo '</form>';
	}

	/**
	 * Rows for an approved enquiry: its account and where its set-password link stands.
	 *
	 * @param array<string,string> $e
	 */
	private static function approved_account( array $e ): void {
		$user = Enquiries::account( (int) $e['id'] );
		if ( ! $user ) {
			echo '<tr><th scope="row">Konto</th><td>' . esc_html__( 'konto utworzone z tego zapytania już nie istnieje', 'cosmetics-storefront' ) . '</td></tr>';
			return;
		}
		echo '<tr><th scope="row">Konto</th><td><a href="' . esc_url( get_edit_user_link( $user->ID ) ) . '">' . esc_html( $user->user_email ) . '</a></td></tr>';
		echo '<tr><th scope="row">Link do ustawienia hasła</th><td class="cosmetics-link-state">' . esc_html( self::link_state( $user ) ) . '</td></tr>';
	}

	/** Where the set-password link of an approved account stands, in words. */
	private static function link_state( \WP_User $user ): string {
		if ( Customer::is_verified( $user->ID ) ) {
			return __( 'niepotrzebny: klient ma hasło (adres e-mail zweryfikowany)', 'cosmetics-storefront' );
		}
		$issued = Customer::reset_link_issued_at( $user );
		if ( null === $issued ) {
			return __( 'brak ważnego linku: klient nie ustawił hasła', 'cosmetics-storefront' );
		}
		$expires = Customer::reset_link_expires_at( $issued );
		$format  = 'Y-m-d H:i';
		if ( $expires <= time() ) {
			/* translators: 1: when the link was sent, 2: when it expired */
			return sprintf( __( 'wygasł: wysłany %1$s, ważny był do %2$s; klient nie ustawił hasła', 'cosmetics-storefront' ), wp_date( $format, $issued ), wp_date( $format, $expires ) );
		}
		/* translators: 1: when the link was sent, 2: until when it works */
		return sprintf( __( 'wysłany %1$s, ważny do %2$s; klient jeszcze nie ustawił hasła', 'cosmetics-storefront' ), wp_date( $format, $issued ), wp_date( $format, $expires ) );
	}

	/**
	 * A new set-password link for an approved account whose owner has not set a password yet.
	 *
	 * @param array<string,string> $e
	 */
	private static function resend_form( array $e ): void {
		$user = Enquiries::account( (int) $e['id'] );
		if ( ! $user || Customer::is_verified( $user->ID ) ) {
			return;
		}
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		wp_nonce_field( 'cosmetics_enquiry_' . $e['id'] );
		echo '<input type="hidden" name="action" value="cosmetics_enquiry"><input type="hidden" name="enquiry" value="' . esc_attr( $e['id'] ) . '">';
		echo '<p><button type="submit" name="do" value="resend_link" class="button" aria-describedby="cosmetics-resend-help">' . esc_html__( 'Wyślij nowy link do ustawienia hasła', 'cosmetics-storefront' ) . '</button></p>';
		echo '<p id="cosmetics-resend-help" class="description">' . esc_html( sprintf( /* translators: %s: e-mail address */ __( 'Link trafi na %s i będzie ważny 24 godziny; poprzedni link przestanie działać.', 'cosmetics-storefront' ), $user->user_email ) ) . '</p>';
		echo '</form>';
	}
}
