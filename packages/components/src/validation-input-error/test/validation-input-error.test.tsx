/** Tests of the ValidationInputError: an alert describing the input, ids from property names, no message. */

import { render, screen } from '@testing-library/react';

import { axe } from '@cesta/test-utils/dom';

import { getValidationErrorId, ValidationInputError } from '..';

describe( 'ValidationInputError', () => {
	it( 'given a message and an element id › shows it in an alert that describes the input', async () => {
		const { container } = render(
			<>
				<label htmlFor="postcode">Postal code</label>
				<input
					id="postcode"
					aria-invalid="true"
					aria-describedby={ getValidationErrorId( 'postcode' ) }
				/>
				<ValidationInputError
					errorMessage="Please enter a valid postcode"
					elementId="postcode"
				/>
			</>
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( 'Please enter a valid postcode' );
		expect(
			screen.getByRole( 'textbox', { name: 'Postal code' } )
		).toHaveAccessibleDescription( 'Please enter a valid postcode' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given only a property name › names the message after it', () => {
		render( <ValidationInputError errorMessage="Required" propertyName="billing_email" /> );
		expect( screen.getByText( 'Required' ).parentElement ).toHaveAttribute(
			'id',
			'validate-error-billing_email'
		);
	} );

	it.each( [ undefined, '' ] )( 'given the message %p › renders nothing', ( message ) => {
		const { container } = render(
			<ValidationInputError errorMessage={ message } elementId="x" />
		);
		expect( container ).toBeEmptyDOMElement();
	} );
} );
