/**
 * The `markup` entry (`@cesta/block-attribute-filter/markup`): what a server
 * needs to print the block and the filter's pure URL rules, with no DOM, no
 * React and no network, so it runs in Node as in the browser.
 */
export {
	ATTRIBUTE_FILTER_BLOCK_NAME,
	ATTRIBUTE_FILTER_CHANGED_EVENT,
	ATTRIBUTE_FILTER_URL_ARG_PREFIXES,
	ATTRIBUTE_TAXONOMY_PREFIX,
	HEADING_LEVEL_DEFAULT,
	PAGED_URL_ARG,
	QUERY_STATE_ATTRIBUTES_KEY,
	QUERY_STATE_CONTEXT,
	QUERY_STATE_STORE,
	QUERY_TYPE_DEFAULT,
	SHOW_COUNTS_DEFAULT,
	TERMS_PER_PAGE_MAX,
} from './constants';
export {
	attributeCountsQuery,
	attributeFilterUrl,
	attributeUrlName,
	readAttributeQueryState,
	readChosenSlugs,
} from './filter-query/url';
export { normalizeAttributeFilterAttributes } from './markup/attributes';
export {
	attributeFilterContentMarkup,
	attributeFilterHeadingId,
	attributeFilterOptions,
	renderAttributeFilterMarkup,
} from './markup/render-attribute-filter-markup';

export type { AttributeQuery, AttributeQueryState, AttributeQueryType } from './filter-query/types';
export type {
	AttributeFilterAttributes,
	NormalizedAttributeFilterAttributes,
} from './markup/attributes';
export type {
	AttributeFilterData,
	AttributeFilterMarkupOptions,
	FilteredAttribute,
} from './markup/render-attribute-filter-markup';
export { withoutPaging } from '@cesta/blocks-shared/listing-url';
