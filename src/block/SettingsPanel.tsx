/**
 * The block's sidebar: the shop's top-level categories (in the shop filter's order) and the home
 * page's six category cards (name, category, up to three images from the media library). The values
 * are the shop's settings, the same the settings page edits (one option), held as core-data edits of
 * the settings entity (settings-entity.ts) and saved with the post. The product categories and the
 * images come from WordPress's core store. What the server refuses is shown here in its words.
 */
import {
	InspectorControls,
	MediaUpload,
	MediaUploadCheck,
	type MediaItem,
} from '@wordpress/block-editor';
import {
	Button,
	CheckboxControl,
	Notice,
	PanelBody,
	SelectControl,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { store as coreStore, useEntityProp } from '@wordpress/core-data';
import { useSelect } from '@wordpress/data';
import { asCategoryTerms, asMediaImage } from '../api';
import { decodeEntities } from '../domain/text';
import {
	FIELD_SHOP_CATEGORIES,
	HOME_CARD_IMAGES,
	cardFieldCode,
	categoryOptions,
	editCard,
	moveShopCategory,
	refusedFields,
	settingsSaveMessage,
	shopCategoryChoices,
	toggleShopCategory,
	type CategoryTerm,
	type HomeCardSetting,
} from '../domain/storefrontSettings';
import { SETTINGS_KIND, SETTINGS_NAME } from './settings-entity';

/** Every product category, sub-categories too (the core store fetches all pages for per_page -1). */
export const CATEGORY_QUERY = {
	per_page: -1,
	hide_empty: false,
	orderby: 'name',
	order: 'asc',
};

export function useCategoryTerms(): CategoryTerm[] | null {
	const records = useSelect(
		( select ) =>
			select( coreStore ).getEntityRecords(
				'taxonomy',
				'product_cat',
				CATEGORY_QUERY
			),
		[]
	);
	return records === null ? null : asCategoryTerms( records );
}

function FieldError( { message }: { message: string | undefined } ) {
	if ( ! message ) {
		return null;
	}
	return (
		<Notice
			status="error"
			isDismissible={ false }
			className="cosmetics-storefront-settings__field-error"
		>
			{ message }
		</Notice>
	);
}

function ShopCategories( {
	terms,
	refused,
}: {
	terms: CategoryTerm[];
	refused: Record< string, string >;
} ) {
	const [ chosen, setChosen ] = useEntityProp< number[] >(
		SETTINGS_KIND,
		SETTINGS_NAME,
		'shop_category_ids'
	);
	const ids = chosen ?? [];
	const choices = shopCategoryChoices( terms, ids );
	return (
		<PanelBody title="Kategorie sklepu" initialOpen={ false }>
			<p id="cosmetics-storefront-shop-categories-help">
				Zaznaczone kategorie najwyższego poziomu, w tej kolejności, są
				kategoriami filtra sklepu. Bez zaznaczonych: wszystkie kategorie
				najwyższego poziomu oprócz „Bez kategorii”.
			</p>
			<FieldError message={ refused[ FIELD_SHOP_CATEGORIES ] } />
			<ul style={ { listStyle: 'none', margin: 0, padding: 0 } }>
				{ choices.map( ( { term, checked } ) => {
					const name = decodeEntities( term.name );
					const at = ids.indexOf( term.id );
					return (
						<li
							key={ term.id }
							style={ {
								display: 'flex',
								alignItems: 'center',
								gap: '4px',
								marginBottom: '4px',
							} }
						>
							<div style={ { flex: 1 } }>
								<CheckboxControl
									__nextHasNoMarginBottom
									label={ `${ name } (${ term.count })` }
									checked={ checked }
									onChange={ () =>
										setChosen(
											toggleShopCategory( ids, term.id )
										)
									}
								/>
							</div>
							{ checked && (
								<>
									<Button
										size="small"
										icon="arrow-up-alt2"
										label={ `Przesuń „${ name }” wyżej` }
										disabled={ at === 0 }
										accessibleWhenDisabled
										onClick={ () =>
											setChosen(
												moveShopCategory(
													ids,
													term.id,
													-1
												)
											)
										}
									/>
									<Button
										size="small"
										icon="arrow-down-alt2"
										label={ `Przesuń „${ name }” niżej` }
										disabled={ at === ids.length - 1 }
										accessibleWhenDisabled
										onClick={ () =>
											setChosen(
												moveShopCategory(
													ids,
													term.id,
													1
												)
											)
										}
									/>
								</>
							) }
						</li>
					);
				} ) }
			</ul>
		</PanelBody>
	);
}

function CardImages( {
	card,
	index,
	onChange,
}: {
	card: HomeCardSetting;
	index: number;
	onChange: ( ids: number[] ) => void;
} ) {
	const images = useSelect(
		( select ) =>
			card.image_ids.map( ( id ) =>
				select( coreStore ).getEntityRecord(
					'postType',
					'attachment',
					id
				)
			),
		[ card.image_ids ]
	);
	const helpId = `cosmetics-storefront-card-${ index }-images-help`;
	return (
		<div>
			<p style={ { margin: '0 0 8px', fontWeight: 500 } }>Obrazy</p>
			{ card.image_ids.length > 0 ? (
				<ul
					style={ {
						display: 'flex',
						gap: '8px',
						listStyle: 'none',
						margin: '0 0 8px',
						padding: 0,
					} }
					aria-label={ `Obrazy karty ${ index + 1 }` }
				>
					{ card.image_ids.map( ( id, at ) => {
						const image = asMediaImage( images[ at ] );
						return (
							<li
								key={ id }
								style={ {
									width: '64px',
									height: '64px',
									background: '#f0f0f0',
								} }
							>
								{ image ? (
									<img
										src={ image.src }
										alt={
											image.alt ||
											`Obraz ${ at + 1 } (ID ${ id })`
										}
										style={ {
											width: '64px',
											height: '64px',
											objectFit: 'cover',
										} }
									/>
								) : (
									<span style={ { fontSize: '11px' } }>
										ID { id }
									</span>
								) }
							</li>
						);
					} ) }
				</ul>
			) : (
				<p style={ { margin: '0 0 8px' } }>
					Brak wybranych obrazów: karta pokazuje zdjęcia produktów z
					tej kategorii.
				</p>
			) }
			<p
				id={ helpId }
				style={ {
					margin: '0 0 8px',
					color: '#757575',
					fontSize: '12px',
				} }
			>
				Do { HOME_CARD_IMAGES } obrazów z biblioteki mediów,
				pokazywanych po kolei.
			</p>
			<MediaUploadCheck
				fallback={
					<p>Obrazy wybiera osoba z dostępem do biblioteki mediów.</p>
				}
			>
				<MediaUpload
					title={ `Obrazy karty ${ index + 1 }: ${ card.name }` }
					allowedTypes={ [ 'image' ] }
					multiple="add"
					value={ card.image_ids }
					onSelect={ ( media: MediaItem | MediaItem[] ) =>
						onChange(
							( Array.isArray( media ) ? media : [ media ] ).map(
								( item ) => item.id
							)
						)
					}
					render={ ( { open } ) => (
						<div
							style={ {
								display: 'flex',
								gap: '8px',
								flexWrap: 'wrap',
							} }
						>
							<Button
								variant="secondary"
								onClick={ open }
								aria-describedby={ helpId }
								className="cosmetics-storefront-card-pick"
							>
								{ card.image_ids.length
									? 'Zmień obrazy'
									: 'Wybierz obrazy' }
							</Button>
							{ card.image_ids.length > 0 && (
								<Button
									variant="tertiary"
									isDestructive
									onClick={ () => onChange( [] ) }
								>
									Usuń obrazy
								</Button>
							) }
						</div>
					) }
				/>
			</MediaUploadCheck>
		</div>
	);
}

function HomeCards( {
	terms,
	refused,
}: {
	terms: CategoryTerm[];
	refused: Record< string, string >;
} ) {
	const [ cards, setCards ] = useEntityProp< HomeCardSetting[] >(
		SETTINGS_KIND,
		SETTINGS_NAME,
		'home_cards'
	);
	const list = cards ?? [];
	return (
		<>
			{ list.map( ( card, index ) => {
				const change = ( patch: Partial< HomeCardSetting > ) =>
					setCards( editCard( list, index, patch ) );
				return (
					<PanelBody
						key={ index }
						title={ `Karta ${ index + 1 }: ${ card.name }` }
						initialOpen={ false }
						className={ `cosmetics-storefront-card-${ index }` }
					>
						<TextControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label="Nazwa"
							value={ card.name }
							maxLength={ 80 }
							onChange={ ( name ) => change( { name } ) }
						/>
						<FieldError
							message={
								refused[ cardFieldCode( index, 'name' ) ]
							}
						/>
						<div style={ { height: '12px' } } />
						<SelectControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label="Kategoria"
							value={ card.slug }
							options={ categoryOptions( terms, card.slug ) }
							onChange={ ( slug ) => change( { slug } ) }
							help="Karta prowadzi do tej kategorii w sklepie."
						/>
						<FieldError
							message={
								refused[ cardFieldCode( index, 'slug' ) ]
							}
						/>
						<div style={ { height: '12px' } } />
						<CardImages
							card={ card }
							index={ index }
							onChange={ ( imageIds ) =>
								change( { image_ids: imageIds } )
							}
						/>
						<FieldError
							message={
								refused[ cardFieldCode( index, 'images' ) ]
							}
						/>
					</PanelBody>
				);
			} ) }
		</>
	);
}

/** The sidebar; only for staff who manage the shop (the route refuses anyone else). */
export function SettingsPanel( {
	canManage,
	settingsUrl,
}: {
	canManage: boolean;
	settingsUrl: string;
} ) {
	return (
		<InspectorControls>
			{ canManage ? (
				<Settings settingsUrl={ settingsUrl } />
			) : (
				<PanelBody title="Ustawienia sklepu">
					<p>
						Kategorie sklepu i karty strony głównej zmienia osoba
						zarządzająca sklepem.
					</p>
				</PanelBody>
			) }
		</InspectorControls>
	);
}

function Settings( { settingsUrl }: { settingsUrl: string } ) {
	const terms = useCategoryTerms();
	const { record, saveError, saving } = useSelect( ( select ) => {
		const core = select( coreStore );
		return {
			record: core.getEntityRecord( SETTINGS_KIND, SETTINGS_NAME ),
			saveError: core.getLastEntitySaveError(
				SETTINGS_KIND,
				SETTINGS_NAME
			),
			saving: core.isSavingEntityRecord( SETTINGS_KIND, SETTINGS_NAME ),
		};
	}, [] );
	const refused = refusedFields( saveError );
	const messages = Object.values( refused );
	return (
		<>
			<PanelBody title="Ustawienia sklepu">
				<p>
					Te same ustawienia co w WooCommerce → Sklep kosmetyczny.
					Zmiany zapisują się razem ze stroną (przycisk zapisu strony
					pokaże je do potwierdzenia).
				</p>
				{ settingsUrl !== '' && (
					<p>
						<a
							href={ settingsUrl }
							target="_blank"
							rel="noopener noreferrer"
						>
							Ustawienia sklepu (otwierają się w nowej karcie)
						</a>
					</p>
				) }
				{ saving && <Spinner /> }
				{ saveError !== undefined && saveError !== null && ! saving && (
					<Notice
						status="error"
						isDismissible={ false }
						spokenMessage={ `Nic nie zapisano. ${ settingsSaveMessage(
							saveError
						) }` }
						className="cosmetics-storefront-settings__error"
					>
						<p style={ { margin: 0 } }>
							Nic nie zapisano: popraw te pola i zapisz ponownie.
						</p>
						{ messages.length > 0 ? (
							<ul
								style={ {
									margin: '8px 0 0',
									paddingLeft: '1.2em',
									listStyle: 'disc',
								} }
							>
								{ messages.map( ( message ) => (
									<li key={ message }>{ message }</li>
								) ) }
							</ul>
						) : (
							<p style={ { margin: '8px 0 0' } }>
								{ settingsSaveMessage( saveError ) }
							</p>
						) }
					</Notice>
				) }
			</PanelBody>
			{ ! record || terms === null ? (
				<PanelBody title="Karty kategorii na stronie głównej">
					<Spinner />
				</PanelBody>
			) : (
				<>
					<ShopCategories terms={ terms } refused={ refused } />
					<PanelBody
						title="Karty kategorii na stronie głównej"
						initialOpen
					>
						<p>
							Sześć kart pod banerem strony głównej. Każda
							prowadzi do swojej kategorii i co 3,5 s zmienia
							jeden z obrazów.
						</p>
					</PanelBody>
					<HomeCards terms={ terms } refused={ refused } />
				</>
			) }
		</>
	);
}
