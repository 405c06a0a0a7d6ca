/** registerCartBlock: registers the Cart block for mountBlocks and each inner block with the registry. */

import { isFrontendBlock, registerFrontendBlock } from '@cesta/blocks-shared';
import { registerCheckoutBlock } from '@cesta/registry';
import type { CheckoutBlockMetadata } from '@cesta/registry';

import { CART_BLOCK_NAMES } from './block-names';
import { CartBlock } from './cart-block/cart-block';
import { CartInnerBlockWrapper } from './cart-block/inner-block-wrapper';
import { CART_INNER_BLOCK_COMPONENTS } from './inner-blocks';
import { CART_BLOCK_ATTRIBUTES, CART_INNER_BLOCKS_METADATA } from './metadata';
import type { CartBlockAttributes } from './types';

/**
 * Registers the Cart block with `@cesta/blocks-shared` (so `mountBlocks`
 * renders `data-block-name="woocommerce/cart"` markup) and each inner block
 * with `@cesta/registry`'s `registerCheckoutBlock`, under its block.json-like
 * metadata. Safe to call more than once. Our inner blocks are not forced:
 * the saved markup decides which of them show, in its order.
 *
 * @example
 * registerCartBlock();
 * mountBlocks();
 */
export function registerCartBlock(): void {
	if ( ! isFrontendBlock( CART_BLOCK_NAMES.CART ) ) {
		registerFrontendBlock< CartBlockAttributes >( {
			name: CART_BLOCK_NAMES.CART,
			attributes: CART_BLOCK_ATTRIBUTES,
			component: CartBlock,
			blockWrapper: CartInnerBlockWrapper,
		} );
	}
	CART_INNER_BLOCKS_METADATA.forEach( ( metadata ) =>
		registerCheckoutBlock( {
			// Our attribute definitions are block.json's, typed more loosely than the registry's view of `lock`.
			metadata: metadata as unknown as CheckoutBlockMetadata,
			component: CART_INNER_BLOCK_COMPONENTS[ metadata.name ],
			force: false,
		} )
	);
}
