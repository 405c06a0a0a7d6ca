/** Types of the Cart block: its attributes and the props of its inner blocks. */

import type { InnerBlockProps } from '@cesta/cart-checkout-shared';

/**
 * The attributes of the top-level Cart block, parsed from its markup.
 *
 * @example
 * const attributes: CartBlockAttributes = {
 * 	isPreview: false, hasDarkControls: false, isShippingCalculatorEnabled: true,
 * 	checkoutPageId: 0, showRateAfterTaxName: true, align: 'wide',
 * };
 */
export interface CartBlockAttributes {
	/** Renders the editor's sample cart instead of the shopper's. @default false */
	isPreview: boolean;
	/** Light controls for dark themes. @default false */
	hasDarkControls: boolean;
	/** Kept for blocks saved by WooCommerce's first cart version. @default true */
	isShippingCalculatorEnabled: boolean;
	/** Kept for blocks saved by WooCommerce's first cart version. @default 0 */
	checkoutPageId: number;
	/** Kept for blocks saved by WooCommerce's first cart version. @default true */
	showRateAfterTaxName: boolean;
	/** Block alignment. @default 'wide' */
	align: string;
}

/**
 * The props every inner block of the Cart block receives: its `data-*`
 * attributes as camelCased strings (as WooCommerce passes them), its class
 * names, its rendered inner blocks, and `extensions` and `cart` from the
 * block wrapper (`InnerBlockProps` of `@cesta/cart-checkout-shared`).
 *
 * @example
 * const Heading = ( { content, className }: CartInnerBlockProps ) => <h2 className={ className }>{ content }</h2>;
 */
export type CartInnerBlockProps = InnerBlockProps;
