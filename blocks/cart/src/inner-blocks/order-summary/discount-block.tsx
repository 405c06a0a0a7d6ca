/** The woocommerce/cart-order-summary-discount-block: the discount with the applied coupons as chips. */

import { useMemo } from '@wordpress/element';

import { ExperimentalDiscountsMeta } from '@cesta/blocks-checkout';
import { TotalsDiscount, TotalsWrapper } from '@cesta/components';
import { useStoreCart, useStoreCartCoupons } from '@cesta/data';
import { applyCheckoutFilter } from '@cesta/registry';
import type { CartCoupon } from '@cesta/types';

import { CART_NOTICE_CONTEXT } from '../../constants';
import { useFilterCart } from '../../hooks/use-filter-cart';
import type { CartInnerBlockProps } from '../../types';

/**
 * `woocommerce/cart-order-summary-discount-block`: "Discount" with the
 * applied coupons as removable chips, shown when a coupon is applied or
 * something is discounted. The coupon list goes through the `coupons`
 * checkout filter (arg `{ context: 'summary' }`, each coupon with a `label`).
 * Extensions' `ExperimentalDiscountsMeta` fills show under it.
 *
 * @example
 * <DiscountBlock />
 */
export function DiscountBlock( { className }: CartInnerBlockProps ) {
	const { cartTotals } = useStoreCart();
	const { appliedCoupons, removeCoupon, isRemovingCoupon } =
		useStoreCartCoupons( CART_NOTICE_CONTEXT );
	const labelled = useMemo(
		() => appliedCoupons.map( ( coupon ) => ( { ...coupon, label: coupon.code } ) ),
		[ appliedCoupons ]
	);
	const coupons = applyCheckoutFilter< Array< CartCoupon & { label: string } > >( {
		filterName: 'coupons',
		defaultValue: labelled,
		arg: { context: 'summary' },
	} );
	const cart = useFilterCart();
	const hasDiscount = coupons.length > 0 || BigInt( cartTotals.total_discount || '0' ) > 0;
	return (
		<>
			{ hasDiscount && (
				<TotalsWrapper className={ className }>
					<TotalsDiscount
						cartCoupons={ coupons }
						values={ cartTotals }
						removeCoupon={ removeCoupon }
						isRemovingCoupon={ isRemovingCoupon }
					/>
				</TotalsWrapper>
			) }
			<ExperimentalDiscountsMeta.Slot
				cart={ cart }
				extensions={ cart.extensions }
				context="woocommerce/cart"
			/>
		</>
	);
}
