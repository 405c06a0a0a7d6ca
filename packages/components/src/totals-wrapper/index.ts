/** Public surface of the TotalsWrapper. */

export { TotalsWrapper } from './component';
export type { TotalsWrapperProps } from './types';
