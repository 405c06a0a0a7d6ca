/**
 * Renders the checkout's shipping steps as the Checkout block lays them out
 * — the delivery/pickup choice, the shipping options, the pickup locations —
 * with the order summary's shipping row and total beside them, in the
 * Checkout's frame and a fresh registry of every `@cesta/data` store; and
 * the mock shop with the settings WooCommerce prints for local pickup.
 */
import { screen, waitFor } from '@testing-library/react';
import type { DataRegistry } from '@wordpress/data';

import {
	CHECKOUT_BLOCK_CONFIG as CHECKOUT,
	createShippingBlock,
	OrderTotal,
	TopLevelBlockLayout,
} from '@cesta/cart-checkout-shared';
import { cartStore } from '@cesta/data';
import type { MockServer } from '@cesta/mocks/node';
import { createTestRegistry, renderInStores, setupMockShop } from '@cesta/test-utils';

import { PickupOptionsBlock } from '../../pickup-options';
import { ShippingMethodsBlock } from '../../shipping-methods';
import { ShippingMethodBlock } from '..';

/** What WooCommerce 9.9.5 prints on the sample shop's checkout page about shipping and pickup. */
export const PICKUP_PAGE_SETTINGS = Object.freeze( {
	shippingEnabled: true,
	shippingMethodsExist: true,
	localPickupEnabled: true,
	localPickupText: 'Recogida en tienda',
	collectableMethodIds: [ 'local_pickup', 'pickup_location' ],
	displayCartPricesIncludingTax: false,
} );

/**
 * Starts the mock shop for the file and prints the checkout page's shipping
 * settings (plus `settings`) before each test; cleans the page after.
 *
 * @example
 * const shop = setupShippingShop();
 */
export function setupShippingShop( settings: Record< string, unknown > = {} ): MockServer {
	// A selection waits for the server; a customer update for its batch too.
	jest.setTimeout( 15000 );
	const shop = setupMockShop();
	beforeEach( () => {
		window.wcSettings = { ...PICKUP_PAGE_SETTINGS, ...settings };
	} );
	afterEach( () => {
		document.body.innerHTML = '';
		delete window.wcSettings;
	} );
	return shop;
}

const SummaryShippingRow = createShippingBlock( {
	config: CHECKOUT,
	blockName: 'woocommerce/checkout-order-summary-shipping-block',
} );

/**
 * Renders the three shipping steps (each with `props`) and the summary's
 * shipping row and total in the Checkout's frame; resolves once the cart
 * has loaded.
 *
 * @example
 * const registry = createTestRegistry();
 * await fillCart( registry );
 * await renderShippingSteps( { registry } );
 */
export async function renderShippingSteps( {
	registry = createTestRegistry(),
	methodProps = {},
	optionsProps = {},
	pickupProps = {},
}: {
	registry?: DataRegistry;
	methodProps?: Record< string, unknown >;
	optionsProps?: Record< string, unknown >;
	pickupProps?: Record< string, unknown >;
} = {} ) {
	const utils = renderInStores(
		registry,
		<TopLevelBlockLayout
			config={ CHECKOUT }
			hasDarkControls={ false }
			skeleton={ <span>Cargando…</span> }
			loadingLabel="Cargando…"
		>
			<div className="wc-block-checkout__main">
				<ShippingMethodBlock { ...methodProps } />
				<ShippingMethodsBlock { ...optionsProps } />
				<PickupOptionsBlock { ...pickupProps } />
			</div>
			<div className="wc-block-checkout__sidebar">
				<SummaryShippingRow />
				<OrderTotal config={ CHECKOUT } />
			</div>
		</TopLevelBlockLayout>
	);
	await waitFor( () =>
		expect( registry.select( cartStore ).hasFinishedResolution( 'getCartData' ) ).toBe( true )
	);
	await screen.findByText( 'Total', {}, { timeout: 3000 } );
	return { registry, ...utils };
}

/**
 * The order total as shown.
 *
 * @example
 * expect( totalShown() ).toBe( '€84.93' );
 */
export function totalShown(): string | null | undefined {
	return document.querySelector(
		'.wc-block-components-totals-footer-item .wc-block-components-totals-item__value'
	)?.textContent;
}

/**
 * The order summary's shipping row.
 *
 * @example
 * expect( summaryShippingRow() ).toHaveTextContent( 'Free' );
 */
export function summaryShippingRow(): HTMLElement {
	return screen
		.getByText( 'Shipping', { selector: '.wc-block-components-totals-item__label' } )
		.closest( '.wc-block-components-totals-item' ) as HTMLElement;
}

/**
 * Waits for `assertion` long enough for a selection's round trip.
 *
 * @example
 * await eventually( () => expect( totalShown() ).toBe( '€79.98' ) );
 */
export function eventually( assertion: () => void, timeout = 4000 ): Promise< void > {
	return waitFor( assertion, { timeout } );
}
