/** What a keystroke re-renders in the AddressForm: the field typed in, not the whole form (issue 14, render cost). */

// The counter registers with React DOM as it loads: it must come first.
import { renderCounter } from '@cesta/test-utils/render-counter';

import { useCallback, useState } from '@wordpress/element';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AddressForm } from '..';
import type { AddressFormErrors, AddressFormProps, AddressFormValues } from '..';
import { TextInput } from '../../text-input';
import { ADDITIONAL_FIELDS, SPAIN_SHIPPING_FIELDS } from './fields';

const FIELDS = [ ...SPAIN_SHIPPING_FIELDS, ...ADDITIONAL_FIELDS ];

const MADRID: AddressFormValues = {
	first_name: 'Ana',
	last_name: 'García',
	company: '',
	address_1: 'Calle de Alcalá 50',
	address_2: '',
	city: 'Madrid',
	state: 'M',
	postcode: '28014',
	country: 'ES',
	phone: '',
	'mi-tienda/nif': '',
	'mi-tienda/horario': 'morning',
	'mi-tienda/regalo': false,
};

/**
 * The form as the checkout block holds it: the values in state, a new
 * `onChange` closure on every render (the form must not depend on its
 * identity), and the given errors.
 */
function Form( {
	errors,
	renderField,
}: {
	errors?: AddressFormErrors;
	renderField?: AddressFormProps[ 'renderField' ];
} ) {
	const [ values, setValues ] = useState< AddressFormValues >( MADRID );
	return (
		<AddressForm
			type="shipping"
			fields={ FIELDS }
			values={ values }
			errors={ errors }
			onChange={ ( patch ) => setValues( ( before ) => ( { ...before, ...patch } ) ) }
			onBlur={ () => undefined }
			renderField={ renderField }
		/>
	);
}

/** Every component render but the test's own wrapper and the form itself. */
const fieldRenders = () =>
	renderCounter
		.renders()
		.filter( ( { name } ) => ! [ 'Form', 'AddressForm', 'CustomAddress' ].includes( name ) );

describe( 'AddressForm keystrokes', () => {
	it( 'given a filled Spanish address › when a key is typed in First name › renders only that field', async () => {
		render( <Form /> );
		const user = userEvent.setup();
		const firstName = screen.getByRole( 'textbox', { name: 'First name' } );
		await user.click( firstName );

		renderCounter.reset();
		await user.keyboard( 'a' );

		expect( firstName ).toHaveValue( 'Anaa' );
		expect( renderCounter.idsOf( 'TextInput' ) ).toStrictEqual( [ 'shipping-first_name' ] );
		expect( renderCounter.count( 'Select' ) ).toBe( 0 );
		expect( renderCounter.count( 'CheckboxControl' ) ).toBe( 0 );
		// The field, its input and the input's error slot: nothing of the other fields.
		expect( fieldRenders() ).toHaveLength( 3 );
		expect( renderCounter.commits() ).toBe( 1 );
	} );

	it( 'given a collapsed address 2 and a checkbox › when the province and the checkbox change › renders only the field changed', async () => {
		render( <Form /> );
		const user = userEvent.setup();

		renderCounter.reset();
		await user.selectOptions( screen.getByRole( 'combobox', { name: 'Province' } ), 'B' );
		expect( renderCounter.idsOf( 'Select' ) ).toStrictEqual( [ 'shipping-state' ] );
		expect( renderCounter.count( 'TextInput' ) ).toBe( 0 );
		expect( renderCounter.count( 'Address2Field' ) ).toBe( 0 );

		renderCounter.reset();
		await user.click( screen.getByRole( 'checkbox', { name: /gift/i } ) );
		expect( renderCounter.idsOf( 'CheckboxControl' ) ).toStrictEqual( [
			'shipping-mi-tienda-regalo',
		] );
		expect( renderCounter.count( 'TextInput' ) ).toBe( 0 );
		expect( renderCounter.count( 'Select' ) ).toBe( 0 );
	} );

	it( 'given a new error on one field › renders only that field', () => {
		const { rerender } = render( <Form errors={ {} } /> );

		renderCounter.reset();
		rerender( <Form errors={ { postcode: 'Please enter a valid postcode' } } /> );

		expect( renderCounter.idsOf( 'TextInput' ) ).toStrictEqual( [ 'shipping-postcode' ] );
		expect(
			screen.getByRole( 'textbox', { name: 'Postal code' } )
		).toHaveAccessibleDescription( 'Please enter a valid postcode' );
	} );

	it( 'given a stable renderField for address 1 › when a key is typed in City › does not render address 1 again', async () => {
		function WithCustomAddress() {
			const renderField = useCallback< NonNullable< AddressFormProps[ 'renderField' ] > >(
				( field, props ) =>
					field.key === 'address_1' ? <CustomAddress { ...props } /> : undefined,
				[]
			);
			return <Form renderField={ renderField } />;
		}
		render( <WithCustomAddress /> );
		const user = userEvent.setup();
		await user.click( screen.getByRole( 'textbox', { name: 'City' } ) );

		renderCounter.reset();
		await user.keyboard( 's' );

		expect( screen.getByRole( 'textbox', { name: 'City' } ) ).toHaveValue( 'Madrids' );
		expect( renderCounter.count( 'CustomAddress' ) ).toBe( 0 );
		expect( renderCounter.idsOf( 'TextInput' ) ).toStrictEqual( [ 'shipping-city' ] );

		renderCounter.reset();
		await user.click( screen.getByRole( 'textbox', { name: 'Address' } ) );
		await user.keyboard( ' ' );
		expect( screen.getByRole( 'textbox', { name: 'Address' } ) ).toHaveValue(
			'Calle de Alcalá 50 '
		);
		expect( renderCounter.idsOf( 'CustomAddress' ) ).toStrictEqual( [ 'shipping-address_1' ] );
	} );
} );

/** A field the block renders itself, as the address autocomplete on address 1. */
function CustomAddress( props: Parameters< typeof TextInput >[ 0 ] ) {
	return <TextInput { ...props } />;
}
