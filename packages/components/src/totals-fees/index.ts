export { TotalsFees } from './component';
export type { TotalsFeesProps } from './types';
