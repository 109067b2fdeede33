import { placementAdvice, type PlacementInput } from '../blockPlacement';

const base: PlacementInput = {
	postType: 'page',
	postId: 42,
	savedStatus: 'publish',
	storefrontPageId: 7,
	storefrontPageTitle: 'Sklep kosmetyczny',
	frontPageTitle: '',
	canManage: true,
	template: '',
	savedTemplate: '',
	canvasTemplate: 'cosmetics-storefront-canvas',
	canvasTemplateLabel: 'Sklep kosmetyczny (pełna strona)',
};

describe( 'placementAdvice', () => {
	test( 'the storefront page is said to be it, with no offer', () => {
		const advice = placementAdvice( { ...base, postId: 7 } );
		expect( advice.page ).toEqual( {
			status: 'success',
			message:
				'Ta strona jest stroną sklepu i stroną główną witryny: sklep działa pod adresem / i pod swoimi adresami (/sklep, /kontakt, /profil…).',
			offer: false,
			offerHelp: '',
			blocked: '',
		} );
	} );

	test( 'another page is told what visitors see and offered to become the storefront page and the front page', () => {
		const advice = placementAdvice( { ...base, frontPageTitle: 'Blog' } );
		expect( advice.page.status ).toBe( 'warning' );
		expect( advice.page.message ).toBe(
			'Ta strona nie jest stroną sklepu, więc odwiedzający zobaczą tu tylko ekran „Strona jest modernizowana”. Stroną sklepu jest teraz „Sklep kosmetyczny”.'
		);
		expect( advice.page.offer ).toBe( true );
		expect( advice.page.offerHelp ).toBe(
			'Ta strona stanie się też stroną główną witryny (zamiast „Blog”): sklep będzie pod adresem / i pod adresami /sklep, /kontakt, /profil…'
		);
		expect( advice.page.blocked ).toBe( '' );
		expect( placementAdvice( base ).page.offerHelp ).toMatch(
			/^Ta strona stanie się też stroną główną witryny: /
		);
	} );

	test( 'a shop without a storefront page says so', () => {
		expect(
			placementAdvice( {
				...base,
				storefrontPageId: 0,
				storefrontPageTitle: '',
			} ).page.message
		).toMatch( / Sklep nie ma jeszcze strony sklepu\.$/ );
	} );

	test( 'an unpublished page must be published first (a new page is an auto-draft)', () => {
		for ( const savedStatus of [
			'auto-draft',
			'draft',
			'pending',
			'private',
			'future',
		] ) {
			const advice = placementAdvice( { ...base, savedStatus } );
			expect( advice.page.offer ).toBe( true );
			expect( advice.page.blocked ).toBe(
				'Najpierw opublikuj stronę: stroną sklepu może być tylko opublikowana strona.'
			);
		}
	} );

	test( 'staff who cannot manage the shop get no button', () => {
		const advice = placementAdvice( { ...base, canManage: false } );
		expect( advice.page.offer ).toBe( false );
		expect( advice.page.message ).toMatch(
			/ Stronę sklepu wybiera osoba zarządzająca sklepem\.$/
		);
	} );

	test( 'the full-page template is offered until it is chosen, then saved', () => {
		expect( placementAdvice( base ).template ).toEqual( {
			status: 'warning',
			message:
				'Strona używa szablonu motywu, więc nad sklepem i pod nim będą nagłówek i stopka motywu, a sklep ma własne.',
			offer: true,
			offerLabel: 'Użyj szablonu „Sklep kosmetyczny (pełna strona)”',
		} );
		const chosen = placementAdvice( {
			...base,
			template: base.canvasTemplate,
		} ).template;
		expect( chosen ).toMatchObject( {
			status: 'info',
			offer: false,
			message:
				'Wybrano szablon „Sklep kosmetyczny (pełna strona)”. Zapisz stronę, aby zaczął działać.',
		} );
		const saved = placementAdvice( {
			...base,
			template: base.canvasTemplate,
			savedTemplate: base.canvasTemplate,
		} ).template;
		expect( saved ).toMatchObject( { status: 'success', offer: false } );
		// The storefront page with the theme's template is offered it too.
		expect(
			placementAdvice( { ...base, postId: 7 } ).template?.offer
		).toBe( true );
	} );

	test( 'outside a page (a post, a template) the block only says where it belongs', () => {
		for ( const postType of [ 'post', 'wp_template', 'wp_block' ] ) {
			const advice = placementAdvice( { ...base, postType } );
			expect( advice.page.offer ).toBe( false );
			expect( advice.page.message ).toBe(
				'Sklep działa tylko na stronie (nie we wpisie ani w szablonie). Wstaw ten blok na stronę i ustaw ją jako stronę sklepu.'
			);
			expect( advice.template ).toBeNull();
		}
	} );
} );
