/** createContainerBlock: an inner block that only groups its inner blocks in an element with class names. */

import type { FunctionComponent } from 'react';

import { joinClassNames } from './join-class-names';
import type { InnerBlockProps } from './types';

/**
 * Makes an inner block that only groups its inner blocks in a `<div>` with
 * `classNames` (and the markup's own class names): the cart's items column
 * and sidebar, the order summary's totals group (`woocommerce/cart-order-summary-totals-block`),
 * the checkout's fields and totals columns.
 *
 * @example
 * const OrderSummaryTotalsBlock = createContainerBlock( 'wc-block-cart__totals' );
 * <OrderSummaryTotalsBlock>{ rows }</OrderSummaryTotalsBlock>
 */
export function createContainerBlock(
	...classNames: string[]
): FunctionComponent< InnerBlockProps > {
	return function ContainerBlock( { children, className }: InnerBlockProps ) {
		return <div className={ joinClassNames( ...classNames, className ) }>{ children }</div>;
	};
}
