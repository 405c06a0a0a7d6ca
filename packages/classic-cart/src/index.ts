/** Public surface of @cesta/classic-cart. */

export { buttonFields } from './add-to-cart';
export {
	blockElement,
	defaultWaitingMessage,
	isElementBlocked,
	unblockElement,
} from './block-overlay';
export {
	AJAX_ADD_TO_CART_SELECTOR,
	BLOCK_OVERLAY_CLASS,
	BLOCK_OVERLAY_OPACITY,
	BUTTON_CLASS,
	CLASSIC_EVENT,
	LIVE_REGION_CLASS,
	LIVE_REGION_DELAY_MS,
	REMOVE_FROM_CART_SELECTOR,
	VIEW_CART_LINK_CLASS,
	WC_ADDING_TO_CART_EVENT,
	WC_AJAX_ENDPOINT,
} from './constants';
export { enhanceClassicCart } from './enhance';
export { navigateTo } from './navigate';
export { endpointUrl, readClassicCartParams } from './params';

export type {
	AddingToCartDetail,
	CartChangedDetail,
	ClassicCartOptions,
	ClassicCartParams,
	Navigate,
	WcAjaxCartResponse,
} from './types';
