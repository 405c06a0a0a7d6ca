/** The `useStoreCart` hook: the cart, loaded on first use, re-rendering only for the members read. */

import { useRegistry } from '@wordpress/data';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from '@wordpress/element';

import { startCartSideEffects } from '../cart/side-effects';
import { readStoreCart } from './read-store-cart';
import type { StoreCart } from './read-store-cart';

/**
 * The cart, loaded on first use, for blocks and payment methods. The
 * component re-renders only when a member it has read changes: one that
 * shows the item count does not re-render while the shopper types an
 * address. Also starts the cart's page behaviour (reload on page cart
 * events, customer-data push) while mounted.
 *
 * @example
 * function Badge() {
 * 	const { cartItemsCount } = useStoreCart();
 * 	return <span>{ cartItemsCount }</span>;
 * }
 */
export function useStoreCart(): StoreCart {
	const registry = useRegistry();
	const readKeysRef = useRef( new Set< PropertyKey >() );
	const lastSnapshotRef = useRef< StoreCart | null >( null );

	const getSnapshot = useCallback( () => {
		const next = readStoreCart( registry );
		const previous = lastSnapshotRef.current;
		if (
			previous &&
			[ ...readKeysRef.current ].every( ( key ) =>
				Object.is( previous[ key as keyof StoreCart ], next[ key as keyof StoreCart ] )
			)
		) {
			return previous;
		}
		lastSnapshotRef.current = next;
		return next;
	}, [ registry ] );
	const subscribe = useCallback(
		( onStoreChange: () => void ) => registry.subscribe( onStoreChange ),
		[ registry ]
	);
	const cart = useSyncExternalStore( subscribe, getSnapshot, getSnapshot );

	useEffect( () => startCartSideEffects( registry ), [ registry ] );

	return useMemo(
		() =>
			new Proxy( cart, {
				get( target, key, receiver ) {
					readKeysRef.current.add( key );
					return Reflect.get( target, key, receiver );
				},
			} ),
		[ cart ]
	);
}
