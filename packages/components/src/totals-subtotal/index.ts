/** Public surface of the TotalsSubtotal. */

export { TotalsSubtotal } from './component';
export type { TotalsSubtotalProps } from './types';
