import type { StoreProduct } from '../../api';
import { stockState } from '../../domain/stock';

/** 'Brak w magazynie' / 'Przedsprzedaż' / 'Tylko {n} szt.' / 'Dostępny'. */
export function StockStatus( {
	product,
	className = '',
}: {
	product: Pick<
		StoreProduct,
		'is_in_stock' | 'is_on_backorder' | 'extensions'
	> &
		Partial< Pick< StoreProduct, 'low_stock_remaining' > >;
	className?: string;
} ) {
	const stock = stockState( product );
	return (
		<span
			className={ `cs-stock cs-stock--${ stock.kind } ${ className }`.trim() }
		>
			{ stock.label }
		</span>
	);
}
