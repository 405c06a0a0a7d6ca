import { TotalsCoupon, TotalsWrapper } from '@cesta/components';
import { getSetting } from '@cesta/settings';

import { useCartCoupons } from '../../hooks/use-cart-coupons';
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
	const { applyCoupon, isApplyingCoupon, couponError, clearCouponError } = useCartCoupons();
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
