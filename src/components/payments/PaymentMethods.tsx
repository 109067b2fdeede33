import { useId, useState } from 'react';
import type {
	PaymentChoice,
	PaymentMethodInfo,
	PaymentNoticeParagraph,
} from '../../api';
import { usableOptions } from '../../domain/payment';
import { SafeHtml } from '../SafeHtml';
import '../../styles/form-sections.css';
import '../../styles/payments.css';

/**
 * 'Płatność': the methods the shop offers, each with its logo; under the chosen one its description, the
 * bank to choose when the method needs one (sent as its payment_data) and the provider's notice, as the
 * provider's own checkout shows them. Used by the checkout and by "Zapłać ponownie" on the order page.
 */
export function PaymentMethods( {
	methods,
	payment,
	setPayment,
	choices,
	setChoice,
	busy,
	choiceError = '',
	legend = 'Płatność',
}: {
	methods: PaymentMethodInfo[];
	payment: string;
	setPayment: ( id: string ) => void;
	/** The option chosen for each method that asks for one (method id → value). */
	choices: Record< string, string >;
	setChoice: ( method: string, value: string ) => void;
	busy: boolean;
	/** The chosen method's "choose" message, shown beside its options. */
	choiceError?: string;
	legend?: string;
} ) {
	const base = useId();
	return (
		<fieldset className="cs-checkout__section cs-payments">
			<legend>
				<h2>{ legend }</h2>
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
							name={ `${ base }-payment` }
							value={ method.id }
							checked={ payment === method.id }
							onChange={ () => setPayment( method.id ) }
							disabled={ busy }
						/>
						<span className="cs-radio__label">
							{ method.title }
						</span>
						{ method.icon ? (
							<img
								className="cs-payments__icon"
								src={ method.icon }
								alt=""
								width={ 48 }
								height={ 24 }
								loading="lazy"
							/>
						) : null }
					</label>
					{ payment === method.id ? (
						<div className="cs-payments__details">
							{ method.description ? (
								<SafeHtml
									html={ method.description }
									className="cs-radio__description"
								/>
							) : null }
							{ method.choice ? (
								<Choice
									choice={ method.choice }
									name={ `${ base }-${ method.id }-choice` }
									value={ choices[ method.id ] ?? '' }
									onChange={ ( value ) =>
										setChoice( method.id, value )
									}
									error={ choiceError }
									busy={ busy }
								/>
							) : null }
							{ method.notice.length ? (
								<Notice paragraphs={ method.notice } />
							) : null }
						</div>
					) : null }
				</div>
			) ) }
		</fieldset>
	);
}

/** The options a method asks for (PayU's banks), logos large enough to tap, a radio each. */
function Choice( {
	choice,
	name,
	value,
	onChange,
	error,
	busy,
}: {
	choice: PaymentChoice;
	name: string;
	value: string;
	onChange: ( value: string ) => void;
	error: string;
	busy: boolean;
} ) {
	const errorId = `${ name }-error`;
	return (
		<fieldset
			className="cs-payments__choice"
			aria-describedby={ error ? errorId : undefined }
		>
			<legend>{ choice.label }</legend>
			{ error ? (
				<p id={ errorId } className="cs-payments__error" role="alert">
					{ error }
				</p>
			) : null }
			<div className="cs-payments__options">
				{ usableOptions( choice ).map( ( option ) => (
					// The label wraps its radio (the eslint rule does not see it through the map).
					// eslint-disable-next-line jsx-a11y/label-has-associated-control
					<label
						key={ option.value }
						className={ `cs-payments__option${
							value === option.value
								? ' cs-payments__option--chosen'
								: ''
						}` }
					>
						<input
							type="radio"
							name={ name }
							value={ option.value }
							checked={ value === option.value }
							onChange={ () => onChange( option.value ) }
							disabled={ busy }
						/>
						{ option.image ? (
							<img
								src={ option.image }
								alt=""
								width={ 96 }
								height={ 40 }
								loading="lazy"
							/>
						) : null }
						<span>{ option.label }</span>
					</label>
				) ) }
			</div>
		</fieldset>
	);
}

/** The provider's notice: each paragraph with "więcej" revealing the rest, and its link. */
function Notice( { paragraphs }: { paragraphs: PaymentNoticeParagraph[] } ) {
	return (
		<div className="cs-payments__notice">
			{ paragraphs.map( ( paragraph, index ) => (
				<NoticeParagraph key={ index } paragraph={ paragraph } />
			) ) }
		</div>
	);
}

function NoticeParagraph( {
	paragraph,
}: {
	paragraph: PaymentNoticeParagraph;
} ) {
	const [ open, setOpen ] = useState( false );
	const moreId = useId();
	// The link ends the paragraph: after its text, or after its "more" (PayU's privacy policy).
	const link = paragraph.link ? (
		<>
			{ ' ' }
			<a
				href={ paragraph.link.url }
				target="_blank"
				rel="noopener noreferrer"
			>
				{ paragraph.link.label }
			</a>
		</>
	) : null;
	return (
		<p>
			{ paragraph.text }
			{ paragraph.more ? null : link }
			{ paragraph.more && open ? (
				<span id={ moreId }>
					{ ' ' }
					{ paragraph.more }
					{ link }
				</span>
			) : null }
			{ paragraph.more ? (
				<>
					{ ' ' }
					<button
						type="button"
						className="cs-link cs-payments__more"
						aria-expanded={ open }
						aria-controls={ open ? moreId : undefined }
						onClick={ () => setOpen( ! open ) }
					>
						{ open ? 'mniej' : 'więcej' }
					</button>
				</>
			) : null }
		</p>
	);
}
