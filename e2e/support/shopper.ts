/** newShopper: a shopper of the end-to-end suite, with their own browser context, page and watch. */

import type { Browser, BrowserContext, Page } from 'playwright-core';

import { formatPrice, getCurrencyFromPriceResponse } from '@cesta/price-format';
import type { CartResponse } from '@cesta/types';

import { watchPage } from './page-watch';
import type { PageWatch } from './page-watch';

/** How long an action or a wait on an element may take before the step fails. */
const ELEMENT_TIMEOUT_MS = 10_000;

/**
 * A shopper: their own browser context (cookies, storage), one page, and
 * what that page did.
 *
 * @example
 * const shopper = await newShopper( browser, demo.url );
 * await shopper.addToCart( 'Arrocera' );
 */
export interface Shopper {
	context: BrowserContext;
	page: Page;
	watch: PageWatch;
	/** Follows a `?add-to-cart={id}` link of a product on the shop page (the product found by its exact name). */
	addToCart( productName: string ): Promise< void >;
	/** The cart as the server holds it for this shopper (their cookies). */
	serverCart(): Promise< CartResponse >;
	close(): Promise< void >;
}

/**
 * Opens a new shopper on a shop's origin.
 *
 * @example
 * const shopper = await newShopper( browser, 'http://127.0.0.1:8080' );
 */
export async function newShopper( browser: Browser, origin: string ): Promise< Shopper > {
	const context = await browser.newContext( { baseURL: origin, locale: 'es-ES' } );
	// A missing element fails its step with the locator's name, well before the test's time is up.
	context.setDefaultTimeout( ELEMENT_TIMEOUT_MS );
	const page = await context.newPage();
	const watch = watchPage( page );
	return {
		context,
		page,
		watch,
		async addToCart( productName ) {
			const found = await context.request.get(
				`/wp-json/wc/store/v1/products?search=${ encodeURIComponent( productName ) }`
			);
			const product = (
				( await found.json() ) as Array< { id: number; name: string } >
			 ).find( ( candidate ) => candidate.name === productName );
			if ( ! product ) {
				throw new Error( `The shop has no product named “${ productName }”.` );
			}
			await page.goto( `/tienda/?add-to-cart=${ product.id }` );
			await page.waitForURL( '**/tienda/' );
		},
		async serverCart() {
			const response = await context.request.get( '/wp-json/wc/store/v1/cart' );
			return ( await response.json() ) as CartResponse;
		},
		close: () => context.close(),
	};
}

/**
 * A cart's total as the page shows it (`€123.45`).
 *
 * @example
 * formattedTotal( await shopper.serverCart() ); // '€108.71'
 */
export function formattedTotal( cart: CartResponse ): string {
	return formatPrice( cart.totals.total_price, getCurrencyFromPriceResponse( cart.totals ) );
}
