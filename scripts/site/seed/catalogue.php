<?php
/**
 * Demo catalogue: categories with fixed top-level ids, tags, products with pictures, variable products,
 * price history. Included by seed.php (WordPress + WooCommerce loaded).
 */

require_once __DIR__ . '/images.php';
require_once ABSPATH . 'wp-admin/includes/image.php';

/**
 * Insert a product category with an exact term_id by moving the terms table's AUTO_INCREMENT.
 * Idempotent: an existing category with that slug must already have that id.
 */
function cs_seed_category_with_id( int $id, string $name, string $slug, string $desc ): int {
	global $wpdb;
	$existing = get_term_by( 'slug', $slug, 'product_cat' );
	if ( $existing ) {
		if ( (int) $existing->term_id !== $id ) {
			cs_fail( "category '$slug' exists with id {$existing->term_id}, expected $id. Run `npm run site:reset`." );
		}
		return $id;
	}
	$max = (int) $wpdb->get_var( "SELECT MAX(term_id) FROM {$wpdb->terms}" );
	if ( $max >= $id ) {
		$taken = $wpdb->get_row( $wpdb->prepare( "SELECT t.name, tt.taxonomy FROM {$wpdb->terms} t LEFT JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id WHERE t.term_id = %d", $id ) );
		cs_fail(
			"cannot give category '$slug' the id $id: the terms table already reaches id $max" .
			( $taken ? " (id $id is '{$taken->name}' in {$taken->taxonomy})" : '' ) . '. Run `npm run site:reset`.'
		);
	}
	$wpdb->query( "ALTER TABLE {$wpdb->terms} AUTO_INCREMENT = " . (int) $id ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$result = wp_insert_term( $name, 'product_cat', array( 'slug' => $slug, 'description' => $desc ) );
	if ( is_wp_error( $result ) ) {
		cs_fail( "category '$slug': " . $result->get_error_message() );
	}
	if ( (int) $result['term_id'] !== $id ) {
		cs_fail( "category '$slug' got id {$result['term_id']} instead of $id." );
	}
	return $id;
}

/** @return array{ids: array<string,int>, palettes: array<string,array>, parents: array<string,int>, terms: array<string,array>} */
function cs_seed_categories( array $data ): array {
	$ids      = array();
	$palettes = array();
	$parents  = array();
	$terms    = array();

	// WooCommerce's default category, in Polish.
	$default = (int) get_option( 'default_product_cat' );
	if ( $default && ( $term = get_term( $default, 'product_cat' ) ) && 'Uncategorized' === $term->name ) {
		wp_update_term( $default, 'product_cat', array( 'name' => 'Bez kategorii', 'slug' => 'bez-kategorii' ) );
	}

	// Top-level first, so their ids are reserved before any child takes the next auto-increment value.
	foreach ( $data['categories'] as $order => $top ) {
		$ids[ $top['slug'] ] = cs_seed_category_with_id( $top['id'], $top['name'], $top['slug'], $top['desc'] );
		update_term_meta( $top['id'], 'order', $order );
	}
	foreach ( $data['categories'] as $top ) {
		foreach ( $top['children'] as $order => $child ) {
			list( $slug, $name, $desc, $palette ) = $child;
			$term = get_term_by( 'slug', $slug, 'product_cat' );
			if ( $term ) {
				$id = (int) $term->term_id;
			} else {
				$r = wp_insert_term( $name, 'product_cat', array( 'slug' => $slug, 'description' => $desc, 'parent' => $top['id'] ) );
				if ( is_wp_error( $r ) ) {
					cs_fail( "category '$slug': " . $r->get_error_message() );
				}
				$id = (int) $r['term_id'];
			}
			update_term_meta( $id, 'order', $order );
			$ids[ $slug ]      = $id;
			$palettes[ $slug ] = $palette;
			$parents[ $slug ]  = $top['id'];
			$terms[ $slug ]    = array( 'slug' => $slug, 'name' => $name );
		}
		$palettes[ $top['slug'] ] = $top['children'][0][3];
	}
	return compact( 'ids', 'palettes', 'parents', 'terms' );
}

function cs_seed_tags( array $tags ): array {
	$ids = array();
	foreach ( $tags as $slug => $name ) {
		$term = get_term_by( 'slug', $slug, 'product_tag' );
		if ( ! $term ) {
			$r = wp_insert_term( $name, 'product_tag', array( 'slug' => $slug ) );
			$ids[ $slug ] = is_wp_error( $r ) ? 0 : (int) $r['term_id'];
		} else {
			$ids[ $slug ] = (int) $term->term_id;
		}
	}
	return $ids;
}

/**
 * Pictures are drawn in parallel worker processes (seed/render.php) and then added to the media library.
 * cs_queue_pictures() books the files for one product; cs_attach_pictures() renders and attaches them all.
 */
function cs_queue_pictures( array &$queue, WC_Product $product, array $p, array $palette, array $category ): void {
	if ( $product->get_image_id() ) {
		return;
	}
	$uploads = wp_upload_dir();
	if ( ! empty( $uploads['error'] ) ) {
		cs_fail( 'uploads: ' . $uploads['error'] );
	}
	$name = $product->get_name();
	$slug = sanitize_title( remove_accents( $name ) );
	$jobs = array(
		// key => [variant, alt, file base, drawing data]
		'p' . $product->get_id() . '-main' => array( 'main', $name, $slug, $p ),
		'p' . $product->get_id() . '-box'  => array( 'box', $name . ' – opakowanie', $slug . '-opakowanie', $p ),
		// One texture close-up per category, shared by its products.
		'cat-' . $category['slug']         => array(
			'texture',
			$category['name'] . ' – konsystencja',
			'konsystencja-' . $category['slug'],
			array( 'name' => $category['name'], 'brand' => $category['name'], 'shape' => '', 'size' => '' ),
		),
	);
	foreach ( $jobs as $key => list( $variant, $alt, $base, $data ) ) {
		$queue['products'][ $product->get_id() ][ $variant ] = $key;
		if ( isset( $queue['jobs'][ $key ] ) ) {
			continue;
		}
		$filename              = wp_unique_filename( $uploads['path'], $base . '.jpg' );
		$queue['jobs'][ $key ] = array(
			'parent'  => $product->get_id(),
			'variant' => $variant,
			'alt'     => $alt,
			'file'    => $uploads['path'] . '/' . $filename,
			'url'     => $uploads['url'] . '/' . $filename,
			'p'       => $data,
			'palette' => $palette,
		);
	}
}

/** Render the queued pictures with one worker per CPU, then insert the attachments and set them. */
function cs_attach_pictures( array $queue ): int {
	if ( empty( $queue['jobs'] ) ) {
		return 0;
	}
	$jobs_by_key = $queue['jobs'];
	$t0      = microtime( true );
	$workers = max( 1, min( 4, (int) ( getenv( 'COSMETICS_SEED_WORKERS' ) ?: cs_cpu_count() ) ) );
	$jobs    = sys_get_temp_dir() . '/cosmetics-seed-jobs-' . md5( ABSPATH ) . '.json'; // overwritten by each run
	file_put_contents( $jobs, wp_json_encode( array_values( array_map( static fn( $j ) => array_intersect_key( $j, array_flip( array( 'file', 'p', 'palette', 'variant' ) ) ), $jobs_by_key ) ) ) );

	$procs = array();
	for ( $i = 0; $i < $workers; $i++ ) {
		$pipes = array();
		$proc  = proc_open(
			array( PHP_BINARY, '-d', 'memory_limit=512M', __DIR__ . '/render.php', $jobs, (string) $i, (string) $workers ),
			array( 1 => array( 'pipe', 'w' ), 2 => STDERR ),
			$pipes
		);
		if ( ! is_resource( $proc ) ) {
			cs_fail( 'could not start the image worker' );
		}
		$procs[] = array( $proc, $pipes[1] );
	}
	$meta = array();
	foreach ( $procs as list( $proc, $stdout ) ) {
		$json = stream_get_contents( $stdout );
		fclose( $stdout );
		$code = proc_close( $proc );
		$part = json_decode( $json, true );
		if ( 0 !== $code || ! is_array( $part ) ) {
			cs_fail( "image worker failed (exit $code): " . substr( (string) $json, 0, 500 ) );
		}
		$meta += $part;
	}
	unlink( $jobs );
	cs_say( sprintf( '  %-34s %5.1f s', count( $jobs_by_key ) . " pictures drawn ($workers workers)", microtime( true ) - $t0 ) );

	$attachment = array();
	foreach ( $jobs_by_key as $key => $job ) {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => $job['alt'],
				'post_content'   => '',
				'post_status'    => 'inherit',
				'guid'           => $job['url'],
			),
			$job['file'],
			$job['parent'],
			true
		);
		if ( is_wp_error( $id ) ) {
			cs_fail( 'attachment: ' . $id->get_error_message() );
		}
		wp_update_attachment_metadata( $id, $meta[ $job['file'] ] );
		update_post_meta( $id, '_wp_attachment_image_alt', $job['alt'] );
		$attachment[ $key ] = $id;
	}
	foreach ( $queue['products'] as $product_id => $keys ) {
		$images  = array_map( static fn( $key ) => $attachment[ $key ], $keys );
		$product = wc_get_product( $product_id );
		$product->set_image_id( $images['main'] );
		$product->set_gallery_image_ids( array( $images['box'], $images['texture'] ) );
		$product->save();
		if ( $product->is_type( 'variable' ) ) {
			foreach ( $product->get_children() as $child_id ) {
				$child = wc_get_product( $child_id );
				if ( $child && ! $child->get_image_id() ) {
					$child->set_image_id( $images['main'] );
					$child->save();
				}
			}
		}
	}
	return count( $jobs_by_key );
}

