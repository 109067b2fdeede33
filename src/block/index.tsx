/**
 * Editor side of the cosmetics/storefront block: a placeholder (the storefront renders on the site,
 * server render callback: includes/Storefront/Mount.php) that guides its placement:
 * it says whether the page being edited is the storefront page, offers to make it so (the page also
 * becomes the site's front page) and to use the full-page template. The advice itself is
 * src/domain/blockPlacement.ts; the editor's data comes from includes/Storefront/Placement.php.
 * Its sidebar edits the shop's categories and the home page's category cards (SettingsPanel.tsx, the
 * settings page's option), and it shows the cards (CardsPreview.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import { registerBlockType } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { Button, Notice, Placeholder } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { setStorefrontPage, storefrontPageError } from '../api';
import {
	MAKE_STOREFRONT_LABEL,
	placementAdvice,
	type PlacementInput,
} from '../domain/blockPlacement';
import metadata from './block.json';
import { CardsPreview } from './CardsPreview';
import { registerSettingsEntity } from './settings-entity';
import { SettingsPanel } from './SettingsPanel';

interface EditorData {
	storefrontPageId: number;
	storefrontPageTitle: string;
	frontPageTitle: string;
	canManage: boolean;
	canvasTemplate: string;
	canvasTemplateLabel: string;
	settingsUrl: string;
}

declare global {
	interface Window {
		cosmeticsStorefrontEditor?: EditorData;
	}
}

const NO_DATA: EditorData = {
	storefrontPageId: 0,
	storefrontPageTitle: '',
	frontPageTitle: '',
	canManage: false,
	canvasTemplate: 'cosmetics-storefront-canvas',
	canvasTemplateLabel: 'Sklep kosmetyczny (pełna strona)',
	settingsUrl: '',
};

interface EditedPost {
	postType: string;
	postId: number;
	savedStatus: string;
	template: string;
	savedTemplate: string;
}

function asString( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

function Placement() {
	const data = window.cosmeticsStorefrontEditor ?? NO_DATA;
	const [ storefront, setStorefront ] = useState( {
		id: data.storefrontPageId,
		title: data.storefrontPageTitle,
		front: data.frontPageTitle,
	} );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState( '' );
	const [ done, setDone ] = useState( false );
	const post = useSelect( ( select ): EditedPost => {
		const editor = select( 'core/editor' );
		const current = editor.getCurrentPost();
		return {
			postType: asString( editor.getCurrentPostType() ),
			postId: Number( editor.getCurrentPostId() ) || 0,
			savedStatus: asString( current.status ),
			template: asString( editor.getEditedPostAttribute( 'template' ) ),
			savedTemplate: asString( current.template ),
		};
	}, [] );
	const { editPost } = useDispatch( 'core/editor' );
	// The button is gone once it worked: keyboard and screen-reader users land on the result.
	const result = useRef< HTMLParagraphElement >( null );
	useEffect( () => {
		if ( done ) {
			result.current?.focus();
		}
	}, [ done ] );

	const input: PlacementInput = {
		...post,
		storefrontPageId: storefront.id,
		storefrontPageTitle: storefront.title,
		frontPageTitle: storefront.front,
		canManage: data.canManage,
		canvasTemplate: data.canvasTemplate,
		canvasTemplateLabel: data.canvasTemplateLabel,
	};
	const advice = placementAdvice( input );

	const makeStorefront = async () => {
		setBusy( true );
		setError( '' );
		try {
			const answer = await setStorefrontPage( post.postId );
			setStorefront( {
				id: answer.page_id,
				title: answer.title,
				front: '',
			} );
			setDone( true );
		} catch ( failure: unknown ) {
			setError( storefrontPageError( failure ) );
		} finally {
			setBusy( false );
		}
	};

	const pageMessage =
		done && advice.page.status === 'success'
			? 'Gotowe. Ta strona jest teraz stroną sklepu i stroną główną witryny: sklep działa pod adresem / i pod swoimi adresami (/sklep, /kontakt, /profil…).'
			: advice.page.message;
	const helpId = 'cosmetics-storefront-make-help';

	return (
		<div
			className="cosmetics-storefront-placement"
			style={ {
				width: '100%',
				display: 'grid',
				gap: '8px',
				marginTop: '8px',
			} }
		>
			<Notice
				status={ advice.page.status }
				isDismissible={ false }
				spokenMessage={ pageMessage }
			>
				<p ref={ result } tabIndex={ -1 } style={ { margin: 0 } }>
					{ pageMessage }
				</p>
				{ advice.page.offer && (
					<>
						<p id={ helpId } style={ { margin: '8px 0' } }>
							{ advice.page.offerHelp }
							{ advice.page.blocked !== '' && (
								<>
									<br />
									<strong>{ advice.page.blocked }</strong>
								</>
							) }
						</p>
						<Button
							variant="primary"
							onClick={ makeStorefront }
							disabled={ busy || advice.page.blocked !== '' }
							isBusy={ busy }
							aria-describedby={ helpId }
						>
							{ MAKE_STOREFRONT_LABEL }
						</Button>
						{ data.settingsUrl !== '' && (
							<p style={ { margin: '8px 0 0' } }>
								Stronę sklepu można też wybrać w{ ' ' }
								<a
									href={ data.settingsUrl }
									target="_blank"
									rel="noopener noreferrer"
								>
									ustawieniach sklepu (otwierają się w nowej
									karcie)
								</a>
								.
							</p>
						) }
					</>
				) }
			</Notice>
			{ error !== '' && (
				<Notice
					status="error"
					isDismissible={ false }
					spokenMessage={ error }
				>
					<p role="alert" style={ { margin: 0 } }>
						{ error }
					</p>
				</Notice>
			) }
			{ advice.template && (
				<Notice
					status={ advice.template.status }
					isDismissible={ false }
					spokenMessage={ advice.template.message }
				>
					<p style={ { margin: 0 } }>{ advice.template.message }</p>
					{ advice.template.offer && (
						<Button
							variant="secondary"
							style={ { marginTop: '8px' } }
							onClick={ () =>
								editPost( { template: data.canvasTemplate } )
							}
						>
							{ advice.template.offerLabel }
						</Button>
					) }
				</Notice>
			) }
		</div>
	);
}

function Edit() {
	const data = window.cosmeticsStorefrontEditor ?? NO_DATA;
	return (
		<div { ...useBlockProps() }>
			<SettingsPanel
				canManage={ data.canManage }
				settingsUrl={ data.settingsUrl }
			/>
			<Placeholder
				icon="store"
				label="Sklep kosmetyczny"
				instructions="Tutaj wyświetli się sklep: strona główna, katalog, koszyk, zamówienie i konto klienta."
			>
				<Placement />
				{ data.canManage && <CardsPreview /> }
			</Placeholder>
		</div>
	);
}

registerSettingsEntity();
registerBlockType( metadata.name, {
	edit: Edit,
	save: () => null,
} );
