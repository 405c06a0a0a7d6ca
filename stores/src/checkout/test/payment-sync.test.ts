/** Tests of the payment status following the checkout: back to idle on idle or error, express left alone. */

import { createTestRegistry } from '@cesta/test-utils';

import { paymentStore } from '../../payment';
import { syncPaymentStatus } from '../processor/payment-sync';

const snapshot = ( status: string, hasError = false ) => ( {
	status,
	hasError,
	isCalculating: false,
} );

describe( 'payment status follows the checkout (spec 2 §4)', () => {
	it( 'rule: payment returns to idle when the checkout becomes idle and payment is not ready', () => {
		const registry = createTestRegistry();
		registry.dispatch( paymentStore ).__internalSetPaymentError();
		syncPaymentStatus( registry, snapshot( 'processing' ), snapshot( 'idle', true ) );
		expect( registry.select( paymentStore ).isPaymentIdle() ).toBe( true );
	} );

	it( 'rule: a ready payment stays ready when the checkout becomes idle without an error', () => {
		const registry = createTestRegistry();
		registry.dispatch( paymentStore ).__internalSetPaymentReady();
		syncPaymentStatus( registry, snapshot( 'before_processing' ), snapshot( 'idle' ) );
		expect( registry.select( paymentStore ).isPaymentReady() ).toBe( true );
	} );

	it( 'rule: payment returns to idle when the checkout gets an error while payment is ready', () => {
		const registry = createTestRegistry();
		registry.dispatch( paymentStore ).__internalSetPaymentReady();
		syncPaymentStatus(
			registry,
			snapshot( 'after_processing' ),
			snapshot( 'after_processing', true )
		);
		expect( registry.select( paymentStore ).isPaymentIdle() ).toBe( true );
	} );

	it( 'rule: an express payment that started while the checkout stays idle is left alone', () => {
		const registry = createTestRegistry();
		registry.dispatch( paymentStore ).__internalSetExpressPaymentStarted();
		syncPaymentStatus( registry, snapshot( 'idle' ), snapshot( 'idle' ) );
		expect( registry.select( paymentStore ).isExpressPaymentStarted() ).toBe( true );
	} );
} );
