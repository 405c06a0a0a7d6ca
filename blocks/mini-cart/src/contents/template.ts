/**
 * The Mini-Cart's default contents template — WooCommerce's default
 * `mini-cart-contents` template part, as a tree of `[ name, attributes,
 * innerBlocks ]` — which both the markup writer
 * (`renderMiniCartContentsMarkup`) and the editor (each block type's
 * `template`) read, so the saved markup of a new template is the server's.
 * React-free.
 */
import { escapeHtml } from '@cesta/blocks-shared/markup-writer';

import { MINI_CART_CONTENTS_BLOCK_NAMES as NAMES } from './block-names';
import { contentsTexts } from './messages';

/**
 * One block of a template: its name, the attributes it differs from its
 * block.json defaults by, and its inner blocks — the shape of
 * `@wordpress/blocks`' templates.
 *
 * @example
 * const footer: MiniCartTemplateBlock = [ 'woocommerce/mini-cart-footer-block', {}, [] ];
 */
export type MiniCartTemplateBlock = [
	name: string,
	attributes: Record< string, unknown >,
	innerBlocks: MiniCartTemplateBlock[],
];

const block = (
	name: string,
	attributes: Record< string, unknown > = {},
	innerBlocks: MiniCartTemplateBlock[] = []
): MiniCartTemplateBlock => [ name, attributes, innerBlocks ];

/**
 * The inner blocks of a new `woocommerce/mini-cart-contents`, as
 * WooCommerce's default Mini-Cart template holds them: the filled view (the
 * title with its label and items counter, the items with the products
 * table, the footer with the cart and checkout buttons) and the empty view
 * (a centred, bold "Your cart is currently empty!" paragraph and the
 * shopping button). Texts are translated with the loaded locale; `content`
 * of core blocks is HTML.
 *
 * @example
 * miniCartContentsTemplate()[ 0 ][ 0 ]; // 'woocommerce/filled-mini-cart-contents-block'
 */
export function miniCartContentsTemplate(): MiniCartTemplateBlock[] {
	return [
		block( NAMES.FILLED, {}, [
			block( NAMES.TITLE, {}, [
				block( NAMES.TITLE_LABEL ),
				block( NAMES.TITLE_ITEMS_COUNTER ),
			] ),
			block( NAMES.ITEMS, {}, [ block( NAMES.PRODUCTS_TABLE ) ] ),
			block( NAMES.FOOTER, {}, [
				block( NAMES.CART_BUTTON ),
				block( NAMES.CHECKOUT_BUTTON ),
			] ),
		] ),
		block( NAMES.EMPTY, {}, [
			block( 'core/paragraph', {
				align: 'center',
				content: `<strong>${ escapeHtml( contentsTexts.emptyCart() ) }</strong>`,
			} ),
			block( NAMES.SHOPPING_BUTTON ),
		] ),
	];
}

/**
 * The template of one block of the default contents template: its inner
 * blocks there (what the editor applies when that block is empty), or `[]`.
 *
 * @example
 * miniCartInnerTemplateOf( 'woocommerce/mini-cart-footer-block' ).map( ( [ name ] ) => name );
 * // [ 'woocommerce/mini-cart-cart-button-block', 'woocommerce/mini-cart-checkout-button-block' ]
 */
export function miniCartInnerTemplateOf(
	name: string,
	template: MiniCartTemplateBlock[] = miniCartContentsTemplate()
): MiniCartTemplateBlock[] {
	for ( const [ blockName, , innerBlocks ] of template ) {
		if ( blockName === name ) {
			return innerBlocks;
		}
		const found = miniCartInnerTemplateOf( name, innerBlocks );
		if ( found.length > 0 ) {
			return found;
		}
	}
	return [];
}
