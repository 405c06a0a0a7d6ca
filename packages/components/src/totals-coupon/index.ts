/** Public surface of the TotalsCoupon and its form hook. */

export { TotalsCoupon } from './component';
export { useCouponForm } from './hook';
export type { CouponFormOptions } from './hook';
export type { TotalsCouponProps } from './types';
