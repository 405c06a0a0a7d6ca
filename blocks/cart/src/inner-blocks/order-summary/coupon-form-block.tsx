/** The woocommerce/cart-order-summary-coupon-form-block: the "Add coupons" panel, unless coupons are off. */

import { TotalsCoupon, TotalsWrapper } from '@cesta/components';
import { useStoreCartCoupons } from '@cesta/data';
import { getSetting } from '@cesta/settings';

import { CART_NOTICE_CONTEXT } from '../../constants';
import type { CartInnerBlockProps } from '../../types';

/**
 * `woocommerce/cart-order-summary-coupon-form-block`: the "Add coupons"
 * panel, unless the shop has coupons off (`couponsEnabled`). An applied code
 * clears the field and closes the panel; a refused one keeps it, refocuses
 * the field and shows the server's reason under it.
 *
 * @example
 * <CouponFormBlock />
 */
export function CouponFormBlock( { className }: CartInnerBlockProps ) {
	const { applyCoupon, isApplyingCoupon, couponError, clearCouponError } =
		useStoreCartCoupons( CART_NOTICE_CONTEXT );
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
}
