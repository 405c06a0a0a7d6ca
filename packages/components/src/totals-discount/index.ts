/** Public surface of the TotalsDiscount. */

export { TotalsDiscount } from './component';
export type { TotalsDiscountProps } from './types';
