/** The order summary's discount block: the discount with the applied coupons as chips. */

import { useMemo } from '@wordpress/element';
import type { FunctionComponent } from 'react';

import { ExperimentalDiscountsMeta } from '@cesta/blocks-checkout';
import { TotalsDiscount, TotalsWrapper } from '@cesta/components';
import { useStoreCart, useStoreCartCoupons } from '@cesta/data';
import { applyCheckoutFilter } from '@cesta/registry';
import type { CartCoupon } from '@cesta/types';

import type { TopLevelBlockConfig } from '../constants';
import { useFilterCart } from '../hooks/use-filter-cart';
import type { InnerBlockProps } from '../types';

/**
 * Makes the discount block (`woocommerce/cart-order-summary-discount-block`,
 * `woocommerce/checkout-order-summary-discount-block`): "Discount" with the
 * applied coupons as removable chips, shown when a coupon is applied or
 * something is discounted. The coupon list goes through the `coupons`
 * checkout filter (arg `{ context: 'summary' }`, each coupon with a `label`);
 * a removal's notice goes to `config.noticeContext`. Extensions'
 * `ExperimentalDiscountsMeta` fills show under it, with `context` the
 * top-level block's name.
 *
 * @example
 * const DiscountBlock = createDiscountBlock( CART_BLOCK_CONFIG );
 * <DiscountBlock />
 */
export function createDiscountBlock(
	config: TopLevelBlockConfig
): FunctionComponent< InnerBlockProps > {
	return function DiscountBlock( { className }: InnerBlockProps ) {
		const { cartTotals } = useStoreCart();
		const { appliedCoupons, removeCoupon, isRemovingCoupon } = useStoreCartCoupons(
			config.noticeContext
		);
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
					context={ config.blockName }
				/>
			</>
		);
	};
}
