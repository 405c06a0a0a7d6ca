/**
 * Shared pieces of this package's tests: the stores' own test registry and
 * mock shop, the captured WooCommerce cart, payment methods registered
 * through the real `@cesta/registry` (and removed after each test), settings
 * and accessibility checks.
 */
import { act, cleanup, render } from '@testing-library/react';
import { RegistryProvider } from '@wordpress/data';
import type { DataRegistry } from '@wordpress/data';
import { logged } from '@wordpress/deprecated';
import { createElement } from '@wordpress/element';
import type { ReactElement, ReactNode } from 'react';
import { configureAxe, toHaveNoViolations } from 'jest-axe';
import { cartStore } from '@cesta/data';
import {
	__experimentalDeRegisterExpressPaymentMethod,
	__experimentalDeRegisterPaymentMethod,
	getExpressPaymentMethods,
	getPaymentMethods,
	registerExpressPaymentMethod,
	registerPaymentMethod,
} from '@cesta/registry';
import type {
	ExpressPaymentMethodConfiguration,
	PaymentMethodConfiguration,
} from '@cesta/registry';
import type { CartResponse } from '@cesta/types';

import cartWithItems from '../../../../reference/store-api-samples/cart-with-items.json';

export { setupMockShop, logInCustomer } from '../../../../stores/src/test/mock-shop';
export { createTestRegistry, noticesIn } from '../../../../stores/src/test/registry';
export { fillCart, MADRID_BILLING, MADRID_SHIPPING } from '../../../../stores/src/test/fixtures';
export { recordRequests } from '../../../../stores/src/test/requests';
export { waitUntil } from '../../../../stores/src/test/wait';

expect.extend( toHaveNoViolations );

/**
 * axe over a rendered container; `region` is off because the areas are
 * tested outside a page's landmarks.
 */
export const axe = configureAxe( { rules: { region: { enabled: false } } } );

/** The cart a real WooCommerce 9.9.5 answered: two items, bacs/cheque/cod, EUR. */
export const sampleCart = cartWithItems.body as unknown as CartResponse;

/**
 * The captured cart, with the gateways the server lists changed (the gateway
 * must be in `payment_methods` for a regular method to be available).
 */
export function cartWithGateways( gateways: string[] ): CartResponse {
	return { ...sampleCart, payment_methods: gateways } as CartResponse;
}

/** Puts a cart into the registry's cart store, as the first GET /cart would. */
export function receiveCart( registry: DataRegistry, cart: CartResponse = sampleCart ): void {
	act( () => {
		registry.dispatch( cartStore ).receiveCart( cart );
	} );
}

/** Renders `ui` inside a `RegistryProvider` for `registry`. */
export function renderInStores( registry: DataRegistry, ui: ReactElement ) {
	const wrapper = ( { children }: { children: ReactNode } ) => (
		<RegistryProvider value={ registry }>{ children }</RegistryProvider>
	);
	return render( ui, { wrapper } );
}

/** Renders a text; payment method elements must be components (they get the interface as props). */
const Text = ( { text }: { text: string } ) => createElement( 'p', null, text );
const ExpressButton = ( { text }: { text: string } ) =>
	createElement( 'button', { type: 'button' }, text );

/** A regular payment method that passes every rule, named after the gateway. */
export function testMethod(
	name: string,
	overrides: Partial< PaymentMethodConfiguration > = {}
): PaymentMethodConfiguration {
	return {
		name,
		label: name,
		ariaLabel: name,
		content: createElement( Text, { text: `Contenido de ${ name }` } ),
		edit: createElement( Text, { text: `Vista previa de ${ name }` } ),
		canMakePayment: () => true,
		...overrides,
	};
}

/** An express method that passes every rule. */
export function testExpressMethod(
	name: string,
	overrides: Partial< ExpressPaymentMethodConfiguration > = {}
): ExpressPaymentMethodConfiguration {
	return {
		name,
		content: createElement( ExpressButton, { text: `Pagar con ${ name }` } ),
		edit: createElement( ExpressButton, { text: `Vista previa de ${ name }` } ),
		canMakePayment: () => true,
		...overrides,
	};
}

/** Registers regular methods (removed after the test). */
export function registerMethods( ...configs: PaymentMethodConfiguration[] ): void {
	configs.forEach( ( config ) => registerPaymentMethod( config ) );
}

/** Registers express methods (removed after the test). */
export function registerExpressMethods( ...configs: ExpressPaymentMethodConfiguration[] ): void {
	configs.forEach( ( config ) => registerExpressPaymentMethod( config ) );
}

/**
 * Removes every registered method, so each test starts with an empty
 * registry. Rendered areas are unmounted first: a removal re-checks the
 * methods of every mounted area.
 */
export function deregisterAllMethods(): void {
	cleanup();
	Object.keys( getPaymentMethods() ).forEach( __experimentalDeRegisterPaymentMethod );
	Object.keys( getExpressPaymentMethods() ).forEach(
		__experimentalDeRegisterExpressPaymentMethod
	);
}

/** Replaces the host's settings for one test (restored by `resetSettings`). */
export function setHostSettings( settings: Record< string, unknown > ): void {
	window.wcSettings = settings;
}

/** Back to the defaults. */
export function resetSettings(): void {
	delete window.wcSettings;
}

/**
 * Captures `console.warn` (where `@wordpress/deprecated` writes) and forgets
 * the deprecations already logged, so each test sees its own warnings.
 */
export function captureDeprecations(): jest.SpyInstance {
	Object.keys( logged ).forEach( ( key ) => delete logged[ key ] );
	return jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
}

/** Resolves after pending promises and React updates have run (real timers). */
export async function flush(): Promise< void > {
	await act( async () => {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	} );
}
