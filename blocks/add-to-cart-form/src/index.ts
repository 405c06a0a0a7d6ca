/** Public surface of @cesta/block-add-to-cart-form. */

export {
	ADD_TO_CART_FORM_BLOCK_NAME,
	DEFAULT_ADMIN_AJAX_URL,
	DEFAULT_WC_AJAX_URL,
	SWATCH_ADD_TO_CART_ACTION,
	VARIATION_DETAIL_DISPLAY_DELAY_MS,
	VARIATION_FORM_INIT_DELAY_MS,
} from './constants';
export {
	encodeClassicForm,
	getVariation,
	postClassicForm,
	wcAjaxEndpointUrl,
} from './classic/classic-transport';
export { swatchQuickAdd } from './classic/swatch-quick-add';
export { AddToCartFormBlock } from './form/add-to-cart-form';
export { ADD_TO_CART_FORM_ATTRIBUTES } from './metadata';
export { renderAddToCartFormMarkup } from './markup';
export { registerAddToCartFormBlock } from './register-add-to-cart-form-block';
export {
	findMatchingVariations,
	isSelectionComplete,
	isVariationAvailable,
	optionAvailability,
	variationFits,
} from './variations/match-variations';
export { defaultChoices, formAttributesOf, swatchesOf } from './variations/product-attributes';
export { clampQuantity, quantityLimitsOf } from './variations/quantity-rules';

export type { ClassicFieldValue, GetVariationRequest } from './classic/classic-transport';
export type { SwatchQuickAddRequest, SwatchQuickAddResult } from './classic/swatch-quick-add';
export type { AddToCartFormMarkupOptions } from './markup';
export type { QuantityLimits } from './variations/quantity-rules';
export type {
	AddToCartFormAttributes,
	AttributeSwatches,
	AvailableVariation,
	FormAttribute,
	SwatchOption,
	SwatchSettings,
	SwatchType,
	VariationFormState,
	VariationImage,
} from './types';
