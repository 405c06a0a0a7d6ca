/**
 * Public surface of @cesta/block-price-filter: the React-free enhancer of
 * the block's server markup, and everything of the lighter `./markup` entry
 * (the writer and the filter's pure rules). Its stylesheet is
 * `@cesta/block-price-filter/style.css`.
 */
import './style.css';

export { enhancePriceFilters } from './enhance/enhance-price-filters';
export { controlPriceFilter } from './enhance/price-filter-controller';
export { publishPriceQueryState } from './enhance/publish-query-state';
export * from './markup';

export type { PriceFiltersOptions } from './enhance/enhance-price-filters';
export type { PriceFilterPage } from './enhance/price-filter-controller';
