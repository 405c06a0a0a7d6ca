/** Tests of the fault queue: counts, method and path filters, expireNonce, latency inside batches. */

import { createFaultController } from '../faults';

describe( 'fault queue', () => {
	it( 'given times 2 › when matching requests arrive › applies twice, then stops', () => {
		const faults = createFaultController();
		faults.add( { status: 500, times: 2 } );
		expect(
			[
				faults.take( 'GET', '/cart' ),
				faults.take( 'GET', '/cart' ),
				faults.take( 'GET', '/cart' ),
			].map( Boolean )
		).toEqual( [ true, true, false ] );
	} );

	it( 'given method, prefix and RegExp filters › when requests arrive › only matching ones are affected', () => {
		const faults = createFaultController();
		faults.add( { status: 500, only: 'POST /checkout', times: Infinity } );
		faults.add( { status: 502, only: '/products*', times: Infinity } );
		faults.add( { status: 504, only: /coupon/, times: Infinity } );
		expect( faults.take( 'GET', '/checkout' ) ).toBeNull();
		expect( faults.take( 'POST', '/checkout' )?.status ).toBe( 500 );
		expect( faults.take( 'GET', '/products/17' )?.status ).toBe( 502 );
		expect( faults.take( 'POST', '/cart/apply-coupon' )?.status ).toBe( 504 );
	} );

	it( 'given expireNonce › when a GET arrives › waits for the next write', () => {
		const faults = createFaultController();
		faults.add( { expireNonce: true } );
		expect( faults.take( 'GET', '/cart' ) ).toBeNull();
		expect( faults.take( 'POST', '/cart/add-item' )?.expireNonce ).toBe( true );
	} );

	it( 'given a latency fault › when a batch sub-request asks › it does not apply inside batches', () => {
		const faults = createFaultController();
		faults.add( { latencyMs: 100 } );
		expect( faults.take( 'POST', '/cart/add-item', { inBatch: true } ) ).toBeNull();
		faults.reset();
		expect( faults.pending() ).toEqual( [] );
	} );
} );
