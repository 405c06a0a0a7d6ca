/** Public surface of the TotalsTaxes. */

export { TotalsTaxes } from './component';
export type { TotalsTaxesProps } from './types';