function cs_cpu_count(): int {
	$n = is_readable( '/proc/cpuinfo' ) ? substr_count( (string) file_get_contents( '/proc/cpuinfo' ), 'processor' ) : 0;
	return $n > 0 ? $n : 2;
}

function cs_seed_description( string $lead, array $points, string $usage, string $size, string $brand ): string {
	$html  = '<p>' . esc_html( $lead ) . '</p>';
	$html .= '<p><strong>Najważniejsze składniki i zalety:</strong></p><ul>';
	foreach ( $points as $point ) {
		$html .= '<li>' . esc_html( $point ) . '</li>';
	}
	$html .= '</ul>';
	$html .= '<p><strong>Sposób użycia:</strong> ' . esc_html( $usage ) . '</p>';
	$html .= '<p><strong>Pojemność:</strong> ' . esc_html( $size ) . ' &middot; <strong>Marka:</strong> ' . esc_html( $brand ) . '</p>';
	return $html;
}

function cs_local_attribute( string $name, array $options, bool $variation = false, int $position = 0 ): WC_Product_Attribute {
	$a = new WC_Product_Attribute();
	$a->set_id( 0 );
	$a->set_name( $name );
	$a->set_options( $options );
	$a->set_position( $position );
	$a->set_visible( true );
	$a->set_variation( $variation );
	return $a;
}

