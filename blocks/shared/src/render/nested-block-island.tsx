/** An island for a top-level block nested in another block's markup: inert HTML, mounted as its own block. */

import { createContext, useContext, useEffect, useRef } from '@wordpress/element';
import type { RefObject } from 'react';

import { VOID_ELEMENTS } from '../markup/serialize';
import type { MarkupIslandNode } from '../markup/types';
import { elementProps } from './element-props';

/**
 * Mounts the top-level block found inside another block once its element
 * is in the page; returns what unmounts it.
 *
 * @example
 * const mountNestedBlock: NestedBlockMounter = ( element ) => mountLater( element ).unmount;
 */
export type NestedBlockMounter = ( element: HTMLElement ) => () => void;

/**
 * Given by `mountBlocks` to the trees it renders; without it (server
 * rendering, `renderBlockTree` alone) nested top-level blocks stay inert.
 *
 * @example
 * <NestedBlockMounterContext.Provider value={ mountNestedBlock }>{ tree }</NestedBlockMounterContext.Provider>
 */
export const NestedBlockMounterContext = createContext< NestedBlockMounter | null >( null );

/**
 * A registered top-level block inside another block's markup. Its cleaned
 * markup is set as inner HTML, so React never reconciles its content, and
 * the block is mounted into the element as a block of its own.
 *
 * @example
 * <NestedBlockIsland node={ { type: 'island', blockName: 'woocommerce/product-new', tagName: 'div', attributes, html } } />
 */
export function NestedBlockIsland( { node }: { node: MarkupIslandNode } ) {
	const mountNestedBlock = useContext( NestedBlockMounterContext );
	const ref = useRef< HTMLElement >( null );
	useEffect( () => {
		if ( ! mountNestedBlock || ! ref.current ) {
			return undefined;
		}
		return mountNestedBlock( ref.current );
	}, [ mountNestedBlock ] );
	const props = elementProps( node.tagName, false, node.attributes );
	// Any tag the markup used; typed as one so JSX accepts it.
	const Tag = node.tagName as 'div';
	return VOID_ELEMENTS.has( node.tagName ) ? (
		<Tag { ...props } ref={ ref as RefObject< HTMLDivElement > } />
	) : (
		<Tag
			{ ...props }
			ref={ ref as RefObject< HTMLDivElement > }
			dangerouslySetInnerHTML={ { __html: node.html } }
		/>
	);
}
