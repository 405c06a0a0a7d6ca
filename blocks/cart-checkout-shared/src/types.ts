/** Types of the shared inner blocks: their props and the options their factories take. */

import type { ReactNode } from 'react';

import type { TopLevelBlockConfig } from './constants';

/**
 * The props every inner block of the Cart and Checkout blocks receives: its
 * `data-*` attributes as camelCased strings (as WooCommerce passes them),
 * its class names, its rendered inner blocks, and what the block wrapper
 * adds (`extensions` and `cart`; the Checkout adds more).
 *
 * @example
 * const Heading = ( { content, className }: InnerBlockProps ) => <h2 className={ className }>{ content }</h2>;
 */
export interface InnerBlockProps {
	className?: string;
	children?: ReactNode;
	/** The cart's `extensions` data (WooCommerce passes it to inner blocks). */
	extensions?: Record< string, unknown >;
	/** The `useStoreCart()` data without `receiveCart` (WooCommerce passes it to inner blocks). */
	cart?: Record< string, unknown >;
	/** Any other `data-*` attribute, as a string. */
	[ attribute: string ]: unknown;
}

/**
 * What the factory of a shared inner block that reads attributes needs: the
 * top-level block it serves and its own name (WooCommerce names the same
 * block once per parent, `woocommerce/cart-order-summary-taxes-block` and
 * `woocommerce/checkout-order-summary-taxes-block`); warnings about its
 * attributes name it.
 *
 * @example
 * const options: InnerBlockOptions = {
 * 	config: CART_BLOCK_CONFIG,
 * 	blockName: 'woocommerce/cart-order-summary-taxes-block',
 * };
 */
export interface InnerBlockOptions {
	config: TopLevelBlockConfig;
	blockName: string;
}
