import type { RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { cartLines, cartTotals, selectedRateName } from '../../domain/cart';
import { formatMoney } from '../../domain/money';
import { decodeEntities, productName } from '../../domain/text';
import { useCartActions, useCartState } from '../../state/cart';
import { Drawer } from '../Drawer';
import { SummaryList } from '../MoneySummary';

/**
 * The cart overlay panel: lines with quantity controls (capped at stock) and removal, total,
 * 'Przejdź do płatności' and continue shopping. A modal dialog (Drawer): Escape, outside click and the
 * close button close it; page scroll is locked while open; focus stays inside and returns to the cart
 * button.
 */
export function CartPanel( {
	open,
	onClose,
	returnFocus,
}: {
	open: boolean;
	onClose: () => void;
	returnFocus: RefObject< HTMLElement >;
} ) {
	const { cart, loading, error, notice } = useCartState();
	const actions = useCartActions();
	const navigate = useNavigate();
	const lines = cartLines( cart );
	const totals = cart ? cartTotals( cart ) : null;

	const footer =
		lines.length && totals ? (
			<div className="cs-cart-panel__footer">
				<SummaryList
					summary={ totals }
					className="cs-cart-panel__totals"
					testId="cart"
					options={ {
						shippingName: selectedRateName( cart ),
						omitUnknownShipping: true,
					} }
				/>
				<button
					type="button"
					className="cs-button cs-button--primary cs-cart-panel__checkout"
					onClick={ () => {
						onClose();
						navigate( '/checkout' );
					} }
				>
					Przejdź do płatności
				</button>
				<button
					type="button"
					className="cs-button cs-cart-panel__continue"
					onClick={ onClose }
				>
					Kontynuuj zakupy
				</button>
			</div>
		) : (
			<button
				type="button"
				className="cs-button cs-cart-panel__continue"
				onClick={ onClose }
			>
				Kontynuuj zakupy
			</button>
		);

	return (
		<Drawer
			open={ open }
			onClose={ onClose }
			title="Koszyk"
			returnFocus={ returnFocus }
			footer={ footer }
			className="cs-drawer--cart"
		>
			<div className="cs-cart-panel" aria-busy={ loading }>
				<div
					role="status"
					aria-live="polite"
					className="cs-cart-panel__status"
				>
					{ notice ? (
						<p className="cs-cart-panel__notice">{ notice }</p>
					) : null }
					{ error ? (
						<p className="cs-form-error">{ error }</p>
					) : null }
				</div>
				{ lines.length === 0 ? (
					<p className="cs-cart-panel__empty">
						{ loading ? 'Ładowanie...' : 'Twój koszyk jest pusty' }
					</p>
				) : (
					<ul className="cs-cart-panel__lines">
						{ lines.map( ( line ) => {
							const name = productName( line.name );
							return (
								<li
									key={ line.key }
									className="cs-cart-line"
									data-testid="cart-line"
								>
									{ line.image ? (
										<img
											className="cs-cart-line__image"
											src={ line.image }
											alt=""
											width="64"
											height="64"
											loading="lazy"
										/>
									) : (
										<span
											className="cs-cart-line__image"
											aria-hidden="true"
										/>
									) }
									<div className="cs-cart-line__body">
										<p className="cs-cart-line__name">
											{ name }
										</p>
										{ line.attributes ? (
											<p className="cs-cart-line__meta">
												{ decodeEntities(
													line.attributes
												) }
											</p>
										) : null }
										<p className="cs-cart-line__meta">
											{ formatMoney(
												line.price,
												line.currency
											) }{ ' ' }
											· Punkty lojalnościowe:{ ' ' }
											{ line.loyaltyPoints }
										</p>
										<div className="cs-cart-line__controls">
											<div
												className="cs-quantity__control"
												role="group"
												aria-label={ `Ilość: ${ name }` }
											>
												<button
													type="button"
													className="cs-quantity__step"
													aria-label="Zmniejsz ilość"
													disabled={ loading }
													onClick={ () =>
														void actions.setQuantity(
															line.key,
															line.quantity - 1
														)
													}
												>
													−
												</button>
												<span
													className="cs-cart-line__quantity"
													data-testid="cart-line-quantity"
													aria-live="polite"
												>
													{ line.quantity }
												</span>
												<button
													type="button"
													className="cs-quantity__step"
													aria-label="Zwiększ ilość"
													disabled={ loading }
													onClick={ () =>
														void actions.setQuantity(
															line.key,
															line.quantity + 1
														)
													}
												>
													+
												</button>
											</div>
											<button
												type="button"
												className="cs-link-button cs-cart-line__remove"
												disabled={ loading }
												onClick={ () =>
													void actions.remove(
														line.key
													)
												}
												aria-label={ `Usuń: ${ name }` }
											>
												Usuń
											</button>
										</div>
									</div>
									<p className="cs-cart-line__total">
										{ formatMoney(
											line.lineTotal,
											line.currency
										) }
									</p>
								</li>
							);
						} ) }
					</ul>
				) }
			</div>
		</Drawer>
	);
}
