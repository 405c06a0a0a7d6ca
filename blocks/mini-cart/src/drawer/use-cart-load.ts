/** Whether the drawer's cart could be loaded, and a way to try again when it could not. */
import { useRegistry, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

import { cartStore } from '@cesta/data';

/**
 * The drawer's cart load, as {@link useCartLoad} reports it.
 *
 * @example
 * const load: CartLoad = { failed: true, retrying: false, retry: () => undefined };
 */
export interface CartLoad {
	/** The load finished without a cart: what the store holds is not the shopper's cart. */
	failed: boolean;
	/** A new attempt after a failure is on its way. */
	retrying: boolean;
	/** Asks the server for the cart again (`GET /cart`); does nothing while an attempt is on its way. */
	retry: () => void;
}

/**
 * The load of the cart the drawer shows. The store keeps its starting empty
 * cart when `GET /cart` fails (it records the error only), so the drawer
 * remembers the cart the store held before its load: a load that finishes
 * without replacing it failed (a loaded cart, even an empty one, is a new
 * object). A cart that was already there (given by the page, loaded by
 * another block) never counts as failed. Any cart that arrives later (the
 * retry, news from the page) ends the failure.
 *
 * @example
 * const { failed, retrying, retry } = useCartLoad();
 */
export function useCartLoad(): CartLoad {
	const registry = useRegistry();
	const [ unloadedCart ] = useState( () => {
		const store = registry.select( cartStore );
		return store.hasFinishedResolution( 'getCartData', [] ) ? null : store.getCartData();
	} );
	const stillUnloaded = useSelect(
		( select ) => {
			const store = select( cartStore );
			return (
				unloadedCart !== null &&
				store.hasFinishedResolution( 'getCartData', [] ) &&
				store.getCartData() === unloadedCart
			);
		},
		[ unloadedCart ]
	);
	const [ retrying, setRetrying ] = useState( false );
	const attemptRef = useRef< Promise< void > | null >( null );
	const mountedRef = useRef( true );
	useEffect( () => {
		mountedRef.current = true;
		return () => {
			mountedRef.current = false;
		};
	}, [] );
	const retry = useCallback( () => {
		if ( attemptRef.current ) {
			return;
		}
		setRetrying( true );
		attemptRef.current = registry
			.dispatch( cartStore )
			.refreshCartData()
			.finally( () => {
				attemptRef.current = null;
				if ( mountedRef.current ) {
					setRetrying( false );
				}
			} );
	}, [ registry ] );
	return { failed: stillUnloaded, retrying: stillUnloaded && retrying, retry };
}