/** Brand taxonomy (WooCommerce 9.4+ core Brands) when registered. */
function cs_seed_brand( int $product_id, string $brand ): void {
	if ( ! taxonomy_exists( 'product_brand' ) ) {
		return;
	}
	$term = get_term_by( 'name', $brand, 'product_brand' );
	if ( ! $term ) {
		$r = wp_insert_term( $brand, 'product_brand' );
		if ( is_wp_error( $r ) ) {
			return;
		}
		$term_id = (int) $r['term_id'];
	} else {
		$term_id = (int) $term->term_id;
	}
	wp_set_object_terms( $product_id, array( $term_id ), 'product_brand' );
}

/** The same shape of data for simple products and variations. */
function cs_apply_prices_and_stock( WC_Product $p, string $regular, ?string $sale, ?string $pro, ?string $pro_sale, $stock, int $sale_days_ago ): void {
	$p->set_regular_price( $regular );
	if ( null !== $sale ) {
		$p->set_sale_price( $sale );
		$p->set_date_on_sale_from( (string) ( time() - $sale_days_ago * DAY_IN_SECONDS ) );
	}
	if ( null !== $pro ) {
		$p->update_meta_data( '_professional_price', $pro );
		if ( null !== $pro_sale ) {
			$p->update_meta_data( '_professional_sale_price', $pro_sale );
		}
	}
	$p->set_manage_stock( true );
	if ( 'out' === $stock ) {
		$p->set_stock_quantity( 0 );
		$p->set_backorders( 'no' );
	} elseif ( 'backorder' === $stock ) {
		$p->set_stock_quantity( 0 );
		$p->set_backorders( 'notify' );
	} else {
		$p->set_stock_quantity( (int) $stock );
		$p->set_backorders( 'no' );
	}
}

