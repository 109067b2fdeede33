import type { StoreCart } from '../../api';
import { SummaryList } from '../../components/MoneySummary';
import { cartLines, cartTotals } from '../../domain/cart';
import { formatMoney } from '../../domain/money';
import { productName } from '../../domain/text';
import { CouponBox } from './CouponBox';

/** 'Podsumowanie zamówienia': the lines, the coupon, the totals and 'Złóż zamówienie'. */
export function OrderSummary( {
	cart,
	busy,
	loading,
	busyNote = '',
}: {
	cart: StoreCart;
	busy: boolean;
	loading: boolean;
	/** Said under the button while the order is placed (an online payment waits for its provider). */
	busyNote?: string;
} ) {
	const lines = cartLines( cart );
	const totals = cartTotals( cart );
	return (
		<aside
			className="cs-checkout__summary"
			aria-labelledby="cs-summary-title"
		>
			<h2 id="cs-summary-title">Podsumowanie zamówienia</h2>
			<ul className="cs-checkout__items">
				{ lines.map( ( line ) => (
					<li key={ line.key }>
						<span className="cs-checkout__item-name">
							{ productName( line.name ) }
						</span>
						<span className="cs-checkout__item-qty">
							Ilość: { line.quantity }
						</span>
						<span className="cs-checkout__item-price">
							{ formatMoney( line.lineTotal, line.currency ) }
						</span>
					</li>
				) ) }
			</ul>
			<CouponBox />
			<SummaryList
				summary={ totals }
				className="cs-checkout__totals"
				testId="summary"
			/>
			<button
				type="submit"
				className="cs-button cs-button--primary cs-checkout__submit"
				disabled={ busy || loading || lines.length === 0 }
			>
				{ busy ? 'Przetwarzanie...' : 'Złóż zamówienie' }
			</button>
			<p className="cs-checkout__busy-note" role="status">
				{ busy ? busyNote : '' }
			</p>
		</aside>
	);
}
