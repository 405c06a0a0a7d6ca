/**
 * What the form's test files share: the mock shop, the variable products of
 * its catalogue (the hoodie 80 and the limited-edition trainers 100) as a
 * server would print them, mounting the block from its server markup, and
 * fake timers for the spec's delays.
 */
import { act } from '@testing-library/react';

import { storeApiFetch, updateNonce } from '@cesta/api';
import { mountBlocks } from '@cesta/blocks-shared';
import type { MountedBlock } from '@cesta/blocks-shared';
import { availableVariations } from '@cesta/mocks';
import type { MockServer } from '@cesta/mocks/node';
import { advance, installFakeTimers, setupMockShop } from '@cesta/test-utils';
import type { ProductResponse } from '@cesta/types';

import { ADD_TO_CART_FORM_BLOCK_NAME } from '../constants';
import { renderAddToCartFormMarkup } from '../markup';
import type { AddToCartFormMarkupOptions } from '../markup';
import '../register';
import type { AvailableVariation } from '../types';

/** Product ids of the mock shop the form's tests use. */
export const FORM_PRODUCTS = Object.freeze( {
	/** "Sudadera con capucha": Color (negro by default, gris) × Talla (s, m, l, xl); gris-xl missing, negro-xl out of stock, gris-m without price, gris-s 2–4. */
	HOODIE: 80,
	/** "Zapatillas deportivas": Color (blanco, negro) × any Número, sold individually; negro out of stock. */
	TRAINERS: 100,
	/** "Ventilador de pie", a simple product. */
	FAN: 17,
} );

/** The forms mounted by this test, unmounted after it. */
const mountedForms: MountedBlock[] = [];

/** The shop `setupFormShop` started for this file. */
let formShop: MockServer | undefined;

/**
 * Starts the mock shop for the file; after each test the forms are unmounted,
 * the page cleared and real timers back.
 *
 * @example
 * const shop = setupFormShop();
 */
export function setupFormShop(): MockServer {
	jest.setTimeout( 15000 );
	const shop = setupMockShop();
	formShop = shop;
	afterEach( () => {
		act( () => mountedForms.splice( 0 ).forEach( ( block ) => block.unmount() ) );
		document.body.innerHTML = '';
		delete window.wcSettings;
		jest.useRealTimers();
	} );
	return shop;
}

/**
 * The Store API product, as a server has it before printing the page.
 *
 * @example
 * const hoodie = await loadProduct( FORM_PRODUCTS.HOODIE );
 */
export function loadProduct( id: number ): Promise< ProductResponse > {
	return storeApiFetch< ProductResponse >( { path: `/wc/store/v1/products/${ id }` } );
}

/**
 * The product's `available_variations` as the shop's server preloads them
 * for the product page (`WC_Product_Variable::get_available_variations`).
 *
 * @example
 * const variations = await loadAvailableVariations( shop, hoodie );
 */
export async function loadAvailableVariations(
	shop: MockServer,
	product: ProductResponse
): Promise< AvailableVariation[] > {
	return availableVariations( shop.engine.deps, product.id );
}

/**
 * What the mock shop would print for this visitor: the Store API nonce and
 * the swatch quick add nonce.
 *
 * @example
 * const { swatchesNonce } = await hostNonces();
 */
export async function hostNonces(): Promise< {
	storeApiNonce: string;
	storeApiNonceTimestamp: number;
	swatchesNonce: string;
} > {
	const response = await fetch( new URL( '/__mock/session', window.location.href ) );
	return ( await response.json() ) as {
		storeApiNonce: string;
		storeApiNonceTimestamp: number;
		swatchesNonce: string;
	};
}

/**
 * Prints the block's server markup into the page and mounts it, as the
 * product page script does; the Store API client knows the nonce the page
 * printed, so the first add is not refused for a missing one.
 *
 * @example
 * const [ form ] = await mountForm( { product: hoodie } );
 */
