/** Entry `@cesta/order-attribution/checkout`: the block checkout sends the order's attribution as its extension data. */

import { CHECKOUT_STORE_KEY, ORDER_ATTRIBUTION_EXTENSION_NAMESPACE } from './constants';
import { orderAttributionExtensionData, subscribeToOrderAttribution } from './page-tracking';

/**
 * The part of a `@wordpress/data` registry this entry uses; named here so
 * the package needs neither `@wordpress/data` nor the stores.
 *
 * @example
 * const registry: CheckoutRegistry = createRegistry();
 */
export interface CheckoutRegistry {
	dispatch( storeKey: string ): unknown;
	subscribe( listener: () => void, storeKey?: string ): () => void;
}

interface CheckoutActions {
	__internalSetExtensionData?: (
		namespace: string,
		data: Record< string, unknown >,
		replace?: boolean
	) => unknown;
}

const checkoutActions = ( registry: CheckoutRegistry ) =>
	registry.dispatch( CHECKOUT_STORE_KEY ) as CheckoutActions | undefined;

/**
 * Makes the block checkout send the order's attribution: sets it as the
 * checkout store's extension data under `woocommerce/order-attribution`
 * (so `POST /checkout` carries it in `extensions`), now — or, when the
 * checkout store is not registered yet, on its first change (placing an
 * order changes its status before anything is sent) — and again whenever
 * tracking is turned on or off. Returns a function that stops the updates.
 *
 * @example
 * initOrderAttribution( readOrderAttributionParams() );
 * registerOrderAttributionWithCheckout( registry );
 */
export function registerOrderAttributionWithCheckout( registry: CheckoutRegistry ): () => void {
	const send = () =>
		checkoutActions( registry )?.__internalSetExtensionData?.(
			ORDER_ATTRIBUTION_EXTENSION_NAMESPACE,
			{ ...orderAttributionExtensionData() },
			true
		);
	let stopWaiting = () => {};
	if ( checkoutActions( registry )?.__internalSetExtensionData ) {
		send();
	} else {
		stopWaiting = registry.subscribe( () => {
			if ( checkoutActions( registry )?.__internalSetExtensionData ) {
				// Stop first: the dispatch below notifies this listener again.
				stopWaiting();
				send();
			}
		}, CHECKOUT_STORE_KEY );
	}
	const stopUpdating = subscribeToOrderAttribution( send );
	return () => {
		stopWaiting();
		stopUpdating();
	};
}

export type { OrderAttributionData } from './types';
