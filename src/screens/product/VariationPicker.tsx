import { useId } from 'react';
import type { StoreProduct } from '../../api/store-api';
import { decodeEntities } from '../../domain/text';
import {
	isTermAvailable,
	variationAttributes,
	type VariationSelection,
} from '../../domain/variations';

/** One select per attribute the variations differ by; combinations that do not exist are disabled. */
export function VariationPicker( {
	product,
	selection,
	onChange,
}: {
	product: StoreProduct;
	selection: VariationSelection;
	onChange: ( selection: VariationSelection ) => void;
} ) {
	const id = useId();
	return (
		<div className="cs-variations">
			{ variationAttributes( product ).map( ( attribute, i ) => (
				<div key={ attribute.name } className="cs-field">
					<label
						htmlFor={ `${ id }-${ i }` }
						className="cs-field__label"
					>
						{ decodeEntities( attribute.name ) }
					</label>
					<select
						id={ `${ id }-${ i }` }
						className="cs-select"
						value={ selection[ attribute.name ] ?? '' }
						onChange={ ( event ) =>
							onChange( {
								...selection,
								[ attribute.name ]: event.target.value,
							} )
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
			) ) }
		</div>
	);
}
