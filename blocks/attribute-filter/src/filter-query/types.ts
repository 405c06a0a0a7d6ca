/** The shapes of the attribute filter's choice: in the Store API query and in the page's query state. */

/**
 * How chosen terms combine: `or` = any of them, `and` = all of them.
 *
 * @example
 * const queryType: AttributeQueryType = 'or';
 */
export type AttributeQueryType = 'or' | 'and';

/**
 * One attribute's chosen terms as the Store API's `attributes[]` and
 * WooCommerce's query state hold them (`in` for `or`, `and` for `and`).
 *
 * @example
 * const colours: AttributeQuery = { attribute: 'pa_color', operator: 'in', slug: [ 'rojo', 'azul' ] };
 */
export interface AttributeQuery {
	attribute: string;
	operator: 'in' | 'and';
	slug: string[];
}

/**
 * What the filter publishes to the listing: every attribute filter of the
 * page's URL (all blocks' choices, not only its own).
 *
 * @example
 * const state: AttributeQueryState = { attributes: [ { attribute: 'pa_color', operator: 'in', slug: [ 'rojo' ] } ] };
 */
export interface AttributeQueryState {
	attributes: AttributeQuery[];
}
