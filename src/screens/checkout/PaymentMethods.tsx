import { useId } from 'react';
import type { PaymentMethodInfo } from '../../api/cart';
import { SafeHtml } from '../../components/SafeHtml';

/** 'Płatność': the shop's methods the cart allows; the chosen one's description below it. */
export function PaymentMethods( {
	methods,
	payment,
	setPayment,
	busy,
}: {
	methods: PaymentMethodInfo[];
	payment: string;
	setPayment: ( id: string ) => void;
	busy: boolean;
} ) {
	const base = useId();
	return (
		<fieldset className="cs-checkout__section">
			<legend>
				<h2>Płatność</h2>
			</legend>
			{ methods.map( ( method ) => (
				<div key={ method.id } className="cs-radio-block">
					<label
						className="cs-radio"
						htmlFor={ `${ base }-${ method.id }` }
					>
						<input
							id={ `${ base }-${ method.id }` }
							type="radio"
							name="payment"
							value={ method.id }
							checked={ payment === method.id }
							onChange={ () => setPayment( method.id ) }
							disabled={ busy }
						/>
						<span className="cs-radio__label">
							{ method.title }
						</span>
					</label>
					{ payment === method.id && method.description ? (
						<SafeHtml
							html={ method.description }
							className="cs-radio__description"
						/>
					) : null }
				</div>
			) ) }
		</fieldset>
	);
}
