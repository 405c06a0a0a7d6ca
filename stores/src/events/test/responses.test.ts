/** Tests of the observer response constants and guards, and of when a response allows a retry. */

import { noticeContexts, responseTypes } from '../constants';
import {
	isErrorResponse,
	isFailResponse,
	isObserverResponse,
	isSuccessResponse,
	shouldRetry,
} from '../responses';

describe( 'observer response constants', () => {
	it( 'responseTypes › carry WooCommerce’s exact values', () => {
		expect( responseTypes ).toEqual( { SUCCESS: 'success', FAIL: 'failure', ERROR: 'error' } );
		expect( Object.isFrozen( responseTypes ) ).toBe( true );
	} );

	it( 'noticeContexts › carry WooCommerce’s exact values', () => {
		expect( noticeContexts ).toEqual( {
			CART: 'wc/cart',
			CHECKOUT: 'wc/checkout',
			PAYMENTS: 'wc/checkout/payments',
			EXPRESS_PAYMENTS: 'wc/checkout/express-payments',
			CONTACT_INFORMATION: 'wc/checkout/contact-information',
			SHIPPING_ADDRESS: 'wc/checkout/shipping-address',
			BILLING_ADDRESS: 'wc/checkout/billing-address',
			SHIPPING_METHODS: 'wc/checkout/shipping-methods',
			CHECKOUT_ACTIONS: 'wc/checkout/checkout-actions',
		} );
	} );
} );

describe( 'response type guards', () => {
	it.each( [
		[ { type: 'success' }, true, false, false ],
		[ { type: 'failure' }, false, false, true ],
		[ { type: 'error' }, false, true, false ],
		[ { type: 'other' }, false, false, false ],
		[ null, false, false, false ],
		[ true, false, false, false ],
		[ 'success', false, false, false ],
	] )( 'given %p › success %p, error %p, fail %p', ( response, success, error, fail ) => {
		expect( isSuccessResponse( response ) ).toBe( success );
		expect( isErrorResponse( response ) ).toBe( error );
		expect( isFailResponse( response ) ).toBe( fail );
	} );

	it( 'isObserverResponse › accepts only the three response types', () => {
		expect( isObserverResponse( { type: 'failure' } ) ).toBe( true );
		expect( isObserverResponse( { type: 'warning' } ) ).toBe( false );
		expect( isObserverResponse( undefined ) ).toBe( false );
	} );

	describe( 'shouldRetry', () => {
		it( 'given retry false › says no retry', () => {
			expect( shouldRetry( { type: 'failure', retry: false } ) ).toBe( false );
		} );

		it( 'given no retry member, or retry true › says retry', () => {
			expect( shouldRetry( { type: 'failure' } ) ).toBe( true );
			expect( shouldRetry( { type: 'error', retry: true } ) ).toBe( true );
		} );

		it( 'given a falsy retry that is not false › still says retry (only false stops it)', () => {
			expect( shouldRetry( { type: 'error', retry: 0 } ) ).toBe( true );
			expect( shouldRetry( null ) ).toBe( true );
		} );
	} );
} );
