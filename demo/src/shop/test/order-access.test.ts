/**
 * @jest-environment node
 *
 * WooCommerce's rules of who may see an order on the order-received page, at
 * their edges: the key, the grace period's last second, the session's order,
 * customers, and the email a logged-in visitor confirms (the Store API does
 * not check it for them).
 */
import { ORDER_EMAIL_VERIFICATION_GRACE_PERIOD_S } from '../../constants';
import { orderAccess } from '../order-access';
import type { OrderAccessRecord, OrderAccessRequest } from '../order-access';

const order: OrderAccessRecord = {
	id: 100,
	key: 'wc_order_Ab12Cd34Ef56G',
	customerId: 0,
	createdAt: 1_795_644_291,
	billingEmail: 'lucia.garcia@example.com',
};

const later = ( seconds: number ): OrderAccessRequest => ( {
	key: order.key,
	userId: 0,
	sessionOrderId: 0,
	postedEmail: null,
	nowSeconds: order.createdAt + seconds,
} );

describe( 'orderAccess', () => {
	it( 'given a wrong, missing or foreign key, or no order › when asked › shows nothing', () => {
		expect( orderAccess( order, { ...later( 0 ), key: 'wc_order_wrong' } ) ).toEqual( {
			view: 'invalid',
		} );
		expect( orderAccess( order, { ...later( 0 ), key: '' } ) ).toEqual( { view: 'invalid' } );
		expect( orderAccess( undefined, later( 0 ) ) ).toEqual( { view: 'invalid' } );
	} );

	it( 'given a guest order › when asked on the grace period’s last second, then one second later › shows it, then asks for the email', () => {
		expect( orderAccess( order, later( ORDER_EMAIL_VERIFICATION_GRACE_PERIOD_S ) ) ).toEqual( {
			view: 'full',
		} );
		expect(
			orderAccess( order, later( ORDER_EMAIL_VERIFICATION_GRACE_PERIOD_S + 1 ) )
		).toEqual( {
			view: 'verify-email',
			failed: false,
		} );
	} );

	it( 'given the session whose last order it is › when asked after the grace period › shows it', () => {
		expect( orderAccess( order, { ...later( 3600 ), sessionOrderId: 100 } ) ).toEqual( {
			view: 'full',
		} );
		expect( orderAccess( order, { ...later( 3600 ), sessionOrderId: 101 } ).view ).toBe(
			'verify-email'
		);
	} );

	it( 'given a posted email › when it is the billing email, with spaces around it, or another one › shows the order or refuses', () => {
		expect(
			orderAccess( order, { ...later( 3600 ), postedEmail: ' lucia.garcia@example.com ' } )
		).toEqual( {
			view: 'full',
		} );
		expect(
			orderAccess( order, { ...later( 3600 ), postedEmail: 'LUCIA.garcia@example.com' } )
		).toEqual( {
			view: 'verify-email',
			failed: true,
		} );
		expect( orderAccess( order, { ...later( 3600 ), postedEmail: '' } ) ).toEqual( {
			view: 'verify-email',
			failed: true,
		} );
	} );

	it( 'given a logged-in visitor and a guest order › when asked after the grace period › asks for the email too', () => {
		expect( orderAccess( order, { ...later( 3600 ), userId: 2 } ) ).toEqual( {
			view: 'verify-email',
			failed: false,
		} );
		expect(
			orderAccess( order, {
				...later( 3600 ),
				userId: 2,
				postedEmail: 'carmen.ruiz@example.com',
			} )
		).toEqual( { view: 'verify-email', failed: true } );
	} );

	it( "given a customer's order › when asked by her, by another customer or by a guest with the key › shows it only to her", () => {
		const hers = { ...order, customerId: 2 };

		expect( orderAccess( hers, { ...later( 0 ), userId: 2 } ) ).toEqual( { view: 'full' } );
		expect( orderAccess( hers, { ...later( 0 ), userId: 3 } ) ).toEqual( {
			view: 'restricted',
		} );
		expect( orderAccess( hers, { ...later( 0 ), sessionOrderId: 100 } ) ).toEqual( {
			view: 'restricted',
		} );
	} );
} );
