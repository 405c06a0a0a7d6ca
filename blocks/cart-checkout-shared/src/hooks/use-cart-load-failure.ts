/** useCartLoadFailure: whether the first cart load failed, its error shown once in the block's notices. */

import { useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';

import { storeNoticesStore } from '@cesta/data';

/**
 * Whether the first cart load failed (spec 2 §8: e.g. `cart_api_error`,
 * "Unable to get cart data from the API."). The error is shown once in the
 * notices of `noticeContext`; the block's content stays hidden until a cart
 * arrives (which clears the store's errors), since the cart is not known to
 * be empty.
 *
 * @example
 * const { cartIsLoading, cartErrors } = useStoreCart();
 * const loadFailed = useCartLoadFailure( cartIsLoading, cartErrors, 'wc/cart' );
 */
export function useCartLoadFailure(
	cartIsLoading: boolean,
	cartErrors: unknown[],
	noticeContext: string
): boolean {
	const { processErrorResponse } = useDispatch( storeNoticesStore );
	const [ failedError, setFailedError ] = useState< unknown >( null );
	const wasLoadingRef = useRef( cartIsLoading );
	useEffect( () => {
		if ( wasLoadingRef.current && ! cartIsLoading && cartErrors[ 0 ] ) {
			setFailedError( cartErrors[ 0 ] );
			processErrorResponse( cartErrors[ 0 ], noticeContext );
		}
		wasLoadingRef.current = cartIsLoading;
	}, [ cartIsLoading, cartErrors, processErrorResponse, noticeContext ] );
	return failedError !== null && cartErrors.includes( failedError );
}
