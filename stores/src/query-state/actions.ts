/** The query-state store's actions: set one query value or a context's whole query, checking their input. */

import { errors } from '../messages';
import { isRecord } from '../utils/is-record';

const assertContext = ( action: string, context: unknown ): string => {
	if ( typeof context !== 'string' || ! context ) {
		throw new TypeError( errors.queryContextNotString( action ) );
	}
	return context;
};

const assertKey = ( queryKey: unknown ): string => {
	if ( typeof queryKey !== 'string' || ! queryKey ) {
		throw new TypeError( errors.queryKeyNotString() );
	}
	return queryKey;
};

const assertObject = ( value: unknown ): Record< string, unknown > => {
	if ( ! isRecord( value ) ) {
		throw new TypeError( errors.queryContextValueNotObject() );
	}
	return value as Record< string, unknown >;
};

/**
 * Sets one query value of a context.
 *
 * @example
 * dispatch( queryStateStore ).setQueryValue( 'product-collection', 'min_price', 1000 );
 */
export const setQueryValue = ( context: string, queryKey: string, value: unknown ) =>
	( {
		type: 'SET_QUERY_KEY_VALUE',
		context: assertContext( 'setQueryValue', context ),
		queryKey: assertKey( queryKey ),
		value,
	} ) as const;

/**
 * Replaces every query value of a context.
 *
 * @example
 * dispatch( queryStateStore ).setValueForQueryContext( 'product-collection', { page: 1 } );
 */
export const setValueForQueryContext = ( context: string, value: Record< string, unknown > ) =>
	( {
		type: 'SET_QUERY_CONTEXT_VALUE',
		context: assertContext( 'setValueForQueryContext', context ),
		value: assertObject( value ),
	} ) as const;

/** Every action the query-state reducer handles. */
export type QueryStateAction = ReturnType< typeof setQueryValue | typeof setValueForQueryContext >;
