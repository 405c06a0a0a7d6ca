import type { DataRegistry, ThunkArgs } from '@wordpress/data';
import {
	buildCanMakePaymentArgument,
	checkPaymentMethodsAvailability,
	formatRegistrationErrorNotice,
	getExpressPaymentMethods,
	getPaymentMethods,
	subscribeToPaymentMethods,
} from '@cesta/registry';
import type { PaymentMethodAvailabilityError } from '@cesta/registry';

import { STORE_KEY as CART_STORE_KEY } from '../cart/constants';
import { PAYMENT_AVAILABILITY_REFRESH_DEBOUNCE_MS } from '../constants';
import { noticesDispatch } from '../utils/notices';
import { createRegistryState, isEditorRegistry } from '../utils/registry-state';
import { createSharedSideEffect } from '../utils/side-effect';
import { STORE_KEY } from './constants';
import type { paymentStore } from './index';
import type { PlainPaymentMethods } from './types';

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
	async ( { dispatch, registry }: Thunk ): Promise< void > => {
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
		let results;
		try {
			results = await Promise.all( [
				checkPaymentMethodsAvailability( {
					...options,
					paymentMethods: getPaymentMethods(),
				} ),
				checkPaymentMethodsAvailability( {
					...options,
					paymentMethods: getExpressPaymentMethods(),
					express: true,
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
				toPlain( Object.values( getExpressPaymentMethods() ) )
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
 * cart last changed, and whenever a payment method registers. Shared per
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
		lastCart = cart.getCartData();
		clearTimeout( timer );
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
