/** Fires `shipping_rates_success` or `shipping_rates_fail` whenever the cart's shipping rates settle. */

import type { DataRegistry } from '@wordpress/data';

import { SHIPPING_EVENTS } from '../../events/constants';
import { checkoutEventsEmitter } from '../../events/registration';
import { STORE_KEY } from '../constants';
import { getCartShippingErrorStatus, SHIPPING_ERROR_STATUS } from '../shipping-status';

/**
 * Fires the shipping-rate events (spec 2 §4) whenever the rates settle: once
 * nothing is loading, `shipping_rates_fail` when there are no rates or a
 * shipping error exists (with the error status), otherwise
 * `shipping_rates_success` (with the packages). Returns the stop function.
 *
 * @example
 * const stop = watchShippingRateEvents( registry );
 */
export function watchShippingRateEvents( registry: DataRegistry ): () => void {
	const cart = registry.select( STORE_KEY );
	const isLoading = () =>
		cart.isAddressFieldsForShippingRatesUpdating() || cart.isShippingRateBeingSelected();
	let lastRates = cart.getShippingRates();
	let wasLoading = isLoading();

	return registry.subscribe( () => {
		const loading = isLoading();
		const rates = cart.getShippingRates();
		const settled = ! loading && ( wasLoading || rates !== lastRates );
		wasLoading = loading;
		lastRates = rates;
		if ( ! settled || ! cart.getNeedsShipping() ) {
			return;
		}
		const status = getCartShippingErrorStatus( registry );
		const hasRates = rates.some(
			( pkg: { shipping_rates: unknown[] } ) => pkg.shipping_rates.length > 0
		);
		if ( ! hasRates || status !== SHIPPING_ERROR_STATUS.NONE ) {
			void checkoutEventsEmitter.emit( SHIPPING_EVENTS.SHIPPING_RATES_FAIL, {
				hasInvalidAddress: status === SHIPPING_ERROR_STATUS.INVALID_ADDRESS,
				hasError: status !== SHIPPING_ERROR_STATUS.NONE,
			} );
		} else {
			void checkoutEventsEmitter.emit( SHIPPING_EVENTS.SHIPPING_RATES_SUCCESS, rates );
		}
	}, STORE_KEY );
}
