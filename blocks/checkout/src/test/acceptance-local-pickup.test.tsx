/**
 * Issue 10 acceptance (b): a guest chooses local pickup in the whole Checkout
 * block (the pickup step downloads on demand), gives only a billing address
 * and collects the order from the first shop; axe finds nothing with pickup
 * chosen.
 */
import { screen, within } from '@testing-library/react';

import { axe, PRODUCTS, recordRequests } from '@cesta/test-utils';

import { advanceUntil, switchToRealTimers } from '../address/test/checkout-steps';
import {
	ANA_MADRID,
	cartWith,
	checkoutBodies,
	clickPlaceOrder,
	openCheckout,
	placedOrders,
	redirected,
	settle,
	setupAcceptanceShop,
	step,
	typeAddress,
	typeEmail,
} from './acceptance-checkout';

const shop = setupAcceptanceShop();

const choosePickup = async ( user: Awaited< ReturnType< typeof openCheckout > >[ 'user' ] ) => {
	await user.click(
		within( step( 'Delivery' ) ).getByRole( 'radio', { name: /Recogida en tienda/ } )
	);
	await advanceUntil( () => document.getElementById( 'pickup-options' ) !== null );
	const shops = within( step( 'Pickup locations' ) );
	await advanceUntil(
		() =>
			shops.queryByRole( 'radio', { name: /Tienda Madrid Centro/ } ) !== null &&
			( shops.getByRole( 'radio', { name: /Tienda Madrid Centro/ } ) as HTMLInputElement )
				.checked
	);
	await settle();
};

describe( 'given a guest with the fan in the cart on a shop with local pickup', () => {
	it( 'when choosing pickup and typing the billing address › the order is collected from Tienda Madrid Centro, free, with no delivery address asked', async () => {
		await cartWith( PRODUCTS.FAN );
		const { user, redirect } = await openCheckout();
		expect( document.getElementById( 'pickup-options' ) ).toBeNull();

		await choosePickup( user );

		expect( document.getElementById( 'shipping-fields' ) ).toBeNull();
		expect( document.getElementById( 'shipping-option' ) ).toBeNull();
		expect(
			within( step( 'Pickup locations' ) ).getByText( /Lunes a sábado de 10:00 a 20:00/ )
		).toBeInTheDocument();
		await typeEmail( user, 'ana.perez@example.com' );
		await typeAddress( user, step( 'Billing address' ), ANA_MADRID );
		await settle();
		const requests = recordRequests( shop );

		await clickPlaceOrder( user );
		await redirected( redirect );

		expect( placedOrders( shop ) ).toHaveLength( 1 );
		const [ order ] = placedOrders( shop );
		const chosen = order!.cart.shipping_rates.flatMap( ( pack ) =>
			pack.shipping_rates.filter( ( rate ) => rate.selected )
		);
		expect( chosen ).toEqual( [
			expect.objectContaining( {
				rate_id: 'pickup_location:0',
				method_id: 'pickup_location',
				price: '0',
				meta_data: expect.arrayContaining( [
					{ key: 'pickup_location', value: 'Tienda Madrid Centro' },
				] ),
			} ),
		] );
		expect( order ).toMatchObject( {
			paymentMethod: 'bacs',
			billing: {
				first_name: 'Ana',
				address_1: 'Calle de Serrano 20',
				postcode: '28001',
				email: 'ana.perez@example.com',
			},
		} );
		await requests.settled();
		// The billing address stands for both, as WooCommerce sends it with pickup.
		expect( checkoutBodies( requests )[ 0 ] ).toMatchObject( {
			shipping_address: { first_name: 'Ana', postcode: '28001' },
		} );
	} );

	it( 'given pickup chosen › axe finds no violation in the whole checkout', async () => {
		await cartWith( PRODUCTS.FAN );
		const { user, container } = await openCheckout();

		await choosePickup( user );
		await switchToRealTimers();

		expect( screen.getByRole( 'radio', { name: /Recogida en tienda/ } ) ).toBeChecked();
		expect( await axe( container ) ).toHaveNoViolations();
	} );
} );
