/** LookOnly: a block's frontend component in the editor, shown but not usable, so it never calls the Store API. */

import { useEffect, useRef } from '@wordpress/element';
import type { ReactNode } from 'react';

const BLOCKED_EVENTS = [ 'click', 'keydown', 'input', 'change', 'submit' ] as const;

/**
 * Shows a block's frontend component in the editor without letting anyone
 * use it: the content is `inert` (browsers neither focus it nor send it
 * clicks) and, where `inert` is unknown, clicks, keys, edits and submits
 * stop before they reach a control — the sample data never turns into a
 * Store API request. Selecting the block still works: the editor's block
 * wrapper is outside. Its element has the class `cesta-editor-look-only`.
 *
 * @example
 * <div { ...useBlockProps() }><LookOnly><CouponForm /></LookOnly></div>
 */
export function LookOnly( { children }: { children: ReactNode } ) {
	const ref = useRef< HTMLDivElement >( null );
	useEffect( () => {
		const element = ref.current;
		if ( ! element ) {
			return undefined;
		}
		element.setAttribute( 'inert', '' );
		const stop = ( event: Event ) => {
			event.preventDefault();
			event.stopPropagation();
		};
		BLOCKED_EVENTS.forEach( ( type ) => element.addEventListener( type, stop, true ) );
		return () =>
			BLOCKED_EVENTS.forEach( ( type ) => element.removeEventListener( type, stop, true ) );
	}, [] );
	return (
		<div ref={ ref } className="cesta-editor-look-only">
			{ children }
		</div>
	);
}
