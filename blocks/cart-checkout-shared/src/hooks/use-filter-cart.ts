/** useFilterCart: the cart as checkout filters receive it in their `arg`, stable while it does not change, its addresses read live. */

import { useRegistry } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

import { cartStore, readStoreCart, useStoreCart } from '@cesta/data';
import type { StoreCart } from '@cesta/data';

/** Members left out of the filter cart, or read live instead of subscribed to. */
const NOT_FOR_FILTERS: ReadonlySet< string > = new Set( [ 'receiveCart', 'receiveCartContents' ] );
const ADDRESS_MEMBERS = [ 'billingAddress', 'billingData', 'shippingAddress' ] as const;

/**
 * Options of {@link useFilterCart}.
 *
 * @example
 * const options: FilterCartOptions = { subscribe: false };
 */
export interface FilterCartOptions {
	/** Re-render when a member changes; without, members are read live. @default true */
	subscribe?: boolean;
}

/**
 * The cart as checkout filters receive it in their `arg` (wc-blocks-api
 * §5.2): `useStoreCart()` without `receiveCart`, stable while nothing in it
 * changes. Its addresses are getters reading the cart store when a filter
 * reads them, not members the component subscribes to: typing an address
 * changes the cart on every keystroke, and the rows and lines that run
 * filters (the order summary, the totals) must not re-render for it; a
 * filter still sees the address as it is when it runs. With `subscribe:
 * false` no member is subscribed to: every member is a getter reading the
 * cart store when read, and the object stays the same, for components that
 * run filters only when some are registered (each cart line: subscribed,
 * every line of a 500-line cart would re-render on any change).
 *
 * @example
 * const cart = useFilterCart();
 * const lazyCart = useFilterCart( { subscribe: hasCheckoutFilter( 'itemName' ) } );
 * applyCheckoutFilter( { filterName: 'totalLabel', defaultValue: 'Total', arg: { cart } } );
 */
export function useFilterCart( { subscribe = true }: FilterCartOptions = {} ): Omit<
	StoreCart,
	'receiveCart' | 'receiveCartContents'
> {
	const registry = useRegistry();
	const storeCart = useStoreCart();
	// Object.keys does not read the members, so only the ones read below are subscribed to.
	const keys = Object.keys( storeCart ).filter(
		( key ) =>
			! NOT_FOR_FILTERS.has( key ) &&
			! ( ADDRESS_MEMBERS as readonly string[] ).includes( key )
	);
	const values = subscribe ? keys.map( ( key ) => storeCart[ key as keyof StoreCart ] ) : [];
	return useMemo( () => {
		const cart: Record< string, unknown > = {};
		keys.forEach( ( key, index ) => {
			Object.defineProperty(
				cart,
				key,
				subscribe
					? { enumerable: true, value: values[ index ] }
					: {
							enumerable: true,
							get: () => readStoreCart( registry )[ key as keyof StoreCart ],
						}
			);
		} );
		const customer = () => registry.select( cartStore ).getCartData();
		Object.defineProperties( cart, {
			billingAddress: { enumerable: true, get: () => customer().billingAddress },
			billingData: { enumerable: true, get: () => customer().billingAddress },
			shippingAddress: { enumerable: true, get: () => customer().shippingAddress },
		} );
		return cart as unknown as Omit< StoreCart, 'receiveCart' | 'receiveCartContents' >;
		// Every member keeps its reference while unchanged, so comparing them is enough.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ registry, subscribe, ...values ] );
}
