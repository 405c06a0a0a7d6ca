/** The order summary's fee block (cart and checkout): one row per fee, nothing without fees. */

import { TotalsFees, TotalsWrapper } from '@cesta/components';
import { useStoreCart } from '@cesta/data';

import type { InnerBlockProps } from '../types';

/**
 * The fee block (`woocommerce/cart-order-summary-fee-block`,
 * `woocommerce/checkout-order-summary-fee-block`): one row per fee (spec 2 §5:
 * zero fees hidden, unnamed ones called "Fee"); nothing without fees.
 *
 * @example
 * <FeeBlock />
 */
export function FeeBlock( { className }: InnerBlockProps ) {
	const { cartFees } = useStoreCart();
	if ( cartFees.length === 0 ) {
		return null;
	}
	return (
		<TotalsWrapper className={ className }>
			<TotalsFees cartFees={ cartFees } />
		</TotalsWrapper>
	);
}
