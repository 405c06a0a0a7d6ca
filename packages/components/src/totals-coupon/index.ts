export { TotalsCoupon } from './component';
export { useCouponForm } from './hook';
export type { CouponFormOptions } from './hook';
export type { TotalsCouponProps } from './types';
