/** Tests of the snackbars: roles, 10 s then 500 ms exit, dismiss, reduced motion, pauses, not dismissible. */

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe, installMatchMediaStub, setReducedMotion } from '@cesta/test-utils/dom';

import { SnackbarList } from '..';
import type { StoreNoticeData } from '../../store-notice';

// Spec 2 §9, written out: a test that read the constants would pass whatever they said.
const SNACKBAR_AUTO_DISMISS_MS = 10_000;
const SNACKBAR_TRANSITION_MS = 500;

installMatchMediaStub();
beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

const NOTICES: StoreNoticeData[] = [
	{
		id: 'removed',
		status: 'success',
		content: '"Ventilador de pie" was removed from your cart.',
	},
	{ id: 'failed', status: 'error', content: 'Coupon &quot;X&quot; could not be removed.' },
];

const setup = ( notices = NOTICES ) => {
	const onRemove = jest.fn();
	const view = render( <SnackbarList notices={ notices } onRemove={ onRemove } /> );
	return { onRemove, ...view };
};

describe( 'SnackbarList', () => {
	it( 'given notices added to an empty list › it was a polite live region before they came, so they are read; successes are statuses and errors alerts', async () => {
		jest.useRealTimers();
		const { container, rerender, onRemove } = setup( [] );
		const list = container.querySelector( '.wc-block-components-notice-snackbar-list' );
		expect( list ).toHaveAttribute( 'aria-live', 'polite' );
		expect( list ).toBeEmptyDOMElement();

		rerender( <SnackbarList notices={ NOTICES } onRemove={ onRemove } /> );

		expect( container.querySelector( '.wc-block-components-notice-snackbar-list' ) ).toBe(
			list
		);
		expect( list ).toHaveTextContent( '"Ventilador de pie" was removed from your cart.' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'"Ventilador de pie" was removed from your cart.'
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Coupon "X" could not be removed.'
		);
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given 10 s pass › starts the 500 ms exit, then removes each notice', () => {
		const { onRemove, container } = setup();
		act( () => jest.advanceTimersByTime( SNACKBAR_AUTO_DISMISS_MS - 1 ) );
		expect( container.querySelector( '.is-exiting' ) ).toBeNull();
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( container.querySelectorAll( '.is-exiting' ) ).toHaveLength( 2 );
		expect( onRemove ).not.toHaveBeenCalled();
		act( () => jest.advanceTimersByTime( SNACKBAR_TRANSITION_MS ) );
		expect( onRemove.mock.calls ).toEqual( [ [ 'removed' ], [ 'failed' ] ] );
	} );

	it( 'given a dismiss › removes that notice after the exit transition', async () => {
		const { onRemove } = setup();
		const user = userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );
		await user.click( screen.getAllByRole( 'button', { name: 'Dismiss this notice' } )[ 0 ]! );
		act( () => jest.advanceTimersByTime( SNACKBAR_TRANSITION_MS ) );
		expect( onRemove.mock.calls ).toEqual( [ [ 'removed' ] ] );
	} );

	it( 'given reduced motion › removes at once, without the transition', async () => {
		setReducedMotion( true );
		const { onRemove } = setup( [ NOTICES[ 0 ]! ] );
		act( () => jest.advanceTimersByTime( SNACKBAR_AUTO_DISMISS_MS ) );
		expect( onRemove ).toHaveBeenCalledWith( 'removed' );
	} );

	it( 'given the pointer over a notice › waits until it leaves, then 10 s more', () => {
		const { onRemove, container } = setup( [ NOTICES[ 0 ]! ] );
		const snackbar = container.querySelector( '.wc-block-components-notice-snackbar' )!;
		act( () => jest.advanceTimersByTime( 5000 ) );
		act( () => {
			snackbar.dispatchEvent( new MouseEvent( 'mouseover', { bubbles: true } ) );
		} );
		act( () => jest.advanceTimersByTime( 20000 ) );
		expect( onRemove ).not.toHaveBeenCalled();
		act( () => {
			snackbar.dispatchEvent( new MouseEvent( 'mouseout', { bubbles: true } ) );
		} );
		act( () => jest.advanceTimersByTime( SNACKBAR_AUTO_DISMISS_MS ) );
		act( () => jest.advanceTimersByTime( SNACKBAR_TRANSITION_MS ) );
		expect( onRemove ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'given the focus inside a notice › waits until it leaves, then 10 s more', () => {
		const { onRemove, container } = setup( [ NOTICES[ 0 ]! ] );
		const dismiss = screen.getByRole( 'button', { name: 'Dismiss this notice' } );
		act( () => dismiss.focus() );
		act( () => jest.advanceTimersByTime( 3 * SNACKBAR_AUTO_DISMISS_MS ) );
		expect( container.querySelector( '.is-exiting' ) ).toBeNull();
		expect( onRemove ).not.toHaveBeenCalled();
		act( () => dismiss.blur() );
		act( () => jest.advanceTimersByTime( SNACKBAR_AUTO_DISMISS_MS - 1 ) );
		expect( container.querySelector( '.is-exiting' ) ).toBeNull();
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( container.querySelector( '.is-exiting' ) ).not.toBeNull();
		act( () => jest.advanceTimersByTime( SNACKBAR_TRANSITION_MS ) );
		expect( onRemove ).toHaveBeenCalledWith( 'removed' );
	} );

	it( 'given a notice that is not dismissible › has no dismiss button but still goes after 10 s', () => {
		const { onRemove } = setup( [ { ...NOTICES[ 0 ]!, isDismissible: false } ] );
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
		act( () => jest.advanceTimersByTime( SNACKBAR_AUTO_DISMISS_MS ) );
		act( () => jest.advanceTimersByTime( SNACKBAR_TRANSITION_MS ) );
		expect( onRemove ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'given no notices › renders only the empty list, nothing to see', () => {
		const { container } = setup( [] );
		expect( container ).toHaveTextContent( '' );
		expect( container.querySelectorAll( '.wc-block-components-notice-snackbar' ) ).toHaveLength(
			0
		);
	} );
} );
