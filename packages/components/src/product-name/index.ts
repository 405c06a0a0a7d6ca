export { ProductName } from './component';
export type { ProductNameProps } from './types';
