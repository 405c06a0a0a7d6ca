/** Tests of the AddressForm: fields in order, patches and blur, state select or text, address 2 toggle, errors, focus handle, render hooks. */

import { createRef, forwardRef, useState } from '@wordpress/element';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe } from '@cesta/test-utils/dom';
import { MADRID_SHIPPING } from '@cesta/test-utils/fixtures';

import { AddressForm } from '..';
import type { AddressFormHandle, AddressFormProps, AddressFormValues } from '..';
import { ADDITIONAL_FIELDS, SPAIN_SHIPPING_FIELDS } from './fields';

const EMPTY = {
	first_name: '',
	last_name: '',
	company: '',
	address_1: '',
	address_2: '',
	city: '',
	state: '',
	postcode: '',
	country: 'ES',
	phone: '',
};

type FormProps = Partial< AddressFormProps > & {
	initial?: AddressFormValues;
	onPatch?: AddressFormProps[ 'onChange' ];
};

/** The form with its values held here, as the block holds them in the cart store. */
const Form = forwardRef< AddressFormHandle, FormProps >( function Form(
	{ initial = EMPTY, onPatch, ...props },
	ref
) {
	const [ values, setValues ] = useState< AddressFormValues >( initial );
	return (
		<AddressForm
			ref={ ref }
			type="shipping"
			fields={ SPAIN_SHIPPING_FIELDS }
			{ ...props }
			values={ values }
			onChange={ ( patch ) => {
				onPatch?.( patch );
				setValues( ( before ) => ( { ...before, ...patch } ) );
			} }
		/>
	);
} );

const labelsInOrder = ( container: HTMLElement ) =>
	Array.from( container.querySelectorAll( 'input:not([aria-hidden]), select' ) ).map(
		( element ) => ( element as HTMLInputElement ).labels?.[ 0 ]?.textContent
	);

