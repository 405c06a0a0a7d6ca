/** Tests of the ShippingCalculator: fields by country, postcode checks, country changes, failed updates. */

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe } from '@cesta/test-utils/dom';

import { ShippingCalculator, validateCalculatorAddress } from '..';
import type { ShippingCalculatorProps } from '..';

const COUNTRIES = { ES: 'España', PT: 'Portugal', DE: 'Alemania', GB: 'Reino Unido' };
const STATES = { ES: { M: 'Madrid', B: 'Barcelona' }, DE: {}, PT: {} };

const setup = ( props: Partial< ShippingCalculatorProps > = {} ) => {
	const onUpdate = props.onUpdate ?? jest.fn( async () => true );
	const onSuccess = jest.fn();
	const view = render(
		<ShippingCalculator
			countries={ COUNTRIES }
			states={ STATES }
			address={ { country: 'ES', state: 'M', city: 'Madrid', postcode: '28014' } }
			onSuccess={ onSuccess }
			{ ...props }
			onUpdate={ onUpdate }
		/>
	);
	const field = ( name: RegExp | string ) => screen.getByLabelText( name );
	const update = () => userEvent.click( screen.getByRole( 'button', { name: 'Update' } ) );
	return { onUpdate, onSuccess, field, update, ...view };
};

