/**
 * This package's own test pieces: payment methods registered through the
 * real `@cesta/registry` (and removed after each test), a cart put straight
 * into the cart store, and the host's settings. What every package's tests
 * share (stores, mock shop, fixtures, axe) comes from `@cesta/test-utils`.
 */
import { act, cleanup } from '@testing-library/react';
import type { DataRegistry } from '@wordpress/data';
import { createElement } from '@wordpress/element';
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
import { cartWithItems } from '@cesta/test-utils/fixtures';
import type { CartResponse } from '@cesta/types';

/** Puts a cart (by default the captured one) into the registry's cart store, as the first GET /cart would. */
export function receiveCart( registry: DataRegistry, cart: CartResponse = cartWithItems() ): void {
	act( () => {
		registry.dispatch( cartStore ).receiveCart( cart );
	} );
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

/** Resolves after pending promises and React updates have run (real timers). */
export async function flush(): Promise< void > {
	await act( async () => {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	} );
}
