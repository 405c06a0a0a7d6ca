/** Public surface of the ProductPrice. */

export { ProductPrice } from './component';
export type { ProductPriceProps } from './types';
