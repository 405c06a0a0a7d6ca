/** registerAddToCartFormBlock: registers the Add to Cart form block for mountBlocks. */

import { isFrontendBlock, registerFrontendBlock } from '@cesta/blocks-shared';

import { ADD_TO_CART_FORM_BLOCK_NAME } from './constants';
import { AddToCartFormBlock } from './form/add-to-cart-form';
import { ADD_TO_CART_FORM_ATTRIBUTES } from './metadata';
import type { AddToCartFormAttributes } from './types';

/**
 * Registers the Add to Cart form block with `@cesta/blocks-shared`, so
 * `mountBlocks` renders `data-block-name="woocommerce/add-to-cart-form"`
 * markup. Safe to call more than once.
 *
 * @example
 * registerAddToCartFormBlock();
 * mountBlocks();
 */
export function registerAddToCartFormBlock(): void {
	if ( isFrontendBlock( ADD_TO_CART_FORM_BLOCK_NAME ) ) {
		return;
	}
	registerFrontendBlock< AddToCartFormAttributes >( {
		name: ADD_TO_CART_FORM_BLOCK_NAME,
		attributes: ADD_TO_CART_FORM_ATTRIBUTES,
		component: AddToCartFormBlock,
	} );
}
