/** useFilterCart: the cart as checkout filters receive it in their `arg`, stable while it does not change. */

import { useMemo } from '@wordpress/element';

import { useStoreCart } from '@cesta/data';
import type { StoreCart } from '@cesta/data';

/**
 * The cart as checkout filters receive it in their `arg` (wc-blocks-api
 * §5.2): `useStoreCart()` without `receiveCart`, stable while nothing in it
 * changes.
 *
 * @example
 * const cart = useFilterCart();
 * applyCheckoutFilter( { filterName: 'totalLabel', defaultValue: 'Total', arg: { cart } } );
 */
export function useFilterCart(): Omit< StoreCart, 'receiveCart' | 'receiveCartContents' > {
	const { receiveCart: _receiveCart, receiveCartContents: _receive, ...cart } = useStoreCart();
	const values = Object.values( cart );
	// Every member keeps its reference while unchanged, so comparing them is enough.
	// eslint-disable-next-line react-hooks/exhaustive-deps
	return useMemo( () => cart, values );
}
