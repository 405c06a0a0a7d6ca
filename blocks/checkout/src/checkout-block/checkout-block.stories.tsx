/**
 * Stories of the Checkout block on the sample shop, mounted from its server
 * markup as the checkout page does, with the offline payment methods
 * registered as their plugin does: loading (skeleton), a guest's filled
 * order, pickup, a logged-in customer with saved cards, an order placed
 * with the address missing, processing the order, a declined card, express methods loading and ready, a payment
 * method's registration error shown to an administrator, an empty cart, a
 * shop that asks guests to log in and a failed load.
 */
import { useEffect } from '@wordpress/element';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '@cesta/blocks-checkout/globals';
import '@cesta/blocks-checkout/sample-methods';

import { registerExpressPaymentMethod, registerPaymentMethod } from '@cesta/registry';
import { getSetting } from '@cesta/settings';
import { ServerMarkup } from '@cesta/test-utils/stories';
import { PRODUCTS } from '@cesta/test-utils/fixtures';

import { registerCheckoutBlock, renderCheckoutBlockMarkup } from '..';

registerCheckoutBlock();

interface StoryContext {
	canvasElement: HTMLElement;
}

/** Long enough for every check of the story to see the request still on its way. */
const NEVER_MS = 10 * 60 * 1000;

/** The sample shop's card gateway: it charges `card_token` and declines `tok_chargeDeclined`. */
const TEST_CARD = 'cesta_test_card';

const FILLED = {
	cart: [
		[ PRODUCTS.FAN, 1 ],
		[ PRODUCTS.RICE_COOKER, 1 ],
	],
	address: true,
};

interface GatewayData {
	title: string;
	description: string;
}

const testCardData = () =>
	getSetting< GatewayData >( `${ TEST_CARD }_data`, { title: TEST_CARD, description: '' } );

interface CardFormProps {
	token: string;
	eventRegistration?: { onPaymentSetup: ( observer: () => unknown ) => () => void };
	emitResponse?: { responseTypes: { SUCCESS: string } };
}

/** The card plugin's form: its setup hands over `token`, as a card field would once filled. */
function CardForm( { token, eventRegistration, emitResponse }: CardFormProps ) {
	useEffect(
		() =>
			eventRegistration?.onPaymentSetup( () => ( {
				type: emitResponse?.responseTypes.SUCCESS,
				meta: { paymentMethodData: { card_token: token } },
			} ) ),
		[ eventRegistration, emitResponse, token ]
	);
	return (
		<p className="wc-block-components-payment-method-description">
			{ testCardData().description }
		</p>
	);
}

/** Registers the shop's card gateway as a card plugin does, paying with `token`. */
const registerTestCard = ( token: string ) => {
	const { title } = testCardData();
	registerPaymentMethod( {
		name: TEST_CARD,
		label: title,
		ariaLabel: title,
		content: <CardForm token={ token } />,
		edit: <CardForm token={ token } />,
		canMakePayment: () => true,
		supports: { showSavedCards: true, showSaveOption: false },
	} );
	return {};
};

/** A wallet's express button: the plugin decides whether it can pay (`canMakePayment`). */
const registerExpressWallet = ( canMakePayment: () => boolean | Promise< boolean > ) => {
	const { title } = testCardData();
	const button = (
		<button type="button" className="wc-block-components-button">
			{ title }
		</button>
	);
	registerExpressPaymentMethod( {
		name: 'cesta_wallet',
		title,
		content: button,
		edit: button,
		canMakePayment,
	} );
	return {};
};

const placeOrder = async ( canvasElement: HTMLElement ) => {
	const button = await within( canvasElement ).findByRole(
		'button',
		{ name: /Realizar el pedido|Place Order/ },
		{ timeout: 5000 }
	);
	await userEvent.click( button );
};

/** Waits until the form and the order summary are shown. */
const formShown = async ( { canvasElement }: StoryContext ) => {
	await within( canvasElement ).findByRole(
		'button',
		{ name: /Realizar el pedido|Place Order/ },
		{ timeout: 5000 }
	);
	await waitFor(
		() =>
			expect(
				canvasElement.querySelector( '.wc-block-components-order-summary-item' )
			).not.toBeNull(),
		{ timeout: 5000 }
	);
};

export default {
	title: 'Blocks/Checkout',
	render: () => <ServerMarkup markup={ renderCheckoutBlockMarkup() } />,
	parameters: { layout: 'padded', shop: FILLED },
};

export const GuestFilled = { play: formShown };

export const Pickup = {
	parameters: { shop: { ...FILLED, shippingRate: 'pickup_location:0' } },
	play: formShown,
};

