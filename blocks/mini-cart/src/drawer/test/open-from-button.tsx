/**
 * The drawer's tests open it the way the shop does: the real button
 * controller loads the real drawer module, here bound to a fresh registry of
 * every store, so each test starts with an unloaded cart.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataRegistry } from '@wordpress/data';

import { createTestRegistry } from '@cesta/test-utils';

import type { MiniCartMarkupOptions } from '../../button/markup';
import { buttonOf, enhance, printMiniCart } from '../../test/helpers';
import type { MiniCartDrawerLoader } from '../../types';

/**
 * The drawer module as the page entry loads it, opening its drawers in
 * `registry`.
 *
 * @example
 * enhance( wrapper, { loadDrawer: drawerLoaderFor( registry ) } );
 */
export const drawerLoaderFor =
	( registry: DataRegistry ): MiniCartDrawerLoader =>
	async () => {
		const drawer = await import( '..' );
		return {
			openMiniCartDrawer: ( options ) =>
				drawer.openMiniCartDrawer( { ...options, registry } ),
		};
	};

/**
 * Prints and enhances the block, clicks its button and waits for the
 * dialog; returns them with the registry and the user. `editPage` changes
 * the printed block first (as another server would print it).
 *
 * @example
 * const { dialog, button } = await openFromButton();
 */
export async function openFromButton(
	markup: MiniCartMarkupOptions = {},
	editPage: ( wrapper: HTMLElement ) => void = () => undefined
) {
	const registry = createTestRegistry();
	const wrapper = printMiniCart( markup );
	editPage( wrapper );
	const controller = enhance( wrapper, { loadDrawer: drawerLoaderFor( registry ) } );
	const user = userEvent.setup();
	const button = buttonOf( wrapper );
	await user.click( button );
	const dialog = await screen.findByRole( 'dialog' );
	return { registry, wrapper, controller, user, button, dialog };
}

/**
 * Waits until the drawer shows the cart's lines.
 *
 * @example
 * await findItemsTable();
 */
export function findItemsTable(): Promise< HTMLElement > {
	return screen.findByRole( 'table', { name: 'Products in cart' }, { timeout: 3000 } );
}
