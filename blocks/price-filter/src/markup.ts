/**
 * The `markup` entry (`@cesta/block-price-filter/markup`): what a server
 * needs to print the block and the filter's pure rules, with no DOM, no
 * React and no network, so it runs in Node as in the browser.
 */
export {
	HEADING_LEVEL_DEFAULT,
	INLINE_INPUT_MIN_WIDTH_PX,
	PAGED_URL_ARG,
	PRICE_FILTER_BLOCK_NAME,
	PRICE_FILTER_CHANGED_EVENT,
	PRICE_FILTER_URL_ARGS,
	QUERY_STATE_CONTEXT,
	QUERY_STATE_STORE,
	SHOW_FILTER_BUTTON_DEFAULT,
	SHOW_INPUT_FIELDS_DEFAULT,
	SLIDER_SUBMIT_DELAY_MS,
	TYPED_INPUT_DEBOUNCE_MS,
	URL_UPDATE_DELAY_MS,
} from './constants';
export { normalizePriceFilterAttributes } from './markup/attributes';
export {
	fieldValue,
	priceFilterContentMarkup,
	priceSliderMarkup,
	priceSliderView,
	renderPriceFilterMarkup,
} from './markup/render-price-filter-markup';
export { adjustPriceSelection } from './price-range/adjust';
export { isPriceFilterHidden, priceConstraints, priceStep } from './price-range/bounds';
export {
	collectionDataQuery,
	priceFilterUrl,
	priceQueryState,
	readPriceBoundFromUrl,
} from './price-range/url';

export type { NormalizedPriceFilterAttributes, PriceFilterAttributes } from './markup/attributes';
export type {
	PriceFilterMarkupOptions,
	PriceSliderView,
} from './markup/render-price-filter-markup';
export type { PriceLimits } from './price-range/adjust';
export type {
	PriceBound,
	PriceConstraints,
	PriceQueryState,
	PriceSelection,
} from './price-range/types';
export { withoutPaging } from '@cesta/blocks-shared/listing-url';
