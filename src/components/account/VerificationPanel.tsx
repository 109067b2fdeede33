/**
 * The email verification panel (spec section 2/4, English): a blocking dialog that closes only after
 * success. On opening the status is checked (by user id when logged in, else by e-mail); verified →
 * 'Email Verified!' and, 2 s later, the completion callback. Failed checks count as verified (fail
 * open: the server still refuses tokens to unverified users, DESIGN deviation 3). Resend starts a
 * 60 s countdown.
 */
import { useEffect, useId, useRef, useState } from 'react';
import {
	emailVerifiedByEmail,
	emailVerifiedById,
	resendVerification,
	verifyEmailCode,
	isApiError,
} from '../../api';
import {
	VERIFICATION_MESSAGES as T,
	verifyErrorMessage,
} from '../../domain/accountMessages';
import {
	CODE_LENGTH,
	normaliseCode,
	validateVerificationCode,
	type VerificationCodeForm,
} from '../../domain/validation';
import { FormikForm } from '../forms/FormikForm';
import { schemaOf } from '../forms/schema';
import { failureOf } from './failure';
import { Modal } from './Modal';
import { useCountdown } from './useCountdown';

export const VERIFIED_CLOSE_MS = 2000;

export const CODE_SCHEMA = schemaOf< VerificationCodeForm >(
	[ 'code' ],
	validateVerificationCode
);

/** Spec fail-open rules: by id, 404 or any failure = verified; by e-mail, 404 = not required. */
export async function checkVerified(
	email: string,
	userId?: number
): Promise< boolean > {
	try {
		if ( userId ) {
			return ( await emailVerifiedById( userId ) ).verified;
		}
		const status = await emailVerifiedByEmail( email );
		return status.verified || ! status.verificationRequired;
	} catch ( error: unknown ) {
		return ! ( isApiError( error ) && error.status === 429 );
	}
}

export function VerificationPanel( {
	email,
	userId,
	notice,
	onVerified,
}: {
	email: string;
	userId?: number;
	notice?: string;
	onVerified: () => void;
} ) {
	const [ error, setError ] = useState( '' );
	const errorId = useId();
	const [ info, setInfo ] = useState( '' );
	const [ verified, setVerified ] = useState( false );
	const countdown = useCountdown();
	const done = useRef< number >();
	const onVerifiedRef = useRef( onVerified );
	onVerifiedRef.current = onVerified;

	const succeed = () => {
		setVerified( true );
		setError( '' );
		done.current = window.setTimeout(
			() => onVerifiedRef.current(),
			VERIFIED_CLOSE_MS
		);
	};

	useEffect( () => {
		let live = true;
		void checkVerified( email, userId ).then( ( isVerified ) => {
			if ( live && isVerified ) {
				succeed();
			}
		} );
		return () => {
			live = false;
			window.clearTimeout( done.current );
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
	}, [] );

	const submit = async ( { code }: VerificationCodeForm ) => {
		try {
			const answer = await verifyEmailCode(
				email,
				normaliseCode( code )
			);
			if ( answer.success && answer.isVerified ) {
				if ( await checkVerified( email, userId ) ) {
					succeed();
				}
			} else {
				setError( answer.message || T.verifyFailed );
			}
		} catch ( caught: unknown ) {
			setError( verifyErrorMessage( failureOf( caught ) ) );
		}
	};

	const resend = async () => {
		setError( '' );
		setInfo( '' );
		try {
			const answer = await resendVerification( email );
			setInfo( answer.message );
			countdown.start();
		} catch ( caught: unknown ) {
			const failure = failureOf( caught );
			if ( failure.status === 429 ) {
				countdown.start();
			}
			// The cooldown's answer is the server's Polish text; the English panel says it in its own
			// words, and the countdown on the button tells how long to wait.
			setError( T.resendFailed );
		}
	};

	return (
		<Modal
			title={ T.title }
			onClose={ () =>
				verified ? undefined : setError( T.cannotClose )
			}
			className="cs-verify-panel"
			closeLabel="Close"
		>
			<div lang="en">
				{ notice ? (
					<p
						className="cs-account-alert cs-account-alert--success"
						lang="pl"
						role="status"
					>
						{ notice }
					</p>
				) : null }
				{ verified ? (
					<p className="cs-verify-panel__done" role="status">
						{ T.verified }
					</p>
				) : (
					<FormikForm< VerificationCodeForm >
						initialValues={ { code: '' } }
						schema={ CODE_SCHEMA }
						onAttempt={ () => setError( '' ) }
						onEdit={ () => setError( '' ) }
						onSubmit={ submit }
					>
						{ ( {
							values,
							errors,
							isSubmitting,
							setFieldValue,
							setFieldError,
						} ) => {
							// The code's own message and the server's share one place, as before formik.
							const shown = errors.code ?? error;
							return (
								<>
									<p>
										We sent a 6-digit verification code to{ ' ' }
										<strong>{ email }</strong>. The code is
										valid for 24 hours.
									</p>
									<div className="cs-account-field">
										<label
											htmlFor="cs-verify-code"
											className="cs-account-field__label"
										>
											Verification code
										</label>
										<input
											id="cs-verify-code"
											name="code"
											className="cs-account-field__input cs-verify-panel__code"
											inputMode="numeric"
											autoComplete="one-time-code"
											maxLength={ CODE_LENGTH }
											value={ values.code }
											aria-invalid={
												shown ? true : undefined
											}
											aria-describedby={
												shown ? errorId : undefined
											}
											onChange={ ( e ) => {
												void setFieldValue(
													'code',
													e.target.value,
													false
												);
												setFieldError(
													'code',
													undefined
												);
											} }
										/>
									</div>
									{ shown ? (
										<p
											id={ errorId }
											className="cs-account-field__error"
											role="alert"
										>
											{ shown }
										</p>
									) : null }
									{ info && ! shown ? (
										<p role="status">{ info }</p>
									) : null }
									<button
										type="submit"
										className="cs-button cs-button--primary cs-button--block"
										disabled={ isSubmitting }
									>
										{ T.verify }
									</button>
									<button
										type="button"
										className="cs-button cs-button--block"
										onClick={ () => {
											setFieldError( 'code', undefined );
											void resend();
										} }
										disabled={ countdown.remaining > 0 }
									>
										{ countdown.remaining > 0
											? `${ T.resend } (${ countdown.remaining }s)`
											: T.resend }
									</button>
								</>
							);
						} }
					</FormikForm>
				) }
			</div>
		</Modal>
	);
}
