/** The product search field's suggestions dropdown (an ARIA 1.2 combobox). */

import { CHROME_ATTRIBUTES, RESULT_COUNT_REFRESH_MS, SEARCH_INPUT_DEBOUNCE_MS } from '../constants';
import { chromeTexts } from '../messages';
import type { SearchSuggestion } from './load-suggestions';

// The Store API client arrives with the first search, not at first paint.
const loadSuggestions = ( search: string ): Promise< SearchSuggestion[] > =>
	import( './load-suggestions' ).then( ( module ) => module.loadSuggestions( search ) );

/**
 * How a chosen suggestion is followed.
 *
 * @example
 * const options: SearchDropdownOptions = { navigate: ( url ) => window.location.assign( url ) };
 */
export interface SearchDropdownOptions {
	/** Opens a chosen product's page. @default window.location.assign */
	navigate?: ( url: string ) => void;
}

type Timer = ReturnType< typeof setTimeout > | undefined;

function enhanceSearchForm( form: HTMLFormElement, navigate: ( url: string ) => void ): () => void {
	const field = form.querySelector< HTMLInputElement >( '[role="combobox"]' );
	const listbox = form.querySelector< HTMLElement >( '[role="listbox"]' );
	const dropdown = listbox?.parentElement;
	const empty = form.querySelector< HTMLElement >( '.cesta-search__empty' );
	const status = form.querySelector< HTMLElement >( '[role="status"]' );
	if ( ! field || ! listbox || ! dropdown || ! status ) {
		return () => {};
	}
	let suggestions: SearchSuggestion[] = [];
	let active = -1;
	// The name of the suggestion put in the field: emptying it removes the item.
	let chosen: string | null = null;
	let request = 0;
	let debounce: Timer;
	let countAnnouncement: Timer;

	const announce = ( text: string ) => {
		status.textContent = text;
	};
	const setOpen = ( isOpen: boolean ) => {
		dropdown.hidden = ! isOpen;
		field.setAttribute( 'aria-expanded', String( isOpen ) );
		if ( ! isOpen ) {
			setActive( -1 );
		}
	};
	const options = () => Array.from( listbox.children ) as HTMLElement[];
	const setActive = ( index: number ) => {
		active = index;
		options().forEach( ( option, i ) =>
			option.setAttribute( 'aria-selected', String( i === index ) )
		);
		if ( index >= 0 ) {
			field.setAttribute( 'aria-activedescendant', `${ listbox.id }-${ index }` );
		} else {
			field.removeAttribute( 'aria-activedescendant' );
		}
	};
	const show = ( list: SearchSuggestion[] ) => {
		suggestions = list;
		listbox.replaceChildren(
			...list.map( ( suggestion, index ) => {
				const option = form.ownerDocument.createElement( 'li' );
				option.id = `${ listbox.id }-${ index }`;
				option.setAttribute( 'role', 'option' );
				option.setAttribute( 'aria-selected', 'false' );
				option.className = 'cesta-search__option';
				option.textContent = suggestion.name;
				return option;
			} )
		);
		listbox.hidden = list.length === 0;
		if ( empty ) {
			empty.hidden = list.length > 0;
		}
		setOpen( true );
		clearTimeout( countAnnouncement );
		if ( list.length === 0 ) {
			announce( chromeTexts.noResults() );
		} else {
			// Announced once the results stop changing (spec 1 §9).
			countAnnouncement = setTimeout(
				() => announce( chromeTexts.resultCount( list.length ) ),
				RESULT_COUNT_REFRESH_MS
			);
		}
	};
	const choose = ( index: number ) => {
		const suggestion = suggestions[ index ];
		field.value = suggestion.name;
		chosen = suggestion.name;
		setOpen( false );
		clearTimeout( countAnnouncement );
		announce( chromeTexts.itemAdded() );
		navigate( suggestion.permalink );
	};
	const removeChosen = () => {
		if ( chosen !== null ) {
			chosen = null;
			announce( chromeTexts.itemRemoved() );
		}
	};

	const onInput = () => {
		clearTimeout( debounce );
		if ( field.value === '' ) {
			removeChosen();
		}
		const search = field.value.trim();
		if ( ! search ) {
			request++;
			setOpen( false );
			return;
		}
		debounce = setTimeout( () => {
			const mine = ++request;
			loadSuggestions( search ).then(
				( list ) => {
					if ( mine === request ) {
						show( list );
					}
				},
				() => {
					if ( mine === request ) {
						setOpen( false );
					}
				}
			);
		}, SEARCH_INPUT_DEBOUNCE_MS );
	};

	const onKeyDown = ( event: KeyboardEvent ) => {
		const isOpen = ! dropdown.hidden;
		const count = suggestions.length;
		if ( ( event.key === 'ArrowDown' || event.key === 'ArrowUp' ) && count > 0 ) {
			event.preventDefault();
			if ( ! isOpen ) {
				setOpen( true );
			}
			const step = event.key === 'ArrowDown' ? 1 : -1;
			setActive( ( active + step + count + ( active < 0 && step < 0 ? 1 : 0 ) ) % count );
		} else if ( event.key === 'Enter' ) {
			if ( isOpen && active >= 0 ) {
				event.preventDefault();
				choose( active );
			} else if ( ! field.value.trim() ) {
				event.preventDefault();
				announce( chromeTexts.invalidItem() );
			}
		} else if ( event.key === 'Escape' ) {
			if ( isOpen ) {
				event.preventDefault();
				event.stopPropagation();
				setOpen( false );
			} else if ( field.value ) {
				event.preventDefault();
				field.value = '';
				request++;
				removeChosen();
			}
		}
	};

	// A press on a suggestion must not blur the field before the click.
	const onListMouseDown = ( event: MouseEvent ) => event.preventDefault();
	const onListClick = ( event: MouseEvent ) => {
		const option = ( event.target as Element ).closest( '[role="option"]' );
		const index = option ? options().indexOf( option as HTMLElement ) : -1;
		if ( index >= 0 ) {
			choose( index );
		}
	};
	const onOutside = ( event: Event ) => {
		if ( ! form.contains( event.target as Node ) ) {
			setOpen( false );
		}
	};

	const doc = form.ownerDocument;
	field.addEventListener( 'input', onInput );
	field.addEventListener( 'keydown', onKeyDown );
	listbox.addEventListener( 'mousedown', onListMouseDown );
	listbox.addEventListener( 'click', onListClick );
	doc.addEventListener( 'click', onOutside );
	doc.addEventListener( 'focusin', onOutside );
	return () => {
		clearTimeout( debounce );
		clearTimeout( countAnnouncement );
		request++;
		setOpen( false );
		field.removeEventListener( 'input', onInput );
		field.removeEventListener( 'keydown', onKeyDown );
		listbox.removeEventListener( 'mousedown', onListMouseDown );
		listbox.removeEventListener( 'click', onListClick );
		doc.removeEventListener( 'click', onOutside );
		doc.removeEventListener( 'focusin', onOutside );
	};
}

/**
 * Brings every search form under `root` (`[data-cesta-search]`) to life:
 * typing asks the Store API for up to 100 matching products after a pause
 * and opens them as a dropdown; the arrows move through them, Enter or a
 * click follows the chosen one, Escape closes the dropdown (and clears the
 * field when it is closed). A polite status region says "Item added.",
 * "Item removed.", "No results.", "Invalid item" (Enter on an empty field)
 * and, 2000 ms after the suggestions changed, how many there are. Without
 * script the form still searches (`GET ?s=…&post_type=product`).
 *
 * @example
 * const stop = enhanceSearchDropdowns( document );
 */
export function enhanceSearchDropdowns(
	root: Document | Element = document,
	{ navigate = ( url ) => window.location.assign( url ) }: SearchDropdownOptions = {}
): () => void {
	const stops = Array.from(
		root.querySelectorAll< HTMLFormElement >( `form[${ CHROME_ATTRIBUTES.search }]` )
	).map( ( form ) => enhanceSearchForm( form, navigate ) );
	return () => stops.forEach( ( stop ) => stop() );
}
