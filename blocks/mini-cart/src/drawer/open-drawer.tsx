/** Opens the drawer for the button: its own React root, kept between openings. */
import { RegistryProvider } from '@wordpress/data';
import type { DataRegistry } from '@wordpress/data';
import { createRoot } from '@wordpress/element';

import type { MiniCartDrawerHandle, OpenMiniCartDrawerOptions } from '../types';
import { findPrintedContents } from './contents/read-contents';
import type { MiniCartContentsSource } from './contents/read-contents';
import { MiniCartDrawer } from './mini-cart-drawer';

/**
 * Options of {@link openMiniCartDrawer}: the button's, the data registry
 * (tests, a host with its own registry) and the contents template.
 *
 * @example
 * const options: MiniCartDrawerOptions = { button, attributes, initialCart: null, registry };
 */
export interface MiniCartDrawerOptions extends OpenMiniCartDrawerOptions {
	/** The registry with the `wc/store/*` stores. @default the default registry */
	registry?: DataRegistry;
	/**
	 * The contents template: its HTML or the nodes holding it.
	 * @default the one printed with the block (`findPrintedContents( button )`), else WooCommerce's default
	 */
	contents?: MiniCartContentsSource;
}

/**
 * Mounts the drawer (in a root of its own at the end of the page) and opens
 * it; the returned handle opens and closes it again and removes it. Its
 * contents are the template printed with the block (see
 * `renderMiniCartMarkup`), or `contents`. The drawer keeps its cart and its
 * sync with the page's cart news between openings; when it closes, the focus
 * returns to `button`.
 *
 * @example
 * const drawer = openMiniCartDrawer( { button, attributes, initialCart: getKnownCart() } );
 * drawer.close();
 */
export function openMiniCartDrawer( {
	button,
	initialCart,
	registry,
	contents = findPrintedContents( button ),
}: MiniCartDrawerOptions ): MiniCartDrawerHandle {
	const host = document.createElement( 'div' );
	host.className = 'wc-block-mini-cart__drawer-root';
	document.body.appendChild( host );
	const root = createRoot( host );
	let isOpen = false;

	const render = () => {
		const drawer = (
			<MiniCartDrawer
				isOpen={ isOpen }
				initialCart={ initialCart }
				contents={ contents }
				onClose={ () => {
					isOpen = false;
					button.setAttribute( 'aria-expanded', 'false' );
					render();
				} }
			/>
		);
		root.render(
			registry ? <RegistryProvider value={ registry }>{ drawer }</RegistryProvider> : drawer
		);
	};
	const setOpen = ( open: boolean ) => {
		if ( open && ! isOpen ) {
			// The focus comes back to what had it when the drawer opened.
			button.focus();
		}
		isOpen = open;
		button.setAttribute( 'aria-expanded', String( open ) );
		render();
	};
	setOpen( true );

	return {
		open: () => setOpen( true ),
		close: () => setOpen( false ),
		isOpen: () => isOpen,
		destroy: () => {
			root.unmount();
			host.remove();
			button.removeAttribute( 'aria-expanded' );
		},
	};
}
