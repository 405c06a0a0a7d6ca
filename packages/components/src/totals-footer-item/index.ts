/** Public surface of the TotalsFooterItem. */

export { TotalsFooterItem } from './component';
export type { TotalsFooterItemProps } from './types';
