/**
 * Stories of the extension toolkit's payment area, in the page's stores with
 * the shopper's cart loaded from the sample shop: the payment methods (the
 * offline methods registered as their plugin does; none the cart can pay
 * with; a plugin's registration error, which only administrators see), the
 * express payment area (loading, a wallet's button in the cart, nothing
 * registered as an administrator sees it) and the notices of a context.
 */
import { useRegistry, useSelect } from '@wordpress/data';
import { createElement, useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { expect, waitFor, within } from 'storybook/test';
import '../globals';
import '../sample-methods';

import { cartStore } from '@cesta/data';
import { noticesDispatch } from '@cesta/notices';
import { registerExpressPaymentMethod, registerPaymentMethod } from '@cesta/registry';
import { PRODUCTS } from '@cesta/test-utils/fixtures';

import { ExpressPaymentMethods, PaymentMethods, StoreNoticesContainer } from '..';

interface StoryContext {
	canvasElement: HTMLElement;
}

/** The shopper's cart: the area shows once it is loaded, as in the Checkout block. */
function WithCart( { children }: { children: JSX.Element } ) {
	const loaded = useSelect(
		( select ) => select( cartStore ).hasFinishedResolution( 'getCartData', [] ),
		[]
	);
	useSelect( ( select ) => select( cartStore ).getCartData(), [] );
	return loaded ? children : null;
}

/** A wallet's express button: the plugin decides whether it can pay. */
const registerWallet = ( canMakePayment: () => boolean | Promise< boolean > ) => {
	// Its title is the shop's gateway's (the sample shop's card), in Spanish.
	const title = 'Tarjeta de prueba';
	const button = createElement(
		'button',
		{ type: 'button', className: 'wc-block-components-button' },
		title
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

/** The checkout's notices of a failed order, raised in the page's `core/notices`. */
function CheckoutNotices() {
	const registry = useRegistry();
	useEffect( () => {
		const notices = noticesDispatch( registry );
		void notices.createErrorNotice( __( 'Please enter a valid postcode', 'cesta' ), {
			id: 'postcode',
			context: 'wc/checkout',
		} );
		void notices.createErrorNotice( __( 'Please enter a valid email address', 'cesta' ), {
			id: 'email',
			context: 'wc/checkout',
		} );
	}, [ registry ] );
	return <StoreNoticesContainer context="wc/checkout" />;
}

const shown =
	( selector: string ) =>
	async ( { canvasElement }: StoryContext ) => {
		await waitFor( () => expect( canvasElement.querySelector( selector ) ).not.toBeNull(), {
			timeout: 5000,
		} );
	};

export default {
	title: 'Blocks/Checkout toolkit/Payment area',
	render: () => (
		<WithCart>
			<PaymentMethods />
		</WithCart>
	),
	parameters: { layout: 'padded', shop: { cart: [ [ PRODUCTS.FAN, 1 ] ] } },
};

export const PaymentMethodsOffline = {
	play: async ( { canvasElement }: StoryContext ) => {
		await within( canvasElement ).findAllByRole( 'radio', {}, { timeout: 5000 } );
	},
};

export const NoPaymentMethodAvailable = {
	parameters: { shop: { gateways: [] } },
	play: shown( '.wc-block-components-notice-banner' ),
};

export const RegistrationErrorForAdmin = {
	parameters: { shop: { admin: true } },
	beforeEach: () => {
		try {
			// A plugin's mistake: no canMakePayment. The registry records it.
			registerPaymentMethod( {
				name: 'cesta_test_card',
				label: 'Tarjeta de prueba',
				ariaLabel: 'Tarjeta de prueba',
				content: null,
				edit: null,
			} as unknown as Parameters< typeof registerPaymentMethod >[ 0 ] );
		} catch {
			// Recorded as a registration error, which administrators see.
		}
	},
	play: async ( { canvasElement }: StoryContext ) => {
		await within( canvasElement ).findByText( /cesta_test_card/, {}, { timeout: 5000 } );
	},
};

export const ExpressLoading = {
	render: () => (
		<WithCart>
			<ExpressPaymentMethods />
		</WithCart>
	),
	beforeEach: () => void registerWallet( () => new Promise< boolean >( () => undefined ) ),
	play: shown( '.wc-block-components-express-payment__placeholder' ),
};

export const ExpressReadyInTheCart = {
	render: () => (
		<WithCart>
			<ExpressPaymentMethods context="cart" />
		</WithCart>
	),
	beforeEach: () => void registerWallet( () => true ),
	play: async ( { canvasElement }: StoryContext ) => {
		await within( canvasElement ).findByRole(
			'button',
			{ name: 'Tarjeta de prueba' },
			{ timeout: 5000 }
		);
	},
};

export const ExpressNoneRegisteredForAdmin = {
	render: () => (
		<WithCart>
			<ExpressPaymentMethods />
		</WithCart>
	),
	parameters: { shop: { admin: true } },
	play: shown( '.wc-block-components-express-payment--empty' ),
};

export const CheckoutNoticesGrouped = {
	render: () => <CheckoutNotices />,
	play: shown( '.wc-block-components-notice-banner' ),
};
