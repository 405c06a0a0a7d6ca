/** Tests of the checkout hooks: submit, payment methods, validation, store notices, query state. */

import { act } from '@testing-library/react';
import { createElement } from '@wordpress/element';
import { __experimentalDeRegisterPaymentMethod, registerPaymentMethod } from '@cesta/registry';
import {
	createTestRegistry,
	fillCart,
	noticesIn,
	renderWithRegistry,
	setupMockShop,
	waitUntil,
} from '@cesta/test-utils';
import cartWithItems from '../../../../reference/store-api-samples/cart-with-items.json';
import type { CartResponse } from '@cesta/types';

import { cartStore } from '../../cart';
import { checkoutStore } from '../../checkout';
import { paymentStore } from '../../payment';
import { queryStateStore } from '../../query-state';
import { validationStore } from '../../validation';
import { useCheckoutSubmit } from '../use-checkout-submit';
import { usePaymentMethods } from '../use-payment-methods';
import { useQueryStateByContext, useQueryStateByKey } from '../use-query-state';
import { useStoreNotices } from '../use-store-notices';
import { useValidation } from '../use-validation';

setupMockShop();
const sample = cartWithItems.body as unknown as CartResponse;

describe( 'checkout hooks', () => {
	it( 'useCheckoutSubmit › disabled while the cart loads, enabled once loaded, disabled while calculating', () => {
		const registry = createTestRegistry();
		const { result } = renderWithRegistry( registry, () => useCheckoutSubmit() );
		expect( result.current.isDisabled ).toBe( true );
		act( () => {
			registry.dispatch( cartStore ).receiveCart( sample );
		} );
		expect( result.current.isDisabled ).toBe( false );
		act( () => {
			registry.dispatch( checkoutStore ).__internalIncrementCalculating();
		} );
		expect( result.current ).toMatchObject( { isDisabled: true, isCalculating: true } );
	} );

	it( 'useCheckoutSubmit › onSubmit starts the flow and the button waits for processing, then for the redirect', () => {
		const registry = createTestRegistry();
		registry.dispatch( cartStore ).receiveCart( sample );
		const { result } = renderWithRegistry( registry, () => useCheckoutSubmit() );
		act( () => result.current.onSubmit() );
		expect( registry.select( checkoutStore ).isBeforeProcessing() ).toBe( true );
		expect( result.current ).toMatchObject( { waitingForProcessing: true, isDisabled: true } );
		act( () => {
			registry.dispatch( checkoutStore ).__internalSetComplete();
		} );
		expect( result.current ).toMatchObject( {
			waitingForProcessing: false,
			waitingForRedirect: true,
		} );
	} );

	it( 'usePaymentMethods › lists the registered methods that can pay for this cart once checked', async () => {
		registerPaymentMethod( {
			name: 'bacs',
			label: 'Transferencia',
			ariaLabel: 'Transferencia',
			content: createElement( 'div' ),
			edit: createElement( 'div' ),
			canMakePayment: () => true,
		} );
		try {
			const registry = createTestRegistry();
			const { result, unmount } = renderWithRegistry( registry, () => usePaymentMethods() );
			expect( result.current.isInitialized ).toBe( false );
			await act( async () => {
				await fillCart( registry );
				await waitUntil( () =>
					registry.select( paymentStore ).paymentMethodsInitialized()
				);
			} );
			expect( Object.keys( result.current.paymentMethods ) ).toEqual( [ 'bacs' ] );
			expect( result.current.paymentMethods.bacs?.ariaLabel ).toBe( 'Transferencia' );
			unmount();
		} finally {
			__experimentalDeRegisterPaymentMethod( 'bacs' );
		}
	} );

	it( 'useValidation › follows the validation store', () => {
		const registry = createTestRegistry();
		const { result } = renderWithRegistry( registry, () => useValidation() );
		expect( result.current.hasValidationErrors ).toBe( false );
		act( () => {
			result.current.setValidationErrors( { billing_email: { message: 'Bad' } } );
		} );
		expect( result.current.hasValidationErrors ).toBe( true );
		expect( result.current.getValidationError( 'billing_email' )?.message ).toBe( 'Bad' );
		expect( result.current.getValidationErrorId( 'billing_email' ) ).toBe(
			'validate-error-billing_email'
		);
		act( () => {
			result.current.hideValidationError( 'billing_email' );
		} );
		expect( result.current.getValidationErrorId( 'billing_email' ) ).toBeUndefined();
		expect( registry.select( validationStore ).hasValidationErrors() ).toBe( true );
	} );

	it( 'useStoreNotices › registers its container, shows its notices and those of sub-contexts without a container', () => {
		const registry = createTestRegistry();
		const notices = registry.dispatch( 'core/notices' );
		const { result, unmount } = renderWithRegistry( registry, () =>
			useStoreNotices( 'wc/checkout' )
		);
		expect( registry.select( 'wc/store/store-notices' ).getRegisteredContainers() ).toEqual( [
			'wc/checkout',
		] );
		act( () => {
			notices.createErrorNotice( 'A', { context: 'wc/checkout', id: 'a' } );
			notices.createErrorNotice( 'B', { context: 'wc/checkout/payments', id: 'b' } );
			notices.createErrorNotice( 'C', { context: 'wc/cart', id: 'c' } );
		} );
		expect( result.current.map( ( notice ) => [ notice.content, notice.context ] ) ).toEqual( [
			[ 'A', 'wc/checkout' ],
			[ 'B', 'wc/checkout/payments' ],
		] );
		unmount();
		expect( registry.select( 'wc/store/store-notices' ).getRegisteredContainers() ).toEqual(
			[]
		);
	} );

	it( 'useStoreNotices › a sub-context with its own container is not shown twice', () => {
		const registry = createTestRegistry();
		registry.dispatch( 'wc/store/store-notices' ).registerContainer( 'wc/checkout/payments' );
		registry
			.dispatch( 'core/notices' )
			.createErrorNotice( 'B', { context: 'wc/checkout/payments' } );
		const { result } = renderWithRegistry( registry, () => useStoreNotices( 'wc/checkout' ) );
		expect( result.current ).toEqual( [] );
	} );

	it( 'useStoreNotices › shows nothing while an express payment method is active', () => {
		const registry = createTestRegistry();
		registry.dispatch( 'core/notices' ).createErrorNotice( 'A', { context: 'wc/checkout' } );
		registry
			.dispatch( paymentStore )
			.__internalSetAvailableExpressPaymentMethods( { wallet: { name: 'wallet' } } );
		registry.dispatch( paymentStore ).__internalExpressPaymentStarted( 'wallet' );
		const { result } = renderWithRegistry( registry, () => useStoreNotices( 'wc/checkout' ) );
		expect( result.current ).toEqual( [] );
		expect( noticesIn( registry, 'wc/checkout' ) ).toHaveLength( 1 );
	} );

	it( 'useQueryStateByKey › reads and writes one value; an equal value does not re-render', () => {
		const registry = createTestRegistry();
		let renders = 0;
		const { result } = renderWithRegistry( registry, () => {
			renders++;
			return useQueryStateByKey( 'min_price', 0, 'shop' );
		} );
		act( () => result.current[ 1 ]( 1000 ) );
		expect( result.current[ 0 ] ).toBe( 1000 );
		const before = renders;
		act( () => result.current[ 1 ]( 1000 ) );
		expect( renders ).toBe( before );
		expect(
			registry.select( queryStateStore ).getValueForQueryKey( 'shop', 'min_price' )
		).toBe( 1000 );
	} );

	it( 'useQueryStateByContext › reads and replaces a context', () => {
		const registry = createTestRegistry();
		const { result } = renderWithRegistry( registry, () => useQueryStateByContext( 'shop' ) );
		act( () => result.current[ 1 ]( { page: 2, orderby: 'price' } ) );
		expect( result.current[ 0 ] ).toEqual( { page: 2, orderby: 'price' } );
	} );
} );
