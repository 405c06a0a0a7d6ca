/** Tests of the checkout selectors: calculating, order, data, and the derived pickup preference. */

import { createTestRegistry } from '@cesta/test-utils';

import { deepFreeze } from '../../test/deep-freeze';
import { cartStore } from '../../cart';
import { checkoutStore } from '../index';
import { getDefaultCheckoutState } from '../default-state';
import * as selectors from '../selectors';
import type { CheckoutState, CheckoutStatus } from '../types';

const stateWith = ( patch: Partial< CheckoutState > = {} ): CheckoutState =>
	deepFreeze( { ...getDefaultCheckoutState(), ...patch } );

const rate = ( method_id: string, selected: boolean ) => ( {
	rate_id: `${ method_id }:1`,
	method_id,
	selected,
} );

describe( 'checkout selectors', () => {
	it.each( [
		[ 'idle', 'isIdle' ],
		[ 'before_processing', 'isBeforeProcessing' ],
		[ 'processing', 'isProcessing' ],
		[ 'after_processing', 'isAfterProcessing' ],
		[ 'complete', 'isComplete' ],
	] as const )( 'given status %s › only %s is true', ( status, selector ) => {
		const state = stateWith( { status: status as CheckoutStatus } );
		expect( selectors.getCheckoutStatus( state ) ).toBe( status );
		const flags = [
			'isIdle',
			'isBeforeProcessing',
			'isProcessing',
			'isAfterProcessing',
			'isComplete',
		] as const;
		flags.forEach( ( flag ) => expect( selectors[ flag ]( state ) ).toBe( flag === selector ) );
	} );

	it( 'isCalculating › is true only while the counter is above 0', () => {
		expect( selectors.isCalculating( stateWith( { calculatingCount: 0 } ) ) ).toBe( false );
		expect( selectors.isCalculating( stateWith( { calculatingCount: 2 } ) ) ).toBe( true );
	} );

	it( 'hasOrder › is true once a draft order id exists', () => {
		expect( selectors.hasOrder( stateWith() ) ).toBe( false );
		expect( selectors.hasOrder( stateWith( { orderId: 42 } ) ) ).toBe( true );
	} );

	it( 'data selectors › return the stored values', () => {
		const state = stateWith( {
			orderId: 42,
			customerId: 7,
			orderNotes: 'n',
			redirectUrl: '/r',
			customerPassword: 'p',
			shouldCreateAccount: true,
			useShippingAsBilling: false,
			hasError: true,
			additionalFields: { a: 'b' },
			extensionData: { ns: { k: 1 } },
			editingBillingAddress: true,
			editingShippingAddress: true,
			availableAutocompleteProviders: [ 'places' ],
			activeAutocompleteProvider: { billing: 'places', shipping: '' },
		} );
		expect( selectors.getOrderId( state ) ).toBe( 42 );
		expect( selectors.getCustomerId( state ) ).toBe( 7 );
		expect( selectors.getOrderNotes( state ) ).toBe( 'n' );
		expect( selectors.getRedirectUrl( state ) ).toBe( '/r' );
		expect( selectors.getCustomerPassword( state ) ).toBe( 'p' );
		expect( selectors.getShouldCreateAccount( state ) ).toBe( true );
		expect( selectors.getUseShippingAsBilling( state ) ).toBe( false );
		expect( selectors.hasError( state ) ).toBe( true );
		expect( selectors.getAdditionalFields( state ) ).toBe( state.additionalFields );
		expect( selectors.getExtensionData( state ) ).toBe( state.extensionData );
		expect( selectors.getEditingBillingAddress( state ) ).toBe( true );
		expect( selectors.getEditingShippingAddress( state ) ).toBe( true );
		expect( selectors.getRegisteredAutocompleteProviders( state ) ).toEqual( [ 'places' ] );
		expect( selectors.getActiveAutocompleteProvider( state, 'billing' ) ).toBe( 'places' );
		expect( selectors.getActiveAutocompleteProvider( state, 'shipping' ) ).toBe( '' );
	} );

	describe( 'prefersCollection', () => {
		afterEach( () => {
			delete window.wcSettings;
		} );

		it( 'given the shopper chose › returns the choice', () => {
			const registry = createTestRegistry();
			registry.dispatch( checkoutStore ).setPrefersCollection( true );
			expect( registry.select( checkoutStore ).prefersCollection() ).toBe( true );
		} );

		it( 'given no choice and a selected collectable rate › derives true', () => {
			window.wcSettings = { collectableMethodIds: [ 'pickup_location' ] };
			const registry = createTestRegistry();
			registry.dispatch( cartStore ).setCartData( {
				shippingRates: [
					{
						shipping_rates: [
							rate( 'flat_rate', false ),
							rate( 'pickup_location', true ),
						],
					},
				] as never,
			} );
			expect( registry.select( checkoutStore ).prefersCollection() ).toBe( true );
		} );

		it( 'given no choice and a selected delivery rate › derives false', () => {
			window.wcSettings = { collectableMethodIds: [ 'pickup_location' ] };
			const registry = createTestRegistry();
			registry.dispatch( cartStore ).setCartData( {
				shippingRates: [ { shipping_rates: [ rate( 'flat_rate', true ) ] } ] as never,
			} );
			expect( registry.select( checkoutStore ).prefersCollection() ).toBe( false );
		} );

		it( 'given no choice and no rates › is false', () => {
			expect( createTestRegistry().select( checkoutStore ).prefersCollection() ).toBe(
				false
			);
		} );
	} );
} );
