<?php
/**
 * Demo parcel lockers (fictional codes near real streets) for the LOCAL dev and benchmark sites only:
 * their mu-plugins hand this list to the plugin through the filter `cosmetics_storefront_demo_lockers`.
 * The plugin never falls back to it by itself; a real shop gets InPost's list (Shipping\InpostPointsImport).
 * Fields: code, street, postcode, city, lat, lng, location description.
 *
 * @package CosmeticsStorefront
 */

defined( 'ABSPATH' ) || exit;

return array(
	array( 'WAW01M', 'ul. Marszałkowska 104', '00-017', 'Warszawa', 52.2319, 21.0067, 'Przy wejściu do pasażu' ),
	array( 'WAW02M', 'ul. Świętokrzyska 30', '00-116', 'Warszawa', 52.2354, 21.0019, 'Obok stacji metra' ),
	array( 'WAW03A', 'ul. Nowy Świat 22', '00-373', 'Warszawa', 52.2325, 21.0187, 'W bramie kamienicy' ),
	array( 'WAW04M', 'al. Jana Pawła II 82', '00-175', 'Warszawa', 52.2495, 20.9930, 'Parking sklepu' ),
	array( 'WAW05A', 'ul. Puławska 145', '02-715', 'Warszawa', 52.1929, 21.0223, 'Przy stacji paliw' ),
	array( 'WAW06M', 'ul. Grójecka 19', '02-021', 'Warszawa', 52.2213, 20.9826, 'Przed supermarketem' ),
	array( 'WAW07A', 'ul. Targowa 72', '03-734', 'Warszawa', 52.2550, 21.0385, 'Obok dworca Wileńskiego' ),
	array( 'WAW08M', 'ul. Kondratowicza 37', '03-285', 'Warszawa', 52.2905, 21.0495, 'Przy centrum handlowym' ),
	array( 'WAW09A', 'ul. Wołoska 12', '02-675', 'Warszawa', 52.1880, 21.0010, 'Przy wejściu do biurowca' ),
	array( 'WAW10M', 'ul. Górczewska 124', '01-460', 'Warszawa', 52.2398, 20.9320, 'Parking galerii' ),
	array( 'WAW11A', 'ul. Kasprowicza 58', '01-871', 'Warszawa', 52.2776, 20.9603, 'Obok apteki' ),
	array( 'WAW12M', 'ul. Sokratesa 11', '01-909', 'Warszawa', 52.2930, 20.9360, 'Przed pocztą' ),
	array( 'KRA01M', 'ul. Floriańska 15', '31-019', 'Kraków', 50.0633, 19.9397, 'W pasażu handlowym' ),
	array( 'KRA02A', 'ul. Pawia 5', '31-154', 'Kraków', 50.0681, 19.9459, 'Przy dworcu głównym' ),
	array( 'KRA03M', 'ul. Kalwaryjska 20', '30-504', 'Kraków', 50.0466, 19.9451, 'Obok przystanku' ),
	array( 'KRA04A', 'al. Pokoju 67', '31-580', 'Kraków', 50.0598, 20.0017, 'Parking centrum handlowego' ),
	array( 'GDA01M', 'ul. Długa 44', '80-831', 'Gdańsk', 54.3489, 18.6512, 'W bramie' ),
	array( 'GDA02A', 'ul. Grunwaldzka 141', '80-264', 'Gdańsk', 54.3810, 18.5990, 'Przy galerii' ),
	array( 'GDY01M', 'ul. Świętojańska 31', '81-372', 'Gdynia', 54.5170, 18.5380, 'Obok kawiarni' ),
	array( 'POZ01M', 'ul. Półwiejska 12', '61-888', 'Poznań', 52.4020, 16.9270, 'Przy wejściu do Starego Browaru' ),
	array( 'POZ02A', 'ul. Głogowska 92', '60-263', 'Poznań', 52.3930, 16.8990, 'Obok stacji benzynowej' ),
	array( 'WRO01M', 'ul. Świdnicka 40', '50-024', 'Wrocław', 51.1040, 17.0310, 'W pasażu' ),
	array( 'WRO02A', 'ul. Legnicka 58', '54-204', 'Wrocław', 51.1190, 16.9890, 'Parking centrum handlowego' ),
	array( 'LOD01M', 'ul. Piotrkowska 120', '90-006', 'Łódź', 51.7640, 19.4580, 'W bramie kamienicy' ),
	array( 'LOD02A', 'al. Politechniki 1', '93-590', 'Łódź', 51.7470, 19.4540, 'Przy galerii' ),
	array( 'LUB01M', 'ul. Lipowa 13', '20-020', 'Lublin', 51.2470, 22.5560, 'Przy centrum handlowym' ),
	array( 'KAT01M', 'ul. 3 Maja 30', '40-097', 'Katowice', 50.2590, 19.0170, 'Obok dworca' ),
	array( 'SZC01M', 'al. Niepodległości 36', '70-404', 'Szczecin', 53.4280, 14.5530, 'Przy poczcie' ),
	array( 'BYD01M', 'ul. Gdańska 50', '85-006', 'Bydgoszcz', 53.1290, 18.0050, 'Przed sklepem' ),
	array( 'BIA01M', 'ul. Lipowa 14', '15-424', 'Białystok', 53.1330, 23.1570, 'Obok banku' ),
);
