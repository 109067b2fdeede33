import { useFormik } from 'formik';
import { Field } from '../../components/forms/Field';
import { schemaOf } from '../../components/forms/schema';
import {
	couponErrorMessage,
	couponFormErrors,
	normaliseCouponCode,
	type CouponForm,
} from '../../domain/coupons';
import { useCartActions, useCartState } from '../../state/cart';

/** The coupon form's schema: its message is couponFormErrors' (domain/coupons.ts). */
export const COUPON_SCHEMA = schemaOf< CouponForm >(
	[ 'code' ],
	couponFormErrors
);

/**
 * 'Kod rabatowy': input uppercased, Enter applies, 'Użyj kupon' disabled when empty or busy; one
 * coupon at a time (an applied one shows with a remove button). The server decides; its message shows
 * under the input. One request per apply (the answer is the new cart). A form of its own on formik,
 * though drawn inside the checkout's form element (no nested form: Enter and the button submit it).
 */
export function CouponBox() {
	const { cart } = useCartState();
	const actions = useCartActions();
	const applied = cart?.coupons[ 0 ] ?? null;
	const form = useFormik< CouponForm >( {
		initialValues: { code: '' },
		validationSchema: COUPON_SCHEMA,
		validateOnChange: false,
		validateOnBlur: false,
		onSubmit: async ( values, helpers ) => {
			try {
				await actions.applyCoupon( normaliseCouponCode( values.code ) );
				helpers.resetForm();
			} catch ( e ) {
				helpers.setFieldError( 'code', couponErrorMessage( e ) );
			}
		},
	} );
	const busy = form.isSubmitting;
	const apply = () => {
		if ( ! busy ) {
			void form.submitForm();
		}
	};

	return (
		<Field
			label="Kod rabatowy"
			look="shop"
			fieldClassName="cs-coupon"
			error={ form.errors.code }
			alertError
		>
			{ ( control ) =>
				applied ? (
					<p
						className="cs-coupon__applied"
						data-testid="coupon-applied"
					>
						<span>{ applied.code.toUpperCase() }</span>
						<button
							type="button"
							className="cs-link-button"
							onClick={ () => {
								form.setFieldError( 'code', undefined );
								void actions.removeCoupon( applied.code );
							} }
						>
							Usuń kupon
						</button>
					</p>
				) : (
					<div className="cs-coupon__row">
						<input
							{ ...control }
							value={ form.values.code }
							autoComplete="off"
							onChange={ ( e ) => {
								void form.setFieldValue(
									'code',
									e.target.value.toUpperCase(),
									false
								);
								form.setFieldError( 'code', undefined );
							} }
							onKeyDown={ ( e ) => {
								if ( e.key === 'Enter' ) {
									e.preventDefault();
									apply();
								}
							} }
						/>
						<button
							type="button"
							className="cs-button"
							disabled={ busy || ! form.values.code.trim() }
							onClick={ apply }
						>
							Użyj kupon
						</button>
					</div>
				)
			}
		</Field>
	);
}
