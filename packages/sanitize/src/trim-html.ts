import { ClampCounter } from './clamp-counter';
import type { ClampUnit } from './clamp-counter';
import { CLAMP_ELLIPSIS, PRODUCT_DESCRIPTION_CLAMP_WORDS } from './constants';
import { getPurifier } from './purifier';
import { sanitizeHTML } from './sanitize-html';
import { assertClampLimit, trimSafeText } from './trim-text';
import type { TrimHtmlOptions } from './types';

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
 * Sanitises HTML (see {@link sanitizeHTML}) and clamps its visible text to at
 * most `maxWords` words, cutting between words and never inside a tag: the
 * elements still open at the cut are closed and everything after it is
 * dropped. An ellipsis marks the cut; nothing is added when the text fits.
 *
 * @example
 * trimHtmlToWords( '<p>Ventilador de pie <b>con mando</b> a distancia</p>', 5 );
 * // '<p>Ventilador de pie <b>con mando…</b></p>'
 * trimHtmlToWords( product.short_description ); // 15 words, default tags
 */
export function trimHtmlToWords(
	html: unknown,
	maxWords: number = PRODUCT_DESCRIPTION_CLAMP_WORDS,
	options?: TrimHtmlOptions
): string {
	return trimHtml( html, 'words', maxWords, options );
}

/**
 * Sanitises HTML (see {@link sanitizeHTML}) and clamps its visible text to at
 * most `maxCharacters` characters (a run of whitespace counts as one), never
 * cutting inside a tag or a character reference. An ellipsis marks the cut.
 *
 * @example
 * trimHtmlToCharacters( '<p>Olla a presión <em>6 litros</em></p>', 16 );
 * // '<p>Olla a presión <em>6…</em></p>'
 */
export function trimHtmlToCharacters(
	html: unknown,
	maxCharacters: number,
	options?: TrimHtmlOptions
): string {
	return trimHtml( html, 'characters', maxCharacters, options );
}

function trimHtml(
	html: unknown,
	unit: ClampUnit,
	limit: number,
	options: TrimHtmlOptions | undefined
): string {
	if ( ! getPurifier() ) {
		return trimSafeText( html, unit, limit, options );
	}
	assertClampLimit( unit, limit );
	const safe = sanitizeHTML( html, options );
	const ellipsis = options?.ellipsis ?? CLAMP_ELLIPSIS;
	if ( safe === '' || limit === 0 ) {
		return '';
	}
	const template = document.createElement( 'template' );
	template.innerHTML = safe;
	if ( ! clampFragment( template.content, new ClampCounter( unit, limit ), ellipsis ) ) {
		return safe;
	}
	// The result only lost nodes and text, but it is sanitised again so the
	// returned string is DOMPurify's output whatever the serialiser did.
	return sanitizeHTML( template.innerHTML, options );
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
