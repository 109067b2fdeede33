/**
 * Editor side of the cosmetics/storefront block: a placeholder. The storefront renders on the site
 * (server render callback: includes/Frontend/Mount.php), not inside the editor.
 */
import { registerBlockType } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { Placeholder } from '@wordpress/components';
import metadata from './block.json';

function Edit() {
	return (
		<div { ...useBlockProps() }>
			<Placeholder
				icon="store"
				label="Sklep kosmetyczny"
				instructions="Tutaj wyświetli się sklep: strona główna, katalog, koszyk, zamówienie i konto klienta. Ustawienia: WooCommerce → Sklep kosmetyczny."
			/>
		</div>
	);
}

registerBlockType( metadata.name, {
	edit: Edit,
	save: () => null,
} );
