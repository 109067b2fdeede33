import type { StoreProduct } from '../../api/store-api';
import { stockState } from '../../domain/stock';

/** 'Brak w magazynie' / 'Przedsprzedaż' / 'Tylko {n} szt.' / 'Dostępny'. */
export function StockStatus( { product, className = '' }: { product: Pick< StoreProduct, 'is_in_stock' | 'is_on_backorder' | 'low_stock_remaining' | 'extensions' >; className?: string } ) {
	const stock = stockState( product );
	return <span className={ `cs-stock cs-stock--${ stock.kind } ${ className }`.trim() }>{ stock.label }</span>;
}
