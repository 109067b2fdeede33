<?php
/**
 * Legal: the legal pages (terms, returns policy, privacy), withdrawal from the contract with its e-mails,
 * and the delivery day the withdrawal period starts from.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Legal;

use CosmeticsStorefront\Legal\Admin\OrderDeliveryDate;
use CosmeticsStorefront\Legal\Emails\WithdrawalCustomerEmail;
use CosmeticsStorefront\Legal\Emails\WithdrawalStaffEmail;
use CosmeticsStorefront\Legal\Rest\LegalPageRoute;
use CosmeticsStorefront\Legal\Rest\WithdrawalRoute;
use CosmeticsStorefront\Platform\Feature;

defined( 'ABSPATH' ) || exit;

final class LegalFeature extends Feature {
	public const HOOKS = array(
		LegalPages::class,
		Withdrawals::class,
	);

	public const ADMIN_HOOKS = array(
		OrderDeliveryDate::class,
	);

	public const ROUTES = array(
		'GET /cosmetics/v1/pages/(?P<slug>[a-z0-9-]+)'      => LegalPageRoute::class,
		'GET /cosmetics/v1/withdrawal/(?P<order_id>[^/]+)'  => array( WithdrawalRoute::class, \WP_REST_Server::READABLE ),
		'POST /cosmetics/v1/withdrawal/(?P<order_id>[^/]+)' => array( WithdrawalRoute::class, \WP_REST_Server::CREATABLE ),
	);

	/** Store API behaviours: none (StoreApiList). */
	public const STORE_API = array();

	public const EMAILS = array(
		'cosmetics_withdrawal_customer' => WithdrawalCustomerEmail::class,
		'cosmetics_withdrawal_staff'    => WithdrawalStaffEmail::class,
	);
}
