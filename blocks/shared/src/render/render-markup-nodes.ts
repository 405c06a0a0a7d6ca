/** Renders markup nodes: registered inner blocks in error boundaries and Suspense, forced blocks, the rest. */

import { createElement, Suspense } from '@wordpress/element';
import type { ComponentType, ReactElement, ReactNode } from 'react';

import { getRegisteredBlocks, hasInnerBlocks } from '@cesta/registry';
import type { BlockComponentLike } from '@cesta/registry';

import { PLACEHOLDER_CLASS_NAME } from '../constants';
import { BlockErrorBoundary } from '../error-boundary/block-error-boundary';
import { datasetOf } from '../markup/block-attributes';
import type { MarkupBlockNode, MarkupNode } from '../markup/types';
import { unexpectedErrorInMessage } from '../messages';
import type { BlockWrapperProps } from '../registry/types';
import { NestedBlockIsland } from './nested-block-island';
import { ParentBlockContext } from './parent-block-context';
import type { ParentBlockInfo } from './parent-block-context';
import { renderElement } from './render-element';

/**
 * What rendering the inner blocks of one top-level block needs.
 *
 * @example
 * const scope: InnerBlockScope = {
 * 	rootBlockName: 'woocommerce/cart',
 * 	blockMap: getRegisteredBlockComponents( 'woocommerce/cart' ),
 * 	showErrorDetails: isAdmin(),
 * 	onUnknownBlock: ( name ) => console.warn( name ),
 * };
 */
export interface InnerBlockScope {
	rootBlockName: string;
	blockMap: Record< string, BlockComponentLike >;
	blockWrapper?: ComponentType< BlockWrapperProps >;
	showErrorDetails: boolean;
	onUnknownBlock: ( blockName: string ) => void;
}

/**
 * The placeholder shown while a lazy block loads.
 *
 * @example
 * <Suspense fallback={ placeholder() }>…</Suspense>
 */
export const placeholder = (): ReactElement =>
	createElement( 'div', { className: PLACEHOLDER_CLASS_NAME } );

const infoFor = ( blockName: string, scope: InnerBlockScope, parent: ParentBlockInfo ) => ( {
	parentBlockName: blockName,
	rootBlockName: scope.rootBlockName,
	area: hasInnerBlocks( blockName ) ? blockName : parent.area,
} );

/** The blocks directly in `nodes`, looking through plain elements but not into blocks. */
function blockNamesIn( nodes: readonly MarkupNode[] ): string[] {
	return nodes.flatMap( ( node ) => {
		if ( node.type === 'block' || node.type === 'island' ) {
			return [ node.blockName ];
		}
		return node.type === 'element' ? blockNamesIn( node.children ) : [];
	} );
}

/**
 * A registered block component inside its error boundary and Suspense, given
 * its props, its rendered inner blocks and, when the top-level block has one,
 * its `blockWrapper`.
 */
function renderRegisteredBlock(
	blockName: string,
	component: BlockComponentLike,
	props: Record< string, unknown >,
	innerBlocks: ReactNode[],
	scope: InnerBlockScope,
	info: ParentBlockInfo
): ReactElement {
	const children =
		innerBlocks.length > 0
			? [ createElement( ParentBlockContext.Provider, { value: info }, ...innerBlocks ) ]
			: [];
	let element = createElement( component as ComponentType, props, ...children );
	if ( scope.blockWrapper ) {
		element = createElement( scope.blockWrapper, { blockName, children: element } );
	}
	return createElement(
		BlockErrorBoundary,
		{
			blockName,
			text: unexpectedErrorInMessage( blockName ),
			showErrorMessage: scope.showErrorDetails,
		},
		createElement( Suspense, { fallback: placeholder() }, element )
	);
}

/**
 * The blocks an inner block area must show though its markup lacks them:
 * checkout blocks registered with `force`, appended after the others.
 *
 * @example
 * renderForcedBlocks( 'woocommerce/checkout-fields-block', tree.children, scope, info );
 */
export function renderForcedBlocks(
	areaName: string,
	children: readonly MarkupNode[],
	scope: InnerBlockScope,
	info: ParentBlockInfo
): ReactElement[] {
	if ( ! hasInnerBlocks( areaName ) ) {
		return [];
	}
	const present = new Set( blockNamesIn( children ) );
	return getRegisteredBlocks( areaName )
		.filter( ( block ) => block.force && ! present.has( block.blockName ) )
		.map( ( block ) =>
			renderRegisteredBlock(
				block.blockName,
				block.component,
				{},
				[],
				scope,
				infoFor( block.blockName, scope, info )
			)
		);
}

function renderBlockNode(
	node: MarkupBlockNode,
	scope: InnerBlockScope,
	parent: ParentBlockInfo
): ReactNode {
	const info = infoFor( node.blockName, scope, parent );
	const innerBlocks = [
		...renderMarkupNodes( node.children, scope, info ),
		...renderForcedBlocks( node.blockName, node.children, scope, info ),
	];
	const component = scope.blockMap[ node.blockName ];
	if ( ! component ) {
		scope.onUnknownBlock( node.blockName );
		const children =
			innerBlocks.length > 0
				? [ createElement( ParentBlockContext.Provider, { value: info }, ...innerBlocks ) ]
				: [];
		return renderElement( node.tagName, false, node.attributes, children, node.children );
	}
	const props = { ...datasetOf( node.attributes ), className: node.attributes.class ?? '' };
	return renderRegisteredBlock( node.blockName, component, props, innerBlocks, scope, info );
}

/**
 * Block-tree nodes as React nodes: inner blocks become their registered
 * components (each with its error boundary, Suspense and wrapper, getting
 * its `data-*` attributes as camelCased strings plus `className` and its
 * rendered `children`), other elements and text stay as they are, nested
 * top-level blocks become islands, and unknown blocks keep their markup
 * (reported through `scope.onUnknownBlock`).
 *
 * @example
 * renderMarkupNodes( tree.children, scope, { parentBlockName: 'woocommerce/cart', rootBlockName: 'woocommerce/cart', area: 'woocommerce/cart' } );
 */
export function renderMarkupNodes(
	nodes: readonly MarkupNode[],
	scope: InnerBlockScope,
	parent: ParentBlockInfo
): ReactNode[] {
	return nodes.map( ( node ) => {
		switch ( node.type ) {
			case 'text':
				return node.text;
			case 'island':
				return createElement( NestedBlockIsland, { node } );
			case 'block':
				return renderBlockNode( node, scope, parent );
			default:
				return renderElement(
					node.tagName,
					node.svg,
					node.attributes,
					renderMarkupNodes( node.children, scope, parent ),
					node.children
				);
		}
	} );
}
