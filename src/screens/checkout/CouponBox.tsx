import { useId, useState } from 'react';
import { COUPON_MESSAGES, couponErrorMessage, normaliseCouponCode } from '../../domain/coupons';
import { useCartActions, useCartState } from '../../state/cart';

/**
 * 'Kod rabatowy': input uppercased, Enter applies, 'Użyj kupon' disabled when empty or busy; one
 * coupon at a time (an applied one shows with a remove button). The server decides; its message shows
 * under the input. One request per apply (the answer is the new cart).
 */
export function CouponBox() {
	const { cart } = useCartState();
	const actions = useCartActions();
	const [ code, setCode ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );
	const id = useId();
	const applied = cart?.coupons[ 0 ] ?? null;

	const apply = async () => {
		const normalised = normaliseCouponCode( code );
		if ( ! normalised ) {
			setError( COUPON_MESSAGES.empty );
			return;
		}
		if ( busy ) {
			return;
		}
		setBusy( true );
		setError( null );
		try {
			await actions.applyCoupon( normalised );
			setCode( '' );
		} catch ( e ) {
			setError( couponErrorMessage( e ) );
		} finally {
			setBusy( false );
		}
	};

	return (
		<div className="cs-coupon">
			<label htmlFor={ id } className="cs-field__label">
				Kod rabatowy
			</label>
			{ applied ? (
				<p className="cs-coupon__applied" data-testid="coupon-applied">
					<span>{ applied.code.toUpperCase() }</span>
					<button
						type="button"
						className="cs-link-button"
						onClick={ () => {
							setError( null );
							void actions.removeCoupon( applied.code );
						} }
					>
						Usuń kupon
					</button>
				</p>
			) : (
				<div className="cs-coupon__row">
					<input
						id={ id }
						className="cs-input"
						value={ code }
						autoComplete="off"
						aria-invalid={ !! error }
						aria-describedby={ error ? `${ id }-error` : undefined }
						onChange={ ( e ) => {
							setCode( e.target.value.toUpperCase() );
							setError( null );
						} }
						onKeyDown={ ( e ) => {
							if ( e.key === 'Enter' ) {
								e.preventDefault();
								void apply();
							}
						} }
					/>
					<button type="button" className="cs-button" disabled={ busy || ! code.trim() } onClick={ () => void apply() }>
						Użyj kupon
					</button>
				</div>
			) }
			{ error ? (
				<p id={ `${ id }-error` } className="cs-form-error" role="alert">
					{ error }
				</p>
			) : null }
		</div>
	);
}
