/** Public surface of the PlaceOrderButton. */

export { PlaceOrderButton } from './component';
export type { PlaceOrderButtonProps } from './types';
