/**
 * The contact step's email (spec 2 §3–§5, §8): WooCommerce's `#email` input,
 * validated with the visibility rules, stored trimmed as the billing email,
 * sent with the customer data when the shopper leaves it (never while
 * invalid), and the server's email errors shown in the step's notices.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { cartStore, CUSTOMER_DATA_PUSH_DEBOUNCE_MS, validationStore } from '@cesta/data';
import { axe, MADRID_BILLING, MADRID_SHIPPING, recordRequests } from '@cesta/test-utils';

import invalidEmailAnswer from '../../../../../../reference/store-api-samples/checkout-invalid-email-400.json';
import {
	advance,
	advanceUntil,
	cartWithFan,
	findStep,
	installFakeTimers,
	payWith,
	placeOrder,
	registerBankTransfer,
	renderSteps,
	setupCheckoutShop,
	switchToRealTimers,
} from '../../../address/test/checkout-steps';
import { ContactInformationBlock } from '..';

const shop = setupCheckoutShop();
registerBankTransfer();

const updateCustomerCalls = ( requests: ReturnType< typeof recordRequests > ) =>
	requests
		.calls()
		.filter( ( call ) => call.method === 'POST' && call.route === '/cart/update-customer' );

const renderContact = async () => {
	const user = installFakeTimers();
	const rendered = renderSteps( { ui: <ContactInformationBlock /> } );
	const step = await findStep( rendered.registry, 'Contact information' );
	const email = within( step ).getByRole( 'textbox', { name: 'Email address' } );
	return { user, step, email, ...rendered };
};

describe( 'given a guest at the contact step', () => {
	it( 'shows WooCommerce’s email field: #email, type email, autocomplete email, required, with the step’s description', async () => {
		await cartWithFan();
		const { step, email, container } = await renderContact();

		expect( email ).toHaveAttribute( 'id', 'email' );
		expect( email ).toHaveAttribute( 'type', 'email' );
		expect( email ).toHaveAttribute( 'autocomplete', 'email' );
		expect( email ).toBeRequired();
		expect( step ).toHaveAccessibleDescription(
			"We'll use this email to send you details and updates about your order."
		);
		await switchToRealTimers();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'when typing an invalid email › no error while typing; after leaving it the message, tied to the field; nothing pushed', async () => {
		await cartWithFan();
		const { user, step, email, registry } = await renderContact();
		const requests = recordRequests( shop );

		await user.type( email, 'lucia@correo' );
		expect( email ).not.toHaveAttribute( 'aria-invalid' );
		await user.tab();

		expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( email ).toHaveAccessibleDescription( 'Please enter a valid email address' );
		expect( within( step ).getByRole( 'alert' ) ).toHaveTextContent(
			'Please enter a valid email address'
		);
		expect( registry.select( validationStore ).getValidationError( 'billing_email' ) ).toEqual(
			{
				message: 'Please enter a valid email address',
				hidden: false,
			}
		);
		await advance( CUSTOMER_DATA_PUSH_DEBOUNCE_MS * 2 );
		expect( updateCustomerCalls( requests ) ).toHaveLength( 0 );
	} );

	it( 'when typing a valid email with spaces around › stores it trimmed as the billing email and pushes it on leaving the field', async () => {
		await cartWithFan();
		const { user, email, registry } = await renderContact();
		const requests = recordRequests( shop );

		await user.type( email, '  lucia.garcia@example.com ' );
		await user.tab();
		await advanceUntil( () => updateCustomerCalls( requests ).length > 0, 1000 );
		await requests.settled();

		expect( registry.select( cartStore ).getCartData().billingAddress.email ).toBe(
			'lucia.garcia@example.com'
		);
		expect( email ).toHaveValue( 'lucia.garcia@example.com' );
		expect( updateCustomerCalls( requests )[ 0 ]!.body ).toMatchObject( {
			billing_address: { email: 'lucia.garcia@example.com' },
		} );
		expect( email ).not.toHaveAttribute( 'aria-invalid' );
	} );

	it( 'given the server refuses the billing email (rest_invalid_param) › the message lands in the contact step’s notices', async () => {
		await cartWithFan( { shipping_address: MADRID_SHIPPING, billing_address: MADRID_BILLING } );
		const { step, registry } = await renderContact();
		await payWith( registry, 'bacs' );
		shop.server.use(
			http.post( '*/wc/store/v1/checkout', () =>
				HttpResponse.json( invalidEmailAnswer.body, { status: invalidEmailAnswer.status } )
			)
		);

		await placeOrder( registry );
		await advanceUntil(
			() => within( step ).queryByText( /email address is not valid/ ) !== null
		);

		const notice = within( step ).getByText( 'The provided email address is not valid' );
		expect( notice.closest( '.wc-block-components-notices' ) ).not.toBeNull();
		expect( screen.getAllByText( 'The provided email address is not valid' ) ).toHaveLength(
			1
		);
	} );
} );
