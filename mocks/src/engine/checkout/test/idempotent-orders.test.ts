/**
 * Order attempts named by an idempotency key: the first answer to a key
 * answers every repeat by the same shopper — session or billing email — (one
 * order, however often it is sent), over the engine and over HTTP, including
 * after the first answer was lost; another visitor's identical key is their
 * own attempt.
 */
import { createEngine } from '../../engine';
import { IDEMPOTENCY_KEY_HEADER, MAX_KEPT_ORDER_ATTEMPTS } from '../../core/constants';
import { createOrderAttempts } from '../order-attempts';
import { startMockServer } from '../../../server';
import { MADRID_ADDRESS } from '../../../test/madrid-address';

const ADDRESS = { ...MADRID_ADDRESS, email: 'ana@example.com' };
const ORDER = { billing_address: ADDRESS, payment_method: 'bacs' };

const shopperWithRiceCooker = ( engine: ReturnType< typeof createEngine > ) => {
	const session = engine.newGuestId();
	engine.addItem( session, { id: 21, quantity: 1, variation: [] } );
	return session;
};

describe( 'the engine given an idempotency key', () => {
	it( 'given the same key twice › answers the first order again and places one order', () => {
		const engine = createEngine();
		const session = shopperWithRiceCooker( engine );
		const first = engine.placeOrder( session, ORDER, { idempotencyKey: 'intento-1' } );
		const again = engine.placeOrder( session, ORDER, { idempotencyKey: 'intento-1' } );

		expect( first.status ).toBe( 200 );
		expect( again ).toEqual( first );
		expect( engine.deps.orders.all() ).toHaveLength( 1 );
	} );

	it( 'given a new key after the order was placed › is a new attempt: the cart is empty, no second order', () => {
		const engine = createEngine();
		const session = shopperWithRiceCooker( engine );
		engine.placeOrder( session, ORDER, { idempotencyKey: 'intento-1' } );
		expect( () =>
			engine.placeOrder( session, ORDER, { idempotencyKey: 'intento-2' } )
		).toThrow( expect.objectContaining( { code: 'woocommerce_rest_cart_empty' } ) );
		expect( engine.deps.orders.all() ).toHaveLength( 1 );
	} );

	it( 'given the same key from another visitor › is their own attempt, with their own order', () => {
		const engine = createEngine();
		const ana = shopperWithRiceCooker( engine );
		const luis = shopperWithRiceCooker( engine );
		const forAna = engine.placeOrder( ana, ORDER, { idempotencyKey: 'mismo' } );
		const forLuis = engine.placeOrder(
			luis,
			{ ...ORDER, billing_address: { ...ADDRESS, email: 'luis@example.com' } },
			{ idempotencyKey: 'mismo' }
		);

		expect( forLuis.body.order_id ).not.toBe( forAna.body.order_id );
		expect( engine.deps.orders.all() ).toHaveLength( 2 );
	} );

	it( 'given the retry from the shopper’s next session (same billing email) › answers the first order again', () => {
		const engine = createEngine();
		const session = shopperWithRiceCooker( engine );
		const first = engine.placeOrder( session, ORDER, { idempotencyKey: 'intento-1' } );
		const again = engine.placeOrder( engine.newGuestId(), ORDER, {
			idempotencyKey: 'intento-1',
		} );

		expect( again ).toEqual( first );
		expect( engine.deps.orders.all() ).toHaveLength( 1 );
	} );

	it( 'given a failed attempt › its repeat answers the same failure', () => {
		const engine = createEngine();
		const session = engine.newGuestId();
		const attempt = () => engine.placeOrder( session, ORDER, { idempotencyKey: 'vacío' } );
		expect( attempt ).toThrow(
			expect.objectContaining( { code: 'woocommerce_rest_cart_empty' } )
		);
		engine.addItem( session, { id: 21, quantity: 1, variation: [] } );

		expect( attempt ).toThrow(
			expect.objectContaining( { code: 'woocommerce_rest_cart_empty' } )
		);
		expect( engine.deps.orders.all() ).toHaveLength( 0 );
	} );
} );

describe( 'the attempts log', () => {
	it( 'given more attempts than it keeps › forgets the oldest only', () => {
		const attempts = createOrderAttempts();
		const outcome = { answer: { status: 200, body: {} as never } };
		const sender = { sessionId: 's' };
		for ( let index = 0; index <= MAX_KEPT_ORDER_ATTEMPTS; index++ ) {
			attempts.remember( `k${ index }`, sender, outcome );
		}
		expect( attempts.find( 'k0', sender ) ).toBeUndefined();
		expect( attempts.find( `k${ MAX_KEPT_ORDER_ATTEMPTS }`, sender ) ).toBe( outcome );
	} );
} );

describe( 'POST /checkout over HTTP with the header', () => {
	it( 'given the first answer lost (dropAnswer) › the retry with the same key gets the order that was placed, and there is one order', async () => {
		const mock = await startMockServer( { port: 0 } );
		const { url } = mock;
		try {
			const session = await fetch( `${ url }/__mock/session` );
			const { storeApiNonce, cartToken } = ( await session.json() ) as {
				storeApiNonce: string;
				cartToken: string;
			};
			const headers = {
				'Content-Type': 'application/json',
				Nonce: storeApiNonce,
				'Cart-Token': cartToken,
			};
			await fetch( `${ url }/wp-json/wc/store/v1/cart/add-item`, {
				method: 'POST',
				headers,
				body: JSON.stringify( { id: 21, quantity: 1 } ),
			} );
			mock.faults.add( { dropAnswer: true, only: 'POST /checkout' } );
			const send = () =>
				fetch( `${ url }/wp-json/wc/store/v1/checkout`, {
					method: 'POST',
					headers: { ...headers, [ IDEMPOTENCY_KEY_HEADER ]: 'intento-1' },
					body: JSON.stringify( ORDER ),
				} );

			await expect( send() ).rejects.toThrow();
			const retry = await send();

			expect( retry.status ).toBe( 200 );
			const order = ( await retry.json() ) as { order_id: number; status: string };
			expect( mock.engine.deps.orders.all().map( ( placed ) => placed.id ) ).toEqual( [
				order.order_id,
			] );
		} finally {
			await mock.close();
		}
	} );
} );
