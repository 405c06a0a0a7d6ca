export { ProductImage } from './component';
export type { ProductImageProps } from './types';
