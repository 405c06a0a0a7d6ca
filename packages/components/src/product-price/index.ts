export { ProductPrice } from './component';
export type { ProductPriceProps } from './types';
