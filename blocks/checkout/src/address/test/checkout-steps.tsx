/**
 * What the contact and address steps' tests share: the settings WooCommerce
 * 9.9.5 prints on its checkout page, the steps rendered inside a registry of
 * every store with the checkout processor running (as the Checkout block
 * runs it), fake timers for the stores' debounces, and a cart in the mock
 * shop.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { RegistryProvider } from '@wordpress/data';
import type { DataRegistry } from '@wordpress/data';
import { createElement } from '@wordpress/element';
import type { ReactNode } from 'react';

import { addCartItem, updateCustomer } from '@cesta/api';
import { cartStore, paymentStore, submitCheckout, useCheckoutProcessor } from '@cesta/data';
import { __experimentalDeRegisterPaymentMethod, registerPaymentMethod } from '@cesta/registry';
import type { BillingAddress, ShippingAddress } from '@cesta/types';
import {
	advance,
	advanceUntil,
	createTestRegistry,
	installFakeTimers as installSharedFakeTimers,
	PRODUCTS,
	setupMockShop,
} from '@cesta/test-utils';
import type { RequestRecorder } from '@cesta/test-utils';
import type { MockServer } from '@cesta/mocks/node';

import wooCommerceCheckoutPage from '../../../../../reference/wc-page-data/checkout-page.json';
import { AdditionalInformationBlock } from '../../inner-blocks/additional-information';
import { BillingAddressBlock } from '../../inner-blocks/billing-address';
import { ContactInformationBlock } from '../../inner-blocks/contact-information';
import { ShippingAddressBlock } from '../../inner-blocks/shipping-address';

// The step tests take the shared fake-time helpers from here, with the steps.
export { advance, advanceUntil };

/**
 * Prints, as the host page would, exactly what WooCommerce 9.9.5 prints on
 * its checkout page (the captured `wcSettings`: `defaultFields`,
 * `addressFieldsLocations`, `countryData`, `checkoutAllowsGuest`, …) minus
 * the preloaded draft order of the captured shop, plus `extra`.
 *
 * @example
 * printCheckoutPage( { checkoutAllowsGuest: false } );
 */
export function printCheckoutPage( extra: Record< string, unknown > = {} ): void {
	const { checkoutData: _capturedOrder, ...settings } = structuredClone(
		wooCommerceCheckoutPage.wcSettings
	) as Record< string, unknown >;
	window.wcSettings = { ...settings, ...extra };
}

/**
 * The settings of the captured page, for tests that change one part of them.
 *
 * @example
 * printCheckoutPage( { countryData: withoutCountry( 'US' ) } );
 */
export const capturedSettings = (): Record< string, unknown > =>
	structuredClone( wooCommerceCheckoutPage.wcSettings ) as Record< string, unknown >;

let fakeTimersOn = false;

/**
 * Starts the mock shop for a test file and prints the checkout page's
 * settings before each test; the page and the settings are cleared after.
 *
 * @example
 * const shop = setupCheckoutShop();
 */
export function setupCheckoutShop(): MockServer {
	jest.setTimeout( 20000 );
	// Before the shop's own reset (after-each hooks run in the order they were
	// added): unmounted first, so nothing schedules more, then what the fake
	// timers still hold (the stores' debounces, the 300 ms batch) runs out; the
	// shop's reset then clears what those answers stored (session cookie,
	// nonce, cached cart).
	afterEach( async () => {
		cleanup();
		await switchToRealTimers();
	} );
	const shop = setupMockShop();
	beforeEach( () => printCheckoutPage() );
	afterEach( () => {
		document.body.innerHTML = '';
		delete window.wcSettings;
	} );
	return shop;
}

/**
 * Puts the fan in the shopper's cart through the Store API, optionally with
 * addresses (before the steps load the cart).
 *
 * @example
 * await cartWithFan( { shipping_address: MADRID_SHIPPING } );
 */
export async function cartWithFan(
	addresses: { shipping_address?: ShippingAddress; billing_address?: BillingAddress } = {}
): Promise< void > {
	await addCartItem( { id: PRODUCTS.FAN, quantity: 1 } );
	if ( addresses.shipping_address || addresses.billing_address ) {
		await updateCustomer( addresses );
	}
}

function Processor( { children, redirect }: { children: ReactNode; redirect: jest.Mock } ) {
	useCheckoutProcessor( { redirect } );
	return <>{ children }</>;
}

