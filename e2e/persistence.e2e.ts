/**
 * End-to-end tests in Chromium of what survives leaving the checkout (issue
 * 15 §6): a shopper who typed every field goes to another page and comes
 * back with the browser's back button, then forward and back again — every
 * field is as typed; and what is sensitive (the new account's password) is
 * never written to the page's storage, while typing, after leaving or after
 * coming back.
 */
import type { Page } from 'playwright-core';

import {
	MADRID_GUEST,
	emailField,
	goToCheckoutFromCart,
	placeOrderButton,
} from './support/checkout';
import {
	BARCELONA_BILLING,
	MADRID_ADDRESS,
	checkoutExtras,
	readAddress,
	typeAddress,
} from './support/checkout-form';
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

/** The fields are as the shopper typed them. */
const expectEverythingTyped = async ( page: Page ) => {
	const extras = checkoutExtras( page );
	await placeOrderButton( page ).waitFor();
	await extras.orderNote.waitFor();
	await expect( emailField( page ).inputValue() ).resolves.toBe( MADRID_GUEST.email );
	await expect( extras.newsletter.isChecked() ).resolves.toBe( true );
	await expect( readAddress( page, 'shipping' ) ).resolves.toEqual( MADRID_ADDRESS );
	await expect( extras.sameAddress.isChecked() ).resolves.toBe( false );
	await expect( readAddress( page, 'billing' ) ).resolves.toEqual( BARCELONA_BILLING );
	await expect( extras.giftNote.inputValue() ).resolves.toBe( GIFT_NOTE );
	await expect( extras.orderNote.inputValue() ).resolves.toBe( ORDER_NOTE );
};

describe( 'leaving the checkout and coming back', () => {
	it( 'given every field typed and a password chosen for a new account › when the shopper goes to the shop and comes back with back, then forward and back again › every field is as typed, and the password is in no storage', async () => {
		const { shopper } = suite;
		const { page } = shopper;
		const extras = checkoutExtras( page );
		await shopper.addToCart( RICE_COOKER );
		await goToCheckoutFromCart( page );

		await emailField( page ).fill( MADRID_GUEST.email );
		await extras.newsletter.check();
		await typeAddress( page, 'shipping', MADRID_ADDRESS );
		await extras.sameAddress.uncheck();
		await typeAddress( page, 'billing', BARCELONA_BILLING );
		await extras.giftNote.fill( GIFT_NOTE );
		await extras.addNote.check();
		await extras.orderNote.fill( ORDER_NOTE );
		await page
			.getByRole( 'checkbox', { name: es( 'Create an account with %s', 'Cesta' ) } )
			.check();
		await page.getByLabel( es( 'Create a password' ), { exact: true } ).fill( PASSWORD );
		expect( ( await storedValues( page ) ).join( '\n' ) ).not.toContain( PASSWORD );

		await page.goto( '/tienda/' );
		expect( ( await storedValues( page ) ).join( '\n' ) ).not.toContain( PASSWORD );
		await page.goBack();
		await expect( page.url() ).toMatch( /\/checkout\/$/ );
		await expectEverythingTyped( page );

		await page.goForward();
		await page.waitForURL( /\/tienda\/$/ );
		await page.goBack();
		await expectEverythingTyped( page );
		expect( ( await storedValues( page ) ).join( '\n' ) ).not.toContain( PASSWORD );
	} );
} );
