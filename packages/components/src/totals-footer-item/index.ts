export { TotalsFooterItem } from './component';
export type { TotalsFooterItemProps } from './types';
