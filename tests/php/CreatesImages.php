<?php
/**
 * Test helper: real JPEG attachments in the uploads folder, with the sizes WordPress generates for
 * them, deleted (files too) after the test.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

trait CreatesImages {

	/** @var int[] */
	private array $createdImages = array();

	/** A $width × $height JPEG attachment (optionally attached to a post) with generated sizes; returns its id. */
	protected function createImage( int $width, int $height, string $alt = '', int $parent = 0 ): int {
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$upload = wp_upload_dir();
		wp_mkdir_p( $upload['path'] );
		$file  = trailingslashit( $upload['path'] ) . wp_unique_filename( $upload['path'], 'karta-' . wp_generate_password( 6, false ) . '.jpg' );
		$image = imagecreatetruecolor( $width, $height );
		imagefill( $image, 0, 0, (int) imagecolorallocate( $image, 241, 217, 208 ) );
		imagejpeg( $image, $file, 70 );
		imagedestroy( $image );

		$id = wp_insert_attachment(
			array(
				'post_title'     => 'Karta',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			$file,
			$parent
		);
		$this->assertIsInt( $id );
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $file ) );
		if ( '' !== $alt ) {
			update_post_meta( $id, '_wp_attachment_image_alt', $alt );
		}
		$this->createdImages[] = $id;
		return $id;
	}

	/** Deletes the attachments and their files (call before the transaction is rolled back). */
	protected function deleteImages(): void {
		foreach ( $this->createdImages as $id ) {
			wp_delete_attachment( $id, true );
		}
		$this->createdImages = array();
	}
}
