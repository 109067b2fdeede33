/**
 * The home page's category cards as the block's content in the editor: each card's name, its
 * category and its images — the ones picked in the sidebar (from the core store's media records),
 * or what the home page shows for the saved card (its category's product photos when none are
 * picked). The edits show at once, before they are saved.
 */
import { store as coreStore, useEntityProp } from '@wordpress/core-data';
import { useSelect } from '@wordpress/data';
import { useMemo } from 'react';
import { asMediaImage, asStorefrontSettings } from '../api';
import {
	cardPreviewImages,
	categoryLabel,
	type HomeCardSetting,
} from '../domain/storefrontSettings';
import { SETTINGS_KIND, SETTINGS_NAME } from './settings-entity';
import { useCategoryTerms } from './SettingsPanel';

export function CardsPreview() {
	const [ cards ] = useEntityProp< HomeCardSetting[] >(
		SETTINGS_KIND,
		SETTINGS_NAME,
		'home_cards'
	);
	const saved = useSelect(
		( select ) =>
			select( coreStore ).getEntityRecord( SETTINGS_KIND, SETTINGS_NAME ),
		[]
	);
	const ids = useMemo(
		() => ( cards ?? [] ).flatMap( ( card ) => card.image_ids ),
		[ cards ]
	);
	const records = useSelect(
		( select ) =>
			ids.map( ( id ) =>
				select( coreStore ).getEntityRecord(
					'postType',
					'attachment',
					id
				)
			),
		[ ids ]
	);
	const terms = useCategoryTerms() ?? [];
	if ( ! cards ) {
		return null;
	}
	const media = new Map(
		ids.map( ( id, at ) => [ id, asMediaImage( records[ at ] ) ] )
	);
	const settings = asStorefrontSettings( saved );
	return (
		<section
			className="cosmetics-storefront-cards-preview"
			aria-labelledby="cosmetics-storefront-cards-preview-title"
			style={ { width: '100%', marginTop: '16px', textAlign: 'left' } }
		>
			<h3
				id="cosmetics-storefront-cards-preview-title"
				style={ { fontSize: '14px', margin: '0 0 8px' } }
			>
				Karty kategorii na stronie głównej (podgląd)
			</h3>
			<ul
				style={ {
					display: 'grid',
					gridTemplateColumns:
						'repeat(auto-fill, minmax(150px, 1fr))',
					gap: '12px',
					listStyle: 'none',
					margin: 0,
					padding: 0,
				} }
			>
				{ cards.map( ( card, index ) => {
					const images = cardPreviewImages(
						card,
						settings?.home_cards[ index ],
						settings?.home_cards_preview[ index ],
						( id ) => media.get( id )
					);
					const category = categoryLabel( terms, card.slug );
					return (
						<li
							key={ index }
							className="cosmetics-storefront-cards-preview__card"
							data-card={ index }
							style={ {
								border: '1px solid #ddd',
								borderRadius: '8px',
								overflow: 'hidden',
								background: '#fff',
							} }
						>
							<div
								style={ {
									display: 'grid',
									gridTemplateColumns:
										images.length > 1 ? '2fr 1fr' : '1fr',
									gap: '2px',
									aspectRatio: '4 / 3',
									background: '#f3ece8',
								} }
							>
								{ images.length === 0 && (
									<span
										style={ {
											alignSelf: 'center',
											justifySelf: 'center',
											fontSize: '12px',
											color: '#555',
											padding: '8px',
										} }
									>
										Bez obrazów
									</span>
								) }
								{ images[ 0 ] && (
									<img
										src={ images[ 0 ].src }
										alt={ images[ 0 ].alt }
										style={ {
											width: '100%',
											height: '100%',
											objectFit: 'cover',
											gridRow:
												images.length > 1
													? 'span 2'
													: undefined,
										} }
									/>
								) }
								{ images.slice( 1 ).map( ( image, at ) => (
									<img
										key={ at }
										src={ image.src }
										alt={ image.alt }
										style={ {
											width: '100%',
											height: '100%',
											objectFit: 'cover',
											minHeight: 0,
											gridRow:
												images.length === 2
													? 'span 2'
													: undefined,
										} }
									/>
								) ) }
							</div>
							<p style={ { margin: '8px', fontWeight: 600 } }>
								{ card.name }
							</p>
							<p
								style={ {
									margin: '0 8px 8px',
									fontSize: '12px',
									color: '#555',
								} }
							>
								Kategoria: { category }
							</p>
						</li>
					);
				} ) }
			</ul>
		</section>
	);
}
