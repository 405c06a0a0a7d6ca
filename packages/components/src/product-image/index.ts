/** Public surface of the ProductImage. */

export { ProductImage } from './component';
export type { ProductImageProps } from './types';
