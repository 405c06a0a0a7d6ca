/**
 * The shipping address's errors follow spec 2 §4's visibility rules: hidden
 * while typing, shown under the field after leaving it (tied to it with
 * aria-invalid and aria-describedby, announced by role="alert"), kept in the
 * validation store under the stores' ids, and cleared once the field is fixed.
 */
import { screen, within } from '@testing-library/react';

import { validationStore } from '@cesta/data';
import { axe } from '@cesta/test-utils';

import {
	cartWithFan,
	findStep,
	installFakeTimers,
	renderSteps,
	setupCheckoutShop,
	switchToRealTimers,
} from '../../../address/test/checkout-steps';
import { ShippingAddressBlock } from '..';

setupCheckoutShop();

const renderShipping = async () => {
	await cartWithFan();
	const user = installFakeTimers();
	const rendered = renderSteps( { ui: <ShippingAddressBlock /> } );
	const step = await findStep( rendered.registry, 'Shipping address' );
	await user.selectOptions(
		within( step ).getByRole( 'combobox', { name: 'Country/Region' } ),
		'ES'
	);
	return { user, step, ...rendered };
};

describe( 'given a guest typing a Spanish shipping address', () => {
	it( 'when typing an invalid postcode › shows no error while typing, the message under the field after leaving it', async () => {
		const { user, step, registry } = await renderShipping();
		const postcode = within( step ).getByRole( 'textbox', { name: 'Postal code' } );

		await user.type( postcode, '99999' );

		expect( postcode ).not.toHaveAttribute( 'aria-invalid' );
		expect( within( step ).queryByText( 'Please enter a valid postcode' ) ).toBeNull();
		expect(
			registry.select( validationStore ).getValidationError( 'shipping_postcode' )
		).toEqual( { message: 'Please enter a valid postcode', hidden: true } );

		await user.tab();

		const message = within( step ).getByText( 'Please enter a valid postcode' );
		expect( postcode ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( postcode.getAttribute( 'aria-describedby' ) ).toContain(
			message.closest( 'p' )!.id
		);
		expect( message.closest( '[role="alert"]' ) ).not.toBeNull();
		expect(
			registry.select( validationStore ).getValidationError( 'shipping_postcode' )?.hidden
		).toBe( false );
	} );

	it( 'when the shown postcode error is typed over › hides it while typing and clears it once valid', async () => {
		const { user, step, registry } = await renderShipping();
		const postcode = within( step ).getByRole( 'textbox', { name: 'Postal code' } );
		await user.type( postcode, '99999' );
		await user.tab();
		expect( postcode ).toHaveAttribute( 'aria-invalid', 'true' );

		await user.clear( postcode );
		await user.type( postcode, '2800' );
		expect( postcode ).not.toHaveAttribute( 'aria-invalid' );

		await user.type( postcode, '1' );
		expect(
			registry.select( validationStore ).getValidationError( 'shipping_postcode' )
		).toBeUndefined();
		await user.tab();
		expect( within( step ).queryByText( 'Please enter a valid postcode' ) ).toBeNull();
	} );

	it( 'when leaving an untouched required field › keeps its error hidden (it still blocks the order)', async () => {
		const { user, step, registry } = await renderShipping();
		const city = within( step ).getByRole( 'textbox', { name: 'City' } );

		await user.click( city );
		await user.tab();

		expect( city ).not.toHaveAttribute( 'aria-invalid' );
		expect( registry.select( validationStore ).getValidationError( 'shipping_city' ) ).toEqual(
			{
				message: 'Please enter a valid city',
				hidden: true,
			}
		);
	} );

	it( 'when a required field is emptied › says so under it after leaving it', async () => {
		const { user, step } = await renderShipping();
		const firstName = within( step ).getByRole( 'textbox', { name: 'First name' } );

		await user.type( firstName, 'L' );
		await user.clear( firstName );
		await user.tab();

		expect( firstName ).toHaveAccessibleDescription( 'Please enter a valid first name' );
	} );

	it( 'given an error shown › axe finds no violation', async () => {
		const { user, step, container } = await renderShipping();
		await user.type( within( step ).getByRole( 'textbox', { name: 'Postal code' } ), '99999' );
		await user.tab();
		expect( screen.getByText( 'Please enter a valid postcode' ) ).toBeInTheDocument();
		await switchToRealTimers();
		expect( await axe( container ) ).toHaveNoViolations();
	} );
} );
