/** Places the order (`POST /checkout`) with the stores' data and processes the answer (spec 2 §4 step 3). */

import type { DataRegistry } from '@wordpress/data';
import { getCustomerId, placeOrder } from '@cesta/api';
import { noticesDispatch } from '@cesta/notices';
import { getSetting } from '@cesta/settings';
import type { ApiErrorResponse } from '@cesta/types';

import { STORE_KEY as CART_STORE_KEY } from '../../cart/constants';
import { noticeContexts } from '../../events/constants';
import { STORE_KEY as PAYMENT_STORE_KEY } from '../../payment/constants';
import { getPaymentMethodId } from '../../payment/payment-method-id';
import { STORE_KEY as STORE_NOTICES_STORE_KEY } from '../../store-notices/constants';
import { isApiError } from '../../store-notices/routing';
import { STORE_KEY as VALIDATION_STORE_KEY } from '../../validation/constants';
import { CHECKOUT_NOTICE_ID, STORE_KEY } from '../constants';
import { buildCheckoutPayload } from '../payload';
import type { CheckoutPayloadInput } from '../payload';
import { attemptKeyFor, endAttempt } from './attempt-key';
import { orderNotices } from './messages';

/** Client error codes meaning no server answer could be read: the order may or may not exist. */
const UNREADABLE_ANSWER_CODES = [ 'invalid_json', 'fetch_error', 'offline_error' ];

/** The code the client gives a non-2xx answer that is not an error object (a failed payment). */
const HTTP_ERROR_CODE = 'http_error';

/**
 * What the order request is built from, read from the stores.
 *
 * @example
 * const body = buildCheckoutPayload( readPayloadInput( registry ) );
 */
export function readPayloadInput( registry: DataRegistry ): CheckoutPayloadInput {
	const cart = registry.select( CART_STORE_KEY ).getCartData();
	const checkout = registry.select( STORE_KEY );
	const payment = registry.select( PAYMENT_STORE_KEY );
	const customerId = checkout.getCustomerId();
	const shouldCreateAccount = checkout.getShouldCreateAccount();
	const activePaymentMethod = payment.getActivePaymentMethod();
	return {
		billingAddress: cart.billingAddress,
		shippingAddress: cart.shippingAddress,
		needsShipping: cart.needsShipping,
		needsPayment: cart.needsPayment,
		billingAsShipping: checkout.prefersCollection(),
		orderNotes: checkout.getOrderNotes(),
		shouldCreateAccount,
		customerPassword: checkout.getCustomerPassword(),
		extensionData: checkout.getExtensionData(),
		additionalFields: checkout.getAdditionalFields(),
		validationErrorIds: Object.keys(
			registry.select( VALIDATION_STORE_KEY ).getValidationErrors()
		),
		activePaymentMethod,
		paymentMethodId: getPaymentMethodId( activePaymentMethod ),
		paymentMethodData: payment.getPaymentMethodData(),
		shouldSavePayment: payment.getShouldSavePaymentMethod(),
		canSavePayment:
			customerId > 0 ||
			shouldCreateAccount ||
			getSetting< boolean >( 'checkoutAllowsGuest', true ) === false,
	};
}

const syncCustomerId = ( registry: DataRegistry ) => {
	const customerId = getCustomerId();
	if ( typeof customerId === 'number' ) {
		registry.dispatch( STORE_KEY ).__internalSetCustomerId( customerId );
	}
};

/** No readable answer: the order may exist, so the shopper is sent to check before retrying (spec 2 §8). */
function showUnknownFailure( registry: DataRegistry ) {
	const loggedIn = registry.select( STORE_KEY ).getCustomerId() > 0;
	noticesDispatch( registry ).createErrorNotice(
		loggedIn ? orderNotices.unknownOrderErrorCustomer() : orderNotices.unknownOrderErrorGuest(),
		{ id: CHECKOUT_NOTICE_ID, context: noticeContexts.CHECKOUT }
	);
	registry.dispatch( STORE_KEY ).__internalSetHasError( true );
}

function handleOrderError( registry: DataRegistry, error: unknown ) {
	const checkout = registry.dispatch( STORE_KEY );
	if ( ! isApiError( error ) || UNREADABLE_ANSWER_CODES.includes( error.code ) ) {
		// The attempt's key is kept: a retry repeats this attempt.
		showUnknownFailure( registry );
		return;
	}
	endAttempt( registry );
	const apiError = error as ApiErrorResponse;
	const body = apiError.data?.body;
	if ( apiError.code === HTTP_ERROR_CODE && typeof body === 'object' && body !== null ) {
		// A failed payment answers with the checkout object itself.
		registry.batch( () => {
			checkout.__internalSetHasError( true );
			checkout.__internalProcessCheckoutResponse( {
				...( body as object ),
				data: { status: apiError.data.status },
			} );
		} );
		return;
	}
	if ( apiError.data?.cart ) {
		registry.dispatch( CART_STORE_KEY ).receiveCartContents( apiError.data.cart );
	}
	registry
		.dispatch( STORE_NOTICES_STORE_KEY )
		.processErrorResponse( apiError, noticeContexts.CHECKOUT );
	registry.batch( () => {
		checkout.__internalSetHasError( true );
		checkout.__internalProcessCheckoutResponse( apiError );
	} );
}

/**
 * Sends the order (`POST /checkout`, spec 2 §4 step 3) and processes the
 * answer: success moves to after-processing with the redirect URL and payment
 * result; an error answer refreshes the cart when it carries one, shows its
 * notices and moves to after-processing with the error flag; an unreadable
 * answer (invalid JSON, dropped connection) shows the unknown-failure message
 * and returns to idle with the error flag. The customer id is taken from the
 * `User-ID` header either way. Each attempt carries its idempotency key
 * (`Idempotency-Key`); after an unreadable answer the next request repeats
 * the attempt with the same key, so an order that was placed is answered
 * again instead of placed twice; after any answer the next is a new attempt.
 *
 * @example
 * await sendOrder( registry );
 */
export async function sendOrder( registry: DataRegistry ): Promise< void > {
	const checkout = registry.dispatch( STORE_KEY );
	const body = buildCheckoutPayload( readPayloadInput( registry ) );
	try {
		const { response } = await placeOrder( body, {
			idempotencyKey: attemptKeyFor( registry ),
		} );
		endAttempt( registry );
		syncCustomerId( registry );
		registry.batch( () => {
			if ( typeof response?.order_id === 'number' && response.order_id > 0 ) {
				checkout.__internalSetOrderId( response.order_id );
			}
			checkout.__internalProcessCheckoutResponse( response );
		} );
	} catch ( error ) {
		syncCustomerId( registry );
		handleOrderError( registry, error );
	}
}
