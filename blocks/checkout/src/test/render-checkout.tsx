/**
 * Renders the Checkout block the way `mountBlocks` does (server markup →
 * `parseBlockMarkup` → `renderBlockTree`), inside a fresh registry of every
 * `@cesta/data` store, with the shopper's redirect recorded instead of
 * followed.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { RegistryProvider } from '@wordpress/data';
import type { DataRegistry } from '@wordpress/data';

import { parseBlockMarkup, renderBlockTree } from '@cesta/blocks-shared';
import { getRegisteredBlockComponents } from '@cesta/registry';
import type { BlockComponentLike } from '@cesta/registry';
import { createTestRegistry } from '@cesta/test-utils';

import {
	CheckoutProcessorOptionsContext,
	registerCheckoutBlock,
	renderCheckoutBlockMarkup,
} from '..';
import type { CheckoutBlockMarkupOptions } from '..';

/**
 * Renders the default checkout template (or `markup`) and returns the
 * registry, the recorded redirects and Testing Library's helpers.
 *
 * @example
 * const { registry, redirect } = renderCheckout();
 * await findPlaceOrderButton();
 */
export function renderCheckout(
	options: CheckoutBlockMarkupOptions & {
		markup?: string;
		registry?: DataRegistry;
		/** Components to use for some block names instead of the registered ones. */
		blockMap?: Record< string, BlockComponentLike >;
	} = {}
) {
	registerCheckoutBlock();
	const registry = options.registry ?? createTestRegistry();
	const redirect = jest.fn< void, [ string ] >();
	const host = document.createElement( 'div' );
	host.innerHTML = options.markup ?? renderCheckoutBlockMarkup( options );
	document.body.appendChild( host );
	const container = host.firstElementChild as HTMLElement;
	const tree = parseBlockMarkup( container );
	container.innerHTML = '';
	container.classList.remove( 'is-loading' );
	const utils = render(
		<RegistryProvider value={ registry }>
			<CheckoutProcessorOptionsContext.Provider value={ { redirect } }>
				{ renderBlockTree(
					tree,
					options.blockMap
						? {
								blockMap: {
									...getRegisteredBlockComponents( tree.blockName ),
									...options.blockMap,
								},
							}
						: {}
				) }
			</CheckoutProcessorOptionsContext.Provider>
		</RegistryProvider>,
		{ container }
	);
	return { registry, redirect, ...utils };
}

/**
 * Waits until the place-order button is shown (the cart has loaded).
 *
 * @example
 * const button = await findPlaceOrderButton();
 */
export function findPlaceOrderButton(
	name: string | RegExp = /Place Order/
): Promise< HTMLElement > {
	return screen.findByRole( 'button', { name }, { timeout: 4000 } );
}

/**
 * Waits for `assertion` with a timeout long enough for the shop's batches
 * and the order's answer.
 *
 * @example
 * await eventually( () => expect( redirect ).toHaveBeenCalled() );
 */
export function eventually( assertion: () => void, timeout = 5000 ): Promise< void > {
	return waitFor( assertion, { timeout } );
}
