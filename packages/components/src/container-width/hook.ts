/** Container width classes (spec §9): the breakpoint rule, the measuring hook, the context and its reader. */

import { createContext, useContext, useEffect, useState } from '@wordpress/element';

import { CONTAINER_WIDTH_BREAKPOINTS, CONTAINER_WIDTH_MOBILE_CLASS } from '../constants';
import type { ContainerWidthClass, ContainerWidthContextValue } from './types';

/**
 * The width class of a container `width` px wide: above 700 `is-large`, above
 * 520 `is-medium`, above 400 `is-small`, otherwise `is-mobile` (spec §9).
 *
 * @example
 * getContainerWidthClass( 701 ); // 'is-large'
 * getContainerWidthClass( 700 ); // 'is-medium'
 * getContainerWidthClass( 400 ); // 'is-mobile'
 */
export function getContainerWidthClass( width: number ): ContainerWidthClass {
	const match = CONTAINER_WIDTH_BREAKPOINTS.find( ( { aboveWidthPx } ) => width > aboveWidthPx );
	return match ? match.className : CONTAINER_WIDTH_MOBILE_CLASS;
}

/**
 * The width class of an element, kept up to date with a `ResizeObserver`
 * (where there is none, the element is measured on mount and on window
 * resizes). Attach `ref` to the element; `className` is `''` until measured.
 *
 * @example
 * const { ref, className } = useContainerWidthClass< HTMLDivElement >();
 * return <div ref={ ref } className={ cx( 'wc-block-cart', className ) }>…</div>;
 */
export function useContainerWidthClass< T extends HTMLElement = HTMLDivElement >() {
	const [ element, setElement ] = useState< T | null >( null );
	const [ width, setWidth ] = useState< number | null >( null );

	useEffect( () => {
		if ( ! element ) {
			return undefined;
		}
		const view = element.ownerDocument.defaultView;
		if ( view && typeof view.ResizeObserver === 'function' ) {
			const observer = new view.ResizeObserver( ( entries ) => {
				const entry = entries[ entries.length - 1 ];
				if ( entry ) {
					setWidth( entry.contentRect.width );
				}
			} );
			observer.observe( element );
			return () => observer.disconnect();
		}
		const measure = () => setWidth( element.getBoundingClientRect().width );
		measure();
		view?.addEventListener( 'resize', measure );
		return () => view?.removeEventListener( 'resize', measure );
	}, [ element ] );

	return {
		ref: setElement,
		width,
		className: width === null ? ( '' as const ) : getContainerWidthClass( width ),
	};
}

/**
 * The width of the block around a component, as a class and flags; outside a
 * provider, nothing is measured (`hasContainerWidth` false).
 *
 * @example
 * <ContainerWidthContext.Provider value={ value }>…</ContainerWidthContext.Provider>
 */
export const ContainerWidthContext = createContext< ContainerWidthContextValue >( {
	hasContainerWidth: false,
	containerClassName: '',
	isMobile: false,
	isSmall: false,
	isMedium: false,
	isLarge: false,
} );

/**
 * Reads the container width of the nearest provider.
 *
 * @example
 * const { isMobile, isLarge } = useContainerWidthContext();
 */
export const useContainerWidthContext = (): ContainerWidthContextValue =>
	useContext( ContainerWidthContext );
