/** The woocommerce/cart-items-block: the cart's main column (lines, cross-sells). */

import type { CartInnerBlockProps } from '../types';

/**
 * `woocommerce/cart-items-block`: the main column (lines, cross-sells).
 *
 * @example
 * <CartItemsBlock>{ innerBlocks }</CartItemsBlock>
 */
export function CartItemsBlock( { children, className }: CartInnerBlockProps ) {
	return (
		<div
			className={ [ 'wc-block-components-main', 'wc-block-cart__main', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			{ children }
		</div>
	);
}
