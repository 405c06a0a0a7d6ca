/**
 * Stories of the pieces the Cart, the Checkout and the Mini-Cart share, in
 * the page's stores with the shopper's cart from the sample shop: the cart's
 * items table (the lines, a quantity being changed, a line being removed)
 * and the shipping rate choice (the rates, pickup chosen, a rate being
 * selected).
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { useStoreCart } from '@cesta/data';
import { PRODUCTS } from '@cesta/test-utils/fixtures';

import { CART_BLOCK_CONFIG, CartLineItemsTable, ShippingRateSelector } from '..';

interface StoryContext {
	canvasElement: HTMLElement;
}

/** Long enough for every check of the story to see the request still on its way. */
const NEVER_MS = 10 * 60 * 1000;

/** The items table over the cart in the page's store (as the Cart's line items block draws it). */
function CartItems() {
	const { cartItems, cartIsLoading } = useStoreCart();
	return cartIsLoading ? null : <CartLineItemsTable lineItems={ cartItems } />;
}

/** The rate choice over the cart in the page's store, inside the Cart's frame. */
function RateChoice() {
	const { cartIsLoading } = useStoreCart();
	return cartIsLoading ? null : (
		<div className="wc-block-cart">
			<ShippingRateSelector config={ CART_BLOCK_CONFIG } />
		</div>
	);
}

const FILLED = {
	cart: [
		[ PRODUCTS.FAN, 2 ],
		[ PRODUCTS.RICE_COOKER, 1 ],
	],
	address: true,
};

/** Waits for the table, then returns the first line's row. */
const firstRow = async ( canvasElement: HTMLElement ) => {
	const table = await within( canvasElement ).findByRole( 'table', {}, { timeout: 5000 } );
	return within( table ).getAllByRole( 'row' )[ 1 ]!;
};

/** Waits for the rates. */
const ratesShown = async ( { canvasElement }: StoryContext ) => {
	await within( canvasElement ).findAllByRole( 'radio', {}, { timeout: 5000 } );
};

export default {
	title: 'Blocks/Cart and Checkout shared',
	parameters: { layout: 'padded', shop: FILLED },
};

export const ItemsTable = {
	render: () => <CartItems />,
	play: async ( { canvasElement }: StoryContext ) => {
		await firstRow( canvasElement );
	},
};

export const ItemsTableChangingQuantity = {
	render: () => <CartItems />,
	parameters: { shop: { faults: [ { latencyMs: NEVER_MS, only: '/batch' } ] } },
	play: async ( { canvasElement }: StoryContext ) => {
		const row = await firstRow( canvasElement );
		const buttons = within( row ).getAllByRole( 'button' );
		// The quantity selector's "+", the row's second button.
		await userEvent.click( buttons[ 1 ]! );
		await waitFor(
			() =>
				expect(
					canvasElement.querySelector(
						'.wc-block-components-loading-mask, [aria-busy="true"]'
					)
				).not.toBeNull(),
			{ timeout: 5000 }
		);
	},
};

export const ItemsTableRemovingALine = {
	render: () => <CartItems />,
	parameters: { shop: { faults: [ { latencyMs: NEVER_MS, only: '/batch' } ] } },
	play: async ( { canvasElement }: StoryContext ) => {
		const row = await firstRow( canvasElement );
		await userEvent.click(
			row.querySelector< HTMLElement >( '.wc-block-cart-item__remove-link' )!
		);
		await waitFor(
			() => expect( row.querySelector( '.wc-block-cart-item__remove-link' ) ).toBeDisabled(),
			{ timeout: 5000 }
		);
	},
};

export const ShippingRates = { render: () => <RateChoice />, play: ratesShown };

export const ShippingRatesPickupChosen = {
	render: () => <RateChoice />,
	parameters: { shop: { shippingRate: 'pickup_location:0' } },
	play: ratesShown,
};

export const ShippingRateBeingSelected = {
	render: () => <RateChoice />,
	parameters: {
		shop: { faults: [ { latencyMs: NEVER_MS, only: '/cart/select-shipping-rate' } ] },
	},
	play: async ( context: StoryContext ) => {
		await ratesShown( context );
		const radios = within( context.canvasElement ).getAllByRole( 'radio' );
		await userEvent.click( radios[ 1 ]! );
		// The choice is locked until the shop answers.
		await waitFor( () => expect( radios[ 0 ] ).toBeDisabled(), { timeout: 5000 } );
	},
};
