/** Public surface of the TotalsFees. */

export { TotalsFees } from './component';
export type { TotalsFeesProps } from './types';
