/** The cart in WooCommerce's `useStoreCart` shape, read from a registry for blocks and payment methods. */

import type { DataRegistry } from '@wordpress/data';
import { buildCanMakePaymentArgument } from '@cesta/registry';
import type { CanMakePaymentCart } from '@cesta/registry';
import type { CartResponse } from '@cesta/types';

import { cartStore } from '../cart';

/**
 * The cart as blocks and payment methods read it (WooCommerce's
 * `useStoreCart` shape): what `canMakePayment` receives as `cart`, plus the
 * gateways the server offers and `receiveCartContents`.
 *
 * @example
 * const { cartItemsCount, cartTotals } = useStoreCart();
 */
export interface StoreCart extends CanMakePaymentCart {
	paymentMethods: string[];
	receiveCartContents: ( response: CartResponse ) => void;
}

/**
 * Reads the store cart from a registry; every member keeps its reference
 * while it does not change (the selectors return stored objects). The
 * mapping is the registry's, so payment methods and blocks see one shape.
 *
 * @example
 * readStoreCart( registry ).cartItemsCount;
 */
export function readStoreCart( registry: DataRegistry ): StoreCart {
	const cart = registry.select( cartStore );
	const { receiveCart, receiveCartContents } = registry.dispatch( cartStore );
	const data = cart.getCartData();
	const { cart: storeCart } = buildCanMakePaymentArgument( {
		cart: data,
		cartIsLoading: ! cart.hasFinishedResolution( 'getCartData', [] ),
		cartErrors: cart.getCartErrors(),
		isLoadingRates: cart.isAddressFieldsForShippingRatesUpdating(),
		receiveCart: receiveCart as StoreCart[ 'receiveCart' ],
	} );
	return {
		...storeCart,
		paymentMethods: data.paymentMethods,
		receiveCartContents: receiveCartContents as StoreCart[ 'receiveCartContents' ],
	};
}
