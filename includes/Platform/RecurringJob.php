<?php
/**
 * A job of the plugin that runs by itself at an interval (the price history's pruning, overdue bank
 * transfers): an Action Scheduler recurring action in the plugin's group (WP-Cron when Action Scheduler
 * is missing), run by whatever runs the site's cron. Kept scheduled from admin and cron requests only,
 * never a shopper's; removed on deactivation and uninstall.
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Platform;

defined( 'ABSPATH' ) || exit;

final class RecurringJob {

	public const GROUP = 'cosmetics-storefront';

	/**
	 * @param string                 $hook     the action the job runs
	 * @param int                    $interval seconds between runs (DAY_IN_SECONDS or HOUR_IN_SECONDS)
	 * @param int                    $first    when it runs first (a timestamp)
	 * @param array<int,mixed>       $args     the action's arguments
	 */
	public function __construct(
		private string $hook,
		private int $interval,
		private int $first,
		private array $args = array()
	) {}

	/** Keeps the job scheduled: on admin and cron requests (init). */
	public function maybe_schedule(): void {
		if ( ! is_admin() && ! wp_doing_cron() ) {
			return;
		}
		if ( function_exists( 'as_has_scheduled_action' ) ) {
			if ( ! as_has_scheduled_action( $this->hook, $this->args, self::GROUP ) ) {
				as_schedule_recurring_action( $this->first, $this->interval, $this->hook, $this->args, self::GROUP );
			}
			return;
		}
		if ( ! wp_next_scheduled( $this->hook, $this->args ) ) {
			wp_schedule_event( $this->first, DAY_IN_SECONDS === $this->interval ? 'daily' : 'hourly', $this->hook, $this->args );
		}
	}

	/** Removes every scheduled run (deactivation, uninstall). */
	public function unschedule(): void {
		if ( function_exists( 'as_unschedule_all_actions' ) ) {
			as_unschedule_all_actions( $this->hook );
		}
		wp_clear_scheduled_hook( $this->hook, $this->args );
	}
}