describe( 'ShippingCalculator', () => {
	it( 'given a Spanish address › shows country and state selects, city and postcode filled in', async () => {
		const { container, field } = setup();
		expect( screen.getByRole( 'combobox', { name: 'Country/Region' } ) ).toHaveValue( 'ES' );
		expect( screen.getByRole( 'combobox', { name: 'State/County' } ) ).toHaveValue( 'M' );
		expect( field( 'City' ) ).toHaveValue( 'Madrid' );
		expect( field( 'Postal code' ) ).toHaveValue( '28014' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given Update › sends the trimmed, normalised address and reports success', async () => {
		const { field, update, onUpdate, onSuccess } = setup();
		await userEvent.clear( field( 'City' ) );
		await userEvent.type( field( 'City' ), '  Alcalá ' );
		await userEvent.clear( field( 'Postal code' ) );
		await userEvent.type( field( 'Postal code' ), ' 28801 ' );
		await update();
		expect( onUpdate ).toHaveBeenCalledWith( {
			country: 'ES',
			state: 'M',
			city: 'Alcalá',
			postcode: '28801',
		} );
		expect( onSuccess ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'given a postcode that is not Spanish › shows "Please enter a valid postcode", focuses it and sends nothing', async () => {
		const { container, field, update, onUpdate } = setup();
		await userEvent.clear( field( 'Postal code' ) );
		await userEvent.type( field( 'Postal code' ), '60001' );
		await update();
		expect( onUpdate ).not.toHaveBeenCalled();
		const postcode = screen.getByRole( 'textbox', { name: 'Postal code' } );
		expect( postcode ).toHaveAccessibleDescription( 'Please enter a valid postcode' );
		expect( postcode ).toHaveFocus();
		expect( postcode ).toHaveValue( '60001' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given no country › shows "Please select your country" on the country field', async () => {
		const { update, onUpdate } = setup( { address: {} } );
		await update();
		expect( onUpdate ).not.toHaveBeenCalled();
		const country = screen.getByRole( 'combobox', { name: 'Country/Region' } );
		expect( country ).toHaveAccessibleDescription( 'Please select your country' );
		expect( country ).toHaveFocus();
	} );

	it( 'given an empty postcode › accepts it (postcode is optional here)', async () => {
		const { field, update, onUpdate } = setup();
		await userEvent.clear( field( 'Postal code' ) );
		await update();
		expect( onUpdate ).toHaveBeenCalledWith( expect.objectContaining( { postcode: '' } ) );
	} );

	it( 'given the country changes › empties the state and postcode the shopper did not edit', async () => {
		setup();
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Country/Region' } ),
			'GB'
		);
		expect( screen.getByRole( 'textbox', { name: 'State/County' } ) ).toHaveValue( '' );
		expect( screen.getByRole( 'textbox', { name: 'Postal code' } ) ).toHaveValue( '' );
		expect( screen.getByRole( 'textbox', { name: 'City' } ) ).toHaveValue( 'Madrid' );
	} );

	it( 'given the postcode was edited before the country › keeps it', async () => {
		const { field } = setup();
		await userEvent.clear( field( 'Postal code' ) );
		await userEvent.type( field( 'Postal code' ), 'SW1A 1AA' );
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Country/Region' } ),
			'GB'
		);
		expect( screen.getByRole( 'textbox', { name: 'Postal code' } ) ).toHaveValue( 'SW1A 1AA' );
	} );

	it( 'given a country with no states › shows no state field', async () => {
		setup();
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Country/Region' } ),
			'DE'
		);
		expect( screen.queryByLabelText( 'State/County' ) ).not.toBeInTheDocument();
	} );

	it( 'given a country whose states are unknown › shows a text field for the state', async () => {
		setup( { address: { country: 'GB' } } );
		expect( screen.getByRole( 'textbox', { name: 'State/County' } ) ).toBeInTheDocument();
	} );

	it( 'given the update is refused (false) › keeps the form and its values, no success', async () => {
		const { update, onSuccess, field } = setup( { onUpdate: jest.fn( async () => false ) } );
		await update();
		expect( onSuccess ).not.toHaveBeenCalled();
		expect( field( 'City' ) ).toHaveValue( 'Madrid' );
	} );

	it( 'given the update fails › shows its message and keeps every value', async () => {
		const { update, onSuccess, field } = setup( {
			onUpdate: jest.fn( () =>
				Promise.reject( {
					code: 'woocommerce_rest_cart_shipping_rates_invalid_country',
					message: 'Pa&iacute;s no v&aacute;lido',
				} )
			),
		} );
		await update();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( 'País no válido' );
		expect( onSuccess ).not.toHaveBeenCalled();
		expect( field( 'Postal code' ) ).toHaveValue( '28014' );
	} );

	it( 'given the update fails without a message › shows a generic one', async () => {
		const { update } = setup( { onUpdate: jest.fn( () => Promise.reject( null ) ) } );
		await update();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Your address could not be updated. Please try again.'
		);
	} );

	it( 'given an update in progress › disables Update, announces it and ignores a second submit', async () => {
		let finish!: ( value: boolean ) => void;
		const onUpdate = jest.fn(
			() => new Promise< boolean >( ( resolve ) => ( finish = resolve ) )
		);
		const { container, update } = setup( { onUpdate } );
		await update();
		expect( screen.getByRole( 'button', { name: 'Update' } ) ).toBeDisabled();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Updating address…' );
		expect( await axe( container ) ).toHaveNoViolations();
		await userEvent.type( screen.getByRole( 'textbox', { name: 'City' } ), '{Enter}' );
		expect( onUpdate ).toHaveBeenCalledTimes( 1 );
		await act( async () => finish( true ) );
		expect( screen.getByRole( 'button', { name: 'Update' } ) ).toBeEnabled();
	} );

	it( 'given only some fields asked for › shows just those', () => {
		setup( { addressFields: [ 'country', 'postcode' ] } );
		expect( screen.queryByLabelText( 'City' ) ).not.toBeInTheDocument();
		expect( screen.getByLabelText( 'Postal code' ) ).toBeInTheDocument();
	} );
} );

describe( 'validateCalculatorAddress', () => {
	it( 'given a valid Spanish address › finds no error', () => {
		expect(
			validateCalculatorAddress( { country: 'ES', state: 'M', city: '', postcode: '28014' }, [
				'country',
				'postcode',
			] )
		).toEqual( {} );
	} );

	it( 'given a postcode field not shown › does not check it', () => {
		expect(
			validateCalculatorAddress( { country: 'ES', state: '', city: '', postcode: 'XX' }, [
				'country',
			] )
		).toEqual( {} );
	} );
} );
