import { useId, type RefObject } from 'react';
import type { StoreShippingRate, ParcelLocker } from '../../api';
import { rateCost, rateCostBeforeDiscount } from '../../domain/cart';
import { CHECKOUT_MESSAGES } from '../../domain/checkout';
import { LOCKER_TEXTS, lockerAddress } from '../../domain/lockers';
import { formatMoney } from '../../domain/money';
import { decodeEntities } from '../../domain/text';

/** 'Dostawa': the cart's rates (a refused change reported beside them) and, for a locker rate, the chosen locker. */
export function ShippingMethods( {
	rates,
	selectedRate,
	chooseRate,
	shippingError,
	busy,
	lockerRate,
	locker,
	openPicker,
	pickerButton,
}: {
	rates: StoreShippingRate[];
	selectedRate: StoreShippingRate | null;
	chooseRate: ( rate: StoreShippingRate ) => void;
	shippingError: string;
	busy: boolean;
	lockerRate: boolean;
	locker: ParcelLocker | null;
	openPicker: () => void;
	pickerButton: RefObject< HTMLButtonElement >;
} ) {
	const base = useId();
	return (
		<fieldset className="cs-checkout__section">
			<legend>
				<h2>Dostawa</h2>
			</legend>
			{ rates.length === 0 ? (
				<p>{ CHECKOUT_MESSAGES.noShipping }</p>
			) : null }
			{ shippingError ? (
				<p
					className="cs-form-error"
					role="alert"
					data-testid="shipping-error"
				>
					{ shippingError }
				</p>
			) : null }
			{ rates.map( ( rate, index ) => {
				const price = rateCost( rate );
				// The server lowers a rate a coupon discounts and keeps its cost before the discount.
				const before = rateCostBeforeDiscount( rate );
				const isChosen = rate.rate_id === selectedRate?.rate_id;
				const shown =
					price === 0 ? 'Darmowa' : formatMoney( price, rate );
				return (
					<label
						key={ rate.rate_id }
						className="cs-radio"
						htmlFor={ `${ base }-${ index }` }
					>
						<input
							id={ `${ base }-${ index }` }
							type="radio"
							name="shipping"
							value={ rate.rate_id }
							checked={ isChosen }
							onChange={ () => chooseRate( rate ) }
							disabled={ busy }
						/>
						<span className="cs-radio__label">
							{ decodeEntities( rate.name ) }
						</span>
						<span className="cs-radio__price">
							{ before !== null && before > price ? (
								<>
									<s>{ formatMoney( before, rate ) }</s>{ ' ' }
									{ shown }
								</>
							) : (
								shown
							) }
						</span>
					</label>
				);
			} ) }
			{ lockerRate ? (
				<LockerChoice
					locker={ locker }
					openPicker={ openPicker }
					pickerButton={ pickerButton }
				/>
			) : null }
		</fieldset>
	);
}

/** The chosen parcel locker (or the reminder to choose one) and the button opening the map. */
function LockerChoice( {
	locker,
	openPicker,
	pickerButton,
}: {
	locker: ParcelLocker | null;
	openPicker: () => void;
	pickerButton: RefObject< HTMLButtonElement >;
} ) {
	return (
		<div className="cs-checkout__locker" data-testid="locker-choice">
			{ locker ? (
				<p>
					{ LOCKER_TEXTS.chosen( locker.name ) }
					<br />
					<span className="cs-checkout__locker-address">
						{ lockerAddress( locker ) }
					</span>
				</p>
			) : (
				<p className="cs-form-error">{ CHECKOUT_MESSAGES.noLocker }</p>
			) }
			<button
				type="button"
				ref={ pickerButton }
				className="cs-button"
				onClick={ openPicker }
			>
				{ locker ? LOCKER_TEXTS.change : LOCKER_TEXTS.choose }
			</button>
		</div>
	);
}
