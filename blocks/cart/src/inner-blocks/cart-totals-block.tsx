/** The woocommerce/cart-totals-block: the cart's sidebar (summary, express payment, checkout button). */

import type { CartInnerBlockProps } from '../types';

/**
 * `woocommerce/cart-totals-block`: the sidebar (order summary, express
 * payments, proceed to checkout, accepted payment methods).
 *
 * @example
 * <CartTotalsBlock>{ innerBlocks }</CartTotalsBlock>
 */
export function CartTotalsBlock( { children, className }: CartInnerBlockProps ) {
	return (
		<div
			className={ [ 'wc-block-components-sidebar', 'wc-block-cart__sidebar', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			{ children }
		</div>
	);
}
