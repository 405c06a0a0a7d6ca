/**
 * Stories of the Add to Cart form on a product page of the sample shop,
 * printed from the Store API's product (and the variations the page
 * preloads) and mounted as the page does: a simple product, one out of
 * stock, a variable product with selects and with swatches, a variation out
 * of stock, and adding: on its way, added, failed.
 */
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { storeApiFetch } from '@cesta/api';
import { availableVariations } from '@cesta/mocks';
import type { MockWorker } from '@cesta/mocks/browser';
import { ServerMarkup } from '@cesta/test-utils/stories';
import type { ProductResponse } from '@cesta/types';

import { registerAddToCartFormBlock, renderAddToCartFormMarkup } from '..';
import type { SwatchSettings } from '..';

registerAddToCartFormBlock();

interface StoryContext {
	canvasElement: HTMLElement;
}

interface FormArgs {
	productId: number;
	swatches?: SwatchSettings;
}

/** Long enough for every check of the story to see the request still on its way. */
const NEVER_MS = 10 * 60 * 1000;

/** Products of the sample shop. */
const PRODUCTS = {
	/** "Ventilador de pie", simple. */
	FAN: 17,
	/** "Tostadora", out of stock. */
	TOASTER: 46,
	/** "Sudadera con capucha": Color × Talla; negro-xl out of stock. */
	HOODIE: 80,
};

const HOODIE_SWATCHES: SwatchSettings = {
	pa_color: {
		type: 'color',
		options: { negro: { color: '#000000' }, gris: { color: '#888888' } },
	},
	attribute_pa_talla: { type: 'label' },
};

/** The product page: the product and its variations, printed as the server does. */
function ProductPage( { productId, swatches, mock }: FormArgs & { mock: MockWorker } ) {
	const [ markup, setMarkup ] = useState< string | null >( null );
	useEffect( () => {
		let current = true;
		void storeApiFetch< ProductResponse >( {
			path: `/wc/store/v1/products/${ productId }`,
		} ).then( ( product ) => {
			if ( current ) {
				setMarkup(
					renderAddToCartFormMarkup( {
						product,
						variations: availableVariations( mock.engine.deps, productId ),
						swatches,
					} )
				);
			}
		} );
		return () => {
			current = false;
		};
	}, [ productId, swatches, mock ] );
	return markup === null ? null : <ServerMarkup markup={ markup } />;
}

/** The form's add button, once React has taken the printed form over (before, a click would post it). */
const addButton = ( canvasElement: HTMLElement ) =>
	waitFor(
		() => {
			const button = canvasElement.querySelector< HTMLElement >(
				'[data-block-name]:not(.is-loading) .single_add_to_cart_button'
			);
			expect( button ).not.toBeNull();
			return button!;
		},
		{ timeout: 5000 }
	);

const formShown = async ( { canvasElement }: StoryContext ) => {
	await addButton( canvasElement );
};

export default {
	title: 'Blocks/Add to Cart Form',
	args: { productId: PRODUCTS.FAN } as FormArgs,
	render: ( args: FormArgs, { loaded }: { loaded: { cestaMock: MockWorker } } ) => (
		<ProductPage { ...args } mock={ loaded.cestaMock } />
	),
	parameters: { layout: 'padded', shop: {} },
	play: formShown,
};

export const SimpleProduct = {};

export const OutOfStock = { args: { productId: PRODUCTS.TOASTER } };

export const VariableWithSelects = { args: { productId: PRODUCTS.HOODIE } };

export const VariableWithSwatches = {
	args: { productId: PRODUCTS.HOODIE, swatches: HOODIE_SWATCHES },
};

export const VariationOutOfStock = {
	args: { productId: PRODUCTS.HOODIE, swatches: HOODIE_SWATCHES },
	play: async ( { canvasElement }: StoryContext ) => {
		await addButton( canvasElement );
		const canvas = within( canvasElement );
		await userEvent.click( await canvas.findByRole( 'radio', { name: /XL/i } ) );
	},
};

export const Adding = {
	parameters: { shop: { faults: [ { latencyMs: NEVER_MS, only: '/cart/add-item' } ] } },
	play: async ( { canvasElement }: StoryContext ) => {
		const button = await addButton( canvasElement );
		await userEvent.click( button );
		await waitFor( () => expect( button ).toHaveClass( 'loading' ), { timeout: 5000 } );
	},
};

export const Added = {
	play: async ( { canvasElement }: StoryContext ) => {
		await userEvent.click( await addButton( canvasElement ) );
		await within( canvasElement ).findByRole(
			'link',
			{ name: /Ver carrito|View cart/ },
			{ timeout: 5000 }
		);
	},
};

export const AddFailed = {
	parameters: { shop: { faults: [ { status: 500, only: '/cart/add-item' } ] } },
	play: async ( { canvasElement }: StoryContext ) => {
		await userEvent.click( await addButton( canvasElement ) );
		await within( canvasElement ).findByRole( 'alert', {}, { timeout: 5000 } );
	},
};
