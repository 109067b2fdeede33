<?php
/**
 * Demo product safety data for the local dev site: every brand of the demo catalogue with a
 * made-up manufacturer (fictional company, street and e-mail under example.com — no real firm), two
 * manufacturers outside the EU with an EU responsible person, INCI lists and warnings per product.
 *
 * Deliberately incomplete, to show the staff warnings (GPSR column, edit-screen notice):
 *   SP-002 (candle): no warnings;
 *   PF-005 (own manufacturer override): no postal address, no e-mail or contact page;
 *   MK-007: no warnings and no INCI list (no "Skład" tab).
 */

$cs_party = static fn( string $name, string $address, string $country, string $email, string $url = '' ): array => array(
	'name'    => $name,
	'address' => $address,
	'country' => $country,
	'email'   => $email,
	'url'     => $url,
);

// Warnings by kind of product (Polish, as on the packaging).
$cs_warn = array(
	'face'     => "Tylko do użytku zewnętrznego.\nUnikać kontaktu z oczami; w razie kontaktu przemyć oczy wodą.\nW przypadku podrażnienia zaprzestać stosowania.\nPrzechowywać w miejscu niedostępnym dla dzieci.",
	'eyes'     => "Tylko do użytku zewnętrznego.\nNie stosować na podrażnioną skórę powiek ani po zabiegach okulistycznych.\nW przypadku podrażnienia zaprzestać stosowania.\nPrzechowywać w miejscu niedostępnym dla dzieci.",
	'acids'    => "Zawiera kwasy: może zwiększać wrażliwość skóry na słońce. Podczas stosowania i tydzień po zakończeniu stosować ochronę przeciwsłoneczną.\nNie stosować na uszkodzoną skórę.\nUnikać kontaktu z oczami.\nPrzechowywać w miejscu niedostępnym dla dzieci.",
	'retinoid' => "Stosować wieczorem; w ciągu dnia chronić skórę filtrem SPF 30 lub wyższym.\nNie stosować w ciąży ani w okresie karmienia piersią.\nNa początku możliwe przejściowe zaczerwienienie i łuszczenie skóry.\nPrzechowywać w miejscu niedostępnym dla dzieci.",
	'spf'      => "Nie przebywać zbyt długo na słońcu, nawet stosując produkt z filtrem.\nProdukt nie zapewnia pełnej ochrony przed promieniowaniem UV.\nUnikać kontaktu z oczami.\nPrzechowywać w miejscu niedostępnym dla dzieci.",
	'body'     => "Tylko do użytku zewnętrznego.\nW przypadku podrażnienia zaprzestać stosowania.\nPrzechowywać w miejscu niedostępnym dla dzieci.",
	'shower'   => "Unikać kontaktu z oczami; w razie kontaktu przemyć oczy wodą.\nUwaga: wanna lub brodzik mogą być śliskie.\nPrzechowywać w miejscu niedostępnym dla dzieci.",
	'makeup'   => "Tylko do użytku zewnętrznego.\nW przypadku podrażnienia zaprzestać stosowania.\nNie udostępniać innym osobom.",
	'perfume'  => "Produkt łatwopalny. Przechowywać z dala od źródeł ciepła i otwartego ognia.\nNie rozpylać w kierunku oczu ani na podrażnioną skórę.\nPrzechowywać w miejscu niedostępnym dla dzieci.",
	'nails'    => "Produkt łatwopalny. Przechowywać z dala od ognia.\nStosować w dobrze wentylowanym pomieszczeniu.\nPrzechowywać w miejscu niedostępnym dla dzieci. Nie połykać.",
	'remover'  => "Produkt łatwopalny. Przechowywać z dala od ognia.\nUnikać kontaktu z oczami. Może powodować wysuszanie skóry.\nPrzechowywać w miejscu niedostępnym dla dzieci. Nie połykać.",
	'oil'      => "Olejek eteryczny: przed użyciem rozcieńczyć, nie stosować bezpośrednio na skórę.\nNie stosować u dzieci poniżej 6 lat, w ciąży i w okresie karmienia piersią.\nNie połykać. Przechowywać w miejscu niedostępnym dla dzieci.",
	'pro'      => "Produkt wyłącznie do użytku profesjonalnego w gabinecie kosmetycznym.\nPrzed zabiegiem wykonać próbę uczuleniową.\nNie stosować na uszkodzoną skórę. Unikać kontaktu z oczami.\nPrzechowywać w miejscu niedostępnym dla dzieci.",
	'bath'     => "Nie połykać. Unikać kontaktu z oczami.\nUwaga: wanna może być śliska.\nPrzechowywać w miejscu niedostępnym dla dzieci.",
);

