/** End-to-end tests of the demo shop's checkout in Chromium: a guest's purchase by bank transfer to Madrid, and local pickup. */

import {
	MADRID_GUEST,
	SHOP,
	fillGuestCheckout,
	goToCheckoutFromCart,
	overviewValue,
	placeOrderButton,
	placeOrderRequests,
	placedOrders,
	waitForCheckoutToSettle,
	waitForOrderReceived,
} from './support/checkout';
import { setupDemoShop } from './support/demo-suite';
import { es } from './support/spanish';

const suite = setupDemoShop();

const RICE_COOKER = 'Arrocera';
const KETTLE = 'Hervidor de agua';

describe( 'a guest buys on the demo shop by bank transfer, with delivery to Madrid', () => {
	it( 'given two products added on /tienda/ › when the guest goes through the cart to the checkout, fills it in, chooses the flat rate and bank transfer and places the order › the order-received page shows the order number and the bank details', async () => {
		const { shopper, demo } = suite;
		const { page } = shopper;
		await shopper.addToCart( RICE_COOKER );
		await shopper.addToCart( KETTLE );

		await goToCheckoutFromCart( page );
		await fillGuestCheckout( page, MADRID_GUEST );
		await page.getByRole( 'radio', { name: new RegExp( `^${ SHOP.flatRate } ` ) } ).check();
		await page.getByRole( 'radio', { name: SHOP.bacs.title, exact: true } ).check();
		// The address pushed as its fields were left is in: while the rates are recalculated the button is disabled, and a click then does nothing.
		await waitForCheckoutToSettle( page, shopper.watch );
		await placeOrderButton( page ).click();
		const orderId = await waitForOrderReceived( page );

		const [ order ] = placedOrders( demo.engine, MADRID_GUEST.email );
		expect( placeOrderRequests( shopper.watch ) ).toHaveLength( 1 );
		expect( order ).toMatchObject( {
			id: orderId,
			status: SHOP.bacs.orderStatus,
			paymentMethod: 'bacs',
			shipping: expect.objectContaining( {
				first_name: MADRID_GUEST.firstName,
				last_name: MADRID_GUEST.lastName,
				address_1: MADRID_GUEST.address,
				city: 'Madrid',
				state: 'M',
				postcode: '28001',
				country: 'ES',
				phone: MADRID_GUEST.phone,
			} ),
			billing: expect.objectContaining( { email: MADRID_GUEST.email, postcode: '28001' } ),
		} );
		expect(
			order!.cart.shipping_rates[ 0 ]!.shipping_rates.find( ( rate ) => rate.selected )
		).toMatchObject( {
			name: SHOP.flatRate,
		} );
		await expect( overviewValue( page, 'Order number:' ) ).resolves.toBe( String( orderId ) );
		await expect( overviewValue( page, 'Payment method:' ) ).resolves.toBe( SHOP.bacs.title );
		const bankDetails = page.locator( 'section' ).filter( {
			has: page.getByRole( 'heading', { name: es( 'Our bank details' ) } ),
		} );
		const account = SHOP.bacs.accounts![ 0 ]!;
		await expect( bankDetails.textContent() ).resolves.toEqual(
			expect.stringContaining( `${ es( 'IBAN' ) }: ${ account.iban }` )
		);
		await expect( bankDetails.textContent() ).resolves.toEqual(
			expect.stringContaining( `${ es( 'BIC' ) }: ${ account.bic }` )
		);
	} );
} );

describe( 'a guest collects the order at a pickup location', () => {
	it( 'given a product in the cart › when the guest chooses local pickup, a location, fills in the billing address and places the order › the order-received page shows the pickup location', async () => {
		const { shopper, demo } = suite;
		const { page } = shopper;
		await shopper.addToCart( RICE_COOKER );

		await goToCheckoutFromCart( page );
		await page
			.getByRole( 'radiogroup', { name: es( 'Shipping method' ) } )
			.getByRole( 'radio', { name: es( 'Local pickup' ) } )
			.check();
		const locations = page.getByRole( 'group', { name: es( 'Pickup locations' ) } );
		await locations
			.getByRole( 'radio', { name: new RegExp( `^${ SHOP.madridPickup.name } ` ) } )
			.check();
		await fillGuestCheckout( page, MADRID_GUEST, 'billing' );
		// The address pushed as its fields were left is in: while the rates are recalculated the button is disabled, and a click then does nothing.
		await waitForCheckoutToSettle( page, shopper.watch );
		await placeOrderButton( page ).click();
		const orderId = await waitForOrderReceived( page );

		const [ order ] = placedOrders( demo.engine, MADRID_GUEST.email );
		expect( order?.id ).toBe( orderId );
		const pickupColumn = page.locator( 'div' ).filter( {
			has: page.getByRole( 'heading', { name: es( 'Pickup location' ), exact: true } ),
		} );
		const shown = ( await pickupColumn.last().textContent() ) ?? '';
		expect( shown ).toContain( SHOP.madridPickup.name );
		expect( shown ).toContain( SHOP.madridPickup.address.address_1 );
		await expect(
			page.getByRole( 'heading', { name: es( 'Shipping address' ), exact: true } ).count()
		).resolves.toBe( 0 );
	} );
} );
