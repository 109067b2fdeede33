import type { StoreProduct } from '../../api';
import { omnibusText } from '../../domain/omnibus';

/** 'Najniższa cena z 30 dni przed obniżką: {price}' while on sale and known; nothing otherwise. */
export function OmnibusNote( {
	product,
	className = '',
}: {
	product: Pick< StoreProduct, 'on_sale' | 'extensions' | 'prices' >;
	className?: string;
} ) {
	const text = omnibusText( product );
	return text ? (
		<p className={ `cs-omnibus ${ className }`.trim() }>{ text }</p>
	) : null;
}
