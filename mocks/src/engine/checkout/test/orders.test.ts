/** Tests of the order store: ids, and the bound on the orders it remembers. */

import { MAX_KEPT_ORDERS } from '../../core/constants';
import { createEngine } from '../../engine';
import { createOrderStore } from '../orders';
import type { OrderRecord } from '../orders';
import { MADRID_ADDRESS } from '../../../test/madrid-address';

/** The fields of a placed order that the store does not make itself. */
const placedOrder = ( sessionId: string ): Omit< OrderRecord, 'id' | 'key' > =>
	( {
		status: 'on-hold',
		customerId: 0,
		sessionId,
		customerNote: '',
		paymentMethod: 'bacs',
		additionalFields: {},
		itemIds: [],
		createdAt: 0,
		stockReduced: true,
		heldCoupons: [],
		paymentResult: null,
	} ) as unknown as Omit< OrderRecord, 'id' | 'key' >;

const ADDRESS = MADRID_ADDRESS;

describe( 'order store', () => {
	it( 'given more orders than it keeps › when one more is placed › forgets the oldest only, and ids keep counting up', () => {
		const orders = createOrderStore( 100, 3 );
		const placed = [ 'a', 'b', 'c', 'd' ].map( ( session ) =>
			orders.create( placedOrder( session ) )
		);

		expect( placed.map( ( order ) => order.id ) ).toEqual( [ 100, 101, 102, 103 ] );
		expect( orders.get( 100 ) ).toBeUndefined();
		expect( orders.all().map( ( order ) => order.sessionId ) ).toEqual( [ 'b', 'c', 'd' ] );
	} );

	it( 'given a shop past its kept orders › when an old order is asked for › answers as for a missing order, and the newest ones still read', () => {
		const engine = createEngine();
		const placeOne = () => {
			const session = engine.newGuestId();
			engine.addItem( session, { id: 72, quantity: 1, variation: [] } );
			const { body } = engine.placeOrder( session, {
				billing_address: { ...ADDRESS, email: 'ana@example.com' },
				payment_method: 'bacs',
			} );
			return { session, order: body };
		};
		const first = placeOne();
		for ( let index = 0; index < MAX_KEPT_ORDERS - 1; index++ ) {
			placeOne();
		}
		const last = placeOne();

		expect( engine.deps.orders.all() ).toHaveLength( MAX_KEPT_ORDERS );
		expect(
			() =>
				engine.getOrder(
					first.order.order_id,
					{ key: first.order.order_key, billingEmail: 'ana@example.com' },
					first.session
				)
			// What the Store API answers for an order id it does not have.
		).toThrow( expect.objectContaining( { code: 'woocommerce_rest_invalid_user' } ) );
		expect(
			engine.getOrder(
				last.order.order_id,
				{ key: last.order.order_key, billingEmail: 'ana@example.com' },
				last.session
			).id
		).toBe( last.order.order_id );
	} );
} );
