/**
 * The new account's password field downloads when a guest asks for an
 * account, not with the checkout page (DESIGN §8): most guests never tick
 * "Create an account". Jest gives each test file a fresh module registry, so
 * here nothing has loaded the field before the first test.
 */
import { act, within } from '@testing-library/react';

import { checkoutStore, submitCheckout, validationStore } from '@cesta/data';
import { MADRID_BILLING, MADRID_SHIPPING, recordRequests } from '@cesta/test-utils';

import {
	advance,
	cartWithFan,
	findStep,
	installFakeTimers,
	payWith,
	printCheckoutPage,
	registerBankTransfer,
	renderSteps,
	setupCheckoutShop,
} from '../../../address/test/checkout-steps';
import { ACCOUNT_PASSWORD_ERROR_ID } from '../../../address';
import { passwordFieldLoader } from '../load-password-field';
import { ContactInformationBlock } from '..';

const shop = setupCheckoutShop();
registerBankTransfer();

describe( 'given a guest on a shop that lets guests create an account and choose its password', () => {
	beforeEach( () => printCheckoutPage( { generatePassword: false } ) );

	it( 'when the checkout shows › the password field is not downloaded; ticking "Create an account" downloads it, and a submit before it arrives is blocked by the missing password, whose error the field shows once there', async () => {
		await cartWithFan( { shipping_address: MADRID_SHIPPING, billing_address: MADRID_BILLING } );
		installFakeTimers();
		const { registry } = renderSteps( { ui: <ContactInformationBlock /> } );
		const step = await findStep( registry, 'Contact information' );
		await payWith( registry, 'bacs' );
		await advance( 100 );
		expect( passwordFieldLoader.loaded() ).toBeUndefined();
		const requests = recordRequests( shop );

		// Ticked, then submitted before the download can have finished.
		act( () => {
			within( step )
				.getByRole( 'checkbox', { name: /Create an account/ } )
				.click();
		} );
		expect( within( step ).queryByLabelText( 'Create a password' ) ).toBeNull();
		act( () => {
			submitCheckout( registry );
		} );
		await advance( 100 );

		expect(
			registry.select( validationStore ).getValidationError( ACCOUNT_PASSWORD_ERROR_ID )
		).toMatchObject( { message: 'Please enter a valid password' } );
		expect( requests.routes() ).not.toContain( 'POST /checkout' );
		expect( registry.select( checkoutStore ).getShouldCreateAccount() ).toBe( true );
		const password = await within( step ).findByLabelText( 'Create a password' );
		expect( password ).toBeRequired();
		// The submit showed the error: the field shows it when it arrives.
		expect( password ).toHaveAccessibleDescription( /Please enter a valid password/ );
		expect( passwordFieldLoader.loaded() ).toBeDefined();
	} );
} );
