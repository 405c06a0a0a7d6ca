/** Hooks reading and writing query values, one key or a whole context. */

import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

import { queryStateStore } from '../query-state';

/**
 * One query value of a context and its setter.
 *
 * @example
 * const [ minPrice, setMinPrice ] = useQueryStateByKey( 'min_price', 0, 'product-collection' );
 */
export function useQueryStateByKey< T >(
	queryKey: string,
	defaultValue: T,
	context: string
): [ T, ( value: T ) => void ] {
	const value = useSelect(
		( select ) =>
			select( queryStateStore ).getValueForQueryKey( context, queryKey, defaultValue ) as T,
		[ context, queryKey, defaultValue ]
	);
	const { setQueryValue } = useDispatch( queryStateStore );
	const setValue = useCallback(
		( next: T ) => void setQueryValue( context, queryKey, next ),
		[ setQueryValue, context, queryKey ]
	);
	return [ value, setValue ];
}

/**
 * Every query value of a context and its setter.
 *
 * @example
 * const [ query, setQuery ] = useQueryStateByContext( 'product-collection' );
 */
export function useQueryStateByContext(
	context: string
): [ Readonly< Record< string, unknown > >, ( value: Record< string, unknown > ) => void ] {
	const value = useSelect(
		( select ) => select( queryStateStore ).getValueForQueryContext( context ),
		[ context ]
	);
	const { setValueForQueryContext } = useDispatch( queryStateStore );
	const setValue = useCallback(
		( next: Record< string, unknown > ) => void setValueForQueryContext( context, next ),
		[ setValueForQueryContext, context ]
	);
	return [ value, setValue ];
}
