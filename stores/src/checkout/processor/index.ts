/** The checkout processor: runs the submit flow of spec 2 §4 on a registry, step by step. */

import type { DataRegistry } from '@wordpress/data';
import { getCustomerId, subscribeToCustomerId } from '@cesta/api';
import { noticesDispatch } from '@cesta/notices';

import { STORE_KEY as CART_STORE_KEY } from '../../cart/constants';
import { startCartSideEffects } from '../../cart/side-effects';
import { clearDirtyCustomerData } from '../../cart/side-effects/dirty-data';
import { CHECKOUT_EVENTS } from '../../events/constants';
import type { EventEmitter } from '../../events/emitter';
import { checkoutEventsEmitter } from '../../events/registration';
import { startPaymentMethodsAvailability } from '../../payment/availability';
import { STORE_KEY as PAYMENT_STORE_KEY } from '../../payment/constants';
import { noticeContexts } from '../../events/constants';
import { notices } from '../../messages';
import { STORE_KEY as STORE_NOTICES_STORE_KEY } from '../../store-notices/constants';
import { loadOnce } from '../../utils/load-once';
import { CHECKOUT_NOTICE_ID, STATUS, STORE_KEY } from '../constants';
import { BUILT_IN_VALIDATION_PRIORITY, createBuiltInValidation } from './built-in-validation';
import { watchDraftOrder } from './draft-order-sync';
import { syncPaymentStatus } from './payment-sync';
import type { CheckoutSnapshot } from './payment-sync';

const placeOrderModule = loadOnce( () => import( './place-order' ) );

/**
 * The code that places the order (the request, its body, reading its
 * answer): a page needs it only once the shopper submits, so it downloads
 * then, while the validation observers run, and is at hand from then on.
 *
 * @example
 * const { sendOrder } = placeOrderCode.loaded() ?? ( await placeOrderCode.load() );
 */
export const placeOrderCode = {
	/** Downloads it once (again after a failure). */
	load: () => placeOrderModule(),
	/** The module once it has downloaded, else `undefined`. */
	loaded: () => placeOrderModule.loaded(),
};

/** The order's code could not load (offline): nothing was sent, the shopper may try again. */
function showOrderNotSent( registry: DataRegistry ) {
	noticesDispatch( registry ).createErrorNotice( notices.genericError(), {
		id: CHECKOUT_NOTICE_ID,
		context: noticeContexts.CHECKOUT,
	} );
	registry.dispatch( STORE_KEY ).__internalSetHasError( true );
}

/**
 * Options of the checkout processor.
 *
 * @example
 * startCheckoutProcessor( registry, { redirect: ( url ) => router.push( url ) } );
 */
export interface CheckoutProcessorOptions {
	/** The emitter observers subscribe to. @default checkoutEventsEmitter */
	emitter?: EventEmitter;
	/** Sends the shopper to the order-received page. @default window.location.assign */
	redirect?: ( url: string ) => void;
}

const defaultRedirect = ( url: string ) => window.location.assign( url );

/**
 * Runs the submit flow of spec 2 §4 for a registry, reacting to the checkout
 * status as WooCommerce's checkout providers do:
 * 1. before-processing: error notices cleared, `checkout_validation`
 *    observers run (the checkout's own first, priority 0);
 * 2. processing (not calculating, no error): payment set to processing and
 *    `payment_setup` observers run when the cart needs payment; a payment
 *    error sets the checkout's error flag, which returns it to idle;
 * 3. otherwise `POST /checkout` is sent, one request at a time (its code
 *    loads with the first submit; if it cannot, nothing is sent, an error
 *    notice shows and the checkout returns to idle);
 * 4–6. after-processing: `checkout_success` or `checkout_fail` observers;
 * 7. complete: the dirty-customer-data flag is removed and the shopper redirected.
 * It also keeps the customer id in step with every response's `User-ID`
 * header, and starts the cart's side effects, the payment availability checks
 * and the draft-order sync. Returns the stop function.
 *
 * @example
 * const stop = startCheckoutProcessor( registry );
 */
