/**
 * Clamps HTML that is already safe by walking it in an inert `<template>`:
 * shared by the DOMPurify path and by simple markup, which needs no
 * sanitiser (see `isSimpleMarkup`).
 */
import { ClampCounter } from './clamp-counter';
import type { ClampUnit } from './clamp-counter';

// Elements that end a run of text: words never continue across them.
const BLOCK_BOUNDARIES = new Set( [
	'address',
	'article',
	'blockquote',
	'br',
	'dd',
	'div',
	'dl',
	'dt',
	'figure',
	'h1',
	'h2',
	'h3',
	'h4',
	'h5',
	'h6',
	'hr',
	'img',
	'li',
	'ol',
	'p',
	'pre',
	'section',
	'table',
	'td',
	'th',
	'tr',
	'ul',
] );

/**
 * Clamps the visible text of safe HTML to `limit` words or characters, cutting
 * between words and never inside a tag: elements open at the cut are closed,
 * everything after it is dropped and `ellipsis` (as text) marks the cut. Gives
 * `safe` itself when the text fits. Needs a DOM.
 *
 * @example
 * clampSafeHtml( '<p>uno <b>dos</b> tres</p>', 'words', 2, '…' ); // '<p>uno <b>dos…</b></p>'
 */
export function clampSafeHtml(
	safe: string,
	unit: ClampUnit,
	limit: number,
	ellipsis: string
): string {
	const template = document.createElement( 'template' );
	template.innerHTML = safe;
	return clampFragment( template.content, new ClampCounter( unit, limit ), ellipsis )
		? template.innerHTML
		: safe;
}

/** Cuts the fragment in place; returns whether anything was cut. */
function clampFragment( root: DocumentFragment, counter: ClampCounter, ellipsis: string ): boolean {
	const walker = root.ownerDocument.createTreeWalker(
		root,
		NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT
	);
	let previousBlock: Node | null = root;
	let lastKeptText: Text | null = null;
	for ( let node = walker.nextNode(); node; node = walker.nextNode() ) {
		if ( node.nodeType === Node.ELEMENT_NODE ) {
			if ( BLOCK_BOUNDARIES.has( node.nodeName.toLowerCase() ) ) {
				counter.breakBlock();
			}
			continue;
		}
		const block = closestBlock( node, root );
		if ( block !== previousBlock ) {
			counter.breakBlock();
			previousBlock = block;
		}
		const text = node as Text;
		const cut = counter.cutOffset( text.data );
		if ( cut === -1 ) {
			lastKeptText = text.data.trim() === '' ? lastKeptText : text;
			continue;
		}
		text.data = text.data.slice( 0, cut ).trimEnd();
		// When the cut falls at the start of a new block, end the previous text
		// rather than leave an ellipsis alone in an otherwise empty block.
		const end = text.data.trim() === '' && lastKeptText ? lastKeptText : text;
		end.data = end.data.trimEnd();
		removeEverythingAfter( end, root );
		end.after( ellipsis );
		return true;
	}
	return false;
}

function closestBlock( node: Node, root: Node ): Node {
	let current = node.parentNode;
	while ( current && current !== root ) {
		if ( BLOCK_BOUNDARIES.has( current.nodeName.toLowerCase() ) ) {
			return current;
		}
		current = current.parentNode;
	}
	return root;
}

function removeEverythingAfter( node: Node, root: Node ): void {
	for (
		let current: Node | null = node;
		current && current !== root;
		current = current.parentNode
	) {
		while ( current.nextSibling ) {
			current.nextSibling.remove();
		}
	}
}
