import { getIn, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { lookupNip, type NipStatus, type RegisterCompany } from '../../api';
import { isAbortError, isApiError } from '../../api';
import { isValidNip, nipDigits } from '../../domain/nip';
import {
	fillFromRegister,
	fillSentence,
	NIP_LOOKUP_MESSAGES,
	writtenAfter,
} from '../../domain/nipLookup';
import '../../styles/nip-lookup.css';

/** How long typing must pause before a NIP is looked up. */
export const NIP_LOOKUP_DELAY_MS = 300;

export interface NipLookupState {
	phase: 'idle' | 'checking' | 'done';
	/** The register's answer; 'unavailable' also when the server could not be asked. */
	status: NipStatus | null;
	message: string;
}

const IDLE: NipLookupState = { phase: 'idle', status: null, message: '' };

/**
 * Looks a valid NIP up in the VAT register once typing pauses (an outdated lookup is cancelled) and
 * fills the company's fields through `apply` (domain/nipLookup.ts: never over what the shopper typed).
 * `current` are the fields as they are now; `enabled` false (a read-only form) looks nothing up.
 */
export function useNipLookup(
	nip: string,
	current: RegisterCompany,
	apply: ( changes: Partial< RegisterCompany > ) => void,
	enabled = true
): NipLookupState {
	const [ state, setState ] = useState< NipLookupState >( IDLE );
	const latest = useRef( { current, apply } );
	latest.current = { current, apply };
	const written = useRef< Partial< RegisterCompany > >( {} );
	const looked = useRef( '' );
	const digits = nipDigits( nip );
	const valid = enabled && isValidNip( nip );

	useEffect( () => {
		if ( ! valid ) {
			looked.current = '';
			setState( IDLE );
			return undefined;
		}
		if ( looked.current === digits ) {
			return undefined;
		}
		const controller = new AbortController();
		const timer = setTimeout( () => {
			setState( {
				phase: 'checking',
				status: null,
				message: NIP_LOOKUP_MESSAGES.checking,
			} );
			lookupNip( digits, { signal: controller.signal } ).then(
				( answer ) => {
					looked.current = digits;
					let message = answer.message;
					if ( answer.company ) {
						const before = latest.current.current;
						const changes = fillFromRegister(
							before,
							answer.company,
							written.current
						);
						written.current = writtenAfter(
							before,
							written.current,
							changes
						);
						if ( Object.keys( changes ).length > 0 ) {
							latest.current.apply( changes );
						}
						message = [
							answer.message,
							fillSentence(
								{ ...before, ...changes },
								answer.company,
								changes
							),
						]
							.filter( Boolean )
							.join( ' ' );
					}
					setState( {
						phase: 'done',
						status: answer.status,
						message,
					} );
				},
				( error: unknown ) => {
					if ( isAbortError( error ) ) {
						return;
					}
					looked.current = digits;
					const message =
						isApiError( error ) &&
						error.status === 429 &&
						error.serverMessage
							? error.serverMessage
							: NIP_LOOKUP_MESSAGES.failed;
					setState( {
						phase: 'done',
						status: 'unavailable',
						message,
					} );
				}
			);
		}, NIP_LOOKUP_DELAY_MS );
		return () => {
			clearTimeout( timer );
			controller.abort();
		};
	}, [ digits, valid ] );

	return state;
}

/**
 * What the lookup says, announced politely to screen readers. The live region is always there (empty
 * while idle) so that its first sentence is announced.
 */
export function NipLookupStatus( { state }: { state: NipLookupState } ) {
	let tone = 'warning';
	if ( state.phase === 'checking' ) {
		tone = 'checking';
	} else if ( state.status === 'active' ) {
		tone = 'ok';
	}
	return (
		<p
			className={ `cs-nip-lookup cs-nip-lookup--${ tone }` }
			role="status"
			aria-live="polite"
			data-testid="nip-lookup"
		>
			{ state.message }
		</p>
	);
}

/**
 * The lookup in a Formik form: `fields` names (Formik paths, e.g. "billing.city") the form's NIP field
 * and the fields the register's company fills; the status is shown where this is placed.
 */
export function FormikNipLookup< Values extends object >( {
	fields,
	enabled = true,
}: {
	fields: Record< 'nip' | keyof RegisterCompany, string >;
	enabled?: boolean;
} ) {
	const { values, setFieldValue } = useFormikContext< Values >();
	const text = ( path: string ) => {
		const value: unknown = getIn( values, path );
		return typeof value === 'string' ? value : '';
	};
	const state = useNipLookup(
		text( fields.nip ),
		{
			name: text( fields.name ),
			street: text( fields.street ),
			postcode: text( fields.postcode ),
			city: text( fields.city ),
		},
		( changes ) => {
			for ( const key of Object.keys( changes ) as Array<
				keyof RegisterCompany
			> ) {
				void setFieldValue( fields[ key ], changes[ key ], false );
			}
		},
		enabled
	);
	return <NipLookupStatus state={ state } />;
}
