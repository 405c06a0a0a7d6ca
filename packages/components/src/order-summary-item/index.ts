/** Public surface of the OrderSummaryItem. */

export { OrderSummaryItem } from './component';
export type { OrderSummaryItemProps } from './types';
