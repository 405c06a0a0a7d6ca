/** Tests of the store notices: roles, dismissing, grouped errors, sanitised HTML, snackbars, none. */

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe } from '@cesta/test-utils/dom';

import { StoreNotice, StoreNoticesContainer } from '..';
import type { StoreNoticeData } from '..';

describe( 'StoreNotice', () => {
	it( 'given an error › is an alert with the error class', async () => {
		const { container } = render(
			<StoreNotice status="error" onRemove={ jest.fn() }>
				There was a problem with your shipping option.
			</StoreNotice>
		);
		const notice = screen.getByRole( 'alert' );
		expect( notice ).toHaveClass( 'wc-block-components-notice-banner', 'is-error' );
		expect( notice ).toHaveTextContent( 'There was a problem with your shipping option.' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a success notice › is a polite status message', async () => {
		const { container } = render( <StoreNotice status="success">Coupon applied.</StoreNotice> );
		expect( screen.getByRole( 'status' ) ).toHaveClass( 'is-success' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a dismiss › calls onRemove', async () => {
		const onRemove = jest.fn();
		render( <StoreNotice onRemove={ onRemove }>Hi</StoreNotice> );
		await userEvent.click( screen.getByRole( 'button', { name: 'Dismiss this notice' } ) );
		expect( onRemove ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'given it is not dismissible › has no dismiss button', () => {
		render(
			<StoreNotice status="error" isDismissible={ false } onRemove={ jest.fn() }>
				There was a problem with your payment option.
			</StoreNotice>
		);
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );
} );

describe( 'StoreNoticesContainer', () => {
	const notice = (
		id: string,
		status: StoreNoticeData[ 'status' ],
		content: string,
		extra = {}
	): StoreNoticeData => ( {
		id,
		status,
		content,
		...extra,
	} );

	it( 'given several errors › gathers them under "Please fix the following errors before continuing"', async () => {
		const onRemove = jest.fn();
		const { container } = render(
			<StoreNoticesContainer
				context="wc/checkout"
				onRemove={ onRemove }
				notices={ [
					notice( 'a', 'error', 'Please enter a valid postcode' ),
					notice( 'b', 'error', 'Please enter a valid email address' ),
				] }
			/>
		);
		const alert = screen.getByRole( 'alert' );
		expect( alert ).toHaveTextContent( 'Please fix the following errors before continuing' );
		expect(
			within( alert )
				.getAllByRole( 'listitem' )
				.map( ( item ) => item.textContent )
		).toEqual( [ 'Please enter a valid postcode', 'Please enter a valid email address' ] );
		expect( container.firstChild ).toHaveAttribute( 'data-context', 'wc/checkout' );
		expect( await axe( container ) ).toHaveNoViolations();
		await userEvent.click( screen.getByRole( 'button', { name: 'Dismiss this notice' } ) );
		expect( onRemove.mock.calls ).toEqual( [ [ 'a' ], [ 'b' ] ] );
	} );

	it( 'given one error and one info › shows two banners, each dismissible', async () => {
		const onRemove = jest.fn();
		render(
			<StoreNoticesContainer
				onRemove={ onRemove }
				notices={ [
					notice(
						'e',
						'error',
						'Something went wrong. Please contact us to get assistance.'
					),
					notice(
						'i',
						'info',
						'Totals will be recalculated when a valid shipping method is selected.'
					),
				] }
			/>
		);
		expect( screen.getByRole( 'alert' ) ).not.toHaveTextContent( 'Please fix' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Totals will be recalculated' );
		await userEvent.click( within( screen.getByRole( 'status' ) ).getByRole( 'button' ) );
		expect( onRemove ).toHaveBeenCalledWith( 'i' );
	} );

	it( 'given server HTML in a notice › renders it sanitised', () => {
		const { container } = render(
			<StoreNoticesContainer
				onRemove={ jest.fn() }
				notices={ [
					notice(
						'x',
						'error',
						'Coupon &quot;NOEXISTE&quot; does not exist!<img src=x onerror=alert(1)><script>alert(1)</script>'
					),
				] }
			/>
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Coupon "NOEXISTE" does not exist!'
		);
		expect( container.querySelector( 'img, script' ) ).toBeNull();
	} );

	it( 'given a snackbar notice › shows it in the snackbar list, not as a banner', () => {
		const { container } = render(
			<StoreNoticesContainer
				onRemove={ jest.fn() }
				notices={ [
					notice(
						's',
						'success',
						'Coupon code "DESCUENTO10" has been removed from your cart.',
						{ type: 'snackbar' }
					),
				] }
			/>
		);
		expect( container.querySelector( '.wc-block-components-notice-banner' ) ).toBeNull();
		expect(
			container.querySelector( '.wc-block-components-notice-snackbar' )
		).toHaveTextContent( 'DESCUENTO10' );
	} );

	it( 'given no notices › shows nothing: no notices block, only the empty snackbar list, a polite live region waiting for the first snackbar', () => {
		const { container } = render(
			<StoreNoticesContainer notices={ [] } onRemove={ jest.fn() } />
		);
		expect( container ).toHaveTextContent( '' );
		expect( container.querySelector( '.wc-block-components-notices' ) ).toBeNull();
		expect( container.firstChild ).toHaveClass( 'wc-block-components-notice-snackbar-list' );
		expect( container.firstChild ).toHaveAttribute( 'aria-live', 'polite' );
	} );
} );
