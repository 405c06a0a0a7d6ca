/** Public surface of the TotalsItem. */

export { TotalsItem } from './component';
export type { TotalsItemProps } from './types';
