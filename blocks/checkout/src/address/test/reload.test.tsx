/**
 * A reload in the middle of typing (issue 10 acceptance): everything typed —
 * contact email, shipping and billing addresses, the order notes and the
 * additional fields — is back after the page loads again, although none of
 * it had reached the server yet.
 */
import { act, cleanup, screen, within } from '@testing-library/react';

import { resetStoreApiClient } from '@cesta/api';
import {
	checkoutStore,
	CUSTOMER_DATA_PUSH_DEBOUNCE_MS,
	DIRTY_FLAG_WRITE_DEBOUNCE_MS,
} from '@cesta/data';
import { checkoutFieldsSetting } from '@cesta/mocks';
import { recordRequests } from '@cesta/test-utils';

import {
	advance,
	capturedSettings,
	cartWithFan,
	findStep,
	installFakeTimers,
	printCheckoutPage,
	renderSteps,
	setupCheckoutShop,
} from './checkout-steps';

const shop = setupCheckoutShop();

const GIFT_NOTE = 'cesta-demo/gift-note';
const NEWSLETTER = 'cesta-demo/newsletter';

beforeEach( () => {
	const shopFields = checkoutFieldsSetting( shop.engine.context );
	printCheckoutPage( {
		defaultFields: {
			...( capturedSettings().defaultFields as Record< string, unknown > ),
			[ GIFT_NOTE ]: shopFields.defaultFields[ GIFT_NOTE ],
			[ NEWSLETTER ]: shopFields.defaultFields[ NEWSLETTER ],
		},
		addressFieldsLocations: shopFields.addressFieldsLocations,
	} );
} );

describe( 'given a guest who typed the whole checkout and reloaded before anything was sent', () => {
	it( 'finds every typed field again: email, both addresses, order notes and additional fields', async () => {
		await cartWithFan();
		const user = installFakeTimers();
		const first = renderSteps();
		const shipping = await findStep( first.registry, 'Shipping address' );
		const requests = recordRequests( shop );

		await user.type(
			screen.getByRole( 'textbox', { name: 'Email address' } ),
			'ana@example.com'
		);
		await user.click( screen.getByRole( 'checkbox', { name: /Quiero recibir ofertas/ } ) );
		await user.selectOptions(
			within( shipping ).getByRole( 'combobox', { name: 'Country/Region' } ),
			'ES'
		);
		await user.type( within( shipping ).getByRole( 'textbox', { name: 'First name' } ), 'Ana' );
		await user.type(
			within( shipping ).getByRole( 'textbox', { name: 'Last name' } ),
			'Pérez'
		);
		await user.type(
			within( shipping ).getByRole( 'textbox', { name: 'Address' } ),
			'Calle Mayor 1'
		);
		await user.selectOptions(
			within( shipping ).getByRole( 'combobox', { name: 'Province' } ),
			'SE'
		);
		await user.type( within( shipping ).getByRole( 'textbox', { name: 'City' } ), 'Sevilla' );
		await user.type(
			within( shipping ).getByRole( 'textbox', { name: 'Postal code' } ),
			'41001'
		);
		await user.click(
			within( shipping ).getByRole( 'checkbox', { name: 'Use same address for billing' } )
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'Nota para el regalo (opcional)' } ),
			'Para Luis'
		);
		await act( async () => {
			first.registry
				.dispatch( checkoutStore )
				.__internalSetOrderNotes( 'Dejar en conserjería' );
		} );
		const billing = await findStep( first.registry, 'Billing address' );
		const billingCity = within( billing ).getByRole( 'textbox', { name: 'City' } );
		await user.clear( billingCity );
		// The last field typed, still focused: not sent, kept only in local storage.
		await user.type( billingCity, 'Dos Hermanas' );
		// The copies are written after 300 ms; nothing is pushed before 1.5 s of quiet.
		await advance( DIRTY_FLAG_WRITE_DEBOUNCE_MS + 50 );
		expect( DIRTY_FLAG_WRITE_DEBOUNCE_MS + 50 ).toBeLessThan( CUSTOMER_DATA_PUSH_DEBOUNCE_MS );
		await requests.settled();
		expect( JSON.stringify( requests.calls() ) ).not.toContain( 'Dos Hermanas' );
		expect( requests.routes() ).not.toContain( 'PUT /checkout' );

		// The reload: the page and the client's memory go; cookies and local storage stay.
		cleanup();
		resetStoreApiClient();
		const second = renderSteps();
		const shippingAgain = await findStep( second.registry, 'Shipping address' );
		const billingAgain = await findStep( second.registry, 'Billing address' );

		expect( screen.getByRole( 'textbox', { name: 'Email address' } ) ).toHaveValue(
			'ana@example.com'
		);
		expect( screen.getByRole( 'checkbox', { name: /Quiero recibir ofertas/ } ) ).toBeChecked();
		expect(
			within( shippingAgain ).getByRole( 'textbox', { name: 'First name' } )
		).toHaveValue( 'Ana' );
		expect( within( shippingAgain ).getByRole( 'textbox', { name: 'Last name' } ) ).toHaveValue(
			'Pérez'
		);
		expect( within( shippingAgain ).getByRole( 'textbox', { name: 'Address' } ) ).toHaveValue(
			'Calle Mayor 1'
		);
		expect( within( shippingAgain ).getByRole( 'combobox', { name: 'Province' } ) ).toHaveValue(
			'SE'
		);
		expect( within( shippingAgain ).getByRole( 'textbox', { name: 'City' } ) ).toHaveValue(
			'Sevilla'
		);
		expect(
			within( shippingAgain ).getByRole( 'textbox', { name: 'Postal code' } )
		).toHaveValue( '41001' );
		expect(
			within( shippingAgain ).getByRole( 'checkbox', {
				name: 'Use same address for billing',
			} )
		).not.toBeChecked();
		expect( within( billingAgain ).getByRole( 'textbox', { name: 'City' } ) ).toHaveValue(
			'Dos Hermanas'
		);
		expect(
			screen.getByRole( 'textbox', { name: 'Nota para el regalo (opcional)' } )
		).toHaveValue( 'Para Luis' );
		expect( second.registry.select( checkoutStore ).getOrderNotes() ).toBe(
			'Dejar en conserjería'
		);
	} );
} );

