/**
 * `@cesta/block-add-to-cart-form/classic`: the React-free classic storefront
 * calls — the swatch quick add for a listing's swatch cards, and
 * `get_variation` — without the form, so a listing page can use them without
 * loading React.
 */
export {
	DEFAULT_ADMIN_AJAX_URL,
	DEFAULT_WC_AJAX_URL,
	SWATCH_ADD_TO_CART_ACTION,
} from './constants';
export {
	encodeClassicForm,
	getVariation,
	postClassicForm,
	wcAjaxEndpointUrl,
} from './classic/classic-transport';
export { swatchQuickAdd } from './classic/swatch-quick-add';

export type { ClassicFieldValue, GetVariationRequest } from './classic/classic-transport';
export type { SwatchQuickAddRequest, SwatchQuickAddResult } from './classic/swatch-quick-add';
