/** withPaymentPlugin: a test-only way to put a payment plugin's script on the demo's checkout page, where WooCommerce puts it. */

import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Page } from 'playwright-core';

import { SHOP } from './checkout';

/**
 * A payment plugin to install on the checkout page: its browser script and
 * the data its server side adds to the page's settings (WooCommerce prints a
 * payment method's `get_payment_method_data()` as `wcSettings.<name>_data`,
 * which the script reads with `wc.wcSettings.getSetting( '<name>_data' )`).
 *
 * @example
 * const plugin: PaymentPlugin = { script: '/path/plugin.js', settingName: 'dummy_data', settings: { title: 'Dummy' } };
 */
export interface PaymentPlugin {
	/** The plugin's script file. */
	script: string;
	settingName: string;
	settings: Record< string, unknown >;
}

/**
 * The sample test card plugin of `e2e/fixtures` (plain WooCommerce plugin
 * code registering `cesta_test_card`, see the file), with the test card
 * gateway's title, description and features as its settings.
 *
 * @example
 * await withPaymentPlugin( page, TEST_CARD_PLUGIN );
 */
export const TEST_CARD_PLUGIN: PaymentPlugin = {
	script: join( __dirname, '..', 'fixtures', 'test-card-payment-plugin.js' ),
	settingName: 'cesta_test_card_data',
	settings: {
		title: SHOP.testCard.title,
		description: SHOP.testCard.description,
		supports: [ 'products' ],
	},
};

/** Where the page loads a plugin from: where WordPress serves a plugin's files. */
const pluginUrl = ( file: string ) => `/wp-content/plugins/e2e-${ basename( file ) }`;

/**
 * The checkout entry's tag in the demo's page: the globals
 * (`window.wc.wcBlocksRegistry`, …) exist once it has run.
 */
const CHECKOUT_ENTRY = /<script type="module" src="[^"]*\/checkout\.js"><\/script>/;
/** The page's settings (`window.wcSettings = {…};`), printed before any script. */
const SETTINGS_SCRIPT = /<script>window\.wcSettings = .*?<\/script>/s;

// Inside a <script>: nothing in the JSON may close it.
const asScriptJson = ( value: unknown ) => JSON.stringify( value ).replace( /</g, '\\u003c' );

/**
 * Installs a payment plugin on this page's visits of the demo's
 * `/checkout/`, for this test only (the demo's pages never carry it): the
 * page is fetched from the demo as usual, then its data is added to the
 * settings, and its script tag is printed right after the checkout entry's
 * — a deferred script, so it runs next, before anything else of the page, as
 * WooCommerce prints a plugin's script after `wc-blocks-registry` and before
 * the checkout block's frontend script. The script itself is answered by the
 * test from its file.
 *
 * @example
 * await withPaymentPlugin( shopper.page, TEST_CARD_PLUGIN );
 * await shopper.page.goto( '/checkout/' );
 */
export async function withPaymentPlugin( page: Page, plugin: PaymentPlugin ): Promise< void > {
	const source = await readFile( plugin.script, 'utf8' );
	const url = pluginUrl( plugin.script );
	await page.route(
		( address ) => address.pathname === url,
		( route ) =>
			route.fulfill( {
				status: 200,
				contentType: 'text/javascript; charset=utf-8',
				body: source,
			} )
	);
	await page.route(
		( address ) => address.pathname === '/checkout/',
		async ( route ) => {
			const response = await route.fetch();
			const html = await response.text();
			if ( ! CHECKOUT_ENTRY.test( html ) || ! SETTINGS_SCRIPT.test( html ) ) {
				throw new Error(
					'The checkout page has no settings or no checkout entry script to install a plugin with.'
				);
			}
			const settings = `<script>window.wcSettings[ ${ asScriptJson(
				plugin.settingName
			) } ] = ${ asScriptJson( plugin.settings ) };</script>`;
			await route.fulfill( {
				response,
				body: html
					.replace( SETTINGS_SCRIPT, ( printed ) => `${ printed }\n${ settings }` )
					.replace(
						CHECKOUT_ENTRY,
						( entry ) => `${ entry }\n<script src="${ url }" defer></script>`
					),
			} );
		}
	);
}

/**
 * Makes the page note, the moment the Checkout block first renders (its
 * container loses `is-loading`), which payment methods were registered;
 * read it with {@link paymentMethodsAtMount}.
 *
 * @example
 * await notePaymentMethodsAtMount( page );
 */
export async function notePaymentMethodsAtMount( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		const noted = window as unknown as {
			__paymentMethodsAtMount?: string[];
			wc?: { wcBlocksRegistry?: { getPaymentMethods(): Record< string, unknown > } };
		};
		const note = () => {
			const block = document.querySelector( '.wp-block-woocommerce-checkout' );
			if ( ! block || block.classList.contains( 'is-loading' ) ) {
				return false;
			}
			noted.__paymentMethodsAtMount = Object.keys(
				noted.wc?.wcBlocksRegistry?.getPaymentMethods() ?? {}
			);
			return true;
		};
		new MutationObserver( ( _records, observer ) => {
			if ( note() ) {
				observer.disconnect();
			}
		} ).observe( document, { subtree: true, childList: true, attributes: true } );
	} );
}

/**
 * The payment methods registered when the Checkout block first rendered
 * (see {@link notePaymentMethodsAtMount}).
 *
 * @example
 * await expect( paymentMethodsAtMount( page ) ).resolves.toContain( 'cesta_test_card' );
 */
export function paymentMethodsAtMount( page: Page ): Promise< string[] | undefined > {
	return page.evaluate(
		() =>
			( window as unknown as { __paymentMethodsAtMount?: string[] } ).__paymentMethodsAtMount
	);
}

/**
 * Installs a payment plugin late, on a page already open: its data is added
 * to the settings, then its script is added to the page, as a slow or
 * asynchronously loaded plugin script arrives after the blocks rendered.
 *
 * @example
 * await page.waitForTimeout( 2000 );
 * await injectPaymentPlugin( page, TEST_CARD_PLUGIN );
 */
export async function injectPaymentPlugin( page: Page, plugin: PaymentPlugin ): Promise< void > {
	await page.evaluate(
		( { name, settings } ) => {
			( window as unknown as { wcSettings: Record< string, unknown > } ).wcSettings[ name ] =
				settings;
		},
		{ name: plugin.settingName, settings: plugin.settings }
	);
	await page.addScriptTag( { content: await readFile( plugin.script, 'utf8' ) } );
}
