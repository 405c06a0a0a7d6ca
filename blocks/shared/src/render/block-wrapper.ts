/** createBlockWrapper: gives every inner block extra props computed by a hook, as the cart gives extensions. */

import { cloneElement } from '@wordpress/element';
import type { ComponentType } from 'react';

import type { BlockWrapperProps } from '../registry/types';

/**
 * A `blockWrapper` giving every registered inner block extra props computed
 * by a hook, as WooCommerce's cart and checkout give theirs `extensions` and
 * `cart`. The hook runs inside the block tree, so it can read stores and
 * contexts; the extra props take precedence over the markup's.
 *
 * @example
 * registerFrontendBlock( {
 * 	name: 'woocommerce/cart',
 * 	component: CartBlock,
 * 	blockWrapper: createBlockWrapper( () => {
 * 		const { extensions, receiveCart, ...cart } = useStoreCart();
 * 		return { extensions, cart };
 * 	} ),
 * } );
 */
export function createBlockWrapper(
	useExtraProps: ( blockName: string ) => Record< string, unknown >
): ComponentType< BlockWrapperProps > {
	function BlockWrapper( { blockName, children }: BlockWrapperProps ) {
		return cloneElement( children, useExtraProps( blockName ) );
	}
	return BlockWrapper;
}
