/** Keeps the available payment methods current: asks each registered method whether it can pay the cart. */

import type { DataRegistry, ThunkArgs } from '@wordpress/data';
import { noticesDispatch } from '@cesta/notices';
import {
	buildCanMakePaymentArgument,
	checkPaymentMethodsAvailability,
	formatRegistrationErrorNotice,
	getExpressPaymentMethods,
	getPaymentMethods,
	orderPaymentMethodNames,
	readPaymentMethodSortOrder,
	subscribeToPaymentMethods,
} from '@cesta/registry';
import type {
	CheckablePaymentMethod,
	PaymentMethodAvailability,
	PaymentMethodAvailabilityError,
} from '@cesta/registry';

import { STORE_KEY as CART_STORE_KEY } from '../cart/constants';
import { PAYMENT_AVAILABILITY_REFRESH_DEBOUNCE_MS } from '../constants';
import { createRegistryState, isEditorRegistry } from '../utils/registry-state';
import { createSharedSideEffect } from '../utils/side-effect';
import { receiveAvailablePaymentMethods } from './actions';
import { STORE_KEY } from './constants';
import type { paymentStore } from './index';
import type { PlainPaymentMethods, SavedPaymentMethods } from './types';

type Thunk = ThunkArgs< typeof paymentStore >;

const stringOf = ( value: unknown ) => ( typeof value === 'string' ? value : undefined );

/** The serialisable part of a registered method (the store keeps no React elements or callbacks). */
const toPlain = ( methods: readonly object[] ): PlainPaymentMethods =>
	Object.fromEntries(
		methods.map( ( method ) => {
			const { name, title, description, gatewayId, supports } = method as Record<
				string,
				unknown
			>;
			const style = ( supports as { style?: unknown } | undefined )?.style;
			const plain = {
				name: String( name ),
				title: stringOf( title ),
				description: stringOf( description ),
				gatewayId: stringOf( gatewayId ),
				supportsStyle: Array.isArray( style ) ? ( style as string[] ) : undefined,
			};
			return [
				plain.name,
				Object.fromEntries(
					Object.entries( plain ).filter( ( [ , value ] ) => value !== undefined )
				) as unknown as PlainPaymentMethods[ string ],
			];
		} )
	);

/**
 * The gateways of the customer's saved tokens in the order the default is
 * chosen from them (the default token's first, then the others as listed):
 * a saved token wins over every method's rank (spec 2 §4).
 */
const savedTokenGateways = ( saved: SavedPaymentMethods ): string[] => {
	const tokens = Object.values( saved ).flat();
	return [
		...tokens.filter( ( token ) => token.is_default ),
		...tokens.filter( ( token ) => ! token.is_default ),
	].map( ( token ) => token.method.gateway );
};

/**
 * Whether the method that should become the default is already known: the
 * gateway of the customer's preferred saved token, else the first method in
 * the final order, that is not ruled out is available, not still being asked.
 * Until then a slower, higher-ranked method (or a saved card's gateway) could
 * win.
 */
const isFirstChoiceKnown = (
	names: readonly string[],
	{ available, pending }: PaymentMethodAvailability< CheckablePaymentMethod >,
	saved: SavedPaymentMethods
): boolean => {
	const availableNames = new Set( available.map( ( method ) => method.name ) );
	const pendingNames = new Set( pending );
	for ( const name of [
		...savedTokenGateways( saved ),
		...orderPaymentMethodNames( [ ...names ], readPaymentMethodSortOrder() ),
	] ) {
		if ( pendingNames.has( name ) ) {
			return false;
		}
		if ( availableNames.has( name ) ) {
			return true;
		}
	}
	return false;
};

/**
 * The methods to show while a check runs: those that have answered yes, plus
 * those still being asked that were available before, so a re-check after a
 * cart change does not hide a slow method (or the active one) until it answers.
 */
const withPendingAsBefore = < M extends CheckablePaymentMethod >(
	methods: Readonly< Record< string, M > >,
	{ available, pending }: PaymentMethodAvailability< M >,
	before: PlainPaymentMethods
): M[] => {
	const yes = new Set( available.map( ( method ) => method.name ) );
	const stillAsked = new Set( pending );
	return orderPaymentMethodNames( Object.keys( methods ), readPaymentMethodSortOrder() )
		.filter( ( name ) => yes.has( name ) || ( stillAsked.has( name ) && name in before ) )
		.map( ( name ) => methods[ name ]! );
};

const checks = createRegistryState( () => ( { controller: null as AbortController | null } ) );

const showErrors = ( registry: DataRegistry, errors: PaymentMethodAvailabilityError[] ) => {
	const { createErrorNotice } = noticesDispatch( registry );
	errors.forEach( ( error ) =>
		createErrorNotice( formatRegistrationErrorNotice( error.paymentMethodId, error.reason ), {
			id: error.noticeId,
			context: error.noticeContext,
		} )
	);
};

/**
 * Asks every registered payment and express method whether it can pay for
 * the current cart (their `canMakePayment` with the cart, addresses and
 * totals, through `@cesta/registry`), then stores the available ones; when
 * the active method is gone a default is chosen. A newer check cancels an
 * older one. Failed checks become notices for administrators and the editor.
 *
 * @example
 * await dispatch( paymentStore ).__internalUpdateAvailablePaymentMethods();
 */
