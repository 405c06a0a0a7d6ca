/** registerCheckoutBlock: registers the Checkout block for mountBlocks and each inner block with the registry. */

import { isFrontendBlock, registerFrontendBlock } from '@cesta/blocks-shared';
import { registerCheckoutBlock as registerInnerBlock } from '@cesta/registry';
import type { CheckoutBlockMetadata as RegistryBlockMetadata } from '@cesta/registry';

import { CHECKOUT_BLOCK_NAMES } from './block-names';
import { CheckoutBlock } from './checkout-block/checkout-block';
import { CheckoutInnerBlockWrapper } from './checkout-block/inner-block-wrapper';
import { CHECKOUT_INNER_BLOCK_COMPONENTS } from './inner-blocks';
import { CHECKOUT_BLOCK_ATTRIBUTES, CHECKOUT_INNER_BLOCKS_METADATA } from './metadata';
import type { CheckoutBlockAttributes } from './types';

/**
 * Registers the Checkout block with `@cesta/blocks-shared` (so `mountBlocks`
 * renders `data-block-name="woocommerce/checkout"` markup) and each inner
 * block that has a component with `@cesta/registry`'s
 * `registerCheckoutBlock`, under its block.json-like metadata. Safe to call
 * more than once. Our inner blocks are not forced: the saved markup decides
 * which of them show, in its order.
 *
 * @example
 * registerCheckoutBlock();
 * mountBlocks();
 */
export function registerCheckoutBlock(): void {
	if ( ! isFrontendBlock( CHECKOUT_BLOCK_NAMES.CHECKOUT ) ) {
		registerFrontendBlock< CheckoutBlockAttributes >( {
			name: CHECKOUT_BLOCK_NAMES.CHECKOUT,
			attributes: CHECKOUT_BLOCK_ATTRIBUTES,
			component: CheckoutBlock,
			blockWrapper: CheckoutInnerBlockWrapper,
		} );
	}
	CHECKOUT_INNER_BLOCKS_METADATA.forEach( ( metadata ) => {
		const component = CHECKOUT_INNER_BLOCK_COMPONENTS[ metadata.name ];
		if ( component ) {
			registerInnerBlock( {
				// Our attribute definitions are block.json's, typed more loosely than the registry's view of `lock`.
				metadata: metadata as unknown as RegistryBlockMetadata,
				component,
				force: false,
			} );
		}
	} );
}
