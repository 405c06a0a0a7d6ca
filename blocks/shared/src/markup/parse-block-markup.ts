/** Parses server-rendered block markup into a block tree of blocks, plain elements, text and islands. */

import { BLOCK_NAME_ATTRIBUTE } from '../constants';
import { notBlockMarkupMessage } from '../messages';
import { getFrontendBlock, isFrontendBlock } from '../registry/frontend-blocks';
import type { BlockAttributeDefinitions } from '../registry/types';
import { blockAttributesOf } from './block-attributes';
import { isDroppedElement, safeAttributesOf } from './safety';
import { serializeMarkupNodes } from './serialize';
import type { BlockTree, MarkupNode } from './types';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

// React (and the HTML parser when hydrating) reject text directly inside these.
const NO_TEXT_CHILDREN: ReadonlySet< string > = new Set( [
	'table',
	'thead',
	'tbody',
	'tfoot',
	'tr',
	'colgroup',
	'select',
	'optgroup',
] );

/**
 * How `parseMarkupNodes` and `parseBlockMarkup` read markup.
 *
 * @example
 * const options: ParseMarkupOptions = { isTopLevelBlock: ( name ) => name === 'woocommerce/product-new' };
 */
export interface ParseMarkupOptions {
	/**
	 * Which block names are top-level blocks mounted on their own; found
	 * inside other markup, they are kept inert as islands.
	 * @default isFrontendBlock
	 */
	isTopLevelBlock?: ( blockName: string ) => boolean;
}

const isElement = ( node: Node ): node is Element => node.nodeType === Node.ELEMENT_NODE;
const isText = ( node: Node ): node is Text => node.nodeType === Node.TEXT_NODE;

function appendText( nodes: MarkupNode[], text: string ): void {
	const last = nodes[ nodes.length - 1 ];
	if ( last?.type === 'text' ) {
		last.text += text;
	} else {
		nodes.push( { type: 'text', text } );
	}
}

function parseElement(
	element: Element,
	isTopLevelBlock: ( blockName: string ) => boolean
): MarkupNode {
	const attributes = safeAttributesOf( element );
	const tagName = element.localName;
	const blockName = element.getAttribute( BLOCK_NAME_ATTRIBUTE );
	const children = parseChildren( element.childNodes, tagName, isTopLevelBlock );
	if ( blockName && isTopLevelBlock( blockName ) ) {
		return {
			type: 'island',
			blockName,
			tagName,
			attributes,
			html: serializeMarkupNodes( children ),
		};
	}
	if ( blockName ) {
		return { type: 'block', blockName, tagName, attributes, children };
	}
	return {
		type: 'element',
		tagName,
		svg: element.namespaceURI === SVG_NAMESPACE,
		attributes,
		children,
	};
}

function parseChildren(
	childNodes: ArrayLike< Node >,
	parentTagName: string,
	isTopLevelBlock: ( blockName: string ) => boolean
): MarkupNode[] {
	const nodes: MarkupNode[] = [];
	for ( const node of Array.from( childNodes ) ) {
		if ( isText( node ) ) {
			const textAllowed = ! NO_TEXT_CHILDREN.has( parentTagName ) || node.data.trim() !== '';
			if ( textAllowed && node.data !== '' ) {
				appendText( nodes, node.data );
			}
		} else if ( isElement( node ) && ! isDroppedElement( node ) ) {
			nodes.push( parseElement( node, isTopLevelBlock ) );
		}
		// Comments, processing instructions and dropped elements are left out.
	}
	return nodes;
}

/**
 * DOM nodes turned into block-tree nodes: elements with `data-block-name`
 * become block nodes (islands for top-level blocks), other elements and text
 * are kept, comments and unsafe content (scripts, event handlers,
 * `javascript:` URLs) are dropped.
 *
 * @example
 * parseMarkupNodes( container.childNodes );
 * // [ { type: 'block', blockName: 'woocommerce/filled-cart-block', … } ]
 */
export function parseMarkupNodes(
	childNodes: ArrayLike< Node >,
	{ isTopLevelBlock = isFrontendBlock }: ParseMarkupOptions = {}
): MarkupNode[] {
	return parseChildren( childNodes, '', isTopLevelBlock );
}

/**
 * Reads a top-level block container: its name, its attributes parsed
 * against the definitions (the registered ones by default) and its inner
 * markup (`source`, by default the container's children).
 *
 * @example
 * const tree = parseBlockMarkup( document.querySelector( '[data-block-name="woocommerce/cart"]' )! );
 * tree.children[ 0 ]; // { type: 'block', blockName: 'woocommerce/filled-cart-block', … }
 */
export function parseBlockMarkup(
	container: Element,
	options: ParseMarkupOptions & {
		attributes?: BlockAttributeDefinitions;
		source?: ArrayLike< Node >;
	} = {}
): BlockTree {
	const blockName = container.getAttribute( BLOCK_NAME_ATTRIBUTE );
	if ( ! blockName ) {
		throw new TypeError( notBlockMarkupMessage( container.localName ) );
	}
	const definitions = options.attributes ?? getFrontendBlock( blockName )?.attributes;
	return {
		blockName,
		attributes: blockAttributesOf( blockName, definitions, safeAttributesOf( container ) ),
		children: parseChildren(
			options.source ?? container.childNodes,
			container.localName,
			options.isTopLevelBlock ?? isFrontendBlock
		),
	};
}
