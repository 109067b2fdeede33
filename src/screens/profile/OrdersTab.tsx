import { useCallback, useEffect, useState } from 'react';
import { OrderDocuments } from '../../components/orders/OrderDocuments';
import { Link } from 'react-router-dom';
import { listMyOrders, type AccountOrder } from '../../api';
import { SummaryTableRows } from '../../components/MoneySummary';
import { formatAmount } from '../../domain/money';
import { orderDate } from '../../domain/orders';
import { orderSummary } from '../../domain/summary';
import { productName } from '../../domain/text';

/** What leads from the list to the order's page, where the payment can be made: '' when nothing waits for the customer. */
function orderPageLink( payment: AccountOrder[ 'payment' ] ): string {
	if ( payment.retry ) {
		return 'Zapłać ponownie';
	}
	return payment.state === 'awaiting_transfer' ? 'Dane do przelewu' : '';
}

type State =
	| { status: 'loading' }
	| { status: 'error' }
	| { status: 'done'; orders: AccountOrder[] };

/** 'Moje zamówienia': the customer's orders, an empty state, and 'Spróbuj ponownie' on failure. */
export function OrdersTab() {
	const [ state, setState ] = useState< State >( { status: 'loading' } );
	const load = useCallback( () => {
		setState( { status: 'loading' } );
		listMyOrders().then(
			( orders ) => setState( { status: 'done', orders } ),
			() => setState( { status: 'error' } )
		);
	}, [] );
	useEffect( load, [ load ] );

	if ( state.status === 'loading' ) {
		return <p role="status">Ładowanie zamówień...</p>;
	}
	if ( state.status === 'error' ) {
		return (
			<div
				className="cs-account-alert cs-account-alert--error"
				role="alert"
			>
				<p>Nie udało się załadować zamówień</p>
				<button type="button" className="cs-button" onClick={ load }>
					Spróbuj ponownie
				</button>
			</div>
		);
	}
	if ( state.orders.length === 0 ) {
		return (
			<div className="cs-profile__empty">
				<p>Nie masz jeszcze żadnych zamówień.</p>
				<Link to="/sklep" className="cs-button cs-button--primary">
					Przejdź do sklepu
				</Link>
			</div>
		);
	}
	return (
		<ul className="cs-orders">
			{ state.orders.map( ( order ) => {
				const s = order.shipping;
				const address = [
					[ s.first_name, s.last_name ].join( ' ' ).trim(),
					s.company,
					[ s.address_1, s.address_2 ].join( ' ' ).trim(),
					[ s.postcode, s.city ].join( ' ' ).trim(),
				].filter( Boolean );
				return (
					<li key={ order.id } className="cs-order">
						<div className="cs-order__head">
							<h2 className="cs-order__number">
								Zamówienie nr { order.number }
							</h2>
							<span
								className={ `cs-order__status cs-order__status--${ order.status }` }
							>
								{ order.status_name }
							</span>
						</div>
						<p className="cs-order__meta">
							{ orderDate( order.date_created ) } ·{ ' ' }
							<strong>
								{ formatAmount( order.total, order ) }
							</strong>
						</p>
						<p
							className="cs-order__payment"
							data-testid={ `order-${ order.id }-payment` }
						>
							Płatność ({ order.payment.title }):{ ' ' }
							<strong>{ order.payment.label }</strong>
							{ orderPageLink( order.payment ) ? (
								<>
									{ ' ' }
									<Link to={ `/zamowienie/${ order.id }` }>
										{ orderPageLink( order.payment ) }
									</Link>
								</>
							) : null }
						</p>
						<OrderDocuments
							documents={ order.documents }
							headingLevel={ 3 }
						/>
						<table className="cs-order__items">
							<thead>
								<tr>
									<th scope="col">Produkt</th>
									<th scope="col">SKU</th>
									<th scope="col">Ilość</th>
									<th scope="col">Razem</th>
								</tr>
							</thead>
							<tbody>
								{ order.line_items.map( ( item, index ) => (
									<tr key={ index }>
										<td>{ productName( item.name ) }</td>
										<td>{ item.sku }</td>
										<td>{ item.quantity }</td>
										{ /* Before discounts: the coupon's discount is the Rabat row, once. */ }
										<td>
											{ formatAmount(
												item.subtotal,
												order
											) }
										</td>
									</tr>
								) ) }
							</tbody>
							<tfoot>
								<SummaryTableRows
									summary={ orderSummary( order ) }
									testId={ `order-${ order.id }` }
									freeShipping="Darmowa wysyłka"
									columns={ 4 }
								/>
							</tfoot>
						</table>
						{ address.length ? (
							<p className="cs-order__address">
								<strong>Adres dostawy:</strong>{ ' ' }
								{ address.join( ', ' ) }
							</p>
						) : null }
						{ order.customer_note ? (
							<p className="cs-order__note">
								<strong>Uwagi:</strong> { order.customer_note }
							</p>
						) : null }
					</li>
				);
			} ) }
		</ul>
	);
}
