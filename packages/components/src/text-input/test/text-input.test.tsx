/** Tests of the TextInput: its name, typing, floating and fixed labels, errors, aria-describedby, handlers. */

import { useState } from '@wordpress/element';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe } from '@cesta/test-utils/dom';

import { TextInput } from '..';
import type { TextInputProps } from '..';

const Controlled = ( props: Partial< TextInputProps > ) => {
	const [ value, setValue ] = useState( props.value ?? '' );
	return <TextInput id="city" label="City" { ...props } value={ value } onChange={ setValue } />;
};

describe( 'TextInput', () => {
	it( 'given a label › names the input with it', async () => {
		const { container } = render( <Controlled /> );
		expect( screen.getByRole( 'textbox', { name: 'City' } ) ).toHaveAttribute( 'id', 'city' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given typing › reports each edit and keeps the text', async () => {
		const onChange = jest.fn();
		render( <TextInput id="city" label="City" value="" onChange={ onChange } /> );
		await userEvent.type( screen.getByRole( 'textbox' ), 'M' );
		expect( onChange ).toHaveBeenCalledWith( 'M' );
	} );

	it( 'given a floating label › is active only with focus or text', async () => {
		const { container } = render( <Controlled /> );
		const wrapper = container.firstChild as HTMLElement;
		expect( wrapper ).not.toHaveClass( 'is-active' );
		await userEvent.click( screen.getByRole( 'textbox' ) );
		expect( wrapper ).toHaveClass( 'is-active' );
		await userEvent.tab();
		expect( wrapper ).not.toHaveClass( 'is-active' );
		await userEvent.type( screen.getByRole( 'textbox' ), 'Madrid' );
		await userEvent.tab();
		expect( wrapper ).toHaveClass( 'is-active' );
	} );

	it( 'given the label above › puts it before the input and keeps it up', () => {
		const { container } = render( <Controlled labelPosition="above" /> );
		expect( container.firstChild ).toHaveClass(
			'wc-block-components-text-input--label-above',
			'is-active'
		);
		expect( container.querySelector( 'label + input' ) ).toBeInTheDocument();
	} );

	it( 'given an error › marks the input invalid and describes it with the message', async () => {
		const { container } = render(
			<Controlled
				id="postcode"
				label="Postal code"
				errorMessage="Please enter a valid postcode"
			/>
		);
		const input = screen.getByRole( 'textbox', { name: 'Postal code' } );
		expect( input ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( input ).toHaveAccessibleDescription( 'Please enter a valid postcode' );
		expect( container.firstChild ).toHaveClass( 'has-error' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given help and extra description ids › joins them into aria-describedby', () => {
		render(
			<>
				<span id="extra">Shown on the invoice</span>
				<Controlled help="Optional" ariaDescribedBy="extra" />
			</>
		);
		expect( screen.getByRole( 'textbox' ) ).toHaveAccessibleDescription(
			'Optional Shown on the invoice'
		);
	} );

	it( 'given focus and blur handlers › still calls them', async () => {
		const onFocus = jest.fn();
		const onBlur = jest.fn();
		render( <Controlled onFocus={ onFocus } onBlur={ onBlur } /> );
		await userEvent.click( screen.getByRole( 'textbox' ) );
		await userEvent.tab();
		expect( onFocus ).toHaveBeenCalledTimes( 1 );
		expect( onBlur ).toHaveBeenCalledTimes( 1 );
	} );
} );
