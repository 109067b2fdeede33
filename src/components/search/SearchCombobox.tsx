import {
	useEffect,
	useId,
	useRef,
	useState,
	type KeyboardEvent,
	type ReactNode,
	type RefObject,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { isAbortError } from '../../api';
import { suggest, type SearchSuggestions } from '../../api';
import { storefrontExtension } from '../../domain/omnibus';
import {
	highlight,
	listedCount,
	SUGGEST_DEBOUNCE_MS,
	suggestionsAnnouncement,
	suggestQuery,
} from '../../domain/searchSuggest';
import { SEARCH_MAX_LENGTH } from '../../domain/shopFilters';
import { productName } from '../../domain/text';
import { Price } from '../product/Price';
import '../../styles/search.css';

type Option =
	| { kind: 'product'; key: string; id: number; name: string }
	| { kind: 'category'; key: string; slug: string; name: string }
	| { kind: 'corrected'; key: string; query: string }
	| { kind: 'all'; key: string; total: number };

/**
 * The shop's search box with suggestions as the shopper types (the WAI-ARIA combobox pattern): from the
 * second letter, after a pause, the newest question only (an older answer never replaces a newer one),
 * up to six products with photo, name and the shopper's own price, the matching categories, "Czy
 * chodziło Ci o" when a word looked like a typo, and all the results. Arrow keys move through them
 * (the input keeps the focus), Enter opens the chosen one or searches, Escape closes the list (and then
 * clears the box); the count is read out. Tall enough rows for a thumb.
 */
export function SearchCombobox( {
	value,
	onChange,
	onSearch,
	inputRef,
	inputId,
}: {
	value: string;
	onChange: ( value: string ) => void;
	onSearch: ( value: string ) => void;
	inputRef: RefObject< HTMLInputElement >;
	inputId: string;
} ) {
	const navigate = useNavigate();
	const listId = useId();
	const [ answer, setAnswer ] = useState< {
		query: string;
		data: SearchSuggestions;
	} | null >( null );
	const [ open, setOpen ] = useState( false );
	const [ active, setActive ] = useState( -1 );
	const typed = useRef( false );

	useEffect( () => {
		const query = typed.current ? suggestQuery( value ) : null;
		if ( ! query ) {
			setAnswer( null );
			setOpen( false );
			return;
		}
		const controller = new AbortController();
		const timer = setTimeout( () => {
			suggest( query, { signal: controller.signal } ).then(
				( data ) => {
					if ( controller.signal.aborted || ! typed.current ) {
						// An older question: its answer never replaces a newer one; and once the shopper has
						// searched (Enter) or chosen, a late answer does not open the list again.
						return;
					}
					setAnswer( { query, data } );
					setActive( -1 );
					setOpen( true );
				},
				( error: unknown ) => {
					if ( ! isAbortError( error ) ) {
						setAnswer( null ); // Suggestions are a help: without them the box still searches.
					}
				}
			);
		}, SUGGEST_DEBOUNCE_MS );
		return () => {
			clearTimeout( timer );
			controller.abort();
		};
	}, [ value ] );

	const options: Option[] = answer
		? [
				...( answer.data.corrected
					? [
							{
								kind: 'corrected' as const,
								key: 'corrected',
								query: answer.data.corrected,
							},
					  ]
					: [] ),
				...answer.data.products.map( ( product ) => ( {
					kind: 'product' as const,
					key: `product-${ product.id }`,
					id: product.id,
					name: productName( product.name ),
				} ) ),
				...answer.data.categories.map( ( category ) => ( {
					kind: 'category' as const,
					key: `category-${ category.id }`,
					slug: category.slug,
					name: category.name,
				} ) ),
				// What Enter lists: the search made (every word whole), not the suggestions' count.
				...( listedCount( answer.data ) > 0
					? [
							{
								kind: 'all' as const,
								key: 'all',
								total: listedCount( answer.data ),
							},
					  ]
					: [] ),
		  ]
		: [];
	const expanded = open && options.length > 0;
	const optionId = ( option: Option ) => `${ listId }-${ option.key }`;

	const choose = ( option: Option ) => {
		setOpen( false );
		typed.current = false;
		if ( option.kind === 'product' ) {
			navigate( `/sklep/product/${ option.id }` );
		} else if ( option.kind === 'category' ) {
			navigate( `/sklep/category/${ option.slug }` );
		} else if ( option.kind === 'corrected' ) {
			onChange( option.query );
			onSearch( option.query );
		} else {
			onSearch( value );
		}
	};

	const keyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		if ( event.key === 'ArrowDown' || event.key === 'ArrowUp' ) {
			if ( ! options.length ) {
				return;
			}
			event.preventDefault();
			setOpen( true );
			const step = event.key === 'ArrowDown' ? 1 : -1;
			// -1 is the box itself: the list goes round through it.
			setActive( ( current ) => {
				const next = current + step;
				if ( next < -1 ) {
					return options.length - 1;
				}
				return next >= options.length ? -1 : next;
			} );
		} else if ( event.key === 'Enter' && expanded && options[ active ] ) {
			event.preventDefault();
			choose( options[ active ] );
		} else if ( event.key === 'Escape' ) {
			if ( expanded ) {
				event.preventDefault();
				setOpen( false );
				setActive( -1 );
			} else if ( value ) {
				event.preventDefault();
				onChange( '' );
			}
		} else if ( event.key === 'Enter' ) {
			setOpen( false );
			typed.current = false;
		}
	};

	const marked = ( text: string ) =>
		highlight( text, answer?.query ?? '' ).map( ( part, index ) =>
			part.mark ? <mark key={ index }>{ part.text }</mark> : part.text
		);

	return (
		<div className="cs-combobox">
			<input
				ref={ inputRef }
				id={ inputId }
				type="search"
				name="search"
				className="cs-search__input"
				placeholder="Szukaj produktów…"
				maxLength={ SEARCH_MAX_LENGTH }
				value={ value }
				onChange={ ( event ) => {
					typed.current = true;
					onChange( event.target.value );
				} }
				onKeyDown={ keyDown }
				onBlur={ () => setOpen( false ) }
				onFocus={ () => answer && setOpen( true ) }
				autoComplete="off"
				enterKeyHint="search"
				role="combobox"
				aria-autocomplete="list"
				aria-expanded={ expanded }
				aria-controls={ listId }
				aria-activedescendant={
					expanded && options[ active ]
						? optionId( options[ active ] )
						: undefined
				}
			/>
			<ul
				id={ listId }
				role="listbox"
				aria-label="Podpowiedzi wyszukiwania"
				className="cs-combobox__list"
				hidden={ ! expanded }
			>
				{ options.map( ( option, index ) => (
					// The keyboard works on the input (aria-activedescendant), as the combobox pattern has it.
					// eslint-disable-next-line jsx-a11y/click-events-have-key-events
					<li
						key={ option.key }
						id={ optionId( option ) }
						role="option"
						aria-selected={ index === active }
						className={ `cs-combobox__option cs-combobox__option--${
							option.kind
						}${ index === active ? ' is-active' : '' }` }
						// The input keeps the focus: a press chooses without blurring it first.
						onMouseDown={ ( event ) => event.preventDefault() }
						onClick={ () => choose( option ) }
					>
						{ option.kind === 'product' ? (
							<ProductOption
								product={
									answer?.data.products.find(
										( p ) => p.id === option.id
									) ?? null
								}
								name={ marked( option.name ) }
							/>
						) : null }
						{ option.kind === 'category' ? (
							<span>
								<span className="cs-combobox__kind">
									Kategoria:{ ' ' }
								</span>
								{ marked( option.name ) }
							</span>
						) : null }
						{ option.kind === 'corrected' ? (
							<span>
								Czy chodziło Ci o:{ ' ' }
								<strong>{ option.query }</strong>?
							</span>
						) : null }
						{ option.kind === 'all' ? (
							<span className="cs-combobox__all">
								Pokaż wszystkie wyniki ({ option.total })
							</span>
						) : null }
					</li>
				) ) }
			</ul>
			<p className="cs-visually-hidden" role="status" aria-live="polite">
				{ open && answer
					? suggestionsAnnouncement(
							answer.data.products.length,
							answer.data.categories.length,
							listedCount( answer.data )
					  )
					: '' }
			</p>
		</div>
	);
}

function ProductOption( {
	product,
	name,
}: {
	product: SearchSuggestions[ 'products' ][ number ] | null;
	name: ReactNode;
} ) {
	const image = product ? storefrontExtension( product ).card_image : null;
	return (
		<span className="cs-combobox__product">
			{ image ? (
				<img src={ image.src } alt="" width={ 48 } height={ 48 } />
			) : (
				<span className="cs-combobox__no-image" aria-hidden="true" />
			) }
			<span className="cs-combobox__name">{ name }</span>
			{ product ? (
				<Price
					prices={ product.prices }
					className="cs-combobox__price"
				/>
			) : null }
		</span>
	);
}
