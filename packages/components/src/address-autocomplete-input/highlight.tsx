/** A suggestion's label with the parts that match the typed text in <strong>. */

import { Fragment } from '@wordpress/element';

import type { AddressSuggestionMatch } from './types';

/**
 * The label cut into plain and matching parts: matches are clamped to the
 * label, sorted, and overlapping ones merged, so any provider's answer
 * reads as the label itself.
 *
 * @example
 * splitByMatches( 'Calle de Alcalá 50', [ { offset: 9, length: 6 } ] );
 * // [ { text: 'Calle de ', matched: false }, { text: 'Alcalá', matched: true }, { text: ' 50', matched: false } ]
 */
export function splitByMatches(
	label: string,
	matches: readonly AddressSuggestionMatch[] = []
): Array< { text: string; matched: boolean } > {
	const sorted = matches
		.map( ( { offset, length } ): [ number, number ] => [
			Math.max( 0, Math.floor( offset ) ),
			Math.min( label.length, Math.floor( offset + length ) ),
		] )
		.filter( ( [ start, end ] ) => Number.isFinite( start ) && end > start )
		.sort( ( a, b ) => a[ 0 ] - b[ 0 ] );
	const merged: Array< [ number, number ] > = [];
	for ( const [ start, end ] of sorted ) {
		const last = merged[ merged.length - 1 ];
		if ( last && start <= last[ 1 ] ) {
			last[ 1 ] = Math.max( last[ 1 ], end );
		} else {
			merged.push( [ start, end ] );
		}
	}
	const parts: Array< { text: string; matched: boolean } > = [];
	let position = 0;
	for ( const [ start, end ] of merged ) {
		if ( start > position ) {
			parts.push( { text: label.slice( position, start ), matched: false } );
		}
		parts.push( { text: label.slice( start, end ), matched: true } );
		position = end;
	}
	if ( position < label.length ) {
		parts.push( { text: label.slice( position ), matched: false } );
	}
	return parts;
}

/**
 * A label with its matching parts emphasised.
 *
 * @example
 * <HighlightedLabel label="Calle de Alcalá 50" matches={ [ { offset: 9, length: 6 } ] } />
 */
export function HighlightedLabel( {
	label,
	matches,
}: {
	label: string;
	matches?: readonly AddressSuggestionMatch[];
} ) {
	return (
		<>
			{ splitByMatches( label, matches ).map( ( part, index ) =>
				part.matched ? (
					<strong key={ index }>{ part.text }</strong>
				) : (
					<Fragment key={ index }>{ part.text }</Fragment>
				)
			) }
		</>
	);
}
