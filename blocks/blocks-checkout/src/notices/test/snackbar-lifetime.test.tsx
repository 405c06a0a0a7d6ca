/**
 * A snackbar's life through the real stores (spec 2 §9: it goes after 10 s
 * with a 500 ms exit transition): the container owns the one timer, so the
 * notice stays in `core/notices` through its exit transition and while the
 * pointer or the focus is on it, and the container removes it afterwards.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import type { DataRegistry } from '@wordpress/data';

import { storeNoticesStore } from '@cesta/data';
import {
	createTestRegistry,
	installMatchMediaStub,
	noticesIn,
	renderInStores,
} from '@cesta/test-utils';

import { StoreNoticesContainer } from '../store-notices-container';

// The spec's values, written out: a test that read the constants would pass
// whatever they said.
const AUTO_DISMISS_MS = 10_000;
const EXIT_TRANSITION_MS = 500;
const MESSAGE = 'Coupon code "DESCUENTO10" has been applied to your cart.';

installMatchMediaStub();
beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

const wait = ( ms: number ) => act( () => jest.advanceTimersByTime( ms ) );

function showSnackbar(): DataRegistry {
	const registry = createTestRegistry();
	renderInStores( registry, <StoreNoticesContainer context="wc/cart" /> );
	act( () => {
		void registry
			.dispatch( storeNoticesStore )
			.createSnackbarNotice( 'success', MESSAGE, { context: 'wc/cart' } );
	} );
	return registry;
}

const snackbar = () =>
	screen.getByText( MESSAGE ).closest( '.wc-block-components-notice-snackbar' )!;
const storedMessages = ( registry: DataRegistry ) =>
	noticesIn( registry, 'wc/cart' ).map( ( notice ) => notice.content );

describe( 'a snackbar notice shown through the stores', () => {
	it( 'given 10 s pass › it plays its 500 ms exit while still stored, then leaves the store and the page', () => {
		const registry = showSnackbar();
		wait( AUTO_DISMISS_MS - 1 );
		expect( snackbar() ).not.toHaveClass( 'is-exiting' );
		wait( 1 );
		expect( storedMessages( registry ) ).toEqual( [ MESSAGE ] );
		expect( snackbar() ).toHaveClass( 'is-exiting' );
		wait( EXIT_TRANSITION_MS - 1 );
		expect( storedMessages( registry ) ).toEqual( [ MESSAGE ] );
		wait( 1 );
		expect( storedMessages( registry ) ).toEqual( [] );
		expect( screen.queryByText( MESSAGE ) ).not.toBeInTheDocument();
	} );

	it( 'given the pointer over it › it stays past 10 s, and goes 10 s after the pointer leaves', () => {
		const registry = showSnackbar();
		wait( 5000 );
		fireEvent.mouseOver( snackbar() );
		wait( 3 * AUTO_DISMISS_MS );
		expect( storedMessages( registry ) ).toEqual( [ MESSAGE ] );
		expect( snackbar() ).not.toHaveClass( 'is-exiting' );
		fireEvent.mouseOut( snackbar() );
		wait( AUTO_DISMISS_MS - 1 );
		expect( snackbar() ).not.toHaveClass( 'is-exiting' );
		wait( 1 );
		expect( snackbar() ).toHaveClass( 'is-exiting' );
		wait( EXIT_TRANSITION_MS );
		expect( storedMessages( registry ) ).toEqual( [] );
	} );

	it( 'given the focus on its dismiss button › it stays past 10 s, and goes 10 s after the focus leaves', () => {
		const registry = showSnackbar();
		const dismiss = screen.getByRole( 'button', { name: 'Dismiss this notice' } );
		act( () => dismiss.focus() );
		wait( 3 * AUTO_DISMISS_MS );
		expect( storedMessages( registry ) ).toEqual( [ MESSAGE ] );
		expect( snackbar() ).not.toHaveClass( 'is-exiting' );
		act( () => dismiss.blur() );
		wait( AUTO_DISMISS_MS );
		expect( snackbar() ).toHaveClass( 'is-exiting' );
		wait( EXIT_TRANSITION_MS );
		expect( storedMessages( registry ) ).toEqual( [] );
	} );
} );