// INCI bases by kind; {A} = the product's own actives.
$cs_base = array(
	'cleanser' => 'Aqua, {A}, Coco-Glucoside, Sodium Cocoyl Glutamate, Glycerin, Sodium Chloride, Citric Acid, Sodium Benzoate, Potassium Sorbate',
	'toner'    => 'Aqua, {A}, Glycerin, Propanediol, Panthenol, Allantoin, Sodium Benzoate, Citric Acid',
	'cream'    => 'Aqua, {A}, Caprylic/Capric Triglyceride, Glycerin, Cetearyl Alcohol, Squalane, Glyceryl Stearate, Tocopherol, Xanthan Gum, Phenoxyethanol, Ethylhexylglycerin',
	'serum'    => 'Aqua, {A}, Propanediol, Glycerin, Pentylene Glycol, Sodium Hyaluronate, Hydroxyethylcellulose, Phenoxyethanol, Ethylhexylglycerin',
	'mask'     => 'Aqua, {A}, Glycerin, Cetearyl Alcohol, Kaolin, Butylene Glycol, Xanthan Gum, Phenoxyethanol, Ethylhexylglycerin',
	'body'     => 'Aqua, {A}, Glycerin, Cetearyl Alcohol, Caprylic/Capric Triglyceride, Glyceryl Stearate Citrate, Tocopherol, Parfum, Phenoxyethanol, Benzyl Alcohol',
	'oilbody'  => '{A}, Caprylic/Capric Triglyceride, Tocopherol, Parfum, Limonene, Linalool',
	'scrub'    => 'Sucrose, {A}, Helianthus Annuus Seed Oil, Glycerin, Tocopherol, Parfum, Limonene',
	'perfume'  => 'Alcohol Denat., Parfum, Aqua, {A}, Limonene, Linalool, Citronellol, Geraniol',
	'mist'     => 'Aqua, Glycerin, {A}, Polysorbate 20, Parfum, Sodium Benzoate, Potassium Sorbate, Coumarin',
	'nails'    => 'Butyl Acetate, Ethyl Acetate, Nitrocellulose, Acetyl Tributyl Citrate, Isopropyl Alcohol, {A}',
	'makeup'   => '{A}, Dimethicone, Caprylic/Capric Triglyceride, Mica, Tocopherol, Phenoxyethanol, [+/- CI 77891, CI 77491, CI 77492, CI 77499]',
	'powder'   => 'Mica, {A}, Silica, Magnesium Stearate, Dimethicone, Caprylyl Glycol, [+/- CI 77891, CI 77491, CI 77492]',
	'bath'     => '{A}, Parfum, Linalool, Limonene',
	'candle'   => 'Hydrogenated Soybean Oil, Parfum',
);

