/**
 * The Cart block's default template — WooCommerce's default cart page, as a
 * tree of `[ name, attributes, innerBlocks ]` — which both the markup writer
 * (`renderCartBlockMarkup`) and the editor (each block type's `template`)
 * read, so the saved markup of a new Cart block is the server's. React-free.
 */
import { escapeHtml } from '@cesta/blocks-shared/markup-writer';

import { CART_BLOCK_NAMES as NAMES } from './block-names';
import { markupTexts } from './entry-messages';
import { labels } from './messages';

/**
 * One block of a template: its name, the attributes it differs from its
 * block.json defaults by, and its inner blocks — the shape of
 * `@wordpress/blocks`' templates.
 *
 * @example
 * const heading: CartTemplateBlock = [ 'core/heading', { content: 'Quizá te interese…', level: 2 }, [] ];
 */
export type CartTemplateBlock = [
	name: string,
	attributes: Record< string, unknown >,
	innerBlocks: CartTemplateBlock[],
];

/**
 * Options of {@link cartTemplate}.
 *
 * @example
 * const options: CartTemplateOptions = { shopUrl: '/tienda/' };
 */
export interface CartTemplateOptions {
	/** Link of the empty cart's "Browse store". @default '/' */
	shopUrl?: string;
}

const block = (
	name: string,
	attributes: Record< string, unknown > = {},
	innerBlocks: CartTemplateBlock[] = []
): CartTemplateBlock => [ name, attributes, innerBlocks ];

/**
 * The inner blocks of a new Cart block, as WooCommerce's default cart page
 * holds them: the filled cart (items with cross-sells; totals with the
 * order summary, express payments, the checkout button and the accepted
 * payment methods) and the empty cart (a heading, a separator and a link to
 * the shop). Texts are translated with the loaded locale; `content` of core
 * blocks is HTML.
 *
 * @example
 * cartTemplate()[ 0 ][ 0 ]; // 'woocommerce/filled-cart-block'
 */
export function cartTemplate( { shopUrl = '/' }: CartTemplateOptions = {} ): CartTemplateBlock[] {
	const totals = [
		NAMES.CART_ORDER_SUMMARY_SUBTOTAL,
		NAMES.CART_ORDER_SUMMARY_FEE,
		NAMES.CART_ORDER_SUMMARY_DISCOUNT,
		NAMES.CART_ORDER_SUMMARY_SHIPPING,
		NAMES.CART_ORDER_SUMMARY_TAXES,
	].map( ( name ) => block( name ) );
	return [
		block( NAMES.FILLED_CART, {}, [
			block( NAMES.CART_ITEMS, {}, [
				block( NAMES.CART_LINE_ITEMS ),
				block( NAMES.CART_CROSS_SELLS, {}, [
					block( 'core/heading', {
						content: escapeHtml( markupTexts.crossSellsTitle() ),
						level: 2,
						fontSize: 'large',
					} ),
					block( NAMES.CART_CROSS_SELLS_PRODUCTS ),
				] ),
			] ),
			block( NAMES.CART_TOTALS, {}, [
				block( NAMES.CART_ORDER_SUMMARY, {}, [
					block( NAMES.CART_ORDER_SUMMARY_HEADING, { content: labels.cartTotals() } ),
					block( NAMES.CART_ORDER_SUMMARY_COUPON_FORM ),
					block( NAMES.CART_ORDER_SUMMARY_TOTALS, {}, totals ),
				] ),
				block( NAMES.CART_EXPRESS_PAYMENT ),
				block( NAMES.PROCEED_TO_CHECKOUT ),
				block( NAMES.CART_ACCEPTED_PAYMENT_METHODS ),
			] ),
		] ),
		block( NAMES.EMPTY_CART, {}, [
			block( 'core/heading', {
				textAlign: 'center',
				content: escapeHtml( markupTexts.emptyCartTitle() ),
				level: 2,
				className: 'with-empty-cart-icon wc-block-cart__empty-cart__title',
			} ),
			block( 'core/separator', { className: 'is-style-dots' } ),
			block( 'core/paragraph', {
				align: 'center',
				content: `<a href="${ escapeHtml( shopUrl ) }">${ escapeHtml(
					markupTexts.browseStore()
				) }</a>`,
			} ),
		] ),
	];
}

/**
 * The template of one block of the Cart's default template: its inner
 * blocks there (what the editor applies when that block is empty), or `[]`.
 *
 * @example
 * innerTemplateOf( 'woocommerce/cart-cross-sells-block' ).map( ( [ name ] ) => name );
 * // [ 'core/heading', 'woocommerce/cart-cross-sells-products-block' ]
 */
export function innerTemplateOf(
	name: string,
	template: CartTemplateBlock[] = cartTemplate()
): CartTemplateBlock[] {
	for ( const [ blockName, , innerBlocks ] of template ) {
		if ( blockName === name ) {
			return innerBlocks;
		}
		const found = innerTemplateOf( name, innerBlocks );
		if ( found.length > 0 ) {
			return found;
		}
	}
	return [];
}
