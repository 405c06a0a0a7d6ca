/**
 * Issue 10 acceptance (g): in the whole Checkout block, the shop refusing the
 * order's billing email (`rest_invalid_param` on `billing_address`, as
 * WooCommerce 9.9.5 answers it) shows the server's message under Contact
 * information, once, and the shopper who fixes the email places the order.
 */
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { PRODUCTS } from '@cesta/test-utils';

import invalidEmailAnswer from '../../../../reference/store-api-samples/checkout-invalid-email-400.json';
import { advanceUntil } from '../address/test/checkout-steps';
import {
	ANA_MADRID,
	cartWith,
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

const MESSAGE = 'The provided email address is not valid';

describe( 'given a guest whose email the shop refuses when the order is placed', () => {
	it( 'shows the server’s message in the contact information step, not elsewhere; with the email fixed the order is placed', async () => {
		await cartWith( PRODUCTS.FAN );
		const { user, redirect } = await openCheckout();
		await typeEmail( user, 'ana.perez@example.com' );
		await typeAddress( user, step( 'Shipping address' ), ANA_MADRID );
		await settle();
		shop.server.use(
			http.post(
				'*/wc/store/v1/checkout',
				() =>
					HttpResponse.json( invalidEmailAnswer.body, {
						status: invalidEmailAnswer.status,
					} ),
				{ once: true }
			)
		);

		await clickPlaceOrder( user );
		const contact = within( step( 'Contact information' ) );
		await advanceUntil( () => contact.queryByText( MESSAGE ) !== null );

		expect(
			contact.getByText( MESSAGE ).closest( '.wc-block-components-notices' )
		).not.toBeNull();
		expect( within( document.body ).getAllByText( MESSAGE ) ).toHaveLength( 1 );
		expect( redirect ).not.toHaveBeenCalled();
		expect( placedOrders( shop ) ).toHaveLength( 0 );

		await typeEmail( user, 'ana.perez@example.es' );
		await settle();
		await clickPlaceOrder( user );
		await redirected( redirect );
		expect( placedOrders( shop ) ).toEqual( [
			expect.objectContaining( {
				billing: expect.objectContaining( { email: 'ana.perez@example.es' } ),
			} ),
		] );
	} );
} );
