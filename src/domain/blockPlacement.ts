/**
 * What the storefront block tells staff in the block editor about where it is placed. The storefront works only on the storefront page (which is also the site's front page,
 * includes/Storefront/Placement.php); anywhere else visitors get its 404 screen. Pure: the block's
 * editor component (src/block/) renders this.
 */

export interface PlacementInput {
	/** Post type being edited ('page', 'post', 'wp_template', …). */
	postType: string;
	postId: number;
	/** The saved status ('publish', 'draft', 'auto-draft', …): only a published page can be chosen. */
	savedStatus: string;
	storefrontPageId: number;
	storefrontPageTitle: string;
	/** The current front page's title when it is another page than the storefront page, else ''. */
	frontPageTitle: string;
	/** The user may choose the storefront page (manage_woocommerce). */
	canManage: boolean;
	/** The template as edited, and as saved ('' = the theme's default). */
	template: string;
	savedTemplate: string;
	canvasTemplate: string;
	canvasTemplateLabel: string;
}

export type NoticeStatus = 'success' | 'warning' | 'info';

export interface PlacementAdvice {
	page: {
		status: NoticeStatus;
		message: string;
		/** Offer "Ustaw jako stronę sklepu". */
		offer: boolean;
		/** What the button does beyond the obvious (the front page moves too). */
		offerHelp: string;
		/** Why the button cannot be used yet ('' when it can). */
		blocked: string;
	};
	/** null when the template does not matter (not a page). */
	template: {
		status: NoticeStatus;
		message: string;
		offer: boolean;
		offerLabel: string;
	} | null;
}

export const MAKE_STOREFRONT_LABEL = 'Ustaw jako stronę sklepu';

export function placementAdvice( input: PlacementInput ): PlacementAdvice {
	if ( input.postType !== 'page' ) {
		return {
			page: {
				status: 'warning',
				message:
					'Sklep działa tylko na stronie (nie we wpisie ani w szablonie). Wstaw ten blok na stronę i ustaw ją jako stronę sklepu.',
				offer: false,
				offerHelp: '',
				blocked: '',
			},
			template: null,
		};
	}
	return { page: pageAdvice( input ), template: templateAdvice( input ) };
}

function pageAdvice( input: PlacementInput ): PlacementAdvice[ 'page' ] {
	if ( input.postId > 0 && input.postId === input.storefrontPageId ) {
		return {
			status: 'success',
			message:
				'Ta strona jest stroną sklepu i stroną główną witryny: sklep działa pod adresem / i pod swoimi adresami (/sklep, /kontakt, /profil…).',
			offer: false,
			offerHelp: '',
			blocked: '',
		};
	}
	const now =
		input.storefrontPageId > 0 && input.storefrontPageTitle !== ''
			? ` Stroną sklepu jest teraz „${ input.storefrontPageTitle }”.`
			: ' Sklep nie ma jeszcze strony sklepu.';
	const message = `Ta strona nie jest stroną sklepu, więc odwiedzający zobaczą tu tylko ekran „Strona jest modernizowana”.${ now }`;
	if ( ! input.canManage ) {
		return {
			status: 'warning',
			message: `${ message } Stronę sklepu wybiera osoba zarządzająca sklepem.`,
			offer: false,
			offerHelp: '',
			blocked: '',
		};
	}
	const front =
		input.frontPageTitle !== ''
			? ` (zamiast „${ input.frontPageTitle }”)`
			: '';
	return {
		status: 'warning',
		message,
		offer: true,
		offerHelp: `Ta strona stanie się też stroną główną witryny${ front }: sklep będzie pod adresem / i pod adresami /sklep, /kontakt, /profil…`,
		blocked:
			input.savedStatus === 'publish'
				? ''
				: 'Najpierw opublikuj stronę: stroną sklepu może być tylko opublikowana strona.',
	};
}

function templateAdvice(
	input: PlacementInput
): PlacementAdvice[ 'template' ] {
	const label = `„${ input.canvasTemplateLabel }”`;
	if ( input.template === input.canvasTemplate ) {
		return input.savedTemplate === input.canvasTemplate
			? {
					status: 'success',
					message: `Szablon: ${ label } — bez nagłówka i stopki motywu (sklep ma własne).`,
					offer: false,
					offerLabel: '',
			  }
			: {
					status: 'info',
					message: `Wybrano szablon ${ label }. Zapisz stronę, aby zaczął działać.`,
					offer: false,
					offerLabel: '',
			  };
	}
	return {
		status: 'warning',
		message:
			'Strona używa szablonu motywu, więc nad sklepem i pod nim będą nagłówek i stopka motywu, a sklep ma własne.',
		offer: true,
		offerLabel: `Użyj szablonu ${ label }`,
	};
}
