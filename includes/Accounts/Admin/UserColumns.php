<?php
/**
 * Users list and user edit screen: client type, professional approval and e-mail verification; on the
 * edit screen of an approved professional, staff who manage the shop can take the professional status
 * back (Accounts\Customer::revoke_professional(): individual prices, every session ended).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts\Admin;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Domain\PriceTier;
use CosmeticsStorefront\Pricing\CustomerTier;

defined( 'ABSPATH' ) || exit;

final class UserColumns {

	public static function hooks(): void {
		add_filter( 'manage_users_columns', array( self::class, 'columns' ) );
		add_filter( 'manage_users_custom_column', array( self::class, 'cell' ), 10, 3 );
		add_action( 'show_user_profile', array( self::class, 'profile' ) );
		add_action( 'edit_user_profile', array( self::class, 'profile' ) );
		add_action( 'edit_user_profile_update', array( self::class, 'save' ) );
	}

	public const REVOKE_FIELD = 'cosmetics_revoke_professional';

	private const NONCE = 'cosmetics_revoke_professional';

	/** @param array<string,string> $columns */
	public static function columns( array $columns ): array {
		$columns['cosmetics_client_type'] = 'Typ klienta';
		$columns['cosmetics_approved']    = 'Zatwierdzony (B2B)';
		$columns['cosmetics_verified']    = 'E-mail zweryfikowany';
		return $columns;
	}

	/** @return array<string,string> column => text for one user. */
	public static function values( int $user_id ): array {
		$type = (string) get_user_meta( $user_id, CustomerTier::CLIENT_TYPE_META, true );
		return array(
			'cosmetics_client_type' => 'professional' === $type ? 'Profesjonalny' : 'Indywidualny',
			'cosmetics_approved'    => 'professional' !== $type ? '—' : ( '1' === (string) get_user_meta( $user_id, CustomerTier::APPROVED_META, true ) ? 'Tak' : 'Nie' ),
			'cosmetics_verified'    => Customer::is_verified( $user_id ) ? 'Tak' : 'Nie',
		);
	}

	public static function cell( $output, string $column, int $user_id ) {
		$values = self::values( $user_id );
		return isset( $values[ $column ] ) ? esc_html( $values[ $column ] ) : $output;
	}

	public static function profile( \WP_User $user ): void {
		$labels = self::columns( array() );
		echo '<h2>' . esc_html__( 'Konto w sklepie', 'cosmetics-storefront' ) . '</h2><table class="form-table" role="presentation"><tbody>';
		foreach ( self::values( $user->ID ) as $column => $value ) {
			$revoked = 'cosmetics_approved' === $column ? Customer::professional_revoked_at( $user->ID ) : null;
			if ( $revoked && PriceTier::PROFESSIONAL !== CustomerTier::for_user( $user->ID ) ) {
				/* translators: %s: date and time */
				$value .= ' — ' . sprintf( __( 'status klienta profesjonalnego odebrany %s', 'cosmetics-storefront' ), wp_date( 'Y-m-d H:i', $revoked ) );
			}
			echo '<tr><th scope="row">' . esc_html( $labels[ $column ] ) . '</th><td class="' . esc_attr( 'column-' . $column ) . '">' . esc_html( $value ) . '</td></tr>';
		}
		if ( self::may_revoke( $user ) ) {
			wp_nonce_field( self::NONCE . '_' . $user->ID, self::NONCE . '_nonce' );
			echo '<tr><th scope="row">' . esc_html__( 'Status klienta profesjonalnego', 'cosmetics-storefront' ) . '</th><td>';
			echo '<label for="' . esc_attr( self::REVOKE_FIELD ) . '"><input type="checkbox" id="' . esc_attr( self::REVOKE_FIELD ) . '" name="' . esc_attr( self::REVOKE_FIELD ) . '" value="1" aria-describedby="' . esc_attr( self::REVOKE_FIELD ) . '-help"> ';
			echo esc_html__( 'Odbierz status klienta profesjonalnego', 'cosmetics-storefront' ) . '</label>';
			echo '<p class="description" id="' . esc_attr( self::REVOKE_FIELD ) . '-help">' . esc_html__( 'Po zapisaniu profilu ceny profesjonalne od razu przestaną obowiązywać tego klienta (także w jego koszyku), a klient zostanie wylogowany ze wszystkich sesji. Dalej może kupować jako klient indywidualny; dane firmy zostają. Status przywraca zatwierdzenie nowego zapytania firmowego.', 'cosmetics-storefront' ) . '</p>';
			echo '</td></tr>';
		}
		echo '</tbody></table>';
	}

	/** Staff who manage the shop and may edit this user, for an approved professional. */
	private static function may_revoke( \WP_User $user ): bool {
		return current_user_can( 'manage_woocommerce' ) && current_user_can( 'edit_user', $user->ID ) && get_current_user_id() !== $user->ID
			&& PriceTier::PROFESSIONAL === CustomerTier::for_user( $user->ID );
	}

	/**
	 * @internal action edit_user_profile_update (WordPress checked its own nonce and edit_user already).
	 * @param mixed $user_id
	 */
	public static function save( $user_id ): void {
		$user = get_userdata( (int) $user_id );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified on the next line.
		if ( ! $user || empty( $_POST[ self::REVOKE_FIELD ] ) || ! self::may_revoke( $user ) ) {
			return;
		}
		check_admin_referer( self::NONCE . '_' . $user->ID, self::NONCE . '_nonce' );
		Customer::revoke_professional( $user->ID );
	}
}
