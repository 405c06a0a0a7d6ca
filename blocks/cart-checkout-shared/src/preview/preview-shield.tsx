/** PreviewShield: makes the editor preview of the Cart or Checkout look-only, so the sample cart never calls the Store API. */

import { useEffect, useRef } from '@wordpress/element';
import type { ReactNode } from 'react';

import type { TopLevelBlockConfig } from '../constants';

const BLOCKED_EVENTS = [ 'click', 'keydown', 'input', 'change', 'submit' ] as const;

/**
 * Makes the editor preview look-only: the content is `inert` (browsers then
 * neither focus it nor send it clicks) and, for environments without
 * `inert`, clicks, keys, edits and submits are stopped before they reach a
 * control, so the sample cart never calls the Store API. Its element has the
 * class `<classNameBase>__preview`.
 *
 * @example
 * <PreviewShield config={ CART_BLOCK_CONFIG }><CartLayout attributes={ attributes }>{ children }</CartLayout></PreviewShield>
 */
export function PreviewShield( {
	config,
	children,
}: {
	config: TopLevelBlockConfig;
	children: ReactNode;
} ) {
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
		<div ref={ ref } className={ `${ config.classNameBase }__preview` }>
			{ children }
		</div>
	);
}
