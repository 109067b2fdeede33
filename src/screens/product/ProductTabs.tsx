import {
	useId,
	useRef,
	useState,
	type KeyboardEvent,
	type ReactNode,
} from 'react';

/** Tabs (WAI-ARIA pattern): arrow keys, Home and End move between tabs; only the current panel shows. */
export function Tabs( {
	tabs,
}: {
	tabs: Array< { id: string; label: string; content: ReactNode } >;
} ) {
	const base = useId();
	const [ current, setCurrent ] = useState( 0 );
	const buttons = useRef< Array< HTMLButtonElement | null > >( [] );
	const move = ( index: number ) => {
		const next = ( index + tabs.length ) % tabs.length;
		setCurrent( next );
		buttons.current[ next ]?.focus();
	};
	const onKeyDown = ( event: KeyboardEvent ) => {
		const keys: Record< string, number > = {
			ArrowRight: current + 1,
			ArrowLeft: current - 1,
			Home: 0,
			End: tabs.length - 1,
		};
		const target = keys[ event.key ];
		if ( target !== undefined ) {
			event.preventDefault();
			move( target );
		}
	};
	return (
		<div className="cs-tabs">
			<div role="tablist" className="cs-tabs__list">
				{ tabs.map( ( tab, i ) => (
					<button
						key={ tab.id }
						ref={ ( element ) => {
							buttons.current[ i ] = element;
						} }
						type="button"
						role="tab"
						id={ `${ base }-${ tab.id }-tab` }
						aria-selected={ i === current }
						aria-controls={ `${ base }-${ tab.id }-panel` }
						tabIndex={ i === current ? 0 : -1 }
						onKeyDown={ onKeyDown }
						className="cs-tabs__tab"
						onClick={ () => setCurrent( i ) }
					>
						{ tab.label }
					</button>
				) ) }
			</div>
			{ tabs.map( ( tab, i ) => (
				<div
					key={ tab.id }
					role="tabpanel"
					id={ `${ base }-${ tab.id }-panel` }
					aria-labelledby={ `${ base }-${ tab.id }-tab` }
					hidden={ i !== current }
					tabIndex={ 0 }
					className="cs-tabs__panel"
				>
					{ tab.content }
				</div>
			) ) }
		</div>
	);
}
