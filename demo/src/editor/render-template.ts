/** Prints a checked template as WordPress prints a saved post's blocks: their HTML, without the block comments. */

import type { TemplateBlock } from './parse-template';

/**
 * The HTML of a checked block and everything inside it: its HTML with each
 * inner block's HTML where the parser left its place, as WordPress's
 * `render_block()` puts a static block together. The block comments are
 * not printed; the `data-*` attributes the blocks' `save` wrote are what
 * the shop's scripts mount.
 *
 * @example
 * renderTemplateBlock( template.root );
 * // '<div data-block-name="woocommerce/checkout" … class="wp-block-woocommerce-checkout …">…</div>'
 */
export function renderTemplateBlock( block: TemplateBlock ): string {
	let next = 0;
	return block.innerContent
		.map( ( piece ) => piece ?? renderTemplateBlock( block.innerBlocks[ next++ ]! ) )
		.join( '' );
}
