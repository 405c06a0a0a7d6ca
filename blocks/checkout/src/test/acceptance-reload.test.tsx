/**
 * Issue 10 acceptance (i): a reload of the whole Checkout block in the middle
 * of typing, before anything was pushed to the shop, restores every typed
 * field: the email, the shipping address (address 2 and phone included), the
 * billing address being typed, and the order note in its on-demand textarea.
 */
import { cleanup, screen, within } from '@testing-library/react';

import { resetStoreApiClient } from '@cesta/api';
import { CUSTOMER_DATA_PUSH_DEBOUNCE_MS, DIRTY_FLAG_WRITE_DEBOUNCE_MS } from '@cesta/data';
import { PRODUCTS, recordRequests } from '@cesta/test-utils';

import { advance, advanceUntil } from '../address/test/checkout-steps';
import {
	ANA_MADRID,
	cartWith,
	openCheckout,
	setupAcceptanceShop,
	step,
	typeAddress,
	typeEmail,
} from './acceptance-checkout';

const shop = setupAcceptanceShop();

const TYPED_SHIPPING = { ...ANA_MADRID, address2: '3º B' };

const noteBox = () => screen.queryByRole( 'textbox', { name: /Notes about your order/ } );

describe( 'given a guest typing the whole checkout who reloads before anything was sent', () => {
	it( 'finds every typed field again: email, shipping address, the billing city being typed and the order note', async () => {
		await cartWith( PRODUCTS.FAN );
		const { user } = await openCheckout();
		const requests = recordRequests( shop );

		await typeEmail( user, 'ana.perez@example.com' );
		const shipping = step( 'Shipping address' );
		await typeAddress( user, shipping, TYPED_SHIPPING );
		await user.click(
			within( shipping ).getByRole( 'checkbox', { name: 'Use same address for billing' } )
		);
		await advanceUntil( () => document.getElementById( 'billing-fields' ) !== null );
		await user.click( screen.getByRole( 'checkbox', { name: 'Add a note to your order' } ) );
		await advanceUntil( () => noteBox() !== null );
		await user.type( noteBox()!, 'Portal 3, segundo' );
		const billingCity = within( step( 'Billing address' ) ).getByRole( 'textbox', {
			name: 'City',
		} );
		await user.clear( billingCity );
		// The last field typed, still focused when the page reloads.
		await user.type( billingCity, 'Alcobendas' );
		await advance( DIRTY_FLAG_WRITE_DEBOUNCE_MS + 50 );
		expect( DIRTY_FLAG_WRITE_DEBOUNCE_MS + 50 ).toBeLessThan( CUSTOMER_DATA_PUSH_DEBOUNCE_MS );
		await requests.settled();
		expect( JSON.stringify( requests.calls() ) ).not.toContain( 'Alcobendas' );
		expect( JSON.stringify( requests.calls() ) ).not.toContain( 'Portal 3' );

		// The reload: the page and the client's memory go; cookies and local storage stay.
		cleanup();
		document.body.innerHTML = '';
		resetStoreApiClient();
		await openCheckout();

		const contact = within( step( 'Contact information' ) );
		expect( contact.getByRole( 'textbox', { name: 'Email address' } ) ).toHaveValue(
			'ana.perez@example.com'
		);
		const again = within( step( 'Shipping address' ) );
		expect( again.getByRole( 'combobox', { name: 'Country/Region' } ) ).toHaveValue( 'ES' );
		for ( const [ name, value ] of [
			[ 'First name', 'Ana' ],
			[ 'Last name', 'Pérez' ],
			[ 'Address', 'Calle de Serrano 20' ],
			[ 'Apartment, suite, etc. (optional)', '3º B' ],
			[ 'Postal code', '28001' ],
			[ 'City', 'Madrid' ],
			[ 'Phone', '600 123 456' ],
		] ) {
			expect( again.getByRole( 'textbox', { name } ) ).toHaveValue( value );
		}
		expect( again.getByRole( 'combobox', { name: 'Province' } ) ).toHaveValue( 'M' );
		expect(
			again.getByRole( 'checkbox', { name: 'Use same address for billing' } )
		).not.toBeChecked();
		expect(
			within( step( 'Billing address' ) ).getByRole( 'textbox', { name: 'City' } )
		).toHaveValue( 'Alcobendas' );
		expect(
			screen.getByRole( 'checkbox', { name: 'Add a note to your order' } )
		).toBeChecked();
		await advanceUntil( () => noteBox() !== null );
		expect( noteBox() ).toHaveValue( 'Portal 3, segundo' );
	} );
} );
