/*
 * The block tree: server markup turned into plain data (no DOM, no React), so
 * it can be inspected, tested, rendered on a server and hydrated alike.
 * Attributes are kept as the markup spells them, after the unsafe ones were
 * dropped; the renderer maps them to React props.
 */

/**
 * Text from the markup.
 *
 * @example
 * const node: MarkupTextNode = { type: 'text', text: 'Tu carrito está vacío' };
 */
export interface MarkupTextNode {
	type: 'text';
	text: string;
}

/**
 * A plain element kept from the markup, rendered as the same element.
 *
 * @example
 * const node: MarkupElementNode = { type: 'element', tagName: 'h2', svg: false, attributes: { class: 'title' }, children: [] };
 */
export interface MarkupElementNode {
	type: 'element';
	/** As the DOM spells it: lowercase for HTML, case kept for SVG (`linearGradient`). */
	tagName: string;
	/** Whether the element is in the SVG namespace (its attributes map differently). */
	svg: boolean;
	attributes: Record< string, string >;
	children: MarkupNode[];
}

/**
 * An inner block: an element with `data-block-name`, rendered by the
 * component registered for that name.
 *
 * @example
 * const node: MarkupBlockNode = {
 * 	type: 'block',
 * 	blockName: 'woocommerce/cart-items-block',
 * 	tagName: 'div',
 * 	attributes: { 'data-block-name': 'woocommerce/cart-items-block', class: 'wp-block-woocommerce-cart-items-block' },
 * 	children: [],
 * };
 */
export interface MarkupBlockNode {
	type: 'block';
	blockName: string;
	tagName: string;
	attributes: Record< string, string >;
	children: MarkupNode[];
}

/**
 * A registered top-level block found inside another block's markup. It is
 * kept as inert markup (already cleaned) and mounted as a block of its own.
 *
 * @example
 * const node: MarkupIslandNode = {
 * 	type: 'island',
 * 	blockName: 'woocommerce/product-new',
 * 	tagName: 'div',
 * 	attributes: { 'data-block-name': 'woocommerce/product-new' },
 * 	html: '',
 * };
 */
export interface MarkupIslandNode {
	type: 'island';
	blockName: string;
	tagName: string;
	attributes: Record< string, string >;
	/** The cleaned inner markup, serialised. */
	html: string;
}

/**
 * Any node of the block tree.
 *
 * @example
 * const nodes: MarkupNode[] = [ { type: 'text', text: 'Hola' } ];
 */
export type MarkupNode = MarkupTextNode | MarkupElementNode | MarkupBlockNode | MarkupIslandNode;

/**
 * A top-level block read from its container: its parsed attributes and its
 * inner markup.
 *
 * @example
 * const tree: BlockTree = parseBlockMarkup( document.querySelector( '[data-block-name="woocommerce/cart"]' )! );
 * tree.attributes.hasDarkControls; // false
 */
export interface BlockTree {
	blockName: string;
	/** Parsed against the block's attribute definitions (raw strings without them). */
	attributes: Record< string, unknown >;
	children: MarkupNode[];
}
