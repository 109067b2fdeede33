import { useId, useRef } from 'react';
import type { StoreProduct, StoreProductAttribute } from '../../api';
import { useServerFieldTakeover } from '../../components/serverFields';
import { decodeEntities } from '../../domain/text';
import {
	isTermAvailable,
	variationAttributes,
	variationFieldName,
	type VariationSelection,
} from '../../domain/variations';

/**
 * One select per attribute the variations differ by; combinations that do not exist are disabled. The
 * server draws the same selects in its add-to-cart form (Screens\VariationPicker), named as WooCommerce
 * reads them (variationFieldName): a choice made there before the app took over is the app's.
 */
export function VariationPicker( {
	product,
	selection,
	onChoose,
}: {
	product: StoreProduct;
	selection: VariationSelection;
	/** `attribute` (its name) set to `slug` ('' = not chosen); several may come in one commit. */
	onChoose: ( attribute: string, slug: string ) => void;
} ) {
	const id = useId();
	return (
		<div className="cs-variations">
			{ variationAttributes( product ).map( ( attribute, i ) => (
				<VariationSelect
					key={ attribute.name }
					id={ `${ id }-${ i }` }
					product={ product }
					attribute={ attribute }
					selection={ selection }
					onChoose={ onChoose }
				/>
			) ) }
		</div>
	);
}

function VariationSelect( {
	id,
	product,
	attribute,
	selection,
	onChoose,
}: {
	id: string;
	product: StoreProduct;
	attribute: StoreProductAttribute;
	selection: VariationSelection;
	onChoose: ( attribute: string, slug: string ) => void;
} ) {
	const name = variationFieldName( attribute );
	const select = useRef< HTMLSelectElement >( null );
	// A term chosen in the server's select (one of this select's options) is the app's choice.
	useServerFieldTakeover( name, select, ( chosen ) =>
		onChoose( attribute.name, chosen )
	);
	return (
		<div className="cs-field">
			<label htmlFor={ id } className="cs-field__label">
				{ decodeEntities( attribute.name ) }
			</label>
			<select
				ref={ select }
				id={ id }
				name={ name }
				className="cs-select"
				value={ selection[ attribute.name ] ?? '' }
				onChange={ ( event ) =>
					onChoose( attribute.name, event.target.value )
				}
			>
				<option value="">Wybierz…</option>
				{ attribute.terms.map( ( term ) => (
					<option
						key={ term.slug }
						value={ term.slug }
						disabled={
							! isTermAvailable(
								product,
								selection,
								attribute.name,
								term.slug
							)
						}
					>
						{ decodeEntities( term.name ) }
					</option>
				) ) }
			</select>
		</div>
	);
}