describe( 'AddressForm', () => {
	it( "given Spain's shipping fields › renders the visible ones in order with WooCommerce's ids, classes and autofill sections", async () => {
		const { container } = render( <Form /> );
		expect( container.firstChild ).toHaveAttribute( 'id', 'shipping' );
		expect( container.firstChild ).toHaveClass( 'wc-block-components-address-form' );
		expect( labelsInOrder( container ) ).toEqual( [
			'Country/Region',
			'First name',
			'Last name',
			'Address',
			'Postal code',
			'City',
			'Province',
			'Phone (optional)',
		] );
		expect( screen.queryByLabelText( /Company/ ) ).not.toBeInTheDocument();
		const postcode = screen.getByRole( 'textbox', { name: 'Postal code' } );
		expect( postcode ).toHaveAttribute( 'id', 'shipping-postcode' );
		expect( postcode ).toBeRequired();
		expect( postcode ).toHaveAttribute(
			'autocomplete',
			'section-shipping shipping postal-code'
		);
		expect( postcode ).toHaveAttribute( 'autocapitalize', 'characters' );
		expect( postcode.closest( '.wc-block-components-text-input' ) ).toHaveClass(
			'wc-block-components-address-form__postcode'
		);
		expect( screen.getByRole( 'textbox', { name: 'Phone (optional)' } ) ).toHaveAttribute(
			'type',
			'tel'
		);
		expect( screen.getByRole( 'textbox', { name: 'Phone (optional)' } ) ).not.toBeRequired();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given typing and leaving a field › sends each edit as a patch and reports the blur by key', async () => {
		const onPatch = jest.fn();
		const onBlur = jest.fn();
		render( <Form onPatch={ onPatch } onBlur={ onBlur } /> );
		await userEvent.type( screen.getByRole( 'textbox', { name: 'City' } ), 'Madrid' );
		expect( onPatch ).toHaveBeenLastCalledWith( { city: 'Madrid' } );
		expect( onBlur ).not.toHaveBeenCalled();
		await userEvent.tab();
		expect( onBlur ).toHaveBeenCalledWith( 'city' );
		expect( screen.getByRole( 'combobox', { name: 'Province' } ) ).toHaveFocus();
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Province' } ),
			'Madrid'
		);
		expect( onPatch ).toHaveBeenLastCalledWith( { state: 'M' } );
	} );

	it( 'given a new country › sends only the country, leaving resets to the block', async () => {
		const onPatch = jest.fn();
		render( <Form initial={ MADRID_SHIPPING } onPatch={ onPatch } /> );
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Country/Region' } ),
			'Portugal'
		);
		expect( onPatch ).toHaveBeenCalledTimes( 1 );
		expect( onPatch ).toHaveBeenCalledWith( { country: 'PT' } );
	} );

	it( 'given a state without listed options › asks for it as text', () => {
		const fields = SPAIN_SHIPPING_FIELDS.map( ( field ) =>
			field.key === 'state'
				? { ...field, label: 'County', required: false, type: 'text', options: undefined }
				: field
		);
		render( <Form fields={ fields } /> );
		expect( screen.getByRole( 'textbox', { name: 'County (optional)' } ) ).toHaveAttribute(
			'id',
			'shipping-state'
		);
	} );

	describe( 'address line 2', () => {
		it( 'given it empty and optional › shows "+ Add apartment, suite, etc."; the keyboard opens it and lands in it', async () => {
			const { container } = render( <Form /> );
			expect(
				screen.queryByRole( 'textbox', { name: /Apartment/ } )
			).not.toBeInTheDocument();
			expect( await axe( container ) ).toHaveNoViolations();
			const toggle = screen.getByRole( 'button', { name: '+ Add apartment, suite, etc.' } );
			toggle.focus();
			await userEvent.keyboard( '{Enter}' );
			const line2 = screen.getByRole( 'textbox', {
				name: 'Apartment, suite, etc. (optional)',
			} );
			expect( line2 ).toHaveFocus();
			expect( line2 ).toHaveAttribute( 'id', 'shipping-address_2' );
			expect( screen.queryByRole( 'button', { name: /Add/ } ) ).not.toBeInTheDocument();
		} );

		it( 'given a value or a required field › shows the input from the start', () => {
			const { unmount } = render( <Form initial={ { ...EMPTY, address_2: '3º B' } } /> );
			expect( screen.getByRole( 'textbox', { name: /Apartment/ } ) ).toHaveValue( '3º B' );
			unmount();
			const fields = SPAIN_SHIPPING_FIELDS.map( ( field ) =>
				field.key === 'address_2' ? { ...field, required: true } : field
			);
			render( <Form fields={ fields } /> );
			expect(
				screen.getByRole( 'textbox', { name: 'Apartment, suite, etc.' } )
			).toBeRequired();
		} );

		it( 'given it emptied after opening › stays open', async () => {
			render( <Form /> );
			await userEvent.click( screen.getByRole( 'button', { name: /\+ Add/ } ) );
			const line2 = screen.getByRole( 'textbox', { name: /Apartment/ } );
			await userEvent.type( line2, 'B' );
			await userEvent.clear( line2 );
			expect( screen.getByRole( 'textbox', { name: /Apartment/ } ) ).toBeInTheDocument();
		} );

		it( "given the browser's autofill while collapsed › fills line 2 through the hidden input and opens it", () => {
			const onPatch = jest.fn();
			const { container } = render( <Form onPatch={ onPatch } /> );
			const hidden = container.querySelector(
				'.wc-block-components-address-form__address_2-hidden-input'
			)!;
			expect( hidden ).toHaveAttribute( 'tabindex', '-1' );
			expect( hidden ).toHaveAttribute( 'aria-hidden', 'true' );
			expect( hidden ).toHaveAttribute(
				'autocomplete',
				'section-shipping shipping address-line2'
			);
			fireEvent.change( hidden, { target: { value: 'Escalera 2' } } );
			expect( onPatch ).toHaveBeenCalledWith( { address_2: 'Escalera 2' } );
			expect( screen.getByRole( 'textbox', { name: /Apartment/ } ) ).toHaveValue(
				'Escalera 2'
			);
		} );
	} );

	it( 'given visible errors › marks each field invalid, describes it with its message and announces it', async () => {
		const { container } = render(
			<Form
				errors={ {
					postcode: 'Please enter a valid postcode',
					state: 'Please select a province',
					city: undefined,
				} }
			/>
		);
		const postcode = screen.getByRole( 'textbox', { name: 'Postal code' } );
		expect( postcode ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( postcode ).toHaveAccessibleDescription( 'Please enter a valid postcode' );
		expect( screen.getByRole( 'combobox', { name: 'Province' } ) ).toHaveAccessibleDescription(
			'Please select a province'
		);
		expect( screen.getByRole( 'textbox', { name: 'City' } ) ).not.toHaveAttribute(
			'aria-invalid'
		);
		expect( screen.getAllByRole( 'alert' ).map( ( alert ) => alert.textContent ) ).toEqual( [
			'Please enter a valid postcode',
			'Please select a province',
		] );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	describe( 'the focus handle', () => {
		it( 'given errors › focuses the first invalid field in form order', () => {
			const ref = createRef< AddressFormHandle >();
			render(
				<Form
					ref={ ref }
					errors={ {
						city: 'Please enter a valid city',
						postcode: 'Please enter a valid postcode',
					} }
				/>
			);
			let moved = false;
			act( () => {
				moved = ref.current!.focusFirstInvalid();
			} );
			expect( moved ).toBe( true );
			expect( screen.getByRole( 'textbox', { name: 'Postal code' } ) ).toHaveFocus();
		} );

		it( 'given the errors of a submit not yet rendered › focuses the first of those', () => {
			const ref = createRef< AddressFormHandle >();
			render( <Form ref={ ref } /> );
			act( () => {
				ref.current!.focusFirstInvalid( { first_name: 'Please enter a valid first name' } );
			} );
			expect( screen.getByRole( 'textbox', { name: 'First name' } ) ).toHaveFocus();
		} );

		it( 'given an error on a collapsed address 2 › opens it and focuses it', () => {
			const ref = createRef< AddressFormHandle >();
			render( <Form ref={ ref } /> );
			act( () => {
				ref.current!.focusFirstInvalid( { address_2: 'Please enter a valid apartment' } );
			} );
			expect( screen.getByRole( 'textbox', { name: /Apartment/ } ) ).toHaveFocus();
		} );

		it( 'given no error, or a hidden or unknown field › moves nothing and says so', () => {
			const ref = createRef< AddressFormHandle >();
			render( <Form ref={ ref } /> );
			expect( ref.current!.focusFirstInvalid() ).toBe( false );
			expect( ref.current!.focusField( 'company' ) ).toBe( false );
			expect( ref.current!.focusField( 'nickname' ) ).toBe( false );
			expect( document.body ).toHaveFocus();
		} );
	} );

	describe( 'render hooks', () => {
		it( 'given renderField for address 1 › renders it with the input props, and the others as usual', async () => {
			const renderField = jest.fn( ( field, props ) =>
				field.key === 'address_1' ? (
					<div className="custom-address">
						<label htmlFor={ props.id }>{ props.label } (search)</label>
						<input
							id={ props.id }
							value={ props.value }
							onChange={ ( event ) => props.onChange( event.target.value ) }
						/>
					</div>
				) : undefined
			);
			const onPatch = jest.fn();
			render( <Form renderField={ renderField } onPatch={ onPatch } /> );
			expect( renderField ).toHaveBeenCalledWith(
				expect.objectContaining( { key: 'address_1' } ),
				expect.objectContaining( {
					id: 'shipping-address_1',
					label: 'Address',
					required: true,
					autoComplete: 'section-shipping shipping address-line1',
					className: 'wc-block-components-address-form__address_1',
				} )
			);
			await userEvent.type(
				screen.getByRole( 'textbox', { name: 'Address (search)' } ),
				'C'
			);
			expect( onPatch ).toHaveBeenCalledWith( { address_1: 'C' } );
			expect( screen.getByRole( 'textbox', { name: 'City' } ) ).toBeInTheDocument();
		} );

		it( 'given renderField returning null › leaves the field out; children follow the fields', () => {
			const { container } = render(
				<Form renderField={ ( field ) => ( field.key === 'phone' ? null : undefined ) }>
					<p className="after">Additional information</p>
				</Form>
			);
			expect( screen.queryByRole( 'textbox', { name: /Phone/ } ) ).not.toBeInTheDocument();
			expect( container.firstChild?.lastChild ).toHaveClass( 'after' );
		} );
	} );

	it( "given an extension's additional fields › renders text, select and checkbox, with only safe attributes", async () => {
		const onPatch = jest.fn();
		const { container } = render(
			<Form
				fields={ ADDITIONAL_FIELDS }
				onPatch={ onPatch }
				errors={ { 'mi-tienda/horario': 'Please select a valid option' } }
			/>
		);
		const nif = screen.getByRole( 'textbox', { name: 'NIF (optional)' } );
		expect( nif ).toHaveAttribute( 'id', 'shipping-mi-tienda-nif' );
		expect( nif ).toHaveAttribute( 'pattern', '[0-9]{8}[A-Z]' );
		expect( nif ).toHaveAttribute( 'data-hint', 'nif' );
		expect( nif ).not.toHaveAttribute( 'onclick' );
		expect( nif ).not.toHaveAttribute( 'aria-label' );
		expect( nif.closest( '.wc-block-components-text-input' ) ).toHaveClass(
			'wc-block-components-address-form__mi-tienda-nif'
		);
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Delivery time' } ),
			'Afternoon'
		);
		expect( onPatch ).toHaveBeenLastCalledWith( { 'mi-tienda/horario': 'afternoon' } );
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'This is a gift (optional)' } )
		);
		expect( onPatch ).toHaveBeenLastCalledWith( { 'mi-tienda/regalo': true } );
		expect( screen.getByRole( 'checkbox' ) ).toBeChecked();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( "given the field model's numeric attributes (maxLength: 9) › passes them to the input", () => {
		render(
			<Form
				fields={ [
					{
						key: 'mi-tienda/nif',
						label: 'NIF',
						required: true,
						hidden: false,
						attributes: { maxLength: 9, minLength: 9, onclick: 'steal()' },
					},
				] }
			/>
		);
		const nif = screen.getByRole( 'textbox', { name: 'NIF' } );
		expect( nif ).toHaveAttribute( 'maxlength', '9' );
		expect( nif ).toHaveAttribute( 'minlength', '9' );
		expect( nif ).not.toHaveAttribute( 'onclick' );
	} );

	it( 'given a contact form › keeps the bare autofill token', () => {
		render(
			<AddressForm
				type="contact"
				fields={ [
					{
						key: 'email',
						label: 'Email address',
						required: true,
						hidden: false,
						type: 'email',
						autocomplete: 'email',
					},
				] }
				values={ { email: '' } }
				onChange={ jest.fn() }
			/>
		);
		const email = within( document.getElementById( 'contact' )! ).getByRole( 'textbox', {
			name: 'Email address',
		} );
		expect( email ).toHaveAttribute( 'type', 'email' );
		expect( email ).toHaveAttribute( 'autocomplete', 'email' );
		expect( email ).toHaveAttribute( 'id', 'contact-email' );
	} );
} );
