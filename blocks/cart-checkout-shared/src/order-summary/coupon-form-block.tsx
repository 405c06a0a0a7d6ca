/** The order summary's coupon form block: the "Add coupons" panel, unless coupons are off. */

import type { FunctionComponent } from 'react';

import { TotalsCoupon, TotalsWrapper } from '@cesta/components';
import { useStoreCartCoupons } from '@cesta/data';
import { getSetting } from '@cesta/settings';

import type { TopLevelBlockConfig } from '../constants';
import type { InnerBlockProps } from '../types';

/**
 * Makes the coupon form block (`woocommerce/cart-order-summary-coupon-form-block`,
 * `woocommerce/checkout-order-summary-coupon-form-block`): the "Add coupons"
 * panel, unless the shop has coupons off (`couponsEnabled`). An applied code
 * clears the field and closes the panel, its success notice going to
 * `config.noticeContext`; a refused one keeps it, refocuses the field and
 * shows the server's reason under it.
 *
 * @example
 * const CouponFormBlock = createCouponFormBlock( CHECKOUT_BLOCK_CONFIG );
 * <CouponFormBlock />
 */
export function createCouponFormBlock(
	config: TopLevelBlockConfig
): FunctionComponent< InnerBlockProps > {
	return function CouponFormBlock( { className }: InnerBlockProps ) {
		const { applyCoupon, isApplyingCoupon, couponError, clearCouponError } =
			useStoreCartCoupons( config.noticeContext );
		if ( getSetting< unknown >( 'couponsEnabled', true ) === false ) {
			return null;
		}
		return (
			<TotalsWrapper className={ className }>
				<TotalsCoupon
					onSubmit={ applyCoupon }
					isLoading={ isApplyingCoupon }
					errorMessage={ couponError }
					onCodeChange={ clearCouponError }
				/>
			</TotalsWrapper>
		);
	};
}
