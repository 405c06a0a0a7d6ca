/** The checkout: the session's draft order, cart validation, reading and updating it, placing the order. */

import type { CheckoutResponse } from '@cesta/types';

import { availableGateways, cartView, stockErrors, updateCustomer } from '../cart/cart';
import { dropInvalidCoupons } from '../cart/cart-coupons';
import type { CartTotals } from '../cart/totals-types';
import { inherited } from '../catalogue/catalogue';
import type { EngineDeps } from '../core/deps';
import { StoreApiError } from '../core/errors';
import type { SessionState } from '../core/types';
import {
	additionalFieldsOf,
	additionalFieldsResponse,
	assertRequiredAdditionalFields,
	sanitizeAdditionalFields,
} from './additional-fields';
import type { PlaceOrderInput, UpdateCheckoutInput } from './checkout-input';
import { defaultPaymentMethod } from './saved-cards';
import { validateOrderBeforePayment } from './checkout-validation';
import { completeOrder, createAccountIfAsked, releaseHolds, reserveStock } from './order-holds';
import { checkoutResponse } from './orders';
import type { OrderRecord } from './orders';
import { httpStatusForPayment, orderReceivedUrl, processPayment } from './payments';
import type { PaymentOutcome } from './payments';

const REUSABLE_STATUSES = [ 'checkout-draft', 'pending', 'failed' ];

/** What the order's line items are made of (the cart's `line_items` hash). */
const lineSignature = ( totals: CartTotals ) =>
	totals.lines
		.map( ( entry ) => `${ entry.line.key }:${ entry.line.quantity }:${ entry.total }` )
		.join( '|' );

/**
 * Creates the session's checkout-draft order, or refreshes it from the cart.
 *
 * @example
 * ensureDraftOrder( deps, session ).status; // 'checkout-draft'
 */
export function ensureDraftOrder( deps: EngineDeps, session: SessionState ): OrderRecord {
	const { response, totals } = cartView( deps, session, deps.revision() );
	const existing = session.draftOrderId ? deps.orders.get( session.draftOrderId ) : undefined;
	const fields = {
		customerId: session.userId,
		billing: { ...session.billing },
		shipping: { ...session.shipping },
		cart: response,
		totals,
		// Every sync sets the default method again (`update_order_from_cart`).
		paymentMethod: defaultPaymentMethod( deps, session ),
	};
	const newItemIds = () => totals.lines.map( () => deps.orders.nextItemId() );
	if ( existing && REUSABLE_STATUSES.includes( existing.status ) ) {
		// WooCommerce recreates the line items only when the cart's lines changed.
		const itemIds =
			lineSignature( existing.totals ) === lineSignature( totals )
				? existing.itemIds
				: newItemIds();
		Object.assign( existing, fields, { itemIds } );
		return existing;
	}
	const order = deps.orders.create( {
		...fields,
		itemIds: newItemIds(),
		status: 'checkout-draft',
		sessionId: session.id,
		customerNote: '',
		additionalFields: {},
		createdAt: deps.context.nowSeconds(),
		stockReduced: false,
		heldCoupons: [],
		paymentResult: null,
	} );
	session.draftOrderId = order.id;
	deps.sessions.save( session );
	return order;
}

/**
 * Re-syncs an existing draft order after the cart changed.
 *
 * @example
 * syncDraftOrder( deps, session );
 */
export function syncDraftOrder( deps: EngineDeps, session: SessionState ): void {
	const order = session.draftOrderId ? deps.orders.get( session.draftOrderId ) : undefined;
	if ( order && order.status === 'checkout-draft' && session.lines.length > 0 ) {
		ensureDraftOrder( deps, session );
	}
}

const ensureNotEmpty = (
	deps: EngineDeps,
	session: SessionState,
	extra: Record< string, unknown >,
	status: number
) => {
	if ( session.lines.length === 0 ) {
		throw new StoreApiError(
			'woocommerce_rest_cart_empty',
			status,
			deps.context.t( 'cartEmpty' ),
			extra
		);
	}
};

