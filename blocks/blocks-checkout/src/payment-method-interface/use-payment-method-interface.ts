/** usePaymentMethodInterface: the payment method interface from the stores, stable while nothing changes. */

import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import deprecated from '@wordpress/deprecated';
import { useCallback, useMemo } from '@wordpress/element';
import {
	checkoutStore,
	getCartShippingErrorStatus,
	paymentStore,
	submitCheckout,
	useShippingAddress,
	useShippingData,
	useStoreCart,
} from '@cesta/data';
import type { EventEmitter, EventRegistration } from '@cesta/data';
import { getSetting } from '@cesta/settings';

import { DEPRECATIONS } from '../messages';
import { buildPaymentMethodInterface } from './build-payment-method-interface';
import type { PaymentMethodInterface } from './types';
import { validateCheckout } from './validate-checkout';

/**
 * Options of `usePaymentMethodInterface`, for checkouts that run their flow
 * on an emitter of their own (`startCheckoutProcessor( registry, { emitter } )`).
 *
 * @example
 * usePaymentMethodInterface( { emitter, eventRegistration: createEventRegistration( emitter ) } );
 */
export interface PaymentMethodInterfaceOptions {
	/** The emitter `validate()` runs `checkout_validation` on. @default checkoutEventsEmitter */
	emitter?: EventEmitter;
	/** The registrars handed to methods. @default eventRegistration of `@cesta/data` */
	eventRegistration?: EventRegistration;
}

/**
 * The props of a payment method's elements (WooCommerce's
 * `usePaymentMethodInterface`), from the stores of the surrounding
 * `RegistryProvider`. The object changes only when something in it does.
 *
 * @example
 * const props = usePaymentMethodInterface();
 * return cloneElement( method.content, props );
 */
export function usePaymentMethodInterface(
	options: PaymentMethodInterfaceOptions = {}
): PaymentMethodInterface {
	const { emitter, eventRegistration } = options;
	const registry = useRegistry();
	const storeCart = useStoreCart();
	const { selectedRates, isSelectingRate, shippingRatesLoading, selectShippingRate } =
		useShippingData();
	const { setShippingAddress } = useShippingAddress();
	const shippingErrorStatus = useSelect(
		( _select, selectRegistry ) => getCartShippingErrorStatus( selectRegistry ),
		[]
	);
	const { __internalSetExpressPaymentError } = useDispatch( paymentStore );
	const checkout = useSelect( ( select ) => {
		const store = select( checkoutStore );
		return {
			isCalculating: store.isCalculating(),
			isComplete: store.isComplete(),
			isIdle: store.isIdle(),
			isProcessing: store.isProcessing(),
			customerId: store.getCustomerId(),
		};
	}, [] );
	const payment = useSelect( ( select ) => {
		const store = select( paymentStore );
		return {
			activePaymentMethod: store.getActivePaymentMethod(),
			shouldSavePayment: store.getShouldSavePaymentMethod(),
			isIdle: store.isPaymentIdle(),
			isStarted: store.isExpressPaymentStarted(),
			isProcessing: store.isPaymentProcessing(),
			hasError: store.hasPaymentError(),
			isReady: store.isPaymentReady(),
			isDoingExpressPayment: store.isExpressPaymentMethodActive(),
		};
	}, [] );

	const onSubmit = useCallback( () => void submitCheckout( registry ), [ registry ] );
	const validate = useCallback(
		() => validateCheckout( registry, emitter ),
		[ registry, emitter ]
	);
	const setExpressPaymentError = useCallback(
		( message?: string ) => {
			const { feature, alternative } = DEPRECATIONS.setExpressPaymentError;
			deprecated( feature, { alternative, plugin: 'Cesta', since: '0.1.0' } );
			void __internalSetExpressPaymentError( message );
		},
		[ __internalSetExpressPaymentError ]
	);

	// `useStoreCart` keeps its identity while every member read from it keeps
	// its own, so depending on it alone rebuilds the interface only when a cart
	// member the interface reads has changed.
	return useMemo(
		() =>
			buildPaymentMethodInterface( {
				cart: storeCart,
				checkout,
				payment,
				shipping: { selectedRates, isSelectingRate, shippingRatesLoading },
				shippingErrorStatus,
				displayPricesIncludingTax: getSetting( 'displayCartPricesIncludingTax', false ),
				actions: {
					onSubmit,
					validate,
					selectShippingRate,
					setShippingAddress,
					setExpressPaymentError,
				},
				...( eventRegistration ? { eventRegistration } : {} ),
			} ),
		[
			storeCart,
			checkout,
			payment,
			selectedRates,
			isSelectingRate,
			shippingRatesLoading,
			shippingErrorStatus,
			onSubmit,
			validate,
			selectShippingRate,
			setShippingAddress,
			setExpressPaymentError,
			eventRegistration,
		]
	);
}
