/** An order's stock holds while it is paid, its completion and the account it may create. */

import type { CartTotals } from '../cart/totals-types';
import { backordersAllowed, managesStock } from '../catalogue/catalogue';
import { remainingStock, stockOwner } from '../catalogue/stock';
import type { EngineDeps } from '../core/deps';
import { StoreApiError } from '../core/errors';
import type { SessionState } from '../core/types';
import type { PlaceOrderInput } from './checkout-input';
import type { OrderRecord } from './orders';

/**
 * Holds the stock of managed items for an order being paid (`ReserveStock`),
 * or fails with 403 when another order holds what is left.
 *
 * @example
 * reserveStock( deps, order, cart );
 */
export const reserveStock = ( deps: EngineDeps, order: OrderRecord, cart: CartTotals ) => {
	const quantities = new Map< number, number >();
	for ( const entry of cart.lines ) {
		const owner = stockOwner( deps.catalogue, entry.product );
		if ( managesStock( owner ) && ! backordersAllowed( owner ) ) {
			quantities.set( owner.id, ( quantities.get( owner.id ) ?? 0 ) + entry.line.quantity );
		}
	}
	for ( const [ ownerId, quantity ] of quantities ) {
		const owner = deps.catalogue.get( ownerId )!;
		const remaining = remainingStock( deps, owner, order.id ) ?? 0;
		if ( remaining <= 0 ) {
			throw new StoreApiError(
				'woocommerce_product_out_of_stock',
				403,
				deps.context.t( 'reserveOutOfStock', owner.name )
			);
		}
		if ( remaining < quantity ) {
			throw new StoreApiError(
				'woocommerce_product_not_enough_stock',
				403,
				deps.context.t( 'notEnoughStock', owner.name )
			);
		}
	}
	deps.reservations.reserve( order.id, quantities );
	deps.bumpRevision();
};

/**
 * Gives back the stock and coupon uses an order was holding.
 *
 * @example
 * releaseHolds( deps, order );
 */
export const releaseHolds = ( deps: EngineDeps, order: OrderRecord ) => {
	deps.reservations.release( order.id );
	for ( const code of order.heldCoupons ) {
		const record = deps.coupons.find( code );
		if ( record ) {
			record.held = Math.max( 0, record.held - 1 );
		}
	}
	order.heldCoupons = [];
	deps.bumpRevision();
};

/**
 * Books a paid (or on-hold) order: stock taken, coupon uses counted, the cart
 * emptied and the draft forgotten.
 *
 * @example
 * completeOrder( deps, session, order, cart );
 */
export const completeOrder = (
	deps: EngineDeps,
	session: SessionState,
	order: OrderRecord,
	cart: CartTotals
) => {
	for ( const entry of cart.lines ) {
		deps.catalogue.adjustStock(
			stockOwner( deps.catalogue, entry.product ).id,
			-entry.line.quantity
		);
	}
	order.stockReduced = true;
	for ( const code of order.heldCoupons ) {
		const record = deps.coupons.find( code );
		if ( record ) {
			record.usageCount++;
			record.usedBy.push( order.billing.email );
		}
	}
	releaseHolds( deps, order );
	session.lines = [];
	session.coupons = [];
	session.extensionData = {};
	session.chosenShipping = {};
	session.draftOrderId = 0;
};

/**
 * Creates the customer's account when asked (or required) at checkout.
 *
 * @example
 * createAccountIfAsked( deps, session, order, { create_account: true, customer_password: '…', billing_address } );
 */
export const createAccountIfAsked = (
	deps: EngineDeps,
	session: SessionState,
	order: OrderRecord,
	input: PlaceOrderInput
) => {
	const { settings, t } = deps.context;
	const wanted = input.create_account === true || ! settings.guestCheckout;
	if ( session.userId !== 0 || ! settings.enableSignup || ! wanted ) {
		return;
	}
	const email = order.billing.email;
	if ( email && deps.accounts.findByEmail( email ) ) {
		throw new StoreApiError( 'registration-error-email-exists', 400, t( 'emailExists' ) );
	}
	if ( ! settings.generatePassword && ! input.customer_password ) {
		throw new StoreApiError(
			'registration-error-missing-password',
			400,
			t( 'missingPassword' )
		);
	}
	const account = deps.accounts.create( {
		email,
		firstName: order.billing.first_name,
		lastName: order.billing.last_name,
		password: input.customer_password ?? `${ deps.context.secret }-${ email }`,
	} );
	session.userId = account.id;
	order.customerId = account.id;
};

/**
 * Releases what a failed checkout held, so an error never leaves stock or
 * coupon uses reserved.
 *
 * @example
 * abandonCheckout( deps, session );
 */
export function abandonCheckout( deps: EngineDeps, session: SessionState ): void {
	const order = session.draftOrderId ? deps.orders.get( session.draftOrderId ) : undefined;
	if ( order && ! order.stockReduced ) {
		releaseHolds( deps, order );
	}
}