/**
 * `validate_cart`: stock problems and coupons that stopped being valid, 409.
 *
 * @example
 * validateCart( deps, session );
 */
export function validateCart( deps: EngineDeps, session: SessionState ): void {
	const [ first, ...rest ] = stockErrors( deps, session );
	if ( first ) {
		throw new StoreApiError(
			first.code,
			409,
			first.message,
			{},
			{ additionalErrors: rest.map( ( error ) => ( { ...error, data: null } ) ) }
		);
	}
	const [ coupon ] = dropInvalidCoupons( deps, session );
	if ( coupon ) {
		session.version++;
		throw new StoreApiError( coupon.code, 409, coupon.message, {}, { keepChanges: true } );
	}
}

/**
 * Stores posted additional fields on the order, and the contact ones on the
 * customer too, so the next checkout starts with them.
 */
const storeAdditionalFields = (
	deps: EngineDeps,
	session: SessionState,
	order: OrderRecord,
	posted: Record< string, unknown >
) => {
	const values = sanitizeAdditionalFields( deps.context, posted );
	order.additionalFields = { ...order.additionalFields, ...values };
	for ( const field of additionalFieldsOf( deps.context, 'contact' ) ) {
		if ( values[ field.id ] !== undefined ) {
			session.contactFields[ field.id ] = values[ field.id ];
		}
	}
};

/** The `additional_fields` of a checkout answer. */
const answeredFields = ( deps: EngineDeps, session: SessionState, order: OrderRecord ) =>
	additionalFieldsResponse( deps.context, order.additionalFields, session.contactFields );

/**
 * GET `/checkout`: the draft order of the cart, with the cart itself when
 * `__experimental_calc_totals` is set.
 *
 * @example
 * getCheckout( deps, session, { calcTotals: false } ).status; // 'checkout-draft'
 */
export function getCheckout(
	deps: EngineDeps,
	session: SessionState,
	options: { calcTotals: boolean }
): CheckoutResponse {
	ensureNotEmpty( deps, session, {}, 400 );
	const order = ensureDraftOrder( deps, session );
	return checkoutResponse( order, {
		paymentResult: { payment_status: '', payment_details: [], redirect_url: '' },
		cart: options.calcTotals ? order.cart : null,
		additionalFields: answeredFields( deps, session, order ),
	} );
}

/**
 * PUT `/checkout`: stores notes, payment method and additional fields on the
 * draft order without paying.
 *
 * @example
 * updateCheckout( deps, session, { order_notes: 'Portal 2' }, { calcTotals: true } ).__experimentalCart;
 */
export function updateCheckout(
	deps: EngineDeps,
	session: SessionState,
	input: UpdateCheckoutInput,
	options: { calcTotals: boolean }
): CheckoutResponse {
	assertRequiredAdditionalFields( deps.context, input.additional_fields ?? {}, {
		partial: true,
	} );
	ensureNotEmpty( deps, session, {}, 400 );
	if ( options.calcTotals ) {
		validateCart( deps, session );
	}
	const order = ensureDraftOrder( deps, session );
	if ( input.order_notes !== undefined ) {
		order.customerNote = input.order_notes;
	}
	if (
		input.payment_method !== undefined &&
		availableGateways( deps ).includes( input.payment_method )
	) {
		order.paymentMethod = input.payment_method;
		session.chosenPaymentMethod = input.payment_method;
	}
	storeAdditionalFields( deps, session, order, input.additional_fields ?? {} );
	return checkoutResponse( order, {
		paymentResult: null,
		cart: cartView( deps, session, deps.revision() ).response,
		additionalFields: answeredFields( deps, session, order ),
	} );
}

/**
 * POST `/checkout`: validates everything, places the order, runs the payment
 * and, when it goes through, empties the cart. The HTTP status follows the
 * payment status (200, 202, 400, 500).
 *
 * @example
 * placeOrder( deps, session, { billing_address, payment_method: 'bacs' } ).body.status; // 'on-hold'
 */
