/** useCartLoadFailure: whether the first cart load failed, its error shown once in the block's notices. */

import { useDispatch } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';

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
	const [ wasLoading, setWasLoading ] = useState( cartIsLoading );
	// Decided while rendering, not in an effect: an effect would let the
	// render in which loading ends commit first, and the failed load would
	// show the empty cart for a moment (and have it announced).
	if ( wasLoading !== cartIsLoading ) {
		setWasLoading( cartIsLoading );
		if ( wasLoading && cartErrors[ 0 ] ) {
			setFailedError( cartErrors[ 0 ] );
		}
	}
	useEffect( () => {
		if ( failedError !== null ) {
			processErrorResponse( failedError, noticeContext );
		}
	}, [ failedError, processErrorResponse, noticeContext ] );
	return failedError !== null && cartErrors.includes( failedError );
}
