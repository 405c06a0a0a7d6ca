/** Loads the coupon form on demand, in a chunk of its own: most shoppers never open "Add coupons". */

import { createOnDemandLoader } from '../utils/on-demand';

/**
 * The {@link CouponForm}, loaded when the shopper points at or focuses the
 * "Add coupons" panel, or opens it.
 *
 * @example
 * const form = useOnDemand( couponFormLoader, wanted );
 */
export const couponFormLoader = createOnDemandLoader( () =>
	import( './coupon-form' ).then( ( module ) => module.CouponForm )
);