export async function mountForm( options: AddToCartFormMarkupOptions ): Promise< MountedBlock[] > {
	const { storeApiNonce, storeApiNonceTimestamp } = await hostNonces();
	updateNonce( storeApiNonce, storeApiNonceTimestamp );
	document.body.innerHTML = `<main>${ renderAddToCartFormMarkup( options ) }</main>`;
	let mounted: MountedBlock[] = [];
	await act( async () => {
		mounted = mountBlocks( document, { blockNames: [ ADD_TO_CART_FORM_BLOCK_NAME ] } );
	} );
	mountedForms.push( ...mounted );
	return mounted;
}

/**
 * How `openForm` prints the product: the markup options but the product and
 * its variations, and what to change in those.
 *
 * @example
 * const options: OpenFormOptions = { preload: false, swatches: { pa_talla: { type: 'label' } } };
 */
export interface OpenFormOptions extends Omit<
	AddToCartFormMarkupOptions,
	'product' | 'variations'
> {
	/** Whether the page preloads the variations (default: for a variable product). */
	preload?: boolean;
	/** Changes the product before the page prints it. */
	editProduct?: ( product: ProductResponse ) => ProductResponse;
	/** Changes the preloaded variations before the page prints them. */
	editVariations?: ( variations: AvailableVariation[] ) => AvailableVariation[];
	/** Whether to let the form's 100 ms init delay pass (default: true). */
	passInitDelay?: boolean;
}

/**
 * The product page of one product of the mock shop, with the form ready: the
 * product and (for a variable one) its variations loaded as the server
 * preloads them, fake timers on, the form mounted and (unless told not to)
 * its 100 ms init delay passed.
 *
 * @example
 * const { user, product } = await openForm( FORM_PRODUCTS.HOODIE, { swatches } );
 */
export async function openForm(
	productId: number,
	{ preload, editProduct, editVariations, passInitDelay = true, ...markup }: OpenFormOptions = {}
): Promise< {
	user: ReturnType< typeof installFakeTimers >;
	product: ProductResponse;
	variations: AvailableVariation[] | undefined;
} > {
	if ( ! formShop ) {
		throw new Error( 'openForm needs setupFormShop() at the top of the test file.' );
	}
	const loaded = await loadProduct( productId );
	const product = editProduct ? editProduct( loaded ) : loaded;
	let variations: AvailableVariation[] | undefined;
	if ( preload ?? product.type === 'variable' ) {
		const available = await loadAvailableVariations( formShop, product );
		variations = editVariations ? editVariations( available ) : available;
	}
	const user = installFakeTimers();
	await mountForm( { ...markup, product, variations } );
	if ( passInitDelay ) {
		await advance( 100 );
	}
	return { user, product, variations };
}

/**
 * One classic storefront request the shop received: the `wc-ajax` endpoint
 * (or `admin-ajax`) and its form fields.
 *
 * @example
 * const call: ClassicCall = { endpoint: 'get_variation', form: new URLSearchParams( 'product_id=80' ) };
 */
export interface ClassicCall {
	endpoint: string;
	form: URLSearchParams;
}

/**
 * Records the classic requests (`?wc-ajax=…`, admin-ajax) the shop receives,
 * which the Store API recorder of test-utils does not tell apart.
 *
 * @example
 * const classic = recordClassicRequests( shop );
 * await classic.settled();
 * expect( classic.endpoints() ).toEqual( [ 'get_variation' ] );
 */
export function recordClassicRequests( shop: MockServer ) {
	const calls: ClassicCall[] = [];
	const pending: Array< Promise< void > > = [];
	const onStart = ( { request }: { request: Request } ) => {
		const url = new URL( request.url );
		const endpoint =
			url.searchParams.get( 'wc-ajax' ) ??
			( url.pathname.endsWith( '/admin-ajax.php' ) ? 'admin-ajax' : null );
		if ( endpoint ) {
			pending.push(
				request
					.clone()
					.text()
					.then( ( text ) => {
						calls.push( { endpoint, form: new URLSearchParams( text ) } );
					} )
			);
		}
	};
	shop.server.events.on( 'request:start', onStart );
	return {
		settled: async () => {
			await Promise.all( pending );
		},
		calls: () => calls,
		endpoints: () => calls.map( ( call ) => call.endpoint ),
		stop: () => shop.server.events.removeListener( 'request:start', onStart ),
	};
}
