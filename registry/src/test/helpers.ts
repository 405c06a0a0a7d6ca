/**
 * Shared pieces of the registry tests: a fresh copy of the package per test
 * (its registries are module state), real React elements, valid
 * configurations, and the `canMakePayment` argument built from a cart
 * captured from a real WooCommerce server.
 */
import { createElement } from 'react';

import type * as Registry from '@cesta/registry';
import type {
	CanMakePaymentArgument,
	ExpressPaymentMethodConfiguration,
	PaymentMethodConfiguration,
} from '@cesta/registry';
import type { Cart, CartResponse } from '@cesta/types';
import cartWithItems from '../../../reference/store-api-samples/cart-with-items.json';

/**
 * A fresh `@cesta/registry` with empty registries (and a fresh
 * `@wordpress/deprecated`, so each test sees its deprecation warnings).
 */
export function loadFreshRegistry(): typeof Registry {
	jest.resetModules();
	return jest.requireActual< typeof Registry >( '@cesta/registry' );
}

/** Runs `fn` and returns what it threw; fails the test when it does not throw. */
export function thrownBy( fn: () => unknown ): Error {
	try {
		fn();
	} catch ( error ) {
		return error as Error;
	}
	throw new Error( 'Expected the call to throw, but it returned normally.' );
}

/** Asserts `fn` throws a `TypeError` with exactly `message`. */
export function expectTypeError( fn: () => unknown, message: string ): void {
	const error = thrownBy( fn );
	expect( error ).toBeInstanceOf( TypeError );
	expect( error.message ).toBe( message );
}

const Content = () => createElement( 'p', null, 'Paga en efectivo al recibir el pedido.' );
const Label = () => createElement( 'span', null, 'Contra reembolso' );

/** A payment method configuration that passes every rule. */
export function validPaymentMethod(
	overrides: Partial< PaymentMethodConfiguration > = {}
): PaymentMethodConfiguration {
	return {
		name: 'cod',
		label: createElement( Label ),
		ariaLabel: 'Contra reembolso',
		content: createElement( Content ),
		edit: createElement( Content ),
		canMakePayment: () => true,
		...overrides,
	};
}

/** An express payment method configuration that passes every rule. */
export function validExpressMethod(
	overrides: Partial< ExpressPaymentMethodConfiguration > = {}
): ExpressPaymentMethodConfiguration {
	return {
		name: 'wallet_pay',
		content: createElement( 'button', null, 'Wallet Pay' ),
		edit: createElement( 'button', null, 'Wallet Pay (vista previa)' ),
		canMakePayment: () => true,
		...overrides,
	};
}

/** The captured cart of a shopper with two items and flat-rate shipping selected. */
export const sampleCartResponse = cartWithItems.body as unknown as CartResponse;

/** The captured cart as the cart store keeps it (top-level keys camelCased). */
export function sampleCart( overrides: Partial< Cart > = {} ): Cart {
	const response = sampleCartResponse;
	return {
		items: response.items,
		coupons: response.coupons,
		fees: response.fees,
		totals: response.totals,
		shippingAddress: response.shipping_address,
		billingAddress: response.billing_address,
		needsPayment: response.needs_payment,
		needsShipping: response.needs_shipping,
		paymentRequirements: response.payment_requirements,
		hasCalculatedShipping: response.has_calculated_shipping,
		shippingRates: response.shipping_rates,
		itemsCount: response.items_count,
		itemsWeight: response.items_weight,
		crossSells: response.cross_sells,
		errors: response.errors,
		paymentMethods: response.payment_methods,
		extensions: response.extensions,
		...overrides,
	};
}

/** The `canMakePayment` argument for the sample cart. */
export function sampleArgument(
	registry: typeof Registry,
	cartOverrides: Partial< Cart > = {}
): CanMakePaymentArgument {
	return registry.buildCanMakePaymentArgument( { cart: sampleCart( cartOverrides ) } );
}

/** Makes the visitor an administrator (or not) through the host's settings. */
export function setAdmin( isAdmin: boolean ): void {
	window.wcSettings = { ...window.wcSettings, currentUserIsAdmin: isAdmin };
}

afterEach( () => {
	delete window.wcSettings;
	delete ( window as unknown as { wc?: unknown } ).wc;
} );
