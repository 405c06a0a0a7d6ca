/** Tests of the Select: its name, optional label, placeholder, choosing, errors, descriptions and ref. */

import { createRef, useState } from '@wordpress/element';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe } from '@cesta/test-utils/dom';

import { Select } from '..';
import type { SelectProps } from '..';

const COUNTRIES = [
	{ value: 'ES', label: 'España' },
	{ value: 'PT', label: 'Portugal' },
	{ value: 'FR', label: 'Francia' },
];

const Controlled = ( props: Partial< SelectProps > ) => {
	const [ value, setValue ] = useState( props.value ?? '' );
	return (
		<Select
			id="shipping-country"
			label="Country/Region"
			options={ COUNTRIES }
			{ ...props }
			value={ value }
			onChange={ ( next ) => {
				setValue( next );
				props.onChange?.( next );
			} }
		/>
	);
};

describe( 'Select', () => {
	it( 'given a required field › is named by its label, required, and starts on the placeholder', async () => {
		const { container } = render( <Controlled required /> );
		const select = screen.getByRole( 'combobox', { name: 'Country/Region' } );
		expect( select ).toBeRequired();
		expect( select ).toHaveValue( '' );
		expect( screen.getByRole( 'option', { name: 'Select a country/region' } ) ).toBeDisabled();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given an optional field › adds "(optional)" and lets the placeholder be chosen back', async () => {
		const onChange = jest.fn();
		render( <Controlled value="PT" onChange={ onChange } /> );
		const select = screen.getByRole( 'combobox', { name: 'Country/Region (optional)' } );
		expect( select ).not.toBeRequired();
		await userEvent.selectOptions( select, 'Select a country/region' );
		expect( onChange ).toHaveBeenLastCalledWith( '' );
		expect( select ).toHaveValue( '' );
	} );

	it( 'given its own optional label and placeholder › shows them', () => {
		render(
			<Controlled
				label="State/County"
				optionalLabel="Provincia (opcional)"
				placeholder="Elige una provincia"
			/>
		);
		expect(
			screen.getByRole( 'combobox', { name: 'Provincia (opcional)' } )
		).toBeInTheDocument();
		expect( screen.getByRole( 'option', { name: 'Elige una provincia' } ) ).toBeEnabled();
	} );

	it( 'given the keyboard › is reached with Tab, and a choice reports its value', async () => {
		const onChange = jest.fn();
		render( <Controlled required onChange={ onChange } /> );
		await userEvent.tab();
		const select = screen.getByRole( 'combobox' );
		expect( select ).toHaveFocus();
		await userEvent.selectOptions( select, 'Portugal' );
		expect( onChange ).toHaveBeenCalledWith( 'PT' );
		expect( select ).toHaveValue( 'PT' );
		expect( screen.getAllByRole( 'option' ).map( ( option ) => option.textContent ) ).toEqual( [
			'Select a country/region',
			'España',
			'Portugal',
			'Francia',
		] );
	} );

	it( 'given an error › marks the select invalid, describes it and announces the message', async () => {
		const { container } = render(
			<Controlled
				id="shipping-state"
				label="Province"
				required
				errorMessage="Please select a province"
			/>
		);
		const select = screen.getByRole( 'combobox', { name: 'Province' } );
		expect( select ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( select ).toHaveAccessibleDescription( 'Please select a province' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( 'Please select a province' );
		expect( container.firstChild ).toHaveClass( 'has-error' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given help and extra description ids › joins them into aria-describedby', () => {
		render(
			<>
				<span id="note">We ship to the Iberian peninsula only</span>
				<Controlled help="Where the parcel goes" ariaDescribedBy="note" />
			</>
		);
		expect( screen.getByRole( 'combobox' ) ).toHaveAccessibleDescription(
			'Where the parcel goes We ship to the Iberian peninsula only'
		);
	} );

	it( 'given a ref and native attributes › hands over the select and keeps them', () => {
		const ref = createRef< HTMLSelectElement >();
		const onBlur = jest.fn();
		render(
			<Select
				ref={ ref }
				id="billing-country"
				label="Country/Region"
				value="ES"
				options={ COUNTRIES }
				onChange={ jest.fn() }
				autoComplete="section-billing billing country"
				onBlur={ onBlur }
			/>
		);
		ref.current?.focus();
		expect( ref.current ).toHaveFocus();
		expect( ref.current ).toHaveAttribute( 'autocomplete', 'section-billing billing country' );
		ref.current?.blur();
		expect( onBlur ).toHaveBeenCalledTimes( 1 );
	} );
} );
