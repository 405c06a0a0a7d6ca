/** Public surface of @cesta/block-checkout. */

export { CHECKOUT_BLOCK_NAMES } from './block-names';

export type { CheckoutBlockName } from './block-names';
