<?php
/**
 * Image worker for seed.php: draws its share of the demo pictures and their WordPress sub-sizes,
 * in parallel with the other workers (the seed's slowest part).
 *
 *   php render.php <jobs.json> <worker index> <worker count>   -> JSON {file: attachment metadata}
 *
 * Loads WordPress (its own DB connection) only for WP_Image_Editor and the registered sizes, so the
 * files and metadata are exactly what wp_generate_attachment_metadata() would produce.
 */

require dirname( __DIR__ ) . '/lib/bootstrap.php';
require_once __DIR__ . '/images.php';
require_once ABSPATH . 'wp-admin/includes/image.php';

list( , $cs_jobs_file, $cs_index, $cs_count ) = $argv;
$cs_jobs = json_decode( file_get_contents( $cs_jobs_file ), true );
$cs_out  = array();
$cs_subs = apply_filters( 'intermediate_image_sizes_advanced', wp_get_registered_image_subsizes(), array( 'width' => 800, 'height' => 800 ), 0 );

foreach ( $cs_jobs as $n => $job ) {
	if ( $n % (int) $cs_count !== (int) $cs_index ) {
		continue;
	}
	Cosmetics_Dev_Images::draw( $job['p'], $job['palette'], $job['variant'], $job['file'] );
	$editor = wp_get_image_editor( $job['file'] );
	if ( is_wp_error( $editor ) ) {
		fwrite( STDERR, $editor->get_error_message() . "\n" );
		exit( 1 );
	}
	$size = $editor->get_size();
	$meta = array(
		'width'    => $size['width'],
		'height'   => $size['height'],
		'file'     => _wp_relative_upload_path( $job['file'] ),
		'filesize' => wp_filesize( $job['file'] ),
		'sizes'    => $editor->multi_resize( $cs_subs ),
	);
	$meta['image_meta'] = wp_read_image_metadata( $job['file'] ) ?: array();
	$cs_out[ $job['file'] ] = $meta;
}
echo wp_json_encode( $cs_out );
