/**
 * The constants of the Price Filter block, each with the spec's name for it
 * (spec 1 §9 "Price filter") or WooCommerce's, and its unit.
 * The attributes' defaults are read from the block.json
 * (`block-json/price-filter/block.json`), which the editor registers too.
 */
import { attributes } from '../block-json/price-filter/block.json';

/**
 * The block's name, as WooCommerce registers it.
 *
 * @example
 * `<div data-block-name="${ PRICE_FILTER_BLOCK_NAME }">`;
 */
export const PRICE_FILTER_BLOCK_NAME = 'woocommerce/price-filter';

/**
 * Spec 1 §9: a price typed into the min or max field is taken this long
 * after the last keystroke.
 *
 * @example
 * setTimeout( commitTyped, TYPED_INPUT_DEBOUNCE_MS ); // 1000 ms
 */
export const TYPED_INPUT_DEBOUNCE_MS = 1000;

/**
 * Spec 1 §9: the slider's values are submitted this long after the handle
 * last moved.
 *
 * @example
 * setTimeout( submitSlider, SLIDER_SUBMIT_DELAY_MS ); // 600 ms
 */
export const SLIDER_SUBMIT_DELAY_MS = 600;

/**
 * Spec 1 §9: the URL (and the listing's query) follows the chosen range this
 * long after the range last changed.
 *
 * @example
 * setTimeout( updateUrl, URL_UPDATE_DELAY_MS ); // 500 ms
 */
export const URL_UPDATE_DELAY_MS = 500;

/**
 * Spec 1 §9: the heading level when the block says none, 3 (the
 * block.json's default).
 *
 * @example
 * headingLevel ?? HEADING_LEVEL_DEFAULT; // 3
 */
export const HEADING_LEVEL_DEFAULT: number = attributes.headingLevel.default;

/**
 * Spec 1 §9 (the block.json's default, `true`): the min and max input
 * fields are shown unless the block turns them off.
 *
 * @example
 * showInputFields ?? SHOW_INPUT_FIELDS_DEFAULT; // true
 */
export const SHOW_INPUT_FIELDS_DEFAULT: boolean = attributes.showInputFields.default;

/**
 * Spec 1 §9 (the block.json's default, `false`): no filter button unless
 * the block asks for one (the range is applied by itself after the delays
 * above).
 *
 * @example
 * showFilterButton ?? SHOW_FILTER_BUTTON_DEFAULT; // false
 */
export const SHOW_FILTER_BUTTON_DEFAULT: boolean = attributes.showFilterButton.default;

/**
 * Spec 1 §9: the input fields sit on one line when the block's container is
 * wider than this.
 *
 * @example
 * width > INLINE_INPUT_MIN_WIDTH_PX; // 300 px
 */
export const INLINE_INPUT_MIN_WIDTH_PX = 300;

/**
 * The URL query arguments the filter reads and writes (spec 1 §2), in the
 * currency's major units as WooCommerce writes them (`?min_price=20` is
 * 20.00 €); the Store API and the query state take minor units.
 *
 * @example
 * PRICE_FILTER_URL_ARGS.min; // 'min_price'
 */
export const PRICE_FILTER_URL_ARGS = Object.freeze( {
	min: 'min_price',
	max: 'max_price',
} as const );

// WordPress's page argument, which a new choice drops: one definition, shared by the filters.
export { PAGED_URL_ARG } from '@cesta/blocks-shared/listing-url';

/**
 * WooCommerce's `wc/store/query-state` store and the context its price
 * filter writes `min_price`/`max_price` into (its `QueryStateContext`
 * default), so blocks that read that store follow the filter.
 *
 * @example
 * wp.data.dispatch( QUERY_STATE_STORE ).setQueryValue( QUERY_STATE_CONTEXT, 'min_price', 2000 );
 */
export const QUERY_STATE_STORE = 'wc/store/query-state';

/**
 * The query-state context WooCommerce's price filter uses by default.
 *
 * @example
 * setQueryValue( QUERY_STATE_CONTEXT, 'max_price', 5000 ); // context 'page'
 */
export const QUERY_STATE_CONTEXT = 'page';

/**
 * The page event the filter sends when its range is applied: `detail` is a
 * `PriceQueryState` (`{ min_price, max_price }` in minor units, `null` for a
 * bound equal to its constraint). It bubbles from the block.
 *
 * @example
 * document.addEventListener( PRICE_FILTER_CHANGED_EVENT, ( event ) => refresh( event.detail ) );
 */
export const PRICE_FILTER_CHANGED_EVENT = 'cesta-price-filter-changed';
