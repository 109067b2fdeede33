import { type RefObject, useEffect, useId, useState } from 'react';
import { clampQuantity, type QuantityBounds } from '../domain/stock';

/** Quantity from `bounds.min` to `bounds.max` (spec: 1 up to the stock): − / number / +. */
export function QuantitySelector( {
	value,
	onChange,
	bounds,
	disabled = false,
	inputRef,
}: {
	value: number;
	onChange: ( quantity: number ) => void;
	bounds: QuantityBounds;
	disabled?: boolean;
	/** The number field (a screen hands it the server's field: useServerFieldTakeover). */
	inputRef?: RefObject< HTMLInputElement >;
} ) {
	const id = useId();
	const [ draft, setDraft ] = useState( String( value ) );
	useEffect( () => setDraft( String( value ) ), [ value ] );
	const commit = ( raw: string | number ) => {
		const next = clampQuantity( raw, bounds );
		setDraft( String( next ) );
		onChange( next );
	};
	const off = disabled || bounds.max < bounds.min;
	return (
		<div className="cs-quantity">
			<label htmlFor={ id } className="cs-quantity__label">
				Ilość
			</label>
			<div className="cs-quantity__control">
				<button
					type="button"
					className="cs-quantity__step"
					aria-label="Zmniejsz ilość"
					onClick={ () => commit( value - 1 ) }
					disabled={ off || value <= bounds.min }
				>
					−
				</button>
				<input
					ref={ inputRef }
					id={ id }
					type="number"
					inputMode="numeric"
					min={ bounds.min }
					max={ Math.max( bounds.min, bounds.max ) }
					step={ 1 }
					value={ draft }
					disabled={ off }
					onChange={ ( event ) => setDraft( event.target.value ) }
					onBlur={ () => commit( draft ) }
					onKeyDown={ ( event ) => {
						if ( event.key === 'Enter' ) {
							event.preventDefault();
							commit( draft );
						}
					} }
				/>
				<button
					type="button"
					className="cs-quantity__step"
					aria-label="Zwiększ ilość"
					onClick={ () => commit( value + 1 ) }
					disabled={ off || value >= bounds.max }
				>
					+
				</button>
			</div>
		</div>
	);
}
