/** The payment store's thunks: the active method, the available methods with a default, express errors. */

import type { ThunkArgs } from '@wordpress/data';
import { doAction } from '@wordpress/hooks';
import { noticesDispatch } from '@cesta/notices';

import { STORE_KEY as CART_STORE_KEY } from '../cart/constants';
import { noticeContexts } from '../events/constants';
import * as actions from './actions';
import { EXPRESS_PAYMENT_ERROR_NOTICE_ID, SET_ACTIVE_PAYMENT_METHOD_HOOK } from './constants';
import type { paymentStore } from './index';
import type { PlainPaymentMethods } from './types';
import type { EventEmitter } from '../events/emitter';
import { loadOnce } from '../utils/load-once';

export { __internalUpdateAvailablePaymentMethods } from './availability';

type Thunk = ThunkArgs< typeof paymentStore >;

/**
 * Makes a method active with its data; when the method changes, fires the
 * `set-active-payment-method` checkout event (WordPress action
 * `experimental__woocommerce_blocks-checkout-set-active-payment-method`).
 *
 * @example
 * dispatch( paymentStore ).__internalSetActivePaymentMethod( 'bacs' );
 */
export const __internalSetActivePaymentMethod =
	( activePaymentMethod: string, paymentMethodData: Record< string, unknown > = {} ) =>
	( { dispatch, select, registry }: Thunk ): void => {
		const previous = select.getActivePaymentMethod();
		dispatch( actions.receiveActivePaymentMethod( activePaymentMethod, paymentMethodData ) );
		if ( previous !== activePaymentMethod ) {
			const storeCart = registry.stores[ CART_STORE_KEY ]
				? registry.select( CART_STORE_KEY ).getCartData()
				: undefined;
			doAction( SET_ACTIVE_PAYMENT_METHOD_HOOK, {
				paymentMethodSlug: activePaymentMethod,
				storeCart,
			} );
		}
	};

/**
 * Chooses the active method after the available ones changed and the active
 * one is gone (spec 2 §4): the customer's default saved token (or first
 * saved) of an available gateway, otherwise the first available method.
 */
const chooseDefaultPaymentMethod =
	( paymentMethods: PlainPaymentMethods ) =>
	( { dispatch, select }: Thunk ): void => {
		const savedTokens = Object.values( select.getSavedPaymentMethods() )
			.flat()
			.filter( ( token ) => token.method.gateway in paymentMethods );
		const savedToken = savedTokens.find( ( token ) => token.is_default ) ?? savedTokens[ 0 ];
		if ( savedToken ) {
			const token = String( savedToken.tokenId );
			const gateway = savedToken.method.gateway;
			dispatch.__internalSetActivePaymentMethod( gateway, {
				token,
				payment_method: gateway,
				[ `wc-${ gateway }-payment-token` ]: token,
				isSavedToken: true,
			} );
			return;
		}
		const active = select.getActivePaymentMethod();
		if ( active && active in select.getAvailableExpressPaymentMethods() ) {
			return;
		}
		dispatch.__internalSetPaymentIdle();
		dispatch.__internalSetActivePaymentMethod( Object.keys( paymentMethods )[ 0 ] ?? '' );
	};

/**
 * Replaces the available methods; when the active method is no longer among
 * them, a default is chosen (see spec 2 §4).
 *
 * @example
 * dispatch( paymentStore ).__internalSetAvailablePaymentMethods( { bacs: { name: 'bacs' } } );
 */
export const __internalSetAvailablePaymentMethods =
	( paymentMethods: PlainPaymentMethods ) =>
	( { dispatch, select }: Thunk ): void => {
		dispatch( actions.receiveAvailablePaymentMethods( paymentMethods ) );
		if ( ! ( select.getActivePaymentMethod() in paymentMethods ) ) {
			dispatch( chooseDefaultPaymentMethod( paymentMethods ) );
		}
	};

/**
 * Shows (or, without a message, removes) the express payment error notice.
 *
 * @example
 * dispatch( paymentStore ).__internalSetExpressPaymentError( 'The wallet was closed.' );
 */
export const __internalSetExpressPaymentError =
	( message?: string ) =>
	( { registry }: Thunk ): void => {
		const { createErrorNotice, removeNotice } = noticesDispatch( registry );
		if ( message ) {
			createErrorNotice( message, {
				id: EXPRESS_PAYMENT_ERROR_NOTICE_ID,
				context: noticeContexts.EXPRESS_PAYMENTS,
			} );
		} else {
			removeNotice( EXPRESS_PAYMENT_ERROR_NOTICE_ID, noticeContexts.EXPRESS_PAYMENTS );
		}
	};

/**
 * An express method reported an error: payment error, the message shown in
 * the express payments area, the method from before restored.
 *
 * @example
 * dispatch( paymentStore ).__internalExpressPaymentError( 'Payment cancelled' );
 */
export const __internalExpressPaymentError =
	( message?: string ) =>
	( { dispatch }: Thunk ): void => {
		dispatch( actions.__internalExpressPaymentFailed() );
		dispatch.__internalSetExpressPaymentError( message );
	};

// Payment setup runs only when an order is placed: its code loads then.
const paymentSetup = loadOnce( () => import( './payment-setup' ) );

/**
 * Runs the `payment_setup` observers by priority, stopping at the first error
 * or failure (spec 2 §4), and applies the outcome:
 * - success (the last one wins): complete addresses from the metadata are
 *   applied, the payment data stored, payment ready;
 * - failure: the message in a non-dismissible notice `wc-payment-error`, the
 *   billing address applied, the data stored, payment error;
 * - error: the message shown, payment error, validation errors applied;
 * - no answer: payment ready.
 * Loaded on first use (only checkouts run it): the first call waits for its
 * code; later calls run at once.
 *
 * @example
 * await dispatch( paymentStore ).__internalEmitPaymentProcessingEvent();
 */
export const __internalEmitPaymentProcessingEvent =
	( emitter?: EventEmitter ) =>
	async ( thunkArgs: Thunk ): Promise< void > =>
		( paymentSetup.loaded() ?? ( await paymentSetup() ) ).__internalEmitPaymentProcessingEvent(
			emitter
		)( thunkArgs );
