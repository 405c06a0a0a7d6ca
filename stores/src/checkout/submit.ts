/** Submits the checkout: fires the submit action and starts processing, once per order. */

import type { DataRegistry } from '@wordpress/data';
import { doAction } from '@wordpress/hooks';

import { STORE_KEY as CART_STORE_KEY } from '../cart/constants';
import { STORE_KEY, SUBMIT_ACTION_HOOK } from './constants';

/**
 * The shopper placed the order: fires the `submit` checkout event
 * (WordPress action `experimental__woocommerce_blocks-checkout-submit`) and
 * moves the checkout to before-processing, which starts the flow run by
 * `startCheckoutProcessor`. Returns `false` and does nothing while an earlier
 * submit is still under way (or the order is complete), so a double click
 * never sends a second order.
 *
 * @example
 * <button onClick={ () => submitCheckout( registry ) }>Realizar el pedido</button>
 */
export function submitCheckout( registry: DataRegistry ): boolean {
	const checkout = registry.select( STORE_KEY );
	if ( ! checkout.isIdle() ) {
		return false;
	}
	doAction( SUBMIT_ACTION_HOOK, { storeCart: registry.select( CART_STORE_KEY ).getCartData() } );
	registry.dispatch( STORE_KEY ).__internalSetBeforeProcessing();
	return true;
}
