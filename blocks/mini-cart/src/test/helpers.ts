/**
 * What the Mini-Cart's tests share: the block printed into the page, a
 * shopper filling the cart through the Store API, the settings a Spanish
 * host prints, and a drawer module the button can load without React.
 */
import { act } from '@testing-library/react';

import { addCartItem } from '@cesta/api';
import { forgetPublishedCart, publishCart } from '@cesta/cart-events';
import type { CartResponse } from '@cesta/types';

import { enhanceMiniCart } from '../button/enhance';
import type { EnhanceMiniCartOptions, MiniCartController } from '../button/enhance';
import { renderMiniCartMarkup } from '../button/markup';
import type { MiniCartMarkupOptions } from '../button/markup';
import type {
	MiniCartDrawerHandle,
	MiniCartDrawerModule,
	OpenMiniCartDrawerOptions,
} from '../types';

/** The store pages of the sample shop's settings. */
export const STORE_PAGES = Object.freeze( {
	shop: { id: 5, title: 'Tienda', permalink: '/tienda/' },
	cart: { id: 6, title: 'Carrito', permalink: '/carrito/' },
	checkout: { id: 7, title: 'Finalizar compra', permalink: '/finalizar-compra/' },
} );

const controllers: MiniCartController[] = [];

/**
 * Sets the host's settings (store pages) before each test; after it, stops
 * the enhanced buttons, forgets the published cart and clears the page.
 *
 * @example
 * setupShopSettings();
 */
export function setupShopSettings(): void {
	beforeEach( () => {
		window.wcSettings = { storePages: STORE_PAGES };
	} );
	afterEach( () => {
		// A drawer's React root unmounts with its controller.
		act( () => controllers.splice( 0 ).forEach( ( controller ) => controller.destroy() ) );
		forgetPublishedCart();
		document.body.innerHTML = '';
		delete window.wcSettings;
	} );
}

/**
 * `enhanceMiniCart`, stopped after the test.
 *
 * @example
 * const controller = enhance( wrapper, { loadDrawer } );
 */
export function enhance(
	wrapper: HTMLElement,
	options: EnhanceMiniCartOptions
): MiniCartController {
	const controller = enhanceMiniCart( wrapper, options );
	controllers.push( controller );
	return controller;
}

/**
 * Prints the block into the page as a server would and returns its wrapper.
 *
 * @example
 * const wrapper = printMiniCart( { itemsCount: 2 } );
 */
export function printMiniCart( options: MiniCartMarkupOptions = {} ): HTMLElement {
	const host = document.createElement( 'header' );
	host.innerHTML = renderMiniCartMarkup( options );
	document.body.appendChild( host );
	return host.firstElementChild as HTMLElement;
}

/**
 * The wrapper's header button.
 *
 * @example
 * await user.click( buttonOf( wrapper ) );
 */
export function buttonOf( wrapper: HTMLElement ): HTMLButtonElement {
	return wrapper.querySelector( 'button' )!;
}

/**
 * The badge's text and whether it is hidden.
 *
 * @example
 * expect( badgeOf( wrapper ) ).toEqual( { text: '2', hidden: false } );
 */
export function badgeOf( wrapper: HTMLElement ): { text: string; hidden: boolean } {
	const badge = wrapper.querySelector< HTMLElement >( '.wc-block-mini-cart__badge' )!;
	return { text: badge.textContent ?? '', hidden: badge.hidden };
}

/**
 * Adds products through the Store API, as a product card does, and
 * announces the cart; returns the last cart.
 *
 * @example
 * const cart = await addFromProductCard( [ [ PRODUCTS.FAN, 2 ] ] );
 */
export async function addFromProductCard(
	lines: Array< [ number, number ] >,
	{ publish = true }: { publish?: boolean } = {}
): Promise< CartResponse > {
	let cart: CartResponse | null = null;
	for ( const [ id, quantity ] of lines ) {
		( { response: cart } = await addCartItem( { id, quantity } ) );
		if ( publish ) {
			publishCart( cart, 'added' );
		}
	}
	return cart!;
}

/**
 * Sets WooCommerce's items-in-cart cookie in the page (`null` deletes it).
 *
 * @example
 * setItemsCookie( '1' );
 */
export function setItemsCookie( value: string | null ): void {
	document.cookie =
		value === null
			? 'woocommerce_items_in_cart=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
			: `woocommerce_items_in_cart=${ value }; path=/`;
}

/**
 * A drawer module for the button's tests: it records what it was asked and
 * gives a handle that records its calls.
 *
 * @example
 * const drawer = recordingDrawerModule();
 * enhanceMiniCart( wrapper, { loadDrawer: drawer.load } );
 */
export function recordingDrawerModule() {
	const handle: MiniCartDrawerHandle & { opened: number } = {
		opened: 0,
		open: () => {
			handle.opened++;
		},
		close: () => undefined,
		isOpen: () => handle.opened > 0,
		destroy: () => undefined,
	};
	const openings: OpenMiniCartDrawerOptions[] = [];
	const module: MiniCartDrawerModule = {
		openMiniCartDrawer: ( options ) => {
			openings.push( options );
			handle.opened++;
			return handle;
		},
	};
	let loads = 0;
	let release: ( () => void ) | null = null;
	let hold = false;
	return {
		handle,
		openings,
		loads: () => loads,
		/** Keeps the next loads pending until `release()`. */
		holdLoads: () => {
			hold = true;
		},
		release: () => release?.(),
		load: (): Promise< MiniCartDrawerModule > => {
			loads++;
			if ( ! hold ) {
				return Promise.resolve( module );
			}
			return new Promise( ( resolve ) => {
				release = () => resolve( module );
			} );
		},
	};
}
