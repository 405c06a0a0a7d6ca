/** The cart the drawer shows, from `wc/store/cart`. */
import { useSelect } from '@wordpress/data';

import { cartStore } from '@cesta/data';
import type { Cart } from '@cesta/types';

/**
 * The cart the drawer shows and whether it is loaded yet (reading it starts
 * the one load when the page knew no cart).
 *
 * @example
 * const { cart, isLoading } = useMiniCartData();
 */
export function useMiniCartData(): { cart: Cart; isLoading: boolean } {
	return useSelect( ( select ) => {
		const store = select( cartStore );
		return {
			cart: store.getCartData(),
			isLoading: ! store.hasFinishedResolution( 'getCartData', [] ),
		};
	}, [] );
}