export const __internalUpdateAvailablePaymentMethods =
	() =>
	async ( { dispatch, registry, select }: Thunk ): Promise< void > => {
		const state = checks( registry );
		state.controller?.abort();
		const controller = new AbortController();
		state.controller = controller;
		const cart = registry.select( CART_STORE_KEY );
		const canMakePaymentArgument = buildCanMakePaymentArgument( {
			cart: cart.getCartData(),
			cartIsLoading: ! cart.hasFinishedResolution( 'getCartData', [] ),
			cartErrors: cart.getCartErrors(),
			isLoadingRates: cart.isAddressFieldsForShippingRatesUpdating(),
			receiveCart: registry.dispatch( CART_STORE_KEY ).receiveCart,
		} );
		const options = {
			canMakePaymentArgument,
			isEditor: isEditorRegistry( registry ),
			signal: controller.signal,
		};
		const paymentMethods = getPaymentMethods();
		const expressPaymentMethods = getExpressPaymentMethods();
		// Each method is shown as soon as its answer is known, so a slow
		// `canMakePayment` never holds the others back; the final result below
		// settles the lists once every method has answered or timed out.
		const showRegularSoFar = (
			partial: PaymentMethodAvailability< CheckablePaymentMethod >
		) => {
			if ( partial.isComplete ) {
				return;
			}
			const known = withPendingAsBefore(
				paymentMethods,
				partial,
				select.getAvailablePaymentMethods()
			);
			if ( known.length === 0 ) {
				return;
			}
			const plain = toPlain( known );
			registry.batch( () => {
				// A default is chosen only once it cannot change any more, and never
				// in place of an active method that is still being asked.
				const active = select.getActivePaymentMethod();
				if (
					! partial.pending.includes( active ) &&
					isFirstChoiceKnown(
						Object.keys( paymentMethods ),
						partial,
						select.getSavedPaymentMethods()
					)
				) {
					dispatch.__internalSetAvailablePaymentMethods( plain );
				} else {
					dispatch( receiveAvailablePaymentMethods( plain ) );
				}
				dispatch.__internalSetPaymentMethodsInitialized( true );
			} );
		};
		const showExpressSoFar = (
			partial: PaymentMethodAvailability< CheckablePaymentMethod >
		) => {
			if ( partial.isComplete ) {
				return;
			}
			const known = withPendingAsBefore(
				expressPaymentMethods,
				partial,
				select.getAvailableExpressPaymentMethods()
			);
			if ( known.length === 0 ) {
				return;
			}
			registry.batch( () => {
				dispatch.__internalSetAvailableExpressPaymentMethods( toPlain( known ) );
				dispatch.__internalSetExpressPaymentMethodsInitialized( true );
			} );
		};
		let results;
		try {
			results = await Promise.all( [
				checkPaymentMethodsAvailability( {
					...options,
					paymentMethods,
					onResult: showRegularSoFar,
				} ),
				checkPaymentMethodsAvailability( {
					...options,
					paymentMethods: expressPaymentMethods,
					express: true,
					onResult: showExpressSoFar,
				} ),
			] );
		} catch ( error ) {
			if ( controller.signal.aborted ) {
				return;
			}
			throw error;
		}
		const [ regular, express ] = results;
		registry.batch( () => {
			dispatch.__internalSetRegisteredExpressPaymentMethods(
				toPlain( Object.values( expressPaymentMethods ) )
			);
			dispatch.__internalSetAvailableExpressPaymentMethods( toPlain( express.available ) );
			dispatch.__internalSetAvailablePaymentMethods( toPlain( regular.available ) );
			dispatch.__internalSetPaymentMethodsInitialized( true );
			dispatch.__internalSetExpressPaymentMethodsInitialized( true );
		} );
		showErrors( registry, [ ...regular.errors, ...express.errors ] );
	};

/**
 * Keeps the available payment methods current: checked once the cart has
 * loaded, again `PAYMENT_AVAILABILITY_REFRESH_DEBOUNCE_MS` (1000 ms) after the
 * cart last changed, and whenever a payment method registers. The first cart
 * that brings gateways after one without (the empty cart of a visitor without
 * a session, spec 2 §6, then the first add's) is checked at once, like the
 * first cart, so a default method is chosen as at start. Shared per
 * registry; returns the release function.
 *
 * @example
 * const release = startPaymentMethodsAvailability( registry );
 */
export const startPaymentMethodsAvailability = createSharedSideEffect( ( registry ) => {
	const cart = registry.select( CART_STORE_KEY );
	const update = () =>
		registry
			.dispatch( STORE_KEY )
			.__internalUpdateAvailablePaymentMethods()
			.catch( ( error: unknown ) => {
				console.error( error );
			} );
	let timer: ReturnType< typeof setTimeout > | undefined;
	let lastCart = cart.getCartData();
	let checkedOnce = false;
	const onCartChange = () => {
		if ( ! cart.hasFinishedResolution( 'getCartData', [] ) ) {
			return;
		}
		if ( ! checkedOnce ) {
			checkedOnce = true;
			lastCart = cart.getCartData();
			void update();
			return;
		}
		if ( cart.getCartData() === lastCart ) {
			return;
		}
		const bringsFirstGateways =
			lastCart.paymentMethods.length === 0 && cart.getCartData().paymentMethods.length > 0;
		lastCart = cart.getCartData();
		clearTimeout( timer );
		if ( bringsFirstGateways ) {
			void update();
			return;
		}
		timer = setTimeout( update, PAYMENT_AVAILABILITY_REFRESH_DEBOUNCE_MS );
	};
	const unsubscribeCart = registry.subscribe( onCartChange, CART_STORE_KEY );
	const unsubscribeRegistry = subscribeToPaymentMethods( () => void update() );
	onCartChange();
	return () => {
		clearTimeout( timer );
		unsubscribeCart();
		unsubscribeRegistry();
		checks( registry ).controller?.abort();
	};
} );
