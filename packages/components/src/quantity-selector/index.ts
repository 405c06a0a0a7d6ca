/** Public surface of the QuantitySelector and its hook. */

export { QuantitySelector } from './component';
export { useQuantitySelector } from './hook';
export type { QuantitySelectorOptions, QuantitySelectorState } from './hook';
export type { QuantitySelectorProps } from './types';
