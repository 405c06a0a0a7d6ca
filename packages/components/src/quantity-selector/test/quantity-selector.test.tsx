/** Tests of the QuantitySelector: buttons, limits, typing committed after 600 ms, blur, Enter, arrows. */

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe } from '@cesta/test-utils/dom';

import { QuantitySelector } from '..';
import type { QuantitySelectorProps } from '..';
import { QUANTITY_TYPING_COMMIT_DELAY_MS } from '../../constants';

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

const setup = ( props: Partial< QuantitySelectorProps > = {} ) => {
	const onChange = jest.fn();
	const user = userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );
	const all: QuantitySelectorProps = {
		quantity: 2,
		itemName: 'Ventilador de pie',
		onChange,
		...props,
	};
	const view = render( <QuantitySelector { ...all } /> );
	const input = screen.getByRole( 'spinbutton', {
		name: 'Quantity of Ventilador de pie in your cart.',
	} );
	const minus = screen.getByRole( 'button', { name: 'Reduce quantity of Ventilador de pie' } );
	const plus = screen.getByRole( 'button', { name: 'Increase quantity of Ventilador de pie' } );
	const rerender = ( next: Partial< QuantitySelectorProps > ) =>
		view.rerender( <QuantitySelector { ...all } { ...next } /> );
	return { ...view, onChange, user, input, minus, plus, rerender };
};

const typeOver = async (
	user: ReturnType< typeof userEvent.setup >,
	input: HTMLElement,
	text: string
) => {
	await user.clear( input );
	if ( text ) {
		await user.type( input, text );
	}
};

