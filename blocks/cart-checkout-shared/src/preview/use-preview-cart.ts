/** Puts the sample cart into the cart store for an editor preview, and says where that stands. */

import { useDispatch } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { cartStore } from '@cesta/data';

import { loadPreviewCart } from './preview-cart-loader';

/**
 * Where loading the preview's sample cart stands.
 *
 * @example
 * const status: PreviewCartStatus = 'ready';
 */
export type PreviewCartStatus = 'loading' | 'ready' | 'failed';

/**
 * Loads the sample cart (`loadPreviewCart`) and puts it into the cart store
 * before anything reads it, so the store's resolver never asks the Store
 * API; `ready` once it is there, `failed` (logged) if it cannot load.
 *
 * @example
 * const status = usePreviewCart();
 * if ( status === 'ready' ) return <CartLayout attributes={ attributes } isPreview />;
 */
export function usePreviewCart(): PreviewCartStatus {
	const { receiveCart } = useDispatch( cartStore );
	const [ status, setStatus ] = useState< PreviewCartStatus >( 'loading' );
	useEffect( () => {
		let current = true;
		loadPreviewCart().then(
			( cart ) => {
				if ( current ) {
					receiveCart( cart );
					setStatus( 'ready' );
				}
			},
			( error: unknown ) => {
				if ( current ) {
					console.error( error );
					setStatus( 'failed' );
				}
			}
		);
		return () => {
			current = false;
		};
	}, [ receiveCart ] );
	return status;
}
