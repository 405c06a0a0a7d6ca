/** The query-state store's selectors: one query value of a context, or all of them. */

import type { QueryState } from './types';

const EMPTY_QUERY = Object.freeze( {} );

/**
 * One query value of a context, or `defaultValue`.
 *
 * @example
 * select( queryStateStore ).getValueForQueryKey( 'product-collection', 'min_price', 0 );
 */
export const getValueForQueryKey = (
	state: QueryState,
	context: string,
	queryKey: string,
	defaultValue: unknown = EMPTY_QUERY
): unknown => {
	const values = state[ context ];
	return values && queryKey in values ? values[ queryKey ] : defaultValue;
};

/**
 * Every query value of a context, or `defaultValue`.
 *
 * @example
 * select( queryStateStore ).getValueForQueryContext( 'product-collection' );
 */
export const getValueForQueryContext = (
	state: QueryState,
	context: string,
	defaultValue: Record< string, unknown > = EMPTY_QUERY
): Readonly< Record< string, unknown > > => state[ context ] ?? defaultValue;
