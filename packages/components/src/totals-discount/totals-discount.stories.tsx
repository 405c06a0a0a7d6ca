/** Stories of the TotalsDiscount: with a coupon, and while removing it. */

import { TotalsDiscount } from '.';
import { EXAMPLE_COUPONS, EXAMPLE_TOTALS } from '../stories-data';

export default {
	title: 'Components/TotalsDiscount',
	component: TotalsDiscount,
	args: {
		cartCoupons: EXAMPLE_COUPONS,
		values: EXAMPLE_TOTALS,
		removeCoupon: () => undefined,
		displayCartPricesIncludingTax: false,
	},
};

export const WithCoupon = {};

export const Removing = { args: { isRemovingCoupon: true } };
