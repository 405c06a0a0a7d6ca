/** Fires WooCommerce's set-email/billing/shipping-address actions from the steps, where WooCommerce fires them. */

import { useRegistry } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { doAction } from '@wordpress/hooks';
import { cartStore } from '@cesta/data';

import { CHECKOUT_ADDRESS_ACTIONS } from './constants';

/**
 * Which of WooCommerce's address actions to fire: `email`, `billing` or
 * `shipping` (see `CHECKOUT_ADDRESS_ACTIONS`).
 *
 * @example
 * const fired: CheckoutAddressAction[] = [ 'billing', 'shipping' ];
 */
export type CheckoutAddressAction = keyof typeof CHECKOUT_ADDRESS_ACTIONS;

/**
 * A function that fires WooCommerce's address actions, in the order given,
 * each with `{ storeCart }` read when it fires. The steps call it right after
 * they store a change, as WooCommerce's steps do from their forms' `onChange`:
 * every keystroke, choice or emptied field, not only on leaving a field. A
 * listener that throws is logged and stops neither the step nor the next
 * action, so a plugin's failure never stops the shopper's typing.
 *
 * @example
 * const fireAddressActions = useCheckoutAddressActions();
 * setShippingAddress( patch );
 * fireAddressActions( 'shipping' );
 */
export function useCheckoutAddressActions(): ( ...actions: CheckoutAddressAction[] ) => void {
	const registry = useRegistry();
	return useCallback(
		( ...actions: CheckoutAddressAction[] ) => {
			for ( const action of actions ) {
				try {
					doAction( CHECKOUT_ADDRESS_ACTIONS[ action ], {
						storeCart: registry.select( cartStore ).getCartData(),
					} );
				} catch ( error ) {
					// A plugin's error, shown for its developer, as WooCommerce does.
					console.error( error );
				}
			}
		},
		[ registry ]
	);
}
