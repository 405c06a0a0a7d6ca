/**
 * Stories of the Product Collection on the sample shop: the page of products
 * the server prints (a grid with pagination, a list, on-sale products, a
 * search that finds nothing) with its add-to-cart buttons brought to life,
 * and a button's states after a click: adding, added (with "View cart"), and
 * an error from the shop.
 */
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { ServerMarkup } from '@cesta/test-utils/stories';

import { enhanceAddToCartButtons, loadProductCollection, renderProductCollectionMarkup } from '..';
import type { ProductCollectionAttributes } from '..';

interface StoryContext {
	canvasElement: HTMLElement;
}

/** Long enough for every check of the story to see the request still on its way. */
const NEVER_MS = 10 * 60 * 1000;

/** The storefront's script; the story stays on its page where a click would leave it. */
const enhance = ( root: HTMLElement ) =>
	enhanceAddToCartButtons( root, { navigate: () => undefined } );

/** The shop's page: the products the Store API has for the block, printed as the server does. */
function ProductCollectionPage( { attributes }: { attributes: ProductCollectionAttributes } ) {
	const [ markup, setMarkup ] = useState< string | null >( null );
	useEffect( () => {
		let current = true;
		void loadProductCollection( attributes ).then( ( page ) => {
			if ( current ) {
				setMarkup(
					renderProductCollectionMarkup( { attributes, ...page, pageUrl: '/tienda/' } )
				);
			}
		} );
		return () => {
			current = false;
		};
	}, [ attributes ] );
	return markup === null ? null : <ServerMarkup markup={ markup } enhance={ enhance } />;
}

/** Waits until the products are printed. */
const productsShown = async ( { canvasElement }: StoryContext ) => {
	await waitFor(
		() => expect( canvasElement.querySelector( '.wc-block-product-template' ) ).not.toBeNull(),
		{ timeout: 5000 }
	);
};

/** Clicks the first product's add-to-cart button and returns it. */
const addFirstProduct = async ( context: StoryContext ) => {
	await productsShown( context );
	const button = context.canvasElement.querySelector< HTMLElement >(
		'[data-cesta-add-to-cart]'
	)!;
	await userEvent.click( button );
	return button;
};

export default {
	title: 'Blocks/Product Collection',
	args: {
		attributes: { query: { perPage: 6 }, displayLayout: { type: 'flex', columns: 3 } },
	},
	render: ( args: { attributes: ProductCollectionAttributes } ) => (
		<ProductCollectionPage attributes={ args.attributes } />
	),
	parameters: { layout: 'padded', shop: {} },
	play: productsShown,
};

export const Grid = {};

export const List = {
	args: { attributes: { query: { perPage: 4 }, displayLayout: { type: 'list' } } },
};

export const OnSale = {
	args: {
		attributes: {
			collection: 'woocommerce/product-collection/on-sale',
			query: { perPage: 6, woocommerceOnSale: true },
		},
	},
};

export const NothingFound = {
	args: { attributes: { query: { search: 'zzz-ningún-producto' } } },
	play: async ( { canvasElement }: StoryContext ) => {
		await waitFor(
			() => expect( canvasElement.querySelector( '[data-block-name]' ) ).not.toBeNull(),
			{ timeout: 5000 }
		);
	},
};

export const Adding = {
	parameters: {
		shop: { faults: [ { latencyMs: NEVER_MS, only: '/cart/add-item' } ] },
	},
	play: async ( context: StoryContext ) => {
		const button = await addFirstProduct( context );
		await waitFor( () => expect( button ).toHaveClass( 'loading' ), { timeout: 5000 } );
	},
};

export const Added = {
	play: async ( context: StoryContext ) => {
		await addFirstProduct( context );
		await within( context.canvasElement ).findByRole(
			'link',
			{ name: /Ver carrito|View cart/ },
			{ timeout: 5000 }
		);
	},
};

export const AddFailed = {
	parameters: { shop: { faults: [ { status: 500, only: '/cart/add-item' } ] } },
	play: async ( context: StoryContext ) => {
		await addFirstProduct( context );
		await within( context.canvasElement ).findByRole( 'alert', {}, { timeout: 5000 } );
	},
};
