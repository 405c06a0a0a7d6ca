/** useShippingOptionValidation: keeps an order without a rate to ship with from being placed. */

import { useDispatch } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

import { SHIPPING_RATES_ERROR_ID, useShippingData, validationStore } from '@cesta/data';

import {
	deliveryRatesOf,
	pickupRatesOf,
	shopOffersLocalPickup,
} from '../shipping-method/pickup-rates';
import { usePrefersCollection } from '../shipping-method/use-prefers-collection';
import { validationMessages } from './messages';

/**
 * While the cart needs shipping and the shopper's way of getting it has no
 * rate — delivery chosen and a package without a delivery rate, or pickup
 * chosen and no pickup location — the hidden validation error
 * `shipping-rates-error` stands, so placing the order says "Sorry, this
 * order requires a shipping option." (spec 2 §5) instead of sending it.
 * It is cleared as soon as a rate exists, and when the block goes.
 *
 * @example
 * useShippingOptionValidation();
 */
export function useShippingOptionValidation(): void {
	const { needsShipping, shippingRates, isCollectable } = useShippingData();
	const prefersCollection = usePrefersCollection();
	const { setValidationErrors, clearValidationError } = useDispatch( validationStore );
	const pickupStep = isCollectable && shopOffersLocalPickup();
	const missing =
		needsShipping &&
		( prefersCollection
			? pickupRatesOf( shippingRates ).length === 0
			: shippingRates.length === 0 ||
				shippingRates.some(
					( pack ) => deliveryRatesOf( pack, pickupStep ).length === 0
				) );
	useEffect( () => {
		if ( missing ) {
			setValidationErrors( {
				[ SHIPPING_RATES_ERROR_ID ]: {
					message: validationMessages.noShippingOption(),
					hidden: true,
				},
			} );
		} else {
			clearValidationError( SHIPPING_RATES_ERROR_ID );
		}
	}, [ missing, setValidationErrors, clearValidationError ] );
	useEffect(
		() => () => {
			clearValidationError( SHIPPING_RATES_ERROR_ID );
		},
		[ clearValidationError ]
	);
}
