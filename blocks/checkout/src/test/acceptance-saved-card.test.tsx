/**
 * Issue 10 acceptance (c): Carmen Ruiz, a logged-in customer with two saved
 * cards of the test card gateway, pays with a saved card in the whole Checkout
 * block. Her default card is chosen first; the order request carries the
 * token as WooCommerce's blocks send it (`payment_data`: `token`,
 * `payment_method`, `wc-<gateway>-payment-token`, `isSavedToken`, and the
 * save-new-card entry off), and the mock's gateway charges that card.
 */
import { within } from '@testing-library/react';

import { paymentStore } from '@cesta/data';
import { logInCustomer, PRODUCTS, recordRequests } from '@cesta/test-utils';

import {
	cartWith,
	checkoutBodies,
	clickPlaceOrder,
	openCheckout,
	placedOrders,
	redirected,
	settle,
	setupAcceptanceShop,
	step,
} from './acceptance-checkout';
import { registerTestCardMethod, TEST_CARD_GATEWAY } from './test-card-method';

const shop = setupAcceptanceShop();

const GATEWAY = TEST_CARD_GATEWAY;
const VISA = 'Visa ending in 4242 (expires 12/30)';
const MASTERCARD = 'MasterCard ending in 4444 (expires 08/28)';

registerTestCardMethod( {
	missingMessage: 'Faltan los datos.',
	supports: { showSavedCards: true, showSaveOption: true },
} );

/** Logs Carmen in and prints what her checkout page prints: her saved cards, her id, the card gateway in the sort order. */
async function carmensCheckoutPage() {
	await logInCustomer( shop, 2 );
	window.wcSettings = {
		...window.wcSettings,
		currentUserId: 2,
		customerPaymentMethods: shop.engine.customerPaymentMethods( 2 ),
		paymentMethodSortOrder: [ 'bacs', 'cheque', 'cod', GATEWAY ],
	};
	await cartWith( PRODUCTS.FAN );
}

const savedTokenEntries = ( tokenId: string ) => [
	{ key: 'token', value: tokenId },
	{ key: 'payment_method', value: GATEWAY },
	{ key: `wc-${ GATEWAY }-payment-token`, value: tokenId },
	{ key: 'isSavedToken', value: true },
	{ key: `wc-${ GATEWAY }-new-payment-method`, value: false },
];

describe( 'given Carmen Ruiz logged in, with a default Visa and a MasterCard saved', () => {
	it( 'lists her cards first, the default one chosen, then "Use another payment method." before the other methods', async () => {
		await carmensCheckoutPage();
		const { registry } = await openCheckout();

		const payment = within( step( 'Payment options' ) );
		await settle();
		expect( await payment.findByRole( 'radio', { name: VISA } ) ).toBeChecked();
		expect( payment.getByRole( 'radio', { name: MASTERCARD } ) ).not.toBeChecked();
		expect( payment.getByText( 'Use another payment method.' ) ).toBeInTheDocument();
		expect( payment.getByRole( 'radio', { name: 'Tarjeta de prueba' } ) ).not.toBeChecked();
		expect( registry.select( paymentStore ).getActiveSavedToken() ).toBe( '11' );
	} );

	it( 'when she places the order with her default card › the request carries its token as WooCommerce sends it, and the shop charges that card', async () => {
		await carmensCheckoutPage();
		const { user, redirect } = await openCheckout();
		const payment = within( step( 'Payment options' ) );
		await payment.findByRole( 'radio', { name: VISA } );
		await settle();
		const requests = recordRequests( shop );

		await clickPlaceOrder( user );
		const url = await redirected( redirect );

		await requests.settled();
		const [ body ] = checkoutBodies( requests );
		expect( body ).toMatchObject( { payment_method: GATEWAY } );
		expect( body!.payment_data ).toEqual( savedTokenEntries( '11' ) );
		const [ order ] = placedOrders( shop );
		expect( placedOrders( shop ) ).toHaveLength( 1 );
		expect( order ).toMatchObject( {
			customerId: 2,
			paymentMethod: GATEWAY,
			status: 'processing',
			billing: { first_name: 'Carmen', last_name: 'Ruiz' },
		} );
		expect( url ).toContain( `/order-received/${ order!.id }/` );
	} );

	it( 'when she chooses her MasterCard instead › the order is paid with token 12', async () => {
		await carmensCheckoutPage();
		const { user, redirect } = await openCheckout();
		const payment = within( step( 'Payment options' ) );
		await user.click( await payment.findByRole( 'radio', { name: MASTERCARD } ) );
		await settle();
		const requests = recordRequests( shop );

		await clickPlaceOrder( user );
		await redirected( redirect );

		await requests.settled();
		expect( checkoutBodies( requests )[ 0 ]!.payment_data ).toEqual(
			savedTokenEntries( '12' )
		);
		expect( placedOrders( shop ) ).toEqual( [
			expect.objectContaining( { paymentMethod: GATEWAY, status: 'processing' } ),
		] );
	} );
} );
