export { FormattedMonetaryAmount } from './component';
export type { FormattedMonetaryAmountProps } from './types';
