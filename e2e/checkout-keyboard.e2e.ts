/** End-to-end test in Chromium: a guest's whole purchase, from the shop to the order-received page, with the keyboard only. */

import {
	MADRID_GUEST,
	SHOP,
	addressFields,
	emailField,
	overviewValue,
	placeOrderButton,
	placeOrderRequests,
	placedOrders,
	waitForCheckoutToSettle,
	waitForOrderReceived,
} from './support/checkout';
import { setupDemoShop } from './support/demo-suite';
import { hasFocus, tabTo } from './support/keyboard';
import { es } from './support/spanish';

const suite = setupDemoShop();

const RICE_COOKER = 'Arrocera';
/** What the shopper types of the street, and the sample address provider's suggestion for it. */
const STREET_START = 'Calle de Alc';
const SUGGESTED = { street: 'Calle de Alcalá 50', postcode: '28014', city: 'Madrid' };
const NOTE = 'Por favor, dejad el paquete en conserjería.';

// The whole journey is some hundred key presses: on a slow machine it takes longer than the suite's 30 s per test.
jest.setTimeout( 60_000 );

describe( 'a guest who uses the keyboard only', () => {
	it( 'given the shop › when the guest adds a product, goes to the checkout, fills it in, picks an address suggestion, chooses cheque with the arrow keys, goes back to add a note and places the order, all with Tab, Shift+Tab, typing, Space, Enter and arrows › the order-received page shows the order', async () => {
		const { shopper, demo } = suite;
		const { page } = shopper;
		const { keyboard } = page;

		// The shop: the product's button, then the «Ver carrito» link that follows it once
		// added, then the cart's «Finalizar compra».
		await page.goto( '/tienda/' );
		const addButton = page
			.getByRole( 'button', { name: `Añadir al carrito: “${ RICE_COOKER }”` } )
			.first();
		await tabTo( page, addButton );
		await keyboard.press( 'Enter' );
		await tabTo(
			page,
			page
				.locator( '.wc-block-components-product-button', { has: addButton } )
				.getByRole( 'link', { name: es( 'View cart' ) } )
		);
		await keyboard.press( 'Enter' );
		await page.waitForURL( '**/carrito/' );
		await tabTo( page, page.getByRole( 'link', { name: es( 'Proceed to Checkout' ) } ) );
		await keyboard.press( 'Enter' );
		await page.waitForURL( '**/checkout/' );

		// Contact and shipping address, typed field after field.
		const address = addressFields( page, 'shipping' );
		await tabTo( page, emailField( page ) );
		await keyboard.type( MADRID_GUEST.email );
		await tabTo( page, address.firstName );
		await keyboard.type( MADRID_GUEST.firstName );
		await tabTo( page, address.lastName );
		await keyboard.type( MADRID_GUEST.lastName );
		await tabTo( page, address.address );
		// The address suggestions arrive when the shopper reaches the field; the combobox keeps the focus.
		const street = address.group.getByRole( 'combobox', {
			name: es( 'Address' ),
			exact: true,
		} );
		await street.waitFor();
		await expect( hasFocus( street ) ).resolves.toBe( true );
		await keyboard.type( STREET_START );
		await page
			.getByRole( 'listbox', { name: es( 'Address suggestions' ) } )
			.getByRole( 'option', { name: new RegExp( SUGGESTED.street ) } )
			.waitFor();
		await keyboard.press( 'ArrowDown' );
		await keyboard.press( 'Enter' );
		await address.postcode.and( page.locator( `[value="${ SUGGESTED.postcode }"]` ) ).waitFor();
		await expect( address.city.inputValue() ).resolves.toBe( SUGGESTED.city );
		await tabTo( page, address.phone );
		await keyboard.type( MADRID_GUEST.phone );

		// Payment: into the radio group, then the arrow key to the next method.
		const payment = page.getByRole( 'group', { name: es( 'Payment options' ) } ).last();
		await tabTo( page, payment.getByRole( 'radio', { name: SHOP.bacs.title, exact: true } ) );
		await keyboard.press( 'ArrowDown' );
		const cheque = payment.getByRole( 'radio', { name: SHOP.cheque.title, exact: true } );
		await expect( cheque.isChecked() ).resolves.toBe( true );

		// At «Realizar el pedido», the shopper goes back to add a note first.
		await tabTo( page, placeOrderButton( page ) );
		await tabTo(
			page,
			page.getByRole( 'checkbox', { name: es( 'Add a note to your order' ) } ),
			{
				backwards: true,
			}
		);
		await keyboard.press( 'Space' );
		await tabTo(
			page,
			page.getByRole( 'textbox', {
				name: es( 'Notes about your order, e.g. special notes for delivery.' ),
			} )
		);
		await keyboard.type( NOTE );
		await tabTo( page, placeOrderButton( page ) );
		// The address pushed as its fields were left is in: while the rates are recalculated the button is disabled, and Enter then does nothing.
		await waitForCheckoutToSettle( page, shopper.watch );
		await keyboard.press( 'Enter' );
		const orderId = await waitForOrderReceived( page );

		expect( placeOrderRequests( shopper.watch ) ).toHaveLength( 1 );
		expect( placedOrders( demo.engine, MADRID_GUEST.email ) ).toEqual( [
			expect.objectContaining( {
				id: orderId,
				paymentMethod: 'cheque',
				customerNote: NOTE,
				shipping: expect.objectContaining( {
					first_name: MADRID_GUEST.firstName,
					last_name: MADRID_GUEST.lastName,
					address_1: SUGGESTED.street,
					postcode: SUGGESTED.postcode,
					state: 'M',
					phone: MADRID_GUEST.phone,
				} ),
			} ),
		] );
		await expect( overviewValue( page, 'Order number:' ) ).resolves.toBe( String( orderId ) );
		await expect( overviewValue( page, 'Payment method:' ) ).resolves.toBe( SHOP.cheque.title );
	} );
} );
