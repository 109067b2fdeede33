<?php
/**
 * Fixtures of the benchmarks and E2E tests on the local dev shop (never a real shop), each answering
 * one line of JSON (scripts/lib/shop-fixtures.mjs calls it):
 *   product <name> <stock|unlimited> [price] [professional price]
 *                                      → {"id":…} a hidden product (created or reset, its orders removed;
 *                                        price default 50.00, no professional price unless given)
 *   report <product id>                → {"stock":…, "orders":…}
 *   sales <product id>                 → {"stock":…, "orders":…, "units":…} counted in SQL (fast with
 *                                        thousands of orders, for the load benchmark): real orders
 *                                        (not checkout drafts, not trashed) with the product, units in them
 *   user <role> <email> [professional] → {"id":…, "email":…, "password":…, "token":…} a verified account
 *                                        with a remember-me storefront token (created or reset);
 *                                        "professional": an approved professional customer
 *   user-state <id>                    → {"email":…, "pass":…(hash), "roles":[…], "token_version":…}
 *   administrators                     → {"count":…}
 *   revoke <user id>                   → {"revoked":true} (as a logout elsewhere would)
 *   option <name>                      → {"value":…} a site option (read only)
 *   blog-public <0|1>                  → {"before":…} search engines allowed (1) or asked not to index (0);
 *                                        "before" is the value it had (Lighthouse runs on a public site)
 *   expire-reset-link <email>          → {"expired":true} the user's pending password-reset (set-password)
 *                                        link backdated by two days, so it has expired
 *   coupon <code> <usage limit>        → {"id":…} a 10 % coupon with that limit, never used (created or reset)
 *   coupon-rule <code> <type> <amount> → {"id":…} a coupon of that discount type and amount, no limits
 *                                        (created or reset; easypack_inpost_discount included)
 *   coupon-orders <code>               → {"orders":…} real orders that carry the coupon
 *   comments-by <user id>              → {"comments":…} comments and reviews the user wrote
 *   order-attribution <order id>       → {"attribution":{…}} WooCommerce's order attribution meta of the
 *                                        order (_wc_order_attribution_* without the prefix)
 *   variable <name> <variations>       → {"id":…, "variations":[…ids]} a variable product in the catalogue
 *                                        (created or reset), one variation per comma-separated
 *                                        "regular:sale:price 20 days ago[:stock]" (sale may be empty), with
 *                                        backdated price history: that price from 20 days ago, the
 *                                        current prices from 5 days ago
 *   option-raw <name>                  → {"raw":…, "value":…} a cosmetics_storefront_* option's stored bytes
 *                                        (serialized; null when absent) and its value
 *   option-set <name> <json>           → the same, after setting it to that value (update_option, no
 *                                        sanitising: the settings page's rules are not registered here)
 *   option-put-raw <name> <raw|"">     → the same, the stored bytes put back exactly ("" deletes it)
 *   listed <name> <price> <stock|unlimited> [category slug]
 *                                      → {"id":…} a product in the catalogue (listed first in /sklep as
 *                                        the newest; created or reset: that regular price, no sale or
 *                                        professional price, that stock; put in that existing category)
 *   delete-product <id>                → {"deleted":true|false} the product deleted for good
 *   price-history <product id>         → {"rows":[{"tier":…, "price":…}…]} the product's Omnibus price history
 *   nonce-life <seconds|0>             → {"nonce_life":…} the dev shop's nonce lifetime from now on (0: WordPress's
 *                                        own); another lifetime makes every nonce made before invalid, as
 *                                        a page cached 25 hours ago holds (scripts/site/mu-plugins)
 *   order-state <order id>             → {"status":…, "total":…, "transaction":…, "transactions":[…], "paid":…,
 *                                        "stock_reduced":…, "refunded":…, "notes":[…]} an order as staff see it
 *   backdate-order <order id> <minutes>→ {"order":…} the order placed and last changed that long ago
 *   cancel-unpaid                      → {"cancelled":[…], "next":…} WooCommerce's own unpaid-order job run now
 *                                        (what the site's cron runner runs when it is due; "next": when
 *                                        Action Scheduler has it next, GMT)
 *   overdue-transfers                  → {"cancelled":[…]} the plugin's overdue bank transfer job run now
 *   refund <order id> <amount> <reason>→ {"refund":…, "error":…} a refund through the order's gateway, as
 *                                        staff make it in the order's wp-admin screen (wc_create_refund)
 *   search-products                    → {"products":{"<sku>":{"id":…, "slug":…}…}} the products of
 *                                        tests/search-cases.json (created or reset by SKU; SZUK-…), indexed
 *   search-products-remove             → {"removed":…} those products deleted for good, and the brands and
 *                                        categories made for them
 *   cleanup [name prefix]              → {"removed":…} products named "<prefix>…" (default "Bench: ")
 *                                        and their orders, users and coupons the fixtures made
 * Environment: COSMETICS_WP_DIR (the site's WordPress), COSMETICS_SITE_HOST.
 *
 * @package CosmeticsStorefront
 */

