<?php
/**
 * One first screen, not two (issue 31): the server's markup of each parity case
 * (tests/first-screen/cases/NAME.json: an address, the shop's name and settings, the REST answers the
 * page preloads) is the markup kept in tests/first-screen/server/NAME.html, which the app's parity
 * test (src/test/firstScreenParity.test.tsx) compares with the React screen rendered from the same
 * answers. A change of the server's markup fails here until that file is written again:
 *
 *   UPDATE_FIRST_SCREEN=1 node scripts/test/php.mjs --filter FirstScreenParityTest
 *
 * and then `npx jest firstScreenParity` says whether the app draws the same.
 *
 * @package CosmeticsStorefront\Tests
 */

namespace CosmeticsStorefront\Tests;

use CosmeticsStorefront\Storefront\ServerMarkup;
use CosmeticsStorefront\Settings\Settings;
use CosmeticsStorefront\Settings\ShopInfo;

final class FirstScreenParityTest extends TestCase {

	private const DIR = __DIR__ . '/../first-screen';

	/** @return array<string,array{0:string}> */
	public static function cases(): array {
		$cases = array();
		foreach ( (array) glob( self::DIR . '/cases/*.json' ) as $file ) {
			$cases[ basename( (string) $file, '.json' ) ] = array( basename( (string) $file, '.json' ) );
		}
		return $cases;
	}

	/** @dataProvider cases */
	public function test_the_server_draws_the_kept_markup( string $name ): void {
		$case = json_decode( (string) file_get_contents( self::DIR . "/cases/$name.json" ), true );
		$this->assertIsArray( $case, $name );
		$this->given_the_shop( $case );

		$address = (string) wp_parse_url( $case['address'], PHP_URL_PATH );
		$query   = array();
		wp_parse_str( (string) wp_parse_url( $case['address'], PHP_URL_QUERY ), $query );
		$html = self::kept_form( ServerMarkup::render( trim( $address, '/' ), $query, $case['preload'] ) );

		$file = self::DIR . "/server/$name.html";
		if ( getenv( 'UPDATE_FIRST_SCREEN' ) ) {
			file_put_contents( $file, $html . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test's own file.
		}
		$this->assertFileExists( $file, "$name: write it with UPDATE_FIRST_SCREEN=1" );
		$this->assertSame(
			(string) file_get_contents( $file ),
			$html . "\n",
			"$name: the server's first screen changed. If on purpose, write tests/first-screen/server/$name.html again (UPDATE_FIRST_SCREEN=1 node scripts/test/php.mjs --filter FirstScreenParityTest), then `npx jest firstScreenParity` compares it with the app's screen."
		);
	}

	/**
	 * The markup as kept: one element per line (a readable diff) and the footer's year as {year}.
	 */
	private static function kept_form( string $html ): string {
		$html = str_replace( '© ' . wp_date( 'Y' ) . ' ', '© {year} ', $html );
		return (string) preg_replace( '/></', ">\n<", $html );
	}

	/**
	 * The shop of the case: its name, the shop's categories and the seller's data as the case's config
	 * says (ShopInfo's options written back from its public data).
	 *
	 * @param array<string,mixed> $case
	 */
	private function given_the_shop( array $case ): void {
		update_option( 'blogname', $case['siteName'] );
		$settings                      = (array) get_option( Settings::OPTION, array() );
		$settings['shop_category_ids'] = $case['settings']['shopCategoryIds'];
		// The home page's cards: the case's names and slugs, photos none (the product photos of a slug
		// would be the test shop's).
		$settings['home_cards'] = array_map(
			static fn( array $card ): array => array(
				'name'      => $card['name'],
				'slug'      => $card['slug'],
				'image_ids' => array(),
			),
			$case['settings']['homeCards'] ?? array()
		);
		update_option( Settings::OPTION, $settings );
		$info    = $case['settings']['shopInfo'];
		$socials = array();
		foreach ( $info['socials'] as $social ) {
			$socials[ strtolower( $social['name'] ) ] = $social['url'];
		}
		update_option(
			ShopInfo::OPTION,
			array(
				'seller_name' => $info['sellerName'],
				'street'      => $info['street'],
				'postcode'    => $info['postcode'],
				'city'        => $info['city'],
				'krs'         => $info['krs'],
				'nip'         => $info['nip'],
				'regon'       => $info['regon'],
				'phone'       => $info['phone'],
				'email'       => $info['email'],
				'hours'       => implode( "\n", array_map( static fn( array $row ): string => $row['days'] . ': ' . $row['hours'], $info['hours'] ) ),
				'latitude'    => (string) ( $info['map']['lat'] ?? '' ),
				'longitude'   => (string) ( $info['map']['lng'] ?? '' ),
			) + $socials
		);
		$this->assertSame( $info, ShopInfo::public_data(), 'the footer reads the case\'s seller' );
	}
}
