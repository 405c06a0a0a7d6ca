/**
 * The constants of the Attribute Filter block, each with WooCommerce's name
 * for it and its unit; the checkbox list's own limits (spec 2 §9) live in
 * `@cesta/blocks-shared/checkbox-list`.
 * The attributes' defaults are read from the block.json
 * (`block-json/attribute-filter/block.json`), which the editor registers too.
 */
import { attributes } from '../block-json/attribute-filter/block.json';

/**
 * The block's name, as WooCommerce registers it.
 *
 * @example
 * `<div data-block-name="${ ATTRIBUTE_FILTER_BLOCK_NAME }">`;
 */
export const ATTRIBUTE_FILTER_BLOCK_NAME = 'woocommerce/attribute-filter';

/**
 * The heading level when the block says none, 3 (the block.json's and
 * WooCommerce's default, as the price filter's in spec 1 §9).
 *
 * @example
 * headingLevel ?? HEADING_LEVEL_DEFAULT; // 3
 */
export const HEADING_LEVEL_DEFAULT: number = attributes.headingLevel.default;

/**
 * How the chosen terms combine when the block says nothing (the
 * block.json's default, `or`): `or` (products with any of them) or `and`
 * (products with all of them).
 *
 * @example
 * queryType ?? QUERY_TYPE_DEFAULT; // 'or'
 */
export const QUERY_TYPE_DEFAULT = attributes.queryType.default as 'or';

/**
 * Each option shows its product count unless the block turns counts off
 * (the block.json's default, `true`).
 *
 * @example
 * showCounts ?? SHOW_COUNTS_DEFAULT; // true
 */
export const SHOW_COUNTS_DEFAULT: boolean = attributes.showCounts.default;

/**
 * The URL query arguments WooCommerce's attribute filter writes:
 * `filter_{name}` (the chosen slugs, comma-separated) and
 * `query_type_{name}` (`or` or `and`), `{name}` being the taxonomy without
 * `pa_`.
 *
 * @example
 * `${ ATTRIBUTE_FILTER_URL_ARG_PREFIXES.filter }color`; // 'filter_color'
 */
export const ATTRIBUTE_FILTER_URL_ARG_PREFIXES = Object.freeze( {
	filter: 'filter_',
	queryType: 'query_type_',
} as const );

/**
 * The prefix of a global attribute's taxonomy, left out of the URL names.
 *
 * @example
 * 'pa_color'.slice( ATTRIBUTE_TAXONOMY_PREFIX.length ); // 'color'
 */
export const ATTRIBUTE_TAXONOMY_PREFIX = 'pa_';

// WordPress's page argument, which a new choice drops: one definition, shared by the filters.
export { PAGED_URL_ARG } from '@cesta/blocks-shared/listing-url';

/**
 * WooCommerce's `wc/store/query-state` store, the context its filters write
 * to and the key of the attribute filters' value.
 *
 * @example
 * wp.data.dispatch( QUERY_STATE_STORE ).setQueryValue( QUERY_STATE_CONTEXT, QUERY_STATE_ATTRIBUTES_KEY, attributes );
 */
export const QUERY_STATE_STORE = 'wc/store/query-state';

/**
 * The query-state context WooCommerce's filters use by default.
 *
 * @example
 * setQueryValue( QUERY_STATE_CONTEXT, 'attributes', [] ); // context 'page'
 */
export const QUERY_STATE_CONTEXT = 'page';

/**
 * The query-state key of the attribute filters' choice.
 *
 * @example
 * setQueryValue( 'page', QUERY_STATE_ATTRIBUTES_KEY, [ { attribute: 'pa_color', operator: 'in', slug: [ 'rojo' ] } ] );
 */
export const QUERY_STATE_ATTRIBUTES_KEY = 'attributes';

/**
 * The most terms asked for in one request (the Store API's `per_page` maximum).
 *
 * @example
 * `/products/attributes/1/terms?per_page=${ TERMS_PER_PAGE_MAX }`;
 */
export const TERMS_PER_PAGE_MAX = 100;

/**
 * The page event the filter sends when its choice is applied: `detail` is
 * an `AttributeQueryState`. It bubbles from the block.
 *
 * @example
 * document.addEventListener( ATTRIBUTE_FILTER_CHANGED_EVENT, ( event ) => refresh( event.detail ) );
 */
export const ATTRIBUTE_FILTER_CHANGED_EVENT = 'cesta-attribute-filter-changed';
