/** The Textarea's character counter: what is left, and its announcement once typing pauses. */

import { useEffect, useState } from '@wordpress/element';
import { _n, sprintf } from '@wordpress/i18n';

import { CHARACTER_COUNT_ANNOUNCE_DELAY_MS } from '../constants';
import { countCharacters } from './characters';

/**
 * "%d characters left", in the shop's language.
 *
 * @example
 * charactersLeftText( 1 ); // '1 character left'
 */
export const charactersLeftText = ( left: number ): string =>
	/* translators: %d: how many more characters the shopper may type. */
	sprintf( _n( '%d character left', '%d characters left', left, 'cesta' ), left );

/**
 * The counter of a textarea with a limit: the visible text, and the text of
 * its polite live region, which follows once the shopper has stopped typing
 * for {@link CHARACTER_COUNT_ANNOUNCE_DELAY_MS} so a screen reader is not
 * interrupted at every keystroke. Nothing without a limit.
 *
 * @example
 * const counter = useCharacterCounter( notes, 500 );
 * counter?.text; // '482 characters left'
 */
export function useCharacterCounter( value: string, maxLength: number | undefined ) {
	const text =
		maxLength === undefined
			? undefined
			: charactersLeftText( Math.max( 0, maxLength - countCharacters( value ) ) );
	const [ announced, setAnnounced ] = useState( '' );
	const [ edited, setEdited ] = useState( false );

	useEffect( () => {
		if ( ! edited || text === undefined ) {
			return undefined;
		}
		const timer = setTimeout( () => setAnnounced( text ), CHARACTER_COUNT_ANNOUNCE_DELAY_MS );
		return () => clearTimeout( timer );
	}, [ text, edited ] );

	if ( text === undefined ) {
		return undefined;
	}
	return { text, announced, markEdited: () => setEdited( true ) };
}
