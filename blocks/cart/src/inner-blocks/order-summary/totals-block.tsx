/** The woocommerce/cart-order-summary-totals-block: the group of subtotal, fee, discount, shipping, tax rows. */

import type { CartInnerBlockProps } from '../../types';

/**
 * `woocommerce/cart-order-summary-totals-block`: the group of subtotal, fee,
 * discount, shipping and taxes rows.
 *
 * @example
 * <OrderSummaryTotalsBlock>{ rows }</OrderSummaryTotalsBlock>
 */
export function OrderSummaryTotalsBlock( { children, className }: CartInnerBlockProps ) {
	return (
		<div className={ [ 'wc-block-cart__totals', className ].filter( Boolean ).join( ' ' ) }>
			{ children }
		</div>
	);
}
