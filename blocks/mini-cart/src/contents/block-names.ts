/** The names of the Mini-Cart drawer's contents block and of its inner blocks, as WooCommerce's markup carries them. */

/**
 * The names of `woocommerce/mini-cart-contents` (the drawer's template part)
 * and of every inner block it may hold, as the saved markup carries them in
 * `data-block-name`.
 *
 * @example
 * MINI_CART_CONTENTS_BLOCK_NAMES.PRODUCTS_TABLE; // 'woocommerce/mini-cart-products-table-block'
 */
export const MINI_CART_CONTENTS_BLOCK_NAMES = Object.freeze( {
	CONTENTS: 'woocommerce/mini-cart-contents',
	FILLED: 'woocommerce/filled-mini-cart-contents-block',
	EMPTY: 'woocommerce/empty-mini-cart-contents-block',
	TITLE: 'woocommerce/mini-cart-title-block',
	TITLE_LABEL: 'woocommerce/mini-cart-title-label-block',
	TITLE_ITEMS_COUNTER: 'woocommerce/mini-cart-title-items-counter-block',
	ITEMS: 'woocommerce/mini-cart-items-block',
	PRODUCTS_TABLE: 'woocommerce/mini-cart-products-table-block',
	FOOTER: 'woocommerce/mini-cart-footer-block',
	CART_BUTTON: 'woocommerce/mini-cart-cart-button-block',
	CHECKOUT_BUTTON: 'woocommerce/mini-cart-checkout-button-block',
	SHOPPING_BUTTON: 'woocommerce/mini-cart-shopping-button-block',
} as const );

/**
 * One of the names of the drawer's contents and its inner blocks.
 *
 * @example
 * const name: MiniCartContentsBlockName = 'woocommerce/mini-cart-footer-block';
 */
export type MiniCartContentsBlockName =
	( typeof MINI_CART_CONTENTS_BLOCK_NAMES )[ keyof typeof MINI_CART_CONTENTS_BLOCK_NAMES ];

/**
 * One of the inner blocks' names (all but the contents block itself).
 *
 * @example
 * const name: MiniCartInnerBlockName = 'woocommerce/mini-cart-title-label-block';
 */
export type MiniCartInnerBlockName = Exclude<
	MiniCartContentsBlockName,
	typeof MINI_CART_CONTENTS_BLOCK_NAMES.CONTENTS
>;
