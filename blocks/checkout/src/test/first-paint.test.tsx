/**
 * What the first paint of a guest's checkout with delivery does not need
 * downloads on demand (DESIGN §8): here the whole block renders as the server
 * markup gives it, nothing deferred has downloaded, and each part downloads
 * when the shopper reaches for it. Jest gives each test file a fresh module
 * registry, so the first test sees what a page's first paint loads.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { addressCardLoader } from '@cesta/components';
import { installResizeObserver, PRODUCTS } from '@cesta/test-utils';
import { arePostcodePatternsLoaded } from '@cesta/validation';

import { addressAutocompleteActionsLoader } from '../address/load-autocomplete-actions';
import { fieldRulesKitLoader } from '../address/use-field-rules';
import { unavailableScreensLoader } from '../checkout-block/load-unavailable-screens';
import { orderNoteFieldLoader } from '../inner-blocks/order-note/load-order-note-field';
import { passwordFieldLoader } from '../inner-blocks/contact-information/load-password-field';
import { pickupOptionsStepLoader } from '../inner-blocks/pickup-options/load-pickup-options-step';
import { CHECKOUT_PAGE_SETTINGS, fillCart, setupCheckoutShop } from './checkout-shop';
import { eventually, findPlaceOrderButton, renderCheckout } from './render-checkout';

setupCheckoutShop();
installResizeObserver();

/** Every part of the block that downloads on demand, by what it is. */
const DEFERRED: Record< string, { loaded: () => unknown } > = {
	'the postcode patterns': { loaded: () => arePostcodePatternsLoaded() || undefined },
	'the new account’s password field': passwordFieldLoader,
	'the pickup locations step': pickupOptionsStepLoader,
	'the order note’s textarea': orderNoteFieldLoader,
	'a saved address’s card': addressCardLoader,
	'the address autocomplete’s search and filling': addressAutocompleteActionsLoader,
	'the empty-cart and log-in screens': unavailableScreensLoader,
	'the additional fields’ rule evaluation': fieldRulesKitLoader,
};

const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 300 ) );

beforeEach( () => {
	window.wcSettings = {
		...CHECKOUT_PAGE_SETTINGS,
		shippingMethodsExist: true,
		localPickupEnabled: true,
		localPickupText: 'Recogida en tienda',
		collectableMethodIds: [ 'local_pickup', 'pickup_location' ],
	};
} );

describe( 'given a guest’s checkout with delivery on the page', () => {
	it( 'when it has rendered and settled › none of the on-demand parts has downloaded', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		renderCheckout();
		await findPlaceOrderButton();
		await settle();

		const downloaded = Object.entries( DEFERRED )
			.filter( ( [ , loader ] ) => loader.loaded() !== undefined )
			.map( ( [ part ] ) => part );
		expect( downloaded ).toEqual( [] );
	} );

	it( 'when the shopper chooses pickup › the pickup locations step downloads and shows the shops', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ], { address: true } );
		renderCheckout();
		await findPlaceOrderButton();

		await userEvent.click( screen.getByRole( 'radio', { name: /Recogida en tienda/ } ) );

		const step = await screen.findByRole( 'group', { name: 'Pickup locations' } );
		await eventually( () =>
			expect(
				within( step ).getByRole( 'radio', { name: /Tienda Madrid Centro/ } )
			).toBeChecked()
		);
		expect( pickupOptionsStepLoader.loaded() ).toBeDefined();
	} );

	it( 'when the shopper ticks "Add a note to your order" › the textarea downloads and takes the note', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ], { address: true } );
		renderCheckout();
		await findPlaceOrderButton();

		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Add a note to your order' } )
		);

		const note = await screen.findByRole( 'textbox', { name: /Notes about your order/ } );
		await userEvent.type( note, 'Portal 3' );
		expect( note ).toHaveValue( 'Portal 3' );
		expect( orderNoteFieldLoader.loaded() ).toBeDefined();
	} );

	it( 'when the browser’s autofill fills a postcode and the focus moves on › its patterns download and a wrong one is said so', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		renderCheckout();
		await findPlaceOrderButton();
		const step = screen.getByRole( 'group', { name: 'Shipping address' } );
		const postcode = within( step ).getByRole( 'textbox', { name: /Postal code|Postcode/ } );

		// As the browser's autofill does: one change, then the focus moves on.
		act( () => {
			postcode.focus();
			fireEvent.change( postcode, { target: { value: '60001' } } );
			postcode.blur();
		} );

		await eventually( () =>
			expect( postcode ).toHaveAccessibleDescription( 'Please enter a valid postcode' )
		);
		expect( arePostcodePatternsLoaded() ).toBe( true );
	} );
} );
