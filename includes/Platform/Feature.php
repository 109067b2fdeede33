<?php
/**
 * A feature's entry class: what the feature plugs into WordPress and WooCommerce, as data. Each feature
 * folder has one (Pricing\PricingFeature, …) and Plugin::FEATURES lists them; nothing else is booted.
 *
 *   HOOKS        the classes whose hooks() it installs, in this order;
 *   ADMIN_HOOKS  those it installs only in wp-admin (after every feature's HOOKS, as they always were);
 *   ROUTES       its REST routes: "METHODS /namespace/path" => the class answering it, or [the class, its
 *                constructor's argument] (Platform\Routes registers every feature's);
 *   STORE_API    its Store API behaviours (Platform\StoreApi\StoreApiBehaviour classes); which Store
 *                API routes run them, in which order, is the one list StoreApiList at the plugin's root;
 *   EMAILS       its e-mails: id (= template name with dashes) => WooCommerce e-mail class (Platform\Emails
 *                registers every feature's).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Platform;

defined( 'ABSPATH' ) || exit;

abstract class Feature {

	/** @var list<class-string> */
	public const HOOKS = array();

	/** @var list<class-string> */
	public const ADMIN_HOOKS = array();

	/** @var array<string,class-string|array{0:class-string,1:mixed}> */
	public const ROUTES = array();

	/** @var list<class-string> */
	public const STORE_API = array();

	/** @var array<string,class-string> */
	public const EMAILS = array();

	public static function hooks(): void {
		foreach ( static::HOOKS as $class ) {
			$class::hooks();
		}
	}

	public static function admin_hooks(): void {
		foreach ( static::ADMIN_HOOKS as $class ) {
			$class::hooks();
		}
	}
}
