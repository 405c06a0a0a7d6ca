/** usePaymentMethodInterface: the payment method interface from the stores, stable while nothing changes. */

import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import deprecated from '@wordpress/deprecated';
import { useCallback, useMemo } from '@wordpress/element';
import {
	cartStore,
	checkoutStore,
	getCartShippingErrorStatus,
	paymentStore,
	submitCheckout,
	useShippingData,
	useStoreCart,
	withCountryReset,
} from '@cesta/data';
import type { EventEmitter, EventRegistration, StoreCart } from '@cesta/data';
import { getSetting } from '@cesta/settings';

import { DEPRECATIONS } from '../messages';
import { buildPaymentMethodInterface } from './build-payment-method-interface';
import type { PaymentMethodInterface } from './types';
import { validateCheckout } from './validate-checkout';

/** The cart members the interface is built from (its addresses are read live, see below). */
const INTERFACE_CART_MEMBERS = [
	'cartCoupons',
	'cartTotals',
	'cartNeedsShipping',
	'cartItems',
	'cartFees',
	'extensions',
	'shippingRates',
] as const;

/** Turns `object[ key ]` into a getter of `read()`, so whoever reads it gets the value of the moment. */
const defineLive = ( object: object, key: string, read: () => unknown ) =>
	Object.defineProperty( object, key, { enumerable: true, configurable: true, get: read } );

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
 * `RegistryProvider`. The object changes only when something in it does,
 * except the addresses (`billing.billingAddress`, `billing.billingData`,
 * `shippingData.shippingAddress`): they are read from the cart store when a
 * method reads them, so typing an address, which changes the cart on every
 * keystroke, does not re-render the payment methods.
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
	// Only the members read here are subscribed to. Typing an address changes
	// the cart on every keystroke: the methods get the addresses live (getters
	// reading the store) instead of re-rendering the payment area for each
	// character.
	const cartValues = INTERFACE_CART_MEMBERS.map( ( key ) => storeCart[ key ] );
	const cart = useMemo( () => {
		const members: Record< string, unknown > = Object.fromEntries(
			INTERFACE_CART_MEMBERS.map( ( key, index ) => [ key, cartValues[ index ] ] )
		);
		const data = () => registry.select( cartStore ).getCartData();
		defineLive( members, 'billingAddress', () => data().billingAddress );
		defineLive( members, 'billingData', () => data().billingAddress );
		defineLive( members, 'shippingAddress', () => data().shippingAddress );
		return members as unknown as StoreCart;
		// Every member keeps its reference while unchanged, so comparing them is enough.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ registry, ...cartValues ] );
	const { selectedRates, isSelectingRate, shippingRatesLoading, selectShippingRate } =
		useShippingData();
	// `useShippingAddress().setShippingAddress`, without subscribing to the address.
	const setShippingAddress = useCallback(
		( patch: Parameters< typeof withCountryReset >[ 0 ] ) => {
			const current = registry.select( cartStore ).getCartData().shippingAddress;
			const next = withCountryReset( patch, current );
			void registry.dispatch( cartStore ).setShippingAddress( next );
			if ( registry.select( checkoutStore ).getUseShippingAsBilling() ) {
				const { email: _email, ...mirrored } = next as typeof next & { email?: string };
				void registry.dispatch( cartStore ).setBillingAddress( mirrored );
			}
		},
		[ registry ]
	);
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

	// `cart` keeps its identity while every member it holds keeps its own, so
	// depending on it rebuilds the interface only when a cart member has changed.
	return useMemo( () => {
		const props = buildPaymentMethodInterface( {
			cart,
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
		} );
		defineLive( props.billing, 'billingAddress', () => cart.billingAddress );
		defineLive( props.billing, 'billingData', () => cart.billingAddress );
		defineLive( props.shippingData, 'shippingAddress', () => cart.shippingAddress );
		return props;
	}, [
		cart,
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
	] );
}
