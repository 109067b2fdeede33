/**
 * The shop's settings as a core-data entity, so the block's sidebar edits them as WordPress edits the
 * site's title from a block: useEntityProp() holds the edits, the post's Save/Update button offers
 * them in the editor's multi-entity save ("what to save" lists "Ustawienia sklepu kosmetycznego"),
 * and they are saved with the post. Record without an id, like core's root/site: GET and POST on the
 * route (only the edited fields are sent).
 */
import { store as coreStore } from '@wordpress/core-data';
import { dispatch } from '@wordpress/data';
import { STOREFRONT_SETTINGS_PATH } from '../api';

export const SETTINGS_KIND = 'cosmetics';
export const SETTINGS_NAME = 'storefrontSettings';
export const SETTINGS_LABEL = 'Ustawienia sklepu kosmetycznego';

export function registerSettingsEntity(): void {
	dispatch( coreStore ).addEntities( [
		{
			kind: SETTINGS_KIND,
			name: SETTINGS_NAME,
			baseURL: STOREFRONT_SETTINGS_PATH,
			label: SETTINGS_LABEL,
			getTitle: () => SETTINGS_LABEL,
		},
	] );
}