require __DIR__ . '/lib/bootstrap.php';
require __DIR__ . '/lib/search-cases.php';

/** Marks what the fixtures made (users, coupons), for cleanup. */
const CS_FIXTURE_META = '_cosmetics_fixture';

$cs_action = $argv[1] ?? '';
if ( 'product' === $cs_action ) {
	$name  = (string) ( $argv[2] ?? 'Bench' );
	$stock = (string) ( $argv[3] ?? 'unlimited' );
	$found = get_posts(
		array(
			'post_type'   => 'product',
			'title'       => $name,
			'post_status' => 'any',
			'numberposts' => 1,
			'fields'      => 'ids',
		)
	);
	$product = $found ? wc_get_product( $found[0] ) : new WC_Product_Simple();
	$product->set_name( $name );
	$product->set_status( 'publish' );
	$product->set_catalog_visibility( 'hidden' );
	$product->set_regular_price( wc_format_decimal( (string) ( $argv[4] ?? '50.00' ), 2 ) );
	$product->set_sale_price( '' );
	$product->update_meta_data( \CosmeticsStorefront\Pricing\ProductPrices::PRO_META, isset( $argv[5] ) ? wc_format_decimal( (string) $argv[5], 2 ) : '' );
	if ( 'unlimited' === $stock ) {
		$product->set_manage_stock( false );
		$product->set_stock_status( 'instock' );
	} else {
		$product->set_manage_stock( true );
		$product->set_stock_quantity( (int) $stock );
		$product->set_backorders( 'no' );
	}
	$product->save();
	// Orders of an earlier run do not count: trash them.
	foreach ( cs_bench_orders( $product->get_id() ) as $order ) {
		$order->delete( true );
	}
	echo wp_json_encode( array( 'id' => $product->get_id() ) ), "\n";
} elseif ( 'variable' === $cs_action ) {
	$name = (string) ( $argv[2] ?? '' );
	$rows = array_map( static fn( string $row ): array => explode( ':', $row ), array_filter( explode( ',', (string) ( $argv[3] ?? '' ) ) ) );
	if ( '' === $name || ! $rows ) {
		cs_fail( 'variable <name> <regular:sale:price 20 days ago[:stock],…>' );
	}
	$found = get_posts( array( 'post_type' => 'product', 'title' => $name, 'post_status' => 'any', 'numberposts' => 1, 'fields' => 'ids' ) );
	if ( $found ) {
		wc_get_product( $found[0] )->delete( true ); // A fresh product: no variation or history of an earlier run.
	}
	$options   = array_map( static fn( int $i ): string => ( 30 + 20 * $i ) . ' ml', array_keys( $rows ) );
	$attribute = new WC_Product_Attribute();
	$attribute->set_name( 'Pojemność' );
	$attribute->set_options( $options );
	$attribute->set_visible( true );
	$attribute->set_variation( true );
	$product = new WC_Product_Variable();
	$product->set_name( $name );
	$product->set_status( 'publish' );
	$product->set_attributes( array( $attribute ) );
	$product->save();
	$ids = array();
	global $wpdb;
	foreach ( $rows as $i => $row ) {
		list( $regular, $sale, $before ) = array_pad( $row, 3, '' );
		$stock     = $row[3] ?? '';
		$variation = new WC_Product_Variation();
		$variation->set_parent_id( $product->get_id() );
		$variation->set_attributes( array( 'pojemnosc' => $options[ $i ] ) );
		$variation->set_status( 'publish' );
		$variation->set_regular_price( $regular );
		$variation->set_sale_price( $sale );
		if ( '' !== $stock ) {
			$variation->set_manage_stock( true );
			$variation->set_stock_quantity( (int) $stock );
		}
		$variation->save();
		$id = $variation->get_id();
		CosmeticsStorefront\Pricing\PriceHistory::forget( $id );
		foreach ( CosmeticsStorefront\Domain\PriceTier::all() as $tier ) {
			$states = array(
				array( 20, (float) $before, null ),
				array( 5, (float) $regular, '' === $sale ? null : (float) $sale ),
			);
			foreach ( $states as list( $days_ago, $regular_then, $sale_then ) ) {
				$wpdb->insert(
					CosmeticsStorefront\Pricing\PriceHistory::table(),
					array(
						'product_id'      => $id,
						'tier'            => $tier,
						'recorded_at'     => gmdate( 'Y-m-d H:i:s', time() - $days_ago * DAY_IN_SECONDS ),
						'regular_price'   => $regular_then,
						'sale_price'      => $sale_then,
						'effective_price' => null !== $sale_then && $sale_then < $regular_then ? $sale_then : $regular_then,
					)
				);
			}
		}
		$ids[] = $id;
	}
	WC_Product_Variable::sync( $product->get_id() );
	wc_delete_product_transients( $product->get_id() );
	echo wp_json_encode( array( 'id' => $product->get_id(), 'variations' => $ids ) ), "\n";
} elseif ( 'report' === $cs_action ) {
	$product = wc_get_product( (int) ( $argv[2] ?? 0 ) );
	echo wp_json_encode(
		array(
			'stock'  => $product ? $product->get_stock_quantity() : null,
			'orders' => count( $product ? cs_bench_orders( $product->get_id() ) : array() ),
		)
	), "\n";
} elseif ( 'sales' === $cs_action ) {
	global $wpdb;
	$id      = (int) ( $argv[2] ?? 0 );
	$product = wc_get_product( $id );
	$orders  = \Automattic\WooCommerce\Utilities\OrderUtil::custom_orders_table_usage_is_enabled()
		? $wpdb->prefix . 'wc_orders o ON o.id = i.order_id AND o.type = \'shop_order\' AND o.status NOT IN (\'wc-checkout-draft\', \'trash\')'
		: $wpdb->posts . ' o ON o.ID = i.order_id AND o.post_type = \'shop_order\' AND o.post_status NOT IN (\'wc-checkout-draft\', \'trash\', \'auto-draft\')';
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names only.
	$row = $wpdb->get_row(
		$wpdb->prepare(
			"SELECT COUNT(DISTINCT i.order_id) AS orders, COALESCE(SUM(q.meta_value), 0) AS units FROM {$wpdb->prefix}woocommerce_order_items i
			JOIN {$orders}
			JOIN {$wpdb->prefix}woocommerce_order_itemmeta p ON p.order_item_id = i.order_item_id AND p.meta_key = '_product_id' AND p.meta_value = %d
			JOIN {$wpdb->prefix}woocommerce_order_itemmeta q ON q.order_item_id = i.order_item_id AND q.meta_key = '_qty'
			WHERE i.order_item_type = 'line_item'",
			$id
		),
		ARRAY_A
	);
	echo wp_json_encode(
		array(
			'stock'  => $product ? $product->get_stock_quantity() : null,
			'orders' => (int) ( $row['orders'] ?? 0 ),
			'units'  => (int) ( $row['units'] ?? 0 ),
		)
	), "\n";
} elseif ( 'option-raw' === $cs_action || 'option-set' === $cs_action || 'option-put-raw' === $cs_action ) {
	global $wpdb;
	$name = (string) ( $argv[2] ?? '' );
	if ( ! str_starts_with( $name, 'cosmetics_storefront_' ) ) {
		cs_fail( $cs_action . ' <cosmetics_storefront_… option> …' );
	}
	if ( 'option-set' === $cs_action ) {
		$value = json_decode( (string) ( $argv[3] ?? '' ), true );
		if ( null === $value ) {
			cs_fail( 'option-set <name> <json>' );
		}
		update_option( $name, $value );
	} elseif ( 'option-put-raw' === $cs_action ) {
		$raw = (string) ( $argv[3] ?? '' );
		if ( '' === $raw ) {
			delete_option( $name );
		} elseif ( null === $wpdb->get_var( $wpdb->prepare( "SELECT option_id FROM {$wpdb->options} WHERE option_name = %s", $name ) ) ) {
			$wpdb->insert( $wpdb->options, array( 'option_name' => $name, 'option_value' => $raw, 'autoload' => 'on' ) );
		} else {
			$wpdb->update( $wpdb->options, array( 'option_value' => $raw ), array( 'option_name' => $name ) );
		}
		wp_cache_delete( $name, 'options' );
		wp_cache_delete( 'alloptions', 'options' );
	}
	wp_cache_delete( $name, 'options' );
	echo wp_json_encode(
		array(
			'raw'   => $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) ),
			'value' => get_option( $name, null ),
		)
	), "\n";
} elseif ( 'user' === $cs_action ) {
	$role  = (string) ( $argv[2] ?? 'customer' );
	$email = sanitize_email( (string) ( $argv[3] ?? '' ) );
	if ( ! is_email( $email ) || ! get_role( $role ) ) {
		cs_fail( 'user <role> <email>' );
	}
	$password = 'Fixture!' . wp_generate_password( 12, false );
	$user_id  = email_exists( $email );
	if ( ! $user_id ) {
		$user_id = wp_insert_user(
			array(
				'user_login' => $email,
				'user_email' => $email,
				'user_pass'  => $password,
				'role'       => $role,
				'first_name' => 'Test',
				'last_name'  => 'Fixture',
			)
		);
		if ( is_wp_error( $user_id ) ) {
			cs_fail( $user_id->get_error_message() );
		}
	}
	wp_set_password( $password, $user_id );
	( new WP_User( $user_id ) )->set_role( $role );
	update_user_meta( $user_id, CS_FIXTURE_META, '1' );
	CosmeticsStorefront\Accounts\Customer::set_verified( $user_id, true );
	if ( 'professional' === ( $argv[4] ?? '' ) ) {
		update_user_meta( $user_id, 'cosmetics_client_type', 'professional' );
		update_user_meta( $user_id, 'cosmetics_professional_approved', '1' );
	}
	echo wp_json_encode(
		array(
			'id'       => $user_id,
			'email'    => $email,
			'password' => $password,
			'token'    => CosmeticsStorefront\Accounts\Auth\Jwt::issue( $user_id, true ),
		)
	), "\n";
} elseif ( 'user-state' === $cs_action ) {
	clean_user_cache( (int) ( $argv[2] ?? 0 ) );
	$user = get_userdata( (int) ( $argv[2] ?? 0 ) );
	echo wp_json_encode(
		$user ? array(
			'email'         => $user->user_email,
			'pass'          => $user->user_pass,
			'roles'         => array_values( $user->roles ),
			'token_version' => CosmeticsStorefront\Accounts\Auth\Jwt::version( $user->ID ),
		) : null
	), "\n";
} elseif ( 'administrators' === $cs_action ) {
	echo wp_json_encode( array( 'count' => count( get_users( array( 'role' => 'administrator', 'fields' => 'ID' ) ) ) ) ), "\n";
} elseif ( 'revoke' === $cs_action ) {
	CosmeticsStorefront\Accounts\Auth\Jwt::revoke( (int) ( $argv[2] ?? 0 ) );
	echo wp_json_encode( array( 'revoked' => true ) ), "\n";
} elseif ( 'option' === $cs_action ) {
	echo wp_json_encode( array( 'value' => get_option( (string) ( $argv[2] ?? '' ) ) ) ), "\n";
} elseif ( 'blog-public' === $cs_action ) {
	$before = (string) get_option( 'blog_public' );
	update_option( 'blog_public', '1' === ( $argv[2] ?? '' ) ? '1' : '0' );
	echo wp_json_encode( array( 'before' => $before ) ), "\n";
} elseif ( 'expire-reset-link' === $cs_action ) {
	$user = get_user_by( 'email', (string) ( $argv[2] ?? '' ) );
	$key  = $user ? (string) $user->user_activation_key : '';
	if ( ! preg_match( '/^\d+:/', $key ) ) {
		cs_fail( 'expire-reset-link <email>: no pending link' );
	}
	$wpdb->update( $wpdb->users, array( 'user_activation_key' => preg_replace( '/^\d+:/', ( time() - 2 * DAY_IN_SECONDS ) . ':', $key ) ), array( 'ID' => $user->ID ) );
	clean_user_cache( $user->ID );
	echo wp_json_encode( array( 'expired' => true ) ), "\n";
} elseif ( 'coupon' === $cs_action ) {
	$code   = wc_format_coupon_code( (string) ( $argv[2] ?? '' ) );
	$coupon = new WC_Coupon( $code );
	if ( '' === $code ) {
		cs_fail( 'coupon <code> <usage limit>' );
	}
	$coupon->set_code( $code );
	$coupon->set_discount_type( 'percent' );
	$coupon->set_amount( 10 );
	$coupon->set_usage_limit( (int) ( $argv[3] ?? 1 ) );
	$coupon->set_usage_count( 0 );
	$coupon->set_used_by( array() );
	$coupon->save();
	update_post_meta( $coupon->get_id(), CS_FIXTURE_META, '1' );
	global $wpdb;
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key LIKE %s", $coupon->get_id(), '_coupon_held_%' ) );
	wp_cache_flush();
	echo wp_json_encode( array( 'id' => $coupon->get_id() ) ), "\n";
} elseif ( 'coupon-rule' === $cs_action ) {
	$code = wc_format_coupon_code( (string) ( $argv[2] ?? '' ) );
	$type = (string) ( $argv[3] ?? '' );
	if ( '' === $code || ! array_key_exists( $type, wc_get_coupon_types() ) || ! is_numeric( $argv[4] ?? '' ) ) {
		cs_fail( 'coupon-rule <code> <type> <amount>' );
	}
	$coupon = new WC_Coupon( $code );
	$coupon->set_code( $code );
	$coupon->set_discount_type( $type );
	$coupon->set_amount( (string) $argv[4] );
	$coupon->set_usage_limit( 0 );
	$coupon->set_usage_count( 0 );
	$coupon->set_minimum_amount( '' );
	$coupon->set_maximum_amount( '' );
	$coupon->set_date_expires( null );
	$coupon->set_status( 'publish' );
	$coupon->save();
	update_post_meta( $coupon->get_id(), CS_FIXTURE_META, '1' );
	wp_cache_flush();
	echo wp_json_encode( array( 'id' => $coupon->get_id() ) ), "\n";
} elseif ( 'coupon-orders' === $cs_action ) {
	$code = wc_format_coupon_code( (string) ( $argv[2] ?? '' ) );
	$with = array_filter( cs_fixture_orders(), static fn( $order ) => in_array( $code, $order->get_coupon_codes(), true ) );
	echo wp_json_encode( array( 'orders' => count( $with ) ) ), "\n";
} elseif ( 'order-attribution' === $cs_action ) {
	// WooCommerce's order attribution meta of an order (_wc_order_attribution_*), unprefixed.
	$order = wc_get_order( (int) ( $argv[2] ?? 0 ) );
	$found = array();
	foreach ( $order ? $order->get_meta_data() : array() as $meta ) {
		if ( str_starts_with( (string) $meta->key, '_wc_order_attribution_' ) ) {
			$found[ substr( (string) $meta->key, strlen( '_wc_order_attribution_' ) ) ] = $meta->value;
		}
	}
	echo wp_json_encode( array( 'attribution' => (object) $found ) ), "\n";
} elseif ( 'comments-by' === $cs_action ) {
	echo wp_json_encode( array( 'comments' => (int) get_comments( array( 'user_id' => (int) ( $argv[2] ?? 0 ), 'count' => true, 'status' => 'all' ) ) ) ), "\n";
} elseif ( 'listed' === $cs_action ) {
	$name  = (string) ( $argv[2] ?? 'Bench: listed' );
	$stock = (string) ( $argv[4] ?? 'unlimited' );
	$found = get_posts( array( 'post_type' => 'product', 'title' => $name, 'post_status' => 'any', 'numberposts' => 1, 'fields' => 'ids' ) );
	$product = $found ? wc_get_product( $found[0] ) : new WC_Product_Simple();
	$product->set_name( $name );
	$product->set_status( 'publish' );
	$product->set_catalog_visibility( 'visible' );
	$product->set_regular_price( wc_format_decimal( (string) ( $argv[3] ?? '50.00' ), 2 ) );
	$product->set_sale_price( '' );
	$product->update_meta_data( \CosmeticsStorefront\Pricing\ProductPrices::PRO_META, '' );
	$product->set_manage_stock( 'unlimited' !== $stock );
	if ( 'unlimited' === $stock ) {
		$product->set_stock_status( 'instock' );
	} else {
		$product->set_stock_quantity( (int) $stock );
		$product->set_backorders( 'no' );
	}
	$category = isset( $argv[5] ) ? get_term_by( 'slug', (string) $argv[5], 'product_cat' ) : null;
	if ( isset( $argv[5] ) && ! $category instanceof WP_Term ) {
		fwrite( STDERR, "No category {$argv[5]}\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite, WordPress.Security.EscapeOutput.OutputNotEscaped -- a CLI script.
		exit( 1 );
	}
	if ( $category instanceof WP_Term ) {
		$product->set_category_ids( array( $category->term_id ) );
	}
	$product->save();
	echo wp_json_encode( array( 'id' => $product->get_id() ) ), "\n";
} elseif ( 'delete-product' === $cs_action ) {
	$product = wc_get_product( (int) ( $argv[2] ?? 0 ) );
	echo wp_json_encode( array( 'deleted' => $product ? (bool) $product->delete( true ) : false ) ), "\n";
} elseif ( 'price-history' === $cs_action ) {
	global $wpdb;
	$table = \CosmeticsStorefront\Pricing\PriceHistory::table();
	$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT tier, effective_price AS price FROM {$table} WHERE product_id = %d ORDER BY id", (int) ( $argv[2] ?? 0 ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the plugin's table name.
	echo wp_json_encode( array( 'rows' => $rows ) ), "\n";
} elseif ( 'nonce-life' === $cs_action ) {
	$life = max( 0, (int) ( $argv[2] ?? 0 ) );
	if ( $life ) {
		update_option( 'cosmetics_dev_nonce_life', $life );
	} else {
		delete_option( 'cosmetics_dev_nonce_life' );
	}
	echo wp_json_encode( array( 'nonce_life' => $life ) ), "\n";
} elseif ( 'order-state' === $cs_action ) {
	$order = wc_get_order( (int) ( $argv[2] ?? 0 ) );
	if ( ! $order instanceof WC_Order ) {
		cs_fail( 'order-state <order id>: no such order' );
	}
	echo wp_json_encode(
		array(
			'status'        => $order->get_status(),
			'total'         => $order->get_total(),
			'method'        => $order->get_payment_method(),
			'transaction'   => $order->get_transaction_id(),
			'transactions'  => \CosmeticsStorefront\Payments\PaymentTransactions::of( $order ),
			'paid'          => null !== $order->get_date_paid(),
			'stock_reduced' => (bool) $order->get_order_stock_reduced(),
			'refunded'      => $order->get_total_refunded(),
			'notes'         => array_map( static fn( $note ) => $note->content, wc_get_order_notes( array( 'order_id' => $order->get_id() ) ) ),
		)
	), "\n";
} elseif ( 'backdate-order' === $cs_action ) {
	$order = wc_get_order( (int) ( $argv[2] ?? 0 ) );
	if ( ! $order instanceof WC_Order ) {
		cs_fail( 'backdate-order <order id> <minutes>: no such order' );
	}
	$when = time() - 60 * (int) ( $argv[3] ?? 0 );
	$order->set_date_created( $when );
	$order->save();
	// WooCommerce stamps the change date on every save: set it in the tables themselves (HPOS and its
	// posts copy, whichever the shop keeps).
	global $wpdb;
	$stamp = gmdate( 'Y-m-d H:i:s', $when );
	$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->posts} SET post_modified_gmt = %s, post_modified = %s WHERE ID = %d", $stamp, $stamp, $order->get_id() ) ); // phpcs:ignore WordPress.DB
	if ( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->prefix . 'wc_orders' ) ) ) {
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->prefix}wc_orders SET date_updated_gmt = %s WHERE id = %d", $stamp, $order->get_id() ) ); // phpcs:ignore WordPress.DB
	}
	// Its stock reservation ends when it would have.
	$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->prefix}wc_reserved_stock SET timestamp = %s, expires = %s WHERE order_id = %d", gmdate( 'Y-m-d H:i:s', $when ), gmdate( 'Y-m-d H:i:s', $when + 60 * (int) get_option( 'woocommerce_hold_stock_minutes', 60 ) ), $order->get_id() ) ); // phpcs:ignore WordPress.DB
	wp_cache_flush();
	echo wp_json_encode( array( 'order' => $order->get_id() ) ), "\n";
} elseif ( 'cancel-unpaid' === $cs_action ) {
	$before = wc_get_orders( array( 'status' => array( 'wc-pending' ), 'limit' => -1, 'return' => 'ids' ) );
	do_action( 'woocommerce_cancel_unpaid_orders' );
	$after = wc_get_orders( array( 'status' => array( 'wc-pending' ), 'limit' => -1, 'return' => 'ids' ) );
	$next  = function_exists( 'as_next_scheduled_action' ) ? as_next_scheduled_action( 'woocommerce_cancel_unpaid_orders' ) : false;
	echo wp_json_encode(
		array(
			'cancelled' => array_values( array_diff( $before, $after ) ),
			'next'      => is_int( $next ) ? gmdate( 'c', $next ) : $next,
		)
	), "\n";
} elseif ( 'overdue-transfers' === $cs_action ) {
	echo wp_json_encode( array( 'cancelled' => \CosmeticsStorefront\Payments\OverdueTransfers::run() ) ), "\n";
} elseif ( 'refund' === $cs_action ) {
	$refund = wc_create_refund(
		array(
			'order_id'       => (int) ( $argv[2] ?? 0 ),
			'amount'         => wc_format_decimal( (string) ( $argv[3] ?? '0' ), 2 ),
			'reason'         => (string) ( $argv[4] ?? '' ),
			'refund_payment' => true,
		)
	);
	echo wp_json_encode( is_wp_error( $refund ) ? array( 'error' => $refund->get_error_message() ) : array( 'refund' => $refund->get_id() ) ), "\n";
} elseif ( 'search-products' === $cs_action ) {
	$made = array();
	foreach ( cs_search_cases()['products'] as $data ) {
		$id                  = cs_search_case_product( $data );
		$made[ $data['sku'] ] = array( 'id' => $id, 'slug' => get_post_field( 'post_name', $id ) );
	}
	\CosmeticsStorefront\Search\SearchSync::flush(); // Indexed before the answer, not at shutdown.
	echo wp_json_encode( array( 'products' => $made ) ), "\n";
} elseif ( 'search-products-remove' === $cs_action ) {
	echo wp_json_encode( array( 'removed' => cs_search_case_products_remove() ) ), "\n";
} elseif ( 'cleanup' === $cs_action ) {
	// What the fixtures made leaves the demo shop as it was.
	$prefix = (string) ( $argv[2] ?? 'Bench: ' );
	$ids    = get_posts(
		array(
			'post_type'   => 'product',
			'post_status' => 'any',
			'numberposts' => -1,
			'fields'      => 'ids',
			's'           => rtrim( $prefix, ' ' ),
		)
	);
	$removed = 0;
	foreach ( $ids as $id ) {
		$product = wc_get_product( $id );
		if ( ! $product || ! str_starts_with( $product->get_name(), $prefix ) ) {
			continue;
		}
		foreach ( cs_bench_orders( $product->get_id() ) as $order ) {
			$order->delete( true );
		}
		$product->delete( true );
		++$removed;
	}
	require_once ABSPATH . 'wp-admin/includes/user.php';
	foreach ( get_users( array( 'meta_key' => CS_FIXTURE_META, 'fields' => 'ID' ) ) as $user_id ) { // phpcs:ignore WordPress.DB.SlowDBQuery
		wp_delete_user( (int) $user_id );
	}
	foreach ( get_posts( array( 'post_type' => 'shop_coupon', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids', 'meta_key' => CS_FIXTURE_META ) ) as $coupon_id ) { // phpcs:ignore WordPress.DB.SlowDBQuery
		wp_delete_post( $coupon_id, true );
	}
	echo wp_json_encode( array( 'removed' => $removed ) ), "\n";
} else {
	fwrite( STDERR, "usage: see the comment at the top of scripts/site/shop-fixtures.php\n" );
	exit( 2 );
}

/** @return WC_Order[] real orders (not checkout drafts), newest first. */
function cs_fixture_orders(): array {
	return wc_get_orders(
		array(
			'limit'  => -1,
			'status' => array_diff( array_keys( wc_get_order_statuses() ), array( 'wc-checkout-draft' ) ),
		)
	);
}

/** @return WC_Order[] real orders with the product. */
function cs_bench_orders( int $product_id ): array {
	$orders = cs_fixture_orders();
	return array_values(
		array_filter(
			$orders,
			static function ( $order ) use ( $product_id ) {
				foreach ( $order->get_items() as $item ) {
					if ( $item instanceof WC_Order_Item_Product && $item->get_product_id() === $product_id ) {
						return true;
					}
				}
				return false;
			}
		)
	);
}
