/**
 * The checkout page sends the order's attribution (spec 1 §3) with the
 * order: when the shopper places it, a checkout-validation observer loads
 * `@cesta/order-attribution`, counts this page view and sets the data as the
 * checkout's extension data, before `POST /checkout` is built. Loading it
 * only then keeps the page within its budget (DESIGN §8: 150 KB, and the
 * page is within half a kilobyte of it); the price is that a checkout left
 * without an order is not counted as a page of the visit. Tracking never
 * blocks an order: if its code cannot load, the order goes without it.
 */
import { dispatch, subscribe } from '@wordpress/data';

import { eventRegistration } from '@cesta/data';

/** After the blocks' own validation (priority 10): only orders about to be sent need it. */
const ORDER_ATTRIBUTION_OBSERVER_PRIORITY = 50;

let registered = false;

eventRegistration.onCheckoutValidation( async () => {
	if ( registered ) {
		return true;
	}
	try {
		const [ tracking, checkout ] = await Promise.all( [
			import( '@cesta/order-attribution' ),
			import( '@cesta/order-attribution/checkout' ),
		] );
		tracking.initOrderAttribution( tracking.readOrderAttributionParams() );
		checkout.registerOrderAttributionWithCheckout( { dispatch, subscribe } );
		registered = true;
	} catch {
		// Where the shopper came from matters less than their order.
	}
	return true;
}, ORDER_ATTRIBUTION_OBSERVER_PRIORITY );
