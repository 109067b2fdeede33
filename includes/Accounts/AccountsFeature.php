<?php
/**
 * Accounts: login with JWT (tokens, bearer authentication, login limits), registration and e-mail
 * verification, passwords, profiles and addresses, the account's orders, professional enquiries with their
 * screen in wp-admin, and their e-mails.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Accounts;

use CosmeticsStorefront\Accounts\Admin\EnquiriesScreen;
use CosmeticsStorefront\Accounts\Admin\UserColumns;
use CosmeticsStorefront\Accounts\Auth\BearerAuthentication;
use CosmeticsStorefront\Accounts\Auth\GuestRestNonce;
use CosmeticsStorefront\Accounts\Auth\Jwt;
use CosmeticsStorefront\Accounts\Auth\WordPressLoginLimit;
use CosmeticsStorefront\Accounts\Emails\EnquiryRejectedEmail;
use CosmeticsStorefront\Accounts\Emails\NewEnquiryEmail;
use CosmeticsStorefront\Accounts\Emails\PasswordResetEmail;
use CosmeticsStorefront\Accounts\Emails\ProfessionalApprovedEmail;
use CosmeticsStorefront\Accounts\Emails\SetPasswordEmail;
use CosmeticsStorefront\Accounts\Emails\VerificationCodeEmail;
use CosmeticsStorefront\Accounts\Rest\AddCompanyRoute;
use CosmeticsStorefront\Accounts\Rest\ChangePasswordRoute;
use CosmeticsStorefront\Accounts\Rest\DeleteAccountRoute;
use CosmeticsStorefront\Accounts\Rest\EmailVerifiedByEmailRoute;
use CosmeticsStorefront\Accounts\Rest\EmailVerifiedRoute;
use CosmeticsStorefront\Accounts\Rest\LogoutRoute;
use CosmeticsStorefront\Accounts\Rest\OrdersRoute;
use CosmeticsStorefront\Accounts\Rest\ProfileRoute;
use CosmeticsStorefront\Accounts\Rest\ProfileUpdateRoute;
use CosmeticsStorefront\Accounts\Rest\RegisterRoute;
use CosmeticsStorefront\Accounts\Rest\ResendVerificationRoute;
use CosmeticsStorefront\Accounts\Rest\ResetPasswordRoute;
use CosmeticsStorefront\Accounts\Rest\SendResetPasswordRoute;
use CosmeticsStorefront\Accounts\Rest\SetEmailVerifiedRoute;
use CosmeticsStorefront\Accounts\Rest\TokenRefreshRoute;
use CosmeticsStorefront\Accounts\Rest\TokenRoute;
use CosmeticsStorefront\Accounts\Rest\TokenValidateRoute;
use CosmeticsStorefront\Accounts\Rest\VerifyEmailRoute;
use CosmeticsStorefront\Accounts\Rest\VerifyTokenRoute;
use CosmeticsStorefront\Platform\Feature;

defined( 'ABSPATH' ) || exit;

final class AccountsFeature extends Feature {
	public const HOOKS = array(
		Jwt::class,
		BearerAuthentication::class,
		GuestRestNonce::class,
		WordPressLoginLimit::class,
		Customer::class,
		VerificationCodes::class,
		Enquiries::class,
	);

	public const ADMIN_HOOKS = array(
		EnquiriesScreen::class,
		UserColumns::class,
	);

	public const ROUTES = array(
		'POST /jwt-auth/v1/token'                                   => TokenRoute::class,
		'POST /jwt-auth/v1/token/validate'                          => TokenValidateRoute::class,
		'POST /jwt-auth/v1/token/refresh'                           => TokenRefreshRoute::class,
		'POST /cosmetics/v1/logout'                                 => LogoutRoute::class,
		'POST /custom-auth/v1/register'                             => RegisterRoute::class,
		'GET /custom-auth/v1/email-verified/(?P<userId>[^/]+)'      => EmailVerifiedRoute::class,
		'POST /custom-auth/v1/email-verified-by-email'              => EmailVerifiedByEmailRoute::class,
		'POST /custom-auth/v1/set-email-verified/(?P<userId>[^/]+)' => SetEmailVerifiedRoute::class,
		'POST /cev/v1/resend-verification'                          => ResendVerificationRoute::class,
		'POST /cev/v1/verify-email'                                 => VerifyEmailRoute::class,
		'POST /alg-wc-ev/v1/verify'                                 => VerifyTokenRoute::class,
		'POST /custom/v1/send-reset-password'                       => SendResetPasswordRoute::class,
		'POST /custom/v1/reset-password'                            => ResetPasswordRoute::class,
		'POST /custom/v1/change-password'                           => ChangePasswordRoute::class,
		'POST /custom/v1/delete-account'                            => DeleteAccountRoute::class,
		'GET /custom-auth/v1/profile'                               => ProfileRoute::class,
		'POST, PUT, PATCH /custom-auth/v1/profile'                  => ProfileUpdateRoute::class,
		'GET /custom-auth/v1/orders'                                => OrdersRoute::class,
		'POST /myplugin/v1/add-company'                             => AddCompanyRoute::class,
	);

	/** Store API behaviours: none (StoreApiList). */
	public const STORE_API = array();

	public const EMAILS = array(
		'cosmetics_verification_code'     => VerificationCodeEmail::class,
		'cosmetics_password_reset'        => PasswordResetEmail::class,
		'cosmetics_set_password'          => SetPasswordEmail::class,
		'cosmetics_professional_approved' => ProfessionalApprovedEmail::class,
		'cosmetics_enquiry_rejected'      => EnquiryRejectedEmail::class,
		'cosmetics_new_enquiry'           => NewEnquiryEmail::class,
	);
}
