/** useInnerBlockCartProps: the `extensions` and `cart` props WooCommerce gives every cart and checkout inner block. */

import { useStoreCart } from '@cesta/data';

/**
 * The props WooCommerce's Cart and Checkout blocks give every inner block
 * (ours and the ones extensions register) through their block wrapper:
 * `extensions` and `cart` (`useStoreCart()` without `receiveCart`). The
 * Checkout's wrapper adds its own props to these.
 *
 * @example
 * export const CartInnerBlockWrapper = createBlockWrapper( useInnerBlockCartProps );
 */
export function useInnerBlockCartProps(): {
	extensions: Record< string, unknown >;
	cart: Record< string, unknown >;
} {
	const {
		extensions,
		receiveCart: _receiveCart,
		receiveCartContents: _receiveCartContents,
		...cart
	} = useStoreCart();
	return { extensions, cart };
}
