export { TotalsItem } from './component';
export type { TotalsItemProps } from './types';
