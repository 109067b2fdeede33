import type { RefObject } from 'react';
import { CHECKOUT_MESSAGES } from '../../domain/checkout';

/** The error box 'Błędy w formularzu:' with every message; it takes focus when they change (useCheckout). */
export function CheckoutErrors( {
	errors,
	box,
}: {
	errors: string[];
	box: RefObject< HTMLDivElement >;
} ) {
	if ( ! errors.length ) {
		return null;
	}
	return (
		<div
			className="cs-checkout__errors"
			role="alert"
			tabIndex={ -1 }
			ref={ box }
			data-testid="checkout-errors"
		>
			<p>
				<strong>{ CHECKOUT_MESSAGES.errorsTitle }</strong>
			</p>
			<ul>
				{ errors.map( ( message ) => (
					<li key={ message }>{ message }</li>
				) ) }
			</ul>
		</div>
	);
}
