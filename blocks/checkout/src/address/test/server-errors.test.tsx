/**
 * The server's address errors (spec 2 §8, rest_invalid_param): each detail
 * lands in the notices of its step — billing_address under the billing
 * address, shipping_address under the shipping address.
 */
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { MADRID_BILLING, MADRID_SHIPPING } from '@cesta/test-utils';

import invalidPostcodes from '../../../../../reference/store-api-samples/update-customer-invalid-400.json';
import {
	advanceUntil,
	cartWithFan,
	findStep,
	installFakeTimers,
	renderSteps,
	setupCheckoutShop,
} from './checkout-steps';

const shop = setupCheckoutShop();

const MESSAGE = 'The provided postcode / ZIP is not valid';

describe( 'given the server refuses both addresses’ postcodes when the customer data is pushed', () => {
	it( 'shows each message in its own step’s notices', async () => {
		await cartWithFan( {
			shipping_address: MADRID_SHIPPING,
			billing_address: { ...MADRID_BILLING, city: 'Alcalá de Henares' },
		} );
		const user = installFakeTimers();
		const { registry } = renderSteps();
		const shipping = await findStep( registry, 'Shipping address' );
		const billing = await findStep( registry, 'Billing address' );
		shop.server.use(
			http.post( '*/wc/store/v1/batch', () =>
				HttpResponse.json( {
					responses: [
						{
							status: invalidPostcodes.status,
							headers: {},
							body: invalidPostcodes.body,
						},
					],
				} )
			)
		);

		await user.type( within( shipping ).getByRole( 'textbox', { name: 'City' } ), ' Centro' );
		await user.tab();
		await advanceUntil( () => within( shipping ).queryByText( MESSAGE ) !== null );

		expect( within( shipping ).getByText( MESSAGE ) ).toBeInTheDocument();
		expect( within( billing ).getByText( MESSAGE ) ).toBeInTheDocument();
	} );
} );
