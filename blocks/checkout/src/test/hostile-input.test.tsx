/**
 * Hostile server data on the Checkout (issue 15): a shop with an XSS payload
 * in every field the server gives (products, shipping method titles, pickup
 * locations and the pickup title, payment gateways' titles and descriptions
 * as the server prints them for the offline methods), rendered
 * from WooCommerce's default markup inside the real stores against the
 * mock, with the sample offline methods registered from the page's
 * settings as a plugin registers: with delivery and then with pickup, no
 * payload runs and nothing active reaches the page.
 */
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as element from '@wordpress/element';
import * as i18n from '@wordpress/i18n';

import { addCartItem, updateCustomer } from '@cesta/api';
import '@cesta/blocks-checkout/globals';
import { __experimentalDeRegisterPaymentMethod } from '@cesta/registry';
import {
	installResizeObserver,
	MADRID_BILLING,
	MADRID_SHIPPING,
	setupMockShop,
} from '@cesta/test-utils';
import {
	XSS_SENTINEL,
	findDomDangers,
	fireInlineHandlerEvents,
	hostileShop,
	markersIn,
	purchasableProductIds,
} from '@cesta/test-utils/hostile';

import { printCheckoutPage } from '../address/test/checkout-steps';
import { findPlaceOrderButton, renderCheckout } from './render-checkout';

type SentinelWindow = Window & { [ XSS_SENTINEL ]?: jest.Mock };

const { fixtures } = hostileShop();
setupMockShop( { engineOptions: { fixtures } } );
installResizeObserver();
jest.setTimeout( 30000 );

const sentinel = jest.fn();
const markerOf = ( text: string ) => text.slice( 0, 7 );
/** What the server prints for its offline gateways (`paymentMethodData.<id>`). */
const paymentMethodData = Object.fromEntries(
	fixtures.paymentGateways
		.filter( ( gateway ) => [ 'bacs', 'cheque', 'cod' ].includes( gateway.id ) )
		.map( ( gateway ) => [
			gateway.id,
			{ title: gateway.title, description: gateway.description, supports: [ 'products' ] },
		] )
);

beforeAll( async () => {
	window.wp!.element = element;
	window.wp!.i18n = i18n;
	// The offline methods register as a plugin's script does, from the
	// page's settings, when their entry runs.
	printCheckoutPage( { paymentMethodData } );
	await import( '@cesta/blocks-checkout/sample-methods' );
} );

afterAll( () =>
	Object.keys( paymentMethodData ).forEach( ( name ) =>
		__experimentalDeRegisterPaymentMethod( name )
	)
);

beforeEach( () => {
	( window as SentinelWindow )[ XSS_SENTINEL ] = sentinel;
	printCheckoutPage( { paymentMethodData } );
} );

afterEach( () => {
	delete ( window as SentinelWindow )[ XSS_SENTINEL ];
	document.body.innerHTML = '';
	delete window.wcSettings;
} );

/** Nothing ran and nothing active is on the page; returns the markers it shows. */
const expectInert = ( container: HTMLElement ): string[] => {
	fireInlineHandlerEvents( container );
	expect( sentinel ).not.toHaveBeenCalled();
	expect( findDomDangers( container ) ).toEqual( [] );
	return markersIn( container.innerHTML );
};

describe( 'the checkout of a shop whose data is hostile', () => {
	it( 'given products in the cart and a Madrid address › the order summary, shipping options and payment methods show the hostile data as text, run nothing and hold nothing active; with pickup chosen, so do the pickup locations', async () => {
		const [ first, ...rest ] = purchasableProductIds( fixtures ).slice( 0, 8 );
		await addCartItem( { id: first, quantity: 1 } );
		await Promise.all( rest.map( ( id ) => addCartItem( { id, quantity: 1 } ) ) );
		await updateCustomer( {
			shipping_address: MADRID_SHIPPING,
			billing_address: MADRID_BILLING,
		} );
		const { container } = renderCheckout();
		await findPlaceOrderButton();
		const paymentStep = container.querySelector( '#payment-method' ) as HTMLElement;
		await waitFor( () =>
			expect( within( paymentStep ).getAllByRole( 'radio' ) ).toHaveLength( 3 )
		);
		const shippingStep = container.querySelector( '#shipping-option' ) as HTMLElement;
		await waitFor( () =>
			expect( within( shippingStep ).getAllByRole( 'radio' ).length ).toBeGreaterThan( 0 )
		);

		const withDelivery = expectInert( container );
		const products = fixtures.products.filter( ( product ) =>
			[ first, ...rest ].includes( product.id )
		);
		const gateways = Object.values( paymentMethodData ).map( ( data ) =>
			markerOf( data.title )
		);
		expect( gateways.filter( ( marker ) => ! withDelivery.includes( marker ) ) ).toEqual( [] );
		expect( markersIn( shippingStep.textContent ?? '' ).length ).toBeGreaterThan( 0 );
		expect(
			products
				.filter( ( product ) => product.type === 'simple' )
				.map( ( product ) => markerOf( product.name ) )
				.filter( ( marker ) => ! withDelivery.includes( marker ) )
		).toEqual( [] );

		const user = userEvent.setup();
		const delivery = container.querySelector( '#shipping-method' ) as HTMLElement;
		const radios = within( delivery ).getAllByRole( 'radio' );
		await user.click( radios[ radios.length - 1 ] );
		await waitFor(
			() => {
				const pickup = container.querySelector( '#pickup-options' );
				expect(
					pickup && within( pickup as HTMLElement ).getAllByRole( 'radio' )
				).toHaveLength(
					fixtures.pickupLocations.filter( ( location ) => location.enabled ).length
				);
			},
			{ timeout: 5000 }
		);
		const pickupStep = container.querySelector( '#pickup-options' ) as HTMLElement;
		const enabled = fixtures.pickupLocations.filter( ( location ) => location.enabled );
		const withPickup = expectInert( container );
		const locations = enabled.flatMap( ( location ) => [
			markerOf( location.name ),
			markerOf( location.address.address_1 ),
		] );
		expect( locations.filter( ( marker ) => ! withPickup.includes( marker ) ) ).toEqual( [] );
		// A location's details show once it is chosen.
		for ( const [ index, location ] of enabled.entries() ) {
			await user.click( within( pickupStep ).getAllByRole( 'radio' )[ index ] );
			await waitFor( () =>
				expect( pickupStep.textContent ).toContain( markerOf( location.details ) )
			);
			expectInert( container );
		}
	} );
} );
