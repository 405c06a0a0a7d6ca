/** The order summary's subtotal block (cart and checkout): the "Subtotal" row. */

import { TotalsSubtotal, TotalsWrapper } from '@cesta/components';
import { useStoreCart } from '@cesta/data';

import type { InnerBlockProps } from '../types';

/**
 * The subtotal block (`woocommerce/cart-order-summary-subtotal-block`,
 * `woocommerce/checkout-order-summary-subtotal-block`): "Subtotal" (spec 2 §5:
 * `total_items`, plus its tax when prices include tax).
 *
 * @example
 * <SubtotalBlock />
 */
export function SubtotalBlock( { className }: InnerBlockProps ) {
	const { cartTotals } = useStoreCart();
	return (
		<TotalsWrapper className={ className }>
			<TotalsSubtotal values={ cartTotals } />
		</TotalsWrapper>
	);
}
