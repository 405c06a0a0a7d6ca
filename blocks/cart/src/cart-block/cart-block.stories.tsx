/**
 * Stories of the Cart block on the sample shop, mounted from its server
 * markup as the cart page does: loading (skeleton), filled, with a coupon,
 * with cross-sells, with pickup chosen, a coupon the shop rejects, empty,
 * and the load failures.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { ServerMarkup } from '@cesta/test-utils/stories';
import { PRODUCTS } from '@cesta/test-utils/fixtures';

import { registerCartBlock, renderCartBlockMarkup } from '..';

registerCartBlock();

interface StoryContext {
	canvasElement: HTMLElement;
}

/** Long enough for every check of the story to see the cart still loading. */
const NEVER_MS = 10 * 60 * 1000;

const FILLED = {
	cart: [
		[ PRODUCTS.FAN, 2 ],
		[ PRODUCTS.RICE_COOKER, 1 ],
	],
	address: true,
};

/** Waits until the cart's lines are shown. */
const linesShown = async ( { canvasElement }: StoryContext ) => {
	await waitFor(
		() => expect( canvasElement.querySelector( '.wc-block-cart-items' ) ).not.toBeNull(),
		{ timeout: 5000 }
	);
};

export default {
	title: 'Blocks/Cart',
	render: () => <ServerMarkup markup={ renderCartBlockMarkup( { shopUrl: '/tienda/' } ) } />,
	parameters: { layout: 'padded', shop: {} },
};

export const Filled = { parameters: { shop: FILLED }, play: linesShown };

export const WithCoupon = {
	parameters: { shop: { ...FILLED, coupons: [ 'DESCUENTO10' ] } },
	play: linesShown,
};

export const WithCrossSells = {
	parameters: { shop: { cart: [ [ PRODUCTS.COFFEE_MACHINE, 1 ] ], address: true } },
	play: async ( { canvasElement }: StoryContext ) => {
		await waitFor(
			() =>
				expect(
					canvasElement.querySelector( '.wp-block-woocommerce-cart-cross-sells-block' )
				).not.toBeNull(),
			{ timeout: 5000 }
		);
	},
};

export const PickupChosen = {
	parameters: { shop: { ...FILLED, shippingRate: 'pickup_location:0' } },
	play: linesShown,
};

export const CouponRejected = {
	parameters: { shop: FILLED },
	play: async ( context: StoryContext ) => {
		await linesShown( context );
		const canvas = within( context.canvasElement );
		await userEvent.click(
			canvas.getByRole( 'button', { name: /Añadir cupones|Add coupons/ } )
		);
		await userEvent.type( await canvas.findByRole( 'textbox' ), 'NOEXISTE' );
		await userEvent.click( canvas.getByRole( 'button', { name: /Aplicar|Apply/ } ) );
		await waitFor(
			() =>
				expect(
					context.canvasElement.querySelector( '.wc-block-components-validation-error' )
				).not.toBeNull(),
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
			() =>
				expect( canvasElement.querySelector( '.wc-block-cart__skeleton' ) ).not.toBeNull(),
			{ timeout: 5000 }
		);
	},
};

export const Empty = {
	play: async ( { canvasElement }: StoryContext ) => {
		await within( canvasElement ).findByRole( 'heading', {}, { timeout: 5000 } );
	},
};

export const LoadFailed = {
	parameters: { shop: { ...FILLED, faults: [ { status: 500, only: 'GET /cart' } ] } },
	play: async ( { canvasElement }: StoryContext ) => {
		await within( canvasElement ).findByRole( 'alert', {}, { timeout: 5000 } );
	},
};
