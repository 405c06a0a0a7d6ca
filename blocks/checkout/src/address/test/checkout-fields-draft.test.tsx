/** useCheckoutFieldsDraft and readCheckoutFieldsDraft: the kept notes and additional fields, and what is not kept. */

import { act } from '@testing-library/react';

import { checkoutStore, DIRTY_FLAG_WRITE_DEBOUNCE_MS } from '@cesta/data';
import { createTestRegistry, renderWithRegistry } from '@cesta/test-utils';

import { CHECKOUT_FIELDS_DRAFT_STORAGE_KEY } from '../constants';
import { readCheckoutFieldsDraft, useCheckoutFieldsDraft } from '../use-checkout-fields-draft';

afterEach( () => jest.useRealTimers() );

describe( 'readCheckoutFieldsDraft', () => {
	it( 'given nothing, garbage or a foreign value › null, or only the values of the right types', () => {
		expect( readCheckoutFieldsDraft() ).toBeNull();
		window.localStorage.setItem( CHECKOUT_FIELDS_DRAFT_STORAGE_KEY, '{not json' );
		expect( readCheckoutFieldsDraft() ).toBeNull();
		window.localStorage.setItem(
			CHECKOUT_FIELDS_DRAFT_STORAGE_KEY,
			JSON.stringify( {
				orderNotes: 7,
				additionalFields: { a: 'x', b: true, c: { evil: 1 } },
			} )
		);
		expect( readCheckoutFieldsDraft() ).toEqual( {
			orderNotes: '',
			additionalFields: { a: 'x', b: true },
		} );
	} );
} );

describe( 'useCheckoutFieldsDraft', () => {
	it( 'keeps what differs from the page’s start, once the shopper pauses', () => {
		jest.useFakeTimers();
		const registry = createTestRegistry();
		renderWithRegistry( registry, () => useCheckoutFieldsDraft() );

		act( () => {
			void registry
				.dispatch( checkoutStore )
				.setAdditionalFields( { 'mi-tienda/nif': 'X1234567L' } );
		} );
		expect( readCheckoutFieldsDraft() ).toBeNull();
		act( () => jest.advanceTimersByTime( DIRTY_FLAG_WRITE_DEBOUNCE_MS ) );
		expect( readCheckoutFieldsDraft() ).toEqual( {
			orderNotes: '',
			additionalFields: { 'mi-tienda/nif': 'X1234567L' },
		} );

		expect( window.localStorage.getItem( CHECKOUT_FIELDS_DRAFT_STORAGE_KEY ) ).toContain(
			'X1234567L'
		);
	} );

	it( 'when the notes go back to what the page started with › forgets the copy', () => {
		jest.useFakeTimers();
		const registry = createTestRegistry();
		renderWithRegistry( registry, () => useCheckoutFieldsDraft() );
		act( () => {
			void registry.dispatch( checkoutStore ).__internalSetOrderNotes( 'Timbre 2B' );
		} );
		act( () => jest.advanceTimersByTime( DIRTY_FLAG_WRITE_DEBOUNCE_MS ) );
		expect( readCheckoutFieldsDraft()?.orderNotes ).toBe( 'Timbre 2B' );

		act( () => {
			void registry.dispatch( checkoutStore ).__internalSetOrderNotes( '' );
		} );
		act( () => jest.advanceTimersByTime( DIRTY_FLAG_WRITE_DEBOUNCE_MS ) );

		expect( readCheckoutFieldsDraft() ).toBeNull();
	} );

	it( 'never keeps the account password', () => {
		jest.useFakeTimers();
		const registry = createTestRegistry();
		renderWithRegistry( registry, () => useCheckoutFieldsDraft() );

		act( () => {
			void registry
				.dispatch( checkoutStore )
				.__internalSetCustomerPassword( 'Secreta-2026!' );
			void registry.dispatch( checkoutStore ).__internalSetOrderNotes( 'Timbre 2B' );
		} );
		act( () => jest.advanceTimersByTime( DIRTY_FLAG_WRITE_DEBOUNCE_MS ) );

		const stored = window.localStorage.getItem( CHECKOUT_FIELDS_DRAFT_STORAGE_KEY ) ?? '';
		expect( stored ).toContain( 'Timbre 2B' );
		expect( stored ).not.toContain( 'Secreta' );
	} );

	it( 'given two steps using it on one page › restores once and watches once', () => {
		window.localStorage.setItem(
			CHECKOUT_FIELDS_DRAFT_STORAGE_KEY,
			JSON.stringify( { orderNotes: 'Timbre 2B', additionalFields: {} } )
		);
		const registry = createTestRegistry();
		const setOrderNotes = jest.spyOn(
			registry.dispatch( checkoutStore ),
			'__internalSetOrderNotes'
		);

		renderWithRegistry( registry, () => {
			useCheckoutFieldsDraft();
			useCheckoutFieldsDraft();
		} );

		expect( registry.select( checkoutStore ).getOrderNotes() ).toBe( 'Timbre 2B' );
		expect( setOrderNotes ).toHaveBeenCalledTimes( 1 );
	} );
} );
