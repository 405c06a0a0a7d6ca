/**
 * End-to-end tests in Chromium of what survives leaving the checkout (issue
 * 15 §6): a shopper who typed every field goes to another page and comes
 * back with the browser's back button, then forward and back again — every
 * field is as typed; and what is sensitive (the new account's password) is
 * never written to the page's storage, while typing, after leaving or after
 * coming back.
 */
import type { Page } from 'playwright-core';

import { goToCheckoutFromCart } from './support/checkout';
import { expectEveryCheckoutField, fillEveryCheckoutField } from './support/checkout-form';
import { setupDemoShop } from './support/demo-suite';
import { es } from './support/spanish';

const suite = setupDemoShop();

const RICE_COOKER = 'Arrocera';
const GIFT_NOTE = 'Para Lucía, con cariño';
const ORDER_NOTE = 'Dejadlo en conserjería si no hay nadie.';
const PASSWORD = 'Mandarina-Verde-Cesta-2026';

/** Every value the page keeps in localStorage and sessionStorage. */
const storedValues = ( page: Page ) =>
	page.evaluate( () =>
		[ window.localStorage, window.sessionStorage ].flatMap( ( storage ) =>
			Object.keys( storage ).map( ( key ) => `${ key }=${ storage.getItem( key ) }` )
		)
	);

describe( 'leaving the checkout and coming back', () => {
	it( 'given every field typed and a password chosen for a new account › when the shopper goes to the shop and comes back with back, then forward and back again › every field is as typed, and the password is in no storage', async () => {
		const { shopper } = suite;
		const { page } = shopper;
		const notes = { giftNote: GIFT_NOTE, orderNote: ORDER_NOTE };
		await shopper.addToCart( RICE_COOKER );
		await goToCheckoutFromCart( page );

		await fillEveryCheckoutField( page, notes );
		await page
			.getByRole( 'checkbox', { name: es( 'Create an account with %s', 'Cesta' ) } )
			.check();
		await page.getByLabel( es( 'Create a password' ), { exact: true } ).fill( PASSWORD );
		expect( ( await storedValues( page ) ).join( '\n' ) ).not.toContain( PASSWORD );

		await page.goto( '/tienda/' );
		expect( ( await storedValues( page ) ).join( '\n' ) ).not.toContain( PASSWORD );
		await page.goBack();
		await expect( page.url() ).toMatch( /\/checkout\/$/ );
		await expectEveryCheckoutField( page, notes );

		await page.goForward();
		await page.waitForURL( /\/tienda\/$/ );
		await page.goBack();
		await expectEveryCheckoutField( page, notes );
		expect( ( await storedValues( page ) ).join( '\n' ) ).not.toContain( PASSWORD );
	} );
} );
