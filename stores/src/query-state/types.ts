/** Types of the query-state store's state. */

/**
 * Query values (filters, paging, ordering) per context, e.g. one context per
 * product collection block.
 *
 * @example
 * const state: QueryState = { 'product-collection': { min_price: 1000, orderby: 'title' } };
 */
export type QueryState = Readonly< Record< string, Readonly< Record< string, unknown > > > >;
