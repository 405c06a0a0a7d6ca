/** Public surface of the ProductName. */

export { ProductName } from './component';
export type { ProductNameProps } from './types';
