import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { OrderAddress } from '../../api';
import { SummaryTableRows } from '../../components/MoneySummary';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { formatAmount } from '../../domain/money';
import { formatNip } from '../../domain/nip';
import { orderDate } from '../../domain/orders';
import { orderSummary } from '../../domain/summary';
import { productName } from '../../domain/text';
import { lastOrderAtom } from '../../state/order';
import { PaymentPanel } from './PaymentPanel';
import { OrderDocuments } from '../../components/orders/OrderDocuments';
import { ORDER_MESSAGES, useOrder } from './useOrder';
import '../../styles/order.css';

export { ORDER_MESSAGES };

/**
 * /zamowienie/{orderId}?key=… (not gated): the order, readable with its key or by its owner, with where
 * its payment stands (followed without a reload while it is awaited) and what to do next.
 */
export function OrderReceivedScreen() {
	useDocumentTitle( 'Zamówienie otrzymane' );
	const { orderId } = useParams();
	const [ params ] = useSearchParams();
	const key = params.get( 'key' ) ?? '';
	// PayU sends the shopper back with error=501 when the payment did not go through.
	const returnedWithError = params.has( 'error' );
	const id =
		orderId && /^\d{1,18}$/.test( orderId ) ? Number( orderId ) : null;
	const { state, waitingOver, checkFailed, refresh } = useOrder( id, key );
	const setLastOrder = useSetAtom( lastOrderAtom );
	useEffect( () => setLastOrder( null ), [ setLastOrder ] );

	if ( state.status === 'loading' ) {
		return (
			<div className="cs-container cs-order" role="status">
				{ ORDER_MESSAGES.loading }
			</div>
		);
	}
	if ( state.status === 'error' ) {
		return (
			<section
				className="cs-container cs-message-screen cs-order"
				aria-labelledby="cs-order-error"
			>
				<h1 id="cs-order-error">Błąd</h1>
				<p data-testid="order-error">{ state.message }</p>
				<Link to="/sklep" className="cs-button cs-button--primary">
					Wróć do sklepu
				</Link>
			</section>
		);
	}
	const { order } = state;
	return (
		<article
			className="cs-container cs-order"
			aria-labelledby="cs-order-title"
		>
			<header className="cs-order__header">
				<h1 id="cs-order-title">Zamówienie otrzymane</h1>
				<p>Dziękujemy. Twoje zamówienie zostało przyjęte.</p>
			</header>
			<dl className="cs-order__facts">
				<div>
					<dt>Numer zamówienia</dt>
					<dd data-testid="order-number">{ order.number }</dd>
				</div>
				<div>
					<dt>Data</dt>
					<dd>{ orderDate( order.date_created ) }</dd>
				</div>
				<div>
					<dt>Email</dt>
					<dd>{ order.billing.email }</dd>
				</div>
				<div>
					<dt>Metoda płatności</dt>
					<dd>{ order.payment_method_title }</dd>
				</div>
			</dl>
			<PaymentPanel
				order={ order }
				orderKey={ key }
				waitingOver={ waitingOver }
				checkFailed={ checkFailed }
				returnedWithError={ returnedWithError }
				refresh={ refresh }
			/>
			<OrderDocuments documents={ order.documents } />
			<h2>Szczegóły zamówienia</h2>
			<table className="cs-order__table">
				<thead>
					<tr>
						<th scope="col">Produkt</th>
						<th scope="col">Suma</th>
					</tr>
				</thead>
				<tbody>
					{ order.line_items.map( ( item ) => (
						<tr key={ item.id }>
							<td>
								{ productName( item.name ) } × { item.quantity }
							</td>
							{ /* Before discounts: the coupon's discount is the Rabat row, once. */ }
							<td>{ formatAmount( item.subtotal, order ) }</td>
						</tr>
					) ) }
				</tbody>
				<tfoot>
					<SummaryTableRows
						summary={ orderSummary( {
							...order,
							coupon: order.coupon_lines
								.map( ( c ) => c.code )
								.join( ', ' ),
						} ) }
						testId="order"
						freeShipping="Darmowa wysyłka"
						shippingNote={
							order.shipping_lines[ 0 ] ? (
								<span className="cs-order__via">
									{ ' ' }
									({ order.shipping_lines[ 0 ].method_title })
								</span>
							) : null
						}
					/>
				</tfoot>
			</table>
			<div className="cs-order__addresses">
				<Address title="Adres wysyłki" address={ order.shipping } />
				<Address
					title="Adres rozliczeniowy"
					address={ order.billing }
					nip={ order.company_nip }
				/>
			</div>
			{ order.paczkomat ? (
				<section
					className="cs-order__locker"
					data-testid="order-locker"
				>
					<h2>Paczkomat InPost</h2>
					<p>
						<strong>{ order.paczkomat.name }</strong>
					</p>
					<p>{ order.paczkomat.address }</p>
					{ order.paczkomat.details ? (
						<p>{ order.paczkomat.details }</p>
					) : null }
				</section>
			) : null }
			<Link to="/sklep" className="cs-button cs-button--primary">
				Kontynuuj zakupy
			</Link>
		</article>
	);
}

function Address( {
	title,
	address,
	nip,
}: {
	title: string;
	address: OrderAddress;
	nip?: string;
} ) {
	return (
		<section className="cs-order__address">
			<h2>{ title }</h2>
			<address>
				{ [
					`${ address.first_name } ${ address.last_name }`.trim(),
					address.company,
					nip ? `NIP: ${ formatNip( nip ) }` : '',
					address.address_1,
					address.address_2,
					`${ address.postcode } ${ address.city }`.trim(),
					address.phone,
					address.email,
				]
					.filter( Boolean )
					.map( ( line ) => (
						<span key={ line } className="cs-order__address-line">
							{ line }
						</span>
					) ) }
			</address>
		</section>
	);
}
