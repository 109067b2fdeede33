<?php
/**
 * Users list and user edit screen: client type, professional approval and e-mail verification.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Admin;

use CosmeticsStorefront\Accounts\Customer;
use CosmeticsStorefront\Pricing\CustomerTier;

defined( 'ABSPATH' ) || exit;

final class UserColumns {

	public static function hooks(): void {
		add_filter( 'manage_users_columns', array( self::class, 'columns' ) );
		add_filter( 'manage_users_custom_column', array( self::class, 'cell' ), 10, 3 );
		add_action( 'show_user_profile', array( self::class, 'profile' ) );
		add_action( 'edit_user_profile', array( self::class, 'profile' ) );
	}

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
			echo '<tr><th scope="row">' . esc_html( $labels[ $column ] ) . '</th><td>' . esc_html( $value ) . '</td></tr>';
		}
		echo '</tbody></table>';
	}
}
