import type { ReactNode } from 'react';
import {
	summaryRows,
	type MoneySummary,
	type SummaryOptions,
} from '../domain/summary';

/**
 * The money summary (Produkty, Dostawa, Rabat, Razem) as a definition list (checkout, cart panel) or
 * as table footer rows under the lines (order page, profile's orders). Test ids `{testId}-{row}`.
 */
export function SummaryList( {
	summary,
	className,
	testId,
	options,
}: {
	summary: MoneySummary;
	className: string;
	testId: string;
	options?: SummaryOptions;
} ) {
	return (
		<dl className={ className }>
			{ summaryRows( summary, options ).map( ( row ) => (
				<div
					key={ row.key }
					className={ `${ className }-${ row.key }` }
				>
					<dt>{ row.label }</dt>
					<dd data-testid={ `${ testId }-${ row.key }` }>
						<Amount struck={ row.struck } text={ row.text } />
					</dd>
				</div>
			) ) }
		</dl>
	);
}

/** `<tr>`s for a table whose last column holds amounts; `shippingNote` follows the shipping amount. */
export function SummaryTableRows( {
	summary,
	testId,
	freeShipping,
	shippingNote,
	columns = 2,
}: {
	summary: MoneySummary;
	testId: string;
	freeShipping?: string;
	shippingNote?: ReactNode;
	columns?: number;
} ) {
	return (
		<>
			{ summaryRows( summary, { freeShipping } ).map( ( row ) => (
				<tr
					key={ row.key }
					className={ `cs-summary-row cs-summary-row--${ row.key }` }
				>
					<th scope="row" colSpan={ columns - 1 }>
						{ row.label }
					</th>
					<td data-testid={ `${ testId }-${ row.key }` }>
						<Amount struck={ row.struck } text={ row.text } />
						{ row.key === 'shipping' ? shippingNote : null }
					</td>
				</tr>
			) ) }
		</>
	);
}

function Amount( { struck, text }: { struck: string | null; text: string } ) {
	if ( ! struck ) {
		return <>{ text }</>;
	}
	return (
		<>
			<span className="cs-visually-hidden">Przed rabatem: </span>
			<s className="cs-summary__before">{ struck }</s>{ ' ' }
			<span className="cs-visually-hidden">, po rabacie: </span>
			<span className="cs-summary__after">{ text }</span>
		</>
	);
}
