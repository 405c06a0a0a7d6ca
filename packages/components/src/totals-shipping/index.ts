/** Public surface of the TotalsShipping and its rate and destination helpers. */

export { TotalsShipping } from './component';
export { describeSelectedRates, formatDestination, isPickupRate } from './describe';
export type { TotalsShippingProps } from './types';
