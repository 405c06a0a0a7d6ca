export { TotalsSubtotal } from './component';
export type { TotalsSubtotalProps } from './types';
