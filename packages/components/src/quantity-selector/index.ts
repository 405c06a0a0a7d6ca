export { QuantitySelector } from './component';
export { useQuantitySelector } from './hook';
export type { QuantitySelectorOptions, QuantitySelectorState } from './hook';
export type { QuantitySelectorProps } from './types';
