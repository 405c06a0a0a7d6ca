/** The cart's shared page side effects: page cart events, the customer-data push, the shipping-rate events. */

import { createSharedSideEffect } from '../../utils/side-effect';
import { watchPageCartEvents } from './page-events';
import { watchCustomerData } from './push-changes';
import { watchShippingRateEvents } from './shipping-events';

/**
 * Starts the cart's page behaviour for a registry: reload on page cart
 * events and back/forward navigation, the customer-data push, and the
 * shipping-rate events. Shared:
 * every caller gets a release function; the last release stops it.
 *
 * @example
 * const release = startCartSideEffects( registry );
 * // on unmount:
 * release();
 */
export const startCartSideEffects = createSharedSideEffect( ( registry ) => {
	const stops = [
		watchPageCartEvents( registry ),
		watchCustomerData( registry ),
		watchShippingRateEvents( registry ),
	];
	return () => stops.forEach( ( stop ) => stop() );
} );
