export { TotalsShipping } from './component';
export { describeSelectedRates, formatDestination, isPickupRate } from './describe';
export type { TotalsShippingProps } from './types';
