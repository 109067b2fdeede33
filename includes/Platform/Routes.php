<?php
/**
 * The registry of the plugin's REST routes: every route's methods and path, as WordPress registers
 * it, with the class answering it (one step from a path to its code). Each route is a small class
 * extending Route (path, args schema, permission_callback, response schema).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Platform;

use CosmeticsStorefront\Domain\PriceTier;
use CosmeticsStorefront\Plugin;
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
use CosmeticsStorefront\Catalogue\Rest\ProfessionalProductsRoute;
use CosmeticsStorefront\Invoices\Rest\NipLookupRoute;
use CosmeticsStorefront\Invoices\Rest\OrderDocumentRoute;
use CosmeticsStorefront\Legal\Rest\LegalPageRoute;
use CosmeticsStorefront\Legal\Rest\WithdrawalRoute;
use CosmeticsStorefront\Payments\Rest\OrderRoute;
use CosmeticsStorefront\Pricing\Rest\LowestPriceRoute;
use CosmeticsStorefront\Pricing\Rest\LowestPricesBatchRoute;
use CosmeticsStorefront\Search\Rest\SearchSuggestRoute;
use CosmeticsStorefront\Shipping\Rest\LockersRoute;
use CosmeticsStorefront\Storefront\Rest\StorefrontPageRoute;
use CosmeticsStorefront\Storefront\Rest\StorefrontSettingsRoute;

defined( 'ABSPATH' ) || exit;

final class Routes {

	/**
	 * "METHODS /namespace/path" => the class, or [the class, its constructor's argument].
	 * RoutesTest checks that every entry is what its class registers and every storefront route is here.
	 */
	public const REGISTRY = array(
		// Catalogue.
		'GET /custom/v1/lowest-price-individual/(?P<id>[^/]+)'   => array( LowestPriceRoute::class, PriceTier::INDIVIDUAL ),
		'GET /custom/v1/lowest-price-professional/(?P<id>[^/]+)' => array( LowestPriceRoute::class, PriceTier::PROFESSIONAL ),
		'POST /custom/v1/lowest-prices-batch'                    => LowestPricesBatchRoute::class,
		'GET /custom-api/v1/products-by-professional-price'      => ProfessionalProductsRoute::class,
		'GET /cosmetics/v1/search/suggest'                       => SearchSuggestRoute::class,
		// Cart and checkout.
		'GET /cosmetics/v1/lockers'                              => LockersRoute::class,
		'GET /cosmetics/v1/orders/(?P<id>[^/]+)'                 => OrderRoute::class,
		'GET /cosmetics/v1/orders/(?P<id>[^/]+)/documents/(?P<document>[^/]+)' => OrderDocumentRoute::class,
		'GET /cosmetics/v1/nip/(?P<nip>[^/]+)'                   => NipLookupRoute::class,
		// Shell: legal pages, withdrawal from the contract; staff: the block editor's storefront page.
		'GET /cosmetics/v1/pages/(?P<slug>[a-z0-9-]+)'           => LegalPageRoute::class,
		'POST /cosmetics/v1/storefront-page'                     => StorefrontPageRoute::class,
		'GET /cosmetics/v1/storefront-settings'                  => array( StorefrontSettingsRoute::class, \WP_REST_Server::READABLE ),
		'POST /cosmetics/v1/storefront-settings'                 => array( StorefrontSettingsRoute::class, \WP_REST_Server::CREATABLE ),
		'GET /cosmetics/v1/withdrawal/(?P<order_id>[^/]+)'       => array( WithdrawalRoute::class, \WP_REST_Server::READABLE ),
		'POST /cosmetics/v1/withdrawal/(?P<order_id>[^/]+)'      => array( WithdrawalRoute::class, \WP_REST_Server::CREATABLE ),
		// Accounts.
		'POST /jwt-auth/v1/token'                                => TokenRoute::class,
		'POST /jwt-auth/v1/token/validate'                       => TokenValidateRoute::class,
		'POST /jwt-auth/v1/token/refresh'                        => TokenRefreshRoute::class,
		'POST /cosmetics/v1/logout'                              => LogoutRoute::class,
		'POST /custom-auth/v1/register'                          => RegisterRoute::class,
		'GET /custom-auth/v1/email-verified/(?P<userId>[^/]+)'   => EmailVerifiedRoute::class,
		'POST /custom-auth/v1/email-verified-by-email'           => EmailVerifiedByEmailRoute::class,
		'POST /custom-auth/v1/set-email-verified/(?P<userId>[^/]+)' => SetEmailVerifiedRoute::class,
		'POST /cev/v1/resend-verification'                       => ResendVerificationRoute::class,
		'POST /cev/v1/verify-email'                              => VerifyEmailRoute::class,
		'POST /alg-wc-ev/v1/verify'                              => VerifyTokenRoute::class,
		'POST /custom/v1/send-reset-password'                    => SendResetPasswordRoute::class,
		'POST /custom/v1/reset-password'                         => ResetPasswordRoute::class,
		'POST /custom/v1/change-password'                        => ChangePasswordRoute::class,
		'POST /custom/v1/delete-account'                         => DeleteAccountRoute::class,
		'GET /custom-auth/v1/profile'                            => ProfileRoute::class,
		'POST, PUT, PATCH /custom-auth/v1/profile'               => ProfileUpdateRoute::class,
		'GET /custom-auth/v1/orders'                             => OrdersRoute::class,
		'POST /myplugin/v1/add-company'                          => AddCompanyRoute::class,
	);

	public static function hooks(): void {
		add_action( 'rest_api_init', array( self::class, 'register' ) );
	}

	/** @return array<string,Route> every route of the registry, by its key. */
	public static function instances(): array {
		$routes = array();
		foreach ( self::REGISTRY as $key => $entry ) {
			$routes[ $key ] = is_array( $entry ) ? new $entry[0]( $entry[1] ) : new $entry();
		}
		return $routes;
	}

	/** @return Route[] the routes to register now (those needing WooCommerce only while it is active). */
	public static function all(): array {
		$woocommerce = Plugin::woocommerce_active();
		return array_values( array_filter( self::instances(), static fn( Route $route ) => $woocommerce || ! $route->needs_woocommerce() ) );
	}

	public static function register(): void {
		foreach ( self::all() as $route ) {
			register_rest_route(
				$route->namespace(),
				$route->path(),
				array(
					array(
						'methods'             => $route->methods(),
						'callback'            => array( $route, 'respond' ),
						'permission_callback' => array( $route, 'check_permission' ),
						'args'                => InputLimits::bounded( $route->args() ),
					),
					'schema' => array( $route, 'schema' ),
				)
			);
		}
	}
}
