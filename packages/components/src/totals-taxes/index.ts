export { TotalsTaxes } from './component';
export type { TotalsTaxesProps } from './types';