describe( 'QuantitySelector', () => {
	it( 'given a line with 2 units › shows 2 with named input and buttons, in WooCommerce classes', async () => {
		jest.useRealTimers();
		const { container, input, minus, plus } = setup();
		expect( input ).toHaveValue( 2 );
		expect( container.firstChild ).toHaveClass( 'wc-block-components-quantity-selector' );
		expect( input ).toHaveClass( 'wc-block-components-quantity-selector__input' );
		expect( minus ).toHaveClass( 'wc-block-components-quantity-selector__button--minus' );
		expect( plus ).toHaveClass( 'wc-block-components-quantity-selector__button--plus' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a click on plus › calls onChange once with quantity + step', async () => {
		const { user, plus, input, onChange } = setup( { step: 2, quantity: 2 } );
		await user.click( plus );
		expect( onChange ).toHaveBeenCalledTimes( 1 );
		expect( onChange ).toHaveBeenCalledWith( 4 );
		expect( input ).toHaveValue( 4 );
	} );

	it( 'given a click on plus, then a typed quantity › the page’s polite live region, there since the selector mounted, says each new quantity', async () => {
		// Earlier tests spoke through it: this one starts from a page without it.
		document.querySelector( '[aria-live="polite"]' )?.remove();
		const { user, plus, input } = setup( { quantity: 2 } );
		const region = document.querySelector( '[aria-live="polite"]' );
		expect( region?.textContent ).toBe( '' );

		await user.click( plus );
		expect( region ).toHaveTextContent( 'Quantity of Ventilador de pie changed to 3.' );
		await typeOver( user, input, '5' );
		act( () => jest.advanceTimersByTime( QUANTITY_TYPING_COMMIT_DELAY_MS ) );
		expect( region ).toHaveTextContent( 'Quantity of Ventilador de pie changed to 5.' );
	} );

	it( 'given a click on minus › calls onChange once with quantity − step', async () => {
		const { user, minus, onChange } = setup( { quantity: 3 } );
		await user.click( minus );
		expect( onChange ).toHaveBeenCalledTimes( 1 );
		expect( onChange ).toHaveBeenCalledWith( 2 );
	} );

	it( 'given two quick clicks before the cart answers › counts from the local value (2 → 3 → 4)', async () => {
		const { user, plus, onChange } = setup();
		await user.click( plus );
		await user.click( plus );
		expect( onChange.mock.calls ).toEqual( [ [ 3 ], [ 4 ] ] );
	} );

	it( 'given the quantity is at the minimum › disables minus only', async () => {
		jest.useRealTimers();
		const { container, minus, plus } = setup( { quantity: 1, minimum: 1 } );
		expect( minus ).toBeDisabled();
		expect( plus ).toBeEnabled();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given the quantity is at the maximum › disables plus only', async () => {
		jest.useRealTimers();
		const { container, minus, plus } = setup( { quantity: 99, maximum: 99 } );
		expect( plus ).toBeDisabled();
		expect( minus ).toBeEnabled();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a maximum that is not a multiple (max 22, step 4) › plus stops at 20', () => {
		const { plus } = setup( { quantity: 20, maximum: 22, step: 4, minimum: 4 } );
		expect( plus ).toBeDisabled();
	} );

	it( 'given typing › commits 600 ms after the last keystroke, not before', async () => {
		const { user, input, onChange } = setup();
		await typeOver( user, input, '7' );
		act( () => jest.advanceTimersByTime( QUANTITY_TYPING_COMMIT_DELAY_MS - 1 ) );
		expect( onChange ).not.toHaveBeenCalled();
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( onChange ).toHaveBeenCalledTimes( 1 );
		expect( onChange ).toHaveBeenCalledWith( 7 );
	} );

	it( 'given several keystrokes › waits for the last one and commits the whole number once', async () => {
		const { user, input, onChange } = setup();
		await user.clear( input );
		await user.type( input, '1' );
		act( () => jest.advanceTimersByTime( 400 ) );
		await user.type( input, '2' );
		act( () => jest.advanceTimersByTime( 400 ) );
		expect( onChange ).not.toHaveBeenCalled();
		act( () => jest.advanceTimersByTime( 200 ) );
		expect( onChange.mock.calls ).toEqual( [ [ 12 ] ] );
	} );

	it( 'given a typed value and a blur › commits at once, and only once', async () => {
		const { user, input, onChange } = setup();
		await typeOver( user, input, '5' );
		await user.tab();
		expect( onChange ).toHaveBeenCalledWith( 5 );
		act( () => jest.advanceTimersByTime( QUANTITY_TYPING_COMMIT_DELAY_MS * 2 ) );
		expect( onChange ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'given a typed value and Enter › commits at once without submitting the form', async () => {
		const onSubmit = jest.fn();
		const onChange = jest.fn();
		const user = userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );
		render(
			<form onSubmit={ onSubmit } aria-label="Cart">
				<QuantitySelector quantity={ 2 } itemName="Fan" onChange={ onChange } />
			</form>
		);
		const input = screen.getByRole( 'spinbutton' );
		await typeOver( user, input, '6' );
		await user.keyboard( '{Enter}' );
		expect( onChange ).toHaveBeenCalledWith( 6 );
		expect( onSubmit ).not.toHaveBeenCalled();
	} );

	it( 'given ArrowUp and ArrowDown in the box › act as plus and minus', async () => {
		const { user, input, onChange } = setup( { quantity: 4, step: 2 } );
		input.focus();
		await user.keyboard( '{ArrowUp}' );
		expect( input ).toHaveValue( 6 );
		await user.keyboard( '{ArrowDown}{ArrowDown}' );
		expect( onChange.mock.calls ).toEqual( [ [ 6 ], [ 4 ], [ 2 ] ] );
	} );

	it( 'given a typed value above the maximum › commits the maximum and shows it', async () => {
		const { user, input, onChange } = setup( { maximum: 9 } );
		await typeOver( user, input, '50' );
		await user.tab();
		expect( onChange ).toHaveBeenCalledWith( 9 );
		expect( input ).toHaveValue( 9 );
	} );

	it( 'given a typed value below the minimum › commits the minimum', async () => {
		const { user, input, onChange } = setup( { quantity: 5, minimum: 2 } );
		await typeOver( user, input, '0' );
		await user.tab();
		expect( onChange ).toHaveBeenCalledWith( 2 );
	} );

	it( 'given a value that is not a multiple (7 with multiple_of 4) › snaps it to 8', async () => {
		const { user, input, onChange } = setup( { quantity: 4, step: 4, minimum: 4 } );
		await typeOver( user, input, '7' );
		act( () => jest.advanceTimersByTime( QUANTITY_TYPING_COMMIT_DELAY_MS ) );
		expect( onChange ).toHaveBeenCalledWith( 8 );
		expect( input ).toHaveValue( 8 );
	} );

	it( 'given the same value typed again › does not call onChange', async () => {
		const { user, input, onChange } = setup();
		await typeOver( user, input, '2' );
		act( () => jest.advanceTimersByTime( QUANTITY_TYPING_COMMIT_DELAY_MS ) );
		await user.tab();
		expect( onChange ).not.toHaveBeenCalled();
	} );

	it( 'given a value that snaps back to the current quantity › shows it and does not call onChange', async () => {
		const { user, input, onChange } = setup( { quantity: 99, maximum: 99 } );
		await typeOver( user, input, '150' );
		await user.tab();
		expect( input ).toHaveValue( 99 );
		expect( onChange ).not.toHaveBeenCalled();
	} );

	it( 'given an emptied box › never commits it and restores the quantity on blur', async () => {
		const { user, input, onChange } = setup( { quantity: 3 } );
		await user.clear( input );
		act( () => jest.advanceTimersByTime( QUANTITY_TYPING_COMMIT_DELAY_MS * 2 ) );
		expect( onChange ).not.toHaveBeenCalled();
		await user.tab();
		expect( input ).toHaveValue( 3 );
		expect( onChange ).not.toHaveBeenCalled();
	} );

	it( 'given a new quantity from the cart › shows it', () => {
		const { input, rerender } = setup();
		rerender( { quantity: 5 } );
		expect( input ).toHaveValue( 5 );
	} );

	it( 'given the line goes away during typing › drops the pending edit', async () => {
		const { user, input, onChange, unmount } = setup();
		await typeOver( user, input, '8' );
		unmount();
		act( () => jest.advanceTimersByTime( QUANTITY_TYPING_COMMIT_DELAY_MS ) );
		expect( onChange ).not.toHaveBeenCalled();
	} );

	it( 'given a line that is not editable › disables the box and both buttons', async () => {
		jest.useRealTimers();
		const { container, input, minus, plus } = setup( { editable: false } );
		expect( input ).toBeDisabled();
		expect( minus ).toBeDisabled();
		expect( plus ).toBeDisabled();
		expect( container.firstChild ).toHaveClass( 'is-disabled' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given disabled (update pending) › ignores clicks and keys', async () => {
		const { user, input, plus, onChange } = setup( { disabled: true } );
		await user.click( plus );
		input.focus();
		await user.keyboard( '{ArrowUp}' );
		expect( onChange ).not.toHaveBeenCalled();
		expect( input ).toBeDisabled();
	} );

	it( 'given a name with HTML entities › names the controls with the decoded name', () => {
		render(
			<QuantitySelector
				quantity={ 1 }
				itemName="Camiseta &#8211; Rojo"
				onChange={ jest.fn() }
			/>
		);
		expect(
			screen.getByRole( 'button', { name: 'Increase quantity of Camiseta – Rojo' } )
		).toBeInTheDocument();
	} );
} );
