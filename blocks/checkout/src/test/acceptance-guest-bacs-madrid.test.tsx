/**
 * Issue 10 acceptance (a): a guest buys by bank transfer with delivery to
 * Madrid (28001) at the flat rate, typing everything into the whole Checkout
 * block against the mock shop, and is sent to the order-received page.
 */
import { screen, within } from '@testing-library/react';

import { PRODUCTS, recordRequests } from '@cesta/test-utils';

import {
	ANA_MADRID,
	cartWith,
	checkoutBodies,
	clickPlaceOrder,
	openCheckout,
	placedOrders,
	redirected,
	selectedRateNames,
	settle,
	setupAcceptanceShop,
	step,
	typeAddress,
	typeEmail,
} from './acceptance-checkout';
import { OFFLINE_METHODS } from './checkout-shop';

const shop = setupAcceptanceShop();

describe( 'given a guest with the fan in the cart', () => {
	it( 'when typing the email and a Madrid 28001 address, keeping the flat rate and bank transfer › one order is placed with that address, the flat rate and bacs, and the browser goes to its order-received page', async () => {
		await cartWith( PRODUCTS.FAN );
		const { user, registry, redirect } = await openCheckout();

		await typeEmail( user, 'ana.perez@example.com' );
		await typeAddress( user, step( 'Shipping address' ), ANA_MADRID );
		await settle();

		const options = within( step( 'Shipping options' ) );
		expect( options.getByRole( 'radio', { name: /Tarifa plana/ } ) ).toBeChecked();
		expect( selectedRateNames( registry ) ).toEqual( [ 'Tarifa plana' ] );
		const payment = within( step( 'Payment options' ) );
		expect( payment.getByRole( 'radio', { name: OFFLINE_METHODS.bacs } ) ).toBeChecked();

		const requests = recordRequests( shop );
		await clickPlaceOrder( user );
		const url = await redirected( redirect );

		const [ order ] = placedOrders( shop );
		expect( placedOrders( shop ) ).toHaveLength( 1 );
		expect( order ).toMatchObject( {
			status: 'on-hold',
			paymentMethod: 'bacs',
			billing: {
				email: 'ana.perez@example.com',
				first_name: 'Ana',
				postcode: '28001',
				city: 'Madrid',
			},
			shipping: {
				first_name: 'Ana',
				last_name: 'Pérez',
				address_1: 'Calle de Serrano 20',
				city: 'Madrid',
				state: 'M',
				postcode: '28001',
				country: 'ES',
				phone: '600 123 456',
			},
		} );
		const chosen = order!.cart.shipping_rates.flatMap( ( pack ) =>
			pack.shipping_rates.filter( ( rate ) => rate.selected )
		);
		expect( chosen ).toEqual( [
			expect.objectContaining( { method_id: 'flat_rate', name: 'Tarifa plana' } ),
		] );
		expect( url ).toMatch(
			new RegExp( `/checkout/order-received/${ order!.id }/\\?key=${ order!.key }$` )
		);
		await requests.settled();
		expect( checkoutBodies( requests ) ).toHaveLength( 1 );
		expect( checkoutBodies( requests )[ 0 ] ).toMatchObject( {
			payment_method: 'bacs',
			shipping_address: { postcode: '28001' },
			billing_address: { postcode: '28001', email: 'ana.perez@example.com' },
		} );
		expect( screen.queryAllByRole( 'alert' ) ).toHaveLength( 0 );
	} );
} );