/**
 * All products. Returns [sku => product id] (variations included) and fills $history_rows for price history.
 */
function cs_seed_products( array $data, array $cats, array $tags ): array {
	$ids   = array();
	$index = 0;
	$queue = array(
		'jobs'     => array(),
		'products' => array(),
	);
	$t0    = microtime( true );

	foreach ( $data['products'] as $row ) {
		list( $sku, $name, $brand, $cat, $shape, $size, $weight, $regular, $sale, $pro, $pro_sale, $stock, $featured, $tag_slugs, $short, $lead, $points, $usage ) = $row;
		$index++;
		$existing = wc_get_product_id_by_sku( $sku );
		if ( $existing ) {
			$ids[ $sku ] = $existing;
			cs_queue_pictures( $queue, wc_get_product( $existing ), array( 'name' => $name, 'brand' => $brand, 'shape' => $shape, 'size' => $size ), $cats['palettes'][ $cat ], $cats['terms'][ $cat ] );
			continue;
		}
		$p = new WC_Product_Simple();
		$p->set_name( $name );
		$p->set_slug( sanitize_title( remove_accents( $name ) ) );
		$p->set_sku( $sku );
		$p->set_status( 'publish' );
		$p->set_catalog_visibility( 'visible' );
		$p->set_short_description( $short );
		$p->set_description( cs_seed_description( $lead, $points, $usage, $size, $brand ) );
		$p->set_category_ids( array( $cats['parents'][ $cat ], $cats['ids'][ $cat ] ) );
		$p->set_tag_ids( array_values( array_filter( array_map( static fn( $t ) => $tags[ $t ] ?? 0, $tag_slugs ) ) ) );
		$p->set_featured( $featured );
		$p->set_weight( (string) $weight );
		$p->set_reviews_allowed( false );
		$p->set_menu_order( $index );
		$p->set_attributes(
			array(
				cs_local_attribute( 'Marka', array( $brand ), false, 0 ),
				cs_local_attribute( 'Pojemność', array( $size ), false, 1 ),
			)
		);
		cs_apply_prices_and_stock( $p, $regular, $sale, $pro, $pro_sale, $stock, 3 + ( $index % 3 ) * 4 );
		$p->save();
		cs_seed_brand( $p->get_id(), $brand );
		cs_queue_pictures( $queue, $p, array( 'name' => $name, 'brand' => $brand, 'shape' => $shape, 'size' => $size ), $cats['palettes'][ $cat ], $cats['terms'][ $cat ] );
		$ids[ $sku ] = $p->get_id();
	}

	foreach ( $data['variable'] as $v ) {
		$index++;
		$existing = wc_get_product_id_by_sku( $v['sku'] );
		if ( $existing ) {
			$ids[ $v['sku'] ] = $existing;
			cs_queue_pictures( $queue, wc_get_product( $existing ), array( 'name' => $v['name'], 'brand' => $v['brand'], 'shape' => $v['shape'], 'size' => $v['size'] ), $cats['palettes'][ $v['cat'] ], $cats['terms'][ $v['cat'] ] );
			foreach ( $v['variations'] as $var ) {
				$ids[ $var[1] ] = wc_get_product_id_by_sku( $var[1] );
			}
			continue;
		}
		$options = array_column( $v['variations'], 0 );
		$attr    = $v['attribute'];
		if ( $attr['global'] ) {
			$taxonomy = cs_seed_global_attribute( $attr['name'], $attr['slug'], $options );
			$a        = new WC_Product_Attribute();
			$a->set_id( wc_attribute_taxonomy_id_by_name( $taxonomy ) );
			$a->set_name( $taxonomy );
			$a->set_options( array_map( static fn( $o ) => (int) get_term_by( 'name', $o, $taxonomy )->term_id, $options ) );
			$a->set_position( 1 );
			$a->set_visible( true );
			$a->set_variation( true );
			$key = $taxonomy;
		} else {
			$a   = cs_local_attribute( $attr['name'], $options, true, 1 );
			$key = sanitize_title( $attr['name'] );
		}

		$p = new WC_Product_Variable();
		$p->set_name( $v['name'] );
		$p->set_slug( sanitize_title( remove_accents( $v['name'] ) ) );
		$p->set_sku( $v['sku'] );
		$p->set_status( 'publish' );
		$p->set_short_description( $v['short'] );
		$p->set_description( cs_seed_description( $v['lead'], $v['points'], $v['usage'], $v['size'], $v['brand'] ) );
		$p->set_category_ids( array( $cats['parents'][ $v['cat'] ], $cats['ids'][ $v['cat'] ] ) );
		$p->set_tag_ids( array_values( array_filter( array_map( static fn( $t ) => $tags[ $t ] ?? 0, $v['tags'] ) ) ) );
		$p->set_featured( $v['featured'] );
		$p->set_weight( (string) $v['weight'] );
		$p->set_reviews_allowed( false );
		$p->set_menu_order( $index );
		$p->set_manage_stock( false ); // stock is per variation
		$p->set_attributes( array( cs_local_attribute( 'Marka', array( $v['brand'] ), false, 0 ), $a ) );
		$p->save();
		cs_seed_brand( $p->get_id(), $v['brand'] );
		cs_queue_pictures( $queue, $p, array( 'name' => $v['name'], 'brand' => $v['brand'], 'shape' => $v['shape'], 'size' => $v['size'] ), $cats['palettes'][ $v['cat'] ], $cats['terms'][ $v['cat'] ] );
		$ids[ $v['sku'] ] = $p->get_id();

		foreach ( $v['variations'] as $n => $var ) {
			list( $option, $vsku, $regular, $sale, $pro, $pro_sale, $stock ) = $var;
			$variation = new WC_Product_Variation();
			$variation->set_parent_id( $p->get_id() );
			$variation->set_sku( $vsku );
			$variation->set_status( 'publish' );
			$variation->set_menu_order( $n );
			$variation->set_attributes(
				array( $key => $attr['global'] ? get_term_by( 'name', $option, $key )->slug : $option )
			);
			$variation->set_weight( (string) $v['weight'] );
			cs_apply_prices_and_stock( $variation, $regular, $sale, $pro, $pro_sale, $stock, 5 );
			$variation->save();
			$ids[ $vsku ] = $variation->get_id();
		}
		WC_Product_Variable::sync( $p->get_id() );
	}
	cs_say( sprintf( '  %-34s %5.1f s', 'products saved', microtime( true ) - $t0 ) );
	cs_attach_pictures( $queue );
	return $ids;
}