describe( 'given a guest who reloads at once, before the copies’ 300 ms pause is over', () => {
	it( 'finds the last edits again too: the billing name and city and the gift note typed just before', async () => {
		await cartWithFan();
		const user = installFakeTimers();
		const first = renderSteps();
		const shipping = await findStep( first.registry, 'Shipping address' );
		await user.click(
			within( shipping ).getByRole( 'checkbox', { name: 'Use same address for billing' } )
		);
		const billing = await findStep( first.registry, 'Billing address' );
		await user.type( within( billing ).getByRole( 'textbox', { name: 'First name' } ), 'Luis' );
		await user.type(
			within( billing ).getByRole( 'textbox', { name: 'City' } ),
			'Dos Hermanas'
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'Nota para el regalo (opcional)' } ),
			'Para Luis'
		);

		// The reload, right after the last keystroke: the browser hides the page for good, then it goes.
		act( () => {
			window.dispatchEvent( new Event( 'pagehide' ) );
		} );
		cleanup();
		resetStoreApiClient();
		const second = renderSteps();
		const shippingAgain = await findStep( second.registry, 'Shipping address' );

		// The billing address of its own is back, so its form is too.
		expect(
			within( shippingAgain ).getByRole( 'checkbox', {
				name: 'Use same address for billing',
			} )
		).not.toBeChecked();
		const billingAgain = await findStep( second.registry, 'Billing address' );
		expect( within( billingAgain ).getByRole( 'textbox', { name: 'First name' } ) ).toHaveValue(
			'Luis'
		);
		expect( within( billingAgain ).getByRole( 'textbox', { name: 'City' } ) ).toHaveValue(
			'Dos Hermanas'
		);
		expect(
			screen.getByRole( 'textbox', { name: 'Nota para el regalo (opcional)' } )
		).toHaveValue( 'Para Luis' );
	} );
} );

describe( 'given an order placed', () => {
	it( 'forgets the kept notes and fields, so the next checkout starts empty', async () => {
		await cartWithFan();
		const user = installFakeTimers();
		const { registry } = renderSteps();
		await findStep( registry, 'Contact information' );
		await user.type(
			screen.getByRole( 'textbox', { name: 'Nota para el regalo (opcional)' } ),
			'Para Luis'
		);
		await advance( DIRTY_FLAG_WRITE_DEBOUNCE_MS + 50 );
		expect( window.localStorage.getItem( 'cesta-checkout-fields-draft' ) ).toContain(
			'Para Luis'
		);

		await act( async () => {
			registry.dispatch( checkoutStore ).__internalSetComplete();
		} );

		expect( window.localStorage.getItem( 'cesta-checkout-fields-draft' ) ).toBeNull();
	} );
} );
