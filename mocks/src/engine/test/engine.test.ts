/** Tests of the engine: transactional writes, separate sessions, reset, caching, Spanish texts, checkout. */

import { StoreApiError } from '../core/errors';
import { createEngine } from '../engine';

describe( 'engine transactions', () => {
	it( 'given a failing write › when it throws › the cart is exactly as before', () => {
		const engine = createEngine();
		const session = engine.newGuestId();
		const before = engine.addItem( session, { id: 17, quantity: 2, variation: [] } );
		expect( () => engine.addItem( session, { id: 46, quantity: 1, variation: [] } ) ).toThrow(
			StoreApiError
		);
		expect( () =>
			engine.updateCustomer( session, {
				billing_address: { city: 'Sevilla' },
				shipping_address: { country: 'XX' },
			} )
		).toThrow( StoreApiError );
		expect( engine.getCart( session ) ).toEqual( before );
	} );

	it( 'given two sessions › when both write › each keeps its own cart', () => {
		const engine = createEngine();
		const [ first, second ] = [ engine.newGuestId(), engine.newGuestId() ];
		engine.addItem( first, { id: 17, quantity: 1, variation: [] } );
		engine.addItem( second, { id: 19, quantity: 1, variation: [] } );
		expect( engine.getCart( first ).items.map( ( item ) => item.id ) ).toEqual( [ 17 ] );
		expect( engine.getCart( second ).items.map( ( item ) => item.id ) ).toEqual( [ 19 ] );
	} );

	it( 'given a reset › when the shop is read › sessions, orders and stock are back to the fixtures', () => {
		const engine = createEngine();
		const session = engine.newGuestId();
		engine.addItem( session, { id: 17, quantity: 1, variation: [] } );
		engine.updateProduct( 17, { regularPrice: 1 } );
		engine.reset();
		expect( engine.getCart( session ).items ).toEqual( [] );
		expect( engine.getProduct( { id: 17 } ).prices.regular_price ).toBe( '4999' );
	} );

	it( 'given a cached cart › when the catalogue changes › the next read reflects the new price', () => {
		const engine = createEngine();
		const session = engine.newGuestId();
		engine.addItem( session, { id: 54, quantity: 1, variation: [] } );
		expect( engine.getCart( session ).totals.total_items ).toBe( '3450' );
		engine.updateProduct( 54, { regularPrice: 3000 } );
		expect( engine.getCart( session ).totals.total_items ).toBe( '3000' );
	} );
} );

describe( 'engine in Spanish', () => {
	it( 'given the sample shop in es_ES › when errors and stock texts are produced › they are in Spanish', () => {
		const engine = createEngine();
		const session = engine.newGuestId();
		expect( engine.getProduct( { id: 17 } ).stock_availability.text ).toBe(
			'50 disponibles (puede reservarse)'
		);
		expect( engine.getProduct( { id: 17 } ).permalink ).toBe(
			'http://localhost:9090/producto/ventilador-de-pie/'
		);
		try {
			engine.applyCoupon( session, 'NOEXISTE' );
		} catch ( error ) {
			expect( ( error as StoreApiError ).message ).toBe(
				'¡El cupón &quot;NOEXISTE&quot; no existe!'
			);
		}
		expect.assertions( 3 );
	} );

	it( 'given two packages in es_ES › when named › they are "Envío 1" and "Envío 2"', () => {
		const engine = createEngine();
		const session = engine.newGuestId();
		engine.addItem( session, { id: 17, quantity: 1, variation: [] } );
		const cart = engine.addItem( session, { id: 70, quantity: 1, variation: [] } );
		expect( cart.shipping_rates.map( ( pkg ) => pkg.name ) ).toEqual( [
			'Envío 1',
			'Envío 2',
		] );
	} );
} );

describe( 'checkout in the engine', () => {
	it( 'given a placed order › when the engine is asked › the order, the stock and the coupon use are recorded', () => {
		const engine = createEngine();
		const session = engine.newGuestId();
		engine.addItem( session, { id: 44, quantity: 2, variation: [] } );
		const billing = {
			first_name: 'Ana',
			last_name: 'Ruiz',
			address_1: 'Calle Mayor 1',
			city: 'Madrid',
			state: 'M',
			postcode: '28013',
			country: 'ES',
			phone: '600000000',
			email: 'ana@example.com',
		};
		const result = engine.placeOrder( session, {
			billing_address: billing,
			payment_method: 'cod',
		} );
		expect( result.status ).toBe( 200 );
		expect( engine.getProduct( { id: 44 } ).is_in_stock ).toBe( false );
		expect(
			engine.getOrder(
				result.body.order_id,
				{ key: result.body.order_key, billingEmail: 'ana@example.com' },
				'otra'
			).status
		).toBe( 'processing' );
	} );
} );
