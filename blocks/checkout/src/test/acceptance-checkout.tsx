/**
 * What issue 10's acceptance tests share: the whole Checkout block rendered
 * from WooCommerce's default markup on a page printing what WooCommerce 9.9.5
 * prints on its checkout page, the sample shop's offline payment methods, fake
 * timers for the stores' debounces, and the shopper's hands (typing an
 * address, clicking "Place Order").
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { DataRegistry } from '@wordpress/data';
import { createElement } from '@wordpress/element';

import { addCartItem } from '@cesta/api';
import { cartStore, paymentStore } from '@cesta/data';
import type { MockServer } from '@cesta/mocks/node';
import { __experimentalDeRegisterPaymentMethod, registerPaymentMethod } from '@cesta/registry';
import { installResizeObserver } from '@cesta/test-utils';
import type { RequestRecorder } from '@cesta/test-utils';

import { advanceUntil, installFakeTimers, setupCheckoutShop } from '../address/test/checkout-steps';
import { OFFLINE_METHODS } from './checkout-shop';
import { renderCheckout } from './render-checkout';

/**
 * The shopper's hands: a user-event instance driven by the fake timers.
 *
 * @example
 * const user: Shopper = installFakeTimers();
 */
export type Shopper = ReturnType< typeof installFakeTimers >;

/**
 * An address as the shopper types it into the checkout's form.
 *
 * @example
 * const typed: TypedAddress = { firstName: 'Ana', lastName: 'Pérez', address: 'Calle Mayor 1', city: 'Madrid', province: 'M', postcode: '28001', phone: '600 123 456' };
 */
export interface TypedAddress {
	firstName: string;
	lastName: string;
	address: string;
	/** Typed after the "+ Add apartment, suite, etc." toggle, when given. */
	address2?: string;
	city: string;
	/** The province's code, chosen from the list. */
	province: string;
	postcode: string;
	phone: string;
}

/**
 * Ana Pérez's address in Madrid (28001, flat rate and free pickup in the mock
 * shop), as a guest types it.
 *
 * @example
 * await typeAddress( user, shippingStep(), ANA_MADRID );
 */
export const ANA_MADRID: Readonly< TypedAddress > = Object.freeze( {
	firstName: 'Ana',
	lastName: 'Pérez',
	address: 'Calle de Serrano 20',
	city: 'Madrid',
	province: 'M',
	postcode: '28001',
	phone: '600 123 456',
} );

/** What an offline method shows when chosen: a component, as plugins register (it gets the payment props). */
const Instructions = ( { text }: { text: string } ) =>
	createElement( 'p', { className: 'wc-block-components-payment-method-description' }, text );

/**
 * Starts the mock shop for the file with WooCommerce's captured checkout page
 * printed before each test (minus its draft order), the offline payment
 * methods registered as their plugin would, and a ResizeObserver for the
 * layout.
 *
 * @example
 * const shop = setupAcceptanceShop();
 */
export function setupAcceptanceShop(): MockServer {
	const shop = setupCheckoutShop();
	installResizeObserver();
	beforeAll( () =>
		Object.entries( OFFLINE_METHODS ).forEach( ( [ name, title ] ) =>
			registerPaymentMethod( {
				name,
				label: title,
				ariaLabel: title,
				content: createElement( Instructions, { text: `${ title }: instrucciones` } ),
				edit: createElement( Instructions, { text: title } ),
				canMakePayment: () => true,
			} )
		)
	);
	afterAll( () =>
		Object.keys( OFFLINE_METHODS ).forEach( ( name ) =>
			__experimentalDeRegisterPaymentMethod( name )
		)
	);
	return shop;
}

/**
 * Puts `quantity` of product `id` in the shopper's cart through the Store API
 * (before the block loads it).
 *
 * @example
 * await cartWith( PRODUCTS.FAN );
 */
export async function cartWith( id: number, quantity = 1 ): Promise< void > {
	await addCartItem( { id, quantity } );
}

/**
 * Switches to fake timers, renders the whole Checkout block from WooCommerce's
 * default markup and waits (in fake time) for the cart and the payment
 * methods: the shopper can start.
 *
 * @example
 * const { user, registry, redirect } = await openCheckout();
 */
export async function openCheckout( options: Parameters< typeof renderCheckout >[ 0 ] = {} ) {
	const user = installFakeTimers();
	const rendered = renderCheckout( options );
	await advanceUntil(
		() =>
			rendered.registry.select( cartStore ).hasFinishedResolution( 'getCartData' ) &&
			rendered.registry.select( paymentStore ).paymentMethodsInitialized() &&
			screen.queryByRole( 'button', { name: /Place Order/ } ) !== null
	);
	return { user, ...rendered };
}

