/** Reads the drawer's contents template (printed inert in the page, or given) into a block tree. */
import { parseBlockMarkup } from '@cesta/blocks-shared';
import type { BlockTree, MarkupBlockNode, MarkupNode } from '@cesta/blocks-shared';

import { MINI_CART_BLOCK_NAME, MINI_CART_TEMPLATE_PART_CLASS_NAME } from '../../constants';
import { MINI_CART_CONTENTS_BLOCK_NAMES as NAMES } from '../../contents/block-names';
import { renderMiniCartContentsMarkup } from '../../contents/markup';
import { MINI_CART_CONTENTS_ATTRIBUTES } from '../../contents/metadata';

/**
 * Where the drawer's contents come from: the HTML of a template, the nodes
 * holding one (a `<template>`'s content, WooCommerce's hidden template-part
 * element), or nothing for WooCommerce's default template.
 *
 * @example
 * const source: MiniCartContentsSource = document.querySelector( 'template.wc-block-mini-cart__template-part' )!.content;
 */
export type MiniCartContentsSource = string | ParentNode | null;

const CONTENTS_SELECTOR = `[data-block-name="${ NAMES.CONTENTS }"]`;

/**
 * The contents template printed with a Mini-Cart (`renderMiniCartMarkup`
 * prints it inert in a `<template class="wc-block-mini-cart__template-part">`
 * inside the block's wrapper; WooCommerce prints a hidden element with that
 * class), found from the block's button; `null` when the page has none.
 *
 * @example
 * findPrintedContents( button ); // the template's content (a DocumentFragment)
 */
export function findPrintedContents( button: Element ): ParentNode | null {
	const part = button
		.closest( `[data-block-name="${ MINI_CART_BLOCK_NAME }"]` )
		?.querySelector( `.${ MINI_CART_TEMPLATE_PART_CLASS_NAME }` );
	if ( ! part ) {
		return null;
	}
	return part.localName === 'template' ? ( part as HTMLTemplateElement ).content : part;
}

const inertNodes = ( html: string ): DocumentFragment => {
	// A template's content is parsed without running or loading anything.
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	return template.content;
};

const contentsIn = ( root: ParentNode ): Element | null =>
	( root as Element ).matches?.( CONTENTS_SELECTOR )
		? ( root as Element )
		: root.querySelector( CONTENTS_SELECTOR );

/**
 * The block tree of the drawer's contents: the `woocommerce/mini-cart-contents`
 * block found in `source` with its attributes and inner blocks, read as any
 * block markup is (scripts, event handlers and `javascript:` URLs dropped).
 * Without a source, or a source without that block, WooCommerce's default
 * template (`renderMiniCartContentsMarkup()`).
 *
 * @example
 * const tree = readMiniCartContents( findPrintedContents( button ) );
 */
export function readMiniCartContents( source: MiniCartContentsSource ): BlockTree {
	const root = typeof source === 'string' ? inertNodes( source ) : source;
	const container =
		( root && contentsIn( root ) ) ??
		contentsIn( inertNodes( renderMiniCartContentsMarkup() ) )!;
	return parseBlockMarkup( container, { attributes: MINI_CART_CONTENTS_ATTRIBUTES } );
}

/**
 * The first block named `blockName` in a tree's nodes (depth first), or
 * `undefined`.
 *
 * @example
 * findBlockNode( tree.children, 'woocommerce/mini-cart-title-label-block' )?.attributes[ 'data-label' ];
 */
export function findBlockNode(
	nodes: readonly MarkupNode[],
	blockName: string
): MarkupBlockNode | undefined {
	for ( const node of nodes ) {
		if ( node.type === 'block' && node.blockName === blockName ) {
			return node;
		}
		if ( node.type === 'block' || node.type === 'element' ) {
			const found = findBlockNode( node.children, blockName );
			if ( found ) {
				return found;
			}
		}
	}
	return undefined;
}
