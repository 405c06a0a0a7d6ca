export { TotalsDiscount } from './component';
export type { TotalsDiscountProps } from './types';
