/** Shared pieces of the checkout tests: the sample shop's gateways registered, a checkout ready to submit. */

import type { DataRegistry } from '@wordpress/data';
import { createElement } from '@wordpress/element';
import { __experimentalDeRegisterPaymentMethod, registerPaymentMethod } from '@cesta/registry';
import { createTestRegistry, fillCart, waitUntil } from '@cesta/test-utils';

import { startCheckoutProcessor } from '../checkout/processor';
import { createEventEmitter } from '../events/emitter';
import type { EventEmitter } from '../events/emitter';
import { cartStore } from '../cart';
import { paymentStore } from '../payment';

/** The sample shop's gateways these tests pay with. */
export const TEST_GATEWAYS = [ 'bacs', 'cesta_test_card' ] as const;

/**
 * Registers the sample shop's bank transfer and test card as payment methods
 * (through `@cesta/registry`, as a plugin would) for a test file.
 *
 * @example
 * registerTestPaymentMethods();
 */
export function registerTestPaymentMethods(): void {
	beforeAll( () => {
		TEST_GATEWAYS.forEach( ( name ) =>
			registerPaymentMethod( {
				name,
				label: name,
				ariaLabel: name,
				content: createElement( 'div' ),
				edit: createElement( 'div' ),
				canMakePayment: () => true,
			} )
		);
	} );
	afterAll( () =>
		TEST_GATEWAYS.forEach( ( name ) => __experimentalDeRegisterPaymentMethod( name ) )
	);
}

/** A checkout ready to submit, and what a test needs to drive and observe it. */
export interface ReadyCheckout {
	registry: DataRegistry;
	emitter: EventEmitter;
	redirect: jest.Mock;
	stop: () => void;
}

/**
 * A registry with a cart with one line delivered to Madrid (loaded as a
 * visitor with a cart session loads it, `fillCart`), the checkout processor
 * running (own emitter, recorded redirects), payment methods checked and
 * `method` active.
 *
 * @example
 * const { registry, redirect } = await readyCheckout();
 */
export async function readyCheckout( method: string = 'bacs' ): Promise< ReadyCheckout > {
	const registry = createTestRegistry();
	const emitter = createEventEmitter();
	const redirect = jest.fn();
	// A checkout page is visited with a cart session (spec 2 §6): the cart loads (GET /cart)
	// with its gateways before the processor checks them, so the method chosen below stays.
	await fillCart( registry );
	// Chosen before the processor starts, so the choice does not schedule a draft-order sync.
	registry.dispatch( paymentStore ).__internalSetActivePaymentMethod( method );
	const stop = startCheckoutProcessor( registry, { emitter, redirect } );
	await waitUntil( () => registry.select( paymentStore ).paymentMethodsInitialized() );
	return { registry, emitter, redirect, stop };
}

/**
 * The same shopper's checkout in another tab: a new registry on the same
 * session (its cart, with the addresses `readyCheckout` sent, loads with
 * `GET /cart`), `method` active, its own processor. Call it after
 * `readyCheckout`.
 *
 * @example
 * const first = await readyCheckout();
 * const second = await openAnotherTab();
 */
export async function openAnotherTab( method: string = 'bacs' ): Promise< ReadyCheckout > {
	const registry = createTestRegistry();
	const emitter = createEventEmitter();
	const redirect = jest.fn();
	registry.select( cartStore ).getCartData();
	await waitUntil( () => registry.select( cartStore ).hasFinishedResolution( 'getCartData' ) );
	registry.dispatch( paymentStore ).__internalSetActivePaymentMethod( method );
	const stop = startCheckoutProcessor( registry, { emitter, redirect } );
	await waitUntil( () => registry.select( paymentStore ).paymentMethodsInitialized() );
	return { registry, emitter, redirect, stop };
}
