/** The address autocomplete's state: when to search, which answer counts, the active option, closing and the lock after a choice. */

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from '@wordpress/element';
import type { KeyboardEvent } from 'react';

import {
	AUTOCOMPLETE_BLUR_CLOSE_DELAY_MS,
	AUTOCOMPLETE_MAX_SUGGESTIONS,
	AUTOCOMPLETE_MIN_CHARACTERS,
	AUTOCOMPLETE_SEARCH_DEBOUNCE_MS,
	AUTOCOMPLETE_SELECTION_LOCK_MS,
} from '../constants';
import type { AddressSuggestion } from './types';

const NONE: readonly AddressSuggestion[] = [];

type TimerRef = { current: ReturnType< typeof setTimeout > | null };

const clearTimer = ( timerRef: TimerRef ) => {
	if ( timerRef.current ) {
		clearTimeout( timerRef.current );
		timerRef.current = null;
	}
};

/**
 * The combobox behaviour of the address autocomplete (spec 2 §4
 * "Addresses"): a search starts at {@link AUTOCOMPLETE_MIN_CHARACTERS}
 * typed characters, once typing has paused for
 * {@link AUTOCOMPLETE_SEARCH_DEBOUNCE_MS} (not on every key), and at most
 * {@link AUTOCOMPLETE_MAX_SUGGESTIONS} answers show; only the answer to the latest search counts (an older one arriving
 * late is dropped); ArrowDown/ArrowUp move through the options (wrapping),
 * Enter chooses, Escape closes; the list closes
 * {@link AUTOCOMPLETE_BLUR_CLOSE_DELAY_MS} after the field loses the focus;
 * after a choice, searching is blocked for {@link AUTOCOMPLETE_SELECTION_LOCK_MS}.
 * `choose` and `setActiveIndex` keep their identity across renders.
 *
 * @example
 * const combobox = useAddressAutocomplete( search, onSelect );
 * <input onChange={ ( e ) => combobox.onTextChange( e.target.value ) } onKeyDown={ combobox.onKeyDown } />
 */
export function useAddressAutocomplete(
	search: ( text: string ) => Promise< readonly AddressSuggestion[] >,
	onSelect: ( id: string ) => void
) {
	const [ suggestions, setSuggestions ] = useState< readonly AddressSuggestion[] >( NONE );
	const [ isOpen, setIsOpen ] = useState( false );
	const [ activeIndex, setActiveIndex ] = useState( -1 );
	const latestSearchRef = useRef( 0 );
	const hasFocusRef = useRef( false );
	const lockTimerRef = useRef< ReturnType< typeof setTimeout > | null >( null );
	const closeTimerRef = useRef< ReturnType< typeof setTimeout > | null >( null );
	const searchTimerRef = useRef< ReturnType< typeof setTimeout > | null >( null );
	// A debounced search and a choice call the latest props'.
	const latestRef = useRef( { search, onSelect } );
	useLayoutEffect( () => {
		latestRef.current = { search, onSelect };
	} );

	useEffect(
		() => () => {
			// Unmounted: no answer may land, no timer may fire.
			latestSearchRef.current++;
			clearTimer( closeTimerRef );
			clearTimer( lockTimerRef );
			clearTimer( searchTimerRef );
		},
		[]
	);

	const close = useCallback( () => {
		setIsOpen( false );
		setActiveIndex( -1 );
	}, [] );

	const startSearch = ( text: string, searchId: number ) =>
		latestRef.current.search( text ).then(
			( found ) => {
				if ( searchId !== latestSearchRef.current ) {
					return;
				}
				const shown = Array.isArray( found )
					? found.slice( 0, AUTOCOMPLETE_MAX_SUGGESTIONS )
					: NONE;
				setSuggestions( shown );
				setActiveIndex( -1 );
				setIsOpen( shown.length > 0 && hasFocusRef.current );
			},
			() => {
				if ( searchId === latestSearchRef.current ) {
					setSuggestions( NONE );
					close();
				}
			}
		);

	const onTextChange = ( text: string ) => {
		const searchId = ++latestSearchRef.current;
		clearTimer( searchTimerRef );
		if ( lockTimerRef.current || text.trim().length < AUTOCOMPLETE_MIN_CHARACTERS ) {
			setSuggestions( NONE );
			close();
			return;
		}
		searchTimerRef.current = setTimeout( () => {
			searchTimerRef.current = null;
			startSearch( text, searchId );
		}, AUTOCOMPLETE_SEARCH_DEBOUNCE_MS );
	};

	const choose = useCallback(
		( suggestion: AddressSuggestion ) => {
			latestSearchRef.current++;
			clearTimer( searchTimerRef );
			setSuggestions( NONE );
			close();
			clearTimer( lockTimerRef );
			lockTimerRef.current = setTimeout( () => {
				lockTimerRef.current = null;
			}, AUTOCOMPLETE_SELECTION_LOCK_MS );
			latestRef.current.onSelect( suggestion.id );
		},
		[ close ]
	);

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		const count = suggestions.length;
		if ( event.key === 'ArrowDown' || event.key === 'ArrowUp' ) {
			if ( count === 0 ) {
				return;
			}
			event.preventDefault();
			const down = event.key === 'ArrowDown';
			if ( ! isOpen ) {
				setIsOpen( true );
				setActiveIndex( down ? 0 : count - 1 );
				return;
			}
			setActiveIndex( ( index ) => {
				if ( index < 0 ) {
					return down ? 0 : count - 1;
				}
				return ( index + ( down ? 1 : count - 1 ) ) % count;
			} );
		} else if ( event.key === 'Enter' && isOpen && activeIndex >= 0 ) {
			event.preventDefault();
			choose( suggestions[ activeIndex ]! );
		} else if ( event.key === 'Escape' && isOpen ) {
			event.preventDefault();
			close();
		}
	};

	const onFocus = () => {
		hasFocusRef.current = true;
		clearTimer( closeTimerRef );
	};

	const onBlur = () => {
		hasFocusRef.current = false;
		clearTimer( closeTimerRef );
		closeTimerRef.current = setTimeout( () => {
			closeTimerRef.current = null;
			close();
		}, AUTOCOMPLETE_BLUR_CLOSE_DELAY_MS );
	};

	return {
		suggestions,
		isOpen: isOpen && suggestions.length > 0,
		activeIndex,
		setActiveIndex,
		onTextChange,
		onKeyDown,
		onFocus,
		onBlur,
		choose,
	};
}
