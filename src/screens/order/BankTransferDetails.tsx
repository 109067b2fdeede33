import { lazy, Suspense, useState } from 'react';
import type { BankTransferDetails as Transfer, StoreCurrency } from '../../api';
import { formatAmount } from '../../domain/money';
import { orderDate } from '../../domain/orders';
import { accountDigits } from '../../domain/payment';

const TransferQrCode = lazy(
	() => import( /* webpackChunkName: "transfer-qr" */ './TransferQrCode' )
);

/**
 * "Dane do przelewu": the shop's account(s), the title, the exact amount and the deadline, each with a
 * copy button, and the QR code Polish banking apps read to fill the transfer in (a phone pays the order
 * shown on a computer).
 */
export function BankTransferDetails( {
	transfer,
	currency,
}: {
	transfer: Transfer;
	currency: StoreCurrency;
} ) {
	const [ copied, setCopied ] = useState( '' );
	const copy = ( what: string, text: string ) => {
		void navigator.clipboard?.writeText( text ).then(
			() => setCopied( `Skopiowano: ${ what }` ),
			() =>
				setCopied(
					'Nie udało się skopiować. Zaznacz tekst i skopiuj go ręcznie.'
				)
		);
	};
	const amount = formatAmount( transfer.amount, currency );
	// What a banking app's amount field takes: the digits and the decimal comma, no currency.
	const amountDigits = amount.replace( /[^\d,.-]/g, '' );
	return (
		<section
			className="cs-transfer"
			aria-labelledby="cs-transfer-title"
			data-testid="transfer"
		>
			<h3 id="cs-transfer-title">Dane do przelewu</h3>
			<div className="cs-transfer__layout">
				<dl className="cs-transfer__rows">
					{ transfer.accounts.map( ( account, index ) => (
						<div key={ index } className="cs-transfer__account">
							<Row label="Odbiorca" value={ account.holder } />
							{ account.bank ? (
								<Row label="Bank" value={ account.bank } />
							) : null }
							<Row
								label="Numer konta"
								value={ account.number }
								testId="transfer-account"
								onCopy={ () =>
									copy(
										'numer konta',
										accountDigits( account.number )
									)
								}
							/>
							{ account.bic ? (
								<Row
									label="IBAN / BIC (SWIFT)"
									value={ `${ account.iban } / ${ account.bic }` }
								/>
							) : null }
						</div>
					) ) }
					<Row
						label="Tytuł przelewu"
						value={ transfer.title }
						testId="transfer-title"
						onCopy={ () =>
							copy( 'tytuł przelewu', transfer.title )
						}
					/>
					<Row
						label="Kwota"
						value={ amount }
						testId="transfer-amount"
						onCopy={ () => copy( 'kwota', amountDigits ) }
					/>
					<Row
						label="Termin wpłaty"
						value={ orderDate( `${ transfer.deadline }T12:00:00` ) }
						testId="transfer-deadline"
					/>
				</dl>
				{ transfer.qr ? (
					<figure className="cs-transfer__qr">
						<Suspense
							fallback={
								<div className="cs-transfer__qr-room" />
							}
						>
							<TransferQrCode text={ transfer.qr } />
						</Suspense>
						<figcaption>
							Zeskanuj kod w aplikacji banku – numer konta,
							odbiorca, tytuł i kwota wpiszą się same.
						</figcaption>
					</figure>
				) : null }
			</div>
			<p className="cs-transfer__copied" role="status" aria-live="polite">
				{ copied }
			</p>
		</section>
	);
}

function Row( {
	label,
	value,
	testId,
	onCopy,
}: {
	label: string;
	value: string;
	testId?: string;
	onCopy?: () => void;
} ) {
	return (
		<div className="cs-transfer__row">
			<dt>{ label }</dt>
			<dd>
				<span data-testid={ testId }>{ value }</span>
				{ onCopy ? (
					<button
						type="button"
						className="cs-button cs-transfer__copy"
						onClick={ onCopy }
						aria-label={ `Kopiuj: ${ label.toLowerCase() }` }
					>
						Kopiuj
					</button>
				) : null }
			</dd>
		</div>
	);
}
