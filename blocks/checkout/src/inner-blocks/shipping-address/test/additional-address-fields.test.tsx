/**
 * An extension's address field (issue 10 item 8, location `address`): shown
 * in the address form after the core fields, its value kept in the address
 * under its `namespace/name` key, its error under the stores' address id.
 */
import { within } from '@testing-library/react';

import { cartStore, validationStore } from '@cesta/data';
import { MADRID_SHIPPING } from '@cesta/test-utils';

import {
	capturedSettings,
	cartWithFan,
	findStep,
	installFakeTimers,
	placeOrder,
	printCheckoutPage,
	renderSteps,
	setupCheckoutShop,
} from '../../../address/test/checkout-steps';
import { ShippingAddressBlock } from '..';

setupCheckoutShop();

const NIF = 'mi-tienda/nif';

beforeEach( () => {
	const captured = capturedSettings();
	const locations = captured.addressFieldsLocations as { address: string[] };
	printCheckoutPage( {
		defaultFields: {
			...( captured.defaultFields as Record< string, unknown > ),
			[ NIF ]: {
				label: 'NIF',
				optionalLabel: 'NIF (optional)',
				location: 'address',
				type: 'text',
				required: true,
				hidden: false,
				attributes: { maxLength: 9 },
			},
		},
		addressFieldsLocations: { ...locations, address: [ ...locations.address, NIF ] },
	} );
} );

describe( 'given an extension’s required NIF address field', () => {
	it( 'shows it after the phone; typed, it is kept in the shipping address; empty, it blocks the order', async () => {
		await cartWithFan( { shipping_address: MADRID_SHIPPING } );
		const user = installFakeTimers();
		const { registry } = renderSteps( { ui: <ShippingAddressBlock /> } );
		const step = await findStep( registry, 'Shipping address' );

		const nif = within( step ).getByRole( 'textbox', { name: 'NIF' } );
		expect( nif ).toHaveAttribute( 'id', 'shipping-mi-tienda-nif' );
		expect( nif ).toHaveAttribute( 'maxlength', '9' );
		const ids = within( step )
			.getAllByRole( 'textbox' )
			.map( ( input ) => input.id );
		expect( ids.indexOf( 'shipping-mi-tienda-nif' ) ).toBe( ids.length - 1 );

		await placeOrder( registry );
		expect( nif ).toHaveAccessibleDescription( 'Please enter a valid nif' );
		expect(
			registry.select( validationStore ).getValidationError( `shipping_${ NIF }` )?.hidden
		).toBe( false );

		await user.type( nif, '12345678Z' );
		expect(
			(
				registry.select( cartStore ).getCartData().shippingAddress as unknown as Record<
					string,
					string
				>
			 )[ NIF ]
		).toBe( '12345678Z' );
		expect(
			registry.select( validationStore ).getValidationError( `shipping_${ NIF }` )
		).toBeUndefined();
	} );
} );