/** A global (taxonomy) attribute with its terms; registers the taxonomy for this request. */
function cs_seed_global_attribute( string $name, string $slug, array $terms ): string {
	$taxonomy = wc_attribute_taxonomy_name( $slug );
	if ( ! wc_attribute_taxonomy_id_by_name( $taxonomy ) ) {
		$id = wc_create_attribute(
			array(
				'name'         => $name,
				'slug'         => $slug,
				'type'         => 'select',
				'order_by'     => 'menu_order',
				'has_archives' => false,
			)
		);
		if ( is_wp_error( $id ) ) {
			cs_fail( "attribute $name: " . $id->get_error_message() );
		}
	}
	if ( ! taxonomy_exists( $taxonomy ) ) {
		// wc_create_attribute() registers nothing for the current request.
		register_taxonomy( $taxonomy, array( 'product', 'product_variation' ), array( 'hierarchical' => false, 'show_ui' => false, 'query_var' => true, 'rewrite' => false ) );
	}
	foreach ( $terms as $order => $term ) {
		if ( ! get_term_by( 'name', $term, $taxonomy ) ) {
			$r = wp_insert_term( $term, $taxonomy );
			if ( ! is_wp_error( $r ) ) {
				update_term_meta( $r['term_id'], 'order', $order );
			}
		}
	}
	return $taxonomy;
}

