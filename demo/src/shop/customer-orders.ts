/** A customer's orders as the my-account page lists them, read from the simulated shop's order records in process. */

import type { Engine } from '@cesta/mocks';
import { formatPrice, getCurrencyFromPriceResponse } from '@cesta/price-format';

import { ORDER_RECEIVED_PATH } from '../constants';
import { orderStatusNames } from './settings';

/**
 * One line of the account's orders table.
 *
 * @example
 * const order: AccountOrder = { id: 100, number: '100', url: '/checkout/order-received/100/?key=wc_order_Ab12Cd34Ef56G',
 * 	placedAt: new Date(), status: 'on-hold', statusName: 'En espera', total: '€54.38', itemsCount: 1 };
 */
export interface AccountOrder {
	id: number;
	/** The order number shown (WooCommerce's `get_order_number()`: the id). */
	number: string;
	/** The order's page: the order-received page with its key, which the customer may always see. */
	url: string;
	placedAt: Date;
	/** The status slug (`on-hold`) and its name in the shop's language (`En espera`). */
	status: string;
	statusName: string;
	/** The order total, formatted in the order's currency. */
	total: string;
	itemsCount: number;
}

/**
 * The orders of customer `userId`, newest first, as WooCommerce's account
 * page lists them (`wc_get_orders( { customer } )`): the Store API has no
 * route listing orders, so, as the shop's own PHP does, the demo server
 * reads the shop's records in process. Checkout drafts are left out, as
 * WooCommerce hides them from customers.
 *
 * @example
 * customerOrders( engine, 2 ).map( ( order ) => order.number ); // [ '101', '100' ]
 */
export function customerOrders( engine: Engine, userId: number ): AccountOrder[] {
	if ( userId <= 0 ) {
		return [];
	}
	const names = orderStatusNames();
	return engine.deps.orders
		.all()
		.filter( ( order ) => order.customerId === userId && order.status !== 'checkout-draft' )
		.sort( ( a, b ) => b.id - a.id )
		.map( ( order ) => ( {
			id: order.id,
			number: String( order.id ),
			url: `${ ORDER_RECEIVED_PATH }${ order.id }/?key=${ encodeURIComponent( order.key ) }`,
			placedAt: new Date( order.createdAt * 1000 ),
			status: order.status,
			statusName: names[ order.status ] ?? order.status,
			total: formatPrice(
				order.cart.totals.total_price,
				getCurrencyFromPriceResponse( order.cart.totals )
			),
			itemsCount: order.cart.items_count,
		} ) );
}
