/** PreviewShield: makes the editor preview look-only, so the sample cart never calls the Store API. */

import { useEffect, useRef } from '@wordpress/element';
import type { ReactNode } from 'react';

const BLOCKED_EVENTS = [ 'click', 'keydown', 'input', 'change', 'submit' ] as const;

/**
 * Makes the editor preview look-only: the content is `inert` (browsers then
 * neither focus it nor send it clicks) and, for environments without
 * `inert`, clicks, keys, edits and submits are stopped before they reach a
 * control, so the sample cart never calls the Store API.
 *
 * @example
 * <PreviewShield><CartLayout attributes={ attributes }>{ children }</CartLayout></PreviewShield>
 */
export function PreviewShield( { children }: { children: ReactNode } ) {
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
		<div ref={ ref } className="wc-block-cart__preview">
			{ children }
		</div>
	);
}
