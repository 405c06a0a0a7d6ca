/** Public surface of @cesta/block-checkout. */

export { CHECKOUT_BLOCK_NAMES } from './block-names';
export { CheckoutBlock } from './checkout-block/checkout-block';
export {
	CheckoutBlockContext,
	useCheckoutBlockContext,
} from './checkout-block/checkout-block-context';
export { CheckoutProcessorOptionsContext } from './checkout-block/checkout-processor-options';
export { CheckoutInnerBlockWrapper } from './checkout-block/inner-block-wrapper';
export {
	CHECKOUT_ACTIONS_NOTICE_CONTEXT,
	CHECKOUT_NOTICE_CONTEXT,
	CHECKOUT_SKELETON_SHOW_DELAY_MS,
	ORDER_NOTES_STEP_ID,
	PAYMENT_STEP_ID,
	TERMS_VALIDATION_ERROR_ID,
} from './constants';
export { CHECKOUT_INNER_BLOCK_COMPONENTS } from './inner-blocks';
export { RENDER_CHECKOUT_FORM_ACTION } from './inner-blocks/fields/fields-block';
export { renderCheckoutBlockMarkup } from './markup';
export {
	CHECKOUT_BLOCK_ATTRIBUTES,
	CHECKOUT_INNER_BLOCKS_METADATA,
	FORM_STEP_ATTRIBUTES,
	getCheckoutInnerBlockMetadata,
} from './metadata';
export { registerCheckoutBlock } from './register-checkout-block';

export type { CheckoutBlockName } from './block-names';
export type { CheckoutBlockContextValue } from './checkout-block/checkout-block-context';
export type { CheckoutBlockMarkupOptions, CheckoutInnerBlockName } from './markup';
export type { CheckoutBlockMetadata } from './metadata';
export type { CheckoutBlockAttributes, CheckoutInnerBlockProps } from './types';