return array(
	// Brand => manufacturer, responsible person (only where the manufacturer is outside the EU).
	'brands'   => array(
		'Botanica Polska' => array( $cs_party( 'Botanica Polska Sp. z o.o.', "ul. Lipowa 12\n05-500 Piaseczno", 'PL', 'kontakt@botanica-polska.example.com' ), null ),
		'Aquaderm Lab'    => array( $cs_party( 'Aquaderm Laboratorium Sp. z o.o.', "ul. Źródlana 4\n60-101 Poznań", 'PL', 'bok@aquaderm.example.com', 'https://aquaderm.example.com/kontakt' ), null ),
		'Nordic Skin'     => array(
			$cs_party( 'Nordic Skin AS', "Havnegata 18\n0150 Oslo", 'NO', 'post@nordicskin.example.com' ),
			$cs_party( 'Nordic Skin Polska Sp. z o.o.', "ul. Morska 41\n81-323 Gdynia", 'PL', 'ue@nordicskin.example.com' ),
		),
		'Aurea Lab'       => array( $cs_party( 'Aurea Lab S.A.', "ul. Złota 7\n00-019 Warszawa", 'PL', 'kontakt@aurealab.example.com' ), null ),
		'Dermaline Pro'   => array( $cs_party( 'Dermaline Pro Sp. z o.o.', "ul. Przemysłowa 9\n30-701 Kraków", 'PL', 'gabinety@dermaline.example.com', 'https://dermaline.example.com/kontakt' ), null ),
		'Róża Wiatrów'    => array( $cs_party( 'Róża Wiatrów Manufaktura s.c.', "ul. Ogrodowa 3\n87-100 Toruń", 'PL', 'manufaktura@roza-wiatrow.example.com' ), null ),
		'Vitalis Derm'    => array( $cs_party( 'Vitalis Derm Sp. z o.o.', "ul. Zdrojowa 22\n58-500 Jelenia Góra", 'PL', 'info@vitalisderm.example.com' ), null ),
		'Luma Cosmetics'  => array( $cs_party( 'Luma Cosmetics Sp. z o.o.', "ul. Świetlana 15\n90-001 Łódź", 'PL', 'kontakt@lumacosmetics.example.com' ), null ),
		'Maison Wisła'    => array( $cs_party( 'Maison Wisła Perfumy Sp. z o.o.', "ul. Bulwarowa 2\n43-460 Wisła", 'PL', 'perfumy@maisonwisla.example.com' ), null ),
		'Ambra Atelier'   => array(
			$cs_party( 'Ambra Atelier SA', "Rue du Rhône 40\n1204 Genève", 'CH', 'atelier@ambra.example.com' ),
			$cs_party( 'Ambra Polska Sp. z o.o.', "ul. Bursztynowa 5\n80-001 Gdańsk", 'PL', 'ue@ambra.example.com' ),
		),
		'Nail Atelier'    => array( $cs_party( 'Nail Atelier Sp. z o.o.', "ul. Lakiernicza 8\n41-200 Sosnowiec", 'PL', 'kontakt@nailatelier.example.com' ), null ),
		'Mglisty Las'     => array( $cs_party( 'Mglisty Las Pracownia Aromaterapii', "ul. Leśna 27\n38-500 Sanok", 'PL', 'pracownia@mglistylas.example.com' ), null ),
	),

	// SKU => [INCI base, the product's actives, warnings kind] (null = deliberately missing).
	'products' => array(
		'PS-001'     => array( 'cleanser', 'Aloe Barbadensis Leaf Juice', 'face' ),
		'PS-002'     => array( 'toner', 'Sodium Hyaluronate, Hydrolyzed Sodium Hyaluronate, Sodium Acetylated Hyaluronate', 'face' ),
		'PS-003'     => array( 'cream', 'Ethylhexyl Methoxycinnamate, Butyl Methoxydibenzoylmethane, Ceramide NP, Vaccinium Vitis-Idaea Fruit Extract', 'spf' ),
		'PS-004'     => array( 'toner', 'Poloxamer 184, Centaurea Cyanus Flower Water', 'eyes' ),
		'PS-005'     => array( 'mask', 'Papain, Bromelain', 'face' ),
		'PS-006'     => array( 'cleanser', 'Inulin, Alpha-Glucan Oligosaccharide', 'face' ),
		'PS-007'     => array( 'serum', 'Niacinamide, Sodium Hyaluronate, Betaine', 'face' ),
		'PS-VAR-MAL' => array( 'cream', 'Rubus Idaeus Seed Oil, Butyrospermum Parkii Butter', 'face' ),
		'AA-001'     => array( 'serum', 'Retinol, Squalane, Bisabolol', 'retinoid' ),
		'AA-002'     => array( 'cream', 'Palmitoyl Tripeptide-1, Palmitoyl Tetrapeptide-7, Palmitoyl Pentapeptide-4, Acetyl Hexapeptide-8, Butyrospermum Parkii Butter, Rubus Idaeus Seed Oil', 'face' ),
		'AA-003'     => array( 'serum', 'Hydrolyzed Collagen, Hydrolyzed Elastin', 'face' ),
		'AA-004'     => array( 'serum', 'Sodium Ascorbyl Phosphate, Tocopherol, Ferulic Acid', 'face' ),
		'AA-005'     => array( 'mask', 'Bakuchiol, Rosa Damascena Flower Extract', 'face' ),
		'AA-006'     => array( 'serum', 'Copper Tripeptide-1, Panthenol, Trehalose', 'face' ),
		'AA-007'     => array( 'cream', 'Ethylhexyl Methoxycinnamate, Ethylhexyl Salicylate, Butyl Methoxydibenzoylmethane, Hydrolyzed Soy Protein, Rosa Canina Fruit Oil', 'spf' ),
		'OC-001'     => array( 'cream', 'Caffeine, Sodium Hyaluronate', 'eyes' ),
		'OC-002'     => array( 'serum', 'Agar, Carrageenan, Cucumis Sativus Fruit Extract', 'eyes' ),
		'OC-003'     => array( 'serum', 'Myristoyl Pentapeptide-17, Biotin, Panthenol', 'eyes' ),
		'OC-004'     => array( 'serum', 'Betula Alba Juice, Euphrasia Officinalis Extract', 'eyes' ),
		'OC-005'     => array( 'cream', 'Retinal, Ceramide NP, Butyrospermum Parkii Butter', 'retinoid' ),
		'OC-006'     => array( 'toner', 'Isohexadecane, Prunus Amygdalus Dulcis Oil, Centaurea Cyanus Flower Water', 'eyes' ),
		'PR-001'     => array( 'serum', 'Salicylic Acid, Zinc Gluconate, Melaleuca Alternifolia Leaf Oil', 'acids' ),
		'PR-002'     => array( 'cream', 'Centella Asiatica Extract, Niacinamide, CI 77288', 'face' ),
		'PR-003'     => array( 'toner', 'Salicylic Acid, Lactobionic Acid', 'acids' ),
		'PR-004'     => array( 'mask', 'Montmorillonite, Illite, Urtica Dioica Leaf Extract', 'face' ),
		'PR-005'     => array( 'serum', 'Niacinamide, Zinc PCA', 'face' ),
		'PR-006'     => array( 'cream', 'Azelaic Acid, Panthenol, Allantoin', 'acids' ),
		'MK-001'     => array( 'makeup', 'Aqua, Cera Alba, Copernicia Cerifera Cera, Acacia Senegal Gum, CI 77499', 'eyes' ),
		'MK-002'     => array( 'makeup', 'Ricinus Communis Seed Oil, Persea Gratissima Oil, Cera Alba', 'makeup' ),
		'MK-003'     => array( 'powder', 'Oryza Sativa Starch', 'makeup' ),
		'MK-004'     => array( 'powder', 'Zinc Stearate, Octyldodecanol', 'eyes' ),
		'MK-005'     => array( 'makeup', 'Dimethicone Crosspolymer, Silica, Niacinamide', 'makeup' ),
		'MK-006'     => array( 'makeup', 'Aqua, Cyclopentasiloxane, Titanium Dioxide, Caffeine, Sodium Hyaluronate', 'eyes' ),
		'MK-007'     => array( null, '', null ),
		'MK-VAR-SV'  => array( 'makeup', 'Aqua, Cyclopentasiloxane, Ethylhexyl Methoxycinnamate, Titanium Dioxide, Squalane, Sodium Hyaluronate', 'makeup' ),
		'PF-001'     => array( 'perfume', 'Prunus Serrulata Flower Extract, Benzyl Salicylate', 'perfume' ),
		'PF-002'     => array( 'perfume', 'Citrus Limon Peel Oil, Citrus Paradisi Peel Oil, Citral', 'perfume' ),
		'PF-003'     => array( 'perfume', 'Santalum Album Oil, Vanillin, Coumarin', 'perfume' ),
		'PF-004'     => array( 'mist', 'Vanillin, Cocos Nucifera Fruit Extract, Prunus Amygdalus Dulcis Seed Extract', 'body' ),
		'PF-005'     => array( 'perfume', 'Citrus Nobilis Peel Oil, Jasminum Officinale Flower Extract, Pogostemon Cablin Oil', 'perfume' ),
		'PF-006'     => array( 'perfume', 'Maris Sal, Salvia Sclarea Oil, Lavandula Angustifolia Oil', 'perfume' ),
		'PZ-001'     => array( 'nails', 'Stearalkonium Hectorite, CI 15850, CI 77891', 'nails' ),
		'PZ-002'     => array( 'nails', 'Hydrolyzed Keratin, Calcium Pantothenate', 'nails' ),
		'PZ-003'     => array( 'oilbody', 'Prunus Amygdalus Dulcis Oil, Simmondsia Chinensis Seed Oil, Tocopheryl Acetate, Citrus Aurantium Dulcis Peel Oil', 'body' ),
		'PZ-004'     => array( 'nails', 'Trimethylpentanediyl Dibenzoate, Benzophenone-1', 'nails' ),
		'PZ-005'     => array( 'nails', 'Stearalkonium Hectorite, CI 77891, CI 77491', 'nails' ),
		'PZ-006'     => array( 'toner', 'Ethyl Acetate, Ricinus Communis Seed Oil, Camellia Sinensis Leaf Extract', 'remover' ),
		'CI-001'     => array( 'body', 'Butyrospermum Parkii Butter, Urea', 'body' ),
		'CI-002'     => array( 'scrub', 'Cocos Nucifera Oil, Rubus Idaeus Seed Oil, Mentha Piperita Oil', 'shower' ),
		'CI-003'     => array( 'cream', 'Allantoin, Panthenol', 'body' ),
		'CI-004'     => array( 'oilbody', 'Vitis Vinifera Seed Oil, Caffeine, Hedera Helix Leaf Extract', 'body' ),
		'CI-005'     => array( 'body', 'Theobroma Cacao Seed Butter, Butyrospermum Parkii Butter, Cocos Nucifera Oil', 'body' ),
		'CI-006'     => array( 'cleanser', 'Argania Spinosa Kernel Oil, Cocamidopropyl Betaine', 'shower' ),
		'SP-001'     => array( 'bath', 'Maris Sal, Lavandula Angustifolia Oil, Lavandula Angustifolia Flower', 'bath' ),
		'SP-002'     => array( 'candle', '', null ),
		'SP-003'     => array( 'bath', 'Eucalyptus Globulus Leaf Oil, Eucalyptol', 'oil' ),
		'SP-004'     => array( 'oilbody', 'Prunus Armeniaca Kernel Oil, Helianthus Annuus Seed Oil, Chamomilla Recutita Flower Extract, Melissa Officinalis Leaf Extract', 'bath' ),
		'SP-005'     => array( 'perfume', 'Lavandula Angustifolia Oil, Vetiveria Zizanoides Root Oil', 'perfume' ),
		'ZB-001'     => array( 'toner', 'Mandelic Acid, Sodium Hydroxide', 'pro' ),
		'ZB-002'     => array( 'mask', 'Diatomaceous Earth, Algin, Calcium Sulfate, Spirulina Platensis Powder', 'pro' ),
		'ZB-003'     => array( 'cream', 'Paraffinum Liquidum, Prunus Amygdalus Dulcis Oil', 'pro' ),
		'ZB-004'     => array( 'serum', 'Beta-Glucan, Ectoin, Panthenol', 'pro' ),
		'ZB-005'     => array( 'serum', 'Aloe Barbadensis Leaf Juice, Allantoin, Carbomer', 'pro' ),
		'ZB-006'     => array( 'serum', 'Sodium Hyaluronate, Trehalose, Panthenol', 'pro' ),
	),

	// A product's own manufacturer (replaces its brand's), deliberately incomplete.
	'overrides' => array(
		'PF-005' => $cs_party( 'Fabryka Zapachów Ambra (produkcja kontraktowa)', '', '', '' ),
	),

	'bases'    => $cs_base,
	'warnings' => $cs_warn,
);
