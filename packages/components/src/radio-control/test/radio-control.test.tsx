/** Tests of the RadioControl: named group, choosing by click and arrow keys, descriptions, disabled, none. */

import { useState } from '@wordpress/element';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe } from '@cesta/test-utils/dom';

import { RadioControl } from '..';
import type { RadioControlOption } from '..';

const OPTIONS: RadioControlOption[] = [
	{ value: 'flat_rate:1', label: 'Tarifa plana', secondaryLabel: '€4.95' },
	{ value: 'free_shipping:2', label: 'Envío gratuito', secondaryLabel: 'Free' },
	{
		value: 'pickup_location:0',
		label: 'Recogida en tienda',
		description: 'Calle Gran Vía 1, 28013 Madrid',
	},
];

const Controlled = ( { onChange = jest.fn(), disabled = false } ) => {
	const [ selected, setSelected ] = useState( 'flat_rate:1' );
	return (
		<RadioControl
			label="Shipping options"
			selected={ selected }
			options={ OPTIONS }
			disabled={ disabled }
			onChange={ ( value ) => {
				setSelected( value );
				onChange( value );
			} }
		/>
	);
};

describe( 'RadioControl', () => {
	it( 'given options › renders a named group with the selected option checked', async () => {
		const { container } = render( <Controlled /> );
		expect( screen.getByRole( 'group', { name: 'Shipping options' } ) ).toBeInTheDocument();
		expect( screen.getByRole( 'radio', { name: /Tarifa plana/ } ) ).toBeChecked();
		expect( screen.getByRole( 'radio', { name: /Envío gratuito/ } ) ).not.toBeChecked();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a click on another option › reports its value and checks it', async () => {
		const onChange = jest.fn();
		const { container } = render( <Controlled onChange={ onChange } /> );
		await userEvent.click( screen.getByRole( 'radio', { name: /Envío gratuito/ } ) );
		expect( onChange ).toHaveBeenCalledWith( 'free_shipping:2' );
		expect( screen.getByRole( 'radio', { name: /Envío gratuito/ } ) ).toBeChecked();
		expect(
			container.querySelector(
				'.wc-block-components-radio-control__option--checked-option-highlighted'
			)
		).toHaveTextContent( 'Envío gratuito' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given the arrow keys › moves the choice to the next option', async () => {
		const onChange = jest.fn();
		render( <Controlled onChange={ onChange } /> );
		screen.getByRole( 'radio', { name: /Tarifa plana/ } ).focus();
		await userEvent.keyboard( '{ArrowDown}' );
		expect( onChange ).toHaveBeenCalledWith( 'free_shipping:2' );
	} );

	it( 'given an option with a description › names the radio by its label only and describes it with the description, read once', () => {
		render( <Controlled /> );
		const radio = screen.getByRole( 'radio', { name: 'Recogida en tienda' } );
		expect( radio ).toHaveAccessibleName( 'Recogida en tienda' );
		expect( radio ).toHaveAccessibleDescription( 'Calle Gran Vía 1, 28013 Madrid' );
		expect(
			screen.getByText( 'Calle Gran Vía 1, 28013 Madrid' ).closest( 'label' )
		).toBeNull();
	} );

	it( 'given an option with a price › names the radio by its label and price, with no description', () => {
		render( <Controlled /> );
		const radio = screen.getByRole( 'radio', { name: 'Tarifa plana €4.95' } );
		expect( radio ).toHaveAccessibleName( 'Tarifa plana €4.95' );
		expect( radio ).toHaveAccessibleDescription( '' );
		expect( radio ).not.toHaveAttribute( 'aria-describedby' );
	} );

	it( 'given a description and a secondary description › both describe the radio, in WooCommerce’s classes', () => {
		const { container } = render(
			<RadioControl
				label="Shipping options"
				selected="flat_rate:1"
				options={ [
					{
						value: 'flat_rate:1',
						label: 'Tarifa plana',
						secondaryLabel: '€4.95',
						description: '2–3 días',
						secondaryDescription: 'Entrega por la tarde',
					},
				] }
				onChange={ jest.fn() }
			/>
		);
		const radio = screen.getByRole( 'radio', { name: 'Tarifa plana €4.95' } );
		expect( radio ).toHaveAccessibleDescription( '2–3 días Entrega por la tarde' );
		const option = container.querySelector(
			'.wc-block-components-radio-control__option.wc-block-components-radio-control__option-checked'
		);
		expect( option ).toContainElement( radio );
		expect(
			option?.querySelector(
				'.wc-block-components-radio-control__option-layout .wc-block-components-radio-control__description-group .wc-block-components-radio-control__description'
			)
		).toHaveTextContent( '2–3 días' );
		expect(
			option?.querySelector( '.wc-block-components-radio-control__secondary-description' )
		).toHaveTextContent( 'Entrega por la tarde' );
		expect(
			option?.querySelector( '.wc-block-components-radio-control__label-group' )
		).toHaveTextContent( 'Tarifa plana€4.95' );
	} );

	it( 'given the group is disabled › ignores clicks', async () => {
		const onChange = jest.fn();
		const { container } = render( <Controlled onChange={ onChange } disabled /> );
		await userEvent.click( screen.getByRole( 'radio', { name: /Envío gratuito/ } ) );
		expect( onChange ).not.toHaveBeenCalled();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given no options › renders nothing', () => {
		const { container } = render( <RadioControl options={ [] } onChange={ jest.fn() } /> );
		expect( container ).toBeEmptyDOMElement();
	} );
} );