/** Category thumbnails: the picture of the category's first product. */
function cs_seed_category_thumbnails( array $cats ): void {
	foreach ( $cats['ids'] as $slug => $term_id ) {
		if ( get_term_meta( $term_id, 'thumbnail_id', true ) ) {
			continue;
		}
		$products = wc_get_products(
			array(
				'category' => array( $slug ),
				'limit'    => 1,
				'orderby'  => 'menu_order',
				'order'    => 'ASC',
				'return'   => 'objects',
			)
		);
		if ( $products && $products[0]->get_image_id() ) {
			update_term_meta( $term_id, 'thumbnail_id', $products[0]->get_image_id() );
		}
	}
}

/**
 * Backdated price history for the storefront plugin's Omnibus table (when the plugin created it):
 * the current prices since 90 days ago, a short earlier promotion on every third product, and the
 * current sale from its start date. Replaces whatever the plugin recorded for these products while seeding.
 */
function cs_seed_price_history( array $ids ): int {
	global $wpdb;
	$table = $wpdb->prefix . 'cosmetics_price_history';
	if ( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) ) !== $table ) {
		return -1;
	}
	$rows = 0;
	$n    = 0;
	foreach ( $ids as $sku => $id ) {
		$product = wc_get_product( $id );
		if ( ! $product || $product->is_type( 'variable' ) ) {
			continue;
		}
		$n++;
		$wpdb->delete( $table, array( 'product_id' => $id ) );
		$regular   = (float) $product->get_regular_price( 'edit' );
		$sale      = '' !== $product->get_sale_price( 'edit' ) ? (float) $product->get_sale_price( 'edit' ) : null;
		$sale_from = $product->get_date_on_sale_from( 'edit' );
		$pro       = $product->get_meta( '_professional_price' );
		$pro_sale  = $product->get_meta( '_professional_sale_price' );
		$tiers     = array( 'individual' => array( $regular, $sale ) );
		if ( '' !== $pro ) {
			$tiers['professional'] = array( (float) $pro, '' !== $pro_sale ? (float) $pro_sale : null );
		}
		foreach ( $tiers as $tier => list( $reg, $sal ) ) {
			$points = array( array( 90, $reg, null ) );
			if ( 0 === $n % 3 ) {
				// An earlier short promotion (-15%), 50 to 40 days ago.
				$points[] = array( 50, $reg, round( $reg * 0.85, 2 ) );
				$points[] = array( 40, $reg, null );
			}
			if ( null !== $sal && $sale_from ) {
				$points[] = array( ( time() - $sale_from->getTimestamp() ) / DAY_IN_SECONDS, $reg, $sal );
			}
			foreach ( $points as list( $days_ago, $r, $s ) ) {
				$wpdb->insert(
					$table,
					array(
						'product_id'      => $id,
						'tier'            => $tier,
						'regular_price'   => $r,
						'sale_price'      => $s,
						'effective_price' => null !== $s ? $s : $r,
						'recorded_at'     => gmdate( 'Y-m-d H:i:s', (int) ( time() - $days_ago * DAY_IN_SECONDS ) ),
					)
				);
				$rows++;
			}
		}
	}
	return $rows;
}
