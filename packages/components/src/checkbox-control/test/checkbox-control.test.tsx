/** Tests of the CheckboxControl: click and Space toggle, label clicks, errors described, disabled, axe. */

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe } from '@cesta/test-utils/dom';

import { CheckboxControl } from '..';

describe( 'CheckboxControl', () => {
	it( 'given a click › reports the new state', async () => {
		const onChange = jest.fn();
		const { container } = render(
			<CheckboxControl label="Create an account" onChange={ onChange } />
		);
		const checkbox = screen.getByRole( 'checkbox', { name: 'Create an account' } );
		expect( checkbox ).not.toBeChecked();
		await userEvent.click( checkbox );
		expect( onChange ).toHaveBeenCalledWith( true );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given it is checked › a click on the label reports false', async () => {
		const onChange = jest.fn();
		const { container } = render(
			<CheckboxControl label="Create an account" checked onChange={ onChange } />
		);
		expect( screen.getByRole( 'checkbox' ) ).toBeChecked();
		await userEvent.click( screen.getByText( 'Create an account' ) );
		expect( onChange ).toHaveBeenCalledWith( false );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given Space on the focused checkbox › toggles it', async () => {
		const onChange = jest.fn();
		render( <CheckboxControl label="Create an account" onChange={ onChange } /> );
		screen.getByRole( 'checkbox' ).focus();
		await userEvent.keyboard( ' ' );
		expect( onChange ).toHaveBeenCalledWith( true );
	} );

	it( 'given an error › marks it invalid and describes it with the message', async () => {
		const { container } = render(
			<CheckboxControl
				id="terms"
				label="I accept the terms"
				onChange={ jest.fn() }
				errorMessage="Please check this box if you want to proceed."
			/>
		);
		const checkbox = screen.getByRole( 'checkbox', { name: 'I accept the terms' } );
		expect( checkbox ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( checkbox ).toHaveAccessibleDescription(
			'Please check this box if you want to proceed.'
		);
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given it is disabled › ignores clicks', async () => {
		const onChange = jest.fn();
		const { container } = render(
			<CheckboxControl label="Save card" disabled onChange={ onChange } />
		);
		await userEvent.click( screen.getByRole( 'checkbox' ) );
		expect( onChange ).not.toHaveBeenCalled();
		expect( await axe( container ) ).toHaveNoViolations();
	} );
} );