/** The ids WooCommerce gives the checkout's steps, by their English titles. */
const STEP_IDS = {
	'Contact information': 'contact-fields',
	'Shipping address': 'shipping-fields',
	'Billing address': 'billing-fields',
	Delivery: 'shipping-method',
	'Shipping options': 'shipping-option',
	'Pickup locations': 'pickup-options',
	'Payment options': 'payment-method',
} as const;

/**
 * A step of the checkout form (a `group` named by its title), found by
 * WooCommerce's id for it and checked to carry that title.
 *
 * @example
 * within( step( 'Shipping address' ) ).getByRole( 'textbox', { name: 'City' } );
 */
export function step( name: keyof typeof STEP_IDS ): HTMLElement {
	const element = document.getElementById( STEP_IDS[ name ] );
	expect( element ).toHaveAccessibleName( name );
	return element!;
}

/**
 * Types `address` into the address form of `form` (the shipping or billing
 * step), Spain chosen as its country, leaving each field as a shopper would.
 *
 * @example
 * await typeAddress( user, step( 'Shipping address' ), ANA_MADRID );
 */
export async function typeAddress(
	user: Shopper,
	form: HTMLElement,
	address: TypedAddress
): Promise< void > {
	const inForm = within( form );
	await user.selectOptions( inForm.getByRole( 'combobox', { name: 'Country/Region' } ), 'ES' );
	const fill = async ( name: string, value: string ) => {
		const input = inForm.getByRole( 'textbox', { name } );
		await user.clear( input );
		await user.type( input, value );
	};
	await fill( 'First name', address.firstName );
	await fill( 'Last name', address.lastName );
	await fill( 'Address', address.address );
	if ( address.address2 !== undefined ) {
		await user.click( inForm.getByRole( 'button', { name: /Add apartment/ } ) );
		await fill( 'Apartment, suite, etc. (optional)', address.address2 );
	}
	await fill( 'Postal code', address.postcode );
	await fill( 'City', address.city );
	await user.selectOptions(
		inForm.getByRole( 'combobox', { name: 'Province' } ),
		address.province
	);
	await fill( 'Phone', address.phone );
	await user.tab();
}

/**
 * Types the contact email and leaves the field.
 *
 * @example
 * await typeEmail( user, 'ana@example.com' );
 */
export async function typeEmail( user: Shopper, email: string ): Promise< void > {
	const input = within( step( 'Contact information' ) ).getByRole( 'textbox', {
		name: 'Email address',
	} );
	await user.clear( input );
	await user.type( input, email );
	await user.tab();
}

/**
 * The shopper clicks "Place Order"; `ms` of fake time pass.
 *
 * @example
 * await clickPlaceOrder( user );
 */
export async function clickPlaceOrder( user: Shopper, ms = 100 ): Promise< void > {
	const button = screen.getByRole( 'button', { name: /Place Order/ } );
	await user.hover( button );
	// One act around the click and what it starts (user-event's click would
	// end its act before the submit's on-demand code arrives).
	await act( async () => {
		button.focus();
		fireEvent.click( button );
		await jest.advanceTimersByTimeAsync( ms );
	} );
}

/**
 * Lets fake time pass until the browser was sent somewhere (the order was
 * placed), and returns where.
 *
 * @example
 * const url = await redirected( redirect );
 */
export async function redirected( redirect: jest.Mock ): Promise< string > {
	await advanceUntil( () => redirect.mock.calls.length > 0 );
	return String( redirect.mock.calls[ 0 ]![ 0 ] );
}

/**
 * The orders the shop holds that are no longer drafts.
 *
 * @example
 * expect( placedOrders( shop ) ).toHaveLength( 1 );
 */
export const placedOrders = ( shop: MockServer ) =>
	shop.engine.deps.orders.all().filter( ( order ) => order.status !== 'checkout-draft' );

/**
 * The `POST /checkout` bodies the shop received.
 *
 * @example
 * const [ body ] = checkoutBodies( requests );
 */
export const checkoutBodies = ( requests: RequestRecorder ): Array< Record< string, unknown > > =>
	requests
		.calls()
		.filter( ( call ) => call.method === 'POST' && call.route === '/checkout' )
		.map( ( call ) => call.body as Record< string, unknown > );

/**
 * The names of the rates the cart has selected, one per package.
 *
 * @example
 * expect( selectedRateNames( registry ) ).toEqual( [ 'Tarifa plana' ] );
 */
export const selectedRateNames = ( registry: DataRegistry ): string[] =>
	registry
		.select( cartStore )
		.getShippingRates()
		.map( ( pack ) => pack.shipping_rates.find( ( rate ) => rate.selected )?.name ?? '(none)' );

/**
 * Lets the stores' pending work in fake time run (pushes, batches) with React
 * updates flushed.
 *
 * @example
 * await settle();
 */
export async function settle( ms = 2000 ): Promise< void > {
	await act( async () => {
		await jest.advanceTimersByTimeAsync( ms );
	} );
}
