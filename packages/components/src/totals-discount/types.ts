/** Types of the TotalsDiscount's props. */

import type { CartCoupon, CartTotals } from '@cesta/types';
import type { Currency } from '@cesta/price-format';

/**
 * Props of {@link TotalsDiscount}.
 *
 * @example
 * const props: TotalsDiscountProps = {
 * 	cartCoupons: cart.coupons, values: cart.totals,
 * 	isRemovingCoupon: false, removeCoupon: ( code ) => removeCoupon( code ),
 * };
 */
export interface TotalsDiscountProps {
	/** Applied coupons, shown as removable chips (checkout filter `coupons`). */
	cartCoupons: CartCoupon[];
	/** The cart totals (`total_discount`, `total_discount_tax`, currency fields). */
	values: Partial< CartTotals >;
	/** Currency of the amounts. @default read from `values` */
	currency?: Partial< Currency >;
	/** Disables the remove buttons while a coupon is being removed. @default false */
	isRemovingCoupon?: boolean;
	/** Removes a coupon; what it resolves to is the caller's business (notices). */
	removeCoupon: ( code: string ) => unknown;
	/** Shows the discount with its tax. @default the `displayCartPricesIncludingTax` setting */
	displayCartPricesIncludingTax?: boolean;
	/** Extra class names. @default undefined */
	className?: string;
}
