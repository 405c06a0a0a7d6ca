/** Public surface of the FormattedMonetaryAmount. */

export { FormattedMonetaryAmount } from './component';
export type { FormattedMonetaryAmountProps } from './types';
