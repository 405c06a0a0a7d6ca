/** The woocommerce/cart-order-summary-subtotal-block: the "Subtotal" row. */

import { TotalsSubtotal, TotalsWrapper } from '@cesta/components';
import { useStoreCart } from '@cesta/data';

import type { CartInnerBlockProps } from '../../types';

/**
 * `woocommerce/cart-order-summary-subtotal-block`: "Subtotal" (spec 2 §5:
 * `total_items`, plus its tax when prices include tax).
 *
 * @example
 * <SubtotalBlock />
 */
export function SubtotalBlock( { className }: CartInnerBlockProps ) {
	const { cartTotals } = useStoreCart();
	return (
		<TotalsWrapper className={ className }>
			<TotalsSubtotal values={ cartTotals } />
		</TotalsWrapper>
	);
}
