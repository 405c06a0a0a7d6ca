/** Tests of the TotalsCoupon: the panel, Apply enabled, applied and refused codes, errors, busy states. */

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe } from '@cesta/test-utils/dom';
import { couponInvalidError } from '@cesta/test-utils/fixtures';

import { TotalsCoupon } from '..';
import type { TotalsCouponProps } from '..';
import { couponFormLoader } from '../load-coupon-form';

const setup = ( props: Partial< TotalsCouponProps > = {} ) => {
	const onSubmit = props.onSubmit ?? jest.fn( async () => true );
	const view = render( <TotalsCoupon { ...props } onSubmit={ onSubmit } /> );
	// The form downloads when the panel is first reached: wait for it.
	const open = async () => {
		await userEvent.click( screen.getByRole( 'button', { name: 'Add coupons' } ) );
		await screen.findByRole( 'textbox', { name: 'Enter code' } );
	};
	const input = () => screen.getByRole( 'textbox', { name: 'Enter code' } );
	const apply = () => screen.getByRole( 'button', { name: 'Apply' } );
	return { onSubmit, open, input, apply, ...view };
};

/** A promise the test settles when it wants, to look at the form while it waits. */
const deferred = < T, >() => {
	let resolve!: ( value: T ) => void;
	let reject!: ( reason: unknown ) => void;
	const promise = new Promise< T >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
};

describe( 'TotalsCoupon', () => {
	it( 'given the panel closed by default › shows only the "Add coupons" toggle', async () => {
		const { container } = setup();
		expect( screen.getByRole( 'button', { name: 'Add coupons' } ) ).toHaveAttribute(
			'aria-expanded',
			'false'
		);
		expect( screen.queryByRole( 'textbox' ) ).not.toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();
		// First test of the file (a fresh module registry): nothing reached the panel yet.
		expect( couponFormLoader.loaded() ).toBeUndefined();
	} );

	it( 'given the panel opened › shows the field and a disabled Apply while it is empty', async () => {
		const { container, open, input, apply } = setup();
		await open();
		expect( input() ).toHaveValue( '' );
		expect( apply() ).toBeDisabled();
		expect( screen.getByRole( 'form', { name: 'Coupon code' } ) ).toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given only spaces typed › keeps Apply disabled', async () => {
		const { open, input, apply } = setup();
		await open();
		await userEvent.type( input(), '   ' );
		expect( apply() ).toBeDisabled();
	} );

	it( 'given initialOpen › starts open', async () => {
		setup( { initialOpen: true } );
		expect( await screen.findByRole( 'textbox', { name: 'Enter code' } ) ).toBeInTheDocument();
	} );

	it( 'given a code typed and the panel closed › opening it again shows the code', async () => {
		const { open, input } = setup();
		await open();
		await userEvent.type( input(), 'VERANO' );
		await userEvent.click( screen.getByRole( 'button', { name: 'Add coupons' } ) );
		expect( screen.queryByRole( 'textbox' ) ).not.toBeInTheDocument();

		await open();
		expect( input() ).toHaveValue( 'VERANO' );
	} );

	it( 'given a code applied › submits the trimmed code, clears the field, closes the panel and focuses its toggle', async () => {
		const { onSubmit, open, input, apply } = setup();
		await open();
		await userEvent.type( input(), ' DESCUENTO10 ' );
		await userEvent.click( apply() );
		expect( onSubmit ).toHaveBeenCalledWith( 'DESCUENTO10' );
		const toggle = screen.getByRole( 'button', { name: 'Add coupons' } );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( toggle ).toHaveFocus();
		await userEvent.click( toggle );
		expect( input() ).toHaveValue( '' );
	} );

	it( 'given Enter in the field › submits the code', async () => {
		const { onSubmit, open, input } = setup();
		await open();
		await userEvent.type( input(), 'DESCUENTO10{Enter}' );
		expect( onSubmit ).toHaveBeenCalledWith( 'DESCUENTO10' );
	} );

	it( 'given a code refused (false) › keeps the code, keeps the panel open and focuses the field again', async () => {
		const onSubmit = jest.fn( async () => false );
		const { open, input, apply } = setup( { onSubmit } );
		await open();
		await userEvent.type( input(), 'NOEXISTE' );
		await userEvent.click( apply() );
		expect( input() ).toHaveValue( 'NOEXISTE' );
		expect( input() ).toHaveFocus();
	} );

	it( 'given the coupon’s validation error › shows it under the field and describes the field with it', async () => {
		const { container, input } = setup( {
			initialOpen: true,
			errorMessage: 'Coupon "NOEXISTE" does not exist!',
		} );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Coupon "NOEXISTE" does not exist!'
		);
		expect( input() ).toHaveAccessibleDescription( 'Coupon "NOEXISTE" does not exist!' );
		expect( input() ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given onSubmit rejects with the server error › shows its decoded message and keeps the code', async () => {
		const onSubmit = jest.fn( async () => {
			throw couponInvalidError;
		} );
		const { open, input, apply } = setup( { onSubmit } );
		await open();
		await userEvent.type( input(), 'NOEXISTE' );
		await userEvent.click( apply() );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Coupon "NOEXISTE" does not exist!'
		);
		expect( input() ).toHaveValue( 'NOEXISTE' );
		expect( input() ).toHaveFocus();
	} );

	it( 'given onSubmit rejects without a message › shows a generic error', async () => {
		const onSubmit = jest.fn( () => Promise.reject( new Error( '' ) ) );
		const { open, input, apply } = setup( { onSubmit } );
		await open();
		await userEvent.type( input(), 'X' );
		await userEvent.click( apply() );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'The coupon could not be applied. Please try again.'
		);
	} );

	it( 'given an error shown › typing hides it and tells the caller', async () => {
		const onSubmit = jest.fn( () => Promise.reject( new Error( 'Nope' ) ) );
		const onCodeChange = jest.fn();
		const { open, input, apply } = setup( { onSubmit, onCodeChange } );
		await open();
		await userEvent.type( input(), 'X' );
		await userEvent.click( apply() );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( 'Nope' );
		await userEvent.type( input(), 'Y' );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expect( onCodeChange ).toHaveBeenLastCalledWith( 'XY' );
	} );

	it( 'given a submit in progress › masks the form, disables Apply and ignores a second submit', async () => {
		const pending = deferred< boolean >();
		const onSubmit = jest.fn( () => pending.promise );
		const { container, open, input, apply } = setup( { onSubmit } );
		await open();
		await userEvent.type( input(), 'DESCUENTO10' );
		await userEvent.click( apply() );
		expect( apply() ).toBeDisabled();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Applying coupon…' );
		await userEvent.type( input(), '{Enter}' );
		expect( onSubmit ).toHaveBeenCalledTimes( 1 );
		expect( await axe( container ) ).toHaveNoViolations();
		await act( async () => pending.resolve( true ) );
		expect( screen.queryByRole( 'textbox' ) ).not.toBeInTheDocument();
	} );

	it( 'given the cart is applying a coupon (isLoading) › disables Apply', () => {
		const { input, apply } = setup( { initialOpen: true, isLoading: true } );
		expect( input() ).toBeInTheDocument();
		expect( apply() ).toBeDisabled();
	} );
} );
