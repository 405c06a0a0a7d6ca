/**
 * Public surface of @cesta/block-attribute-filter: the React-free enhancer
 * of the block's server markup, the Store API loader, and everything of the
 * lighter `./markup` entry (the writer and the filter's URL rules). Its
 * stylesheet is `@cesta/block-attribute-filter/style.css`.
 */
import './style.css';

export { enhanceAttributeFilters } from './enhance/enhance-attribute-filters';
export { publishAttributeQueryState } from './enhance/publish-query-state';
export { loadAttributeFilterData } from './load/load-attribute-filter-data';
export * from './markup';

export type { AttributeFiltersOptions } from './enhance/enhance-attribute-filters';
export type { AttributeFilterDataOptions } from './load/load-attribute-filter-data';