export function placeOrder(
	deps: EngineDeps,
	session: SessionState,
	input: PlaceOrderInput
): { status: number; body: CheckoutResponse } {
	const { settings, t } = deps.context;
	assertRequiredAdditionalFields( deps.context, input.additional_fields ?? {}, {
		partial: false,
	} );
	if (
		! settings.guestCheckout &&
		session.userId === 0 &&
		! ( settings.enableSignup && input.create_account )
	) {
		throw new StoreApiError(
			'woocommerce_rest_guest_checkout_disabled',
			403,
			t( 'guestCheckoutDisabled' )
		);
	}
	ensureNotEmpty( deps, session, { 0: 400 }, 409 );
	validateCart( deps, session );
	updateCustomer(
		deps,
		session,
		{
			billing_address: input.billing_address,
			shipping_address: input.shipping_address ?? input.billing_address,
		},
		{ checkEmail: true }
	);
	const order = ensureDraftOrder( deps, session );
	const { totals: cart } = cartView( deps, session, deps.revision() );
	if (
		input.expected_total !== undefined &&
		input.expected_total !== String( cart.totals.price )
	) {
		throw new StoreApiError(
			'woocommerce_rest_checkout_total_mismatch',
			409,
			t( 'totalMismatch' )
		);
	}
	order.customerNote = input.customer_note ?? order.customerNote;
	storeAdditionalFields( deps, session, order, input.additional_fields ?? {} );
	const needsPayment = cart.totals.price > 0;
	const gateway = deps.context.fixtures.paymentGateways.find(
		( candidate ) => candidate.id === input.payment_method
	);
	if ( needsPayment ) {
		if ( ! input.payment_method ) {
			throw new StoreApiError(
				'woocommerce_rest_checkout_missing_payment_method',
				400,
				t( 'missingPaymentMethod' )
			);
		}
		if ( ! gateway || ! availableGateways( deps ).includes( gateway.id ) ) {
			throw new StoreApiError(
				'woocommerce_rest_checkout_payment_method_disabled',
				400,
				t( 'paymentMethodDisabled', input.payment_method )
			);
		}
		order.paymentMethod = gateway.id;
		session.chosenPaymentMethod = gateway.id;
	}
	createAccountIfAsked( deps, session, order, input );
	validateOrderBeforePayment( deps, session, order, cart );
	reserveStock( deps, order, cart );
	for ( const code of session.coupons ) {
		const record = deps.coupons.find( code );
		if ( record?.fixture.usageLimit ) {
			record.held++;
			order.heldCoupons.push( code );
		}
	}
	let outcome: PaymentOutcome;
	if ( needsPayment && gateway ) {
		outcome = processPayment( deps.context, gateway, input.payment_data ?? [], order );
	} else {
		const redirectUrl = orderReceivedUrl( deps.context, order );
		const onlyDigital = cart.lines.every(
			( entry ) =>
				inherited( deps.catalogue, entry.product, 'virtual' ) &&
				inherited( deps.catalogue, entry.product, 'downloadable' )
		);
		outcome = {
			paymentStatus: 'success',
			orderStatus: onlyDigital ? 'completed' : 'processing',
			details: [
				{ key: 'result', value: 'success' },
				{ key: 'redirect', value: redirectUrl },
			],
			redirectUrl,
		};
	}
	order.status = outcome.orderStatus;
	order.paymentResult = {
		payment_status: outcome.paymentStatus,
		payment_details: outcome.details,
		redirect_url: outcome.redirectUrl,
	};
	if ( outcome.paymentStatus === 'success' || outcome.paymentStatus === 'pending' ) {
		completeOrder( deps, session, order, cart );
	} else {
		releaseHolds( deps, order );
	}
	return {
		status: httpStatusForPayment( outcome.paymentStatus ),
		body: checkoutResponse( order, {
			paymentResult: order.paymentResult,
			cart: null,
			additionalFields: answeredFields( deps, session, order ),
		} ),
	};
}