export const LoggedInCustomerWithSavedCards = {
	parameters: {
		shop: { address: false, customer: 2, gateways: [ TEST_CARD, 'bacs', 'cheque', 'cod' ] },
	},
	loaders: [ () => registerTestCard( 'tok_visa' ) ],
	play: formShown,
};

export const AddressMissing = {
	parameters: { shop: { address: false } },
	play: async ( context: StoryContext ) => {
		await formShown( context );
		await placeOrder( context.canvasElement );
		await waitFor(
			() =>
				expect(
					context.canvasElement.querySelector( '.wc-block-components-validation-error' )
				).not.toBeNull(),
			{ timeout: 5000 }
		);
	},
};

export const Processing = {
	parameters: {
		shop: { ...FILLED, faults: [ { latencyMs: NEVER_MS, only: 'POST /checkout' } ] },
	},
	play: async ( context: StoryContext ) => {
		await formShown( context );
		await placeOrder( context.canvasElement );
		await waitFor(
			() =>
				expect(
					context.canvasElement.querySelector(
						'.wc-block-components-checkout-place-order-button--loading, [aria-busy="true"]'
					)
				).not.toBeNull(),
			{ timeout: 5000 }
		);
	},
};

export const PaymentDeclined = {
	parameters: { shop: { ...FILLED, gateways: [ TEST_CARD ] } },
	loaders: [ () => registerTestCard( 'tok_chargeDeclined' ) ],
	play: async ( context: StoryContext ) => {
		await formShown( context );
		await placeOrder( context.canvasElement );
		await within( context.canvasElement ).findByRole( 'alert', {}, { timeout: 8000 } );
	},
};

export const ExpressMethodsLoading = {
	loaders: [ () => registerExpressWallet( () => new Promise< boolean >( () => undefined ) ) ],
	play: async ( context: StoryContext ) => {
		await formShown( context );
		await waitFor(
			() =>
				expect(
					context.canvasElement.querySelector(
						'.wc-block-components-express-payment__placeholder'
					)
				).not.toBeNull(),
			{ timeout: 5000 }
		);
	},
};

export const ExpressMethodsReady = {
	loaders: [ () => registerExpressWallet( () => true ) ],
	play: async ( context: StoryContext ) => {
		await formShown( context );
		await within( context.canvasElement ).findByRole(
			'button',
			{ name: testCardData().title },
			{ timeout: 5000 }
		);
	},
};

export const RegistrationErrorShownToAdmin = {
	parameters: { shop: { ...FILLED, admin: true, gateways: [ TEST_CARD, 'bacs' ] } },
	loaders: [
		() => {
			const { title } = testCardData();
			try {
				// A plugin's mistake: no canMakePayment. The registry records it.
				registerPaymentMethod( {
					name: TEST_CARD,
					label: title,
					ariaLabel: title,
					content: null,
					edit: null,
				} as unknown as Parameters< typeof registerPaymentMethod >[ 0 ] );
			} catch {
				// Recorded as a registration error, which administrators see.
			}
			return {};
		},
	],
	play: async ( context: StoryContext ) => {
		await formShown( context );
		await within( context.canvasElement ).findByText(
			new RegExp( TEST_CARD ),
			{},
			{ timeout: 5000 }
		);
	},
};

export const Loading = {
	parameters: {
		shop: { ...FILLED, faults: [ { latencyMs: NEVER_MS, only: 'GET /cart' } ] },
	},
	play: async ( { canvasElement }: StoryContext ) => {
		await waitFor(
			() => expect( canvasElement.querySelector( '[class*="skeleton"]' ) ).not.toBeNull(),
			{ timeout: 5000 }
		);
	},
};

export const EmptyCart = {
	// Parameters merge with the file's: the cart is emptied by name.
	parameters: { shop: { cart: [], address: false } },
	play: async ( { canvasElement }: StoryContext ) => {
		await waitFor(
			() =>
				expect( canvasElement.querySelector( '.wc-block-checkout-empty' ) ).not.toBeNull(),
			{ timeout: 5000 }
		);
	},
};

export const LogInRequired = {
	parameters: { shop: { settings: { checkoutAllowsGuest: false } } },
	play: async ( { canvasElement }: StoryContext ) => {
		await within( canvasElement ).findByRole(
			'link',
			{ name: /Acceder|Log in/ },
			{ timeout: 5000 }
		);
	},
};

export const LoadFailed = {
	parameters: { shop: { ...FILLED, faults: [ { status: 500, only: 'GET /cart' } ] } },
	play: async ( { canvasElement }: StoryContext ) => {
		await within( canvasElement ).findByRole( 'alert', {}, { timeout: 5000 } );
	},
};
