/** renderBlockTree: the React element of a top-level block and its inner blocks, read from markup. */

import { createElement, Suspense, useEffect } from '@wordpress/element';
import type { ComponentType, ReactElement } from 'react';

import { getRegisteredBlockComponents, hasInnerBlocks } from '@cesta/registry';
import type { BlockComponentLike } from '@cesta/registry';
import { isAdmin } from '@cesta/settings';

import { BlockErrorBoundary } from '../error-boundary/block-error-boundary';
import { isRecord } from '../is-record';
import type { BlockTree } from '../markup/types';
import {
	blockNotRegisteredMessage,
	invalidOptionsMessage,
	invalidTreeMessage,
	unknownInnerBlockMessage,
} from '../messages';
import { getFrontendBlock } from '../registry/frontend-blocks';
import type { FrontendBlockDefinition, TopLevelBlockProps } from '../registry/types';
import { NestedBlockMounterContext } from './nested-block-island';
import type { NestedBlockMounter } from './nested-block-island';
import { ParentBlockContext } from './parent-block-context';
import type { ParentBlockInfo } from './parent-block-context';
import { placeholder, renderForcedBlocks, renderMarkupNodes } from './render-markup-nodes';
import type { InnerBlockScope } from './render-markup-nodes';

/**
 * How `renderBlockTree` renders.
 *
 * @example
 * const options: RenderBlockTreeOptions = { showErrorDetails: false };
 */
export interface RenderBlockTreeOptions {
	/** @default the definition registered for the tree's block */
	definition?: FrontendBlockDefinition;
	/** @default getRegisteredBlockComponents( tree.blockName ) */
	blockMap?: Record< string, BlockComponentLike >;
	/** Show error details in the error panels. @default isAdmin() */
	showErrorDetails?: boolean;
	/** Called once the tree is in the page (after the first commit). */
	onMount?: () => void;
	/** Mounts top-level blocks nested in the markup; without it they stay inert markup. */
	mountNestedBlock?: NestedBlockMounter;
}

function MountSignal( { onMount }: { onMount: () => void } ) {
	useEffect( () => {
		onMount();
		// Once per mount: a new callback identity must not signal again.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );
	return null;
}

function assertValidTree( tree: unknown ): asserts tree is BlockTree {
	if (
		! isRecord( tree ) ||
		typeof tree.blockName !== 'string' ||
		! isRecord( tree.attributes ) ||
		! Array.isArray( tree.children )
	) {
		throw new TypeError( invalidTreeMessage( tree ) );
	}
}

/**
 * The React element for a top-level block read from markup: its component
 * with the parsed attributes and its rendered inner blocks (registered
 * components for `data-block-name` elements, forced blocks appended, other
 * markup kept), inside an error boundary and Suspense with a
 * `div.wc-block-placeholder` fallback. The same element renders on a server
 * (`renderToString`) and hydrates on the client. Inner blocks with no
 * registered component are warned about once each.
 *
 * @example
 * const tree = parseBlockMarkup( container );
 * createRoot( container ).render( renderBlockTree( tree ) );
 */
export function renderBlockTree(
	tree: BlockTree,
	options: RenderBlockTreeOptions = {}
): ReactElement {
	assertValidTree( tree );
	if ( typeof options !== 'object' || options === null || Array.isArray( options ) ) {
		throw new TypeError( invalidOptionsMessage( 'renderBlockTree', options ) );
	}
	const { blockName } = tree;
	const definition = options.definition ?? getFrontendBlock( blockName );
	if ( ! definition ) {
		throw new Error( blockNotRegisteredMessage( blockName ) );
	}
	const warned = new Set< string >();
	const scope: InnerBlockScope = {
		rootBlockName: blockName,
		blockMap: options.blockMap ?? getRegisteredBlockComponents( blockName ),
		blockWrapper: definition.blockWrapper,
		showErrorDetails: options.showErrorDetails ?? isAdmin(),
		onUnknownBlock: ( name ) => {
			// Developer diagnostics: production builds leave them out.
			if ( process.env.NODE_ENV !== 'production' && ! warned.has( name ) ) {
				warned.add( name );
				console.warn( unknownInnerBlockMessage( name, blockName ) );
			}
		},
	};
	const info: ParentBlockInfo = {
		parentBlockName: blockName,
		rootBlockName: blockName,
		area: hasInnerBlocks( blockName ) ? blockName : null,
	};
	const innerBlocks = [
		...renderMarkupNodes( tree.children, scope, info ),
		...renderForcedBlocks( blockName, tree.children, scope, info ),
	];
	const props: TopLevelBlockProps = { attributes: tree.attributes, blockName };
	const block = createElement(
		definition.component as ComponentType< TopLevelBlockProps >,
		props,
		...( innerBlocks.length > 0
			? [ createElement( ParentBlockContext.Provider, { value: info }, ...innerBlocks ) ]
			: [] )
	);
	const guarded = createElement(
		BlockErrorBoundary,
		{ ...definition.errorBoundaryProps, showErrorMessage: scope.showErrorDetails },
		createElement( Suspense, { fallback: placeholder() }, block )
	);
	return createElement(
		NestedBlockMounterContext.Provider,
		{ value: options.mountNestedBlock ?? null },
		guarded,
		options.onMount ? createElement( MountSignal, { onMount: options.onMount } ) : null
	);
}
