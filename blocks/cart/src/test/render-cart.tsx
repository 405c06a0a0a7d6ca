/**
 * Renders the Cart block the way `mountBlocks` does (server markup →
 * `parseBlockMarkup` → `renderBlockTree`), inside a fresh registry of every
 * `@cesta/data` store, so each test starts with an unloaded cart.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { RegistryProvider } from '@wordpress/data';
import type { DataRegistry } from '@wordpress/data';

import { parseBlockMarkup, renderBlockTree } from '@cesta/blocks-shared';
import { createTestRegistry } from '@cesta/test-utils';

import { registerCartBlock, renderCartBlockMarkup } from '..';
import type { CartBlockMarkupOptions } from '..';

/**
 * Renders the default cart template (or `markup`) and returns the registry
 * with Testing Library's helpers.
 *
 * @example
 * const { registry, container } = renderCart();
 * await screen.findByRole( 'table', { name: 'Products in cart' } );
 */
export function renderCart(
	options: CartBlockMarkupOptions & { markup?: string; registry?: DataRegistry } = {}
) {
	registerCartBlock();
	const registry = options.registry ?? createTestRegistry();
	const host = document.createElement( 'div' );
	host.innerHTML = options.markup ?? renderCartBlockMarkup( options );
	document.body.appendChild( host );
	const container = host.firstElementChild as HTMLElement;
	const tree = parseBlockMarkup( container );
	container.innerHTML = '';
	container.classList.remove( 'is-loading' );
	const utils = render(
		<RegistryProvider value={ registry }>{ renderBlockTree( tree ) }</RegistryProvider>,
		{ container }
	);
	return { registry, ...utils };
}

/**
 * Waits until the cart's lines are shown.
 *
 * @example
 * await findCartTable();
 */
export async function findCartTable(): Promise< HTMLElement > {
	return screen.findByRole( 'table', { name: 'Products in cart' }, { timeout: 3000 } );
}

/**
 * The row of the line whose product is `name`.
 *
 * @example
 * const row = rowOf( 'Ventilador de pie' );
 */
export function rowOf( name: string ): HTMLElement {
	const row = screen
		.getAllByRole( 'row' )
		.find(
			( candidate ) =>
				candidate.textContent?.includes( name ) && candidate.dataset.cartItemKey
		);
	if ( ! row ) {
		throw new Error( `No cart row for ${ name }` );
	}
	return row;
}

/**
 * Waits for `assertion` with a timeout long enough for the quantity
 * debounce (400 ms) plus the batch delay (300 ms) and the answer.
 *
 * @example
 * await eventually( () => expect( input ).toHaveValue( 3 ) );
 */
export function eventually( assertion: () => void, timeout = 4000 ): Promise< void > {
	return waitFor( assertion, { timeout } );
}