/**
 * The contact, shipping address, billing address and additional information
 * steps, in the order of WooCommerce's default checkout.
 *
 * @example
 * renderSteps( { ui: <CheckoutSteps /> } );
 */
export function CheckoutSteps() {
	return (
		<form className="wc-block-checkout__form">
			<ContactInformationBlock />
			<ShippingAddressBlock />
			<BillingAddressBlock />
			<AdditionalInformationBlock />
		</form>
	);
}

/**
 * Renders `ui` (by default every step) inside `registry` (a fresh one of
 * every store by default) with the checkout processor running and redirects
 * recorded.
 *
 * @example
 * const { registry, redirect } = renderSteps();
 */
export function renderSteps( {
	ui = <CheckoutSteps />,
	registry = createTestRegistry(),
}: { ui?: ReactNode; registry?: DataRegistry } = {} ) {
	const redirect = jest.fn();
	const utils = render(
		<RegistryProvider value={ registry }>
			<Processor redirect={ redirect }>{ ui }</Processor>
		</RegistryProvider>
	);
	return { registry, redirect, ...utils };
}

/**
 * Switches the test to fake timers (the microtask queue stays real, so
 * promises and MSW run) and returns a user-event instance driven by them.
 *
 * @example
 * const user = installFakeTimers();
 */
export function installFakeTimers() {
	fakeTimersOn = true;
	return installSharedFakeTimers();
}

/**
 * Lets the fake timers run out what is pending (the stores' debounces, the
 * 300 ms request batch), then goes back to real timers: axe needs them.
 *
 * @example
 * await switchToRealTimers();
 * expect( await axe( container ) ).toHaveNoViolations();
 */
export async function switchToRealTimers(): Promise< void > {
	if ( fakeTimersOn ) {
		await act( async () => {
			await jest.advanceTimersByTimeAsync( 5000 );
		} );
		fakeTimersOn = false;
	}
	jest.useRealTimers();
}

/**
 * Waits (in fake time) until the cart has loaded and the step named `name`
 * shows.
 *
 * @example
 * await findStep( registry, 'Shipping address' );
 */
export async function findStep( registry: DataRegistry, name: string ): Promise< HTMLElement > {
	await advanceUntil(
		() =>
			registry.select( cartStore ).hasFinishedResolution( 'getCartData' ) &&
			screen.queryByRole( 'group', { name } ) !== null
	);
	return screen.getByRole( 'group', { name } );
}

/**
 * Makes `method` the active payment method once the payment methods are
 * checked, so a submit can place the order.
 *
 * @example
 * await payWith( registry, 'bacs' );
 */
export async function payWith( registry: DataRegistry, method: string ): Promise< void > {
	await advanceUntil( () => registry.select( paymentStore ).paymentMethodsInitialized() );
	await act( async () => {
		registry.dispatch( paymentStore ).__internalSetActivePaymentMethod( method );
	} );
}

/**
 * The shopper places the order (the place-order button's `submitCheckout`),
 * and `ms` of fake time pass.
 *
 * @example
 * await placeOrder( registry );
 */
export async function placeOrder( registry: DataRegistry, ms = 100 ): Promise< void > {
	await act( async () => {
		submitCheckout( registry );
	} );
	await advance( ms );
}

/**
 * Registers the shop's bank transfer (`bacs`) as a payment method for the
 * test file, as a payment plugin's script would.
 *
 * @example
 * registerBankTransfer();
 */
export function registerBankTransfer(): void {
	beforeAll( () =>
		registerPaymentMethod( {
			name: 'bacs',
			label: 'Transferencia bancaria directa',
			ariaLabel: 'Transferencia bancaria directa',
			content: createElement( 'div' ),
			edit: createElement( 'div' ),
			canMakePayment: () => true,
		} )
	);
	afterAll( () => __experimentalDeRegisterPaymentMethod( 'bacs' ) );
}

/**
 * The body of the `POST /checkout` the shop received, once it has.
 *
 * @example
 * const body = await placedOrderBody( requests );
 */
export async function placedOrderBody(
	requests: RequestRecorder
): Promise< Record< string, unknown > > {
	await advanceUntil( () =>
		requests.calls().some( ( call ) => call.method === 'POST' && call.route === '/checkout' )
	);
	await requests.settled();
	const call = requests
		.calls()
		.find( ( candidate ) => candidate.method === 'POST' && candidate.route === '/checkout' );
	return call!.body as Record< string, unknown >;
}