export function startCheckoutProcessor(
	registry: DataRegistry,
	{ emitter = checkoutEventsEmitter, redirect = defaultRedirect }: CheckoutProcessorOptions = {}
): () => void {
	const checkout = registry.select( STORE_KEY );
	const snapshot = (): CheckoutSnapshot => ( {
		status: checkout.getCheckoutStatus(),
		hasError: checkout.hasError(),
		isCalculating: checkout.isCalculating(),
	} );
	let previous = snapshot();
	let roundStarted = false;
	let requestInFlight = false;

	const processOrder = async () => {
		roundStarted = true;
		if ( registry.select( CART_STORE_KEY ).getCartData().needsPayment ) {
			const payment = registry.dispatch( PAYMENT_STORE_KEY );
			payment.__internalSetPaymentProcessing();
			await payment.__internalEmitPaymentProcessingEvent( emitter );
			if ( registry.select( PAYMENT_STORE_KEY ).hasPaymentError() ) {
				registry.dispatch( STORE_KEY ).__internalSetHasError( true );
				return;
			}
		}
		if ( ! checkout.isProcessing() || checkout.hasError() || requestInFlight ) {
			return;
		}
		requestInFlight = true;
		try {
			let code = placeOrderCode.loaded();
			if ( ! code ) {
				try {
					code = await placeOrderCode.load();
				} catch {
					showOrderNotSent( registry );
					return;
				}
			}
			await code.sendOrder( registry );
		} finally {
			requestInFlight = false;
		}
	};

	const onChange = () => {
		const current = snapshot();
		const before = previous;
		previous = current;
		syncPaymentStatus( registry, before, current );
		const entered = ( status: string ) => current.status === status && before.status !== status;

		if ( entered( STATUS.BEFORE_PROCESSING ) ) {
			placeOrderCode.load().catch( () => undefined );
			registry.dispatch( STORE_NOTICES_STORE_KEY ).removeNoticesWithStatus( 'error' );
			void registry.dispatch( STORE_KEY ).__internalEmitValidateEvent( { emitter } );
		}
		if ( current.status !== STATUS.PROCESSING ) {
			roundStarted = false;
		} else if ( ! roundStarted && ! current.hasError && ! current.isCalculating ) {
			void processOrder();
		}
		if (
			current.status === STATUS.AFTER_PROCESSING &&
			( entered( STATUS.AFTER_PROCESSING ) || ( current.hasError && ! before.hasError ) )
		) {
			void registry.dispatch( STORE_KEY ).__internalEmitAfterProcessingEvents( { emitter } );
		}
		if ( entered( STATUS.COMPLETE ) ) {
			clearDirtyCustomerData();
			const url = checkout.getRedirectUrl();
			if ( url ) {
				redirect( url );
			}
		}
	};

	const unsubscribeValidation = emitter.subscribe(
		CHECKOUT_EVENTS.CHECKOUT_VALIDATION,
		createBuiltInValidation( registry ),
		BUILT_IN_VALIDATION_PRIORITY
	);
	const unsubscribe = registry.subscribe( () => {
		const next = snapshot();
		if (
			next.status !== previous.status ||
			next.hasError !== previous.hasError ||
			next.isCalculating !== previous.isCalculating
		) {
			onChange();
		}
	} );
	const setCustomerId = ( customerId: number | null ) => {
		if ( typeof customerId === 'number' ) {
			registry.dispatch( STORE_KEY ).__internalSetCustomerId( customerId );
		}
	};
	setCustomerId( getCustomerId() );
	const releases = [
		subscribeToCustomerId( setCustomerId ),
		startCartSideEffects( registry ),
		startPaymentMethodsAvailability( registry ),
		watchDraftOrder( registry ),
	];
	return () => {
		unsubscribe();
		unsubscribeValidation();
		releases.forEach( ( release ) => release() );
	};
}
